import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere, wholeRowWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// The only file with test-dimension queries. Removed rows are never returned.

export function findDimension(db: Db, id: number) {
  return wholeRowWhere(db, 'test_dimensions', { id, removed_at: null });
}

/** The live test dimensions among these ids. */
export async function listLiveTestDimensionIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await rowsWhere(db, 'test_dimensions', ['id'], { id: ids, removed_at: null });
  return rows.map((r) => r.id);
}

export function indicatorsOf(db: Db, dimensionIds: number[]) {
  const indicatorColumns = ['id', 'dimension_id', 'code', 'name', 'description', 'position'] as const;
  const match = { dimension_id: dimensionIds, removed_at: null };
  return rowsWhere(db, 'indicators', indicatorColumns, match, { orderBy: ['position', 'id'] });
}

/** Which of these codes are already taken by a dimension (removed ones too: codes stay reserved). */
export async function takenDimensionCode(db: Db, code: string, exceptId?: number) {
  let q = db.selectFrom('test_dimensions').select(['id', 'removed_at']).where('code', '=', code);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function indicatorsByCode(db: Db, codes: string[]) {
  return rowsWhere(db, 'indicators', ['id', 'dimension_id', 'code', 'removed_at'], { code: codes });
}

export function liveDimensionsQuery(db: Db) {
  return db.selectFrom('test_dimensions as d').where('d.removed_at', 'is', null);
}

const INDICATOR_COUNT = sql<number>`(select count(*) from indicators i where i.dimension_id = d.id and i.removed_at is null)`;

/** The datatable rows: live dimensions with their live indicator count. */
export function dimensionTableRows(db: Db) {
  return liveDimensionsQuery(db).select([
    'd.id',
    'd.code',
    'd.name',
    'd.description',
    'd.created_at',
    INDICATOR_COUNT.as('indicator_count'),
  ]);
}

/** Every live dimension, by code (pickers). */
export function listDimensionsByCode(db: Db) {
  return liveDimensionsQuery(db).select(['d.id', 'd.code', 'd.name']).orderBy('d.code').execute();
}

export interface DimensionValues {
  code: string;
  name: string;
  description: string;
}

export async function insertDimension(
  db: Db,
  d: DimensionValues & { translations_json: string },
  now: string,
) {
  const row = await db
    .insertInto('test_dimensions')
    .values({ ...d, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Leaves translations_json as it is when it is not given. */
export function updateDimensionRow(
  db: Db,
  id: number,
  d: DimensionValues & { translations_json?: string },
  now: string,
) {
  return db
    .updateTable('test_dimensions')
    .set({ ...d, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces a dimension's translations, found by its code. */
export async function setDimensionTranslations(db: Db, code: string, translationsJson: string) {
  await db
    .updateTable('test_dimensions')
    .set({ translations_json: translationsJson })
    .where('code', '=', code)
    .execute();
}

/** Soft-removes a dimension and its live indicators. */
export async function markDimensionRemoved(db: Db, id: number, now: string) {
  await db
    .updateTable('test_dimensions')
    .set({ removed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('indicators')
    .set({ removed_at: now, updated_at: now })
    .where('dimension_id', '=', id)
    .where('removed_at', 'is', null)
    .execute();
}

export function markIndicatorsRemoved(db: Db, ids: number[], now: string) {
  return db
    .updateTable('indicators')
    .set({ removed_at: now, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

export function setIndicatorCode(db: Db, id: number, code: string) {
  return db.updateTable('indicators').set({ code }).where('id', '=', id).execute();
}

export interface IndicatorValues {
  code: string;
  name: string;
  description: string;
  position: number;
  updated_at: string;
}

export function updateIndicator(db: Db, id: number, fields: IndicatorValues) {
  return db.updateTable('indicators').set(fields).where('id', '=', id).execute();
}

export function insertIndicator(db: Db, dimensionId: number, fields: IndicatorValues, now: string) {
  return db
    .insertInto('indicators')
    .values({ ...fields, dimension_id: dimensionId, created_at: now })
    .execute();
}

/** The library's names of these dimension codes, with their translations. */
export function listDimensionNames(db: Db, codes: string[]) {
  return rowsWhere(db, 'test_dimensions', ['code', 'name', 'translations_json'], { code: codes });
}
