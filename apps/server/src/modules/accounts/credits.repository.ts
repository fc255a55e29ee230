import type { CreditEntry } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database>;

/** The balance is derived from the ledger, never stored (ARCHITECTURE "Data rules"). */
export async function creditBalance(
  db: Db,
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

/**
 * One corporate's ledger with the running balance after each entry (a window SUM in SQL over the
 * whole ledger, so paging does not change it), the name of who made the entry and, on a debit,
 * its participant and project.
 */
function ledgerWithBalance(db: Db, corporateId: number) {
  return db
    .selectFrom('credit_ledger as l')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .leftJoin('participants as pt', 'pt.id', 'l.participant_id')
    .leftJoin('projects as p', 'p.id', 'l.project_id')
    .where('l.account_corporate_id', '=', corporateId)
    .select((eb) => [
      'l.id',
      'l.amount',
      'l.remarks',
      eb.fn
        .sum<number>('l.amount')
        .over((ob) => ob.orderBy('l.id'))
        .as('balance_after'),
      'u.name as created_by_name',
      'l.created_at',
      // A debit says whose test start it paid for, by the participant's current name (an erased
      // participant shows as such) and project.
      'l.participant_id',
      'pt.name as participant_name',
      'l.project_id',
      'p.name as project_name',
    ]);
}

const present = (r: CreditEntry): CreditEntry => ({
  ...r,
  amount: Number(r.amount),
  balance_after: Number(r.balance_after),
});

/** A page of the ledger, newest first. */
export async function creditHistory(
  db: Db,
  corporateId: number,
  offset: number,
  limit: number,
): Promise<{ total: number; entries: CreditEntry[] }> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_corporate_id', '=', corporateId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(ledgerWithBalance(db, corporateId).as('h'))
      .selectAll()
      .orderBy('h.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return { total: Number(count.n), entries: rows.map(present) };
}

export async function creditEntry(db: Db, corporateId: number, id: number): Promise<CreditEntry> {
  const row = await db
    .selectFrom(ledgerWithBalance(db, corporateId).as('h'))
    .selectAll()
    .where('h.id', '=', id)
    .executeTakeFirstOrThrow();
  return present(row);
}

/** Ledger entries are only ever inserted: never updated, never deleted. */
export async function insertLedgerEntry(
  db: Db,
  entry: { corporateId: number; amount: number; remarks: string; createdBy: number },
): Promise<number> {
  const row = await db
    .insertInto('credit_ledger')
    .values({
      account_corporate_id: entry.corporateId,
      amount: entry.amount,
      remarks: entry.remarks,
      created_by: entry.createdBy,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
