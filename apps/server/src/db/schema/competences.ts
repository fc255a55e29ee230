import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/competences owns (db/table-owners.json).

export interface CompetenceTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  status: 'draft' | 'submitted';
  /** [{level, label, min, max, colour, text_colour}] */
  levels_json: string;
  /** Interview questions about the competence: a JSON list of strings. */
  interview_questions_json: Generated<string>;
  /** { lang: { name, description, levels: { "1": label } } } */
  translations_json: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface CompetenceDimensionTable {
  id: Generated<number>;
  competence_id: number;
  name: string;
  description: string;
  position: number;
}

export interface CompetenceDimensionScoringTable {
  id: Generated<number>;
  competence_id: number;
  test_dimension_id: number;
  weight: number;
}

/** The competences feature's part of the Database (db/schema.ts). */
export interface CompetencesTables {
  competences: CompetenceTable;
  competence_dimensions: CompetenceDimensionTable;
  competence_dimension_scorings: CompetenceDimensionScoringTable;
}
