import { messageTable } from './server-messages';

/** The image uploads' checks (storage.ts), in each language the server speaks. */
export const IMAGE_MESSAGES = messageTable('images', {
  tooManyPixels: {
    en: '{field} has too many pixels (at most {megapixels} megapixels)',
    id: '{field} memiliki terlalu banyak piksel (paling banyak {megapixels} megapiksel)',
  },
});
