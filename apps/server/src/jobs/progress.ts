import type { JobProgress } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const IDLE: JobProgress = { job_id: null, status: 'idle', progress: 0, error: null };

/** What a *-progress call answers for one job (idle when there is none). */
export async function jobProgress(
  db: Kysely<Database>,
  jobId: number | null | undefined,
): Promise<JobProgress> {
  if (!jobId) return IDLE;
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'status', 'progress', 'last_error'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) return IDLE;
  return {
    job_id: job.id,
    status: job.status,
    progress: job.status === 'done' ? 100 : Math.max(0, Math.min(100, job.progress)),
    // A job being retried keeps its last error private until it finally fails.
    error: job.status === 'failed' ? job.last_error : null,
  };
}
