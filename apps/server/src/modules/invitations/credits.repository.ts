import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// The credit queries of invitations beside the ledger's own (modules/credits): what bulk batches
// being invited hold, and the names of the projects that hold credits.

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
