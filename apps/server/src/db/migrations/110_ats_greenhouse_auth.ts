import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// Greenhouse's completion PATCH is authenticated as Greenhouse's own calls are: HTTP Basic with
// the partner's API key as the user name. Only the key's hash is kept for checking keys, so the
// key a Greenhouse call arrives with is kept besides, encrypted (lib/secret-box.ts), to send the
// PATCH with. A call's log line gets a detail: what Greenhouse reported through response_error.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'ats_keys', 'callback_key_sealed', 'text');
  await addColumnTo(db, 'ats_calls', 'detail', 'text');
}

export const down = forwardOnly;
