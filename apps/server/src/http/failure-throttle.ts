import type { ThrottleGuard, ThrottleScope } from '../db/schema';
import type { Deps } from '../deps';
import { addMs, nowIso } from '../lib/clock';
import { liftsOfAttempt } from './throttle-lifts.repository';

/**
 * The shared half of the guessing guards (sign-in, access codes): failed attempts are counted in
 * the database (so every app instance sees them) over a sliding window per IP, per guessed value
 * (the account's e-mail, the access code) and installation-wide, and an address is known (spared
 * the installation-wide limit) once a right guess was made from it lately. Each guard records its
 * attempt as failed BEFORE counting (guesses sent at once cannot all pass a count taken before any
 * of them failed), settles it afterwards and says what a refusal is.
 */
export interface FailureLog {
  /** The guard's name in throttle_lifts and in the challenges it asks for. */
  guard: ThrottleGuard;
  table: 'auth_events' | 'access_code_events';
  /** The column holding the guessed value. */
  key: 'email' | 'code';
  /** How a lift names a key (an access code is named by its hash: the admins never read it). */
  liftKey?: (key: string) => string;
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

/** A limit the failures (this attempt's included) are over, and by how many. */
export interface OverLimit {
  scope: ThrottleScope;
  /** Failures past the limit, at least 1: what the proof of work's level grows with. */
  excess: number;
}

/**
 * Which limit the failures (this attempt's included) are over, the one most exceeded of ip, key
 * and global, or null. The counts include this attempt, hence `>`: a limit is the number of
 * failures allowed. Each scope counts from the window's start or its last lift by an admin.
 */
export async function failureLimitReached(
  deps: Deps,
  log: FailureLog,
  limits: FailureLimits,
  attempt: { key: string; ip: string },
): Promise<OverLimit | null> {
  const windowStart = addMs(nowIso(), -limits.windowMinutes * 60_000);
  const since = await countingStarts(deps, log.guard, windowStart, {
    ip: attempt.ip,
    key: log.liftKey?.(attempt.key) ?? attempt.key,
  });
  const [byIp, byKey, overall] = await Promise.all([
    countFailures(deps, log, since.ip, 'ip', attempt.ip),
    countFailures(deps, log, since.key, log.key, attempt.key),
    countFailures(deps, log, since.global),
  ]);
  const over: OverLimit[] = [];
  if (byIp > limits.perIp) over.push({ scope: 'ip', excess: byIp - limits.perIp });
  if (byKey > limits.perKey) over.push({ scope: 'key', excess: byKey - limits.perKey });
  if (overall > limits.global && !(await isKnownAddress(deps, log, attempt.ip)))
    over.push({ scope: 'global', excess: overall - limits.global });
  return over.reduce<OverLimit | null>((most, o) => (most && most.excess >= o.excess ? most : o), null);
}

/** Where each scope of an attempt starts counting: the window's start, or a later lift. */
export async function countingStarts(
  deps: Deps,
  guard: ThrottleGuard,
  windowStart: string,
  attempt: { ip: string; key?: string },
): Promise<Record<ThrottleScope, string>> {
  const since: Record<ThrottleScope, string> = { ip: windowStart, key: windowStart, global: windowStart };
  for (const lift of await liftsOfAttempt(deps.db, guard, windowStart, attempt))
    if (lift.created_at > since[lift.scope]) since[lift.scope] = lift.created_at;
  return since;
}

/** A recorded failure, for the list of throttles in force. */
export interface Failure {
  ip: string;
  key: string;
  created_at: string;
}

/** A throttle in force: its failures reached the limit, so the next attempt in it is challenged. */
export interface ActiveThrottle {
  scope: ThrottleScope;
  value: string;
  failures: number;
  limit: number;
  ends_at: string;
}

/**
 * The throttles in force among a window's failures (oldest first), each scope counted after its
 * last lift: a scope is throttled once its failures reach the limit, and stays so until enough of
 * them have left the window (the failure that brings the count under the limit, plus the window).
 * Addresses known for a right guess are spared the global limit at the gate, not here.
 */
export function activeThrottles(
  failures: Failure[],
  lifts: { scope: ThrottleScope; value: string; created_at: string }[],
  limits: { perIp: number; perKey?: number; global: number; windowMinutes: number },
): ActiveThrottle[] {
  const liftedAt = new Map(lifts.map((l) => [`${l.scope}:${l.value}`, l.created_at]));
  const groups = new Map<string, { scope: ThrottleScope; value: string; times: string[] }>();
  const add = (scope: ThrottleScope, value: string, at: string) => {
    const id = `${scope}:${value}`;
    if ((liftedAt.get(id) ?? '') >= at) return;
    const group = groups.get(id) ?? { scope, value, times: [] };
    group.times.push(at);
    groups.set(id, group);
  };
  for (const f of failures) {
    add('ip', f.ip, f.created_at);
    if (limits.perKey !== undefined) add('key', f.key, f.created_at);
    add('global', '', f.created_at);
  }
  const limitOf = { ip: limits.perIp, key: limits.perKey ?? Infinity, global: limits.global };
  const active: ActiveThrottle[] = [];
  for (const { scope, value, times } of groups.values()) {
    const limit = limitOf[scope];
    if (times.length < limit) continue;
    const endsBy = times[times.length - limit];
    active.push({
      scope,
      value,
      failures: times.length,
      limit,
      ends_at: addMs(endsBy, limits.windowMinutes * 60_000),
    });
  }
  return active;
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

/** A guard's failures since a time, oldest first (the list of throttles in force reads them). */
export async function failuresSince(deps: Deps, log: FailureLog, since: string): Promise<Failure[]> {
  const rows = (await deps.db
    .selectFrom(log.table)
    .select(['ip', log.key as 'email', 'created_at'])
    .where('kind', '=', log.failed)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute()) as Record<string, string>[];
  return rows.map((r) => ({ ip: r.ip, key: r[log.key] ?? '', created_at: r.created_at }));
}

/** The failures of one key (an account's e-mail) in the window, counted after its last lift. */
export async function keyFailures(deps: Deps, log: FailureLog, windowMinutes: number, key: string) {
  const windowStart = addMs(nowIso(), -windowMinutes * 60_000);
  const since = await countingStarts(deps, log.guard, windowStart, {
    ip: '',
    key: log.liftKey?.(key) ?? key,
  });
  return { since: since.key, failures: await countFailures(deps, log, since.key, log.key, key) };
}

/** The first 2 symbols of a code tried, the rest hidden: enough to tell guesses apart. */
export const maskCode = (code: string) => code.slice(0, 2) + '•'.repeat(Math.max(0, code.length - 2));
