import type { Kysely } from 'kysely';
import { addColumnTo, createCodeTryLog, createIndex, withId } from './helpers';

// Access codes, partner embedding, proctoring: access-code failures for throttling and
// review; the corporate's partner secret and extra framing origins; partner events delivered to
// the callback_url; webcam snapshots stored beside the proctoring events.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCodeTryLog(db, 'access_code_events');
  await createIndex(db, 'access_code_events_ip_time', 'access_code_events', ['ip', 'created_at']);
  await createIndex(db, 'access_code_events_code_time', 'access_code_events', ['code', 'created_at']);
  await createIndex(db, 'access_code_events_time', 'access_code_events', ['created_at']);

  // HMAC key of the corporate's partner deliveries (drawn on first use) and more origins that may
  // frame the partner pages, space-separated, besides the callback_url's origin.
  await addColumnTo(db, 'corporate_accounts', 'partner_secret', 'text');
  await addColumnTo(db, 'corporate_accounts', 'partner_origins', 'text', (c) => c.notNull().defaultTo(''));

  await withId(db, 'partner_events')
    .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    .addColumn('submission_id', 'integer')
    .addColumn('event', 'text', (c) => c.notNull())
    // One delivery per (participant, event, submission): a page that reports twice is answered the first.
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('body_json', 'text', (c) => c.notNull())
    // queued → sent | failed; skipped when the corporate has no callback_url
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('job_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await createIndex(db, 'partner_events_participant', 'partner_events', ['participant_id']);

  // A webcam snapshot's file under DATA_DIR/proctoring (never under the public uploads).
  await addColumnTo(db, 'proctoring_events', 'file_path', 'text');
}
