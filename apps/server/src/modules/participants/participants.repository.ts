import { SCORE_BINS } from '@asesa/contracts';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import { participantWithProject, projectCompetencesOf, servedFormContent } from '../../db/project-joins';
import type { Database, ParticipantTable } from '../../db/schema';
import { rowsWhere, rowWhere } from '../../db/table-rows';
import { visibleProjects } from '../../db/tenant-scope';
import type { Actor } from '../../deps';

type Db = Kysely<Database> | Transaction<Database>;

// The back office's participant queries. A participant is reached by id only through
// visibleParticipant; by project, once the service has checked the project is the actor's.

/**
 * The participant(s) with these ids among the projects the actor may see (another tenant's
 * participant is simply absent, so callers answer 404 alike for unknown and foreign ids).
 */
export function visibleParticipant(db: Db, actor: Actor, id: number | readonly number[]) {
  const q = visibleProjects(db, actor).innerJoin('participants as pt', 'pt.project_id', 'p.id');
  return typeof id === 'number' ? q.where('pt.id', '=', id) : q.where('pt.id', 'in', [...id]);
}

/** The project's id when the actor may see it (undefined for unknown, removed and other tenants' projects). */
export function findVisibleProjectId(db: Db, actor: Actor, projectId: number) {
  return visibleProjects(db, actor).select('p.id').where('p.id', '=', projectId).executeTakeFirst();
}

/** Public column names of the participant datatable → their SQL column. */
export const PARTICIPANT_COLUMNS = {
  id: 'pt.id',
  participant_code: 'pt.participant_code',
  name: 'pt.name',
  email: 'pt.email',
  status: 'pt.status',
  city: 'pt.city',
  starred: 'pt.starred',
  shortlisted: 'pt.shortlisted',
  number_correct: 'pt.number_correct',
  max_score: 'pt.max_score',
  score_percent: 'pt.score_percent',
  job_fit: 'pt.job_fit',
  completed_at: 'pt.completed_at',
  created_at: 'pt.created_at',
} as const;

export interface ParticipantFilter {
  status?: ReadonlyArray<ParticipantTable['status']>;
  city?: string;
  starred?: boolean;
  shortlisted?: boolean;
  score_percent_min?: number;
  score_percent_max?: number;
  job_fit_min?: number;
  job_fit_max?: number;
  reviewed?: boolean;
}

/** The datatable rows: the project's participants with the typed filters applied. */
export function participantTableRows(db: Db, projectId: number, filter: ParticipantFilter) {
  let base = db.selectFrom('participants as pt').where('pt.project_id', '=', projectId);
  if (filter.status?.length) base = base.where('pt.status', 'in', [...filter.status]);
  if (filter.city) base = base.where('pt.city', '=', filter.city);
  if (filter.starred !== undefined) base = base.where('pt.starred', '=', filter.starred ? 1 : 0);
  if (filter.shortlisted !== undefined) base = base.where('pt.shortlisted', '=', filter.shortlisted ? 1 : 0);
  if (filter.score_percent_min !== undefined)
    base = base.where('pt.score_percent', '>=', filter.score_percent_min);
  if (filter.score_percent_max !== undefined)
    base = base.where('pt.score_percent', '<=', filter.score_percent_max);
  if (filter.job_fit_min !== undefined) base = base.where('pt.job_fit', '>=', filter.job_fit_min);
  if (filter.job_fit_max !== undefined) base = base.where('pt.job_fit', '<=', filter.job_fit_max);
  if (filter.reviewed !== undefined) {
    const reviewed = sql<boolean>`exists (select 1 from decision_reviews dr where dr.participant_id = pt.id)`;
    base = base.where(filter.reviewed ? reviewed : sql<boolean>`not ${reviewed}`);
  }
  return base.select(Object.entries(PARTICIPANT_COLUMNS).map(([name, ref]) => `${ref} as ${name}`) as never);
}

export function countParticipantsByStatus(db: Db, projectId: number) {
  return db
    .selectFrom('participants')
    .select((eb) => ['status', eb.fn.countAll().as('n')])
    .where('project_id', '=', projectId)
    .groupBy('status')
    .execute();
}

/** The starred and shortlisted counts, and the mean score_percent of the scored. */
export function participantTotals(db: Db, projectId: number) {
  return db
    .selectFrom('participants')
    .select((eb) => [
      eb.fn.sum<number | string | null>('starred').as('starred'),
      eb.fn.sum<number | string | null>('shortlisted').as('shortlisted'),
      eb.fn
        .avg<number | string | null>(
          eb.case().when('status', '=', 'scored').then(eb.ref('score_percent')).else(null).end(),
        )
        .as('average'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** Distinct non-empty cities of the project, containing `name` (case-insensitively) when given. */
export function listParticipantCities(db: Db, projectId: number, name: string | undefined, limit: number) {
  let q = db
    .selectFrom('participants')
    .select('city')
    .distinct()
    .where('project_id', '=', projectId)
    .where('city', '!=', '');
  if (name) {
    const pattern = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`lower(city) like ${pattern} escape '\\'`);
  }
  return q.orderBy('city').limit(limit).execute();
}

export function findParticipantFlag(
  db: Db,
  actor: Actor,
  participantId: number,
  flag: 'starred' | 'shortlisted',
) {
  return visibleParticipant(db, actor, participantId).select(`pt.${flag} as value`).executeTakeFirst();
}

export async function setParticipantFlag(
  db: Db,
  participantId: number,
  flag: 'starred' | 'shortlisted',
  value: 0 | 1,
  now: string,
) {
  await db
    .updateTable('participants')
    .set({ [flag]: value, updated_at: now })
    .where('id', '=', participantId)
    .execute();
}

export function listVisibleParticipantIds(db: Db, actor: Actor, ids: readonly number[]) {
  return visibleParticipant(db, actor, ids).select('pt.id').execute();
}

export async function markParticipantsShortlisted(db: Db, ids: number[], now: string) {
  await db
    .updateTable('participants')
    .set({ shortlisted: 1, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

/** The score_percent bin 0…9 as a portable CASE ladder (floor/cast rounding differ between engines). */
function binOf(eb: ExpressionBuilder<Database, 'participants'>) {
  const width = 100 / SCORE_BINS;
  let chain = eb.case().when('score_percent', '<', width).then(0);
  for (let bin = 1; bin < SCORE_BINS - 1; bin++)
    chain = chain.when('score_percent', '<', (bin + 1) * width).then(bin);
  return chain.else(SCORE_BINS - 1).end();
}

/** The project's scored participants per score_percent bin. */
export function countParticipantsByScoreBin(db: Db, projectId: number) {
  return db
    .selectFrom('participants')
    .select((eb) => [binOf(eb).as('bin'), eb.fn.countAll().as('n')])
    .where('project_id', '=', projectId)
    .where('score_percent', 'is not', null)
    .groupBy(sql`1`)
    .execute();
}

/** The mean stored score per project competence, in the project's order. */
export function listCompetenceAverages(db: Db, projectId: number) {
  return projectCompetencesOf(db, projectId)
    .leftJoin('participant_competences as s', (j) =>
      j.onRef('s.competence_id', '=', 'pc.competence_id').onRef('s.project_id', '=', 'pc.project_id'),
    )
    .select((eb) => [
      'c.id',
      'c.code',
      'c.name',
      'pc.position',
      eb.fn.avg<number | string | null>('s.score').as('average'),
      eb.fn.count<number | string>('s.score').as('n'),
    ])
    .groupBy(['c.id', 'c.code', 'c.name', 'pc.position'])
    .orderBy('pc.position')
    .execute();
}

/** The project's best job fits, ties by name. */
export function listJobFitRanking(db: Db, projectId: number, limit: number) {
  return db
    .selectFrom('participants')
    .select(['id', 'name', 'job_fit'])
    .where('project_id', '=', projectId)
    .where('job_fit', 'is not', null)
    .orderBy('job_fit', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** The visible participant with everything its results page shows. */
export function findParticipantProfile(db: Db, actor: Actor, participantId: number) {
  return visibleParticipant(db, actor, participantId)
    .select([
      'pt.id',
      'pt.participant_code',
      'pt.name',
      'pt.email',
      'pt.phone',
      'pt.status',
      'pt.city',
      'pt.birth_date',
      'pt.gender',
      'pt.education_level',
      'pt.language_code',
      'pt.starred',
      'pt.shortlisted',
      'pt.number_correct',
      'pt.max_score',
      'pt.score_percent',
      'pt.job_fit',
      'pt.job_fit_json',
      'pt.competences_json',
      'pt.photo_path',
      'pt.cv_name',
      'pt.registered_at',
      'pt.started_at',
      'pt.completed_at',
      'pt.created_at',
    ])
    .executeTakeFirst();
}

/**
 * The ATS send a participant came from, with the name of the key that sent it (the ATS feature's
 * rows, read like the participants export reads them).
 */
export function findAtsOrigin(db: Db, participantId: number) {
  return db
    .selectFrom('ats_sends as s')
    .innerJoin('ats_keys as k', 'k.id', 's.key_id')
    .select([
      'k.name',
      's.request_id',
      's.ats_candidate_id as candidate_id',
      's.ats_application_id as application_id',
    ])
    .where('s.participant_id', '=', participantId)
    .executeTakeFirst();
}

/**
 * Stored results with the test each scored: its place in the project (pi.position orders them
 * as the participant met them), the instrument version that scored and the instrument.
 */
function resultsWithTheirTests(db: Db) {
  return db
    .selectFrom('results as r')
    .innerJoin('submissions as s', 's.id', 'r.submission_id')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'r.instrument_version_id')
    .innerJoin('instruments as i', 'i.id', 'v.instrument_id');
}

/** The stored results of a participant in test order, with instrument and blueprint names. */
export function listStoredResults(db: Db, participantId: number) {
  return resultsWithTheirTests(db)
    .leftJoin('scoring_blueprints as b', 'b.id', 'r.blueprint_id')
    .select([
      'i.id as instrument_id',
      'i.code as instrument_code',
      'i.kind as instrument_kind',
      'i.name as instrument_name',
      'v.version',
      'r.blueprint_id',
      'b.name as blueprint_name',
      'r.blueprint_version',
      'r.norm_versions_json',
      'r.engine_version',
      'r.number_correct',
      'r.max_score',
      'r.result_json',
      'r.created_at',
    ])
    .where('r.participant_id', '=', participantId)
    .orderBy('pi.position')
    .execute();
}

/**
 * The stored results of these participants in test order, each with its test's name, its number
 * correct and whether the test was adaptive (it ran an adaptive section): what the list's score
 * is made of.
 */
export function listResultScores(db: Db, participantIds: number[]) {
  return resultsWithTheirTests(db)
    .select((eb) => [
      'r.participant_id',
      'i.id as instrument_id',
      'i.name as instrument_name',
      'r.number_correct',
      'r.max_score',
      eb
        .exists(
          eb
            .selectFrom('adaptive_sessions as a')
            .select('a.submission_id')
            .whereRef('a.submission_id', '=', 'r.submission_id'),
        )
        .as('adaptive'),
    ])
    .where('r.participant_id', 'in', participantIds)
    .orderBy('r.participant_id')
    .orderBy('pi.position')
    .execute();
}

/** Every kept version of these blueprints, with its definition as it scored. */
export function listKeptBlueprintVersions(db: Db, blueprintIds: number[]) {
  return rowsWhere(db, 'scoring_blueprint_versions', ['blueprint_id', 'version', 'definition_json'], {
    blueprint_id: blueprintIds,
  });
}

export function countProctoringEventsByKind(db: Db, participantId: number) {
  return db
    .selectFrom('proctoring_events')
    .select((eb) => ['kind', eb.fn.countAll().as('n')])
    .where('participant_id', '=', participantId)
    .groupBy('kind')
    .orderBy('kind')
    .execute();
}

/** The participant's latest proctoring events, newest first, with the instrument each was in. */
export function listLatestProctoringEvents(db: Db, participantId: number, limit: number) {
  return db
    .selectFrom('proctoring_events as e')
    .leftJoin('submissions as s', 's.id', 'e.submission_id')
    .leftJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .leftJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .select(['e.id', 'e.kind', 'e.detail', 'e.created_at', 'e.file_path', 'i.name as instrument_name'])
    .where('e.participant_id', '=', participantId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/** The participant's latest test activities, newest first, with the instrument each was in. */
export function listLatestActivities(db: Db, participantId: number, limit: number) {
  return db
    .selectFrom('participant_activities as a')
    .leftJoin('submissions as s', 's.id', 'a.submission_id')
    .leftJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .leftJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .select([
      'a.id',
      'a.status',
      'a.submission_id',
      'a.section_id',
      'a.created_at',
      'i.name as instrument_name',
    ])
    .where('a.participant_id', '=', participantId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** The content each submission ran: the project's pinned variation, else the instrument version. */
export function listSubmissionContents(db: Db, submissionIds: number[]) {
  return db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select((eb) => ['s.id', servedFormContent(eb)])
    .where('s.id', 'in', submissionIds)
    .execute();
}

/** The proctoring level of the participant's project. */
export function findProctoringLevel(db: Db, participantId: number) {
  return participantWithProject(db, participantId).select('p.proctoring_level').executeTakeFirst();
}

/**
 * The latest decision on each of these participants (the decisions feature writes them; the list
 * only reads) and what job fit needs to suggest one: the project's use of it and the fit's band.
 */
export async function listLatestReviews(db: Db, participantIds: readonly number[]) {
  if (participantIds.length === 0) return [];
  return db
    .selectFrom('decision_reviews as dr')
    .select(['dr.participant_id', 'dr.decision', 'dr.is_override', 'dr.reviewer_name', 'dr.created_at'])
    .where('dr.participant_id', 'in', [...participantIds])
    .where((eb) =>
      eb(
        'dr.id',
        '=',
        eb
          .selectFrom('decision_reviews as last')
          .select((l) => l.fn.max('last.id').as('id'))
          .whereRef('last.participant_id', '=', 'dr.participant_id'),
      ),
    )
    .execute();
}

export function findProjectJobFitUse(db: Db, projectId: number) {
  return rowWhere(db, 'projects', ['job_fit_use', 'job_fit_cutoff'], { id: projectId });
}

export function listJobFitBands(db: Db, participantIds: readonly number[]) {
  return rowsWhere(db, 'participants', ['id', 'job_fit', 'job_fit_json'], { id: participantIds });
}
