import type { Deps } from '../../src/deps';
import { nowIso } from '../../src/lib/clock';
import { parseContent } from '../../src/modules/instruments/instrument-content';
import { newParticipantCode } from '../../src/modules/projects/participant-code';
import { scoreParticipantJob } from '../../src/modules/scoring-runs/scoring-runs.service';
import { enrolParticipant } from '../../src/modules/test-attempts/sittings.service';

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
  const subs = await deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select((eb) => ['s.id', eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json')])
    .where('s.participant_id', '=', id)
    .execute();
  for (const sub of subs) {
    const items = parseContent(sub.content_json).sections.flatMap((s) => s.items) as Array<{
      id: string;
      type?: string;
      key?: string | null;
      options?: Array<{ id: string }>;
    }>;
    const answers = items
      .filter((i) => i.key && i.options?.length)
      .map((item, n) => ({
        submission_id: sub.id,
        item_id: item.id,
        value: n < p.correct ? item.key! : item.options!.find((o) => o.id !== item.key)!.id,
        answered_at: now,
      }));
    for (const item of items)
      if (item.type === 'likert' && item.options?.length)
        answers.push({
          submission_id: sub.id,
          item_id: item.id,
          value: item.options[Math.floor((item.options.length - 1) / 2)].id,
          answered_at: now,
        });
    if (answers.length) await deps.db.insertInto('answers').values(answers).execute();
    await deps.db
      .updateTable('submissions')
      .set({ state: 'finished', started_at: now, finished_at: now })
      .where('id', '=', sub.id)
      .execute();
  }
  if (p.score !== false) await scoreParticipantJob(deps, { participantId: id });
  return { id, code };
}
