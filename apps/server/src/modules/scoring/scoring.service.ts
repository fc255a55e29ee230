import {
  type Blueprint,
  type BlueprintScorer,
  createScorer,
  ENGINE_VERSION,
  type ScoreResult,
} from '@asesa/scoring';
import type { Deps } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { parseContent, type StoredContent } from '../instruments/instrument-content';
import { instrumentScoringBlueprint } from '../quiz-scorings/quiz-scorings.service';
import { type CompetenceOutcome, scoreCompetence, scoreJobFit } from './competence-scoring';
import { projectCompetenceSpecs } from './competence-specs';
import { itemDefinitionsOf, responsesOf, type ScoringContent } from './item-definitions';

export const SCORE_PARTICIPANT_JOB = 'score-participant';

/**
 * The default blueprint of a published instrument version: every item type converted 1:1 from
 * the content, keyed items scoring towards number correct. An instrument's own scoring blueprint
 * (norms, dimensions) replaces this default when it has one.
 */
export function instrumentBlueprint(versionId: number, content: StoredContent): Blueprint {
  return {
    id: `instrument-version-${versionId}`,
    version: '1',
    missingPolicy: 'zero',
    items: itemDefinitionsOf(content as unknown as ScoringContent, { indicators: null }),
  };
}

/** {dimension or group code: norm version} of every normed score in a result. */
export function normVersionsOf(result: ScoreResult): Record<string, string> {
  const out: Record<string, string> = {};
  for (const scores of [result.dimensions, result.groupDimensions]) {
    for (const [code, s] of Object.entries(scores)) if (s.scaled) out[code] = s.scaled.normVersion;
  }
  return out;
}

/** The participant's normed z per dimension (and group dimension) code over all instruments; first wins. */
export function dimensionZOf(results: readonly ScoreResult[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of results) {
    for (const scores of [r.dimensions, r.groupDimensions]) {
      for (const [code, s] of Object.entries(scores)) {
        if (s.scaled && Number.isFinite(s.scaled.z) && !out.has(code)) out.set(code, s.scaled.z);
      }
    }
  }
  return out;
}

/** What competences_json keeps per competence (participants.competences_json). */
function storedCompetence(o: CompetenceOutcome) {
  return {
    competence_id: o.competence_id,
    code: o.code,
    name: o.name,
    score: o.score,
    z: o.z,
    level: o.level,
    label: o.label,
    colour: o.colour,
    text_colour: o.text_colour,
    target_level: o.target_level,
    weight: o.weight,
    components: o.components,
    reason: o.reason,
  };
}
export type StoredCompetence = ReturnType<typeof storedCompetence>;

/** How one instrument of a project is scored: its pinned version's blueprint, compiled once. */
interface InstrumentScoring {
  versionId: number;
  scorer: BlueprintScorer;
  scoring: { blueprintId: number; version: number } | null;
}

/** Everything a project's scoring needs, loaded once per job (not once per participant). */
export interface ProjectScoringContext {
  projectId: number;
  instruments: Map<number, InstrumentScoring>;
  specs: Awaited<ReturnType<typeof projectCompetenceSpecs>>;
}

export async function projectScoringContext(deps: Deps, projectId: number): Promise<ProjectScoringContext> {
  const rows = await deps.db
    .selectFrom('project_instruments as pi')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select(['pi.id', 'v.id as version_id', 'v.instrument_id', 'v.content_json'])
    .where('pi.project_id', '=', projectId)
    .execute();
  const instruments = new Map<number, InstrumentScoring>();
  for (const row of rows) {
    const content = parseContent(row.content_json);
    // The instrument's scoring blueprint when it has one, else number correct.
    const scoring = await instrumentScoringBlueprint(
      deps,
      row.instrument_id,
      content as unknown as ScoringContent,
    );
    const blueprint = scoring?.blueprint ?? instrumentBlueprint(row.version_id, content);
    instruments.set(row.id, {
      versionId: row.version_id,
      scorer: createScorer(blueprint),
      scoring: scoring ? { blueprintId: scoring.blueprintId, version: scoring.version } : null,
    });
  }
  return { projectId, instruments, specs: await projectCompetenceSpecs(deps.db, projectId) };
}

interface SubmissionRow {
  id: number;
  participant_id: number;
  project_instrument_id: number;
  state: string;
}
type AnswerRow = { submission_id: number; item_id: string; value: string };

/** One participant's scores, computed in memory and written by saveScores. */
interface ParticipantScores {
  participantId: number;
  results: { submissionId: number; versionId: number; result: ScoreResult; inst: InstrumentScoring }[];
  competences: CompetenceOutcome[];
  fit: ReturnType<typeof scoreJobFit>;
  numberCorrect: number;
  maxScore: number;
}

function scoreOne(
  ctx: ProjectScoringContext,
  participantId: number,
  subs: SubmissionRow[],
  answers: Map<number, AnswerRow[]>,
): ParticipantScores {
  if (subs.some((s) => s.state !== 'finished'))
    throw new Error(`participant ${participantId} has unfinished submissions`);
  const results = subs.map((sub) => {
    const inst = ctx.instruments.get(sub.project_instrument_id);
    if (!inst) throw new Error(`submission ${sub.id} is not of project ${ctx.projectId}`);
    const result = inst.scorer.score(
      responsesOf(inst.scorer.compiled.blueprint.items, answers.get(sub.id) ?? []),
    );
    return { submissionId: sub.id, versionId: inst.versionId, result, inst };
  });
  const competences = ctx.specs.map((spec) =>
    scoreCompetence(spec, dimensionZOf(results.map((r) => r.result))),
  );
  return {
    participantId,
    results,
    competences,
    fit: scoreJobFit(ctx.specs, competences, `project-${ctx.projectId}`),
    numberCorrect: results.reduce((n, r) => n + r.result.numberCorrect, 0),
    maxScore: results.reduce((n, r) => n + r.result.maxScore, 0),
  };
}

/**
 * Scores a group of participants of the context's project: two reads (their submissions, then
 * their answers) and one short write transaction for the whole group.
 */
export async function scoreParticipants(
  deps: Deps,
  ctx: ProjectScoringContext,
  participantIds: readonly number[],
): Promise<void> {
  if (!participantIds.length) return;
  const subs = await deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .select(['s.id', 's.participant_id', 's.project_instrument_id', 's.state'])
    .where('s.participant_id', 'in', participantIds)
    .orderBy('s.participant_id')
    .orderBy('pi.position')
    .execute();
  const answers = new Map<number, AnswerRow[]>();
  if (subs.length) {
    const rows = await deps.db
      .selectFrom('answers')
      .select(['submission_id', 'item_id', 'value'])
      .where(
        'submission_id',
        'in',
        subs.map((s) => s.id),
      )
      .execute();
    for (const row of rows) {
      const list = answers.get(row.submission_id);
      if (list) list.push(row);
      else answers.set(row.submission_id, [row]);
    }
  }
  const bySubject = new Map<number, SubmissionRow[]>(participantIds.map((id) => [id, []]));
  for (const sub of subs) bySubject.get(sub.participant_id)?.push(sub);
  const scores = participantIds.map((id) => scoreOne(ctx, id, bySubject.get(id)!, answers));
  await saveScores(deps, ctx, scores);
}

/**
 * Scores every finished submission of a participant through packages/scoring, then the project's
 * competences from the normed dimension scores, their levels and the job fit. Each result records
 * the engine, blueprint and norm versions that made it; the participant gets score_percent,
 * job_fit and competences_json. Re-running it replaces everything, so a recalculation is
 * reproducible. All writes of one participant are one short transaction.
 */
export async function scoreParticipantJob(deps: Deps, payload: { participantId: number }): Promise<void> {
  const participant = await deps.db
    .selectFrom('participants')
    .select(['id', 'project_id'])
    .where('id', '=', payload.participantId)
    .executeTakeFirst();
  if (!participant) throw new Error(`participant ${payload.participantId} does not exist`);
  await scoreParticipants(deps, await projectScoringContext(deps, participant.project_id), [participant.id]);
}

/** Writes a group's results, competences and participant columns in one transaction. */
async function saveScores(
  deps: Deps,
  ctx: ProjectScoringContext,
  scores: ParticipantScores[],
): Promise<void> {
  const now = nowIso();
  const ids = scores.map((s) => s.participantId);
  const resultRows = scores.flatMap((p) =>
    p.results.map(({ submissionId, versionId, result, inst }) => ({
      participant_id: p.participantId,
      submission_id: submissionId,
      instrument_version_id: versionId,
      engine_version: ENGINE_VERSION,
      number_correct: result.numberCorrect,
      max_score: result.maxScore,
      result_json: JSON.stringify(result),
      blueprint_id: inst.scoring?.blueprintId ?? null,
      blueprint_version: inst.scoring?.version ?? null,
      norm_versions_json: JSON.stringify(normVersionsOf(result)),
      created_at: now,
    })),
  );
  const competenceRows = scores.flatMap((p) =>
    p.competences.map((c) => ({
      participant_id: p.participantId,
      project_id: ctx.projectId,
      competence_id: c.competence_id,
      score: c.score,
      level: c.level,
    })),
  );
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('results')
      .where('submission_id', 'in', resultRows.length ? resultRows.map((r) => r.submission_id) : [0])
      .execute();
    for (let i = 0; i < resultRows.length; i += INSERT_BATCH)
      await trx
        .insertInto('results')
        .values(resultRows.slice(i, i + INSERT_BATCH))
        .execute();
    await trx.deleteFrom('participant_competences').where('participant_id', 'in', ids).execute();
    for (let i = 0; i < competenceRows.length; i += INSERT_BATCH)
      await trx
        .insertInto('participant_competences')
        .values(competenceRows.slice(i, i + INSERT_BATCH))
        .execute();
    for (const p of scores) {
      await trx
        .updateTable('participants')
        .set({
          status: 'scored',
          number_correct: p.numberCorrect,
          max_score: p.maxScore,
          score_percent: p.maxScore > 0 ? (100 * p.numberCorrect) / p.maxScore : null,
          job_fit: p.fit.fit,
          job_fit_json: JSON.stringify(p.fit),
          competences_json: JSON.stringify(p.competences.map(storedCompetence)),
          updated_at: now,
        })
        .where('id', '=', p.participantId)
        .execute();
    }
  });
}

/** Rows per multi-row INSERT (well under SQLite's and PostgreSQL's bound-parameter limits). */
const INSERT_BATCH = 200;
