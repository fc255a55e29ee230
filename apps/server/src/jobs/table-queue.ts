import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addMs, nowIso } from '../lib/clock';
import type { JobQueue } from '../lib/job-queue';
import { MAX_ATTEMPTS, PollingJobQueue } from './polling-queue';
import { insertJobRow, type RecordedJob, recordJobFailure, runRecordedJob } from './recorded-job';

const LOCK_TIMEOUT_MS = 5 * 60_000;

/**
 * The SQLite runner: the `jobs` table is the queue. A job is claimed with a conditional update
 * (only one worker wins), retried with backoff, and survives restarts because it is in the
 * database.
 */
export class TableJobQueue extends PollingJobQueue implements JobQueue {
  constructor(
    private db: Kysely<Database>,
    private log: FastifyBaseLogger,
  ) {
    super();
  }

  async enqueue(type: string, payload: unknown): Promise<number> {
    const id = await insertJobRow(this.db, type, payload);
    this.enqueued();
    return id;
  }

  /**
   * One SQLite database has one process that runs jobs (see every()), so a job still marked
   * running when that process starts was being run by a process that died (kill -9, a crash, a
   * worker thread restarted): it runs again now instead of after the lock timeout. The lost run
   * still counts as an attempt, so a job that brings its process down every time ends failed.
   */
  override async start(): Promise<void> {
    if (this.started) return;
    const orphans = await this.db
      .updateTable('jobs')
      .set({ status: 'queued', locked_at: null, run_after: nowIso() })
      .where('status', '=', 'running')
      .executeTakeFirst();
    const count = Number(orphans.numUpdatedRows);
    if (count > 0) this.log.warn({ count }, 'jobs left running by a stopped process run again');
    await super.start();
  }

  protected poll(): Promise<number> {
    return this.drain();
  }

  async drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const job = await this.claim();
      if (!job) return done;
      const error = await runRecordedJob(this.db, this.handlers, job);
      if (error) {
        const final = job.attempts >= MAX_ATTEMPTS;
        this.log.warn({ job: job.id, type: job.type, err: error, final }, 'job failed');
        await recordJobFailure(this.db, job.id, error, final, addMs(nowIso(), 2 ** job.attempts * 1000));
      }
      done++;
    }
  }

  async retryNow(): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('jobs')
      .set({ run_after: addMs(now, -1) })
      .where('status', '=', 'queued')
      .where('run_after', '>', now)
      .execute();
  }

  /** One SQLite database has one process that runs jobs: a timer here is the only one. */
  async every(_name: string, hours: number, task: () => Promise<void>): Promise<() => void> {
    void task();
    const timer = setInterval(() => void task(), hours * 60 * 60_000);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async claim(): Promise<RecordedJob | undefined> {
    const now = nowIso();
    const candidate = await this.db
      .selectFrom('jobs')
      .select(['id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_at', '<', addMs(now, -LOCK_TIMEOUT_MS))]),
        ]),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await this.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', locked_at: now, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', candidate.id)
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb('locked_at', '<', addMs(now, -LOCK_TIMEOUT_MS))]))
      .returning(['id', 'type', 'payload_json', 'attempts'])
      .executeTakeFirst();
    return claimed ?? (await this.claim());
  }
}
