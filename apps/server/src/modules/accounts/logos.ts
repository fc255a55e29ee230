import { LOGO_THUMBNAIL_SIZE } from '@asesa/contracts';
import type { Deps } from '../../deps';
import type { UploadedFile } from '../../http/calls';
import { removeStoredImages, storeImage } from '../../lib/storage';
import { ACCOUNT_MESSAGES } from './accounts.messages';

export interface Logo {
  logo_path: string;
  logo_thumbnail: string;
}

/**
 * Stores an account's new logo with its thumbnail and hands both to `save`; the old files are
 * removed only after the save, so a failed save leaves the account's current logo whole.
 */
export async function replaceLogo(
  deps: Deps,
  file: UploadedFile,
  current: { logo_path: string | null; logo_thumbnail: string | null },
  save: (logo: Logo) => Promise<unknown>,
): Promise<Logo> {
  const stored = await storeImage(deps.env, file.buffer, {
    folder: 'logos',
    formats: ['png', 'jpeg', 'webp', 'gif'],
    field: 'logo',
    notImageMessage: ACCOUNT_MESSAGES.logoNotImage,
    thumbnailSize: LOGO_THUMBNAIL_SIZE,
  });
  const logo = { logo_path: stored.path, logo_thumbnail: stored.thumbnail };
  await save(logo);
  await removeStoredImages(deps.env, current.logo_path, current.logo_thumbnail);
  return logo;
}
