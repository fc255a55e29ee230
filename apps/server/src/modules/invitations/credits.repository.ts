import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// The credit queries of invitations beside the ledger's own (modules/credits): the names of the
// projects that hold credits.

export function listProjectNames(db: Db, projectIds: number[]) {
  return rowsWhere(db, 'projects', ['id', 'name'], { id: projectIds });
}
