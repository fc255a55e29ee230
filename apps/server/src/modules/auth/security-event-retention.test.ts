import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { purgeOldSecurityEvents } from './security-event-retention';

let t: TestApp;
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

beforeAll(async () => {
  t = await startTestApp({ seed: false, env: { SECURITY_EVENT_RETENTION_DAYS: '30' } });
});
afterAll(() => t.close());

describe('security events are kept for SECURITY_EVENT_RETENTION_DAYS', () => {
  it('deletes failed sign-ins and codes tried older than the period and keeps the rest', async () => {
    const { db } = t.deps;
    for (const days of [31, 29]) {
      const created_at = ago(days);
      await db
        .insertInto('auth_events')
        .values({ kind: 'login_failed', email: `${days}@x.test`, ip: '10.0.0.1', created_at })
        .execute();
      await db
        .insertInto('access_code_events')
        .values({ kind: 'failed', code: `OLD${days}`, ip: '10.0.0.1', created_at })
        .execute();
      await db
        .insertInto('participant_code_events')
        .values({ kind: 'failed', code: `P${days}`, ip: '10.0.0.1', created_at })
        .execute();
    }
    expect(await purgeOldSecurityEvents(t.deps, NOW)).toEqual({
      auth_events: 1,
      access_code_events: 1,
      participant_code_events: 1,
    });
    const left = await db.selectFrom('auth_events').select('email').execute();
    expect(left.map((r) => r.email)).toEqual(['29@x.test']);
    expect((await db.selectFrom('access_code_events').select('code').execute()).map((r) => r.code)).toEqual([
      'OLD29',
    ]);
    expect(
      (await db.selectFrom('participant_code_events').select('code').execute()).map((r) => r.code),
    ).toEqual(['P29']);
    // Idempotent: a second run finds nothing.
    expect(Object.values(await purgeOldSecurityEvents(t.deps, NOW))).toEqual([0, 0, 0]);
  });
});
