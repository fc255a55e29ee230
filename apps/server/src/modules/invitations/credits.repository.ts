import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// The credit queries of invitations beside the ledger's own (modules/credits): the names of the
// projects that hold credits.

export function listProjectNames(db: Db, projectIds: number[]) {
  return db.selectFrom('projects').select(['id', 'name']).where('id', 'in', projectIds).execute();
}
