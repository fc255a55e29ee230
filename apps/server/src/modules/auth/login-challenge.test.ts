import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { levelOf, solvedProof } from '../../../test/support/proof-of-work';
import { AUTH_MESSAGES } from './auth.messages';

// Over a limit a sign-in is not refused: it asks for proof of work, and with a solution the
// password is checked as usual. Real database, real argon2, real PBKDF2 work.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_PER_IP: '50' } });
});
afterAll(() => t.close());

const login = async (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.call('auth/login', { username, password }, await t.anonymousToken(), {
    'x-forwarded-for': ip,
    ...headers,
  });

const failures = async (email: string) =>
  (
    await t.deps.db
      .selectFrom('auth_events')
      .select('id')
      .where('email', '=', email)
      .where('kind', '=', 'login_failed')
      .execute()
  ).length;

/** Signs in as a browser does: solving the challenge when the account is throttled. */
async function signInSolving(email: string, password: string): Promise<string> {
  let res = await login(email, password, '10.9.9.9');
  if (res.status === 429)
    res = await login(email, password, '10.9.9.9', await solvedProof(res.body.error!.challenge));
  expect(res.status).toBe(200);
  return (res.body.data as { token: string }).token;
}

async function lock(email: string, ipPrefix: string) {
  for (let i = 0; i < 3; i++) expect((await login(email, `wrong-${i}`, `${ipPrefix}.${i}`)).status).toBe(401);
}

describe('a locked account asks for proof of work', () => {
  it('answers 429 challenge_required with a challenge, and lets the right password in with a solution', async () => {
    const email = 'collaborator@asesa.test';
    await lock(email, '10.1.0');
    const refused = await login(email, 'Collaborator#2026', '10.1.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      reason: 'challenge_required',
      message: AUTH_MESSAGES.loginThrottled.en,
    });
    expect(refused.body.error!.challenge!.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const proof = await solvedProof(refused.body.error!.challenge);
    const right = await login(email, 'Collaborator#2026', '10.1.9.9', proof);
    expect(right.status).toBe(200);
    expect(right.body.data).toHaveProperty('token');

    // The same solution again is a replay: refused before the password is checked.
    const replay = await login(email, 'Collaborator#2026', '10.1.9.9', proof);
    expect(replay.status).toBe(429);
    expect(replay.body.error!.reason).toBe('challenge_required');
  });

  it('checks a wrong password with a solution, counts it, and asks more work as failures grow', async () => {
    const email = 'consultant@asesa.test';
    await lock(email, '10.2.0');
    const levels: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await login(email, `still-wrong-${i}`, '10.2.9.9');
      expect(refused.status).toBe(429);
      levels.push(levelOf(refused.body.error!.challenge));
      const before = await failures(email);
      const wrong = await login(
        email,
        `still-wrong-${i}`,
        '10.2.9.9',
        await solvedProof(refused.body.error!.challenge),
      );
      expect(wrong.status).toBe(401);
      expect(await failures(email)).toBe(before + 1);
    }
    // 1 past the limit: level 1; 2 past: level 2; 3 past: still 2; the next (4 past): level 3.
    const next = await login(email, 'x', '10.2.9.9');
    levels.push(levelOf(next.body.error!.challenge));
    expect(levels).toEqual([1, 2, 2, 3]);
  });

  it('refuses a forged solution and a tampered challenge', async () => {
    const email = 'consultant@asesa.test';
    const refused = await login(email, 'Consultant#2026', '10.3.0.1');
    const challenge = refused.body.error!.challenge!;
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    expect((await login(email, 'Consultant#2026', '10.3.0.1', { 'proof-of-work': forged })).status).toBe(429);
    // A solution of a challenge made easier by the client: its signature no longer matches.
    const easier = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { purpose: 'login', level: 9 } },
    };
    const proof = await solvedProof(challenge);
    const payload = JSON.parse(Buffer.from(proof['proof-of-work'], 'base64').toString());
    const tampered = Buffer.from(JSON.stringify({ ...payload, challenge: easier })).toString('base64');
    expect((await login(email, 'Consultant#2026', '10.3.0.1', { 'proof-of-work': tampered })).status).toBe(
      429,
    );
    expect(
      (await login(email, 'Consultant#2026', '10.3.0.1', { 'proof-of-work': 'not base64 json' })).status,
    ).toBe(429);
  });
});

describe('the owner is told their account is locked', () => {
  it("sends one e-mail per window, in the owner's language", async () => {
    await t.deps.db
      .updateTable('users')
      .set({ locale: 'id' })
      .where('email', '=', 'admin@asesa.test')
      .execute();
    await lock('admin@asesa.test', '10.4.0');
    for (let i = 0; i < 2; i++) await login('admin@asesa.test', 'wrong-again', '10.4.1.1');
    const mails = await t.deps.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'body_text'])
      .where('to_address', '=', 'admin@asesa.test')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Akun Asesa Anda: ada yang mencoba menebak kata sandi');
    expect(mails[0].body_text).toContain('sebanyak 3 kali dalam 15 menit terakhir');
    expect(mails[0].body_text).toContain('10.4.0.2');
    // The collaborator (English) was locked in the first test.
    const english = await t.deps.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', 'collaborator@asesa.test')
      .execute();
    expect(english).toHaveLength(1);
    expect(english[0].subject).toBe('Your Asesa account: sign-ins are being guessed');
    expect(english[0].body_text).toContain('3 times in the last 15 minutes');
    // No one to tell for an e-mail nobody holds.
    await lock('nobody@example.com', '10.4.2');
    expect(
      await t.deps.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', 'nobody@example.com')
        .execute(),
    ).toHaveLength(0);
  });
});

describe('admins see the throttles and lift them', () => {
  it('lists the locked account and, once lifted, the next sign-in is checked without a challenge', async () => {
    const email = 'nobody@example.com';
    const admin = await signInSolving('admin@asesa.test', 'Admin#2026');
    const { data } = await t.callOk('auth/throttles', {}, admin);
    const row = data.find(
      (r: { guard: string; scope: string; target: string }) => r.scope === 'key' && r.target === email,
    );
    expect(row).toMatchObject({ guard: 'login', label: email, failures: 3, limit: 3 });
    expect(Date.parse(row.ends_at)).toBeGreaterThan(Date.now());
    expect((await login(email, 'x', '10.5.0.1')).status).toBe(429);

    await t.callOk('auth/lift-throttle', { guard: 'login', scope: 'key', target: email }, admin);
    expect((await login(email, 'x', '10.5.0.1')).status).toBe(401);
    const after = await t.callOk('auth/throttles', {}, admin);
    expect(after.data.some((r: { target: string }) => r.target === email)).toBe(false);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'changes_json'])
      .where('action', '=', 'auth/lift-throttle')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].changes_json).toContain(email);
  });

  it('lets only admins list or lift', async () => {
    const consultant = await signInSolving('consultant@asesa.test', 'Consultant#2026');
    expect((await t.call('auth/throttles', {}, consultant)).status).toBe(403);
    expect((await t.call('auth/lift-throttle', { guard: 'login', scope: 'global' }, consultant)).status).toBe(
      403,
    );
    expect((await t.call('auth/throttles', {}, await t.anonymousToken())).status).toBe(401);
  });
});
