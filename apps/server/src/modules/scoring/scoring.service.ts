import { type Blueprint, ENGINE_VERSION, scoreBlueprint } from '@asesa/scoring';
import type { Deps } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { parseContent, type StoredContent } from '../instruments/instrument-content';
import { instrumentScoringBlueprint } from '../quiz-scorings/quiz-scorings.service';
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

/**
 * Scores every finished submission of a participant through packages/scoring, records each
 * result with the engine and blueprint versions that made it, and marks the participant scored.
 * Re-running it replaces the results, so a recalculation is reproducible.
 */
export async function scoreParticipantJob(deps: Deps, payload: { participantId: number }): Promise<void> {
  const subs = await deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select(['s.id', 's.state', 'v.id as version_id', 'v.instrument_id', 'v.content_json'])
    .where('s.participant_id', '=', payload.participantId)
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
          created_at: now,
        })
        .execute();
    }
    await trx
      .updateTable('participants')
      .set({
        status: 'scored',
        number_correct: scored.reduce((n, s) => n + s.result.numberCorrect, 0),
        max_score: scored.reduce((n, s) => n + s.result.maxScore, 0),
        updated_at: now,
      })
      .where('id', '=', payload.participantId)
      .execute();
  });
}
