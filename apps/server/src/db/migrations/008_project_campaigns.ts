import type { Kysely } from 'kysely';
import { createIndex, withId, withStamps } from './helpers';

// Projects as full assessment campaigns: settings, competences copied from a job
// profile, landing-form configuration, languages with invitation templates, participant
// registration data and sortable score columns, invitation batches (bulk), unique access codes,
// the download list of exports, proctoring events and the credit debits of started participants.

type ColumnType = 'integer' | 'real' | 'text';

/** Adds a column to an existing table: nullable, or NOT NULL with a default. */
async function addColumn(
  db: Kysely<unknown>,
  table: string,
  name: string,
  type: ColumnType,
  defaultValue?: string | number,
): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(name, type, (c) => (defaultValue === undefined ? c : c.notNull().defaultTo(defaultValue)))
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const projectColumns: [string, ColumnType, (string | number)?][] = [
    ['job_profile_id', 'integer'],
    ['description', 'text', ''],
    // Participant codes expire this many days after their invitation (null: never).
    ['code_expiry_days', 'integer'],
    ['proctoring_level', 'text', 'basic'],
    ['show_results', 'integer', 0],
    ['allow_language_choice', 'integer', 1],
    ['randomise_items', 'integer', 0],
    ['allow_resume', 'integer', 1],
    ['default_language', 'text', 'id'],
    // {field: {show, required}} for the registration form; '' means the default configuration.
    ['landing_form_json', 'text', ''],
    // The project's latest recalculation job (recalculate-progress polls it).
    ['recalculate_job_id', 'integer'],
  ];
  for (const [name, type, value] of projectColumns) await addColumn(db, 'projects', name, type, value);

  // The alternate form a project runs instead of the instrument's base form (null: the base form).
  await addColumn(db, 'project_instruments', 'variation_id', 'integer');

  await withId(db, 'project_competences')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('competence_id', 'integer', (c) => c.notNull().references('competences.id'))
    .addColumn('target_level', 'integer', (c) => c.notNull())
    .addColumn('weight', 'real', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('project_competences_unique', ['project_id', 'competence_id'])
    .execute();

  await withStamps(
    withId(db, 'project_languages')
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
      .addColumn('language_code', 'text', (c) => c.notNull())
      .addColumn('invitation_subject', 'text', (c) => c.notNull())
      .addColumn('invitation_body', 'text', (c) => c.notNull()),
  ).execute();
  await createIndex(db, 'project_languages_project', 'project_languages', ['project_id', 'language_code']);

  const participantColumns: [string, ColumnType, (string | number)?][] = [
    ['language_code', 'text', 'id'],
    ['starred', 'integer', 0],
    ['shortlisted', 'integer', 0],
    ['city', 'text', ''],
    ['birth_date', 'text'],
    ['gender', 'text', ''],
    ['education_level', 'text', ''],
    ['invited_at', 'text'],
    ['invite_count', 'integer', 0],
    ['code_expires_at', 'text'],
    ['revoked_at', 'text'],
    ['started_at', 'text'],
    // Denormalised from results so the datatable filters and sorts on scores in SQL.
    ['score_percent', 'real'],
    ['job_fit', 'real'],
    // [{competence_id, code, name, score, level, label, colour}] of the last scoring.
    ['competences_json', 'text'],
  ];
  for (const [name, type, value] of participantColumns)
    await addColumn(db, 'participants', name, type, value);
  for (const column of ['starred', 'shortlisted', 'city', 'score_percent', 'job_fit', 'created_at']) {
    await db.schema
      .createIndex(`participants_project_${column}`)
      .on('participants')
      .columns(['project_id', column])
      .execute();
  }
  await createIndex(db, 'participants_corporate_email', 'participants', ['account_corporate_id', 'email']);

  // Which norm table versions a result used, so a recalculation can be compared and reproduced.
  await addColumn(db, 'results', 'norm_versions_json', 'text');

  // A parsed bulk-invitation sheet: previewed row by row, then invited as one job.
  await withId(db, 'invitation_batches')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('rows_json', 'text', (c) => c.notNull())
    .addColumn('valid_count', 'integer', (c) => c.notNull())
    .addColumn('invalid_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('previewed'))
    .addColumn('job_id', 'integer')
    .addColumn('invited_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, 'unique_codes')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('account_corporate_id', 'integer', (c) => c.notNull().references('corporate_accounts.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('batch', 'integer', (c) => c.notNull())
    .addColumn('participant_id', 'integer', (c) => c.references('participants.id'))
    .addColumn('used_email', 'text')
    .addColumn('used_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await createIndex(db, 'unique_codes_project', 'unique_codes', ['project_id', 'batch']);

  // The download list: every export made, its progress and the file it produced.
  await withId(db, 'downloads')
    .addColumn('account_corporate_id', 'integer', (c) => c.references('corporate_accounts.id'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_path', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('row_count', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'integer')
    .addColumn('error', 'text')
    .addColumn('params_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await createIndex(db, 'downloads_corporate', 'downloads', ['account_corporate_id', 'id']);

  await withId(db, 'proctoring_events')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    .addColumn('submission_id', 'integer', (c) => c.references('submissions.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'proctoring_events_participant', 'proctoring_events', ['participant_id']);

  // Credits: what one participant of an instrument costs; debits point at the participant.
  await addColumn(db, 'instruments', 'credit_cost', 'integer', 1);
  await addColumn(db, 'credit_ledger', 'participant_id', 'integer');
  await addColumn(db, 'credit_ledger', 'project_id', 'integer');
}
