import {
  type Blueprint,
  type BlueprintScorer,
  createScorer,
  ENGINE_VERSION,
  isScoringError,
  type ScoreResult,
} from '@asesa/scoring';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { announceScored } from '../../lib/participant-events';
import { parseContent, type StoredContent } from '../instruments/instrument-content';
import {
  type EvidenceReliability,
  evidenceAlphaOf,
  evidenceReliabilityFor,
} from '../instruments/instrument-reliability.service';
import { itemDefinitionsOf, responsesOf, type ScoringContent } from '../instruments/item-definitions';
import { participantRecords } from '../participants/participant-records.service';
import type { StoredCompetence } from '../participants/stored-scores';
import { instrumentScoringBlueprint } from '../scoring-blueprints/blueprint-definitions.service';
import { keepBlueprintVersion } from '../scoring-blueprints/blueprint-versions';
import {
  type CompetenceOutcome,
  type DimensionScore,
  type ProjectCompetenceSpec,
  scoreCompetence,
  scoreJobFit,
} from './competence-scoring';
import { projectCompetenceSpecs } from './competence-specs';
import {
  findParticipantProject,
  listAnswersOf,
  listProjectInstrumentContents,
  listSubmissionsOf,
  replaceParticipantCompetences,
  upsertResults,
} from './scoring-runs.repository';

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

/** Reliability of every (group) dimension a blueprint states one for. */
export function reliabilitiesOf(blueprint: Blueprint): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of [...(blueprint.dimensions ?? []), ...(blueprint.groupDimensions ?? [])])
    if (typeof d.reliability === 'number') out.set(d.id, d.reliability);
  return out;
}

/**
 * The participant's normed z per dimension (and group dimension) code over all instruments, with
 * its reliability (the evidence study's where one measured it, else the blueprint's; `measured`
 * names the codes whose reliability is the evidence's); first wins.
 */
export function dimensionScoresOf(
  results: ReadonlyArray<{
    result: ScoreResult;
    reliabilities: ReadonlyMap<string, number>;
    measured?: ReadonlySet<string>;
  }>,
): Map<string, DimensionScore> {
  const out = new Map<string, DimensionScore>();
  for (const { result, reliabilities, measured } of results) {
    for (const scores of [result.dimensions, result.groupDimensions]) {
      for (const [code, s] of Object.entries(scores)) {
        if (!s.scaled || !Number.isFinite(s.scaled.z) || out.has(code)) continue;
        const reliability = reliabilities.get(code) ?? null;
        out.set(code, {
          z: s.scaled.z,
          reliability,
          source: reliability === null ? null : measured?.has(code) ? 'evidence' : 'set-up',
        });
      }
    }
  }
  return out;
}

/**
 * A blueprint's reliabilities with the evidence study's α where it measured the scale (a negative α
 * says no consistency: 0), and the codes it measured.
 */
function withEvidence(
  setUp: ReadonlyMap<string, number>,
  codes: readonly string[],
  study: EvidenceReliability | undefined,
): { reliabilities: Map<string, number>; measured: Set<string> } {
  const reliabilities = new Map(setUp);
  const measured = new Set<string>();
  if (!study) return { reliabilities, measured };
  for (const code of codes) {
    const alpha = evidenceAlphaOf(study, code, codes.length);
    if (alpha === null) continue;
    reliabilities.set(code, Math.max(0, alpha));
    measured.add(code);
  }
  return { reliabilities, measured };
}

/** What competences_json keeps per competence (participants.competences_json). */
function storedCompetence(o: CompetenceOutcome): StoredCompetence {
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
    target_sten: o.target_sten,
    weight: o.weight,
    se_sten: o.se_sten,
    sten_band: o.sten_band,
    probability_met: o.probability_met,
    components: o.components,
    reason: o.reason,
    se_source: o.se_source,
  };
}

/** Everything scoring a project's participants needs, loaded once: per project instrument its scorer, and the competences. */
export interface ProjectScoring {
  projectId: number;
  instruments: Map<
    number,
    {
      versionId: number;
      items: Blueprint['items'];
      scorer: BlueprintScorer;
      /** Reliability per (group) dimension code, for competence SEs: the evidence's, else the set-up's. */
      reliabilities: Map<string, number>;
      /** The codes whose reliability is the evidence study's. */
      measured: Set<string>;
      blueprintId: number | null;
      blueprintVersion: number | null;
      /**
       * The instrument has adaptive sections: its candidates answer different items, so its number
       * correct stays out of the participant's overall percentage (its score is θ).
       */
      adaptive: boolean;
    }
  >;
  specs: ProjectCompetenceSpec[];
}

type InstrumentScoring = ProjectScoring['instruments'] extends Map<number, infer V> ? V : never;

/** Compiles each project instrument's blueprint (its own scoring blueprint, else number correct) once. */
export async function projectScoring(deps: Deps, projectId: number): Promise<ProjectScoring> {
  const rows = await listProjectInstrumentContents(deps.db, projectId);
  const instruments: ProjectScoring['instruments'] = new Map();
  const studies = await evidenceReliabilityFor(
    deps,
    { projectId },
    rows.map((r) => ({ instrumentId: r.instrument_id, version: r.version })),
  );
  for (const row of rows) {
    const content = parseContent(row.content_json);
    const scoring = await instrumentScoringBlueprint(
      deps,
      row.instrument_id,
      content as unknown as ScoringContent,
    );
    // Results will name this version: keep what it is first (once per version and process).
    if (scoring) await keepBlueprintVersion(deps.db, scoring.definition);
    const blueprint = scoring?.blueprint ?? instrumentBlueprint(row.version_id, content);
    instruments.set(row.id, {
      versionId: row.version_id,
      items: blueprint.items,
      scorer: createScorer(blueprint),
      ...withEvidence(
        reliabilitiesOf(blueprint),
        (blueprint.dimensions ?? []).map((d) => d.id),
        studies.get(`${row.instrument_id}:${row.version}`),
      ),
      blueprintId: scoring?.blueprintId ?? null,
      blueprintVersion: scoring?.version ?? null,
      adaptive: content.sections.some((section) => section.adaptive),
    });
  }
  return { projectId, instruments, specs: await projectCompetenceSpecs(deps.db, projectId) };
}

/**
 * Scores a batch of one project's participants: every finished submission through packages/scoring,
 * then the project's competences from the normed dimension scores, their levels and the job fit.
 * Each result records the engine, blueprint and norm versions that made it; each participant gets
 * score_percent, job_fit (+ its explanation or reason) and competences_json. Re-running replaces
 * everything, so a recalculation is reproducible. Reads are two queries for the whole batch; the
 * writes are short transactions of WRITE_BATCH participants.
 * Participants with an unfinished submission are skipped (or refused when `strict`).
 * Answers how many were scored.
 */
export async function scoreParticipants(
  deps: Deps,
  ctx: ProjectScoring,
  participantIds: readonly number[],
  { strict = false } = {},
): Promise<number> {
  if (participantIds.length === 0) return 0;
  const subs = await listSubmissionsOf(deps.db, participantIds);
  const answers = subs.length
    ? await listAnswersOf(
        deps.db,
        subs.map((s) => s.id),
      )
    : [];
  const answersBySub = new Map<number, Array<{ item_id: string; value: string }>>();
  for (const a of answers) {
    const list = answersBySub.get(a.submission_id);
    if (list) list.push(a);
    else answersBySub.set(a.submission_id, [a]);
  }
  const subsByParticipant = new Map<number, typeof subs>();
  for (const s of subs)
    subsByParticipant.set(s.participant_id, [...(subsByParticipant.get(s.participant_id) ?? []), s]);

  const unscorable: Array<{ participantId: number; reason: string }> = [];
  const scored = participantIds.flatMap((participantId): ScoredParticipant[] => {
    const own = subsByParticipant.get(participantId) ?? [];
    if (own.length === 0 || own.some((s) => s.state !== 'finished')) {
      if (strict) throw new Error(`participant ${participantId} has unfinished submissions`);
      return [];
    }
    let results: Array<{ sub: (typeof own)[number]; instrument: InstrumentScoring; result: ScoreResult }>;
    try {
      results = own.map((sub) => {
        const instrument = ctx.instruments.get(sub.project_instrument_id);
        if (!instrument) throw new Error(`submission ${sub.id} is not of project ${ctx.projectId}`);
        const responses = responsesOf(instrument.items, answersBySub.get(sub.id) ?? []);
        return { sub, instrument, result: instrument.scorer.score(responses) };
      });
    } catch (err) {
      // Answers the blueprint cannot score (say, every statement of a trait left out under the
      // person-mean policy) keep this participant unscored with the reason, and the others of
      // the batch are scored: one person must not stop a project's recalculation.
      if (!isScoringError(err)) throw err;
      unscorable.push({ participantId, reason: `These answers cannot be scored: ${err.message}` });
      return [];
    }
    const dimensionScores = dimensionScoresOf(
      results.map((r) => ({
        result: r.result,
        reliabilities: r.instrument.reliabilities,
        measured: r.instrument.measured,
      })),
    );
    const competences = ctx.specs.map((spec) => scoreCompetence(spec, dimensionScores));
    const fit = scoreJobFit(ctx.specs, competences, `project-${ctx.projectId}`);
    const fixedForms = results.filter((r) => !r.instrument.adaptive);
    const numberCorrect = fixedForms.reduce((n, r) => n + r.result.numberCorrect, 0);
    const maxScore = fixedForms.reduce((n, r) => n + r.result.maxScore, 0);
    return [{ participantId, results, competences, fit, numberCorrect, maxScore }];
  });
  if (unscorable.length) await writeUnscorable(deps, unscorable);
  if (scored.length === 0) return 0;

  // Writes go in small transactions: on SQLite one writer holds the file lock, and the
  // participants answering meanwhile must get it within a few milliseconds (the write gate lets
  // them in between two transactions; hot-path/write-gate.ts).
  for (let i = 0; i < scored.length; i += WRITE_BATCH)
    await writeScores(deps, ctx.projectId, scored.slice(i, i + WRITE_BATCH));
  return scored.length;
}

/** Keeps who could not be scored 'completed', with no scores and the reason where job fit shows it. */
async function writeUnscorable(
  deps: Deps,
  rows: ReadonlyArray<{ participantId: number; reason: string }>,
): Promise<void> {
  const now = nowIso();
  for (const row of rows)
    await participantRecords.markUnscorable(
      deps.db,
      row.participantId,
      JSON.stringify({
        fit: null,
        reason: row.reason,
        formula: null,
        explanation: null,
        contributions: [],
      }),
      now,
    );
}

/** Participants written per transaction (a few hundred rows: a few milliseconds). */
const WRITE_BATCH = 50;

interface ScoredParticipant {
  participantId: number;
  results: Array<{
    sub: { id: number };
    instrument: {
      versionId: number;
      blueprintId: number | null;
      blueprintVersion: number | null;
      adaptive: boolean;
    };
    result: ScoreResult;
  }>;
  competences: CompetenceOutcome[];
  fit: ReturnType<typeof scoreJobFit>;
  numberCorrect: number;
  maxScore: number;
}

/** One transaction: the participants' results replaced, their competence rows and score columns set. */
async function writeScores(deps: Deps, projectId: number, scored: ScoredParticipant[]): Promise<void> {
  const now = nowIso();
  const resultRows = scored.flatMap((p) =>
    p.results.map(({ sub, instrument, result }) => ({
      participant_id: p.participantId,
      submission_id: sub.id,
      instrument_version_id: instrument.versionId,
      engine_version: ENGINE_VERSION,
      number_correct: result.numberCorrect,
      // An adaptive test's number correct is of the items the candidate was given: so is its
      // maximum (the engine's is the whole bank, which no candidate ever meets).
      max_score: instrument.adaptive ? result.ability.answeredKeyed : result.maxScore,
      result_json: JSON.stringify(result),
      blueprint_id: instrument.blueprintId,
      blueprint_version: instrument.blueprintVersion,
      norm_versions_json: JSON.stringify(normVersionsOf(result)),
      created_at: now,
    })),
  );
  const competenceRows = scored.flatMap((p) =>
    p.competences.map((c) => ({
      participant_id: p.participantId,
      project_id: projectId,
      competence_id: c.competence_id,
      score: c.score,
      level: c.level,
    })),
  );
  const ids = scored.map((p) => p.participantId);
  const scores = scored.map((p) => ({
    id: p.participantId,
    number_correct: p.numberCorrect,
    max_score: p.maxScore,
    score_percent: p.maxScore > 0 ? (100 * p.numberCorrect) / p.maxScore : null,
    job_fit: p.fit.fit,
    job_fit_json: JSON.stringify(p.fit),
    competences_json: JSON.stringify(p.competences.map(storedCompetence)),
  }));
  await deps.db.transaction().execute(async (trx) => {
    await upsertResults(trx, resultRows);
    await replaceParticipantCompetences(trx, ids, competenceRows);
    await participantRecords.markScored(trx, scores, now);
  });
}

/** The score-participant job: one participant who has just finished (refused while a test is unfinished). */
export async function scoreParticipantJob(deps: Deps, payload: { participantId: number }): Promise<void> {
  const participant = await findParticipantProject(deps.db, payload.participantId);
  if (!participant) throw new Error(`participant ${payload.participantId} does not exist`);
  const ctx = await projectScoring(deps, participant.project_id);
  await scoreParticipants(deps, ctx, [participant.id], { strict: true });
  // A candidate who finished is scored here: whoever waits for that (an ATS) is told.
  await announceScored(deps, [participant.id]);
}
