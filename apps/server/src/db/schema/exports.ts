import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/exports owns (db/table-owners.json).

/** One export in the download list (null corporate: an admin's cross-tenant export). */
export interface DownloadTable {
  id: Generated<number>;
  account_corporate_id: number | null;
  /** A consultant's export across its corporates (migration 012); null otherwise. */
  account_consultant_id: number | null;
  project_id: number | null;
  kind: string;
  file_name: string;
  storage_path: string | null;
  size_bytes: number | null;
  row_count: number | null;
  status: Generated<'queued' | 'running' | 'done' | 'failed' | 'expired'>;
  progress: Generated<number>;
  job_id: number | null;
  error: string | null;
  params_json: Generated<string>;
  created_by: number | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** The exports feature's part of the Database (db/schema.ts). */
export interface ExportsTables {
  downloads: DownloadTable;
}
