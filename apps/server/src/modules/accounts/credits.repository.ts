import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The balance is derived from the ledger, never stored (ARCHITECTURE "Data rules"). */
export async function creditBalance(
  db: Kysely<Database>,
  scope: { corporateId: number } | { consultantId: number },
): Promise<number> {
  let q = db
    .selectFrom('credit_ledger')
    .innerJoin('corporate_accounts as c', 'c.id', 'credit_ledger.account_corporate_id');
  q =
    'corporateId' in scope
      ? q.where('c.id', '=', scope.corporateId)
      : q.where('c.account_consultant_id', '=', scope.consultantId);
  const row = await q
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credit_ledger.amount'), eb.val(0)).as('balance'))
    .where('c.removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}
