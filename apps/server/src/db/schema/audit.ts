import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/audit owns (db/table-owners.json).

/** Who changed what (migration 023): written by the call layer for every audited change. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  actor_user_id: number | null;
  actor_name: Generated<string>;
  actor_role: Generated<string>;
  account_consultant_id: number | null;
  account_corporate_id: number | null;
  area: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  /** {field: [before, after]} of the changed fields (secrets never written). */
  changes_json: Generated<string>;
  ip: Generated<string>;
}

/** The audit feature's part of the Database (db/schema.ts). */
export interface AuditTables {
  audit_log: AuditLogTable;
}
