import type { TokenResponse } from '@asesa/contracts';
import { AUTH_REASONS } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { AUTH_MESSAGES } from './auth.messages';
import {
  createSession,
  findByRefreshToken,
  revokeOtherUserSessions,
  revokeSession,
  revokeSessionFamily,
  revokeSessionsOfUsers,
  revokeUserSessions,
  touchSession,
  type UserIdsQuery,
} from './session.repository';
import { sessionTimedOut } from './session-timeouts';

/** Ends every live session of a user (one being removed), in the caller's transaction. */
export function endUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  return revokeUserSessions(db, userId);
}

/** Ends every live session of a user but the one given (a password change), in the caller's transaction. */
export function endOtherUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  return revokeOtherUserSessions(db, userId, keepSessionId);
}

/** Ends every live session of the users a query selects (their account was removed), in the caller's transaction. */
export function endSessionsOfUsers(db: Kysely<Database>, users: UserIdsQuery): Promise<void> {
  return revokeSessionsOfUsers(db, users);
}

/** Records a signed-in session's call (the call layer asks when last_seen_at has grown stale). */
export function markSessionSeen(deps: Deps, sessionId: number): Promise<void> {
  return touchSession(deps.db, sessionId);
}

interface TokenGetInput {
  app_name: string;
  secret: string;
  device_type: string;
  device_id: string;
  refresh_token?: string;
}

/** token/get: the web app (a public client) gets a device-bound token; with a valid refresh token it is rotated instead. */
export async function getToken(deps: Deps, input: TokenGetInput, ip: string): Promise<TokenResponse> {
  if (input.app_name !== deps.env.WEB_APP_NAME || input.secret !== deps.env.WEB_APP_SECRET) {
    throw unauthorized(AUTH_MESSAGES.unknownClient, 'invalid_client');
  }
  if (input.refresh_token) {
    const rotated = await tryRefresh(deps, input.refresh_token, input.device_id, ip);
    if (rotated) return rotated;
  }
  return createSession(deps.db, {
    appName: input.app_name,
    deviceId: input.device_id,
    deviceType: input.device_type,
    ip,
    userId: null,
  });
}

/** token/refresh: a new token pair for the same device and user; the old pair stops working. */
export async function refreshToken(
  deps: Deps,
  refresh: string,
  deviceId: string,
  ip: string,
): Promise<TokenResponse> {
  const rotated = await tryRefresh(deps, refresh, deviceId, ip);
  if (!rotated) throw unauthorized(AUTH_MESSAGES.refreshInvalid, AUTH_REASONS.invalidToken);
  return rotated;
}

async function tryRefresh(
  deps: Deps,
  refresh: string,
  deviceId: string,
  ip: string,
): Promise<TokenResponse | null> {
  const old = await findByRefreshToken(deps.db, refresh);
  if (!old) return null;
  // A refresh token serves one rotation. Presented again, it was copied, and whether the thief or
  // the user holds the newer pair cannot be told: the whole session ends (OWASP session management).
  if (old.revoked_at) {
    await revokeSessionFamily(deps.db, old);
    return null;
  }
  if (old.refresh_expires_at <= nowIso() || old.device_id !== deviceId) return null;
  // A signed-in session that ended by inactivity or age is not renewed: sign in again.
  if (sessionTimedOut(deps.env, old)) return null;
  // Two rotations of one token at once are a reuse too: only the first to revoke it gets a pair.
  // Revoking and creating in one transaction, the other's family revocation comes after the new
  // row exists and ends it as well, on SQLite (one writer) and on PostgreSQL (the row lock).
  const rotated = await deps.db.transaction().execute(async (trx) => {
    if (!(await revokeSession(trx, old.id))) return null;
    return createSession(trx, {
      appName: old.app_name,
      deviceId: old.device_id,
      deviceType: old.device_type,
      ip,
      userId: old.user_id,
      signedInAt: old.user_id != null ? old.created_at : undefined,
      family: old.family ?? String(old.id),
    });
  });
  if (!rotated) await revokeSessionFamily(deps.db, old);
  return rotated;
}
