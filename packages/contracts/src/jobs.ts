import { z } from 'zod';

/**
 * The progress of a long-running piece of work (recalculation, export, bulk invitation):
 * what every *-progress call answers, and what the web's progress bar polls.
 * `idle` means no such work was ever started.
 */
export const jobProgress = z.object({
  job_id: z.number().int().nullable(),
  status: z.enum(['idle', 'queued', 'running', 'done', 'failed']),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type JobProgress = z.infer<typeof jobProgress>;

/** A call that started a job answers its id, so the client can poll the matching *-progress call. */
export const jobStarted = z.object({ job_id: z.number().int() });
export type JobStarted = z.infer<typeof jobStarted>;
