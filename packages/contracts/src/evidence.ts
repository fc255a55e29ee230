import { z } from 'zod';
import { evidenceAccommodation } from './evidence-accommodation';
import { recordId as id } from './request-ids';

/**
 * The evidence workbench: analyses of an instrument version over a sample of real answers (item
 * statistics, distractors, reliability, IRT calibration with item fit, DIF), run as jobs and kept
 * with their sample definition and engine version so every figure can be re-derived. Admins analyse
 * across all data; consultants over their own corporates' participants only. Nothing in an analysis
 * identifies a participant: the sample is described by counts, and a group of fewer than
 * MIN_REPORTED_GROUP persons is reported as "fewer than 5" rather than by its count.
 */

/** The IRT models an analysis can calibrate. */
export const EVIDENCE_MODELS = ['Rasch', '2PL', '3PL', 'GRM'] as const;
/**
 * The model choice of an analysis without IRT calibration: item statistics, distractors,
 * reliability and DIF only (the calibration is the costly part of a large sample). Stored as the
 * analysis's model, so its detail says what was asked for; its result's calibration is unavailable
 * ("not asked for").
 */
export const ITEM_ANALYSIS_ONLY = 'none';
/** What evidence/analyses/new takes as its model: an IRT model, or none. */
export const EVIDENCE_MODEL_CHOICES = [...EVIDENCE_MODELS, ITEM_ANALYSIS_ONLY] as const;
export type EvidenceModelChoice = (typeof EVIDENCE_MODEL_CHOICES)[number];
export const EVIDENCE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const DIF_VARIABLES = ['gender', 'age_band', 'education_level'] as const;
/** Age bands of the sample make-up and the age DIF comparison (age at completion). */
export const AGE_BANDS = ['under 25', '25-34', '35-44', '45-54', '55 and over'] as const;
/** Groups smaller than this are shown as "fewer than 5", so nobody is singled out. */
export const MIN_REPORTED_GROUP = 5;
export const MAX_SAMPLE_PROJECTS = 200;

/** A calendar day that exists (2026-02-30 does not), as yyyy-mm-dd. */
const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
};
export const isoDate = (what: string) =>
  z
    .string({ message: `${what} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be a date like 2026-01-31`)
    .refine(isRealDay, `${what} must be a date like 2026-01-31`);

/** Which participants an analysis reads: completed ones only, always; these narrow it further. */
export const evidenceSample = z
  .object({
    project_ids: z
      .array(id)
      .max(MAX_SAMPLE_PROJECTS, `choose at most ${MAX_SAMPLE_PROJECTS} projects`)
      .optional(),
    /** Completed on or after this day. */
    from: isoDate('from').optional(),
    /** Completed on or before this day. */
    to: isoDate('to').optional(),
    /** Corporates of this sector (a consultant's sector tree). */
    sector_id: id.optional(),
  })
  .refine((s) => !s.from || !s.to || s.from <= s.to, {
    message: "'from' must not be after 'to'",
    path: ['to'],
  });
export type EvidenceSample = z.infer<typeof evidenceSample>;

/** A DIF comparison of two values of a grouping variable. */
export const difComparison = z.object({
  variable: z.enum(DIF_VARIABLES),
  reference: z.string().trim().min(1, 'name the reference group').max(60),
  focal: z.string().trim().min(1, 'name the focal group').max(60),
});

export const evidenceAnalysisNewRequest = z.object({
  instrument_id: id,
  /** A published version of the instrument (default: its latest). */
  instrument_version: z.number().int().positive().optional(),
  sample: evidenceSample.default({}),
  /** Default: 2PL when every scored item is keyed, GRM otherwise; 'none': no IRT calibration. */
  model: z.enum(EVIDENCE_MODEL_CHOICES).optional(),
  /** 3PL only: the Beta(5, 17) prior on the guessing parameter (default true); false: maximum likelihood. */
  guessing_prior: z.boolean({ message: 'guessing_prior must be true or false' }).optional(),
  /**
   * Keyed items only: also calibrate the other models (Rasch, 2PL, 3PL) and compare them by −2LL,
   * AIC, BIC and likelihood-ratio tests (default false: each model is a calibration more).
   */
  compare_models: z.boolean({ message: 'compare_models must be true or false' }).optional(),
  /**
   * Default: women against men when the sample has both, and each age band and education level of
   * at least 100 people against the largest one.
   */
  dif: z.array(difComparison).max(6).optional(),
});
export type EvidenceAnalysisNewRequest = z.infer<typeof evidenceAnalysisNewRequest>;

/** Counts by value; values under MIN_REPORTED_GROUP are null ("fewer than 5"). */
const counts = z.record(z.string(), z.number().int().nullable());

export const evidenceMakeUp = z.object({
  n: z.number().int(),
  projects: z.number().int(),
  corporates: z.number().int(),
  gender: counts,
  age_band: counts,
  education_level: counts,
  first_completed_at: z.string().nullable(),
  last_completed_at: z.string().nullable(),
});
export type EvidenceMakeUp = z.infer<typeof evidenceMakeUp>;

export const evidenceAnalysisRow = z.object({
  id: z.number().int(),
  instrument_id: z.number().int(),
  instrument_name: z.string(),
  instrument_version: z.number().int(),
  /** The model asked for (one of EVIDENCE_MODEL_CHOICES; ITEM_ANALYSIS_ONLY: not calibrated). */
  model: z.string().nullable(),
  /** 3PL: whether c had its Beta prior. */
  guessing_prior: z.boolean(),
  /** Whether the other models of keyed items were calibrated and compared. */
  compare_models: z.boolean(),
  sample: evidenceSample,
  status: z.enum(EVIDENCE_STATUSES),
  /** 0–100. */
  progress: z.number(),
  step: z.string(),
  n: z.number().int().nullable(),
  engine_version: z.string(),
  error: z.string().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type EvidenceAnalysisRow = z.infer<typeof evidenceAnalysisRow>;

/**
 * The engine's EvidenceResult (packages/scoring `analyseEvidence`), passed through as it is:
 * its shape is the engine's and versioned by engine_version.
 */
export const evidenceResult = z.record(z.string(), z.unknown());

export const evidenceAnalysisDetail = evidenceAnalysisRow.extend({
  make_up: evidenceMakeUp.nullable(),
  result: evidenceResult.nullable(),
  /** How the instrument's items are called to a reader: "Q1"… in the version's order, by item id. */
  item_labels: z.record(z.string(), z.string()),
  /** The names of the sample's chosen projects that the reader may see, by id. */
  project_names: z.record(z.string(), z.string()),
  /**
   * Scales whose reliability in the instrument's scoring set-up differs from this study's α by more
   * than 0.05 (a finished study only): the reports' error bands now use the study's.
   */
  reliability_warnings: z
    .array(z.object({ dimension: z.string(), set_up: z.number(), evidence: z.number() }))
    .optional(),
  /** Accommodated candidates against the others (a finished analysis; null before, or of an older one). */
  accommodation: evidenceAccommodation.nullable().optional(),
});
export type EvidenceAnalysisDetail = z.infer<typeof evidenceAnalysisDetail>;

export const EVIDENCE_CALLS = {
  'evidence/analyses/new': {
    request: evidenceAnalysisNewRequest,
    response: z.object({ analysis_id: z.number().int(), job_id: z.number().int() }),
  },
  'evidence/analyses': {
    request: z.object({ instrument_id: id }),
    response: z.object({ rows: z.array(evidenceAnalysisRow) }),
  },
  'evidence/analyses/detail': {
    request: z.object({ analysis_id: id }),
    response: evidenceAnalysisDetail,
  },
} as const;
