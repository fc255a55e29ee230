import type { ColumnBuilderCallback, CreateTableBuilder, Kysely } from 'kysely';

// Shared by every migration: one schema-builder dialect for SQLite and PostgreSQL.

export function isPostgres(db: Kysely<unknown>): boolean {
  return (db.getExecutor().adapter as { constructor: { name: string } }).constructor.name.startsWith(
    'Postgres',
  );
}

/** A table with an integer id: identity column on PostgreSQL, INTEGER PRIMARY KEY on SQLite. */
export function withId(db: Kysely<unknown>, table: string): CreateTableBuilder<string, never> {
  const t = db.schema.createTable(table);
  return isPostgres(db)
    ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** created_at, updated_at (ISO text) and removed_at for soft deletion. */
export function withStamps(t: CreateTableBuilder<string, never>): CreateTableBuilder<string, never> {
  return t
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text');
}

/** A column's data type as Kysely's schema builder takes it (Kysely does not export the name). */
type ColumnType = Parameters<CreateTableBuilder<string, never>['addColumn']>[1];

/**
 * Adds one column to an existing table. One statement a column, because SQLite's ALTER TABLE adds
 * only one at a time.
 */
export async function addColumnTo(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: ColumnType,
  build?: ColumnBuilderCallback,
): Promise<void> {
  await db.schema.alterTable(table).addColumn(column, type, build).execute();
}

/**
 * A log of codes tried (access codes, participant codes) for throttling guesses and for review:
 * both logs keep the same facts about each try.
 */
export async function createCodeTryLog(db: Kysely<unknown>, table: string): Promise<void> {
  await withId(db, table)
    // failed (unknown code, wrong e-mail) or throttled (refused before any lookup)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    // throttled: the limit reached (ip, global)
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/** An index on `columns` of `table` (the same statement Kysely's index builder writes, in one line). */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** A unique index: at most one row for each value of `columns` together. */
export async function createUniqueIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).unique().execute();
}

/**
 * Every migration's `down`: migrations only go forward, because a deployed database goes back by
 * restoring a backup (undoing one would lose what was written since it ran).
 */
export async function forwardOnly(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}

/** Master strings as migrations bring them: page code → key → [Indonesian, English]. */
export type MasterStrings = Record<string, Record<string, [string, string]>>;

/** The `up` of a migration whose only work is to bring new master strings. */
export function addingStrings(strings: MasterStrings): (db: Kysely<unknown>) => Promise<void> {
  return (db) => addMissingTranslations(db, strings);
}

/**
 * Adds master translations (page code → key → [Indonesian, English]) that do not exist yet, so a
 * migration brings new strings to existing databases without overwriting what an admin edited.
 */
export async function addMissingTranslations(db: Kysely<unknown>, strings: MasterStrings): Promise<void> {
  const now = new Date().toISOString();
  const rows = Object.entries(strings).flatMap(([page_code, keys]) =>
    Object.entries(keys).flatMap(([key, [id, en]]) => [
      { page_code, key, language_code: 'id', value: id, created_at: now, updated_at: now },
      { page_code, key, language_code: 'en', value: en, created_at: now, updated_at: now },
    ]),
  );
  const table = db as Kysely<{ master_translations: Record<string, unknown> }>;
  for (let i = 0; i < rows.length; i += 50)
    await table
      .insertInto('master_translations')
      .values(rows.slice(i, i + 50))
      .onConflict((oc) => oc.columns(['page_code', 'key', 'language_code']).doNothing())
      .execute();
}
