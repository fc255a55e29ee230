import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/outbox owns (db/table-owners.json).

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  status: 'held' | 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** Set on a participant's invitation e-mail (migration 035); account e-mails have neither. */
  participant_id: number | null;
  project_id: number | null;
}

/** The outbox feature's part of the Database (db/schema.ts). */
export interface OutboxTables {
  outbox: OutboxTable;
}
