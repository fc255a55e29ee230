import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, EvidenceAnalysisTable } from '../../db/schema';
import { newestRowWhere, rowsWhere, rowWhere } from '../../db/table-rows';
import { visibleCorporates } from '../../db/tenant-scope';
import type { Actor } from '../../deps';

type Db = Kysely<Database>;

/** A live instrument of the library, whatever its status. */
export function findLiveInstrument(db: Db, id: number) {
  return rowWhere(db, 'instruments', ['id', 'name', 'status'], { id, removed_at: null });
}

/** A published version of an instrument: the one numbered, else the latest. */
export function findPublishedVersion(db: Db, instrumentId: number, version?: number) {
  const match =
    version === undefined ? { instrument_id: instrumentId } : { instrument_id: instrumentId, version };
  return newestRowWhere(db, 'instrument_versions', ['id', 'version', 'content_json'], match, ['version']);
}

export function findVersionContent(db: Db, versionId: number) {
  return rowWhere(db, 'instrument_versions', ['id', 'content_json'], { id: versionId });
}

/** Which participants an analysis reads, as the job resolves them from the stored definition. */
export interface SampleFilter {
  versionId: number;
  /** Reads as this actor: a consultant sees its corporates' participants only, an admin all. */
  reader: Actor;
  projectIds?: readonly number[];
  /** Completed at or after this instant (ISO). */
  from?: string;
  /** Completed before this instant (ISO): the day after the last day asked for. */
  before?: string;
  /** A sector and its sub-sectors (never empty when given). */
  sectorIds?: readonly number[];
}

/**
 * Completed participants of live projects running the base form of the instrument version, with
 * their submission for it: one row per submission (a person of the analysis). Every filter is on
 * indexed columns; the corporate tenancy says whose participants the reader may count.
 */
function sampleRows(db: Db, filter: SampleFilter) {
  let query = db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .innerJoin('project_instruments as pi', 'pi.project_id', 'p.id')
    .innerJoin('submissions as s', (join) =>
      join.onRef('s.participant_id', '=', 'pt.id').onRef('s.project_instrument_id', '=', 'pi.id'),
    )
    .where('pi.instrument_version_id', '=', filter.versionId)
    // An alternate form (variation) has items of its own: the analysis is of the base form.
    .where('pi.variation_id', 'is', null)
    .where('pt.status', 'in', ['completed', 'scored'])
    .where('pt.erased_at', 'is', null)
    .where('p.removed_at', 'is', null)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(filter.reader));
  if (filter.projectIds?.length) query = query.where('p.id', 'in', [...filter.projectIds]);
  if (filter.from) query = query.where('pt.completed_at', '>=', filter.from);
  if (filter.before) query = query.where('pt.completed_at', '<', filter.before);
  if (filter.sectorIds) query = query.where('c.sector_id', 'in', [...filter.sectorIds]);
  return query;
}

export async function countSample(db: Db, filter: SampleFilter): Promise<number> {
  const row = await sampleRows(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The job-fit decisions of the sample's persons (the technical manual's adverse impact over
 * time): the job fit, the grouping values and the completion time, never who they are.
 */
export function listSampleDecisions(db: Db, filter: SampleFilter) {
  return sampleRows(db, filter)
    .select(['pt.job_fit', 'pt.gender', 'pt.birth_date', 'pt.education_level', 'pt.completed_at'])
    .where('pt.job_fit', 'is not', null)
    .execute();
}

/** What the analysis reads of a person of the sample (never who they are). */
const SAMPLE_COLUMNS = [
  's.id as submission_id',
  // Only to look up an accommodation in force; the sample keeps a person's group, not their id.
  'pt.id as participant_id',
  's.started_at',
  'pt.project_id',
  'p.account_corporate_id',
  'pt.gender',
  'pt.birth_date',
  'pt.education_level',
  'pt.completed_at',
] as const;

/** One page of the sample, after submission `afterId` in id order. */
export function listSamplePage(db: Db, filter: SampleFilter, afterId: number, limit: number) {
  return sampleRows(db, filter)
    .select(SAMPLE_COLUMNS)
    .where('s.id', '>', afterId)
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/**
 * The whole sample in submission id order, in one query. Paging it costs more than it saves on
 * large samples: when the sample spans projects, the database finds its persons through the
 * projects' participants and sorts them all again for every page (100 pages of 1,000 over 100,000
 * persons took 30 s), where one query sorts them once.
 */
export function listSample(db: Db, filter: SampleFilter) {
  return sampleRows(db, filter).select(SAMPLE_COLUMNS).orderBy('s.id').execute();
}

/**
 * Answers of submissions, one row per submission that has any: `answers` joins them, in no
 * particular order, as "answered_at␟item_id␟value" separated by ␞ (the separators are parameters:
 * ANSWER_FIELD and ANSWER_RECORD of evidence-input.ts), and `count` says how many it joins. A large
 * sample has millions of answers: a row each costs more to build (on either engine) than to read,
 * so the database joins them and the job splits the strings (and orders them: ordering them here
 * cost the database more).
 */
export function listJoinedAnswersOf(
  db: Db,
  submissionIds: readonly number[],
  separators: { field: string; record: string },
) {
  const { field, record } = separators;
  return db
    .selectFrom('answers')
    .select((eb) => [
      'submission_id',
      eb.fn.countAll<number | string>().as('count'),
      sql<string>`string_agg(answered_at || ${field} || item_id || ${field} || value, ${record})`.as(
        'answers',
      ),
    ])
    .where('submission_id', 'in', [...submissionIds])
    .groupBy('submission_id')
    .execute();
}

/** Answers of submissions, a row each. */
export function listAnswersOf(db: Db, submissionIds: readonly number[]) {
  const answerColumns = ['submission_id', 'item_id', 'value', 'answered_at'] as const;
  return rowsWhere(db, 'answers', answerColumns, { submission_id: submissionIds });
}

/** When items with a time limit of their own were first shown. */
export function listItemViewsOf(db: Db, submissionIds: readonly number[]) {
  return rowsWhere(db, 'item_views', ['submission_id', 'item_id', 'shown_at'], {
    submission_id: submissionIds,
  });
}

export async function insertAnalysis(db: Db, values: Insertable<EvidenceAnalysisTable>): Promise<number> {
  const row = await db
    .insertInto('evidence_analyses')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAnalysis(
  db: Db,
  id: number,
  changes: Updateable<EvidenceAnalysisTable>,
): Promise<void> {
  await db.updateTable('evidence_analyses').set(changes).where('id', '=', id).execute();
}

export function findAnalysisRecord(db: Db, id: number) {
  return db.selectFrom('evidence_analyses').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Analyses the actor may see: an admin all of them, a consultant those limited to its own
 * consultant account (whoever of the account started them); `scope` is that account, null for all.
 */
function visibleAnalyses(db: Db, scope: number | null) {
  let query = db
    .selectFrom('evidence_analyses as e')
    .innerJoin('instruments as i', 'i.id', 'e.instrument_id')
    .leftJoin('users as u', 'u.id', 'e.created_by');
  if (scope !== null) query = query.where('e.scope_consultant_id', '=', scope);
  return query;
}

const ROW_COLUMNS = [
  'e.id',
  'e.instrument_id',
  'i.name as instrument_name',
  'e.instrument_version',
  'e.model',
  'e.options_json',
  'e.sample_json',
  'e.status',
  'e.progress',
  'e.step',
  'e.n',
  'e.engine_version',
  'e.error',
  'u.name as created_by_name',
  'e.created_at',
  'e.finished_at',
] as const;

export function listVisibleAnalyses(db: Db, scope: number | null, instrumentId: number) {
  return visibleAnalyses(db, scope)
    .select(ROW_COLUMNS)
    .where('e.instrument_id', '=', instrumentId)
    .orderBy('e.id', 'desc')
    .execute();
}

export function findVisibleAnalysis(db: Db, scope: number | null, id: number) {
  return visibleAnalyses(db, scope)
    .select([
      ...ROW_COLUMNS,
      'e.instrument_version_id',
      'e.make_up_json',
      'e.result_json',
      'e.accommodation_json',
    ])
    .where('e.id', '=', id)
    .executeTakeFirst();
}
