import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from './app';
import type { Env } from './config/env';
import { openDb } from './db/connection';
import { type WriteGate, writeTurns } from './hot-path/write-gate';
import { startHousekeeping } from './jobs/housekeeping';

// The background-job thread of a `--role=all` process: its own database connection and its own
// event loop, so a recalculation or an export never delays the requests the main thread answers
// (on SQLite both threads share the file in WAL mode; jobs keep their transactions short).

const { env, databaseUrl, pgSchema, writeGate } = workerData as {
  env: Env;
  databaseUrl: string;
  pgSchema?: string;
  writeGate?: WriteGate;
};
const db = openDb({
  databaseUrl,
  dataDir: env.dataDir,
  pgSchema,
  autoCheckpoint: false,
  writeTurns: writeGate && writeTurns(writeGate, 'job'),
});
const { app, deps, housekeeping } = await buildApp(env, db);
await deps.jobs.start();
const stopHousekeeping = await startHousekeeping(deps, app.log, housekeeping);

// The request thread leaves checkpoints to this thread (see DbOptions.autoCheckpoint): copy the
// write-ahead log back into the database file regularly, without blocking readers or writers.
const CHECKPOINT_MS = 2000;
const checkpoints = setInterval(() => db.checkpoint(), CHECKPOINT_MS);
checkpoints.unref();

parentPort!.on('message', async (message: 'kick' | 'stop') => {
  if (message === 'kick') deps.jobs.wake();
  if (message === 'stop') {
    clearInterval(checkpoints);
    stopHousekeeping();
    await deps.jobs.stop();
    await db.close();
    parentPort!.postMessage('stopped');
  }
});
parentPort!.postMessage('ready');
