import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { findCorporateSecret, updateCorporateSecret } from './partner.repository';

/** The corporate's signing secret, drawn on first use (only one draw wins a race). */
export async function corporateSecret(deps: Deps, corporateId: number, rotate = false): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await updateCorporateSecret(deps.db, corporateId, fresh, rotate);
  const row = await findCorporateSecret(deps.db, corporateId);
  return row.partner_secret!;
}
