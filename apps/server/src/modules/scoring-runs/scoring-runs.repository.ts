import type { Insertable, Kysely, Transaction } from 'kysely';
import { projectCompetencesOf, projectFormsOf, servedFormContent } from '../../db/project-joins';
import type { Database } from '../../db/schema';
import { rowsWhere, rowWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// The scoring runs' queries: what a project's participants answered and how their scores are
// written back.

/** Participants of a project whose every submission is finished (and who have at least one). */
function scorableParticipants(db: Db, projectId: number) {
  return db
    .selectFrom('participants as pt')
    .where('pt.project_id', '=', projectId)
    .where('pt.status', 'in', ['completed', 'scored'])
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('submissions as s')
            .select('s.id')
            .whereRef('s.participant_id', '=', 'pt.id')
            .where('s.state', '=', 'finished'),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('submissions as s2')
              .select('s2.id')
              .whereRef('s2.participant_id', '=', 'pt.id')
              .where('s2.state', '!=', 'finished'),
          ),
        ),
      ]),
    );
}

export async function countScorableParticipants(db: Db, projectId: number): Promise<number> {
  const row = await scorableParticipants(db, projectId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The cheap candidates of a recalculation: participants in a finished status. */
function recalculationCandidates(db: Db, projectId: number) {
  return db
    .selectFrom('participants')
    .where('project_id', '=', projectId)
    .where('status', 'in', ['completed', 'scored']);
}

export async function countRecalculationCandidates(db: Db, projectId: number): Promise<number> {
  const row = await recalculationCandidates(db, projectId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next page of candidates after id `after`, in id order (keyset paging). */
export async function listRecalculationCandidateIds(
  db: Db,
  projectId: number,
  after: number,
  limit: number,
): Promise<number[]> {
  const rows = await recalculationCandidates(db, projectId)
    .select('id')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export function findParticipantProject(db: Db, participantId: number) {
  return rowWhere(db, 'participants', ['id', 'project_id'], { id: participantId });
}

/** Each project instrument with the content its participants answered (a variation's pinned form wins). */
export function listProjectInstrumentContents(db: Db, projectId: number) {
  return projectFormsOf(db, projectId)
    .select((eb) => ['pi.id', 'v.id as version_id', 'v.instrument_id', 'v.version', servedFormContent(eb)])
    .execute();
}

/** A project's competences in order, with their levels and the project's target and weight. */
export function listProjectCompetences(db: Db, projectId: number) {
  return projectCompetencesOf(db, projectId)
    .select(['c.id', 'c.code', 'c.name', 'c.levels_json', 'pc.target_level', 'pc.weight'])
    .orderBy('pc.position')
    .orderBy('pc.id')
    .execute();
}

/** The test dimensions (by code) these competences are computed from, with their weights. */
export function listCompetenceScorings(db: Db, competenceIds: number[]) {
  return db
    .selectFrom('competence_dimension_scorings as s')
    .innerJoin('test_dimensions as d', 'd.id', 's.test_dimension_id')
    .select(['s.competence_id', 'd.code', 's.weight'])
    .where('s.competence_id', 'in', competenceIds)
    .orderBy('s.id')
    .execute();
}

export function listSubmissionsOf(db: Db, participantIds: readonly number[]) {
  const submissionColumns = ['id', 'participant_id', 'state', 'project_instrument_id'] as const;
  return rowsWhere(
    db,
    'submissions',
    submissionColumns,
    { participant_id: participantIds },
    { orderBy: ['id'] },
  );
}

export function listAnswersOf(db: Db, submissionIds: number[]) {
  return rowsWhere(db, 'answers', ['submission_id', 'item_id', 'value'], { submission_id: submissionIds });
}

/**
 * Writes results, replacing a rescored submission's result in place: an upsert, since deleting
 * and inserting again rebalanced the table's pages and took most of a batch's time at 100,000
 * people. Multi-row inserts in slices keep under the engines' bound-parameter limits.
 */
export async function upsertResults(db: Db, rows: ReadonlyArray<Insertable<Database['results']>>) {
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('results')
      .values(rows.slice(i, i + 100))
      .onConflict((oc) =>
        oc.column('submission_id').doUpdateSet((eb) => ({
          participant_id: eb.ref('excluded.participant_id'),
          instrument_version_id: eb.ref('excluded.instrument_version_id'),
          engine_version: eb.ref('excluded.engine_version'),
          number_correct: eb.ref('excluded.number_correct'),
          max_score: eb.ref('excluded.max_score'),
          result_json: eb.ref('excluded.result_json'),
          blueprint_id: eb.ref('excluded.blueprint_id'),
          blueprint_version: eb.ref('excluded.blueprint_version'),
          norm_versions_json: eb.ref('excluded.norm_versions_json'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .execute();
}

/** Replaces these participants' competence rows. */
export async function replaceParticipantCompetences(
  db: Db,
  participantIds: number[],
  rows: ReadonlyArray<Insertable<Database['participant_competences']>>,
) {
  await db.deleteFrom('participant_competences').where('participant_id', 'in', participantIds).execute();
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('participant_competences')
      .values(rows.slice(i, i + 200))
      .execute();
}
