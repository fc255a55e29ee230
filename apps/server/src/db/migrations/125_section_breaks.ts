import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// Breaks an accommodation grants are real pauses of a timed section's clock: when the current
// break began (null: none running), the seconds of break taken in the current section (its
// deadline moved by them; the grant caps them) and, while a break runs, the seconds its deadline
// was moved ahead so the clock cannot run out during the break (given back at its end).

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'submissions', 'break_started_at', 'text');
  await addColumnTo(db, 'submissions', 'break_seconds', 'integer', (c) => c.notNull().defaultTo(0));
  await addColumnTo(db, 'submissions', 'break_extended_seconds', 'integer', (c) => c.notNull().defaultTo(0));
}

export const down = forwardOnly;
