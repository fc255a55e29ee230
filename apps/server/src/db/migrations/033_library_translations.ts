import type { Kysely } from 'kysely';
import { forwardOnly } from './helpers';

// Competences and test dimensions in other languages ({ lang: { name, description, levels } }):
// the candidate feedback is written in the candidate's language, names and level labels included.

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['competences', 'test_dimensions'])
    await db.schema
      .alterTable(table)
      .addColumn('translations_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
}

export const down = forwardOnly;
