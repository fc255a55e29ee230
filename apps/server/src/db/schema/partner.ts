import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/partner owns (db/table-owners.json).

/** A partner event for the corporate's callback_url, delivered (signed, retried) by a job. */
export interface PartnerEventTable {
  id: Generated<number>;
  account_corporate_id: number;
  participant_id: number;
  submission_id: number | null;
  event: string;
  dedupe_key: string;
  callback_url: string;
  body_json: string;
  status: 'queued' | 'sent' | 'failed' | 'skipped';
  attempts: Generated<number>;
  response_status: number | null;
  last_error: string | null;
  job_id: number | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** The partner feature's part of the Database (db/schema.ts). */
export interface PartnerTables {
  partner_events: PartnerEventTable;
}
