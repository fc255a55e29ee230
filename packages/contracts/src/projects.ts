import { z } from 'zod';
import {
  DEFAULT_JOB_FIT_CUTOFF,
  JOB_FIT_USES,
  MAX_DECISION_RETENTION_MONTHS,
  MIN_DECISION_RETENTION_MONTHS,
} from './decisions';
import { datatableQuery } from './envelope';
import { emailAddress, personName } from './person-fields';
import { codedRecord, competenceRef } from './record-fields';
import { REPORT_TYPES, type ReportType, reportType } from './reports';
import { competenceTranslations } from './translations';

export const PARTICIPANT_STATUSES = [
  'invited',
  'registered',
  'in_progress',
  'completed',
  'scored',
  'expired',
  'revoked',
] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

const id = z.number().int().positive();
const isoDate = z.string().date('use the date format YYYY-MM-DD');

/** How closely the browser watches a participant (webcam: snapshots, with consent). */
export const PROCTORING_LEVELS = ['off', 'basic', 'strict', 'webcam'] as const;
export type ProctoringLevel = (typeof PROCTORING_LEVELS)[number];
export const PROJECT_STATUSES = ['active', 'closed'] as const;

/** Expiry of participant codes at most a year after the invitation. */
export const MAX_CODE_EXPIRY_DAYS = 365;
export const projectSettings = z.object({
  /** Participant codes expire this many days after their invitation (null: never). */
  code_expiry_days: z
    .number({ message: 'code_expiry_days must be a number' })
    .int('code_expiry_days must be a whole number')
    .min(1, 'code_expiry_days must be at least 1')
    .max(MAX_CODE_EXPIRY_DAYS, `code_expiry_days must be at most ${MAX_CODE_EXPIRY_DAYS}`)
    .nullable(),
  proctoring_level: z.enum(PROCTORING_LEVELS, {
    message: `proctoring_level must be one of ${PROCTORING_LEVELS.join(', ')}`,
  }),
  show_results: z.boolean(),
  allow_language_choice: z.boolean(),
  randomise_items: z.boolean(),
  allow_resume: z.boolean(),
  /** A master language code. */
  default_language: z.string().trim().min(2, 'default_language is required').max(10),
  /** The PDF reports the project offers (the back office's download menu and the .zip of reports). */
  report_types: z
    .array(reportType)
    .min(1, 'report_types: choose at least one report type')
    .max(REPORT_TYPES.length, `report_types: at most ${REPORT_TYPES.length} report types`),
  /** Whether job fit only ranks candidates or may also suggest a pre-selection (a person decides either way). */
  job_fit_use: z.enum(JOB_FIT_USES, { message: 'job_fit_use must be rank_only or preselect' }),
  /** The job fit a pre-selection suggestion is measured against. */
  job_fit_cutoff: z
    .number({ message: 'job_fit_cutoff must be a number' })
    .int('job_fit_cutoff must be a whole number')
    .min(0, 'job_fit_cutoff must be at least 0')
    .max(100, 'job_fit_cutoff must be at most 100'),
  /** Months each decision's record is kept after the decision. */
  decision_retention_months: z
    .number({ message: 'decision_retention_months must be a number' })
    .int('decision_retention_months must be a whole number')
    .min(
      MIN_DECISION_RETENTION_MONTHS,
      `decision_retention_months must be at least ${MIN_DECISION_RETENTION_MONTHS}`,
    )
    .max(
      MAX_DECISION_RETENTION_MONTHS,
      `decision_retention_months must be at most ${MAX_DECISION_RETENTION_MONTHS}`,
    ),
});
export type ProjectSettings = z.infer<typeof projectSettings>;
export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  code_expiry_days: null,
  proctoring_level: 'basic',
  show_results: false,
  allow_language_choice: true,
  randomise_items: false,
  allow_resume: true,
  default_language: 'id',
  report_types: [...REPORT_TYPES] as ReportType[],
  job_fit_use: 'rank_only',
  job_fit_cutoff: DEFAULT_JOB_FIT_CUTOFF,
  decision_retention_months: MIN_DECISION_RETENTION_MONTHS,
};

/** One instrument of a project, optionally run as one of its published variations (alternate forms). */
export const projectInstrumentInput = z.object({
  instrument_id: id,
  variation_id: id.nullable().optional(),
});
export type ProjectInstrumentInput = z.input<typeof projectInstrumentInput>;

/** A competence the project scores against: a target among the competence's levels, weighted. */
export const projectCompetenceInput = z.object({
  competence_id: id,
  target_level: z
    .number({ message: 'target_level must be a number' })
    .int('target_level must be a whole number'),
  weight: z
    .number({ message: 'weight must be a number' })
    .refine((n) => Number.isFinite(n) && n > 0, 'weight must be a number greater than 0'),
});
export type ProjectCompetenceInput = z.infer<typeof projectCompetenceInput>;

const projectName = z.string().trim().min(1, 'name is required').max(200, 'name has at most 200 characters');
const description = z.string().trim().max(5000, 'description has at most 5000 characters');

export const projectNewRequest = z.object({
  account_corporate_id: id,
  name: projectName,
  description: description.optional().default(''),
  /** Copies the profile's instruments (in order) and competence targets unless given below. */
  job_profile_id: id.nullable().optional(),
  /** Instruments in the order participants take them. */
  instrument_ids: z.array(id).min(1, 'choose at least 1 instrument').max(20).optional(),
  /** Like instrument_ids, with a variation per instrument; wins over instrument_ids. */
  instruments: z.array(projectInstrumentInput).min(1, 'choose at least 1 instrument').max(20).optional(),
  competences: z.array(projectCompetenceInput).max(50).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  settings: projectSettings.partial().optional(),
});
export type ProjectNewRequest = z.input<typeof projectNewRequest>;

export const projectListRequest = datatableQuery.extend({
  account_corporate_id: id.optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
});

export const projectRow = z.object({
  id: z.number().int(),
  account_corporate_id: z.number().int(),
  corporate_name: z.string(),
  name: z.string(),
  status: z.string(),
  participant_count: z.number().int(),
  created_at: z.string(),
  job_profile_name: z.string().nullable(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const projectInstrument = z.object({
  ...codedRecord,
  position: z.number().int(),
  /** The published version the project runs. */
  version: z.number().int(),
  variation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  credit_cost: z.number().int(),
});
export type ProjectInstrument = z.infer<typeof projectInstrument>;

export const projectCompetence = z.object({
  ...competenceRef,
  target_level: z.number().int(),
  weight: z.number(),
  levels: z.array(z.object({ level: z.number().int(), label: z.string() })),
  /** The competence's name, description and level labels in other languages. */
  translations: competenceTranslations.optional(),
});
export type ProjectCompetence = z.infer<typeof projectCompetence>;

export const projectDetail = projectRow.extend({
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  job_profile: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  settings: projectSettings,
  instruments: z.array(projectInstrument),
  competences: z.array(projectCompetence),
  /** Once a participant started, the instrument list is frozen. */
  has_started_participants: z.boolean(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

export const projectUpdateRequest = z.object({
  id,
  name: projectName,
  description: description.optional().default(''),
  start_date: isoDate.nullable().optional().default(null),
  end_date: isoDate.nullable().optional().default(null),
});
export type ProjectUpdateRequest = z.input<typeof projectUpdateRequest>;
export const projectSettingsRequest = projectSettings.partial().extend({ id });
export type ProjectSettingsRequest = z.input<typeof projectSettingsRequest>;
export const projectDuplicateRequest = z.object({ id, name: projectName.optional() });
export const projectInstrumentOrdersRequest = z.object({
  project_id: id,
  instruments: z.array(projectInstrumentInput).min(1, 'choose at least 1 instrument').max(20),
});
export const projectCompetencesRequest = z.object({
  project_id: id,
  competences: z.array(projectCompetenceInput).max(50),
});

/** The fields of the participant registration form a project can configure. */
export const LANDING_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'birth_date',
  'gender',
  'education_level',
  'city',
  'photo',
  'cv',
] as const;
export type LandingFormField = (typeof LANDING_FORM_FIELDS)[number];
/** Shown and required on every form. */
export const ALWAYS_REQUIRED_FIELDS: readonly LandingFormField[] = ['name', 'email'];
export const landingFieldConfig = z.object({ show: z.boolean(), required: z.boolean() });
export type LandingFieldConfig = z.infer<typeof landingFieldConfig>;
export const landingFormConfig = z.object({
  fields: z.object(
    Object.fromEntries(LANDING_FORM_FIELDS.map((f) => [f, landingFieldConfig])) as Record<
      LandingFormField,
      typeof landingFieldConfig
    >,
  ),
});
export type LandingFormConfig = z.infer<typeof landingFormConfig>;
export const DEFAULT_LANDING_FORM: LandingFormConfig = {
  fields: {
    name: { show: true, required: true },
    email: { show: true, required: true },
    phone: { show: true, required: false },
    birth_date: { show: false, required: false },
    gender: { show: false, required: false },
    education_level: { show: false, required: false },
    city: { show: false, required: false },
    photo: { show: false, required: false },
    cv: { show: false, required: false },
  },
};
export const landingFormDetailRequest = z.object({ project_id: id });
/** Fields left out keep their current configuration. */
export const landingFormUpdateRequest = z.object({
  project_id: id,
  fields: landingFormConfig.shape.fields.partial(),
});
export type LandingFormUpdateRequest = z.input<typeof landingFormUpdateRequest>;

/** What a project may run: published instruments with their published variations and cost. */
export const projectInstrumentOption = z.object({
  ...codedRecord,
  credit_cost: z.number().int(),
  variations: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type ProjectInstrumentOption = z.infer<typeof projectInstrumentOption>;

export const inviteRequest = z.object({
  project_id: z.number().int().positive(),
  name: personName,
  email: emailAddress,
});
export type InviteRequest = z.input<typeof inviteRequest>;
export const inviteResponse = z.object({ participant_id: z.number().int(), participant_code: z.string() });

export const participantRow = z.object({
  id: z.number().int(),
  participant_code: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  /** Number of keyed items answered correctly, over all instruments; null until scored. */
  number_correct: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ParticipantRow = z.infer<typeof participantRow>;

/** A job profile's instruments (in order) and competence targets, to prefill a new project. */
export const jobProfileTemplate = z.object({
  instruments: z.array(z.object({ instrument_id: z.number().int() })),
  competences: z.array(projectCompetenceInput),
});
export type JobProfileTemplate = z.infer<typeof jobProfileTemplate>;
