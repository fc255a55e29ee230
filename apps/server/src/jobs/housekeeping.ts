import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context';
import { purgeExpiredExports } from '../modules/exports/export-retention';

/** How often the process that runs jobs tidies up (at start, then every hour). */
const HOUSEKEEPING_MS = 60 * 60_000;

/**
 * Periodic tidying done by the process that runs jobs: expired export files removed. Each task is
 * idempotent, so several worker processes may run it. Answers a function that stops it.
 */
export function startHousekeeping(deps: Deps, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const { expired, orphans } = await purgeExpiredExports(deps);
      if (expired || orphans) log.info({ expired, orphans }, 'expired export files removed');
    } catch (err) {
      log.error({ err }, 'housekeeping failed');
    }
  };
  void run();
  const timer = setInterval(run, HOUSEKEEPING_MS);
  timer.unref();
  return () => clearInterval(timer);
}
