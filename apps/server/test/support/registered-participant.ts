import { expect } from 'vitest';
import { newParticipantCode } from '../../src/modules/projects/participant-code';
import { enrolParticipant } from '../../src/modules/test-attempts/sittings.service';
import type { TestApp } from '../harness';
import { submitRegistration } from './journey.fixtures';

// Shared by the test-engine, scoring and instrument-version suites (not a test file itself).

/**
 * A participant invited straight into a project of the demo corporate who has registered through
 * the landing form; answers its code, id, its submissions in test order and the attempt and
 * submission of its first instrument.
 */
export async function registeredParticipant(t: TestApp, projectId: number, name = 'Nadia') {
  const code = newParticipantCode();
  const email = `${code.toLowerCase()}@example.com`;
  const row = await enrolParticipant(t.deps.db, { projectId, corporateId: 1, code, name, email });
  const res = await submitRegistration(t, { participantCode: code, name, email, is_agree_tnc: 'true' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const home = await t.callOk('test-activities/home', { participant_code: code });
  const submissions = (home.instruments as { submission_id: number }[]).map((i) => i.submission_id);
  return {
    code,
    id: row.id,
    attemptId: home.instruments[0].attempt_id,
    submissionId: submissions[0],
    submissions,
  };
}
