import type { CorporateSlugResponse } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { ACCESS_CODE_MESSAGES } from './access-codes.messages';
import { findCorporateBySlug } from './access-codes.repository';

/**
 * The branding of /access-code/{slug} (spec 2.4): the corporate's thumbnail logo and legal_name.
 * An unknown or removed slug answers 404 'invalid url' (reason invalid_slug), which the page turns
 * into its message.
 */
export async function corporateBySlug(deps: Deps, slug: string): Promise<CorporateSlugResponse> {
  const row = await findCorporateBySlug(deps.db, slug.toLowerCase());
  if (!row) throw new AppError(404, ACCESS_CODE_MESSAGES.invalidSlug, { reason: 'invalid_slug' });
  return {
    corporate: {
      name: row.name,
      legal_name: row.legal_name,
      logo_path: { thumbnail: row.logo_thumbnail, path: row.logo_path },
    },
  };
}
