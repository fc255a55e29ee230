import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { type Db, openDb } from '../db/connection';
import { APP_JOBS_QUEUE, PgBossJobQueue } from './pgboss-queue';
import { DEFAULT_LOST_AFTER_SECONDS, MAX_ATTEMPTS } from './polling-queue';

// The PostgreSQL runner on its own: two queues on two pools stand for two processes sharing one
// schema (the multi-instance test does the same with real processes).

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

describe.skipIf(!onPostgres)('the pg-boss job queue (PostgreSQL only)', () => {
  let t: TestApp;
  let other: Db;
  let first: PgBossJobQueue;
  let second: PgBossJobQueue;
  const runs = new Map<number, number>();

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    other = openDb({ databaseUrl: t.databaseUrl!, dataDir: '', pgSchema: t.pgSchema });
    first = new PgBossJobQueue(t.deps.db, t.app.log);
    second = new PgBossJobQueue(other.kysely, t.app.log);
    for (const queue of [first, second]) {
      queue.register('count', async (payload, report) => {
        const { n } = payload as { n: number };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await report(50);
        await new Promise((r) => setTimeout(r, 5));
      });
      queue.register('fail', async () => {
        throw new Error('always fails');
      });
    }
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('hands each job to exactly one of two queues draining at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? first : second).enqueue('count', { n })),
    );
    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    expect(a + b).toBe(20);
    expect([...runs.values()]).toEqual(Array(20).fill(1));
    const rows = await t.deps.db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1 && r.progress === 100)).toBe(true);
  });

  it('records each failure on the row, retries with backoff and fails for good after the last attempt', async () => {
    const id = await first.enqueue('fail', {});
    expect(await first.drain()).toBe(1);
    let row = await t.deps.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'always fails' });
    expect(Date.parse(row.run_after) - Date.now()).toBeGreaterThan(1000);
    // Not due yet.
    expect(await second.drain()).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await first.retryNow();
      expect(await second.drain()).toBe(1);
    }
    row = await t.deps.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'always fails' });
    expect(row.finished_at).not.toBeNull();
    await first.retryNow();
    expect(await first.drain()).toBe(0);
  });

  it('does not run again a delivery whose row has already finished', async () => {
    runs.clear();
    const id = await first.enqueue('count', { n: 99 });
    // As if a process recorded the job done and died before telling pg-boss.
    await t.deps.db.updateTable('jobs').set({ status: 'done' }).where('id', '=', id).execute();
    expect(await second.drain()).toBe(1);
    expect(runs.get(99)).toBeUndefined();
    expect(await first.drain()).toBe(0);
  });

  it('gives a short job a short expiry, so a job of a killed process runs again within minutes', async () => {
    for (const queue of [first, second]) queue.register('short', async () => {}, { lostAfterSeconds: 120 });
    const shortId = await first.enqueue('short', {});
    const longId = await first.enqueue('count', { n: 7 });
    const { rows } = await sql<{ job_id: number; seconds: number }>`
      select (data->>'jobId')::int as job_id, extract(epoch from expire_in)::int as seconds
      from job where name = ${APP_JOBS_QUEUE} and state = 'created'`.execute(t.deps.db);
    const seconds = new Map(rows.map((r) => [r.job_id, r.seconds]));
    expect(seconds.get(shortId)).toBe(120);
    expect(seconds.get(longId)).toBe(DEFAULT_LOST_AFTER_SECONDS);
    expect(await second.drain()).toBe(2);
  });

  it('lets processes starting together create the same periodic queue (no deadlock kills one)', async () => {
    const queues = [first, second, new PgBossJobQueue(other.kysely, t.app.log)];
    for (let round = 0; round < 3; round++) {
      const name = `race-${round}`;
      const stops = await Promise.all(queues.map((q) => q.every(name, 1, async () => {})));
      for (const stop of stops) stop();
      const created = await sql<{
        n: number;
      }>`select count(*)::int as n from queue where name = ${name}`.execute(t.deps.db);
      expect(created.rows[0].n).toBe(1);
    }
  });
});
