import { PARTNER_SIGNATURE_HEADER, PARTNER_TIMESTAMP_HEADER } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type ReceivedRequest, startRecordingReceiver } from '../../../test/support/recording-receiver';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';
import { freshParticipant } from '../../../test/support/test-participants';
import { rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { partnerSignature } from './partner-delivery';

// A partner's endpoint: records what it receives and answers the queued statuses in turn.
let server: Awaited<ReturnType<typeof startRecordingReceiver>>;
let received: ReceivedRequest[];
let answers: number[];
let callbackUrl: string;

let t: TestApp;
let consultant: string;
let outsider: string;

beforeAll(async () => {
  server = await startRecordingReceiver();
  ({ received, answers } = server);
  callbackUrl = `${server.origin}/hooks/asesa`;
  // The partner's endpoint here is on loopback, which the server refuses to send to unless the
  // operator allows the range (OUTBOUND_ALLOWED_RANGES), as for an on-premise ATS.
  t = await startTestApp({ env: { OUTBOUND_ALLOWED_RANGES: '127.0.0.1/32' } });
  consultant = await t.signIn('consultant');
  outsider = (await rivalTenant(t, { slug: 'rival-partner' })).token;
  await t.deps.db
    .updateTable('corporate_accounts')
    .set({ callback_url: callbackUrl })
    .where('slug', '=', 'demo')
    .execute();
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const finishSubmission = (id: number) =>
  t.deps.db
    .updateTable('submissions')
    .set({ state: 'finished', finished_at: nowIso() })
    .where('id', '=', id)
    .execute();

/** The event a partner is sent when participant `p` finishes the section of this submission. */
const finishedSection = (p: { code: string }, submissionId: number) => ({
  participant_code: p.code,
  event: 'finish_section' as const,
  submission_id: submissionId,
});

/** Runs the due jobs, then makes retries due at once (the queue backs off in seconds). */
async function runJobs() {
  await t.deps.jobs.drain();
  await t.deps.jobs.retryNow();
}

/** The partner event as stored now (its delivery status and attempts). */
const eventRow = (id: number) =>
  t.deps.db.selectFrom('partner_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('partner/send-event', () => {
  it('delivers a signed event to the callback_url the partner can verify with its secret', async () => {
    const p = await freshParticipant(t, consultant);
    await finishSubmission(p.submissions[0]);
    const sent = await t.callOk('partner/send-event', finishedSection(p, p.submissions[0]));
    expect(sent).toMatchObject({ queued: true, status: 'queued' });
    received.length = 0;
    await runJobs();
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      id: sent.id,
      event: 'finish_section' as const,
      participant_code: p.code,
      submission_id: p.submissions[0],
    });
    const { secret } = await t.callOk('partner/secret', { account_corporate_id: p.corporateId }, consultant);
    const timestamp = String(delivery.headers[PARTNER_TIMESTAMP_HEADER]);
    expect(delivery.headers[PARTNER_SIGNATURE_HEADER]).toBe(
      partnerSignature(secret, timestamp, delivery.body),
    );
    expect(delivery.headers[PARTNER_SIGNATURE_HEADER]).not.toBe(
      partnerSignature('wrong', timestamp, delivery.body),
    );
    const row = await eventRow(sent.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, response_status: 200 });

    // Reporting the same section again is answered with the first event, not sent twice.
    const again = await t.callOk('partner/send-event', finishedSection(p, p.submissions[0]));
    expect(again.id).toBe(sent.id);
    await runJobs();
    expect(received).toHaveLength(1);
  });

  it('retries a failed delivery with back-off, recording each attempt, until it succeeds', async () => {
    const p = await freshParticipant(t, consultant);
    await t.deps.db
      .updateTable('participants')
      .set({ status: 'completed' })
      .where('id', '=', p.participantId)
      .execute();
    received.length = 0;
    answers.push(500, 503);
    const sent = await t.callOk('partner/send-event', { participant_code: p.code, event: 'finish' });
    await t.deps.jobs.drain();
    let row = await eventRow(sent.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, response_status: 500 });
    expect(row.last_error).toBe('The callback answered HTTP 500');
    const job = await t.deps.db
      .selectFrom('jobs')
      .select(['run_after', 'status'])
      .where('id', '=', row.job_id!)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('queued');
    expect(job.run_after > nowIso()).toBe(true);
    await runJobs();
    await runJobs();
    await runJobs();
    row = await eventRow(sent.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, response_status: 200, last_error: null });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
  });

  it('gives up after the last attempt and marks the event failed', async () => {
    const p = await freshParticipant(t, consultant);
    await finishSubmission(p.submissions[0]);
    answers.push(500, 500, 500, 500, 500);
    const sent = await t.callOk('partner/send-event', finishedSection(p, p.submissions[0]));
    for (let i = 0; i < 6; i++) await runJobs();
    const row = await eventRow(sent.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('refuses another participant’s submission, an unfinished section and an unfinished test', async () => {
    const p = await freshParticipant(t, consultant);
    const other = await freshParticipant(t, consultant);
    await finishSubmission(other.submissions[0]);
    await expectRefusal(t.call('partner/send-event', finishedSection(p, other.submissions[0])), {
      status: 404,
      message: 'Submission not found.',
    });
    await expectRefusal(t.call('partner/send-event', finishedSection(p, p.submissions[0])), {
      status: 409,
      message: 'This section is not finished yet.',
    });
    const early = await t.call('partner/send-event', { participant_code: p.code, event: 'finish' });
    expect(early.status).toBe(409);
    const unknown = await t.call('partner/send-event', {
      participant_code: 'NOPE-NOPE-NOPE',
      event: 'finish',
    });
    expect(unknown.status).toBe(404);
    await expectRefusal(t.call('partner/send-event', { participant_code: p.code, event: 'hacked' }), {
      status: 400,
      message: 'event: event must be one of finish_section, finish, expired',
    });
  });

  it('reports an expired code (and only an expired one)', async () => {
    const p = await freshParticipant(t, consultant);
    const notYet = await t.call('partner/send-event', { participant_code: p.code, event: 'expired' });
    expect(notYet.status).toBe(409);
    await t.deps.db
      .updateTable('participants')
      .set({ code_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', p.participantId)
      .execute();
    const res = await t.callOk('partner/send-event', { participant_code: p.code, event: 'expired' });
    expect(res.status).toBe('queued');
  });

  it('records without sending when the corporate has no callback_url', async () => {
    const p = await freshParticipant(t, consultant);
    await finishSubmission(p.submissions[0]);
    await t.deps.db
      .updateTable('corporate_accounts')
      .set({ callback_url: '' })
      .where('id', '=', p.corporateId)
      .execute();
    try {
      const res = await t.callOk('partner/send-event', finishedSection(p, p.submissions[0]));
      expect(res).toMatchObject({ queued: false, status: 'skipped' });
    } finally {
      await t.deps.db
        .updateTable('corporate_accounts')
        .set({ callback_url: callbackUrl })
        .where('id', '=', p.corporateId)
        .execute();
    }
  });
});

describe('partner events never go inside the server’s network', () => {
  it('refuses a loopback callback without the operator’s range: failed at once, nothing sent, no retry', async () => {
    const p = await freshParticipant(t, consultant);
    await finishSubmission(p.submissions[0]);
    const allowed = t.deps.env.OUTBOUND_ALLOWED_RANGES;
    t.deps.env.OUTBOUND_ALLOWED_RANGES = '';
    try {
      received.length = 0;
      const sent = await t.callOk('partner/send-event', finishedSection(p, p.submissions[0]));
      await runJobs();
      await runJobs();
      expect(received).toHaveLength(0);
      const row = await eventRow(sent.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1, response_status: null });
      expect(row.last_error).toMatch(/^InwardAddressError: 127\.0\.0\.1 is inside the server's network$/);
    } finally {
      t.deps.env.OUTBOUND_ALLOWED_RANGES = allowed;
    }
  });
});

describe('partner/secret', () => {
  it('is the consultant’s to read and rotate; other tenants get 404, collaborators 403', async () => {
    const corporateId = await idOfRow(t, 'corporate_accounts', 'slug', 'demo');
    const first = await t.callOk('partner/secret', { account_corporate_id: corporateId }, consultant);
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.frame_origins).toEqual([new URL(callbackUrl).origin]);
    const same = await t.callOk('partner/secret', { account_corporate_id: corporateId }, consultant);
    expect(same.secret).toBe(first.secret);
    const rotated = await t.callOk(
      'partner/secret',
      { account_corporate_id: corporateId, rotate: true },
      consultant,
    );
    expect(rotated.secret).not.toBe(first.secret);
    const admin = await t.signIn('admin');
    expect((await t.callOk('partner/secret', { account_corporate_id: corporateId }, admin)).secret).toBe(
      rotated.secret,
    );
    expect((await t.call('partner/secret', { account_corporate_id: corporateId }, outsider)).status).toBe(
      403,
    );
    const otherConsultantId = await idOfRow(t, 'corporate_accounts', 'slug', 'rival-partner');
    expect(
      (await t.call('partner/secret', { account_corporate_id: otherConsultantId }, consultant)).status,
    ).toBe(404);
  });
});
