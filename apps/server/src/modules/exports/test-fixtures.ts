// Participants for the export and candidate suites (not a test file itself).

import type { TestApp } from '../../../test/harness';
import { nowIso } from '../../lib/clock';
import { insertParticipant } from '../projects/participants.repository';
import { scoreParticipantJob } from '../scoring/scoring.service';

let codes = 0;
/** A participant added straight to a project (as an invitation would). */
export async function addParticipant(
  t: TestApp,
  project: { id: number; account_corporate_id: number },
  who: { name: string; email: string },
) {
  codes++;
  const row = await insertParticipant(t.deps.db, {
    projectId: project.id,
    corporateId: project.account_corporate_id,
    code: `TEST-${project.id}-${String(codes).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    name: who.name,
    email: who.email,
  });
  return row.id;
}

/** Finishes a participant's tests with no answers and runs the real scoring job. */
export async function scoreParticipant(t: TestApp, participantId: number) {
  const now = nowIso();
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
