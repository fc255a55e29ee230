import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/auth owns (db/table-owners.json).

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  refresh_hash: string;
  app_name: string;
  device_id: string;
  device_type: string;
  user_id: number | null;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Shared by the rows a session rotated through (token/refresh): a reused refresh token ends them all. */
  family: string | null;
}

export interface AuthEventTable {
  id: Generated<number>;
  /** lock_notified: the account's owner was told it got locked (once per window). */
  kind: 'login_failed' | 'login_succeeded' | 'login_throttled' | 'lock_notified';
  email: string;
  ip: string;
  created_at: Timestamp;
}

/** The auth feature's part of the Database (db/schema.ts). */
export interface AuthTables {
  sessions: SessionTable;
  auth_events: AuthEventTable;
}
