// Participants for the export and candidate suites (not a test file itself).

import { nowIso } from '../../src/lib/clock';
import { scoreParticipantJob } from '../../src/modules/scoring-runs/scoring-runs.service';
import { enrolParticipant } from '../../src/modules/test-attempts/sittings.service';
import type { TestApp } from '../harness';
import { middleOption, servedItemsOf } from './served-items';

let codes = 0;
/** A participant added straight to a project (as an invitation would). */
export async function addParticipant(
  t: TestApp,
  project: { id: number; account_corporate_id: number },
  who: { name: string; email: string },
) {
  codes++;
  const row = await enrolParticipant(t.deps.db, {
    projectId: project.id,
    corporateId: project.account_corporate_id,
    code: `TEST-${project.id}-${String(codes).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    name: who.name,
    email: who.email,
  });
  return row.id;
}

/** The library's first competence made the project's competence (target level 3, weight 1); its id and name. */
export async function addFirstCompetence(t: TestApp, projectId: number) {
  const competence = await t.deps.db
    .selectFrom('competences')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('project_competences')
    .values({ project_id: projectId, competence_id: competence.id, target_level: 3, weight: 1, position: 0 })
    .execute();
  return competence;
}

/**
 * Finishes a participant's tests — no answers on the ability items, the middle of the scale on
 * every Likert statement (an inventory left blank cannot be scored) — and runs the real scoring job.
 */
export async function scoreParticipant(t: TestApp, participantId: number) {
  const now = nowIso();
  for (const sub of await servedItemsOf(t.deps.db, participantId)) {
    const answers = sub.items
      .filter((i) => i.type === 'likert' && i.options?.length)
      .map((i) => ({
        submission_id: sub.submissionId,
        item_id: i.id,
        value: middleOption(i.options!),
        answered_at: now,
      }));
    if (answers.length)
      await t.deps.db
        .insertInto('answers')
        .values(answers)
        .onConflict((oc) => oc.columns(['submission_id', 'item_id']).doNothing())
        .execute();
  }
  await t.deps.db
    .updateTable('submissions')
    .set({ state: 'finished', started_at: now, finished_at: now })
    .where('participant_id', '=', participantId)
    .execute();
  await t.deps.db
    .updateTable('participants')
    .set({ status: 'completed', completed_at: now })
    .where('id', '=', participantId)
    .execute();
  await scoreParticipantJob(t.deps, { participantId });
}
