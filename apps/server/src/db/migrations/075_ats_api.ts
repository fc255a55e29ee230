import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, forwardOnly, withId } from './helpers';

// The assessment API for applicant tracking systems (ATS): a corporate's API keys (stored as a
// hash: the secret is shown once), the tests sent through them (one per ATS request id, which
// makes a retried send harmless), the log of their calls, and the status callbacks with every
// delivery attempt.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'ats_keys')
    .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The key's public part, shown in lists and sent in every key: how a key is found.
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    // SHA-256 of the key's 256-bit random secret, hex.
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    // Space-separated scopes: results:read, tests:send.
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await createIndex(db, 'ats_keys_corporate', 'ats_keys', ['account_corporate_id']);

  await withId(db, 'ats_sends')
    .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
    .addColumn('key_id', 'integer', (c) => c.notNull().references('ats_keys.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    // Null while the first request with this id is creating the participant.
    .addColumn('participant_id', 'integer', (c) => c.references('participants.id'))
    .addColumn('ats_candidate_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ats_application_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('callback_url', 'text', (c) => c.notNull().defaultTo(''))
    // 'generic' (signed POST) or 'greenhouse' (PATCH to the url Greenhouse gave in send_test).
    .addColumn('callback_kind', 'text', (c) => c.notNull().defaultTo('generic'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One participant per ATS request id and corporate: the insert that loses the race reads the winner's.
  await createUniqueIndex(db, 'ats_sends_request', 'ats_sends', ['account_corporate_id', 'request_id']);
  await createIndex(db, 'ats_sends_participant', 'ats_sends', ['participant_id']);

  await withId(db, 'ats_calls')
    .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
    .addColumn('key_id', 'integer', (c) => c.notNull().references('ats_keys.id'))
    .addColumn('call', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'ats_calls_corporate', 'ats_calls', ['account_corporate_id', 'id']);

  await withId(db, 'ats_callbacks')
    .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
    // One callback per sent test: a rescoring does not tell the ATS twice.
    .addColumn('send_id', 'integer', (c) => c.notNull().unique().references('ats_sends.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body_json', 'text', (c) => c.notNull())
    // queued → sent | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await createIndex(db, 'ats_callbacks_corporate', 'ats_callbacks', ['account_corporate_id', 'id']);

  await withId(db, 'ats_callback_attempts')
    .addColumn('callback_id', 'integer', (c) => c.notNull().references('ats_callbacks.id'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'ats_callback_attempts_callback', 'ats_callback_attempts', ['callback_id']);
}

export const down = forwardOnly;
