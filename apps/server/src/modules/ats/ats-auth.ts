import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import type { ApiKeyCaller } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { ATS_MESSAGES } from './ats.messages';
import { findKeyById, findKeyByPrefix, insertCall, touchKey } from './ats.repository';
import { keyMatches, keyOfAuthorization, keyPrefixOf } from './ats-keys';
import { SnapshotStore } from './ats-rate-store';

const INVALID_KEY = 'invalid_api_key';

/** The key and call of a request made with a key, for its line in the call log. */
const calling = new WeakMap<FastifyRequest, { keyId: number; corporateId: number; call: string }>();

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
export function keyedRoute(deps: Deps, scopes: readonly string[], call: string) {
  return {
    preValidation: async (req: FastifyRequest) => {
      routeCallers.set(req, await apiKeyCaller(deps, req, scopes, call));
    },
  };
}

/** The key a keyed route's request was checked with. */
export const routeCaller = (req: FastifyRequest): ApiKeyCaller => routeCallers.get(req)!;

/** The request id a call names (body or query), for the call log. */
function requestIdOf(req: FastifyRequest): string | null {
  const from = (req.body ?? req.query) as Record<string, unknown> | undefined;
  const id = from?.request_id ?? from?.partner_interview_id;
  return typeof id === 'string' ? id.slice(0, 200) : null;
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
      const known = calling.get(req);
      if (!known) return;
      await insertCall(deps.db, {
        account_corporate_id: known.corporateId,
        key_id: known.keyId,
        call: known.call,
        status: reply.statusCode,
        request_id: requestIdOf(req),
        created_at: nowIso(),
      }).catch((err) => req.log.warn({ err }, 'ATS call not logged'));
    });
    register(scope);
  });
}
