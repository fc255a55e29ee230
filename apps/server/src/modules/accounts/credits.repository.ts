import type { CreditEntry } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * One corporate's ledger with the balance and the reserved credits after each entry (window sums
 * in SQL over the whole ledger in its time order, so paging does not change them), who made the
 * entry and what it is about: the participant (by their current name: an erased participant
 * shows as such), their project and, on a charge, the test they started with.
 */
function ledgerWithBalance(db: Db, corporateId: number) {
  return db
    .selectFrom('credit_ledger as l')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .leftJoin('participants as pt', 'pt.id', 'l.participant_id')
    .leftJoin('projects as p', 'p.id', 'l.project_id')
    .leftJoin('instruments as i', 'i.id', 'l.instrument_id')
    .where('l.account_corporate_id', '=', corporateId)
    .select((eb) => [
      'l.id',
      'l.kind',
      'l.reason',
      'l.amount',
      'l.remarks',
      eb.fn
        .sum<number>('l.amount')
        .over((ob) => ob.orderBy('l.created_at').orderBy('l.id'))
        .as('balance_after'),
      'l.reserved_change',
      eb.fn
        .sum<number>('l.reserved_change')
        .over((ob) => ob.orderBy('l.created_at').orderBy('l.id'))
        .as('reserved_after'),
      'u.name as created_by_name',
      'l.created_at',
      'l.participant_id',
      'pt.name as participant_name',
      'l.project_id',
      'p.name as project_name',
      'l.instrument_id',
      'i.name as instrument_name',
    ]);
}

const present = (r: CreditEntry): CreditEntry => ({
  ...r,
  amount: Number(r.amount),
  balance_after: Number(r.balance_after),
  reserved_change: Number(r.reserved_change),
  reserved_after: Number(r.reserved_after),
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
      .orderBy('h.created_at', 'desc')
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
