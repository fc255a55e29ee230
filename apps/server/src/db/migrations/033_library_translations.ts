import type { Kysely } from 'kysely';

// Competences and test dimensions in other languages ({ lang: { name, description, levels } }):
// the candidate feedback is written in the candidate's language, names and level labels included.

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['competences', 'test_dimensions'])
    await db.schema
      .alterTable(table)
      .addColumn('translations_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
