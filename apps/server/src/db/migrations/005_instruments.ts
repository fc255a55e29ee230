import type { Kysely } from 'kysely';
import { createUniqueIndex, forwardOnly, withId, withStamps } from './helpers';

// Instrument variations (alternate forms: their own subset and order of the base instrument's
// items, with their own sections and time limits) and instrument translations (texts per master
// language; a text missing in a language falls back to the instrument's base text).

export async function up(db: Kysely<unknown>): Promise<void> {
  await withStamps(
    withId(db, 'instrument_variations')
      .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('content_json', 'text', (c) => c.notNull())
      .addColumn('published_json', 'text'),
  ).execute();
  await createUniqueIndex(db, 'instrument_variations_instrument_code', 'instrument_variations', [
    'instrument_id',
    'code',
  ]);

  await withStamps(
    withId(db, 'instrument_translations')
      .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
      .addColumn('language_code', 'text', (c) => c.notNull())
      .addColumn('texts_json', 'text', (c) => c.notNull()),
  ).execute();
  await createUniqueIndex(db, 'instrument_translations_language', 'instrument_translations', [
    'instrument_id',
    'language_code',
  ]);
}

export const down = forwardOnly;
