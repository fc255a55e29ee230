import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { levelOf, solvedProof } from '../../../test/support/proof-of-work';
import { DEMO_PARTICIPANT_CODE } from '../../seed/demo-content';
import { CODE_ALPHABET } from '../projects/participant-code';
import { PARTICIPANT_CODE_THROTTLED_MESSAGE } from './participant-code-throttle';

// Guessing participant codes: 20 different unknown codes per address in 15 minutes (the default),
// a small installation-wide limit so it is reached quickly. X-Forwarded-For is believed because
// inject's peer is loopback.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      PARTICIPANT_CODE_RATE_LIMIT_PER_IP: '20',
      PARTICIPANT_CODE_RATE_LIMIT_GLOBAL: '60',
      PARTICIPANT_CODE_RATE_WINDOW_MINUTES: '15',
    },
  });
});
afterAll(() => t.close());

const randomCode = () =>
  Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const landing = (code: string, ip: string) =>
  t.call('test-activities/landing', { participant_code: code }, undefined, { 'x-forwarded-for': ip });
/** Forgets earlier guesses, so each case starts below every limit. */
const forgetGuesses = () => t.deps.db.deleteFrom('participant_code_events').execute();
const events = (ip: string) =>
  t.deps.db
    .selectFrom('participant_code_events')
    .select(['kind', 'code', 'reason'])
    .where('ip', '=', ip)
    .orderBy('id')
    .execute();

/** The registration form (multipart) sent for this code from this address. */
function registerFrom(participantCode: string, ip: string) {
  const boundary = '----asesa';
  const fields = {
    participantCode,
    name: 'Guess',
    email: 'guess@example.com',
    phone: '0812',
    is_agree_tnc: 'true',
  };
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/test-activities/submit',
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': ip },
  });
}

describe('participant-code guessing', () => {
  it('300 random codes from one address: 20 answer 404, the rest 429 with Retry-After, a real code included', async () => {
    await forgetGuesses();
    const ip = '203.0.113.5';
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await landing(randomCode(), ip)).status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(280);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);

    // Refused before the lookup: a real code tells this address nothing.
    const real = await landing(DEMO_PARTICIPANT_CODE, ip);
    expect(real.status).toBe(429);
    expect(real.headers['retry-after']).toBe(String(15 * 60));
    expect(real.body.error).toMatchObject({
      message: PARTICIPANT_CODE_THROTTLED_MESSAGE,
      reason: 'challenge_required',
    });
    const inIndonesian = await t.call(
      'test-activities/landing',
      { participant_code: DEMO_PARTICIPANT_CODE },
      undefined,
      {
        'x-forwarded-for': ip,
        'content-language': 'id',
      },
    );
    expect(inIndonesian.body.error!.message).toBe(
      'Terlalu banyak kode peserta yang dicoba dari jaringan ini: browser harus menyelesaikan pemeriksaan singkat sebelum halaman ini dibuka.',
    );
    // 280 refusals past the limit but none paid for: the work asked is still level 1.
    expect(levelOf(real.body.error!.challenge)).toBe(1);
    // Solved, the real code opens from this address too (a candidate behind the guesser's NAT).
    const proof = await solvedProof(real.body.error!.challenge);
    expect(
      (
        await t.call('test-activities/landing', { participant_code: DEMO_PARTICIPANT_CODE }, undefined, {
          'x-forwarded-for': ip,
          ...proof,
        })
      ).status,
    ).toBe(200);
    // Another address is not held.
    expect((await landing(DEMO_PARTICIPANT_CODE, '203.0.113.6')).status).toBe(200);

    // Every guess is on record: the unknown codes looked up, then the refusals and why.
    const recorded = await events(ip);
    expect(recorded.filter((e) => e.kind === 'failed')).toHaveLength(20);
    expect(recorded.filter((e) => e.kind === 'throttled')).toHaveLength(282);
    expect(recorded.at(-1)).toEqual({ kind: 'throttled', code: DEMO_PARTICIPANT_CODE, reason: 'ip' });
  });

  it('every participant call is held: JSON calls, the registration form, the report file', async () => {
    // The address of the case above is still over its limit in the window.
    const ip = '203.0.113.5';
    for (const path of [
      'test-activities/home',
      'test-activities/corporate-context',
      'test-activities/proctoring-policy',
    ]) {
      const res = await t.call(path, { participant_code: DEMO_PARTICIPANT_CODE }, undefined, {
        'x-forwarded-for': ip,
      });
      expect([path, res.status]).toEqual([path, 429]);
    }
    const registration = await registerFrom(DEMO_PARTICIPANT_CODE, ip);
    expect(registration.statusCode).toBe(429);
    const report = await t.call(
      'test-activities/export',
      { participant_codes: DEMO_PARTICIPANT_CODE },
      undefined,
      {
        'x-forwarded-for': ip,
      },
    );
    expect(report.status).toBe(429);
    const refused = await events(ip);
    expect(refused.slice(-5).map((e) => [e.kind, e.code])).toEqual(
      Array.from({ length: 5 }, () => ['throttled', DEMO_PARTICIPANT_CODE]),
    );
  });

  it('the same unknown code sent again and again (a page left open on an old link) is one guess', async () => {
    await forgetGuesses();
    const ip = '203.0.113.7';
    const stale = randomCode();
    for (let i = 0; i < 40; i++) expect((await landing(stale, ip)).status).toBe(404);
    expect((await landing(DEMO_PARTICIPANT_CODE, ip)).status).toBe(200);
  });

  it('unknown codes through the registration form and other calls count the same', async () => {
    await forgetGuesses();
    const ip = '203.0.113.8';
    for (let i = 0; i < 10; i++) {
      const res = await registerFrom(randomCode(), ip);
      expect(res.statusCode).toBe(404);
    }
    for (let i = 0; i < 10; i++) {
      const res = await t.call('test-activities/home', { participant_code: randomCode() }, undefined, {
        'x-forwarded-for': ip,
      });
      expect(res.status).toBe(404);
    }
    expect((await landing(DEMO_PARTICIPANT_CODE, ip)).status).toBe(429);
  });

  it('installation-wide: past the limit, addresses that tried an unknown code are refused; candidates elsewhere go on', async () => {
    await forgetGuesses();
    for (let i = 0; i < 60; i++) expect((await landing(randomCode(), `198.51.100.${i}`)).status).toBe(404);
    const again = await landing(randomCode(), '198.51.100.0');
    expect(again.status).toBe(429);
    expect((await events('198.51.100.0')).at(-1)).toMatchObject({ kind: 'throttled', reason: 'global' });
    // A candidate's device never tried an unknown code: its calls are not held.
    expect((await landing(DEMO_PARTICIPANT_CODE, '192.0.2.44')).status).toBe(200);
  });

  it('admins review the unknown codes and refusals per address, codes masked; nobody else may', async () => {
    await forgetGuesses();
    const ip = '203.0.113.10';
    const guesses = Array.from({ length: 20 }, randomCode);
    for (const code of guesses) expect((await landing(code, ip)).status).toBe(404);
    expect((await landing(DEMO_PARTICIPANT_CODE, ip)).status).toBe(429);
    const admin = await t.signIn('admin');
    const page = await t.callOk(
      'auth/participant-code-attempts',
      { length: 50, search: { value: ip } },
      admin,
    );
    expect(page.recordsFiltered).toBe(21);
    // Newest first: the refusal, with the limit that refused it.
    expect(page.data[0]).toMatchObject({ kind: 'throttled', reason: 'ip', ip, code: `DE${'•'.repeat(11)}` });
    expect(page.data[1]).toMatchObject({
      kind: 'failed',
      reason: '',
      code: `${guesses[19].slice(0, 2)}${'•'.repeat(10)}`,
    });
    expect(JSON.stringify(page.data)).not.toContain(guesses[19]);
    const consultant = await t.signIn('consultant');
    expect((await t.call('auth/participant-code-attempts', {}, consultant)).status).toBe(403);
  });

  it('guesses older than the window no longer count', async () => {
    await forgetGuesses();
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++) await landing(randomCode(), ip);
    expect((await landing(DEMO_PARTICIPANT_CODE, ip)).status).toBe(429);
    await t.deps.db
      .updateTable('participant_code_events')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    expect((await landing(DEMO_PARTICIPANT_CODE, ip)).status).toBe(200);
  });
});
