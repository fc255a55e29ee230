import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The instrument and the published version an analysis read: what the manual describes. */
export function findManualInstrument(db: Db, instrumentId: number, version: number) {
  return db
    .selectFrom('instruments as i')
    .innerJoin('instrument_versions as v', 'v.instrument_id', 'i.id')
    .select(['v.id', 'i.code', 'i.kind', 'v.name', 'v.version', 'v.content_json', 'v.published_at'])
    .where('i.id', '=', instrumentId)
    .where('v.version', '=', version)
    .executeTakeFirst();
}
