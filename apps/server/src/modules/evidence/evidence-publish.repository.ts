import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';

type Db = Kysely<Database>;

/** Where a live instrument stands: its newest published version, and whether its draft changed since. */
export function findInstrumentState(db: Db, id: number) {
  return rowWhere(db, 'instruments', ['id', 'version', 'status'], { id, removed_at: null });
}
