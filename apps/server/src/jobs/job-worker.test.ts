import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { SCORE_PARTICIPANT_JOB } from '../modules/scoring-runs/scoring-runs.service';
import { type JobWorker, startJobWorker } from './job-worker';

let t: TestApp;
let worker: JobWorker;
beforeAll(async () => {
  t = await startTestApp();
  // This thread's queue is never started: only the worker thread can run the job.
  worker = startJobWorker(t.deps.env, t.deps.jobs, t.app.log, {
    databaseUrl: t.databaseUrl ?? '',
    pgSchema: t.pgSchema,
  });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

describe('the job worker thread', () => {
  it(
    'runs a job enqueued on the main thread, on its own connection, and stops cleanly',
    { timeout: 60_000 },
    async () => {
      const scored = await t.deps.db
        .selectFrom('participants')
        .select(['id', 'updated_at'])
        .where('status', '=', 'scored')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await new Promise((r) => setTimeout(r, 5));
      const jobId = await t.deps.jobs.enqueue(SCORE_PARTICIPANT_JOB, { participantId: scored.id });

      let job: { status: string; progress: number } | undefined;
      // Starting the thread compiles the server's modules again: allow for a slow, busy machine.
      for (let i = 0; i < 450 && job?.status !== 'done'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = await t.deps.db
          .selectFrom('jobs')
          .select(['status', 'progress'])
          .where('id', '=', jobId)
          .executeTakeFirst();
      }
      expect(job).toEqual({ status: 'done', progress: 100 });
      const after = await t.deps.db
        .selectFrom('participants')
        .select(['status', 'updated_at'])
        .where('id', '=', scored.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe('scored');
      expect(after.updated_at > scored.updated_at).toBe(true);
    },
  );
});
