import type { Kysely } from 'kysely';
import { forwardOnly } from './helpers';

// Greenhouse's completion PATCH is authenticated as Greenhouse's own calls are: HTTP Basic with
// the partner's API key as the user name. Only the key's hash is kept for checking keys, so the
// key a Greenhouse call arrives with is kept besides, encrypted (lib/secret-box.ts), to send the
// PATCH with. A call's log line gets a detail: what Greenhouse reported through response_error.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ats_keys').addColumn('callback_key_sealed', 'text').execute();
  await db.schema.alterTable('ats_calls').addColumn('detail', 'text').execute();
}

export const down = forwardOnly;
