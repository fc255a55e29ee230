import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, InstrumentTable, InstrumentVersionTable } from '../../db/schema';
import { rowWhere, wholeRowWhere } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database> | Transaction<Database>;

// Instrument, published-version and indicator queries. Removed instruments are never returned,
// except where codes are checked (a code stays taken).

/** Live instruments: what the list and the pickers show. */
export function liveInstruments(db: Db) {
  return db.selectFrom('instruments').where('removed_at', 'is', null);
}

export function findLiveInstrument(db: Db, id: number) {
  return wholeRowWhere(db, 'instruments', { id, removed_at: null });
}

/** A live instrument's draft content and latest published version: what a variation is built on. */
export function findLiveInstrumentContent(db: Db, id: number) {
  return rowWhere(db, 'instruments', ['id', 'content_json', 'version'], { id, removed_at: null });
}

/** Published instruments by name, for pickers. */
export function listPublishedInstruments(db: Db) {
  return db
    .selectFrom('instruments')
    .select(['id', 'code', 'name'])
    .where('removed_at', 'is', null)
    .where('version', '>', 0)
    .orderBy('name')
    .execute();
}

/** Any instrument (removed too) with this code: the column's unique index. */
export function findInstrumentByCode(db: Db, code: string) {
  return rowWhere(db, 'instruments', ['id'], { code });
}

export function insertInstrument(db: Db, values: Insertable<InstrumentTable>) {
  return db.insertInto('instruments').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Stores imported items as the draft content: one statement, the content already serialised, and
 * nothing read back (the largest content is megabytes).
 */
export async function storeDraftContent(
  db: Db,
  id: number,
  content: { content_json: string; item_count: number },
): Promise<void> {
  await db
    .updateTable('instruments')
    .set({ ...content, status: 'draft', updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export function updateInstrumentRow(
  db: Db,
  id: number,
  changes: Pick<
    Updateable<InstrumentTable>,
    'name' | 'kind' | 'instructions' | 'status' | 'version' | 'content_json' | 'item_count' | 'updated_at'
  >,
) {
  return db
    .updateTable('instruments')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markInstrumentRemoved(db: Db, id: number) {
  await db.updateTable('instruments').set({ removed_at: nowIso() }).where('id', '=', id).execute();
}

/** Deletes an instrument outright: only an import that failed half-way, before anyone saw it. */
export async function deleteInstrument(db: Db, id: number) {
  await db.deleteFrom('instruments').where('id', '=', id).execute();
}

export async function insertInstrumentVersion(db: Db, values: Insertable<InstrumentVersionTable>) {
  await db.insertInto('instrument_versions').values(values).execute();
}

/** The content of one published version of an instrument. */
export function findInstrumentVersionContent(db: Db, instrumentId: number, version: number) {
  return rowWhere(db, 'instrument_versions', ['content_json'], { instrument_id: instrumentId, version });
}

/** Indicators (`indicators as i`) with their test dimensions (`test_dimensions as d`). */
function indicatorsWithDimensions(db: Db) {
  return db.selectFrom('indicators as i').innerJoin('test_dimensions as d', 'd.id', 'i.dimension_id');
}

/** Live indicators with their dimensions (removed dimensions' indicators do not count). */
export function listLiveIndicators(db: Db) {
  return indicatorsWithDimensions(db)
    .select([
      'i.id',
      'i.code',
      'i.name',
      'i.position',
      'i.dimension_id',
      'd.code as dimension_code',
      'd.name as dimension_name',
    ])
    .where('i.removed_at', 'is', null)
    .where('d.removed_at', 'is', null)
    .orderBy('d.code')
    .orderBy('i.position')
    .orderBy('i.id')
    .execute();
}

/** The indicators of these codes with their dimensions, removed or not: what a package carries. */
export function listIndicatorsByCode(db: Db, codes: string[]) {
  return indicatorsWithDimensions(db)
    .select(['i.code', 'i.name', 'd.code as dimension_code', 'd.name as dimension_name'])
    .where('i.code', 'in', codes)
    .orderBy('i.code')
    .execute();
}

/** Makes a blueprint the one an instrument is scored with (null: none). */
export async function setScoringBlueprint(db: Db, instrumentId: number, blueprintId: number | null) {
  await db
    .updateTable('instruments')
    .set({ scoring_blueprint_id: blueprintId })
    .where('id', '=', instrumentId)
    .execute();
}

/** Makes a blueprint the one an instrument is scored with unless it has one already. */
export async function setScoringBlueprintIfNone(db: Db, instrumentId: number, blueprintId: number) {
  await db
    .updateTable('instruments')
    .set({ scoring_blueprint_id: blueprintId })
    .where('id', '=', instrumentId)
    .where('scoring_blueprint_id', 'is', null)
    .execute();
}

/** Leaves the instrument scored with this blueprint without one. */
export async function clearScoringBlueprint(db: Db, blueprintId: number) {
  await db
    .updateTable('instruments')
    .set({ scoring_blueprint_id: null })
    .where('scoring_blueprint_id', '=', blueprintId)
    .execute();
}
