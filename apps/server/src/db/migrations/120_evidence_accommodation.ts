import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// An analysis keeps its comparison of accommodated candidates against the others beside the
// engine's result: the server builds it, and a detail reads it without parsing the whole result.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'evidence_analyses', 'accommodation_json', 'text');
}

export const down = forwardOnly;
