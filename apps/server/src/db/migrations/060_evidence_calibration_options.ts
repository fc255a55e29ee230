import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// How an analysis calibrates beyond its model: whether a 3PL has its prior on guessing, and
// whether the other models of keyed items are calibrated for a comparison. Analyses made before
// it had the prior and no comparison, which is what '{}' reads as.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'evidence_analyses', 'options_json', 'text', (c) => c.notNull().defaultTo('{}'));
}

export const down = forwardOnly;
