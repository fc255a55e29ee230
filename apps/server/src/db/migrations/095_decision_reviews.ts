import type { Kysely } from 'kysely';
import { addColumnTo, createIndex, withId } from './helpers';

// Human oversight of job-fit decisions: how a project may use job fit (rank only, or also
// suggest a pre-selection), the reviewers' decisions with what the system suggested (a history:
// a new decision is a new row, never an update), the record of the computation each decision
// rests on (kept for the project's retention period), the candidates' explanation links and
// their requests to contest a decision.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'projects', 'job_fit_use', 'text', (c) => c.notNull().defaultTo('rank_only'));
  await addColumnTo(db, 'projects', 'job_fit_cutoff', 'integer', (c) => c.notNull().defaultTo(60));
  await addColumnTo(db, 'projects', 'decision_retention_months', 'integer', (c) => c.notNull().defaultTo(6));

  await withId(db, 'decision_reviews')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    // accept | reject | hold
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // What the system suggested when the decision was made; null when the project only ranks.
    .addColumn('suggestion', 'text')
    .addColumn('job_fit_use', 'text', (c) => c.notNull())
    .addColumn('is_override', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewer_id', 'integer', (c) => c.notNull().references('users.id'))
    // Kept as it was: the reviewer's name must still read right after the user is renamed or removed.
    .addColumn('reviewer_name', 'text', (c) => c.notNull())
    // The decision log: the scoring, norm, blueprint and job-fit computation the decision rests on.
    .addColumn('record_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'decision_reviews_participant', 'decision_reviews', ['participant_id', 'id']);
  await createIndex(db, 'decision_reviews_project', 'decision_reviews', ['project_id', 'created_at']);

  await withId(db, 'decision_explanations')
    .addColumn('participant_id', 'integer', (c) => c.notNull().unique().references('participants.id'))
    // 256-bit random, base64url: the candidate's link, valid without the (expiring) participant code.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .execute();

  await withId(db, 'decision_contests')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    .addColumn('review_id', 'integer', (c) => c.references('decision_reviews.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'decision_contests_participant', 'decision_contests', ['participant_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('decision_contests').execute();
  await db.schema.dropTable('decision_explanations').execute();
  await db.schema.dropTable('decision_reviews').execute();
  await db.schema.alterTable('projects').dropColumn('decision_retention_months').execute();
  await db.schema.alterTable('projects').dropColumn('job_fit_cutoff').execute();
  await db.schema.alterTable('projects').dropColumn('job_fit_use').execute();
}
