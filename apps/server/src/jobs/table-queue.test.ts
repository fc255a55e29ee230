import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { nowIso } from '../lib/clock';
import { TableJobQueue } from './table-queue';

// The SQLite runner after a crash: one database has one job-running process, so a job still
// marked running when that process starts again was lost with the process that died.

const onSqlite = process.env.TEST_DB_ENGINE !== 'postgres';

describe.skipIf(!onSqlite)('the table job queue (SQLite only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a job left running by a killed process as soon as the runner starts, counting the lost run', async () => {
    const queue = new TableJobQueue(t.deps.db, t.app.log);
    let runs = 0;
    queue.register('orphan', async () => {
      runs++;
    });
    // Claimed a moment ago by a process that was then killed: well within the lock timeout.
    const { id } = await t.deps.db
      .insertInto('jobs')
      .values({
        type: 'orphan',
        payload_json: '{}',
        status: 'running',
        attempts: 1,
        progress: 40,
        run_after: nowIso(),
        locked_at: nowIso(),
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queue.start();
    for (let i = 0; i < 100 && runs === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await queue.stop();
    expect(runs).toBe(1);
    const row = await t.deps.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', attempts: 2, progress: 100 });
  });
});
