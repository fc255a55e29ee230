import type { Kysely } from 'kysely';
import { forwardOnly } from './helpers';

// An analysis keeps its comparison of accommodated candidates against the others beside the
// engine's result: the server builds it, and a detail reads it without parsing the whole result.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evidence_analyses').addColumn('accommodation_json', 'text').execute();
}

export const down = forwardOnly;
