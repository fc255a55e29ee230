import { type Blueprint, ENGINE_VERSION, type ScoreResult, scoreBlueprint } from '@asesa/scoring';
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
  const subs = await deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select(['s.id', 's.state', 'v.id as version_id', 'v.instrument_id', 'v.content_json'])
    .where('s.participant_id', '=', payload.participantId)
    .orderBy('pi.position')
    .execute();
  if (subs.some((s) => s.state !== 'finished'))
    throw new Error(`participant ${payload.participantId} has unfinished submissions`);

  const scored = await Promise.all(
    subs.map(async (sub) => {
      const answers = await deps.db
        .selectFrom('answers')
        .select(['item_id', 'value'])
        .where('submission_id', '=', sub.id)
        .execute();
      const content = parseContent(sub.content_json);
      // The instrument's scoring blueprint when it has one, else number correct.
      const scoring = await instrumentScoringBlueprint(
        deps,
        sub.instrument_id,
        content as unknown as ScoringContent,
      );
      const blueprint = scoring?.blueprint ?? instrumentBlueprint(sub.version_id, content);
      const result = scoreBlueprint(blueprint, responsesOf(blueprint.items, answers));
      return { sub, result, scoring };
    }),
  );

  const specs = await projectCompetenceSpecs(deps.db, participant.project_id);
  const dimensionZ = dimensionZOf(scored.map((s) => s.result));
  const competences = specs.map((spec) => scoreCompetence(spec, dimensionZ));
  const fit = scoreJobFit(specs, competences, `project-${participant.project_id}`);
  const numberCorrect = scored.reduce((n, s) => n + s.result.numberCorrect, 0);
  const maxScore = scored.reduce((n, s) => n + s.result.maxScore, 0);

  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    for (const { sub, result, scoring } of scored) {
      await trx.deleteFrom('results').where('submission_id', '=', sub.id).execute();
      await trx
        .insertInto('results')
        .values({
          participant_id: payload.participantId,
          submission_id: sub.id,
          instrument_version_id: sub.version_id,
          engine_version: ENGINE_VERSION,
          number_correct: result.numberCorrect,
          max_score: result.maxScore,
          result_json: JSON.stringify(result),
          blueprint_id: scoring?.blueprintId ?? null,
          blueprint_version: scoring?.version ?? null,
          norm_versions_json: JSON.stringify(normVersionsOf(result)),
          created_at: now,
        })
        .execute();
    }
    await trx
      .deleteFrom('participant_competences')
      .where('participant_id', '=', payload.participantId)
      .execute();
    if (competences.length) {
      await trx
        .insertInto('participant_competences')
        .values(
          competences.map((c) => ({
            participant_id: payload.participantId,
            project_id: participant.project_id,
            competence_id: c.competence_id,
            score: c.score,
            level: c.level,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('participants')
      .set({
        status: 'scored',
        number_correct: numberCorrect,
        max_score: maxScore,
        score_percent: maxScore > 0 ? (100 * numberCorrect) / maxScore : null,
        job_fit: fit.fit,
        job_fit_json: JSON.stringify(fit),
        competences_json: JSON.stringify(competences.map(storedCompetence)),
        updated_at: now,
      })
      .where('id', '=', payload.participantId)
      .execute();
  });
}
