import { z } from 'zod';
import { ACCOMMODATION_NEEDS } from './accommodations';

/**
 * Whether an accommodation keeps scores comparable: an analysis compares the candidates who took
 * the instrument with an accommodation in force (extra time, breaks, larger text, high contrast,
 * screen reader) against the others, by their scale and total scores (n, mean, SD, standardised
 * mean difference with its 95 % interval) and by DIF with accommodated against not as the groups.
 * A group too small to compare is refused with its size and the size needed; a group of fewer
 * than MIN_REPORTED_GROUP is said as "fewer than 5" (n null), so nobody is singled out.
 */

/** The accommodations an analysis compares: the ones a participant may ask for. */
export const ACCOMMODATION_KINDS = ACCOMMODATION_NEEDS;
export type AccommodationKind = (typeof ACCOMMODATION_KINDS)[number];
/** Each group needs this many candidates before their scores are compared. */
export const MIN_ACCOMMODATION_COMPARED = 10;
/** The DIF comparison's grouping variable and its two groups. */
export const ACCOMMODATION_VARIABLE = 'accommodation';
export const ACCOMMODATED = 'accommodated';
export const NOT_ACCOMMODATED = 'none';

const groupFigures = z.object({ n: z.number().int(), mean: z.number(), sd: z.number() });

/** One scale (dimension; null: all items) compared. */
export const accommodationScale = z.object({
  dimension: z.string().nullable(),
  items: z.number().int(),
  accommodated: groupFigures,
  others: groupFigures,
  /** Cohen's d, accommodated minus others over the pooled SD; null when both SDs are 0. */
  smd: z.number().nullable(),
  smd_lower: z.number().nullable(),
  smd_upper: z.number().nullable(),
});
export type AccommodationScale = z.infer<typeof accommodationScale>;

/** A part refused: which group is too small, its size (null: fewer than 5) and the size needed. */
export const accommodationRefusal = z.object({
  refused: z.enum(['too-few-accommodated', 'too-few-others']),
  n: z.number().int().nullable(),
  needed: z.number().int(),
});
export type AccommodationRefusal = z.infer<typeof accommodationRefusal>;

export const evidenceAccommodation = z.object({
  /** Accommodated candidates of the sample (null: fewer than 5). */
  accommodated: z.number().int().nullable(),
  others: z.number().int(),
  /** Candidates by what they were granted (one candidate may have several; null: fewer than 5). */
  kinds: z.record(z.string(), z.number().int().nullable()),
  scores: z.union([z.object({ scales: z.array(accommodationScale) }), accommodationRefusal]),
  /**
   * DIF by accommodation: the engine's comparison as the analysis's `result.dif` holds it
   * (variable 'accommodation', reference 'none', focal 'accommodated'), or the refusal.
   */
  dif: z.union([z.object({ comparison: z.record(z.string(), z.unknown()) }), accommodationRefusal]),
});
export type EvidenceAccommodation = z.infer<typeof evidenceAccommodation>;
