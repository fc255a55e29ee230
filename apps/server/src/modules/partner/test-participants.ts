import type { TestApp } from '../../../test/harness';

// Test set-up shared by the partner, proctoring and access-code suites (not a test file itself).

export async function demoProjectId(t: TestApp): Promise<number> {
  const row = await t.deps.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Graduate Intake 2026 (demo)')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sends the multipart registration form for a participant code. */
export async function registerParticipant(t: TestApp, participantCode: string, email = 'p@example.com') {
  const boundary = '----asesa-partner';
  const fields = { participantCode, name: 'Putri Partner', email, phone: '0812', is_agree_tnc: 'true' };
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${boundary}--\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/test-activities/submit',
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.statusCode !== 200) throw new Error(`submit answered ${res.statusCode}: ${res.body}`);
}

/**
 * A fresh registered participant of the demo project (through an access code, as a candidate
 * would arrive) with its submissions in test order.
 */
export async function freshParticipant(t: TestApp, consultant: string) {
  const projectId = await demoProjectId(t);
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
