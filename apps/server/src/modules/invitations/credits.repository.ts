import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// The credit queries of invitations: the corporate's ledger, what its participants and bulk
// batches hold, and the debit when a candidate starts.

/** The credit cost of one participant, per project that has instruments: the sum of their costs. */
export function listProjectCosts(db: Db, projectIds: number[]) {
  return db
    .selectFrom('project_instruments as pi')
    .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .select((eb) => ['pi.project_id', eb.fn.sum<number>('i.credit_cost').as('cost')])
    .where('pi.project_id', 'in', projectIds)
    .groupBy('pi.project_id')
    .execute();
}

/** The corporate's balance: the sum of its ledger (0 without entries). */
export function findCreditBalance(db: Db, corporateId: number) {
  return db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('balance'))
    .where('account_corporate_id', '=', corporateId)
    .executeTakeFirstOrThrow();
}

/** Not-yet-debited participants (neither revoked nor expired) per project, counted in SQL. */
export function countUndebitedParticipants(db: Db, corporateId: number) {
  return db
    .selectFrom('participants as pt')
    .select((eb) => ['pt.project_id', eb.fn.countAll<number>().as('n')])
    .where('pt.account_corporate_id', '=', corporateId)
    .where('pt.status', 'not in', ['revoked', 'expired'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('credit_ledger as l').select('l.id').whereRef('l.participant_id', '=', 'pt.id'),
        ),
      ),
    )
    .groupBy('pt.project_id')
    .execute();
}

/** Rows of bulk batches being invited that are not inserted yet, per project. */
export function countBatchRowsWaiting(db: Db, corporateId: number) {
  return db
    .selectFrom('invitation_batches as b')
    .innerJoin('projects as p', 'p.id', 'b.project_id')
    .select((eb) => [
      'b.project_id',
      eb.fn.sum<number>(eb('b.valid_count', '-', eb.ref('b.invited_count'))).as('n'),
    ])
    .where('p.account_corporate_id', '=', corporateId)
    .where('b.status', 'in', ['queued', 'running'])
    .groupBy('b.project_id')
    .execute();
}

export function listProjectNames(db: Db, projectIds: number[]) {
  return db.selectFrom('projects').select(['id', 'name']).where('id', 'in', projectIds).execute();
}

/**
 * Locks the corporate's row for the rest of the transaction on PostgreSQL; SQLite runs one write
 * transaction at a time already.
 */
export async function lockCorporate(trx: Db, dialect: 'sqlite' | 'postgres', corporateId: number) {
  const q = trx.selectFrom('corporate_accounts').select('id').where('id', '=', corporateId);
  await (dialect === 'postgres' ? q.forUpdate() : q).execute();
}

/** What a start debit names: the participant and their project. */
export function findDebitedParticipant(db: Db, participantId: number) {
  return db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .select(['pt.id', 'pt.name', 'pt.project_id', 'pt.account_corporate_id', 'p.name as project_name'])
    .where('pt.id', '=', participantId)
    .executeTakeFirst();
}

export interface StartDebit {
  account_corporate_id: number;
  amount: number;
  remarks: string;
  created_at: string;
  participant_id: number;
  project_id: number;
}

/** The unique index on credit_ledger.participant_id makes a second debit of one participant a no-op. */
export async function insertStartDebit(db: Db, debit: StartDebit): Promise<void> {
  await db
    .insertInto('credit_ledger')
    .values({ ...debit, created_by: null })
    .onConflict((oc) => oc.column('participant_id').doNothing())
    .execute();
}
