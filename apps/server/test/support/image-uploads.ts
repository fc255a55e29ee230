import { upload } from '../accounts-fixtures';
import type { TestApp } from '../harness';

/** Uploads one file in the form's `image` part, the part every image call reads. */
export function uploadImage(
  t: TestApp,
  path: string,
  token: string,
  file: { filename: string; content: Buffer },
  fields: Record<string, string> = {},
) {
  return upload(t, path, token, fields, { field: 'image', ...file });
}
