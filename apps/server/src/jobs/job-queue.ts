import type { JobHandler, JobOptions } from './polling-queue';

/**
 * Background jobs. Every job has a row in the `jobs` table (status, attempts, progress,
 * last_error): that row is what services and the progress bars read, on either engine. What
 * dispatches the rows differs: on SQLite the table itself is polled (table-queue.ts); on
 * PostgreSQL pg-boss delivers each job exactly once across processes, retries it with backoff and
 * schedules the periodic tasks (pgboss-queue.ts).
 */
export interface JobQueue {
  register(type: string, handler: JobHandler, options?: JobOptions): void;
  /** Called after every enqueue (a job worker thread is woken this way). */
  onEnqueued(listener: () => void): void;
  /** Records a job and queues it; answers the `jobs` row id. */
  enqueue(type: string, payload: unknown): Promise<number>;
  /** Starts running jobs in this process (the worker role or a worker thread). */
  start(): Promise<void>;
  /** Stops polling and waits for the running job. */
  stop(): Promise<void>;
  /** Runs due jobs now instead of at the next poll (when this queue is started). */
  wake(): void;
  /** Runs every due job now; tests call it to finish queued work deterministically. */
  drain(): Promise<number>;
  /** Makes every job waiting for a retry due at once (tests skip the backoff this way). */
  retryNow(): Promise<void>;
  /**
   * Runs a task every `hours` (and once soon after the start) in one process among all those that
   * run jobs; answers a function that stops it here.
   */
  every(name: string, hours: number, task: () => Promise<void>): Promise<() => void>;
}
