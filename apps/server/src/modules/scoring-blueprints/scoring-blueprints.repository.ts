import type { BlueprintTranslations } from '@asesa/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere, rowWhere } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';
import { parseTranslations } from '../../lib/translations';

type Db = Kysely<Database> | Transaction<Database>;

/** The seven tables holding a blueprint's parts; they share id, blueprint_id and stamps. */
export type PartTable =
  | 'scoring_blueprint_settings'
  | 'scoring_blueprint_dimensions'
  | 'scoring_group_dimensions'
  | 'scoring_character_blueprints'
  | 'scoring_gob_blueprints'
  | 'scoring_final_scores'
  | 'scoring_indicator_scores';

export const PART_TABLES: readonly PartTable[] = [
  'scoring_blueprint_settings',
  'scoring_blueprint_dimensions',
  'scoring_group_dimensions',
  'scoring_character_blueprints',
  'scoring_gob_blueprints',
  'scoring_final_scores',
  'scoring_indicator_scores',
];

export type PartRow<T extends PartTable> = Selectable<Database[T]>;

// One set of queries serves the seven part tables; their common columns are what it touches.
// biome-ignore lint/suspicious/noExplicitAny: the table name is a union, which Kysely cannot type row-wise.
const loose = (db: Db) => db as unknown as Kysely<any>;

export function blueprintRows(db: Db) {
  return db
    .selectFrom('scoring_blueprints as b')
    .innerJoin('instruments as i', 'i.id', 'b.instrument_id')
    .where('b.removed_at', 'is', null)
    .select([
      'b.id',
      'b.instrument_id',
      'i.code as instrument_code',
      'i.name as instrument_name',
      'b.name',
      'b.description',
      'b.translations_json',
      'b.version',
      'b.created_at',
      'b.updated_at',
    ])
    .select((eb) =>
      eb.case().when('i.scoring_blueprint_id', '=', eb.ref('b.id')).then(1).else(0).end().as('in_use'),
    );
}

/** A blueprint row as SQL returns it (in_use as 0/1). */
export type StoredBlueprintRow = Awaited<ReturnType<typeof findBlueprint>> & {};

export function findBlueprint(db: Db, id: number) {
  return blueprintRows(db).where('b.id', '=', id).executeTakeFirst();
}

/** A blueprint row as the API has it: SQL's 0/1 for "in use" as a boolean, translations parsed. */
export const asBlueprintRow = <R extends { in_use: number | string | boolean; translations_json: string }>({
  translations_json,
  ...row
}: R) => ({
  ...row,
  translations: parseTranslations(translations_json) as BlueprintTranslations,
  in_use: Number(row.in_use) === 1,
});

/** The blueprint an instrument is scored with: the one in use, chosen by an admin. */
export function blueprintOfInstrument(db: Db, instrumentId: number) {
  return blueprintRows(db)
    .where('b.instrument_id', '=', instrumentId)
    .whereRef('b.id', '=', 'i.scoring_blueprint_id')
    .executeTakeFirst();
}

/** How many live blueprints an instrument has. */
export async function liveBlueprintCount(db: Db, instrumentId: number): Promise<number> {
  const row = await db
    .selectFrom('scoring_blueprints')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('instrument_id', '=', instrumentId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findBlueprintByName(db: Db, instrumentId: number, name: string) {
  return db
    .selectFrom('scoring_blueprints')
    .select('id')
    .where('instrument_id', '=', instrumentId)
    .where('removed_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export function findLiveInstrument(db: Db, id: number) {
  return rowWhere(db, 'instruments', ['id', 'content_json'], { id, removed_at: null });
}

export async function insertBlueprint(
  db: Db,
  values: { instrument_id: number; name: string; description: string },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('scoring_blueprints')
    .values({ ...values, version: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBlueprint(
  db: Db,
  id: number,
  values: { name: string; description: string; translations_json?: string },
) {
  await db
    .updateTable('scoring_blueprints')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** A change to a part makes a new version of the blueprint. */
export async function bumpBlueprintVersion(db: Db, id: number) {
  await db
    .updateTable('scoring_blueprints')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .execute();
}

/** Soft-removes a blueprint with its parts (the caller stops its instrument scoring with it). */
export async function markBlueprintRemoved(db: Db, id: number) {
  const now = nowIso();
  await db.updateTable('scoring_blueprints').set({ removed_at: now }).where('id', '=', id).execute();
  for (const table of PART_TABLES) {
    await loose(db)
      .updateTable(table)
      .set({ removed_at: now })
      .where('blueprint_id', '=', id)
      .where('removed_at', 'is', null)
      .execute();
  }
}

/** Query over a blueprint's live parts in one table (for datatables). */
export function partQuery(db: Db, table: PartTable, blueprintId: number) {
  return loose(db).selectFrom(table).where('blueprint_id', '=', blueprintId).where('removed_at', 'is', null);
}

export function findPart<T extends PartTable>(db: Db, table: T, id: number) {
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst() as Promise<PartRow<T> | undefined>;
}

export function partsOf<T extends PartTable>(db: Db, table: T, blueprintId: number) {
  return partQuery(db, table, blueprintId).selectAll().orderBy('id').execute() as Promise<PartRow<T>[]>;
}

export async function insertPart<T extends PartTable>(
  db: Db,
  table: T,
  values: Record<string, unknown>,
): Promise<PartRow<T>> {
  const now = nowIso();
  return (await loose(db)
    .insertInto(table)
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()) as PartRow<T>;
}

export async function updatePart<T extends PartTable>(
  db: Db,
  table: T,
  id: number,
  values: Record<string, unknown>,
): Promise<PartRow<T>> {
  return (await loose(db)
    .updateTable(table as PartTable)
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()) as PartRow<T>;
}

export async function markPartRemoved(db: Db, table: PartTable, id: number) {
  await loose(db).updateTable(table).set({ removed_at: nowIso() }).where('id', '=', id).execute();
}

/** The library's test dimensions and indicators (live ones), for pickers and code checks. */
export async function dimensionCatalogue(db: Db) {
  const live = { removed_at: null };
  const [dimensions, indicators] = await Promise.all([
    rowsWhere(db, 'test_dimensions', ['id', 'code', 'name'], live, { orderBy: ['name'] }),
    rowsWhere(db, 'indicators', ['dimension_id', 'code', 'name'], live, { orderBy: ['position', 'id'] }),
  ]);
  return dimensions.map((d) => ({
    code: d.code,
    name: d.name,
    indicators: indicators.filter((i) => i.dimension_id === d.id).map(({ code, name }) => ({ code, name })),
  }));
}

/** A blueprint's id, name and version, removed or not: what a kept version is checked against. */
export function findBlueprintHead(db: Db, id: number) {
  return rowWhere(db, 'scoring_blueprints', ['id', 'instrument_id', 'name', 'version'], { id });
}

/**
 * Keeps a version's definition. The first writer wins on both engines (ON CONFLICT DO NOTHING on
 * the key), so concurrent scorers of a new version cannot clash.
 */
export async function insertBlueprintVersion(
  db: Db,
  values: { blueprint_id: number; version: number; definition_json: string },
) {
  await db
    .insertInto('scoring_blueprint_versions')
    .values({ ...values, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['blueprint_id', 'version']).doNothing())
    .execute();
}

export function findKeptVersion(db: Db, blueprintId: number, version: number) {
  const match = { blueprint_id: blueprintId, version };
  return rowWhere(db, 'scoring_blueprint_versions', ['definition_json', 'created_at'], match);
}

/** The name and norm-group translations of some blueprints, removed ones too (old results name them). */
export function listBlueprintTranslations(db: Db, ids: number[]) {
  return rowsWhere(db, 'scoring_blueprints', ['id', 'translations_json'], { id: ids });
}
