import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// The tables modules/projects owns (db/table-owners.json).

export interface ProjectTable {
  id: Generated<number>;
  account_corporate_id: number;
  name: string;
  status: 'active' | 'closed';
  start_date: string | null;
  end_date: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
  job_profile_id: number | null;
  description: Generated<string>;
  /** Participant codes expire this many days after their invitation (null: never). */
  code_expiry_days: number | null;
  proctoring_level: Generated<string>;
  show_results: Generated<Flag>;
  allow_language_choice: Generated<Flag>;
  randomise_items: Generated<Flag>;
  allow_resume: Generated<Flag>;
  default_language: Generated<string>;
  /** {field: {show, required}} of the registration form; '' means the default configuration. */
  landing_form_json: Generated<string>;
  /** The latest recalculation job (recalculate-progress polls it). */
  recalculate_job_id: number | null;
  /** The report types the project offers, as a comma list (REPORT_TYPES). */
  report_types: Generated<string>;
  /** rank_only | preselect: whether job fit may suggest a pre-selection (JOB_FIT_USES). */
  job_fit_use: Generated<string>;
  /** The job fit a pre-selection suggestion is measured against (0–100). */
  job_fit_cutoff: Generated<number>;
  /** Months a decision's record is kept after the decision (at least 6). */
  decision_retention_months: Generated<number>;
}

export interface ProjectInstrumentTable {
  id: Generated<number>;
  project_id: number;
  instrument_id: number;
  instrument_version_id: number;
  position: number;
  /** The alternate form run instead of the base form (null: the base form). */
  variation_id: number | null;
  /** That form's published content when the project chose it (pinned; null: the base form). */
  variation_json: string | null;
}

export interface ProjectCompetenceTable {
  id: Generated<number>;
  project_id: number;
  competence_id: number;
  target_level: number;
  weight: number;
  position: Generated<number>;
}

/** A language a project invites in, with its invitation e-mail template ({name} {project} {link} {code} {expiry}). */
export interface ProjectLanguageTable {
  id: Generated<number>;
  project_id: number;
  language_code: string;
  invitation_subject: string;
  invitation_body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** The projects feature's part of the Database (db/schema.ts). */
export interface ProjectsTables {
  projects: ProjectTable;
  project_instruments: ProjectInstrumentTable;
  project_competences: ProjectCompetenceTable;
  project_languages: ProjectLanguageTable;
}
