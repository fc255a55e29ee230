import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// The tables modules/participants owns (db/table-owners.json).

export interface ParticipantTable {
  id: Generated<number>;
  project_id: number;
  account_corporate_id: number;
  participant_code: string;
  name: string;
  email: string;
  phone: string;
  status: 'invited' | 'registered' | 'in_progress' | 'completed' | 'scored' | 'expired' | 'revoked';
  is_agree_tnc: Flag;
  number_correct: number | null;
  max_score: number | null;
  registered_at: Timestamp | null;
  completed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  language_code: Generated<string>;
  starred: Generated<Flag>;
  shortlisted: Generated<Flag>;
  city: Generated<string>;
  birth_date: string | null;
  gender: Generated<string>;
  education_level: Generated<string>;
  invited_at: Timestamp | null;
  invite_count: Generated<number>;
  code_expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  started_at: Timestamp | null;
  /** Denormalised from results (number correct / max × 100) for SQL filters and sorts. */
  score_percent: number | null;
  /** % match to the project's competence targets; null without competences or before scoring. */
  job_fit: number | null;
  /** [{competence_id, code, name, score, level, label, colour}] of the last scoring. */
  competences_json: string | null;
  /** The job fit's explanation (formula, contributions) or why there is none (migration 011). */
  job_fit_json: string | null;
  /** Registration photo: full-size and thumbnail URL paths (migration 016; null when none). */
  photo_path: string | null;
  photo_thumbnail: string | null;
  /** Registration CV: path under DATA_DIR/participant-cvs and its cleaned file name (migration 051). */
  cv_path: string | null;
  cv_name: string | null;
  /** Key of the participant's signed results link; drawn on first use (migration 016). */
  results_secret: string | null;
  /** When the participant's personal data was erased (right to be forgotten, retention; migration 024). */
  erased_at: Timestamp | null;
}

/** The regencies and cities of Indonesia for the registration form's lookup (migration 016). */
export interface CityTable {
  id: Generated<number>;
  name: string;
  province: string;
  kind: 'regency' | 'city';
}

/** The participants feature's part of the Database (db/schema.ts). */
export interface ParticipantsTables {
  participants: ParticipantTable;
  cities: CityTable;
}
