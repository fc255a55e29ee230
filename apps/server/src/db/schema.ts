import type { CreditEntryKind, CreditEntryReason } from '@asesa/contracts';
import type { Generated } from 'kysely';
import type { AccommodationTable } from './schema/accommodations';
import type {
  AtsCallbackAttemptTable,
  AtsCallbackTable,
  AtsCallTable,
  AtsKeyTable,
  AtsSendTable,
} from './schema/ats';
import type { DecisionContestTable, DecisionExplanationTable, DecisionReviewTable } from './schema/decisions';
import type { QtiImportAnalysisTable } from './schema/qti-import';
import type { SsoConfigTable, SsoDomainTable, SsoSignInTable } from './schema/sso';

export type * from './schema/accommodations';
export type * from './schema/ats';
export type * from './schema/columns';
export type * from './schema/decisions';
export type * from './schema/qti-import';
export type * from './schema/sso';

/**
 * The database as Kysely sees it. Booleans are stored as 0/1 integers and timestamps as ISO-8601
 * text on both engines, so one set of queries runs on SQLite and PostgreSQL alike.
 */
import type { Flag, Timestamp } from './schema/columns';

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
  /** HMAC key of partner deliveries (drawn on first use). */
  partner_secret: string | null;
  /** More origins allowed to frame the partner pages, space-separated. */
  partner_origins: Generated<string>;
  /** SHA-256 of the token its partner pages send in the partner-token header (migration 036). */
  partner_token_hash: string | null;
  partner_token_created_at: Timestamp | null;
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
  /** The sign-in address; for an invited collaborator a placeholder until the link is accepted. */
  email: string;
  /** The address an invited collaborator was invited at (null once accepted, and for others). */
  invited_email: string | null;
  password_hash: string | null;
  name: string;
  title: string | null;
  role: 'admin' | 'consultant' | 'collaborator';
  account_consultant_id: number | null;
  account_corporate_id: number | null;
  photo_path: string | null;
  photo_thumbnail: string | null;
  is_agree_tnc: Flag;
  /** Back-office UI locale (auth/save-user-data). */
  locale: Generated<string>;
  /** Language of content the user edits and previews (a master language code). */
  admin_language: Generated<string>;
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
  /** Shared by the rows a session rotated through (token/refresh): a reused refresh token ends them all. */
  family: string | null;
}

export interface AuthEventTable {
  id: Generated<number>;
  /** lock_notified: the account's owner was told it got locked (once per window). */
  kind: 'login_failed' | 'login_succeeded' | 'login_throttled' | 'lock_notified';
  email: string;
  ip: string;
  created_at: Timestamp;
}

/** A secret the server drew itself on first use, shared by every app instance (migration 050). */
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** A proof-of-work challenge spent, kept until it expires so it cannot be replayed. */
export interface ProofOfWorkUseTable {
  signature: string;
  expires_at: Timestamp;
}

export type ThrottleGuard = 'login' | 'access_code' | 'participant_code';
export type ThrottleScope = 'ip' | 'key' | 'global';

/** An admin lifted a throttle: its scope's counting starts after created_at. */

export interface ThrottleLiftTable {
  id: Generated<number>;
  guard: ThrottleGuard;
  scope: ThrottleScope;
  /** The address or the key (an e-mail, an access code); '' for global. */
  value: string;
  lifted_by: number | null;
  created_at: Timestamp;
}

/**
 * The credit ledger: append-only (database triggers refuse an update or a delete, migration 042).
 * The balance is the sum of `amount`, the reserved credits the sum of `reserved_change`.
 */
export interface CreditLedgerTable {
  id: Generated<number>;
  account_corporate_id: number;
  kind: CreditEntryKind;
  reason: CreditEntryReason;
  /** Change of the balance: + grant, − charge, 0 reserve and release. */
  amount: number;
  /** Change of the reserved credits: + reserve, − release, − the reservation a charge uses. */
  reserved_change: number;
  /** The note of a top-up; empty on the entries the system makes (their line is their kind). */
  remarks: string;
  created_by: number | null;
  created_at: Timestamp;
  /** The participant an entry is about (reserve, release, charge) and their project. */
  participant_id: number | null;
  project_id: number | null;
  /** On a charge: the test the participant started with. */
  instrument_id: number | null;
  /** On a bulk invitation's hold (reason bulk_batch): its batch; null on every other entry. */
  batch_id: Generated<number | null>;
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

/** A parsed bulk-invitation sheet: previewed row by row, then its valid rows invited as one job. */
export interface InvitationBatchTable {
  id: Generated<number>;
  project_id: number;
  file_name: string;
  rows_json: string;
  valid_count: number;
  invalid_count: number;
  status: Generated<string>;
  job_id: number | null;
  invited_count: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
}

/** A 6-character access code of a project, used once for self-registration. */
export interface UniqueCodeTable {
  id: Generated<number>;
  project_id: number;
  account_corporate_id: number;
  code: string;
  batch: number;
  participant_id: number | null;
  used_email: string | null;
  used_at: Timestamp | null;
  expires_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
  removed_at: Timestamp | null;
}

/** One export in the download list (null corporate: an admin's cross-tenant export). */
export interface DownloadTable {
  id: Generated<number>;
  account_corporate_id: number | null;
  /** A consultant's export across its corporates (migration 012); null otherwise. */
  account_consultant_id: number | null;
  project_id: number | null;
  kind: string;
  file_name: string;
  storage_path: string | null;
  size_bytes: number | null;
  row_count: number | null;
  status: Generated<'queued' | 'running' | 'done' | 'failed' | 'expired'>;
  progress: Generated<number>;
  job_id: number | null;
  error: string | null;
  params_json: Generated<string>;
  created_by: number | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

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

/** A failed or throttled access-code attempt (throttling and the admins' review). */
export interface AccessCodeEventTable {
  id: Generated<number>;
  /** opened: a code opened from this address (kept without the code), so the address is known. */
  kind: 'failed' | 'throttled' | 'opened';
  code: string;
  ip: string;
  reason: Generated<string>;
  created_at: Timestamp;
}

/** An unknown participant code looked up, or a lookup refused over a limit (throttled). */
export interface ParticipantCodeEventTable {
  id: Generated<number>;
  kind: 'failed' | 'throttled';
  code: string;
  ip: string;
  reason: Generated<string>;
  created_at: Timestamp;
}

/** A partner event for the corporate's callback_url, delivered (signed, retried) by a job. */
export interface PartnerEventTable {
  id: Generated<number>;
  account_corporate_id: number;
  participant_id: number;
  submission_id: number | null;
  event: string;
  dedupe_key: string;
  callback_url: string;
  body_json: string;
  status: 'queued' | 'sent' | 'failed' | 'skipped';
  attempts: Generated<number>;
  response_status: number | null;
  last_error: string | null;
  job_id: number | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A corporate's API key for its applicant tracking system: only a hash of the secret is kept. */

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
  /** The current section (0-based) and when its clock started (null: waiting for mark-as-started). */
  section_index: Generated<number>;
  section_started_at: Timestamp | null;
  /** The client's last timer reading (participant-last-attempt), never trusted. */
  client_last_timer: number | null;
  client_last_timer_at: Timestamp | null;
}

export interface AnswerTable {
  id: Generated<number>;
  submission_id: number;
  item_id: string;
  value: string;
  answered_at: Timestamp;
  /** The device's sequence number of the kept answer; a lower one never replaces it. */
  seq: number | null;
}

/** A section that is over: when it ran and why it ended. */
export interface SubmissionSectionTable {
  id: Generated<number>;
  submission_id: number;
  section_id: string;
  position: number;
  started_at: Timestamp | null;
  deadline_at: Timestamp | null;
  finished_at: Timestamp;
  finish_reason: 'participant' | 'time';
}

/** When an item with its own time limit was first shown. */
export interface ItemViewTable {
  id: Generated<number>;
  submission_id: number;
  item_id: string;
  shown_at: Timestamp;
}

export interface ParticipantActivityTable {
  id: Generated<number>;
  participant_id: number;
  submission_id: number | null;
  section_id: string | null;
  status: string;
  client_timer: number | null;
  client_at: Timestamp | null;
  created_at: Timestamp;
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
  /** Set on a participant's invitation e-mail (migration 035); account e-mails have neither. */
  participant_id: number | null;
  project_id: number | null;
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
  /** { lang: { name, description } } */
  translations_json: Generated<string>;
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
  /** BlueprintTranslations (packages/contracts): its name and its norm groups' names by language. */
  translations_json: Generated<string>;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** What one version of a blueprint was, kept from the first time it scored (unique blueprint_id × version). */
export interface ScoringBlueprintVersionTable {
  blueprint_id: number;
  version: number;
  /** The BlueprintDefinition (packages/contracts) the engine was built from. */
  definition_json: string;
  created_at: Timestamp;
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
  /** 'ipsative' or 'thurstonian' (forced-choice blocks). */
  forced_choice_method: Generated<string>;
  /** {ids, matrix} prior correlations of the Thurstonian traits; null = uncorrelated. */
  trait_correlations_json: string | null;
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

/** Who changed what (migration 023): written by the call layer for every audited change. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  actor_user_id: number | null;
  actor_name: Generated<string>;
  actor_role: Generated<string>;
  account_consultant_id: number | null;
  account_corporate_id: number | null;
  area: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  /** {field: [before, after]} of the changed fields (secrets never written). */
  changes_json: Generated<string>;
  ip: Generated<string>;
}

/** Settings an admin changes at run time (migration 024), overriding the env defaults. */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

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

/** An adaptive section's session of one submission: the seed its item lotteries draw from (migration 040). */
export interface AdaptiveSessionTable {
  submission_id: number;
  section_id: string;
  seed: number;
  created_at: Timestamp;
}

/** One decision of an adaptive section: the item served at a step, or why the test stopped. */
export interface AdaptiveStepTable {
  submission_id: number;
  section_id: string;
  /** Items administered before this decision. */
  step: number;
  item_id: string | null;
  stop_reason: string | null;
  /** JSON list of the item ids the exposure lottery set aside in this decision. */
  set_aside: Generated<string>;
  /** EAP θ and posterior SD after the items before this step. */
  theta: number;
  se: number;
  decided_at: Timestamp;
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

export interface Database {
  accommodations: AccommodationTable;
  audit_log: AuditLogTable;
  app_settings: AppSettingTable;
  competences: CompetenceTable;
  competence_dimensions: CompetenceDimensionTable;
  competence_dimension_scorings: CompetenceDimensionScoringTable;
  job_profiles: JobProfileTable;
  job_profile_competences: JobProfileCompetenceTable;
  job_profile_instruments: JobProfileInstrumentTable;
  scoring_blueprints: ScoringBlueprintTable;
  scoring_blueprint_versions: ScoringBlueprintVersionTable;
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
  server_secrets: ServerSecretTable;
  proof_of_work_uses: ProofOfWorkUseTable;
  throttle_lifts: ThrottleLiftTable;
  credit_ledger: CreditLedgerTable;
  instruments: InstrumentTable;
  instrument_versions: InstrumentVersionTable;
  instrument_variations: InstrumentVariationTable;
  instrument_translations: InstrumentTranslationTable;
  projects: ProjectTable;
  project_instruments: ProjectInstrumentTable;
  project_competences: ProjectCompetenceTable;
  project_languages: ProjectLanguageTable;
  invitation_batches: InvitationBatchTable;
  unique_codes: UniqueCodeTable;
  downloads: DownloadTable;
  proctoring_events: ProctoringEventTable;
  access_code_events: AccessCodeEventTable;
  participant_code_events: ParticipantCodeEventTable;
  partner_events: PartnerEventTable;
  ats_keys: AtsKeyTable;
  ats_sends: AtsSendTable;
  ats_calls: AtsCallTable;
  ats_callbacks: AtsCallbackTable;
  ats_callback_attempts: AtsCallbackAttemptTable;
  participants: ParticipantTable;
  cities: CityTable;
  participant_competences: ParticipantCompetenceTable;
  submissions: SubmissionTable;
  answers: AnswerTable;
  submission_sections: SubmissionSectionTable;
  item_views: ItemViewTable;
  participant_activities: ParticipantActivityTable;
  results: ResultTable;
  outbox: OutboxTable;
  jobs: JobTable;
  evidence_analyses: EvidenceAnalysisTable;
  item_reviews: ItemReviewTable;
  adaptive_sessions: AdaptiveSessionTable;
  adaptive_steps: AdaptiveStepTable;
  adaptive_simulations: AdaptiveSimulationTable;
  sso_configs: SsoConfigTable;
  sso_domains: SsoDomainTable;
  sso_sign_ins: SsoSignInTable;
  qti_import_analyses: QtiImportAnalysisTable;
  decision_reviews: DecisionReviewTable;
  decision_explanations: DecisionExplanationTable;
  decision_contests: DecisionContestTable;
}
