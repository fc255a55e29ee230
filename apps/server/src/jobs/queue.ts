import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addMs, nowIso } from '../lib/clock';

export type JobHandler = (payload: unknown, report: (progress: number) => Promise<void>) => Promise<void>;

export const MAX_ATTEMPTS = 5;
const POLL_MS = 1000;
const LOCK_TIMEOUT_MS = 5 * 60_000;

/**
 * Background jobs in a `jobs` table, run in-process. A job is claimed with a conditional
 * update (only one worker wins), retried with backoff, and survives restarts because it is
 * in the database. (pg-boss replaces the runner on PostgreSQL in the scale issue.)
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private wakeAgain = false;
  private enqueuedListeners: (() => void)[] = [];

  constructor(
    private db: Kysely<Database>,
    private log: FastifyBaseLogger,
  ) {}

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  /** Called after every enqueue (a job worker thread is woken this way). */
  onEnqueued(listener: () => void): void {
    this.enqueuedListeners.push(listener);
  }

  async enqueue(type: string, payload: unknown): Promise<number> {
    const now = nowIso();
    const row = await this.db
      .insertInto('jobs')
      .values({
        type,
        payload_json: JSON.stringify(payload),
        status: 'queued',
        attempts: 0,
        progress: 0,
        run_after: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.kick();
    for (const listener of this.enqueuedListeners) listener();
    return row.id;
  }

  /** Starts polling (the web+worker or worker role). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs due jobs now instead of at the next poll (when this queue is started). */
  wake(): void {
    this.kick();
  }

  private kick(): void {
    if (!this.timer) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.kick();
      }
    });
  }

  /** Runs every due job now; tests call it to finish queued work deterministically. */
  async drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const job = await this.claim();
      if (!job) return done;
      await this.runOne(job);
      done++;
    }
  }

  private async claim(): Promise<
    { id: number; type: string; payload_json: string; attempts: number } | undefined
  > {
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

  private async runOne(job: {
    id: number;
    type: string;
    payload_json: string;
    attempts: number;
  }): Promise<void> {
    const handler = this.handlers.get(job.type);
    const report = async (progress: number) => {
      await this.db
        .updateTable('jobs')
        .set({ progress: Math.round(progress) })
        .where('id', '=', job.id)
        .execute();
      // SQLite calls resolve as microtasks, so a job that only talks to the database would
      // never give the event loop back: every progress report lets waiting requests run.
      await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(JSON.parse(job.payload_json), report);
      await this.db
        .updateTable('jobs')
        .set({ status: 'done', progress: 100, finished_at: nowIso(), last_error: null })
        .where('id', '=', job.id)
        .execute();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= MAX_ATTEMPTS;
      this.log.warn({ job: job.id, type: job.type, err: message, final }, 'job failed');
      await this.db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'queued',
          last_error: message.slice(0, 2000),
          locked_at: null,
          run_after: addMs(nowIso(), 2 ** job.attempts * 1000),
          finished_at: final ? nowIso() : null,
        })
        .where('id', '=', job.id)
        .execute();
    }
  }
}
