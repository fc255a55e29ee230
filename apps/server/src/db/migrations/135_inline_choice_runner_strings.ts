import type { Kysely } from 'kysely';
import { addMissingTranslations } from './helpers';

// The test runner's strings for inline-choice items: each dropdown in the question's text is
// named for screen readers by its place ("Gap 2 of 3") and offers a first, empty choice.

/** page code → key → [Indonesian, English]; the web bundle (runner-copy.ts) is this English. */
export const INLINE_CHOICE_RUNNER_STRINGS: Record<string, Record<string, [string, string]>> = {
  'participant-test-runner': {
    gapLabel: ['Rumpang {n} dari {total}', 'Gap {n} of {total}'],
    gapPlaceholder: ['Pilih…', 'Choose…'],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addMissingTranslations(db, INLINE_CHOICE_RUNNER_STRINGS);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
