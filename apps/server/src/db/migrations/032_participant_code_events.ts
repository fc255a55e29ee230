import type { Kysely } from 'kysely';
import { forwardOnly, withId } from './helpers';

// Unknown participant codes tried on the participant pages, per address, for throttling their
// guessing and for review (modules/test-attempts/participant-code-throttle.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'participant_code_events')
    // failed (an unknown code was looked up) or throttled (refused before any lookup)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    // throttled: the limit reached (ip, global)
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['participant_code_events_ip_time', ['ip', 'created_at']],
    ['participant_code_events_kind_time', ['kind', 'created_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('participant_code_events')
      .columns([...columns])
      .execute();
  }
}

export const down = forwardOnly;
