import { ACCESS_CODE_LENGTH } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '../../src/modules/projects/participant-code';
import { startTestApp, type TestApp } from '../harness';
import { levelOf, solvedProof } from '../support/proof-of-work';
import { demoProject } from '../tenants';
import { CLIENT_IPS, randomGuess, sendGuesses } from './bruteforce-guessing';
import { recordFigure } from './figures';

// Brute force: 10,000 access-code guesses from 100 addresses, against an installation holding
// LIVE_CODES unused codes, must find an expected ≤ 0.01 valid codes. Only guesses the throttle lets
// through are even looked up, so the expectation is evaluated × live / code space. The limits are
// the defaults of config/env.ts (20 per address, 5 per code, 500 installation-wide per 15
// minutes); X-Forwarded-For is believed because inject's peer is loopback.
const GUESSES = 10_000;
const LIVE_CODES = 10_000;
const IN_FLIGHT = 50;
const CODE_SPACE = CODE_ALPHABET.length ** ACCESS_CODE_LENGTH;
/** A test centre's address, shared by its candidates: one of them opened a code before the guessing. */
const TEST_CENTRE = '192.0.2.10';

const submitCode = (code: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/test-activities/submit-code',
    headers: { 'x-forwarded-for': ip },
    payload: { code },
  });
const unusedCode = async () =>
  (
    await t.deps.db
      .selectFrom('unique_codes')
      .select('code')
      .where('participant_id', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).code;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const consultant = await t.signIn('consultant');
  const project = await demoProject(t);
  for (let made = 0; made < LIVE_CODES; made += 5000)
    await t.callOk('unique-codes/generate', { project_id: project.id, count: 5000 }, consultant);
  await t.callOk('unique-codes/generate', { project_id: project.id, count: 1 }, consultant);
  expect((await submitCode(await unusedCode(), TEST_CENTRE)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('access-code guessing', () => {
  it(`10,000 guesses from ${CLIENT_IPS.length} addresses find an expected ≤ 0.01 of ${LIVE_CODES} live codes`, async () => {
    const live = await t.deps.db
      .selectFrom('unique_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('participant_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBeGreaterThanOrEqual(LIVE_CODES);

    const started = Date.now();
    const statuses = await sendGuesses(
      GUESSES,
      IN_FLIGHT,
      async (_i, ip) => (await submitCode(randomGuess(ACCESS_CODE_LENGTH, CODE_ALPHABET), ip)).statusCode,
    );
    const seconds = (Date.now() - started) / 1000;
    console.log('access-code guesses by status', Object.fromEntries(statuses));
    const throttled = statuses.get(429) ?? 0;
    const evaluated = GUESSES - throttled;
    const found = statuses.get(200) ?? 0;
    const expectedValid = (evaluated * Number(live.n)) / CODE_SPACE;

    // Only 404 (unknown) and 429 (throttled) for blind guesses; a 200 would be a real hit.
    expect([...statuses.keys()].every((s) => s === 404 || s === 429 || s === 200)).toBe(true);
    // The installation-wide limit holds however many guesses are in flight at once, and however
    // many addresses they come from: none of the guessing addresses ever opened a code.
    expect(evaluated).toBeLessThanOrEqual(t.deps.env.ACCESS_CODE_RATE_LIMIT_GLOBAL);
    expect(expectedValid).toBeLessThanOrEqual(0.01);

    // Every guess is on record for the admins: failures and refusals, with the address.
    const events = await t.deps.db
      .selectFrom('access_code_events')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('kind')
      .execute();
    const byKind = Object.fromEntries(events.map((e) => [e.kind, Number(e.n)]));
    expect(byKind.failed).toBe(statuses.get(404) ?? 0);
    expect(byKind.throttled).toBe(throttled);
    expect(byKind.opened).toBe(1);
    const admin = await t.signIn('admin');
    const page = await t.callOk(
      'unique-codes/attempts',
      { start: 0, length: 10, search: { value: '198.51.100.7' } },
      admin,
    );
    expect(page.recordsFiltered).toBeGreaterThan(0);
    expect(page.data.every((r: { ip: string }) => r.ip.includes('198.51.100.7'))).toBe(true);

    recordFigure('brute force', 'access-code guesses sent (100 addresses)', GUESSES);
    recordFigure('brute force', 'access-code guesses evaluated (not throttled)', evaluated);
    recordFigure('brute force', 'access-code live codes', Number(live.n));
    recordFigure('brute force', 'access-code valid codes found', found);
    recordFigure('brute force', 'access-code expected valid codes found', expectedValid.toFixed(5));
    recordFigure('brute force', 'access-code guesses per second', Math.round(GUESSES / seconds));
  });

  it('over the installation-wide limit, a candidate behind the test centre’s shared address opens a real code, a typo first; a guessing or fresh address pays a proof of work first', async () => {
    const real = await unusedCode();
    const atGuesser = await submitCode(real, CLIENT_IPS[0]!);
    expect(atGuesser.statusCode).toBe(429);
    expect(atGuesser.json().error.reason).toBe('challenge_required');
    // No lockout: an address that never opened a code solves a challenge, then its code is looked
    // up. The guesser's refusals were not paid for, so the work asked stays at level 1.
    const fresh = await submitCode(real, '192.0.2.200');
    expect(fresh.statusCode).toBe(429);
    const challenge = fresh.json().error.challenge;
    expect(levelOf(challenge)).toBe(1);
    const started = performance.now();
    const proof = await solvedProof(challenge);
    recordFigure(
      'brute force',
      'access code from a fresh address over the global limit: proof of work (ms, one core)',
      Math.round(performance.now() - started),
    );
    // The solution opens one lookup, sent at once (each further failure past the limit can raise the level).
    const solved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-activities/submit-code',
      headers: { 'x-forwarded-for': '192.0.2.200', ...proof },
      payload: { code: real },
    });
    expect(solved.statusCode).toBe(200);
    const typo = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    expect([404, 200]).toContain((await submitCode(typo, TEST_CENTRE)).statusCode);
    // The code the fresh address opened is used now: its holder's address answers is_used.
    expect((await submitCode(real, TEST_CENTRE)).statusCode).toBe(200);
  });
});
