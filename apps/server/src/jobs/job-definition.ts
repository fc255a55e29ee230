import type { z } from 'zod';
import type { JobOptions, JobQueue } from '../lib/job-queue';

/** Reports a running job's progress (0–100) into its `jobs` row. */
export type JobReport = (progress: number) => Promise<void>;

/** Jobs that take seconds: when the process running one dies, it runs again after two minutes. */
export const SHORT_JOB: JobOptions = { lostAfterSeconds: 120 };

/**
 * A background job type: its name, the schema of its payload, what runs it and how long a run may
 * take. The payload is read back from the `jobs` row (JSON written by an earlier process, perhaps
 * an older version), so it is checked against the schema before the handler sees it.
 */
export interface JobDefinition<D, P = unknown> {
  name: string;
  payload: z.ZodType<P>;
  // Method syntax on purpose: the handler's payload parameter is then compared bivariantly, so a
  // list of jobs with different payloads is one type (JobDefinition<D>) without a cast. defineJob
  // still ties each handler to its own schema.
  handler(deps: D, payload: P, report: JobReport): Promise<void>;
  options?: JobOptions;
}

/** Declares a job: the handler's payload type must be what the schema parses. */
export function defineJob<D, P>(job: JobDefinition<D, P>): JobDefinition<D, P> {
  return job;
}

/** Registers a job with the queue: every run checks the payload, then calls the handler. */
export function registerJob<D>(queue: JobQueue, deps: D, job: JobDefinition<D>): void {
  queue.register(
    job.name,
    (payload, report) => job.handler(deps, checkedPayload(job, payload), report),
    job.options,
  );
}

/** The payload as the job's schema parses it; a payload that does not fit fails the run, naming why. */
export function checkedPayload<P>(job: JobDefinition<unknown, P>, payload: unknown): P {
  const parsed = job.payload.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`);
  throw new Error(`Job ${job.name} has a payload that does not fit its schema (${issues.join('; ')})`);
}
