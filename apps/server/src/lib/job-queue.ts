/**
 * Background jobs. Every job has a row in the `jobs` table (status, attempts, progress,
 * last_error): that row is what services and the progress bars read, on either engine. What
 * dispatches the rows differs: on SQLite the table itself is polled (jobs/table-queue.ts); on
 * PostgreSQL pg-boss delivers each job exactly once across processes, retries it with backoff and
 * schedules the periodic tasks (jobs/pgboss-queue.ts). The interface lives in lib, below jobs/, so
 * that deps.ts and the mailer hold a queue without importing the adapters.
 */

/** Runs one job: its payload, and a way to record its progress on its row. */
export type JobHandler = (payload: unknown, report: (progress: number) => Promise<void>) => Promise<void>;

export interface JobOptions {
  /**
   * How long one run may take. A run still going after this is taken to be lost with its
   * process (killed, crashed) and the job runs again: short jobs (one participant's score, one
   * e-mail) say so, so that a killed instance delays them by minutes rather than by the quarter
   * of an hour a long export or recalculation is allowed.
   */
  lostAfterSeconds?: number;
}

/** The queue both adapters implement and jobs/queue.ts chooses between. */
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
