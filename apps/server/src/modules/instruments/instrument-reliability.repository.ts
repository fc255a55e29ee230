import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The finished evidence analyses of these instruments that a participant's reports may draw on:
 * those over every tenant's data (an admin's) and those of the consultant account the participant's
 * corporate belongs to, newest first; never another consultant's study.
 */
export function listFinishedAnalysesFor(db: Db, participantId: number, instrumentIds: readonly number[]) {
  const consultant = db
    .selectFrom('participants as pt')
    .innerJoin('corporate_accounts as ca', 'ca.id', 'pt.account_corporate_id')
    .select('ca.account_consultant_id')
    .where('pt.id', '=', participantId);
  return finishedAnalyses(db, consultant, instrumentIds);
}

/**
 * The same analyses for a project's scoring: those over every tenant's data and those of the
 * consultant account the project's corporate belongs to, newest first.
 */
export function listFinishedAnalysesForProject(db: Db, projectId: number, instrumentIds: readonly number[]) {
  const consultant = db
    .selectFrom('projects as pr')
    .innerJoin('corporate_accounts as ca', 'ca.id', 'pr.account_corporate_id')
    .select('ca.account_consultant_id')
    .where('pr.id', '=', projectId);
  return finishedAnalyses(db, consultant, instrumentIds);
}

/** Finished analyses of the instruments over every tenant's data or of `consultant` (a subquery of its id). */
function finishedAnalyses<QueryDb, Tables extends keyof QueryDb>(
  db: Db,
  consultant: SelectQueryBuilder<QueryDb, Tables, { account_consultant_id: number }>,
  instrumentIds: readonly number[],
) {
  return db
    .selectFrom('evidence_analyses as e')
    .select(['e.id', 'e.instrument_id', 'e.instrument_version', 'e.n', 'e.finished_at'])
    .where('e.status', '=', 'done')
    .where('e.instrument_id', 'in', [...instrumentIds])
    .where((eb) =>
      eb.or([eb('e.scope_consultant_id', 'is', null), eb('e.scope_consultant_id', '=', consultant)]),
    )
    .orderBy('e.id', 'desc')
    .execute();
}

export function findAnalysisResult(db: Db, analysisId: number) {
  return db
    .selectFrom('evidence_analyses')
    .select('result_json')
    .where('id', '=', analysisId)
    .executeTakeFirst();
}
