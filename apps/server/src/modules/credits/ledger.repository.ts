import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// The credit ledger's queries. The ledger is append-only: this file inserts entries and reads
// them, and has no update or delete of credit_ledger (database triggers refuse both as well).

/** A ledger entry to append: every column but the id (a bulk invitation's hold names its batch). */
export type NewLedgerEntry = Omit<Insertable<Database['credit_ledger']>, 'id'>;

export async function insertLedgerEntries(db: Db, entries: NewLedgerEntry[]): Promise<number[]> {
  if (!entries.length) return [];
  const rows = await db.insertInto('credit_ledger').values(entries).returning('id').execute();
  return rows.map((r) => r.id);
}

/**
 * A participant's charge, at most one: the partial unique index on participant_id of charges
 * makes a second one (a repeated or concurrent start) insert nothing. Answers whether it did.
 */
export async function insertCharge(db: Db, entry: NewLedgerEntry): Promise<boolean> {
  const rows = await db
    .insertInto('credit_ledger')
    .values(entry)
    // The index's predicate as a literal: a bound parameter would not match the partial index.
    .onConflict((oc) => oc.column('participant_id').where('kind', '=', sql.lit('charge')).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Serialises the ledger writes of one corporate for the rest of the transaction (PostgreSQL row
 * lock; SQLite runs one write transaction at a time already), so two writers deciding from the
 * same entries cannot both reserve, release or charge the same credits.
 */
export async function lockCorporateLedger(trx: Db, dialect: 'sqlite' | 'postgres', corporateId: number) {
  const q = trx.selectFrom('corporate_accounts').select('id').where('id', '=', corporateId);
  await (dialect === 'postgres' ? q.forUpdate() : q).execute();
}

/** The cost of one participant of each project: the sum of its instruments' credit costs. */
export function listProjectCosts(db: Db, projectIds: number[]) {
  return db
    .selectFrom('project_instruments as pi')
    .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .select((eb) => ['pi.project_id', eb.fn.sum<number>('i.credit_cost').as('cost')])
    .where('pi.project_id', 'in', projectIds)
    .groupBy('pi.project_id')
    .execute();
}

/** A corporate's balance (sum of amounts) and reserved credits (sum of reservation changes). */
export function findLedgerTotals(db: Db, corporateId: number) {
  return db
    .selectFrom('credit_ledger')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance'),
      eb.fn.coalesce(eb.fn.sum<number>('reserved_change'), eb.lit(0)).as('reserved'),
    ])
    .where('account_corporate_id', '=', corporateId)
    .executeTakeFirstOrThrow();
}

/** What each participant of a corporate holds in reserve, by the ledger (those holding anything). */
function heldByParticipant(db: Db, corporateId: number) {
  return db
    .selectFrom('credit_ledger as l')
    .select((eb) => ['l.participant_id', 'l.project_id', eb.fn.sum<number>('l.reserved_change').as('held')])
    .where('l.account_corporate_id', '=', corporateId)
    .where('l.participant_id', 'is not', null)
    .groupBy(['l.participant_id', 'l.project_id'])
    .having((eb) => eb.fn.sum('l.reserved_change'), '<>', 0);
}

/** Per project: the credits its participants hold in reserve and how many participants hold them. */
export function listReservedByProject(db: Db, corporateId: number) {
  return db
    .selectFrom(heldByParticipant(db, corporateId).as('h'))
    .select((eb) => [
      'h.project_id',
      eb.fn.sum<number>('h.held').as('credits'),
      eb.fn.countAll<number>().as('participants'),
    ])
    .groupBy('h.project_id')
    .execute();
}

/** Per project: the credits bulk invitations being sent hold for the rows they have not inserted yet. */
export function listBatchHeldByProject(db: Db, corporateId: number) {
  return db
    .selectFrom('credit_ledger')
    .select((eb) => ['project_id', eb.fn.sum<number>('reserved_change').as('credits')])
    .where('account_corporate_id', '=', corporateId)
    .where('batch_id', 'is not', null)
    .groupBy('project_id')
    .having((eb) => eb.fn.sum('reserved_change'), '<>', 0)
    .execute();
}

/** What one bulk invitation holds in reserve, by the ledger. */
export async function findBatchHeld(db: Db, batchId: number): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reserved_change'), eb.lit(0)).as('held'))
    .where('batch_id', '=', batchId)
    .executeTakeFirstOrThrow();
  return Number(row.held);
}

export interface LedgerScope {
  corporateId: number;
  projectId?: number;
  participantIds?: readonly number[];
}

/**
 * The participants of the scope whose reservation in the ledger differs from what they should
 * hold: their project's cost while invited and not started (not revoked or expired, not charged,
 * of a project not removed), nothing otherwise. With what the entry that settles it needs to say.
 */
export function listReservationMismatches(db: Db, scope: LedgerScope) {
  const ledger = db
    .selectFrom('credit_ledger as l')
    .select((eb) => [
      'l.participant_id',
      eb.fn.sum<number>('l.reserved_change').as('held'),
      eb.fn.countAll<number>().as('entries'),
      eb.fn.sum<number>(eb.case().when('l.kind', '=', 'charge').then(1).else(0).end()).as('charges'),
    ])
    .where('l.account_corporate_id', '=', scope.corporateId)
    .where('l.participant_id', 'is not', null)
    .groupBy('l.participant_id');
  const costs = db
    .selectFrom('project_instruments as pi')
    .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .innerJoin('projects as cp', 'cp.id', 'pi.project_id')
    .select((eb) => ['pi.project_id', eb.fn.sum<number>('i.credit_cost').as('cost')])
    .where('cp.account_corporate_id', '=', scope.corporateId)
    .groupBy('pi.project_id');
  const target = sql<number>`case
    when pt.status in ('invited', 'registered') and pt.started_at is null and p.removed_at is null
      and coalesce(h.charges, 0) = 0
    then coalesce(c.cost, 0) else 0 end`;
  let q = db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .leftJoin(costs.as('c'), 'c.project_id', 'pt.project_id')
    .leftJoin(ledger.as('h'), 'h.participant_id', 'pt.id')
    .select((eb) => [
      'pt.id',
      'pt.project_id',
      'pt.status',
      'pt.started_at',
      sql<number>`case when p.removed_at is null then 0 else 1 end`.as('project_removed'),
      eb.fn.coalesce('c.cost', eb.lit(0)).as('cost'),
      eb.fn.coalesce('h.held', eb.lit(0)).as('held'),
      eb.fn.coalesce('h.entries', eb.lit(0)).as('entries'),
      target.as('target'),
    ])
    .where('pt.account_corporate_id', '=', scope.corporateId)
    .where(sql<boolean>`${target} <> coalesce(h.held, 0)`)
    .orderBy('pt.id');
  if (scope.projectId !== undefined) q = q.where('pt.project_id', '=', scope.projectId);
  if (scope.participantIds) {
    if (!scope.participantIds.length) q = q.where(sql<boolean>`1 = 0`);
    else q = q.where('pt.id', 'in', [...scope.participantIds]);
  }
  return q.execute();
}

/** What a charge needs to know of a participant: who pays, whether they were charged, what they hold. */
export function findChargeSubject(db: Db, participantId: number) {
  return db
    .selectFrom('participants as pt')
    .select((eb) => [
      'pt.id',
      'pt.project_id',
      'pt.account_corporate_id',
      eb
        .selectFrom('credit_ledger as l')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('l.reserved_change'), e.lit(0)).as('held'))
        .whereRef('l.participant_id', '=', 'pt.id')
        .as('held'),
      eb
        .exists(
          eb
            .selectFrom('credit_ledger as c')
            .select('c.id')
            .whereRef('c.participant_id', '=', 'pt.id')
            .where('c.kind', '=', 'charge'),
        )
        .as('charged'),
    ])
    .where('pt.id', '=', participantId)
    .executeTakeFirst();
}

/** The test a participant started with (their earliest started submission's instrument). */
export async function findFirstStartedTest(db: Db, participantId: number): Promise<number | null> {
  const row = await db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .select('pi.instrument_id')
    .where('s.participant_id', '=', participantId)
    .where('s.started_at', 'is not', null)
    .orderBy('s.started_at')
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirst();
  return row?.instrument_id ?? null;
}

/** The balance is derived from the ledger, never stored (ARCHITECTURE "Data rules"); its writes are modules/credits'. */
export async function sumCreditBalance(
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
