import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Booleans are stored as 0/1 integers and timestamps as ISO-8601
 * text on both engines, so one set of queries runs on SQLite and PostgreSQL alike.
 */
type Flag = number;
type Timestamp = string;

export interface ConsultantAccountTable {
  id: Generated<number>;
  name: string;
  legal_name: string;
  logo_path: string | null;
  logo_thumbnail: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface CorporateAccountTable {
  id: Generated<number>;
  account_consultant_id: number;
  name: string;
  legal_name: string;
  title: string;
  slug: string;
  logo_path: string | null;
  logo_thumbnail: string | null;
  color_theme: string;
  font_theme: string;
  is_show_header: Flag;
  is_use_corporate_logo: Flag;
  callback_url: string;
  sector_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** A node of a consultant account's sector tree (parent_id null at the roots). */
export interface SectorTable {
  id: Generated<number>;
  account_consultant_id: number;
  parent_id: number | null;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** A single-use invitation link; only the SHA-256 of its token is stored. */
export interface UserInvitationTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Set when a re-invite issued a newer link. */
  replaced_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  name: string;
  title: string | null;
  role: 'admin' | 'consultant' | 'collaborator';
  account_consultant_id: number | null;
  account_corporate_id: number | null;
  photo_path: string | null;
  photo_thumbnail: string | null;
  is_agree_tnc: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  refresh_hash: string;
  app_name: string;
  device_id: string;
  device_type: string;
  user_id: number | null;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface AuthEventTable {
  id: Generated<number>;
  kind: 'login_failed' | 'login_succeeded' | 'login_throttled';
  email: string;
  ip: string;
  created_at: Timestamp;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  account_corporate_id: number;
  amount: number;
  remarks: string;
  created_by: number | null;
  created_at: Timestamp;
}

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
}

export interface ProjectInstrumentTable {
  id: Generated<number>;
  project_id: number;
  instrument_id: number;
  instrument_version_id: number;
  position: number;
}

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
}

/** One participant × one project instrument. Its id doubles as the attempt id of the spec's calls. */
export interface SubmissionTable {
  id: Generated<number>;
  participant_id: number;
  project_instrument_id: number;
  state: 'not_started' | 'in_progress' | 'finished';
  started_at: Timestamp | null;
  /** Server-owned clock: when the time runs out (null when untimed). */
  deadline_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AnswerTable {
  id: Generated<number>;
  submission_id: number;
  item_id: string;
  value: string;
  answered_at: Timestamp;
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
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  status: 'held' | 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

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

export interface TestDimensionTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface IndicatorTable {
  id: Generated<number>;
  dimension_id: number;
  code: string;
  name: string;
  description: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface MasterLanguageTable {
  id: Generated<number>;
  code: string;
  name: string;
  is_default: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** One UI string of a participant page in one master language (unique page_code × key × language_code). */
export interface MasterTranslationTable {
  id: Generated<number>;
  page_code: string;
  key: string;
  language_code: string;
  value: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** A scoring blueprint of one instrument; `version` rises with every change to its parts. */
export interface ScoringBlueprintTable {
  id: Generated<number>;
  instrument_id: number;
  name: string;
  description: string;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

interface BlueprintPart {
  id: Generated<number>;
  blueprint_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface ScoringSettingsTable extends BlueprintPart {
  raw_score_method: string;
  missing_policy: string;
  untagged_indicator_code: string | null;
}

export interface ScoringDimensionTable extends BlueprintPart {
  dimension_code: string;
  aggregation: string;
  /** [{code, weight}] of indicators. */
  indicators_json: string;
  reliability: number | null;
}

export interface ScoringGroupDimensionTable extends BlueprintPart {
  code: string;
  name: string;
  aggregation: string;
  source: string;
  /** [{code, weight}] of the blueprint's dimensions. */
  dimensions_json: string;
}

export interface ScoringCharacterTable extends BlueprintPart {
  type_code: string;
  name: string;
  description: string;
  scale: string;
  match: string;
  conditions_json: string;
  position: number;
}

export interface ScoringGobTable extends BlueprintPart {
  target_code: string;
  scale: string;
  bands_json: string;
}

export interface ScoringFinalScoreTable extends BlueprintPart {
  dimension_code: string;
  norm_group: string;
  method: string;
  scale_kind: string;
  rows_json: string;
  mean: number | null;
  sd: number | null;
  n: number;
  norm_date: string;
  norm_version: string;
  raw_step: number;
}

export interface ScoringIndicatorScoreTable extends BlueprintPart {
  indicator_code: string;
  bands_json: string;
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

export interface CompetenceTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  status: 'draft' | 'submitted';
  /** [{level, label, min, max, colour, text_colour}] */
  levels_json: string;
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

export interface JobProfileTable {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface JobProfileCompetenceTable {
  id: Generated<number>;
  job_profile_id: number;
  competence_id: number;
  target_level: number;
  weight: number;
}

export interface JobProfileInstrumentTable {
  id: Generated<number>;
  job_profile_id: number;
  instrument_id: number;
  position: number;
}

export interface Database {
  competences: CompetenceTable;
  competence_dimensions: CompetenceDimensionTable;
  competence_dimension_scorings: CompetenceDimensionScoringTable;
  job_profiles: JobProfileTable;
  job_profile_competences: JobProfileCompetenceTable;
  job_profile_instruments: JobProfileInstrumentTable;
  scoring_blueprints: ScoringBlueprintTable;
  scoring_blueprint_settings: ScoringSettingsTable;
  scoring_blueprint_dimensions: ScoringDimensionTable;
  scoring_group_dimensions: ScoringGroupDimensionTable;
  scoring_character_blueprints: ScoringCharacterTable;
  scoring_gob_blueprints: ScoringGobTable;
  scoring_final_scores: ScoringFinalScoreTable;
  scoring_indicator_scores: ScoringIndicatorScoreTable;
  test_dimensions: TestDimensionTable;
  indicators: IndicatorTable;
  master_languages: MasterLanguageTable;
  master_translations: MasterTranslationTable;
  consultant_accounts: ConsultantAccountTable;
  corporate_accounts: CorporateAccountTable;
  sectors: SectorTable;
  users: UserTable;
  user_invitations: UserInvitationTable;
  sessions: SessionTable;
  auth_events: AuthEventTable;
  credit_ledger: CreditLedgerTable;
  instruments: InstrumentTable;
  instrument_versions: InstrumentVersionTable;
  instrument_variations: InstrumentVariationTable;
  instrument_translations: InstrumentTranslationTable;
  projects: ProjectTable;
  project_instruments: ProjectInstrumentTable;
  participants: ParticipantTable;
  submissions: SubmissionTable;
  answers: AnswerTable;
  results: ResultTable;
  outbox: OutboxTable;
  jobs: JobTable;
}
