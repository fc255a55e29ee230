import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { WriteGate } from '../hot-path/write-gate';
import type { JobQueue } from '../lib/job-queue';

export interface JobWorker {
  /** Resolves once the thread has finished its running job and closed its connection. */
  stop(): Promise<void>;
}

const RESTART_MS = 1000;

/**
 * Runs the job queue in a worker thread (see ../job-thread.ts). Jobs enqueued by this thread
 * wake the worker at once instead of waiting for its next poll; a thread that dies is restarted
 * (its claimed job is picked up again after the lock timeout, as after a crash).
 */
export function startJobWorker(
  env: Env,
  jobs: JobQueue,
  log: FastifyBaseLogger,
  opts: { databaseUrl?: string; pgSchema?: string; writeGate?: WriteGate } = {},
): JobWorker {
  let worker: Worker;
  let stopping = false;
  const spawn = () => {
    worker = new Worker(new URL('../job-thread-boot.mjs', import.meta.url), {
      workerData: {
        env,
        databaseUrl: opts.databaseUrl ?? env.DATABASE_URL,
        pgSchema: opts.pgSchema,
        writeGate: opts.writeGate,
      },
    });
    worker.on('error', (err) => log.error({ err }, 'job worker failed'));
    worker.on('exit', (code) => {
      if (stopping) return;
      log.warn({ code }, 'job worker exited; restarting');
      setTimeout(spawn, RESTART_MS).unref();
    });
  };
  spawn();
  jobs.onEnqueued(() => worker.postMessage('kick'));
  return {
    stop: async () => {
      stopping = true;
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (m) => m === 'stopped' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
    },
  };
}
