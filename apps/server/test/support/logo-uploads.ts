import { upload } from '../accounts-fixtures';
import type { TestApp } from '../harness';

/** The accounts whose logo is uploaded the same way (`accounts/<kind>/logo`). */
export type LogoAccountKind = 'consultants' | 'corporates';

/** Uploads one file in the form's `logo` part for the account `id`, the form every logo call reads. */
export function uploadLogo(
  t: TestApp,
  kind: LogoAccountKind,
  token: string,
  id: number,
  file: { filename: string; content: Buffer; contentType?: string },
) {
  return upload(t, `accounts/${kind}/logo`, token, { id: String(id) }, { field: 'logo', ...file });
}
