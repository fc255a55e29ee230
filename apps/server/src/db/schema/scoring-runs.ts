import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/scoring-runs owns (db/table-owners.json).

/** A participant's score on one project competence, for SQL averages (migration 011). */
export interface ParticipantCompetenceTable {
  id: Generated<number>;
  participant_id: number;
  project_id: number;
  competence_id: number;
  /** Sten score the competence's levels are banded on; null when it could not be computed. */
  score: number | null;
  level: number | null;
}

export interface ResultTable {
  id: Generated<number>;
  participant_id: number;
  submission_id: number;
  instrument_version_id: number;
  engine_version: string;
  number_correct: number;
  max_score: number;
  result_json: string;
  created_at: Timestamp;
  /** The scoring blueprint and its version, when the instrument has one (else number correct). */
  blueprint_id: number | null;
  blueprint_version: number | null;
  /** {dimension_code: norm_version} of the norm tables the result used. */
  norm_versions_json: string | null;
}

/** The scoring-runs feature's part of the Database (db/schema.ts). */
export interface ScoringRunsTables {
  participant_competences: ParticipantCompetenceTable;
  results: ResultTable;
}
