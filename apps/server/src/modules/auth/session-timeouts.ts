import type { Env } from '../../config/env';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import { AUTH_MESSAGES } from './auth.messages';

// Back-office sessions end after SESSION_IDLE_MINUTES without a call and SESSION_ABSOLUTE_HOURS
// after sign-in, however active. A refresh carries the sign-in time (sessions.created_at
// of a signed-in session) to the new session, so refreshing never extends the absolute limit.
// Anonymous sessions (before sign-in) have neither limit: they reach nothing.

/** last_seen_at is written at most this often, so a busy session is not a write per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionTimes {
  user_id: number | null;
  created_at: string;
  last_seen_at: string;
}

/** Why a signed-in session has ended by time (a message for the 401), or null while it lives. */
export function sessionTimedOut(env: Env, s: SessionTimes, now = Date.now()): ServerMessage | null {
  if (s.user_id == null) return null;
  if (Date.parse(s.last_seen_at) < now - env.SESSION_IDLE_MINUTES * 60_000)
    return fillMessage(AUTH_MESSAGES.idle, { minutes: env.SESSION_IDLE_MINUTES });
  if (Date.parse(s.created_at) < now - env.SESSION_ABSOLUTE_HOURS * 3_600_000)
    return fillMessage(AUTH_MESSAGES.absolute, { hours: env.SESSION_ABSOLUTE_HOURS });
  return null;
}

/** Whether last_seen_at is old enough to be worth writing again. */
export function lastSeenIsStale(lastSeenAt: string, now = Date.now()): boolean {
  return Date.parse(lastSeenAt) < now - LAST_SEEN_RESOLUTION_MS;
}
