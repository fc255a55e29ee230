import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// The decisions feature's tables (modules/decisions).

/** A reviewer's decision on a participant, with the record it rests on (record_json). */
export interface DecisionReviewTable {
  id: Generated<number>;
  project_id: number;
  participant_id: number;
  decision: string;
  reason: string;
  suggestion: string | null;
  job_fit_use: string;
  is_override: Flag;
  reviewer_id: number;
  reviewer_name: string;
  record_json: string;
  created_at: Timestamp;
}

export interface DecisionExplanationTable {
  id: Generated<number>;
  participant_id: number;
  token: string;
  created_at: Timestamp;
  opened_at: Timestamp | null;
}

export interface DecisionContestTable {
  id: Generated<number>;
  project_id: number;
  participant_id: number;
  review_id: number | null;
  message: string;
  contact_email: string;
  created_at: Timestamp;
}

/** The decisions feature's part of the Database (db/schema.ts). */
export interface DecisionsTables {
  decision_reviews: DecisionReviewTable;
  decision_explanations: DecisionExplanationTable;
  decision_contests: DecisionContestTable;
}
