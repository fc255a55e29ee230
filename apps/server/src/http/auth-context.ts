import { AUTH_REASONS, TOKEN_EXPIRED_CODE } from '@asesa/contracts';
import type { Env } from '../config/env';
import type { Deps } from '../deps';
import { nowIso } from '../lib/clock';
import { COMMON_MESSAGES } from '../lib/common-messages';
import { sha256 } from '../lib/crypto';
import { AppError, unauthorized } from '../lib/errors';
import type { ServerMessage } from '../lib/server-messages';
import type { SessionInfo } from './context';

/** Reads `Authorization: Bearer <token>`; undefined when the header is absent. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** When a signed-in session ends by time; the auth feature supplies it (see call-hooks.ts). */
export interface SessionLimits {
  /** Why the session has ended by time (the 401's message), or null while it lives. */
  timedOut(
    env: Env,
    session: { user_id: number | null; created_at: string; last_seen_at: string },
  ): ServerMessage | null;
  /** Whether last_seen_at is old enough to be worth writing again. */
  lastSeenIsStale(lastSeenAt: string): boolean;
  /** Writes the session's last_seen_at as now (the sessions are the auth feature's table). */
  markSeen(deps: Deps, sessionId: number): Promise<void>;
}

/**
 * Resolves a token to its session and signed-in user. Throws 401 with a reason the client
 * acts on: an expired token answers body code 100 so the client refreshes it (spec 8).
 */
export async function resolveSession(
  deps: Deps,
  limits: SessionLimits,
  token: string | undefined,
): Promise<SessionInfo> {
  if (!token) throw unauthorized(COMMON_MESSAGES.tokenRequired, AUTH_REASONS.invalidToken);
  const row = await deps.db
    .selectFrom('sessions')
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'sessions.user_id').on('users.removed_at', 'is', null))
    .leftJoin('consultant_accounts as ca', 'ca.id', 'users.account_consultant_id')
    .leftJoin('corporate_accounts as co', 'co.id', 'users.account_corporate_id')
    .select([
      'sessions.id',
      'sessions.device_id',
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.user_id',
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.id as uid',
      'users.role',
      'users.name',
      'users.email',
      'users.account_consultant_id',
      'users.account_corporate_id',
      'users.is_agree_tnc',
      'ca.removed_at as consultant_removed_at',
      'co.removed_at as corporate_removed_at',
    ])
    .where('sessions.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.revoked_at) throw unauthorized(COMMON_MESSAGES.tokenInvalid, AUTH_REASONS.invalidToken);
  // Ended by time: answered like a revoked token (the client gets a new anonymous token, then the
  // sign-in page), checked before the token's own expiry so a refresh cannot revive it.
  const timedOut = limits.timedOut(deps.env, row);
  if (timedOut) throw unauthorized(timedOut, AUTH_REASONS.invalidToken);
  if (row.expires_at <= nowIso()) {
    throw new AppError(401, COMMON_MESSAGES.tokenExpired, {
      reason: AUTH_REASONS.tokenExpired,
      bodyCode: TOKEN_EXPIRED_CODE,
    });
  }
  if (row.user_id != null && limits.lastSeenIsStale(row.last_seen_at)) {
    await limits.markSeen(deps, row.id);
  }
  // A user whose consultant or corporate account was removed is signed out everywhere.
  const accountRemoved = Boolean(row.consultant_removed_at || row.corporate_removed_at);
  const actor =
    row.uid != null && row.role && row.name && row.email && !accountRemoved
      ? {
          userId: row.uid,
          role: row.role,
          name: row.name,
          email: row.email,
          consultantId: row.account_consultant_id ?? null,
          corporateId: row.account_corporate_id ?? null,
          isAgreeTnc: row.is_agree_tnc === 1,
        }
      : null;
  return { id: row.id, deviceId: row.device_id, actor };
}
