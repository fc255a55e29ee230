import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/invitations owns (db/table-owners.json).

/** A parsed bulk-invitation sheet: previewed row by row, then its valid rows invited as one job. */
export interface InvitationBatchTable {
  id: Generated<number>;
  project_id: number;
  file_name: string;
  rows_json: string;
  valid_count: number;
  invalid_count: number;
  status: Generated<string>;
  job_id: number | null;
  invited_count: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
}

/** The invitations feature's part of the Database (db/schema.ts). */
export interface InvitationsTables {
  invitation_batches: InvitationBatchTable;
}
