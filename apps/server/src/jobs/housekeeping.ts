import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';

/** How often the processes that run jobs tidy up (soon after the start, then every hour). */
const HOUSEKEEPING_HOURS = 1;

/** One feature's tidying (its module manifest names it): it logs what it removed. */
export type HousekeepingTask = (deps: Deps, log: FastifyBaseLogger) => Promise<void>;

/**
 * Periodic tidying: the features' tasks (expired export files removed, candidates' personal data
 * past the retention period erased, old records of failed sign-ins and codes tried deleted), in
 * the order of the module list. The job queue runs it in one process per period (on PostgreSQL
 * several processes may run jobs; each task is idempotent anyway). Answers a function that stops
 * it in this process.
 */
export function startHousekeeping(
  deps: Deps,
  log: FastifyBaseLogger,
  tasks: readonly HousekeepingTask[],
): Promise<() => void> {
  return deps.jobs.every('housekeeping', HOUSEKEEPING_HOURS, async () => {
    try {
      for (const task of tasks) await task(deps, log);
    } catch (err) {
      log.error({ err }, 'housekeeping failed');
    }
  });
}
