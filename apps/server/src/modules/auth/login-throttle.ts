import type { Deps } from '../../http/context';
import { tooManyRequests } from '../../http/errors';
import { addMs, nowIso } from '../../lib/clock';

export const LOGIN_THROTTLED_MESSAGE =
  'Too many failed sign-in attempts. Please wait a few minutes and try again.';

/**
 * Brute-force guard: failed log-ins are counted in the database (so every app instance sees
 * them) per IP and per account over a sliding window; over the limit answers 429.
 */
export async function assertLoginAllowed(deps: Deps, email: string, ip: string): Promise<void> {
  const { LOGIN_RATE_LIMIT_PER_IP, LOGIN_RATE_LIMIT_PER_ACCOUNT, LOGIN_RATE_WINDOW_MINUTES } = deps.env;
  const since = addMs(nowIso(), -LOGIN_RATE_WINDOW_MINUTES * 60_000);
  const [byIp, byAccount] = await Promise.all([
    countFailures(deps, 'ip', ip, since),
    countFailures(deps, 'email', email, since),
  ]);
  if (byIp >= LOGIN_RATE_LIMIT_PER_IP || byAccount >= LOGIN_RATE_LIMIT_PER_ACCOUNT) {
    await recordAuthEvent(deps, 'login_throttled', email, ip);
    throw tooManyRequests(LOGIN_THROTTLED_MESSAGE, LOGIN_RATE_WINDOW_MINUTES * 60);
  }
}

async function countFailures(
  deps: Deps,
  column: 'ip' | 'email',
  value: string,
  since: string,
): Promise<number> {
  const row = await deps.db
    .selectFrom('auth_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'login_failed')
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordAuthEvent(
  deps: Deps,
  kind: 'login_failed' | 'login_succeeded' | 'login_throttled',
  email: string,
  ip: string,
): Promise<void> {
  await deps.db.insertInto('auth_events').values({ kind, email, ip, created_at: nowIso() }).execute();
}
