import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';

/** The corporate's signing secret, drawn on first use (only one draw wins a race). */
export async function corporateSecret(deps: Deps, corporateId: number, rotate = false): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  let q = deps.db
    .updateTable('corporate_accounts')
    .set({ partner_secret: fresh })
    .where('id', '=', corporateId);
  if (!rotate) q = q.where('partner_secret', 'is', null);
  await q.execute();
  const row = await deps.db
    .selectFrom('corporate_accounts')
    .select('partner_secret')
    .where('id', '=', corporateId)
    .executeTakeFirstOrThrow();
  return row.partner_secret!;
}
