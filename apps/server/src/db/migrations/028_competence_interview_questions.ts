import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// Interview questions per competence (a JSON list of strings): the hiring-manager report asks the
// ones of the competences a candidate falls furthest short on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'competences', 'interview_questions_json', 'text', (c) =>
    c.notNull().defaultTo('[]'),
  );
}

export const down = forwardOnly;
