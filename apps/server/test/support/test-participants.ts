import type { TestApp } from '../harness';
import { demoProject } from '../tenants';
import { submitRegistration } from './journey.fixtures';

// Test set-up shared by the partner, proctoring and access-code suites (not a test file itself).

/** Sends the multipart registration form for a participant code. */
export async function registerParticipant(t: TestApp, participantCode: string, email = 'p@example.com') {
  const res = await submitRegistration(t, {
    participantCode,
    name: 'Putri Partner',
    email,
    phone: '0812',
    is_agree_tnc: 'true',
  });
  if (res.status !== 200) throw new Error(`submit answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/**
 * A fresh registered participant of the demo project (through an access code, as a candidate
 * would arrive) with its submissions in test order.
 */
export async function freshParticipant(t: TestApp, consultant: string) {
  const projectId = (await demoProject(t)).id;
  const { codes } = await t.callOk('unique-codes/generate', { project_id: projectId, count: 1 }, consultant);
  const claimed = await t.callOk('test-activities/submit-code', { code: codes[0] });
  const code: string = claimed.code;
  await registerParticipant(t, code);
  const home = await t.callOk('test-activities/home', { participant_code: code });
  const submissions: number[] = home.instruments.map((i: { submission_id: number }) => i.submission_id);
  const participant = await t.deps.db
    .selectFrom('participants')
    .select(['id', 'account_corporate_id'])
    .where('participant_code', '=', code)
    .executeTakeFirstOrThrow();
  return { code, submissions, participantId: participant.id, corporateId: participant.account_corporate_id };
}
