import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, InstrumentVariationTable } from '../../db/schema';
import { rowsWhere, wholeRowWhere } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database> | Transaction<Database>;

// Instrument variation queries; removed variations are never returned.

export function findVariation(db: Db, id: number) {
  return wholeRowWhere(db, 'instrument_variations', { id, removed_at: null });
}

/** An instrument's live variations by code. */
export function listInstrumentVariations(db: Db, instrumentId: number) {
  const columns = ['id', 'code', 'name', 'status', 'version'] as const;
  const match = { instrument_id: instrumentId, removed_at: null };
  return rowsWhere(db, 'instrument_variations', columns, match, { orderBy: ['code'] });
}

/** A variation of the instrument (removed too) with this code, other than `exceptId`. */
export function findVariationByCode(db: Db, instrumentId: number, code: string, exceptId?: number) {
  let q = db
    .selectFrom('instrument_variations')
    .select('id')
    .where('instrument_id', '=', instrumentId)
    .where('code', '=', code);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function insertVariation(db: Db, values: Insertable<InstrumentVariationTable>) {
  return db.insertInto('instrument_variations').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateVariationRow(
  db: Db,
  id: number,
  changes: Pick<
    Updateable<InstrumentVariationTable>,
    'code' | 'name' | 'status' | 'version' | 'content_json' | 'published_json' | 'updated_at'
  >,
) {
  return db
    .updateTable('instrument_variations')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markVariationRemoved(db: Db, id: number) {
  await db.updateTable('instrument_variations').set({ removed_at: nowIso() }).where('id', '=', id).execute();
}
