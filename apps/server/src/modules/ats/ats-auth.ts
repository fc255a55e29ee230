import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import type { ApiKeyCaller } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors';
import { seal } from '../../lib/secret-box';
import { fillMessage } from '../../lib/server-messages';
import { ATS_MESSAGES } from './ats.messages';
import { findKeyById, findKeyByPrefix, insertCall, setCallbackKey, touchKey } from './ats.repository';
import { keyMatches, keyOfAuthorization, keyPrefixOf } from './ats-keys';
import { SnapshotStore } from './ats-rate-store';

const INVALID_KEY = 'invalid_api_key';

/** The key and call of a request made with a key, for its line in the call log. */
interface CallingEntry {
  keyId: number;
  corporateId: number;
  call: string;
  detail?: string;
}
const calling = new WeakMap<FastifyRequest, CallingEntry>();

/** What a call reported, for its line in the call log (Greenhouse's response_error). */
export function noteCallDetail(req: FastifyRequest, detail: string): void {
  const known = calling.get(req);
  if (known) known.detail = detail.slice(0, 2000);
}

export interface KeyCheck {
  /**
   * Keep the key, encrypted, for the callbacks of what it sends: a partner that authenticates
   * its callbacks with the same key (Greenhouse's completion PATCH) needs it back.
   */
  keepForCallbacks?: boolean;
}

/**
 * The API key of a request, checked: a key that exists, is not revoked, of a live corporate, and
 * holds one of the scopes. The caller acts as a collaborator of the key's corporate (so the
 * services' tenant checks hold), in the name of the user who created the key.
 */
export async function apiKeyCaller(
  deps: Deps,
  req: FastifyRequest,
  scopes: readonly string[],
  call: string,
  check: KeyCheck = {},
): Promise<ApiKeyCaller> {
  const key = keyOfAuthorization(req.headers.authorization);
  if (!key) throw unauthorized(ATS_MESSAGES.keyMissing, INVALID_KEY);
  const prefix = keyPrefixOf(key);
  const row = prefix ? await findKeyByPrefix(deps.db, prefix) : undefined;
  if (!row || !keyMatches(key, row.secret_hash) || row.corporate_removed_at)
    throw unauthorized(ATS_MESSAGES.keyInvalid, INVALID_KEY);
  calling.set(req, { keyId: row.id, corporateId: row.account_corporate_id, call });
  if (row.revoked_at) throw unauthorized(ATS_MESSAGES.keyRevoked, INVALID_KEY);
  const held = row.scopes.split(' ');
  if (!scopes.some((s) => held.includes(s)))
    throw new AppError(403, fillMessage(ATS_MESSAGES.missingScope, { scopes: scopes.join(' / ') }), {
      reason: 'missing_scope',
    });
  await touchKey(deps.db, row.id, nowIso());
  if (check.keepForCallbacks && !row.callback_key_sealed)
    await setCallbackKey(deps.db, row.id, seal(deps.env, key));
  return callerOf(row);
}

type KeyRow = Awaited<ReturnType<typeof findKeyById>>;

const callerOf = (row: KeyRow): ApiKeyCaller => ({
  keyId: row.id,
  corporateId: row.account_corporate_id,
  actor: {
    userId: row.created_by,
    role: 'collaborator',
    name: `API key ${row.prefix}`,
    email: '',
    consultantId: row.account_consultant_id,
    corporateId: row.account_corporate_id,
    isAgreeTnc: true,
  },
});

/** The caller a key makes, for work done later in its name (a callback's body). */
export async function keyCaller(deps: Deps, keyId: number): Promise<ApiKeyCaller> {
  return callerOf(await findKeyById(deps.db, keyId));
}

const routeCallers = new WeakMap<FastifyRequest, ApiKeyCaller>();

/**
 * For a route outside the call table: checks the key before the request is validated (401/403
 * come before 400, so a caller without a key learns nothing from validation messages).
 */
export function keyedRoute(deps: Deps, scopes: readonly string[], call: string, check: KeyCheck = {}) {
  return {
    preValidation: async (req: FastifyRequest) => {
      routeCallers.set(req, await apiKeyCaller(deps, req, scopes, call, check));
    },
  };
}

/** The key a keyed route's request was checked with. */
export const routeCaller = (req: FastifyRequest): ApiKeyCaller => routeCallers.get(req)!;

/** The request id a call names (body or query), for the call log. */
function requestIdOf(req: FastifyRequest): string | null {
  const from = (req.body ?? req.query) as Record<string, unknown> | undefined;
  const id = from?.request_id ?? from?.partner_interview_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 200) : null;
}

/** The call a route serves, as the call log names it (ats/tests/send, greenhouse/send_test). */
const callNameOf = (url: string) =>
  url.replace(/^\/api\/v1\//, '').replace(/^ats\/greenhouse\//, 'greenhouse/');

/**
 * The key and call of a request the rate limit refused. Only a whole valid key counts: a prefix
 * alone (which anyone sees in a key's list) cannot write into another corporate's log.
 */
async function limitedCall(deps: Deps, req: FastifyRequest): Promise<CallingEntry | undefined> {
  const key = keyOfAuthorization(req.headers.authorization);
  const prefix = keyPrefixOf(key);
  const row = prefix ? await findKeyByPrefix(deps.db, prefix) : undefined;
  if (!row || !keyMatches(key, row.secret_hash)) return undefined;
  return {
    keyId: row.id,
    corporateId: row.account_corporate_id,
    call: callNameOf(req.routeOptions.url ?? ''),
  };
}

/**
 * Registers calls made with API keys in a scope of their own: each key has its own rate limit
 * (per minute, per instance; over it 429 with Retry-After), and every call made with a key is
 * logged with its outcome (the back office shows the latest).
 */
export function apiKeyScope(
  app: FastifyInstance,
  deps: Deps,
  register: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      max: deps.env.ATS_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      store: SnapshotStore,
      // Per key: a key is told apart by its prefix; a request without one counts by address.
      keyGenerator: (req) => keyPrefixOf(keyOfAuthorization(req.headers.authorization)) ?? `ip:${req.ip}`,
      errorResponseBuilder: (_req, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return tooManyRequests(fillMessage(ATS_MESSAGES.rateLimited, { seconds }), seconds);
      },
    });
    scope.addHook('onResponse', async (req, reply) => {
      // A call refused by the rate limit never reached the key check: it is found here, so the
      // key's log shows its 429s too.
      const known = calling.get(req) ?? (reply.statusCode === 429 ? await limitedCall(deps, req) : undefined);
      if (!known) return;
      await insertCall(deps.db, {
        account_corporate_id: known.corporateId,
        key_id: known.keyId,
        call: known.call,
        status: reply.statusCode,
        request_id: requestIdOf(req),
        detail: known.detail ?? null,
        created_at: nowIso(),
      }).catch((err) => req.log.warn({ err }, 'ATS call not logged'));
    });
    register(scope);
  });
}
