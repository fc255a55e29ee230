import type { Deps } from '../../deps';
import { deleteSecurityEventsBefore } from './auth.repository';

const DAY_MS = 86_400_000;

/**
 * The throttles' records (failed sign-ins, access codes and participant codes tried) hold
 * addresses and e-mails: evidence for admins for a while, then personal data with no purpose.
 * The throttles look back minutes; the security page reads what is kept.
 */
const TABLES = ['auth_events', 'access_code_events', 'participant_code_events'] as const;

/** Deletes security events older than SECURITY_EVENT_RETENTION_DAYS; answers how many per table. */
export async function purgeOldSecurityEvents(
  deps: Deps,
  now = Date.now(),
): Promise<Record<(typeof TABLES)[number], number>> {
  const cutoff = new Date(now - deps.env.SECURITY_EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  const removed = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    removed[table] = await deleteSecurityEventsBefore(deps.db, table, cutoff);
  }
  return removed;
}
