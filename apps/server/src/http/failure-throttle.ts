import type { Deps } from '../deps';
import { addMs, nowIso } from '../lib/clock';

/**
 * The shared half of the guessing guards (sign-in, access codes): failed attempts are counted in
 * the database (so every app instance sees them) over a sliding window per IP, per guessed value
 * (the account's e-mail, the access code) and installation-wide, and an address is known (spared
 * the installation-wide limit) once a right guess was made from it lately. Each guard records its
 * attempt as failed BEFORE counting (guesses sent at once cannot all pass a count taken before any
 * of them failed), settles it afterwards and says what a refusal is.
 */
export interface FailureLog {
  table: 'auth_events' | 'access_code_events';
  /** The column holding the guessed value. */
  key: 'email' | 'code';
  /** The kind of a failed attempt's row. */
  failed: 'login_failed' | 'failed';
  /** The kind of a right guess's row, which makes its address known. */
  succeeded: 'login_succeeded' | 'opened';
}

export interface FailureLimits {
  perIp: number;
  perKey: number;
  global: number;
  windowMinutes: number;
}

/** How long a right guess makes its address known (exempt from the installation-wide limit). */
export const KNOWN_ADDRESS_DAYS = 30;

/**
 * Which limit the failures (this attempt's included) are over, the first of ip, key and global,
 * or null. The counts include this attempt, hence `>`: a limit is the number of failures allowed.
 */
export async function failureLimitReached(
  deps: Deps,
  log: FailureLog,
  limits: FailureLimits,
  attempt: { key: string; ip: string },
): Promise<'ip' | 'key' | 'global' | null> {
  const since = addMs(nowIso(), -limits.windowMinutes * 60_000);
  const [byIp, byKey, overall] = await Promise.all([
    countFailures(deps, log, since, 'ip', attempt.ip),
    countFailures(deps, log, since, log.key, attempt.key),
    countFailures(deps, log, since),
  ]);
  if (byIp > limits.perIp) return 'ip';
  if (byKey > limits.perKey) return 'key';
  if (overall > limits.global && !(await isKnownAddress(deps, log, attempt.ip))) return 'global';
  return null;
}

async function isKnownAddress(deps: Deps, log: FailureLog, ip: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom(log.table)
    .select('id')
    .where('ip', '=', ip)
    .where('kind', '=', log.succeeded)
    .where('created_at', '>', addMs(nowIso(), -KNOWN_ADDRESS_DAYS * 86_400_000))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function countFailures(
  deps: Deps,
  log: FailureLog,
  since: string,
  column?: 'ip' | FailureLog['key'],
  value?: string,
) {
  let q = deps.db
    .selectFrom(log.table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', log.failed)
    .where('created_at', '>', since);
  if (column && value !== undefined) q = q.where(column, '=', value);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}
