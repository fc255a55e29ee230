import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';

type Db = Kysely<Database>;

/** Who reads the analyses: a participant's reports, or the scoring of a project's participants. */
export type AnalysisReader = { participantId: number } | { projectId: number };

/**
 * The finished evidence analyses of these instruments the reader may draw on: those over every
 * tenant's data (an admin's) and those of the consultant account the reader's corporate (the
 * participant's or the project's) belongs to, newest first; never another consultant's study.
 */
export function listFinishedAnalysesFor(db: Db, reader: AnalysisReader, instrumentIds: readonly number[]) {
  const readerCorporate =
    'projectId' in reader
      ? db.selectFrom('projects').select('account_corporate_id').where('id', '=', reader.projectId)
      : db.selectFrom('participants').select('account_corporate_id').where('id', '=', reader.participantId);
  const consultant = db
    .selectFrom('corporate_accounts as ca')
    .select('ca.account_consultant_id')
    .where('ca.id', '=', readerCorporate);
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
  return rowWhere(db, 'evidence_analyses', ['result_json'], { id: analysisId });
}
