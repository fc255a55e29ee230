import type { Kysely } from 'kysely';
import { createIndex, forwardOnly, withId, withStamps } from './helpers';

// The template library's shared core: test dimensions (traits or abilities measured),
// their indicators (facets), and the master languages every translation refers to.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withStamps(
    withId(db, 'test_dimensions')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await withStamps(
    withId(db, 'indicators')
      .addColumn('dimension_id', 'integer', (c) => c.notNull().references('test_dimensions.id'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createIndex(db, 'indicators_dimension', 'indicators', ['dimension_id']);

  await withStamps(
    withId(db, 'master_languages')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  // Reference data every installation needs: Indonesian (the default, spec 9) and English.
  const now = new Date().toISOString();
  await (db as Kysely<{ master_languages: Record<string, unknown> }>)
    .insertInto('master_languages')
    .values([
      { code: 'id', name: 'Bahasa Indonesia', is_default: 1, created_at: now, updated_at: now },
      { code: 'en', name: 'English', is_default: 0, created_at: now, updated_at: now },
    ])
    .execute();
}

export const down = forwardOnly;
