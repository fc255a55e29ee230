import type { Kysely } from 'kysely';
import { createCodeTryLog, createIndex, forwardOnly } from './helpers';

// Unknown participant codes tried on the participant pages, per address, for throttling their
// guessing and for review (modules/test-attempts/participant-code-throttle.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCodeTryLog(db, 'participant_code_events');
  await createIndex(db, 'participant_code_events_ip_time', 'participant_code_events', ['ip', 'created_at']);
  await createIndex(db, 'participant_code_events_kind_time', 'participant_code_events', [
    'kind',
    'created_at',
  ]);
}

export const down = forwardOnly;
