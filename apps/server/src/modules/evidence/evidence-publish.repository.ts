import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Where a live instrument stands: its newest published version, and whether its draft changed since. */
export function findInstrumentState(db: Db, id: number) {
  return db
    .selectFrom('instruments')
    .select(['id', 'version', 'status'])
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}
