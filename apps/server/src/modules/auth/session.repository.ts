import { randomUUID } from 'node:crypto';
import { TOKEN_LIFETIME_MS, type TokenResponse } from '@asesa/contracts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';
import { addMs, nowIso } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';

export const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export interface NewSession {
  appName: string;
  deviceId: string;
  deviceType: string;
  ip: string;
  userId: number | null;
  /** A refreshed signed-in session keeps its sign-in time (the absolute timeout counts from it). */
  signedInAt?: string;
  /** A refreshed session stays in its family; anything else starts one. */
  family?: string;
}

/** Creates a session and returns its token pair; only hashes are stored. */
export async function createSession(db: Kysely<Database>, s: NewSession): Promise<TokenResponse> {
  const token = newToken();
  const refresh = newToken();
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      refresh_hash: sha256(refresh),
      app_name: s.appName,
      device_id: s.deviceId,
      device_type: s.deviceType,
      user_id: s.userId,
      ip: s.ip,
      created_at: s.signedInAt ?? now,
      expires_at: addMs(now, TOKEN_LIFETIME_MS),
      refresh_expires_at: addMs(now, REFRESH_LIFETIME_MS),
      last_seen_at: now,
      family: s.family ?? randomUUID(),
    })
    .execute();
  return { token, refresh_token: refresh, expires_in: Math.floor(TOKEN_LIFETIME_MS / 1000) };
}

const REFRESHABLE_SESSION = [
  'id',
  'device_id',
  'user_id',
  'app_name',
  'device_type',
  'refresh_expires_at',
  'revoked_at',
  'created_at',
  'last_seen_at',
  'family',
] as const;

export function findByRefreshToken(db: Kysely<Database>, refreshToken: string) {
  return rowWhere(db, 'sessions', REFRESHABLE_SESSION, { refresh_hash: sha256(refreshToken) });
}

/** Revokes a live session; answers whether this call did (false: it had ended already). */
export async function revokeSession(db: Kysely<Database>, id: number): Promise<boolean> {
  const res = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Revokes every row a session rotated through, the live one included. */
export async function revokeSessionFamily(
  db: Kysely<Database>,
  session: { id: number; family: string | null },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where((eb) => (session.family === null ? eb('id', '=', session.id) : eb('family', '=', session.family)))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends the live sessions of a user: all of them, or all but the one kept. */
function revokeLiveSessionsOf(db: Kysely<Database>, userId: number) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
}

/** Revokes every live session of a user (password change, removal). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await revokeLiveSessionsOf(db, userId).execute();
}

/** Ends every live session of a user except one (the one that changed the password). */
export async function revokeOtherUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await revokeLiveSessionsOf(db, userId).where('id', '!=', keepSessionId).execute();
}

/** A query of user ids, as the caller selects them (the users of a removed account). */
export type UserIdsQuery = SelectQueryBuilder<Database, 'users', { id: number }>;

/** Revokes every live session of the users a query selects. */
export async function revokeSessionsOfUsers(db: Kysely<Database>, users: UserIdsQuery): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('revoked_at', 'is', null)
    .where('user_id', 'in', users)
    .execute();
}

/** Records that a session was used now (the idle timeout counts from it). */
export async function touchSession(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: nowIso() }).where('id', '=', id).execute();
}
