import { z } from 'zod';
import { dimensionRef } from './record-fields';
import { finalScoreRow } from './scoring-blueprints';

/**
 * Norms from an evidence analysis's sample: the raw-score distribution of each dimension of the
 * blueprint in use, read from the stored results of the sample's completed participants, beside the
 * norm in use today and a proposed norm table built from the sample's percentile ranks. Saving a
 * proposal writes it as the blueprint's final score with a new norm version and raises the
 * blueprint's version: results scored before keep the version (and norm) they were scored with.
 */

/** Fewer scored participants than this make no norm: percentile ranks of a few people mislead. */
export const MIN_NORM_SAMPLE = 30;
/** The percentiles of each dimension's raw scores the preview reports. */
export const NORM_PREVIEW_PERCENTILES = [5, 10, 25, 50, 75, 90, 95] as const;

const id = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be positive`);

export const evidenceNormsPreviewRequest = z.object({ analysis_id: id('analysis_id') });
export type EvidenceNormsPreviewRequest = z.infer<typeof evidenceNormsPreviewRequest>;

export const evidenceNormsSaveRequest = z.object({
  analysis_id: id('analysis_id'),
  dimension_codes: z
    .array(z.string().trim().min(1, 'a dimension code is required').max(40), {
      message: 'dimension_codes must be a list of dimension codes',
    })
    .min(1, 'choose at least one dimension')
    .max(100, 'choose at most 100 dimensions'),
  /** The norm group to write (default: the group of the norm in use, else 'general'). */
  norm_group: z.string().trim().min(1, 'norm_group must not be empty').max(60).optional(),
});
export type EvidenceNormsSaveRequest = z.infer<typeof evidenceNormsSaveRequest>;

/** The raw scores of one dimension in the sample. */
export const normSampleStats = z.object({
  n: z.number().int(),
  mean: z.number().nullable(),
  /** Sample SD (n − 1); null under two scores. */
  sd: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** The raw score at each of NORM_PREVIEW_PERCENTILES (linear interpolation between ranks). */
  percentiles: z.array(z.object({ p: z.number(), raw: z.number() })),
});
export type NormSampleStats = z.infer<typeof normSampleStats>;

/** A norm as the blueprint stores it (a final score), without its row ids. For a proposed table,
 *  mean and SD are the sample's. */
export const normSummary = finalScoreRow.pick({
  norm_group: true,
  method: true,
  scale_kind: true,
  rows: true,
  mean: true,
  sd: true,
  n: true,
  norm_date: true,
  norm_version: true,
  raw_step: true,
});
export type NormSummary = z.infer<typeof normSummary>;

export const normDimensionPreview = z.object({
  ...dimensionRef,
  sample: normSampleStats,
  /** The norm the blueprint scores this dimension with today; null when it has none. */
  current: normSummary.nullable(),
  /** The norm the sample makes; null when it cannot make one (see `problem`). */
  proposed: normSummary.nullable(),
  /** Why there is no proposal (too few scores, no spread); null when there is one. */
  problem: z.string().nullable(),
});
export type NormDimensionPreview = z.infer<typeof normDimensionPreview>;

export const evidenceNormsPreviewResponse = z.object({
  analysis_id: z.number().int(),
  instrument_id: z.number().int(),
  instrument_version: z.number().int(),
  blueprint: z.object({ id: z.number().int(), name: z.string(), version: z.number().int() }),
  /** Completed participants of the sample scored with the blueprint in use. */
  scored_n: z.number().int(),
  minimum_n: z.number().int(),
  /** The analysis's sample make-up (as evidence/analyses/detail answers it). */
  make_up: z.record(z.string(), z.unknown()).nullable(),
  dimensions: z.array(normDimensionPreview),
});
export type EvidenceNormsPreviewResponse = z.infer<typeof evidenceNormsPreviewResponse>;

export const evidenceNormsSaveResponse = z.object({
  blueprint_id: z.number().int(),
  /** The blueprint's version after the save: what new scorings and recalculations record. */
  blueprint_version: z.number().int(),
  saved: z.array(
    z.object({
      dimension_code: z.string(),
      norm_group: z.string(),
      norm_version: z.string(),
      /** The version of the norm replaced; null when the group had none. */
      previous_norm_version: z.string().nullable(),
      n: z.number().int(),
      norm_date: z.string(),
    }),
  ),
});
export type EvidenceNormsSaveResponse = z.infer<typeof evidenceNormsSaveResponse>;

// Calls of the evidence workbench's norms.
export const EVIDENCE_NORM_CALLS = {
  'evidence/norms/preview': {
    request: evidenceNormsPreviewRequest,
    response: evidenceNormsPreviewResponse,
  },
  'evidence/norms/save': {
    request: evidenceNormsSaveRequest,
    response: evidenceNormsSaveResponse,
  },
} as const;
