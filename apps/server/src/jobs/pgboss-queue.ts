import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/clock';
import type { JobQueue } from '../lib/job-queue';
import { DEFAULT_LOST_AFTER_SECONDS, MAX_ATTEMPTS, PollingJobQueue } from './polling-queue';
import { insertJobRow, recordJobFailure, runRecordedJob } from './recorded-job';

/** The pg-boss queue every `jobs` row is sent to: one queue keeps them in enqueue order. */
export const APP_JOBS_QUEUE = 'app-jobs';

// pg-boss retries a failed job after 2–4 s, then 4–8, 8–16 and 16–32 s (as the table runner's
// 2, 4, 8, 16 s). A job still active after its type's lostAfterSeconds (15 minutes unless the
// type says less) is taken to be lost with its process: pg-boss fails it and it is retried.
const JOB_POLICY = {
  retryLimit: MAX_ATTEMPTS - 1,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: DEFAULT_LOST_AFTER_SECONDS,
};
const PERIODIC_POLICY = { retryLimit: 0, expireInSeconds: DEFAULT_LOST_AFTER_SECONDS };

interface JobData {
  jobId: number;
}

/** pg-boss talks to the database through our Kysely pool (or transaction): no second pool. */
function executor(db: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      // biome-ignore lint/suspicious/noExplicitAny: pg-boss reads its own columns from the rows.
      return { rows: result.rows as any[] };
    },
  };
}

const DEADLOCK = '40P01';

/**
 * pg-boss's createQueue, made safe for processes starting together: each creates the queues of its
 * periodic tasks, and two creating the same queue at once can deadlock in pg-boss's create_queue
 * (CI: a worker thread died of it at start). PostgreSQL aborts one of them; it tries again, and
 * finds the queue the other created.
 */
async function createQueueRacing(boss: PgBoss, name: string, policy: object): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, { name, ...policy });
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== DEADLOCK || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Installs or upgrades pg-boss's tables in the current schema and creates the app's queue. Run by
 * migrateWithJobQueue under the migrations' startup lock: pg-boss's own install, raced by several processes,
 * leaves the loser's connection in an aborted transaction (and that connection is our pool's).
 */
export async function installPgBoss(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const boss = new PgBoss({
    db: executor(db),
    schema: rows[0]!.schema,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.createQueue(APP_JOBS_QUEUE, { name: APP_JOBS_QUEUE, ...JOB_POLICY });
  await boss.stop({ graceful: false, close: false });
}

/**
 * The PostgreSQL runner. Enqueuing writes the `jobs` row and sends its id to pg-boss in one
 * transaction; pg-boss hands each job to exactly one fetching process (SKIP LOCKED), retries it
 * with backoff, expires the jobs of a process that died, and its cron runs each periodic task in
 * one process per period. pg-boss keeps its tables in the app's schema (current_schema()), so
 * each test file's schema has its own queue.
 */
export class PgBossJobQueue extends PollingJobQueue implements JobQueue {
  private opening: Promise<PgBoss> | null = null;
  /** Started with start(): pg-boss's maintenance (expiry, archiving) and cron, in job-running processes only. */
  private keeper: PgBoss | null = null;
  private periodic = new Map<string, () => Promise<void>>();
  private schema: Promise<string> | null = null;

  constructor(
    private db: Kysely<Database>,
    private log: FastifyBaseLogger,
  ) {
    super();
  }

  /** pg-boss for sending and fetching (installed by migrateWithJobQueue, see installPgBoss). */
  private boss(): Promise<PgBoss> {
    this.opening ??= (async () => {
      const boss = new PgBoss({
        ...(await this.options()),
        supervise: false,
        schedule: false,
        migrate: false,
      });
      boss.on('error', (err) => this.log.error({ err }, 'pg-boss failed'));
      await boss.start();
      return boss;
    })().catch((err) => {
      this.opening = null;
      throw err;
    });
    return this.opening;
  }

  private async options(): Promise<PgBoss.ConstructorOptions & { schema: string }> {
    this.schema ??= sql<{ schema: string }>`select current_schema() as schema`
      .execute(this.db)
      .then(({ rows }) => rows[0]!.schema);
    return { db: executor(this.db), schema: await this.schema, ...JOB_POLICY };
  }

  async enqueue(type: string, payload: unknown): Promise<number> {
    const boss = await this.boss();
    const id = await this.db.transaction().execute(async (trx) => {
      const jobId = await insertJobRow(trx, type, payload);
      const data: JobData = { jobId };
      await boss.send(APP_JOBS_QUEUE, data, {
        ...JOB_POLICY,
        expireInSeconds: this.lostAfterSeconds(type),
        db: executor(trx),
      });
      return jobId;
    });
    this.enqueued();
    return id;
  }

  override async start(): Promise<void> {
    if (this.started) return;
    const keeper = new PgBoss({ ...(await this.options()), supervise: true, schedule: true, migrate: false });
    keeper.on('error', (err) => this.log.error({ err }, 'pg-boss maintenance failed'));
    await this.boss();
    await keeper.start();
    this.keeper = keeper;
    await super.start();
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.keeper?.stop({ graceful: true, close: false });
    this.keeper = null;
    const boss = await this.opening?.catch(() => null);
    this.opening = null;
    await boss?.stop({ graceful: false, close: false });
  }

  protected async poll(): Promise<void> {
    try {
      await this.drain();
      for (const [name, task] of this.periodic) await this.runPeriodic(name, task);
    } catch (err) {
      this.log.error({ err }, 'job poll failed');
    }
  }

  async drain(): Promise<number> {
    const boss = await this.boss();
    let done = 0;
    for (;;) {
      const [job] = await boss.fetch<JobData>(APP_JOBS_QUEUE, { includeMetadata: true, batchSize: 1 });
      if (!job) return done;
      await this.runOne(boss, job);
      done++;
    }
  }

  private async runOne(boss: PgBoss, job: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    // The row is claimed too: a delivery of a job whose row already finished (its process died
    // between recording and completing) only completes it in pg-boss, never runs it twice.
    const row = await this.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', locked_at: nowIso(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', job.data.jobId)
      .where('status', 'in', ['queued', 'running'])
      .returning(['id', 'type', 'payload_json', 'attempts'])
      .executeTakeFirst();
    if (!row) {
      await boss.complete(APP_JOBS_QUEUE, job.id);
      return;
    }
    const error = await runRecordedJob(this.db, this.handlers, row);
    if (!error) {
      await boss.complete(APP_JOBS_QUEUE, job.id);
      return;
    }
    const final = job.retryCount >= job.retryLimit;
    this.log.warn({ job: row.id, type: row.type, err: error, final }, 'job failed');
    await boss.fail(APP_JOBS_QUEUE, job.id, { message: error });
    // The row shows when pg-boss will try again (its backoff is randomised).
    const retry = await boss.getJobById<JobData>(APP_JOBS_QUEUE, job.id);
    const runAfter = retry && !final ? new Date(retry.startAfter).toISOString() : nowIso();
    await recordJobFailure(this.db, row.id, error, final, runAfter);
  }

  async retryNow(): Promise<void> {
    await this.boss();
    const { schema } = await this.options();
    await executor(this.db).executeSql(
      `UPDATE ${schema}.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state = 'retry'`,
      [APP_JOBS_QUEUE],
    );
    const now = nowIso();
    await this.db
      .updateTable('jobs')
      .set({ run_after: now })
      .where('status', '=', 'queued')
      .where('run_after', '>', now)
      .execute();
  }

  /**
   * A pg-boss schedule (upserted by name, so every process may set it) sends one job per period,
   * and a throttled send at the start runs it soon on a fresh install without every starting
   * process running it again.
   */
  async every(name: string, hours: number, task: () => Promise<void>): Promise<() => void> {
    const boss = await this.boss();
    await createQueueRacing(boss, name, PERIODIC_POLICY);
    await boss.schedule(name, hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`, {}, PERIODIC_POLICY);
    await boss.sendThrottled(name, {}, PERIODIC_POLICY, hours * 60 * 60, 'start');
    this.periodic.set(name, task);
    this.wake();
    return () => this.periodic.delete(name);
  }

  private async runPeriodic(name: string, task: () => Promise<void>): Promise<void> {
    const boss = await this.boss();
    const [job] = await boss.fetch(name, { batchSize: 1 });
    if (!job) return;
    try {
      await task();
      await boss.complete(name, job.id);
    } catch (err) {
      this.log.error({ err, task: name }, 'periodic task failed');
      await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }
}
