// Participants for the export and candidate suites (not a test file itself).

import { nowIso } from '../../src/lib/clock';
import { parseContent } from '../../src/modules/instruments/instrument-content';
import { scoreParticipantJob } from '../../src/modules/scoring-runs/scoring-runs.service';
import { enrolParticipant } from '../../src/modules/test-attempts/sittings.service';
import type { TestApp } from '../harness';

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
  const subs = await t.deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select((eb) => ['s.id', eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json')])
    .where('s.participant_id', '=', participantId)
    .execute();
  for (const sub of subs) {
    const items = parseContent(sub.content_json).sections.flatMap((s) => s.items) as Array<{
      id: string;
      type?: string;
      options?: Array<{ id: string }>;
    }>;
    const answers = items
      .filter((i) => i.type === 'likert' && i.options?.length)
      .map((i) => ({
        submission_id: sub.id,
        item_id: i.id,
        value: (i.options as Array<{ id: string }>)[Math.floor(((i.options as unknown[]).length - 1) / 2)].id,
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
