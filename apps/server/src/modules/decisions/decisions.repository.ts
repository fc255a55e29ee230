import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, DecisionReviewTable } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';
import { visibleProjects } from '../../db/tenant-scope';
import type { Actor } from '../../deps';

type Db = Kysely<Database> | Transaction<Database>;

// The decisions feature's queries: reviews (append-only), the candidates' explanation links and
// their contests. A candidate is reached by a reviewer only through the projects they may see.

/** The candidate with their project's job-fit settings, when the actor may see the project. */
export function findReviewableParticipant(db: Db, actor: Actor, participantId: number) {
  return visibleProjects(db, actor)
    .innerJoin('participants as pt', 'pt.project_id', 'p.id')
    .select([
      'pt.id',
      'pt.project_id',
      'pt.status',
      'pt.job_fit',
      'pt.job_fit_json',
      'p.job_fit_use',
      'p.job_fit_cutoff',
      'p.account_corporate_id',
    ])
    .where('pt.id', '=', participantId)
    .executeTakeFirst();
}

export async function insertReview(db: Db, row: Insertable<DecisionReviewTable>): Promise<number> {
  const inserted = await db
    .insertInto('decision_reviews')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

const REVIEW_COLUMNS = [
  'id',
  'participant_id',
  'decision',
  'reason',
  'suggestion',
  'job_fit_use',
  'is_override',
  'reviewer_name',
  'created_at',
  'record_json',
] as const;

/** Every decision on a candidate, newest first. */
export function listReviews(db: Db, participantId: number) {
  return db
    .selectFrom('decision_reviews')
    .select(REVIEW_COLUMNS)
    .where('participant_id', '=', participantId)
    .orderBy('id', 'desc')
    .execute();
}

/** Every decision of a project still within its retention, oldest first (the decision log). */
export function listProjectReviews(db: Db, projectId: number) {
  return db
    .selectFrom('decision_reviews')
    .innerJoin('participants as pt', 'pt.id', 'decision_reviews.participant_id')
    .select([
      'decision_reviews.id',
      'decision_reviews.participant_id',
      'pt.participant_code',
      'decision_reviews.decision',
      'decision_reviews.reason',
      'decision_reviews.suggestion',
      'decision_reviews.job_fit_use',
      'decision_reviews.is_override',
      'decision_reviews.reviewer_id',
      'decision_reviews.reviewer_name',
      'decision_reviews.created_at',
      'decision_reviews.record_json',
    ])
    .where('decision_reviews.project_id', '=', projectId)
    .orderBy('decision_reviews.id')
    .execute();
}

/** The retention periods in use by projects that hold decisions. */
export function listRetentionPeriods(db: Db) {
  return db
    .selectFrom('projects')
    .select('decision_retention_months')
    .distinct()
    .where('id', 'in', db.selectFrom('decision_reviews').select('project_id'))
    .execute();
}

/**
 * Deletes the decisions older than `before` of the projects that keep them `months` months, with
 * the contests that named them. Answers how many decisions went.
 */
export async function deleteReviewsBefore(db: Kysely<Database>, months: number, before: string) {
  return db.transaction().execute(async (trx) => {
    const expired = trx
      .selectFrom('decision_reviews')
      .select('id')
      .where('created_at', '<', before)
      .where(
        'project_id',
        'in',
        trx.selectFrom('projects').select('id').where('decision_retention_months', '=', months),
      );
    await trx.deleteFrom('decision_contests').where('review_id', 'in', expired).execute();
    const result = await trx.deleteFrom('decision_reviews').where('id', 'in', expired).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

export function findExplanationOf(db: Db, participantId: number) {
  return rowWhere(db, 'decision_explanations', ['token', 'opened_at'], { participant_id: participantId });
}

/** Draws the candidate's link once: the insert that loses a race keeps the winner's token. */
export async function insertExplanation(db: Db, participantId: number, token: string, now: string) {
  await db
    .insertInto('decision_explanations')
    .values({ participant_id: participantId, token, created_at: now })
    .onConflict((oc) => oc.column('participant_id').doNothing())
    .execute();
}

/** Whose explanation a token opens: the candidate, their project and corporate. */
export function findExplanationByToken(db: Db, token: string) {
  return db
    .selectFrom('decision_explanations as de')
    .innerJoin('participants as pt', 'pt.id', 'de.participant_id')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .select([
      'de.participant_id',
      'de.opened_at',
      'pt.name',
      'pt.participant_code',
      'pt.status',
      'pt.language_code',
      'pt.completed_at',
      'pt.project_id',
      'p.name as project_name',
      'p.job_fit_use',
      'p.job_fit_cutoff',
      'p.created_by',
      'p.account_corporate_id',
      'c.name as corporate_name',
    ])
    .where('de.token', '=', token)
    .executeTakeFirst();
}

export async function markExplanationOpened(db: Db, participantId: number, now: string) {
  await db
    .updateTable('decision_explanations')
    .set({ opened_at: now })
    .where('participant_id', '=', participantId)
    .where('opened_at', 'is', null)
    .execute();
}

export async function insertContest(
  db: Db,
  row: {
    project_id: number;
    participant_id: number;
    review_id: number | null;
    message: string;
    contact_email: string;
    created_at: string;
  },
) {
  await db.insertInto('decision_contests').values(row).execute();
}

export function listContests(db: Db, participantId: number) {
  return db
    .selectFrom('decision_contests')
    .select(['id', 'message', 'contact_email', 'created_at'])
    .where('participant_id', '=', participantId)
    .orderBy('id', 'desc')
    .execute();
}

/** Whoever runs the project (its creator and the corporate's collaborators): address and language. */
export function listProjectStaffEmails(db: Db, createdBy: number | null, corporateId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'locale'])
    .where('removed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('id', '=', createdBy ?? -1),
        eb.and([eb('role', '=', 'collaborator'), eb('account_corporate_id', '=', corporateId)]),
      ]),
    )
    .execute();
}

/** A project the actor may see, with its oversight settings. */
export function findVisibleProject(db: Db, actor: Actor, projectId: number) {
  return visibleProjects(db, actor)
    .select(['p.id', 'p.name', 'p.job_fit_use', 'p.job_fit_cutoff', 'p.decision_retention_months'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}

/** The latest decision of each decided participant of these projects (the bias audit's selection). */
export function listLatestDecisions(db: Db, projectIds: readonly number[]) {
  if (!projectIds.length) return Promise.resolve([] as { participant_id: number; decision: string }[]);
  return db
    .selectFrom('decision_reviews as d')
    .select(['d.participant_id', 'd.decision'])
    .where('d.project_id', 'in', [...projectIds])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('decision_reviews as later')
            .select('later.id')
            .whereRef('later.participant_id', '=', 'd.participant_id')
            .whereRef('later.id', '>', 'd.id'),
        ),
      ),
    )
    .execute();
}
