import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/instruments owns (db/table-owners.json).

export interface InstrumentTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: 'ability' | 'personality' | 'situational_judgement' | 'survey';
  instructions: string;
  status: 'draft' | 'published';
  /** The latest published version number (0 before the first publish). */
  version: number;
  /** The draft content: sections and items as JSON. */
  content_json: string;
  item_count: number;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
  /** Credits one participant of this instrument costs (debited when the participant starts). */
  credit_cost: Generated<number>;
  /** The blueprint that scores this instrument; null while it has none. */
  scoring_blueprint_id: number | null;
}

/** A published, immutable snapshot of an instrument's content; projects point at one. */
export interface InstrumentVersionTable {
  id: Generated<number>;
  instrument_id: number;
  version: number;
  name: string;
  instructions: string;
  content_json: string;
  published_at: Timestamp;
}

/** An alternate form of an instrument: its own sections listing base item ids (subset and order). */
export interface InstrumentVariationTable {
  id: Generated<number>;
  instrument_id: number;
  code: string;
  name: string;
  status: 'draft' | 'published';
  version: number;
  content_json: string;
  /** The last published form with the base items resolved (what a project would run). */
  published_json: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** Texts of an instrument in one language: text key → text (missing keys fall back to the base). */
export interface InstrumentTranslationTable {
  id: Generated<number>;
  instrument_id: number;
  language_code: string;
  texts_json: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** A simulation of an adaptive bank with its settings, from the authoring page. */
export interface AdaptiveSimulationTable {
  id: Generated<number>;
  instrument_id: number;
  section_id: string;
  /** Hash of the bank and settings simulated; publishing compares it with the current one. */
  fingerprint: string;
  max_exposure: number;
  /** The simulation's summary (bias, RMSE, conditional bins, lengths, exposure per item). */
  result_json: string;
  created_by: number | null;
  created_at: Timestamp;
}

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
  /** The job analysing the package (migration 150). */
  job_id: number | null;
  /** The uploaded package until its job has read it. */
  package_base64: string | null;
  /** The refusal of a package its job could not read: { message, problems } in every language. */
  error_json: string | null;
}

/** The instruments feature's part of the Database (db/schema.ts). */
export interface InstrumentsTables {
  instruments: InstrumentTable;
  instrument_versions: InstrumentVersionTable;
  instrument_variations: InstrumentVariationTable;
  instrument_translations: InstrumentTranslationTable;
  adaptive_simulations: AdaptiveSimulationTable;
  qti_import_analyses: QtiImportAnalysisTable;
}
