import type { Kysely } from 'kysely';
import { createUniqueIndex } from './helpers';

// A participant is debited at most once when they start a test (DOMAIN "Credits"): a unique
// index on credit_ledger.participant_id lets the debit be an insert-or-nothing, safe against a
// repeated or concurrent mark-as-started. Top-ups leave participant_id null, and both SQLite and
// PostgreSQL treat NULLs as distinct in a unique index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createUniqueIndex(db, 'credit_ledger_participant_debit', 'credit_ledger', ['participant_id']);
}
