import type { LiftThrottleRequest, ThrottleRow } from '@asesa/contracts';
import type { Deps } from '../../deps';
import type { CallContext } from '../../http/context';
import { activeThrottles, failuresSince } from '../../http/failure-throttle';
import { insertThrottleLift, liftsSince } from '../../http/throttle-lifts.repository';
import { addMs, nowIso } from '../../lib/clock';
import { writeAudit } from '../audit/audit-log';
import { LOGIN_FAILURES, loginLimits } from './login-throttle';

type ThrottleSource = (deps: Deps) => Promise<ThrottleRow[]>;

/**
 * The features that keep throttles (sign-ins, access codes, participant codes) declare them in
 * their manifests; buildApp installs them here, so this page names no other feature.
 */
const installed = new WeakMap<Deps, readonly ThrottleSource[]>();

export function installThrottleSources(deps: Deps, sources: readonly ThrottleSource[]): void {
  installed.set(deps, sources);
}

/**
 * auth/throttles: every throttle in force (sign-ins, access codes, participant codes; by address,
 * by account or code, installation-wide), for the admins' security page. A throttle refuses
 * no one: it makes the next attempt in its scope carry a solved proof-of-work challenge.
 */
export async function listThrottles(deps: Deps): Promise<{ data: ThrottleRow[] }> {
  const sources = installed.get(deps);
  if (!sources)
    throw new Error('Throttle sources are not installed: buildApp installs them before the routes.');
  return { data: (await Promise.all(sources.map((source) => source(deps)))).flat() };
}

/** The sign-in throttles in force (the auth module's own source). */
export async function loginThrottles(deps: Deps): Promise<ThrottleRow[]> {
  const limits = loginLimits(deps);
  const windowStart = addMs(nowIso(), -limits.windowMinutes * 60_000);
  const [failures, lifts] = await Promise.all([
    failuresSince(deps, LOGIN_FAILURES, windowStart),
    liftsSince(deps.db, 'login', windowStart),
  ]);
  return activeThrottles(failures, lifts, limits).map((t) => ({
    guard: 'login',
    label: t.value,
    target: t.value,
    ...t,
  }));
}

/**
 * auth/lift-throttle: the scope's counting starts again now (its failures stay on record for
 * review). The lift is recorded in the audit log: it lets more guesses through for free.
 */
export async function liftThrottle(ctx: CallContext, input: LiftThrottleRequest): Promise<{ ok: boolean }> {
  const scope = input.scope;
  const value = scope === 'global' ? '' : (input.target ?? '');
  await insertThrottleLift(ctx.deps.db, {
    guard: input.guard,
    scope,
    value,
    lifted_by: ctx.actor!.userId,
    created_at: nowIso(),
  });
  await writeAudit(ctx, {
    action: 'auth/lift-throttle',
    entityType: 'throttle',
    entityId: null,
    changes: { lifted: [null, `${input.guard} ${scope} ${value}`.trim()] },
  });
  return { ok: true };
}
