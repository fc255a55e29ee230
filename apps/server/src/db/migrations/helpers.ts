import type { CreateTableBuilder, Kysely } from 'kysely';

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
