import { z } from 'zod';
import { DIF_VARIABLES, isoDate } from './evidence';
import { reportLanguage } from './reports';
import { recordId as id } from './request-ids';

/**
 * The bias audit of a project, a job profile's projects or a corporate's projects over a period,
 * in the form New York City's Local Law 144 asks of an automated employment decision tool: for
 * each category of sex, age band and any other demographic field the projects collect, and for
 * each intersection of two of them, the number of candidates, how many were selected (or scored
 * at or above a cut), the rate, the impact ratio against the category with the highest rate and
 * Fisher's exact test beside the four-fifths rule. Categories under a share of all candidates
 * (2 % by default) or under a set count are reported with their counts but left out of the
 * ratios, as the audit rule allows.
 */

/** What the audit is of: one project, every project of a job profile, or every project of a corporate. */
export const BIAS_AUDIT_SCOPES = ['project', 'job_profile', 'corporate'] as const;
export type BiasAuditScope = (typeof BIAS_AUDIT_SCOPES)[number];

/**
 * What "selected" means: a job fit at or above the cut (the selection rate) or an overall score
 * at or above it (the scoring rate of LL144).
 */
export const BIAS_AUDIT_MEASURES = ['job_fit', 'score_percent'] as const;
export type BiasAuditMeasure = (typeof BIAS_AUDIT_MEASURES)[number];

/** The demographic fields an audit reads, each alone and each pair as an intersection. */
export const BIAS_AUDIT_FIELDS = DIF_VARIABLES;
export type BiasAuditField = (typeof BIAS_AUDIT_FIELDS)[number];

/** A category of fewer than this share of the candidates with a known value is left out of ratios. */
export const BIAS_AUDIT_MIN_SHARE = 0.02;
/** A category of fewer than this many candidates is left out of ratios (and Fisher's test). */
export const BIAS_AUDIT_MIN_COUNT = 5;
/** The job fit (%) at or above which a candidate counts as selected unless another cut is asked for. */
export const BIAS_AUDIT_DEFAULT_CUT = 70;

const biasAuditFields = z.object({
  scope: z.enum(BIAS_AUDIT_SCOPES, { message: `scope must be one of ${BIAS_AUDIT_SCOPES.join(', ')}` }),
  /** The project's, job profile's or corporate's id. */
  scope_id: id,
  /** Candidates who completed on or after this day. */
  from: isoDate('from').optional(),
  /** Candidates who completed on or before this day. */
  to: isoDate('to').optional(),
  measure: z
    .enum(BIAS_AUDIT_MEASURES, { message: `measure must be one of ${BIAS_AUDIT_MEASURES.join(', ')}` })
    .default('job_fit'),
  cut: z
    .number({ message: 'cut must be a number' })
    .min(0, 'cut must be between 0 and 100')
    .max(100, 'cut must be between 0 and 100')
    .default(BIAS_AUDIT_DEFAULT_CUT),
  threshold: z
    .number({ message: 'threshold must be a number' })
    .gt(0, 'threshold must be above 0 and at most 1')
    .max(1, 'threshold must be above 0 and at most 1')
    .default(0.8),
  min_share: z
    .number({ message: 'min_share must be a number' })
    .min(0, 'min_share must be between 0 and 0.5')
    .max(0.5, 'min_share must be between 0 and 0.5')
    .default(BIAS_AUDIT_MIN_SHARE),
  min_count: z
    .number({ message: 'min_count must be a number' })
    .int('min_count must be a whole number')
    .min(1, 'min_count must be between 1 and 1000')
    .max(1000, 'min_count must be between 1 and 1000')
    .default(BIAS_AUDIT_MIN_COUNT),
});
const periodInOrder = (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to;
const periodMessage = { message: "'from' must not be after 'to'", path: ['to'] };

export const biasAuditRequest = biasAuditFields.refine(periodInOrder, periodMessage);
export type BiasAuditRequest = z.input<typeof biasAuditRequest>;
export type BiasAuditQuery = z.output<typeof biasAuditRequest>;

export const biasAuditCategory = z.object({
  /** The category's values, one per field of the table ("female", or "female" and "25-34"). */
  values: z.array(z.string()),
  total: z.number().int(),
  selected: z.number().int(),
  rate: z.number(),
  /** Share of the candidates with a known value of the table's fields. */
  share: z.number(),
  /** Under the share or count rule: reported, not compared. */
  excluded: z.boolean(),
  /** Rate over the reference category's rate; null when excluded or nothing could be compared. */
  impact_ratio: z.number().nullable(),
  /** Two-sided Fisher's exact p against the reference category; null for the reference itself. */
  fisher_p: z.number().nullable(),
  /** Whether the impact ratio reaches the threshold; null when not compared. */
  passes: z.boolean().nullable(),
});
export type BiasAuditCategory = z.infer<typeof biasAuditCategory>;

export const biasAuditTable = z.object({
  /** One field, or two for an intersection. */
  fields: z.array(z.enum(BIAS_AUDIT_FIELDS)),
  /** Candidates whose value of a field of the table is not known. */
  unknown: z.number().int(),
  /** The compared category with the highest rate (its values), null when none could be compared. */
  reference: z.array(z.string()).nullable(),
  categories: z.array(biasAuditCategory),
  /** True when a compared category's ratio is under the threshold; null when none was compared. */
  flagged: z.boolean().nullable(),
});
export type BiasAuditTable = z.infer<typeof biasAuditTable>;

export const biasAuditResponse = z.object({
  scope: z.enum(BIAS_AUDIT_SCOPES),
  scope_id: z.number().int(),
  scope_name: z.string(),
  /** The projects the data comes from. */
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), corporate_name: z.string() })),
  from: z.string().nullable(),
  to: z.string().nullable(),
  measure: z.enum(BIAS_AUDIT_MEASURES),
  cut: z.number(),
  threshold: z.number(),
  min_share: z.number(),
  min_count: z.number().int(),
  /** Candidates with a result of the measure (or a reviewer's decision) in the period. */
  n: z.number().int(),
  selected: z.number().int(),
  /**
   * What "selected" means: 'cut', the measure at or above the cut (no decision recorded);
   * 'decisions', every candidate's reviewer accepted them (the human decision, latest one);
   * 'mixed', the reviewer's accept where a decision is recorded and the cut for the rest.
   */
  selection_basis: z.enum(['cut', 'decisions', 'mixed']),
  /** Candidates whose selection is a reviewer's decision. */
  decided: z.number().int(),
  /** The first and last completion of those candidates (the data's dates). */
  first_completed: z.string().nullable(),
  last_completed: z.string().nullable(),
  audited_at: z.string(),
  tables: z.array(biasAuditTable),
  /** True when any table is flagged. */
  flagged: z.boolean(),
  engine_version: z.string(),
});
export type BiasAuditResponse = z.infer<typeof biasAuditResponse>;

/**
 * The project page's monitor reads every ratio at the default job-fit cut, and warns of a ratio
 * under 0.8 only with enough data: the category and the reference category each have at least
 * this many candidates (below it, one or two candidates more or less swing a ratio across 0.8).
 */
export const BIAS_MONITOR_MIN_GROUP = 30;

export const biasMonitorRequest = z.object({ project_id: id });

export const biasMonitorWarning = z.object({
  fields: z.array(z.enum(BIAS_AUDIT_FIELDS)),
  values: z.array(z.string()),
  reference: z.array(z.string()),
  total: z.number().int(),
  reference_total: z.number().int(),
  impact_ratio: z.number(),
  fisher_p: z.number().nullable(),
});
export type BiasMonitorWarning = z.infer<typeof biasMonitorWarning>;

export const biasMonitorResponse = z.object({
  cut: z.number(),
  threshold: z.number(),
  min_group: z.number().int(),
  n: z.number().int(),
  /** Ratios with enough data on both sides (the monitor reads only these). */
  checked: z.number().int(),
  warnings: z.array(biasMonitorWarning),
});
export type BiasMonitorResponse = z.infer<typeof biasMonitorResponse>;

export const EVIDENCE_BIAS_AUDIT_CALLS = {
  'evidence/bias-audit': { request: biasAuditRequest, response: biasAuditResponse },
  'evidence/bias-audit/monitor': { request: biasMonitorRequest, response: biasMonitorResponse },
} as const;

/** The audit's file in a language (id or en); without it the reader's back-office language. */
export const biasAuditFileRequest = biasAuditFields
  .extend({ lang: reportLanguage.optional() })
  .refine(periodInOrder, periodMessage);
export type BiasAuditFileQuery = z.output<typeof biasAuditFileRequest>;

/** The audit as files: the public summary (PDF) and the workbook (.xlsx). */
export const EVIDENCE_BIAS_AUDIT_FILE_CALLS = {
  'evidence/bias-audit/pdf': biasAuditFileRequest,
  'evidence/bias-audit/xlsx': biasAuditFileRequest,
} as const;
