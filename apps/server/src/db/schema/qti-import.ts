import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The qti-import feature's tables (modules/instruments).

/** A QTI package analysed, waiting for its author's confirmation (an hour at most). */
export interface QtiImportAnalysisTable {
  id: Generated<number>;
  instrument_id: number;
  user_id: number;
  mode: string;
  /** The report and the sections to write (modules/instruments/qti-analysis.ts). */
  analysis_json: string;
  /** The media the items use, base64 by placeholder number. */
  media_json: string;
  created_at: Timestamp;
}
