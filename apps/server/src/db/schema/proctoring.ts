import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/proctoring owns (db/table-owners.json).

/** Browser proctoring evidence (tab hidden, blur, fullscreen exit, paste…): never a verdict. */
export interface ProctoringEventTable {
  id: Generated<number>;
  participant_id: number;
  submission_id: number | null;
  kind: string;
  detail: Generated<string>;
  created_at: Timestamp;
  /** A webcam snapshot's file under DATA_DIR/proctoring (migration 017). */
  file_path: string | null;
}

/** The proctoring feature's part of the Database (db/schema.ts). */
export interface ProctoringTables {
  proctoring_events: ProctoringEventTable;
}
