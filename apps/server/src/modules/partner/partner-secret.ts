import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { saveCorporateSecret } from '../accounts/corporate-partner.service';
import { findCorporateSecret } from './partner.repository';

/** The corporate's signing secret, drawn on first use (only one draw wins a race). */
export async function corporateSecret(deps: Deps, corporateId: number, rotate = false): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await saveCorporateSecret(deps.db, corporateId, fresh, rotate);
  const row = await findCorporateSecret(deps.db, corporateId);
  return row.partner_secret!;
}
