import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../app';
import type { Env } from '../config/env';
import { openDb } from '../db/connection';

// The background-job thread of a `--role=all` process: its own database connection and its own
// event loop, so a recalculation or an export never delays the requests the main thread answers
// (on SQLite both threads share the file in WAL mode; jobs keep their transactions short).

const { env, databaseUrl, pgSchema } = workerData as { env: Env; databaseUrl: string; pgSchema?: string };
const db = openDb({ databaseUrl, dataDir: env.dataDir, pgSchema });
const { deps } = await buildApp(env, db);
deps.jobs.start();

parentPort!.on('message', async (message: 'kick' | 'stop') => {
  if (message === 'kick') deps.jobs.wake();
  if (message === 'stop') {
    await deps.jobs.stop();
    await db.close();
    parentPort!.postMessage('stopped');
  }
});
parentPort!.postMessage('ready');
