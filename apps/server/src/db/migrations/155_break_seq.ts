import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// An answer the device made before a break began may reach the server during the break (it was
// queued offline, or its save was still under way): the device's highest sequence number when the
// break started tells such answers apart from answers given during the break, which are refused
// while the section's clock stands still. Null: no break runs, or the device gave no number.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'submissions', 'break_seq', 'integer');
}

export const down = forwardOnly;
