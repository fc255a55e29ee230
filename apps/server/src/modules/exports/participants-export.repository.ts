import type { ParticipantExportRequest } from '@asesa/contracts';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { projectCompetencesOf, projectInstrumentsOf } from '../../db/project-joins';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';

type ParticipantsEb = ExpressionBuilder<Database & { pt: Database['participants'] }, 'pt'>;

/** The participants an export holds, as one where-clause on `participants as pt`. */
export function participantFilter(projectId: number, f: ParticipantExportRequest) {
  return (eb: ParticipantsEb) => {
    const parts = [eb('pt.project_id', '=', projectId)];
    if (f.status?.length) parts.push(eb('pt.status', 'in', f.status));
    if (f.starred !== undefined) parts.push(eb('pt.starred', '=', f.starred ? 1 : 0));
    if (f.shortlisted !== undefined) parts.push(eb('pt.shortlisted', '=', f.shortlisted ? 1 : 0));
    if (f.city) parts.push(eb('pt.city', '=', f.city));
    if (f.score_percent_min !== undefined) parts.push(eb('pt.score_percent', '>=', f.score_percent_min));
    if (f.score_percent_max !== undefined) parts.push(eb('pt.score_percent', '<=', f.score_percent_max));
    if (f.job_fit_min !== undefined) parts.push(eb('pt.job_fit', '>=', f.job_fit_min));
    if (f.job_fit_max !== undefined) parts.push(eb('pt.job_fit', '<=', f.job_fit_max));
    if (f.participant_ids?.length) parts.push(eb('pt.id', 'in', f.participant_ids));
    const search = f.search?.trim().toLowerCase();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(
        eb.or(
          ['pt.name', 'pt.email', 'pt.participant_code'].map(
            (ref) => sql<SqlBool>`lower(${sql.ref(ref)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(parts);
  };
}

type Db = Kysely<Database> | Transaction<Database>;

// The participants export's reads. Each reads one chunk or one small list, never in a long
// transaction, so an export of a large project does not hold the database.

/** The participants of a project an export holds. */
function exportedParticipants(db: Db, projectId: number, filters: ParticipantExportRequest) {
  return db.selectFrom('participants as pt').where(participantFilter(projectId, filters));
}

export async function countExportedParticipants(
  db: Db,
  projectId: number,
  filters: ParticipantExportRequest,
): Promise<number> {
  const row = await exportedParticipants(db, projectId, filters)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUserLocale(db: Db, userId: number) {
  return rowWhere(db, 'users', ['locale'], { id: userId });
}

/** The project's competences, in the project's order. */
export function listProjectCompetences(db: Db, projectId: number) {
  return projectCompetencesOf(db, projectId)
    .select(['pc.competence_id', 'c.name', 'c.translations_json'])
    .orderBy('pc.position')
    .orderBy('pc.id')
    .execute();
}

/** The kept blueprint versions that scored a project instrument's results, each once. */
export function listResultBlueprintVersions(db: Db, projectInstrumentId: number) {
  return db
    .selectFrom('results as r')
    .innerJoin('submissions as s', 's.id', 'r.submission_id')
    .innerJoin('scoring_blueprint_versions as bv', (join) =>
      join.onRef('bv.blueprint_id', '=', 'r.blueprint_id').onRef('bv.version', '=', 'r.blueprint_version'),
    )
    .select(['bv.blueprint_id', 'bv.version', 'bv.definition_json'])
    .distinct()
    .where('s.project_instrument_id', '=', projectInstrumentId)
    .execute();
}

/** The project's instruments, in the project's order. */
export function listProjectInstruments(db: Db, projectId: number) {
  return projectInstrumentsOf(db, projectId)
    .select(['pi.id', 'pi.instrument_id', 'i.name', 'i.kind'])
    .orderBy('pi.position')
    .orderBy('pi.id')
    .execute();
}

/** Which of these flag kinds were recorded for the exported participants. */
export function listRecordedFlagKinds(
  db: Db,
  projectId: number,
  filters: ParticipantExportRequest,
  kinds: readonly string[],
) {
  return db
    .selectFrom('proctoring_events as e')
    .select('e.kind')
    .distinct()
    .where('e.kind', 'in', kinds)
    .where('e.participant_id', 'in', exportedParticipants(db, projectId, filters).select('pt.id'))
    .execute();
}

/** Per participant and flag kind, how many were recorded. */
export function countFlagsByParticipant(db: Db, ids: number[], kinds: string[]) {
  return db
    .selectFrom('proctoring_events')
    .select((eb) => ['participant_id', 'kind', eb.fn.countAll().as('n')])
    .where('participant_id', 'in', ids)
    .where('kind', 'in', kinds)
    .groupBy(['participant_id', 'kind'])
    .execute();
}

/** Up to `limit` exported participants after `afterId`, with the Summary sheet's columns. */
export function listSummaryRows(
  db: Db,
  projectId: number,
  filters: ParticipantExportRequest,
  afterId: number,
  limit: number,
) {
  return (
    exportedParticipants(db, projectId, filters)
      // A candidate an applicant tracking system sent carries its ids (the ATS feature's rows).
      .leftJoin('ats_sends as ats', 'ats.participant_id', 'pt.id')
      .select([
        'ats.ats_candidate_id',
        'ats.ats_application_id',
        'pt.id',
        'pt.participant_code',
        'pt.name',
        'pt.email',
        'pt.phone',
        'pt.city',
        'pt.status',
        'pt.invited_at',
        'pt.created_at',
        'pt.registered_at',
        'pt.started_at',
        'pt.completed_at',
        'pt.score_percent',
        'pt.number_correct',
        'pt.max_score',
        'pt.job_fit',
        'pt.job_fit_json',
        'pt.competences_json',
        'pt.starred',
        'pt.shortlisted',
      ])
      .where('pt.id', '>', afterId)
      .orderBy('pt.id')
      .limit(limit)
      .execute()
  );
}

/**
 * Up to `limit` exported participants after `afterId`, with their result of one project
 * instrument; the result's JSON only when `withScores` (a dimensionless instrument never needs it).
 */
export function listInstrumentRows(
  db: Db,
  projectId: number,
  filters: ParticipantExportRequest,
  projectInstrumentId: number,
  withScores: boolean,
  afterId: number,
  limit: number,
) {
  return exportedParticipants(db, projectId, filters)
    .leftJoin('submissions as s', (join) =>
      join.onRef('s.participant_id', '=', 'pt.id').on('s.project_instrument_id', '=', projectInstrumentId),
    )
    .leftJoin('results as r', 'r.submission_id', 's.id')
    .select(['pt.id', 'pt.participant_code', 'pt.name', 'r.number_correct', 'r.max_score', 'r.created_at'])
    .$if(withScores, (q) => q.select(['r.result_json', 'r.blueprint_id', 'r.blueprint_version']))
    .where('pt.id', '>', afterId)
    .orderBy('pt.id')
    .limit(limit)
    .execute();
}
