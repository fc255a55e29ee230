import type { Deps } from '../../src/deps';
import { nowIso } from '../../src/lib/clock';
import { newParticipantCode } from '../../src/modules/projects/participant-code';
import { scoreParticipantJob } from '../../src/modules/scoring-runs/scoring-runs.service';
import { enrolParticipant } from '../../src/modules/test-attempts/sittings.service';
import { middleOption, servedItemsOf } from './served-items';

/**
 * For tests: a participant of `projectId` who finished every instrument with the first `correct`
 * keyed items right and the others wrong, every Likert statement at the middle of its scale (an
 * inventory left blank cannot be scored), scored by the real pipeline unless `score` is false.
 */
export async function finishedParticipant(
  deps: Deps,
  p: {
    projectId: number;
    corporateId: number;
    name: string;
    correct: number;
    city?: string;
    score?: boolean;
  },
): Promise<{ id: number; code: string }> {
  const code = newParticipantCode();
  const { id } = await enrolParticipant(deps.db, {
    projectId: p.projectId,
    corporateId: p.corporateId,
    code,
    name: p.name,
    email: `${p.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  });
  const now = nowIso();
  await deps.db
    .updateTable('participants')
    .set({ status: 'completed', city: p.city ?? '', registered_at: now, started_at: now, completed_at: now })
    .where('id', '=', id)
    .execute();
  for (const { submissionId, items } of await servedItemsOf(deps.db, id)) {
    const answers = items
      .filter((i) => i.key && i.options?.length)
      .map((item, n) => ({
        submission_id: submissionId,
        item_id: item.id,
        value: n < p.correct ? item.key! : item.options!.find((o) => o.id !== item.key)!.id,
        answered_at: now,
      }));
    for (const item of items)
      if (item.type === 'likert' && item.options?.length)
        answers.push({
          submission_id: submissionId,
          item_id: item.id,
          value: middleOption(item.options),
          answered_at: now,
        });
    if (answers.length) await deps.db.insertInto('answers').values(answers).execute();
    await deps.db
      .updateTable('submissions')
      .set({ state: 'finished', started_at: now, finished_at: now })
      .where('id', '=', submissionId)
      .execute();
  }
  if (p.score !== false) await scoreParticipantJob(deps, { participantId: id });
  return { id, code };
}
