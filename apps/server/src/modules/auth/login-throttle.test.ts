import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { LOGIN_THROTTLED_MESSAGE } from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_IP: '8', LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' } });
});
afterAll(() => t.close());

describe('login throttling', () => {
  it('answers 429 challenge_required after repeated failures for one account', async () => {
    const username = 'collaborator@asesa.test';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await t.call('auth/login', { username, password: `wrong-${i}` }, await t.anonymousToken(), {
            'x-forwarded-for': `10.0.0.${i}`,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password is not checked without the proof of work: the guesser learns nothing
    // for free (login-challenge.test.ts: with a solution it signs in).
    const right = await t.call(
      'auth/login',
      { username, password: 'Collaborator#2026' },
      await t.anonymousToken(),
      { 'x-forwarded-for': '10.0.0.9' },
    );
    expect(right.status).toBe(429);
    expect(right.body.error!.message).toBe(LOGIN_THROTTLED_MESSAGE);
    expect(right.body.error!.reason).toBe('challenge_required');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after repeated failures from one address across accounts', async () => {
    const ip = '192.0.2.77';
    let last = 0;
    for (let i = 0; i < 9; i++) {
      last = (
        await t.call(
          'auth/login',
          { username: `user${i}@example.com`, password: 'x' },
          await t.anonymousToken(),
          { 'x-forwarded-for': ip },
        )
      ).status;
    }
    expect(last).toBe(429);
    const other = await t.call(
      'auth/login',
      { username: 'admin@asesa.test', password: 'Admin#2026' },
      await t.anonymousToken(),
      { 'x-forwarded-for': '192.0.2.78' },
    );
    expect(other.status).toBe(200);
  });
});

describe('failed log-ins are recorded', () => {
  it('keeps an auth event per failure with the e-mail and address', async () => {
    const rows = await t.deps.db
      .selectFrom('auth_events')
      .select(['kind', 'email', 'ip'])
      .where('ip', '=', '192.0.2.77')
      .execute();
    expect(rows.filter((r) => r.kind === 'login_failed')).toHaveLength(8);
    expect(rows.some((r) => r.kind === 'login_throttled')).toBe(true);
  });

  it('shows admins the failed and refused sign-ins (auth/login-attempts), nobody else', async () => {
    const admin = await t.signIn('admin');
    const page = await t.callOk('auth/login-attempts', { search: { value: '192.0.2.77' } }, admin);
    expect(page.recordsFiltered).toBe(9);
    expect(page.data[0]).toMatchObject({
      kind: 'login_throttled',
      ip: '192.0.2.77',
      email: 'user8@example.com',
    });
    expect(page.data.filter((r: { kind: string }) => r.kind === 'login_failed')).toHaveLength(8);
    // Successful sign-ins are not guesses: never listed.
    const all = await t.callOk('auth/login-attempts', { length: 500 }, admin);
    expect(all.data.every((r: { kind: string }) => r.kind !== 'login_succeeded')).toBe(true);
    expect((await t.call('auth/login-attempts', {}, await t.signIn('consultant'))).status).toBe(403);
  });
});
