import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/clock';
import { letWaitingRequestsRun } from '../lib/event-loop';
import type { JobHandler } from '../lib/job-queue';

export interface RecordedJob {
  id: number;
  type: string;
  payload_json: string;
  attempts: number;
}

/** Records a new job (queued, due now) and answers its row id: the record both runners keep. */
export async function insertJobRow(db: Kysely<Database>, type: string, payload: unknown): Promise<number> {
  const now = nowIso();
  const row = await db
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
  return row.id;
}

/**
 * Runs the handler of a claimed `jobs` row, reporting progress into the row, and marks it done.
 * Answers the error message when the handler failed (the runner records the retry or failure).
 */
export async function runRecordedJob(
  db: Kysely<Database>,
  handlers: Map<string, JobHandler>,
  job: RecordedJob,
): Promise<string | null> {
  const handler = handlers.get(job.type);
  const report = async (progress: number) => {
    await db
      .updateTable('jobs')
      .set({ progress: Math.round(progress) })
      .where('id', '=', job.id)
      .execute();
    // A job that only talks to SQLite would never give the event loop back: every progress
    // report lets waiting requests run.
    await letWaitingRequestsRun();
  };
  try {
    if (!handler) throw new Error(`No handler for job type ${job.type}`);
    await handler(JSON.parse(job.payload_json), report);
  } catch (err) {
    return (err instanceof Error ? err.message : String(err)).slice(0, 2000);
  }
  await db
    .updateTable('jobs')
    .set({ status: 'done', progress: 100, finished_at: nowIso(), last_error: null })
    .where('id', '=', job.id)
    .execute();
  return null;
}

/** Records a failed run: queued again until `runAfter`, or failed for good when `final`. */
export async function recordJobFailure(
  db: Kysely<Database>,
  jobId: number,
  error: string,
  final: boolean,
  runAfter: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'queued',
      last_error: error,
      locked_at: null,
      run_after: runAfter,
      finished_at: final ? nowIso() : null,
    })
    .where('id', '=', jobId)
    .execute();
}
