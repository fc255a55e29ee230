import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PARTNER_SIGNATURE_HEADER, PARTNER_TIMESTAMP_HEADER } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { scoreParticipant } from '../../../test/support/test-fixtures';
import { demoProject, rivalTenant } from '../../../test/tenants';
import { partnerSignature } from '../partner/partner-delivery';

// The ATS API end to end through HTTP, on a real database: keys (hashing, scopes, revocation,
// rate limit), the calls an ATS makes (tenant isolation, idempotent sends under parallel
// retries), and the signed callback to a real local receiver, retried with every attempt kept.

const RATE_LIMIT = 30;
const received: { method: string; headers: IncomingMessage['headers']; body: string }[] = [];
const answers: number[] = [];
let receiver: Server;
let callbackUrl: string;

let t: TestApp;
let collaborator: string;
let corporateId: number;
let projectId: number;
let rival: Awaited<ReturnType<typeof rivalTenant>>;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/asesa`;
  // The receiver is on loopback, which the server refuses unless the operator allows the range.
  t = await startTestApp({
    env: { OUTBOUND_ALLOWED_RANGES: '127.0.0.1/32', ATS_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
  });
  collaborator = await t.signIn('collaborator');
  const demo = await demoProject(t);
  corporateId = demo.account_corporate_id;
  projectId = demo.id;
  rival = await rivalTenant(t, { slug: 'rival-ats', withProject: true });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function newKey(
  scopes: string[] = ['results:read', 'tests:send'],
  token = collaborator,
  corp = corporateId,
) {
  return t.callOk('ats/keys/new', { account_corporate_id: corp, name: 'Greenhouse', scopes } as never, token);
}

const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
const callWith = (key: string, path: string, body: unknown = {}) =>
  t.call(path, body, undefined, withKey(key));

let sent = 0;
function sendBody(extra: Record<string, unknown> = {}) {
  sent++;
  return {
    test_id: projectId,
    request_id: `req-${sent}-${Date.now()}`,
    candidate: {
      first_name: 'Sari',
      last_name: `Wijaya ${sent}`,
      email: `sari.${sent}.${Date.now()}@example.com`,
    },
    ats_candidate_id: `cand-${sent}`,
    ats_application_id: `app-${sent}`,
    ...extra,
  };
}

const credits = async () =>
  (await t.callOk('projects/invitations/credits', { project_id: projectId }, collaborator)) as {
    reserved: number;
    cost_per_participant: number;
  };

async function runJobs() {
  await t.deps.jobs.drain();
  await t.deps.jobs.retryNow();
}

describe('API keys', () => {
  it('shows the key once, keeps only its hash, and lists it with prefix, scopes and creator', async () => {
    const created = await newKey(['tests:send']);
    expect(created.key).toMatch(/^asesa_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.signing_secret).toBeTruthy();
    const row = await t.deps.db
      .selectFrom('ats_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.key.slice(created.prefix.length + 1));
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.callOk('ats/keys/list', { account_corporate_id: corporateId }, collaborator);
    const listed = list.find((k: { id: number }) => k.id === created.id);
    expect(listed).toMatchObject({
      prefix: created.prefix,
      scopes: ['tests:send'],
      created_by_name: 'Bima Collaborator',
    });
    expect(listed.last_used_at).toBeNull();
    expect(JSON.stringify(list)).not.toContain(created.key);

    await callWith(created.key, 'ats/tests');
    const used = await t.callOk('ats/keys/list', { account_corporate_id: corporateId }, collaborator);
    expect(used.find((k: { id: number }) => k.id === created.id).last_used_at).not.toBeNull();
  });

  it('refuses no key, a wrong key, a key without the scope and a revoked key', async () => {
    const { key, id } = await newKey(['tests:send']);
    expect((await t.call('ats/tests', {})).status).toBe(401);
    const wrong = `${key.slice(0, -4)}AAAA`;
    const refused = await callWith(wrong, 'ats/tests');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ reason: 'invalid_api_key' });
    const scope = await callWith(key, 'ats/results', { request_id: 'x' });
    expect(scope.status).toBe(403);
    expect(scope.body.error?.message).toContain('results:read');

    expect((await callWith(key, 'ats/tests')).status).toBe(200);
    await t.callOk('ats/keys/revoke', { account_corporate_id: corporateId, key_id: id }, collaborator);
    const revoked = await callWith(key, 'ats/tests');
    expect(revoked.status).toBe(401);
    expect(revoked.body.error?.message).toContain('revoked');
  });

  it('accepts the key as the HTTP Basic user name (Greenhouse style)', async () => {
    const { key } = await newKey();
    const basic = `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
    const res = await t.call('ats/tests', {}, undefined, { authorization: basic });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ test_id: projectId })]));
  });

  it('limits each key per minute: 429 with Retry-After and a message naming the wait', async () => {
    const { key } = await newKey();
    const other = await newKey();
    const answersOf = await Promise.all(
      Array.from({ length: RATE_LIMIT + 2 }, () => callWith(key, 'ats/tests')),
    );
    const limited = answersOf.filter((a) => a.status === 429);
    expect(limited.length).toBe(2);
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0].body.error?.message).toMatch(/too many calls.*seconds/);
    // Another key has its own limit.
    expect((await callWith(other.key, 'ats/tests')).status).toBe(200);
    // The refused calls are in the key's call log too (written once each answer has gone out).
    await vi.waitFor(async () => {
      const activity = await t.callOk('ats/activity', { account_corporate_id: corporateId }, collaborator);
      const refused = activity.calls.filter(
        (c: { key_prefix: string; status: number }) => c.key_prefix === key.slice(0, 14) && c.status === 429,
      );
      expect(refused).toHaveLength(2);
      expect(refused[0]).toMatchObject({ call: 'ats/tests' });
    });
  });

  it("keeps corporates apart: another corporate's users and keys see nothing of this one", async () => {
    expect((await t.call('ats/keys/list', { account_corporate_id: corporateId }, rival.token)).status).toBe(
      404,
    );
    expect(
      (
        await t.call(
          'ats/keys/new',
          { account_corporate_id: corporateId, name: 'x', scopes: ['tests:send'] },
          rival.token,
        )
      ).status,
    ).toBe(404);
    const rivalKey = await newKey(['results:read', 'tests:send'], rival.token, rival.corporateId);
    const tests = await callWith(rivalKey.key, 'ats/tests');
    expect((tests.body.data as { test_id: number }[]).map((x) => x.test_id)).toEqual([rival.projectId]);
    // A key of B cannot send to A's project, nor read A's sends.
    expect((await callWith(rivalKey.key, 'ats/tests/send', sendBody())).status).toBe(404);
    const { key } = await newKey();
    const body = sendBody();
    expect((await callWith(key, 'ats/tests/send', body)).status).toBe(200);
    expect((await callWith(rivalKey.key, 'ats/tests/status', { request_id: body.request_id })).status).toBe(
      404,
    );
    expect((await callWith(rivalKey.key, 'ats/results', { request_id: body.request_id })).status).toBe(404);
  });
});

describe('sending a test', () => {
  it('creates one participant and holds one credit under 20 parallel retries of one request', async () => {
    const { key } = await newKey();
    const before = await credits();
    const body = sendBody();
    const answered = await Promise.all(
      Array.from({ length: 20 }, () => callWith(key, 'ats/tests/send', body)),
    );
    expect(answered.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answered.map((a) => (a.body.data as { participant_id: number }).participant_id));
    expect(ids.size).toBe(1);
    expect(answered.filter((a) => (a.body.data as { created: boolean }).created)).toHaveLength(1);
    expect((await credits()).reserved).toBe(before.reserved + before.cost_per_participant);
    const people = await t.deps.db
      .selectFrom('participants')
      .select('id')
      .where('email', '=', body.candidate.email)
      .execute();
    expect(people).toHaveLength(1);
    const first = answered[0].body.data as { link: string; status: string };
    expect(first.link).toMatch(/\/test-activity\//);
    expect(first.status).toBe('invited');

    const status = await callWith(key, 'ats/tests/status', { request_id: body.request_id });
    expect(status.body.data).toMatchObject({
      request_id: body.request_id,
      test_id: projectId,
      status: 'invited',
      results_ready: false,
      ats_candidate_id: body.ats_candidate_id,
      ats_application_id: body.ats_application_id,
    });

    // The back office's results drawer names the ATS (the key's name) and its ids.
    const drawer = await t.callOk(
      'projects/participants/results',
      { participant_id: [...ids][0] },
      collaborator,
    );
    expect(drawer.ats).toEqual({
      name: 'Greenhouse',
      request_id: body.request_id,
      candidate_id: body.ats_candidate_id,
      application_id: body.ats_application_id,
    });
  });

  it('refuses a callback_url inside the network, and a request id reused for another test', async () => {
    const { key } = await newKey();
    const inward = await callWith(key, 'ats/tests/send', sendBody({ callback_url: 'http://10.1.2.3/hook' }));
    expect(inward.status).toBe(400);
    expect(inward.body.error?.field).toBe('callback_url');
    const body = sendBody();
    await callWith(key, 'ats/tests/send', body);
    const other = await callWith(key, 'ats/tests/send', { ...body, test_id: rival.projectId });
    expect(other.status).toBe(404);
    const unknown = await callWith(key, 'ats/tests/status', { request_id: 'never-sent' });
    expect(unknown.status).toBe(404);
  });
});

describe('when the candidate finishes', () => {
  it('sends a signed callback, retried with back-off, and the results with their report links', async () => {
    const { key, signing_secret } = await newKey();
    const body = sendBody({ callback_url: callbackUrl });
    const sentTest = (await callWith(key, 'ats/tests/send', body)).body.data as { participant_id: number };
    expect((await callWith(key, 'ats/results', { request_id: body.request_id })).status).toBe(409);

    received.length = 0;
    answers.push(503);
    await scoreParticipant(t, sentTest.participant_id);
    await runJobs();
    await runJobs();
    expect(received).toHaveLength(2);
    const delivery = received[1];
    expect(delivery.method).toBe('POST');
    const timestamp = String(delivery.headers[PARTNER_TIMESTAMP_HEADER]);
    expect(delivery.headers[PARTNER_SIGNATURE_HEADER]).toBe(
      partnerSignature(signing_secret, timestamp, delivery.body),
    );
    expect(JSON.parse(delivery.body)).toMatchObject({
      event: 'test.completed',
      request_id: body.request_id,
      status: 'scored',
      ats_candidate_id: body.ats_candidate_id,
    });

    const activity = await t.callOk('ats/activity', { account_corporate_id: corporateId }, collaborator);
    const callback = activity.callbacks.find((c: { request_id: string }) => c.request_id === body.request_id);
    expect(callback).toMatchObject({ status: 'sent', url: callbackUrl, kind: 'generic' });
    expect(callback.attempts.map((a: { response_status: number }) => a.response_status)).toEqual([503, 200]);
    expect(activity.calls[0]).toMatchObject({
      call: 'ats/results',
      status: 409,
      request_id: body.request_id,
    });

    const results = await callWith(key, 'ats/results', { request_id: body.request_id });
    expect(results.status).toBe(200);
    const data = results.body.data as {
      status: string;
      tests: { scores: unknown[] }[];
      report_links: { type: string; url: string }[];
      results_url: string;
    };
    expect(data.status).toBe('scored');
    expect(data.tests.length).toBeGreaterThan(0);
    expect(data.tests[0].scores.length).toBeGreaterThan(0);
    expect(data).toHaveProperty('job_fit');
    expect(data.report_links.length).toBeGreaterThan(0);
    const link = new URL(data.report_links[0].url);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: withKey(key),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const anonymous = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(anonymous.statusCode).toBe(401);

    // A rescoring does not tell the ATS twice.
    await scoreParticipant(t, sentTest.participant_id);
    await runJobs();
    expect(received).toHaveLength(2);
  });
});
