import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { SessionLimits } from './auth-context';
import type { ApiKeyCaller, CallContext } from './context';

/**
 * What the call layer needs from the features, given to it by the composition root (app.ts) at
 * startup: the call layer sits below the features, so it names the rules and they supply them.
 * The call layer looks them up when it defines a route, so a call pays nothing for them.
 */
export interface CallHooks {
  /** Runs a call's handler and records it in the audit log when it is an audited change. */
  auditedCall<T>(path: string, body: unknown, ctx: CallContext, run: () => Promise<T>): Promise<T>;
  /** Whether a call's request schema carries a participant code (its credential). */
  takesParticipantCode(request: unknown): boolean;
  /** The participant code a request body carries ('' when none). */
  participantCodeOf(body: unknown): string;
  /**
   * Runs a call whose credential is a participant code: the guessing guard, then the partner
   * token the request may carry.
   */
  guardParticipantCall<T>(
    deps: Deps,
    req: FastifyRequest,
    ip: string,
    code: string,
    run: () => Promise<T>,
  ): Promise<T>;
  /**
   * The API key a request carries (Bearer, or HTTP Basic's user name), checked for one of the
   * scopes; throws 401 for no key or a key that is not valid, 403 for a key without the scope.
   */
  apiKeyCaller(
    deps: Deps,
    req: FastifyRequest,
    scopes: readonly string[],
    path: string,
  ): Promise<ApiKeyCaller>;
  /** When a signed-in session ends by time. */
  sessions: SessionLimits;
}

const installed = new WeakMap<Deps, CallHooks>();

/** Gives the call layer the features' hooks for the routes defined with these deps. */
export function installCallHooks(deps: Deps, hooks: CallHooks): void {
  installed.set(deps, hooks);
}

/** The hooks installed for these deps; defining a route without them is a wiring mistake. */
export function callHooksOf(deps: Deps): CallHooks {
  const hooks = installed.get(deps);
  if (!hooks) throw new Error('Call hooks are not installed: buildApp installs them before the routes.');
  return hooks;
}
