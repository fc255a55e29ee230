import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// A scoring blueprint's name and the names of its norm groups in other languages: readers of the
// results drawer and the reports meet both, and an Indonesian report must not name them in English.
// Existing blueprints have none yet ({}), so their base names show.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'scoring_blueprints', 'translations_json', 'text', (c) =>
    c.notNull().defaultTo('{}'),
  );
}

export const down = forwardOnly;
