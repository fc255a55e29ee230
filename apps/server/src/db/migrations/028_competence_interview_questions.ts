import type { Kysely } from 'kysely';

// Interview questions per competence (a JSON list of strings): the hiring-manager report asks the
// ones of the competences a candidate falls furthest short on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('competences')
    .addColumn('interview_questions_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
