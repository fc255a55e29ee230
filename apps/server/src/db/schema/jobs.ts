import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/jobs owns (db/table-owners.json).

export interface JobTable {
  id: Generated<number>;
  type: string;
  payload_json: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  progress: number;
  last_error: string | null;
  run_after: Timestamp;
  locked_at: Timestamp | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** The jobs feature's part of the Database (db/schema.ts). */
export interface JobsTables {
  jobs: JobTable;
}
