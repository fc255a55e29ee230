import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type ReceivedRequest, startRecordingReceiver } from '../../../test/support/recording-receiver';
import { scoreParticipant } from '../../../test/support/test-fixtures';
import { demoProject } from '../../../test/tenants';
import { GREENHOUSE_BASE } from './ats-greenhouse.routes';

// Greenhouse's Assessment Partner API as Greenhouse calls it: HTTP Basic with the key as the user
// name, its shapes (list_tests, send_test, test_status), and the completion PATCHed to the `url`
// it gave in send_test (a real local receiver stands in for Greenhouse).

let receiver: Awaited<ReturnType<typeof startRecordingReceiver>>;
let received: ReceivedRequest[];
let patchUrl: string;
let t: TestApp;
let key: string;
let projectId: number;
let corporateId: number;
let collaborator: string;

beforeAll(async () => {
  receiver = await startRecordingReceiver('{}');
  received = receiver.received;
  patchUrl = `${receiver.origin}/v1/partner/interviews/abc123`;
  t = await startTestApp({ env: { OUTBOUND_ALLOWED_RANGES: '127.0.0.1/32' } });
  collaborator = await t.signIn('collaborator');
  const demo = await demoProject(t);
  projectId = demo.id;
  corporateId = demo.account_corporate_id;
  key = (
    await t.callOk(
      'ats/keys/new',
      {
        account_corporate_id: demo.account_corporate_id,
        name: 'Greenhouse',
        scopes: ['results:read', 'tests:send'],
      },
      collaborator,
    )
  ).key;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const basic = () => ({ authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` });

describe('the Greenhouse adapter', () => {
  it('lists the tests as partner tests, with Basic auth only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${GREENHOUSE_BASE}/list_tests`, headers: basic() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([{ partner_test_id: String(projectId), partner_test_name: expect.any(String) }]),
    );
    expect((await t.app.inject({ method: 'GET', url: `${GREENHOUSE_BASE}/list_tests` })).statusCode).toBe(
      401,
    );
  });

  it('sends a test once per interview, reports its status, and PATCHes the completion to Greenhouse', async () => {
    const payload = {
      partner_test_id: String(projectId),
      candidate: {
        first_name: 'Gita',
        last_name: 'Greenhouse',
        email: 'gita.greenhouse@example.com',
        greenhouse_profile_url: 'https://app.greenhouse.io/people/4711?application_id=8080',
      },
      url: patchUrl,
    };
    const send = () =>
      t.app.inject({ method: 'POST', url: `${GREENHOUSE_BASE}/send_test`, headers: basic(), payload });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const { partner_interview_id } = first.json();
    expect(partner_interview_id).toMatch(/^gh_/);
    // Greenhouse retrying the same send names the same interview and creates no one new.
    expect((await send()).json()).toEqual({ partner_interview_id });
    const people = await t.deps.db
      .selectFrom('participants')
      .select('id')
      .where('email', '=', 'gita.greenhouse@example.com')
      .execute();
    expect(people).toHaveLength(1);
    const ids = await t.deps.db
      .selectFrom('ats_sends')
      .select(['ats_candidate_id', 'ats_application_id'])
      .where('request_id', '=', partner_interview_id)
      .executeTakeFirstOrThrow();
    expect(ids).toEqual({ ats_candidate_id: '4711', ats_application_id: '8080' });

    const status = (q: string) =>
      t.app.inject({
        method: 'GET',
        url: `${GREENHOUSE_BASE}/test_status?partner_interview_id=${q}`,
        headers: basic(),
      });
    const before = await status(partner_interview_id);
    expect(before.json()).toMatchObject({
      partner_status: 'invited',
      partner_profile_url: expect.stringContaining('/project/detail/'),
    });
    expect((await status('gh_unknown')).statusCode).toBe(404);

    received.length = 0;
    await scoreParticipant(t, people[0].id);
    await t.deps.jobs.drain();
    expect(received).toHaveLength(1);
    // Greenhouse's "Mark Test as Completed": a PATCH without parameters, authenticated as its own
    // calls are (the key as the HTTP Basic user name); it then reads test_status.
    expect(received[0].method).toBe('PATCH');
    expect(received[0].headers.authorization).toBe(basic().authorization);
    expect(received[0].body).toBe('');
    // The key is kept for it encrypted: the stored value is not the key.
    const kept = await t.deps.db
      .selectFrom('ats_keys')
      .select('callback_key_sealed')
      .where('prefix', '=', key.slice(0, 'asesa_'.length + 8))
      .executeTakeFirstOrThrow();
    expect(kept.callback_key_sealed).toMatch(/^v1\./);
    // The secret is base64url and may itself hold '_': take it by position, after `asesa_<8 hex>_`.
    expect(kept.callback_key_sealed).not.toContain(key.slice('asesa_'.length + 9));

    const after = await status(partner_interview_id);
    expect(after.json()).toMatchObject({ partner_status: 'complete', metadata: expect.any(Object) });
    expect(Object.keys(after.json().metadata).some((k) => k.startsWith('Report'))).toBe(true);
  });

  it("takes Greenhouse's response_error reports into the call log the back office shows", async () => {
    const report = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${GREENHOUSE_BASE}/response_error`, headers: basic(), payload });
    const res = await report({
      api_call: 'test_status',
      errors: ["partner_status is 'complete' but partner_profile url is missing"],
      partner_test_id: 12345,
      partner_test_name: 'Personality Test',
      partner_interview_id: 299506,
      candidate_email: 'hpotter@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    const activity = await t.callOk('ats/activity', { account_corporate_id: corporateId }, collaborator);
    // The earlier tests' completions may be logged at the same moment: the report is found by its call.
    const logged = activity.calls.find((c: { call: string }) => c.call === 'greenhouse/response_error');
    expect(logged).toMatchObject({
      call: 'greenhouse/response_error',
      status: 200,
      request_id: '299506',
      detail:
        "test_status: partner_status is 'complete' but partner_profile url is missing (Personality Test, hpotter@example.com)",
    });
    // Without the call and its errors it is refused, naming what is missing.
    const bad = await report({ errors: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/api_call/);
    expect(
      (await t.app.inject({ method: 'POST', url: `${GREENHOUSE_BASE}/response_error`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
