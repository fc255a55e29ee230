import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { createIndex, forwardOnly, withId } from './helpers';

// Written once with Kysely's schema builder for both engines. Ids are identity columns on
// PostgreSQL and INTEGER PRIMARY KEY on SQLite; booleans are 0/1 integers; times are ISO text.
type Builder = CreateTableBuilder<string, never>;

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const stamp = (t: Builder) =>
  t.addColumn('created_at', 'text', notNull).addColumn('updated_at', 'text', notNull);

export async function up(db: Kysely<unknown>): Promise<void> {
  await stamp(
    withId(db, 'consultant_accounts')
      .addColumn('name', 'text', notNull)
      .addColumn('legal_name', 'text', notNull)
      .addColumn('logo_path', 'text')
      .addColumn('logo_thumbnail', 'text'),
  )
    .addColumn('removed_at', 'text')
    .execute();

  await stamp(
    withId(db, 'corporate_accounts')
      .addColumn('account_consultant_id', 'integer', (c) => c.notNull().references('consultant_accounts.id'))
      .addColumn('name', 'text', notNull)
      .addColumn('legal_name', 'text', notNull)
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('logo_path', 'text')
      .addColumn('logo_thumbnail', 'text')
      .addColumn('color_theme', 'text', (c) => c.notNull().defaultTo('#003366'))
      .addColumn('font_theme', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_show_header', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_use_corporate_logo', 'integer', flag)
      .addColumn('callback_url', 'text', (c) => c.notNull().defaultTo('')),
  )
    .addColumn('removed_at', 'text')
    .execute();
  await createIndex(db, 'corporate_accounts_consultant', 'corporate_accounts', ['account_consultant_id']);

  await stamp(
    withId(db, 'users')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('name', 'text', notNull)
      .addColumn('title', 'text')
      .addColumn('role', 'text', notNull)
      .addColumn('account_consultant_id', 'integer', (c) => c.references('consultant_accounts.id'))
      .addColumn('account_corporate_id', 'integer', (c) => c.references('corporate_accounts.id'))
      .addColumn('photo_path', 'text')
      .addColumn('photo_thumbnail', 'text')
      .addColumn('is_agree_tnc', 'integer', flag),
  )
    .addColumn('removed_at', 'text')
    .execute();

  await withId(db, 'sessions')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('app_name', 'text', notNull)
    .addColumn('device_id', 'text', notNull)
    .addColumn('device_type', 'text', notNull)
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('ip', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('refresh_expires_at', 'text', notNull)
    .addColumn('last_seen_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();

  await withId(db, 'auth_events')
    .addColumn('kind', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'auth_events_ip_time', 'auth_events', ['ip', 'created_at']);
  await createIndex(db, 'auth_events_email_time', 'auth_events', ['email', 'created_at']);

  await withId(db, 'credit_ledger')
    .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
    .addColumn('amount', 'integer', notNull)
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'credit_ledger_corporate', 'credit_ledger', ['account_corporate_id']);

  await stamp(
    withId(db, 'instruments')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('version', 'integer', flag)
      .addColumn('content_json', 'text', (c) => c.notNull().defaultTo('{"sections":[]}'))
      .addColumn('item_count', 'integer', flag)
      .addColumn('created_by', 'integer', (c) => c.references('users.id')),
  )
    .addColumn('removed_at', 'text')
    .execute();

  await withId(db, 'instrument_versions')
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('version', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('instructions', 'text', notNull)
    .addColumn('content_json', 'text', notNull)
    .addColumn('published_at', 'text', notNull)
    .addUniqueConstraint('instrument_versions_unique', ['instrument_id', 'version'])
    .execute();

  await stamp(
    withId(db, 'projects')
      .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
      .addColumn('name', 'text', notNull)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('start_date', 'text')
      .addColumn('end_date', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id')),
  )
    .addColumn('removed_at', 'text')
    .execute();
  await createIndex(db, 'projects_corporate', 'projects', ['account_corporate_id']);

  await withId(db, 'project_instruments')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('instrument_version_id', 'integer', (c) => c.notNull().references('instrument_versions.id'))
    .addColumn('position', 'integer', notNull)
    .execute();
  await createIndex(db, 'project_instruments_project', 'project_instruments', ['project_id']);

  await stamp(
    withId(db, 'participants')
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
      .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
      .addColumn('participant_code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', notNull)
      .addColumn('is_agree_tnc', 'integer', flag)
      .addColumn('number_correct', 'integer')
      .addColumn('max_score', 'integer')
      .addColumn('registered_at', 'text')
      .addColumn('completed_at', 'text'),
  ).execute();
  await createIndex(db, 'participants_project', 'participants', ['project_id', 'status']);

  await withId(db, 'submissions')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    .addColumn('project_instrument_id', 'integer', (c) => c.notNull().references('project_instruments.id'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('not_started'))
    .addColumn('started_at', 'text')
    .addColumn('deadline_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('submissions_unique', ['participant_id', 'project_instrument_id'])
    .execute();

  await withId(db, 'answers')
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('item_id', 'text', notNull)
    .addColumn('value', 'text', notNull)
    .addColumn('answered_at', 'text', notNull)
    .addUniqueConstraint('answers_unique', ['submission_id', 'item_id'])
    .execute();

  await withId(db, 'results')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id').unique())
    .addColumn('instrument_version_id', 'integer', (c) => c.notNull().references('instrument_versions.id'))
    .addColumn('engine_version', 'text', notNull)
    .addColumn('number_correct', 'integer', notNull)
    .addColumn('max_score', 'integer', notNull)
    .addColumn('result_json', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await withId(db, 'outbox')
    .addColumn('to_address', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('body_text', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('attempts', 'integer', flag)
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .execute();

  await withId(db, 'jobs')
    .addColumn('type', 'text', notNull)
    .addColumn('payload_json', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('attempts', 'integer', flag)
    .addColumn('progress', 'integer', flag)
    .addColumn('last_error', 'text')
    .addColumn('run_after', 'text', notNull)
    .addColumn('locked_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('finished_at', 'text')
    .execute();
  await createIndex(db, 'jobs_pending', 'jobs', ['status', 'run_after']);
}

export const down = forwardOnly;
