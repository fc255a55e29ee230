import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedInPair } from '../../../test/support/token-pairs';
import { sha256 } from '../../lib/crypto';

// Back-office sessions end after 30 minutes without a call and 12 hours after sign-in.
// The clock is moved by moving the session's stored times back.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' } });
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const session = (token: string) =>
  t.deps.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirstOrThrow();
const setTimes = (token: string, times: { last_seen_at?: string; created_at?: string }) =>
  t.deps.db.updateTable('sessions').set(times).where('token_hash', '=', sha256(token)).execute();

describe('back-office session timeouts', () => {
  it('signs out after 30 minutes without a call, and the refresh token cannot revive it', async () => {
    const s = await signedInPair(t);
    await setTimes(s.token, { last_seen_at: minutesAgo(31) });
    const res = await t.call('auth/whoami', {}, s.token);
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      message: 'You were signed out after 30 minutes without activity; sign in again.',
      reason: 'invalid_token',
    });
    const refreshed = await t.call('token/refresh', {
      refresh_token: s.refresh_token,
      device_id: s.device_id,
    });
    expect(refreshed.status).toBe(401);
  });

  it('a call within 30 minutes keeps the session alive and moves last_seen_at (at most once a minute)', async () => {
    const s = await signedInPair(t);
    await setTimes(s.token, { last_seen_at: minutesAgo(29) });
    expect((await t.call('auth/whoami', {}, s.token)).status).toBe(200);
    const seen = (await session(s.token)).last_seen_at;
    expect(Date.parse(seen)).toBeGreaterThan(Date.now() - 5_000);
    // The next calls within the minute do not write it again.
    await t.call('auth/whoami', {}, s.token);
    await t.call('auth/profile', {}, s.token);
    expect((await session(s.token)).last_seen_at).toBe(seen);
  });

  it('ends 12 hours after sign-in however active; a refresh does not extend it', async () => {
    const s = await signedInPair(t);
    const signedIn = minutesAgo(11 * 60 + 50);
    await setTimes(s.token, { created_at: signedIn });
    const renewed = await t.callOk('token/refresh', {
      refresh_token: s.refresh_token,
      device_id: s.device_id,
    });
    expect((await session(renewed.token)).created_at).toBe(signedIn);
    expect((await t.call('auth/whoami', {}, renewed.token)).status).toBe(200);
    await setTimes(renewed.token, { created_at: minutesAgo(12 * 60 + 1), last_seen_at: minutesAgo(0) });
    const res = await t.call('auth/whoami', {}, renewed.token);
    expect(res.status).toBe(401);
    expect(res.body.error!.message).toBe('Your session ended 12 hours after sign-in; sign in again.');
  });

  it('leaves anonymous device tokens alone (they reach nothing)', async () => {
    const anon = await t.anonymousToken();
    await setTimes(anon, { last_seen_at: minutesAgo(600), created_at: minutesAgo(600) });
    const res = await t.call('auth/whoami', {}, anon);
    expect(res.body.error!.reason).toBe('not_signed_in');
  });

  it('logout still revokes at once', async () => {
    const s = await signedInPair(t);
    await t.callOk('auth/logout', {}, s.token);
    expect((await t.call('auth/whoami', {}, s.token)).status).toBe(401);
  });
});
