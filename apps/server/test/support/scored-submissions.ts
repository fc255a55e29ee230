import { nowIso } from '../../src/lib/clock';
import { scoreParticipantJob } from '../../src/modules/scoring-runs/scoring-runs.service';
import type { TestApp } from '../harness';

/** One answer as the participant gave it: the item's id and the chosen value. */
export interface GivenAnswer {
  itemId: string;
  value: string;
}

/**
 * The participant's submission answered as given and finished, then scored by the real scoring job;
 * answers the stored result with the version of the instrument it was scored against.
 */
export async function answerAndScore(
  t: TestApp,
  person: { id: number; submissionId: number },
  answers: readonly GivenAnswer[],
) {
  const now = nowIso();
  await t.deps.db
    .insertInto('answers')
    .values(
      answers.map((a) => ({
        submission_id: person.submissionId,
        item_id: a.itemId,
        value: a.value,
        answered_at: now,
      })),
    )
    .execute();
  await t.deps.db
    .updateTable('submissions')
    .set({ state: 'finished', finished_at: now })
    .where('id', '=', person.submissionId)
    .execute();
  await scoreParticipantJob(t.deps, { participantId: person.id });
  return t.deps.db
    .selectFrom('results as r')
    .innerJoin('instrument_versions as v', 'v.id', 'r.instrument_version_id')
    .select(['v.version', 'r.number_correct', 'r.max_score', 'r.result_json'])
    .where('r.participant_id', '=', person.id)
    .executeTakeFirstOrThrow();
}
