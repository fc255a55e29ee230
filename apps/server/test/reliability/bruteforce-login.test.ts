import { WEB_APP_NAME, WEB_APP_SECRET } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/seed/demo-content';
import { deviceIdFor, startTestApp, type TestApp } from '../harness';
import { levelOf, solvedProof } from '../support/proof-of-work';
import { CLIENT_IPS, sendGuesses } from './bruteforce-guessing';
import { recordFigure } from './figures';

// Brute force on sign-in: 10,000 password guesses from 100 addresses, first all at one
// account, then spread over 1,000 accounts (credential stuffing). Only guesses the throttle lets
// through reach the password check. A password has no code space to divide by, so the model is
// pessimistic: the user's password is one of the attacker's 10,000 most common passwords, so
// each evaluated guess has a 1-in-10,000 chance. Limits: the defaults of config/env.ts.
const GUESSES = 10_000;
// Guesses in flight at once: the limits must hold however many an attacker sends together.
const IN_FLIGHT = 50;
const HIT_CHANCE_PER_GUESS = 1 / 10_000;

let t: TestApp;
const tokenByIp = new Map<string, string>();
// Where the admin works: signed in from there before the attack.
const OFFICE_IP = '192.0.2.10';
const FRESH_IP = '192.0.2.11';

async function deviceToken(ip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token/get',
    headers: { 'x-forwarded-for': ip },
    payload: { app_name: WEB_APP_NAME, secret: WEB_APP_SECRET, device_type: 'web', device_id: deviceIdFor() },
  });
  return res.json().data.token;
}

async function adminSignsInFrom(ip: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { authorization: `Bearer ${await deviceToken(ip)}`, 'x-forwarded-for': ip, ...headers },
    payload: { username: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password },
  });
  return { status: res.statusCode, challenge: res.json().error?.challenge };
}

beforeAll(async () => {
  t = await startTestApp();
  // One device token per address, as a guesser would keep (a failed sign-in leaves it usable).
  for (const ip of CLIENT_IPS) tokenByIp.set(ip, await deviceToken(ip));
});
afterAll(() => t.close());

const forgetFailures = () => t.deps.db.deleteFrom('auth_events').execute();

async function guessPasswords(username: (i: number) => string) {
  const statuses = await sendGuesses(GUESSES, IN_FLIGHT, async (i, ip) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { authorization: `Bearer ${tokenByIp.get(ip)}`, 'x-forwarded-for': ip },
      payload: { username: username(i), password: `guess-${i}-Winter2026!` },
    });
    return res.statusCode;
  });
  expect([...statuses.keys()].every((s) => s === 401 || s === 429)).toBe(true);
  return { statuses, evaluated: GUESSES - (statuses.get(429) ?? 0) };
}

describe('sign-in guessing', () => {
  it('10,000 guesses at one account from 100 addresses: only the per-account limit get checked', async () => {
    await forgetFailures();
    const { evaluated } = await guessPasswords(() => DEMO_USERS.admin.email);
    expect(evaluated).toBeLessThanOrEqual(t.deps.env.LOGIN_RATE_LIMIT_PER_ACCOUNT);
    const expected = evaluated * HIT_CHANCE_PER_GUESS;
    expect(expected).toBeLessThanOrEqual(0.01);
    recordFigure('brute force', 'sign-in guesses at one account evaluated (of 10,000)', evaluated);
    recordFigure('brute force', 'sign-in expected passwords found, one account', expected.toFixed(5));
  });

  it('10,000 guesses over 1,000 accounts from 100 addresses: the installation-wide limit holds', async () => {
    await forgetFailures();
    const accounts: string[] = Object.values(DEMO_USERS).map((u) => u.email);
    for (let i = accounts.length; i < 1000; i++) accounts.push(`staff${i}@asesa.test`);
    const { evaluated } = await guessPasswords((i) => accounts[i % accounts.length]);
    expect(evaluated).toBeLessThanOrEqual(t.deps.env.LOGIN_RATE_LIMIT_GLOBAL);
    const expected = evaluated * HIT_CHANCE_PER_GUESS;
    expect(expected).toBeLessThanOrEqual(0.01);
    recordFigure('brute force', 'sign-in guesses over 1,000 accounts evaluated (of 10,000)', evaluated);
    recordFigure('brute force', 'sign-in expected passwords found, 1,000 accounts', expected.toFixed(5));
  });

  it('failed and refused sign-ins are on record with the address, for the admins', async () => {
    const kinds = await t.deps.db
      .selectFrom('auth_events')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('kind')
      .execute();
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)]));
    expect((byKind.login_failed ?? 0) + (byKind.login_throttled ?? 0)).toBe(GUESSES);
    const distinctIps = await t.deps.db
      .selectFrom('auth_events')
      .select((eb) => eb.fn.count<number>('ip').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(distinctIps.n)).toBe(CLIENT_IPS.length);
  });

  it('over the installation-wide limit, staff still sign in from where they signed in before; a fresh address pays a proof of work', async () => {
    await forgetFailures();
    expect((await adminSignsInFrom(OFFICE_IP)).status).toBe(200);
    const accounts = Array.from({ length: 1000 }, (_, i) => `staff${i}@asesa.test`);
    await guessPasswords((i) => accounts[i % accounts.length]!);
    expect((await adminSignsInFrom(OFFICE_IP)).status).toBe(200);
    // No lockout: from a fresh address the admin's client solves the challenge and signs in. The
    // guesser's 9,900 refusals were not paid for, so they do not raise the level.
    const fresh = await adminSignsInFrom(FRESH_IP);
    expect(fresh.status).toBe(429);
    expect(levelOf(fresh.challenge)).toBe(1);
    const started = performance.now();
    const proof = await solvedProof(fresh.challenge);
    const solveMs = performance.now() - started;
    expect((await adminSignsInFrom(FRESH_IP, proof)).status).toBe(200);
    recordFigure(
      'brute force',
      'sign-in from a fresh address over the global limit: proof of work (ms, one core)',
      Math.round(solveMs),
    );
  });

  it('10,000 guesses at one locked account: the admin still signs in from a fresh address after a level-1 proof', async () => {
    await forgetFailures();
    await guessPasswords(() => DEMO_USERS.admin.email);
    const fresh = await adminSignsInFrom(FRESH_IP);
    expect(fresh.status).toBe(429);
    expect(levelOf(fresh.challenge)).toBe(1);
    expect((await adminSignsInFrom(FRESH_IP, await solvedProof(fresh.challenge))).status).toBe(200);
  });
});
