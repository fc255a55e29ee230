import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/evidence owns (db/table-owners.json).

/**
 * An analysis of an instrument version over a sample of completed participants (migration 038):
 * its definition, progress and, once done, the sample's make-up and the engine's result.
 */
export interface EvidenceAnalysisTable {
  id: Generated<number>;
  instrument_id: number;
  /** The published version number analysed. */
  instrument_version: number;
  instrument_version_id: number;
  model: string | null;
  /** EvidenceCalibrationOptions as JSON ('{}': the 3PL's prior, no comparison). */
  options_json: Generated<string>;
  sample_json: Generated<string>;
  dif_json: Generated<string>;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  /** 0–100. */
  progress: Generated<number>;
  step: Generated<string>;
  n: number | null;
  make_up_json: string | null;
  result_json: string | null;
  /** Accommodated candidates against the others (EvidenceAccommodation, migration 120); null before it. */
  accommodation_json: string | null;
  engine_version: Generated<string>;
  error: string | null;
  job_id: number | null;
  created_by: number;
  /** The consultant account whose corporates the sample was limited to; null for an admin's. */
  scope_consultant_id: number | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/**
 * An item flagged for review from the evidence workbench (migration 039), open until an author
 * says what became of it. At most one open flag per item of an instrument.
 */
export interface ItemReviewTable {
  id: Generated<number>;
  instrument_id: number;
  /** The stored item's id in the instrument's content. */
  item_id: string;
  /** The analysis whose figures prompted the flag, if any. */
  analysis_id: number | null;
  /** The published version the flag was raised on. */
  instrument_version: number;
  reason: string;
  note: string;
  status: Generated<'open' | 'resolved'>;
  resolution: 'revised' | 'kept' | 'removed' | null;
  resolution_note: string | null;
  flagged_by: number;
  flagged_at: Timestamp;
  resolved_by: number | null;
  resolved_at: Timestamp | null;
}

/** The evidence feature's part of the Database (db/schema.ts). */
export interface EvidenceTables {
  evidence_analyses: EvidenceAnalysisTable;
  item_reviews: ItemReviewTable;
}
