import { INVALID_SLUG_MESSAGE } from '@asesa/contracts';
import { messageTable } from '../../lib/server-messages';

/** What the access-code calls answer, in each language the server speaks. */
export const ACCESS_CODE_MESSAGES = messageTable('access-codes', {
  expiryPast: { en: 'the expiry is in the past', id: 'tanggal kedaluwarsa sudah lewat' },
  usedWithAnotherEmail: {
    en: 'this access code was used with another e-mail address',
    id: 'kode akses ini sudah digunakan dengan alamat email lain',
  },
  expired: {
    en: 'This access code has expired. Please contact the organiser.',
    id: 'Kode akses ini sudah kedaluwarsa. Silakan hubungi penyelenggara.',
  },
  throttled: {
    en: 'Too many access codes were tried: the browser must complete a short check before this code is looked up.',
    id: 'Terlalu banyak kode akses yang dicoba: browser harus menyelesaikan pemeriksaan singkat sebelum kode ini diperiksa.',
  },
  // Spec 8: the lookup's 'invalid url', which the page turns into its own sentence.
  invalidSlug: { en: INVALID_SLUG_MESSAGE, id: 'URL tidak valid' },
});
