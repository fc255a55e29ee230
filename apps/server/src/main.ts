import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDb } from './db/connection';
import { createWriteGate, writeTurns } from './hot-path/write-gate';
import { startHousekeeping } from './jobs/housekeeping';
import { type JobWorker, startJobWorker } from './jobs/job-worker';
import { migrateWithJobQueue } from './jobs/queue-schema';
import { warmTaskThreads } from './lib/threads/ts-thread-pool';
import { moveLegacyParticipantPhotos } from './modules/participant-journey/participant-photos';
import { seedDemoIfEmpty } from './seed/demo';

/**
 * Process entry. `--role=web` serves HTTP only, `--role=worker` runs background jobs only,
 * `--role=all` (default) does both in one process: HTTP on the main thread, jobs on a worker
 * thread, so long jobs never hold up requests.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const role = (process.argv.find((a) => a.startsWith('--role='))?.split('=')[1] ?? 'all') as
    | 'web'
    | 'worker'
    | 'all';
  if (!['web', 'worker', 'all'].includes(role))
    throw new Error(`Unknown --role=${role}: use web, worker or all`);

  // With a job worker thread, that thread does the SQLite checkpoints: requests never pay for one.
  // With a job worker thread, the two threads share a write gate so a long job never keeps a
  // request waiting for SQLite's write lock (see hot-path/write-gate.ts).
  const gate = role === 'all' ? createWriteGate() : undefined;
  const db = openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    autoCheckpoint: role !== 'all',
    writeTurns: gate && writeTurns(gate, 'request'),
  });
  await migrateWithJobQueue(db);
  // Registration photos stored before they became private move out of the public folder (019).
  await moveLegacyParticipantPhotos(env);
  const { app, deps, housekeeping } = await buildApp(env, db);
  if (env.SEED_DEMO === 'true') {
    const seeded = await seedDemoIfEmpty(deps);
    if (seeded) app.log.info('seeded the demo data into the empty database');
  }
  let worker: JobWorker | null = null;
  if (role === 'worker') {
    await deps.jobs.start();
    await startHousekeeping(deps, app.log, housekeeping);
  }
  if (role === 'all') worker = startJobWorker(env, deps.jobs, app.log, { writeGate: gate });
  if (role !== 'worker') {
    await app.listen({ port: env.PORT, host: env.HOST });
    // The sheet, import and report threads load their modules now, not on a user's first upload.
    warmTaskThreads();
  }
  app.log.info(
    `${env.PRODUCT_NAME} ${role} ready on ${db.dialect}${role !== 'worker' ? ` at http://localhost:${env.PORT}` : ''}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests and jobs`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await deps.jobs.stop();
    await worker?.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
