import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { purgeOldSecurityEvents } from '../modules/auth/security-event-retention';
import { purgeExpiredExports } from '../modules/exports/export-retention';
import { purgeExpiredPersonalData } from '../modules/privacy/retention';

/** How often the processes that run jobs tidy up (soon after the start, then every hour). */
const HOUSEKEEPING_HOURS = 1;

/**
 * Periodic tidying: expired export files removed, candidates' personal data past the retention
 * period erased, old records of failed sign-ins and codes tried deleted. The job queue runs it in one process per period
 * (on PostgreSQL several processes may run jobs; each task is idempotent anyway). Answers a
 * function that stops it in this process.
 */
export function startHousekeeping(deps: Deps, log: FastifyBaseLogger): Promise<() => void> {
  return deps.jobs.every('housekeeping', HOUSEKEEPING_HOURS, async () => {
    try {
      const { expired, orphans } = await purgeExpiredExports(deps);
      if (expired || orphans) log.info({ expired, orphans }, 'expired export files removed');
      const erased = await purgeExpiredPersonalData(deps);
      if (erased) log.info({ erased }, 'personal data past the retention period erased');
      const events = await purgeOldSecurityEvents(deps);
      if (Object.values(events).some(Boolean)) log.info(events, 'old security events deleted');
    } catch (err) {
      log.error({ err }, 'housekeeping failed');
    }
  });
}
