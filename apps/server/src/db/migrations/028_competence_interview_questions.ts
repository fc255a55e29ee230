import type { Kysely } from 'kysely';
import { forwardOnly } from './helpers';

// Interview questions per competence (a JSON list of strings): the hiring-manager report asks the
// ones of the competences a candidate falls furthest short on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('competences')
    .addColumn('interview_questions_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export const down = forwardOnly;
