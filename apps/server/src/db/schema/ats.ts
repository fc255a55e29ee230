import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The ats feature's tables (modules/ats).

export interface AtsKeyTable {
  id: Generated<number>;
  account_corporate_id: number;
  name: string;
  prefix: string;
  secret_hash: string;
  /** Space-separated scopes (results:read, tests:send). */
  scopes: string;
  created_by: number;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /**
   * The key itself, encrypted (lib/secret-box.ts), kept once Greenhouse calls with it: its
   * completion PATCH is authenticated with the same key. Null for keys Greenhouse never used.
   */
  callback_key_sealed: string | null;
}

/** A test an ATS sent: one per (corporate, request id). */
export interface AtsSendTable {
  id: Generated<number>;
  account_corporate_id: number;
  key_id: number;
  request_id: string;
  project_id: number;
  participant_id: number | null;
  ats_candidate_id: Generated<string>;
  ats_application_id: Generated<string>;
  callback_url: Generated<string>;
  callback_kind: Generated<'generic' | 'greenhouse'>;
  created_at: Timestamp;
}

/** One call an ATS made with a key, and how it ended (HTTP status). */
export interface AtsCallTable {
  id: Generated<number>;
  account_corporate_id: number;
  key_id: number;
  call: string;
  status: number;
  request_id: string | null;
  /** What the call reported, when it is a report (Greenhouse's response_error). */
  detail: string | null;
  created_at: Timestamp;
}

/** The status callback of a sent test whose candidate finished. */
export interface AtsCallbackTable {
  id: Generated<number>;
  account_corporate_id: number;
  send_id: number;
  url: string;
  kind: 'generic' | 'greenhouse';
  body_json: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** One delivery attempt of a callback. */
export interface AtsCallbackAttemptTable {
  id: Generated<number>;
  callback_id: number;
  attempt: number;
  response_status: number | null;
  error: string | null;
  at: Timestamp;
}

/** The ats feature's part of the Database (db/schema.ts). */
export interface AtsTables {
  ats_keys: AtsKeyTable;
  ats_sends: AtsSendTable;
  ats_calls: AtsCallTable;
  ats_callbacks: AtsCallbackTable;
  ats_callback_attempts: AtsCallbackAttemptTable;
}
