import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/access-codes owns (db/table-owners.json).

/** A 6-character access code of a project, used once for self-registration. */
export interface UniqueCodeTable {
  id: Generated<number>;
  project_id: number;
  account_corporate_id: number;
  code: string;
  batch: number;
  participant_id: number | null;
  used_email: string | null;
  used_at: Timestamp | null;
  expires_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
  removed_at: Timestamp | null;
}

/** A failed or throttled access-code attempt (throttling and the admins' review). */
export interface AccessCodeEventTable {
  id: Generated<number>;
  /** opened: a code opened from this address (kept without the code), so the address is known. */
  kind: 'failed' | 'throttled' | 'opened';
  code: string;
  ip: string;
  reason: Generated<string>;
  created_at: Timestamp;
}

/** The access-codes feature's part of the Database (db/schema.ts). */
export interface AccessCodesTables {
  unique_codes: UniqueCodeTable;
  access_code_events: AccessCodeEventTable;
}
