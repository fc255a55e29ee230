import type { Kysely } from 'kysely';
import { addMissingTranslations } from './helpers';

// The test runner's strings for match items: each source's dropdown (or group of checkboxes) is
// named for screen readers by the source it pairs ("Match for France").

/** page code → key → [Indonesian, English]; the web bundle (runner-copy.ts) is this English. */
export const MATCH_RUNNER_STRINGS: Record<string, Record<string, [string, string]>> = {
  'participant-test-runner': {
    matchLabel: ['Pasangan untuk {source}', 'Match for {source}'],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addMissingTranslations(db, MATCH_RUNNER_STRINGS);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
