import { createWriteGate, type WriteGate } from '../src/hot-path/write-gate';
import { startJobWorker } from '../src/jobs/job-worker';
import { startTestApp, type TestApp } from '../test/harness';

export interface AllRoleServer {
  t: TestApp;
  /** The write gate the request and job threads share. */
  gate: WriteGate;
  /** Starts the job worker thread, once the bench has written the data its jobs read. */
  startJobs(): void;
}

/**
 * Runs `bench` against the app with the demo data as in a `--role=all` server: requests never
 * checkpoint, the job worker thread does, and the request and job threads share the write gate.
 * The job worker and the app stop when `bench` ends, whatever happens.
 */
export async function withAllRoleServer<Result>(
  bench: (server: AllRoleServer) => Promise<Result>,
): Promise<Result> {
  const gate = createWriteGate();
  const t = await startTestApp({ seed: true, autoCheckpoint: false, writeGate: gate });
  let jobWorker = null as { stop(): Promise<void> } | null;
  const startJobs = () => {
    jobWorker = startJobWorker(t.deps.env, t.deps.jobs, t.app.log, {
      databaseUrl: t.engine === 'sqlite' ? '' : process.env.TEST_DATABASE_URL,
      pgSchema: t.pgSchema,
      writeGate: gate,
    });
  };
  try {
    return await bench({ t, gate, startJobs });
  } finally {
    await jobWorker?.stop();
    await t.close();
  }
}

/** The row of the download a job of the bench wrote (its row count and size). */
export function jobDownload(t: TestApp, downloadId: number) {
  return t.deps.db.selectFrom('downloads').selectAll().where('id', '=', downloadId).executeTakeFirstOrThrow();
}
