import { z } from 'zod';

// The settings of an adaptive section of an instrument's content (instrumentSection.adaptive).

/** Exposure control of an adaptive section (see `@asesa/scoring` cat.ts). */
export const CAT_EXPOSURE_METHODS = [
  'none',
  'randomesque',
  'sympson-hetter',
  'conditional-sympson-hetter',
] as const;
/**
 * θ strata of conditional exposure control when a section names none: below −1, −1 to 1, from 1
 * (the low, middle and high thirds of ability a reviewer asks about).
 */
export const DEFAULT_EXPOSURE_STRATA: readonly number[] = [-1, 1];
/** Edges of θ strata: at most this many (so at most one more strata), each within ±4. */
export const EXPOSURE_STRATA_MAX_EDGES = 5;
/** Estimators of the final θ of an adaptive section (the provisional θ is always EAP). */
export const THETA_ESTIMATORS = ['EAP', 'MAP', 'WLE', 'ML'] as const;
/** The items an adaptive section can serve: keyed single choice or true/false (1PL–3PL), Likert (GRM). */
export const ADAPTIVE_ITEM_TYPES = ['single', 'true-false', 'likert'] as const;

/**
 * An adaptive section: the server picks each next item from the section's calibrated items (its
 * bank) by maximum information at the provisional EAP θ, with exposure control and content
 * balancing by indicator, and stops at the SE target, the maximum number of items or the section's
 * time. The participant sees one item at a time and never goes back.
 */
export const adaptiveSettings = z
  .object({
    /** Start rule: the prior mean of θ (the first item is the most informative there). */
    start_theta: z
      .number()
      .min(-3, 'start θ must be between −3 and 3')
      .max(3, 'start θ must be between −3 and 3')
      .default(0),
    exposure: z.enum(CAT_EXPOSURE_METHODS).default('randomesque'),
    /** Randomesque: choose at random among this many most informative items. */
    randomesque_n: z.number().int().min(1).max(20).default(3),
    /**
     * Ceiling on any item's exposure rate: publishing needs a simulation of the current bank and
     * settings under it; Sympson–Hetter calibrates its parameters to it.
     */
    max_exposure: z
      .number()
      .gt(0, 'the exposure ceiling must be above 0')
      .max(1, 'the exposure ceiling must be at most 1')
      .default(0.3),
    /** Sympson–Hetter K per item id, calibrated by the simulation (items not listed have K = 1). */
    sympson_hetter_k: z.record(z.string(), z.number().min(0).max(1)).nullable().default(null),
    /**
     * Conditional Sympson–Hetter: the strictly increasing θ edges of the strata within which every
     * item's exposure is held under the ceiling (absent: DEFAULT_EXPOSURE_STRATA). Optional without
     * a default so the settings of sections that never chose it keep their fingerprint.
     */
    exposure_strata: z
      .array(
        z
          .number()
          .min(-4, 'θ strata edges must be between −4 and 4')
          .max(4, 'θ strata edges must be between −4 and 4'),
      )
      .min(1, 'give at least one θ strata edge')
      .max(EXPOSURE_STRATA_MAX_EDGES, `give at most ${EXPOSURE_STRATA_MAX_EDGES} θ strata edges`)
      .optional(),
    /** Conditional Sympson–Hetter K: one table per θ stratum, calibrated by the simulation. */
    conditional_sympson_hetter_k: z
      .array(z.record(z.string(), z.number().min(0).max(1)))
      .nullable()
      .optional(),
    /** Kingsbury–Zara content balancing by indicator, towards each indicator's share of the bank. */
    content_balance: z.boolean().default(true),
    /** Stop once the posterior SD of θ is at most this (null: stop by length only). */
    se_target: z
      .number()
      .min(0.1, 'the SE target must be between 0.1 and 1.5')
      .max(1.5, 'the SE target must be between 0.1 and 1.5')
      .nullable()
      .default(0.35),
    min_items: z.number().int().min(1, 'give at least 1 item').max(500).default(5),
    max_items: z.number().int().min(1, 'give at least 1 item').max(500).default(20),
    final_estimator: z.enum(THETA_ESTIMATORS).default('EAP'),
  })
  .superRefine((a, ctx) => {
    if (a.min_items > a.max_items)
      ctx.addIssue({
        code: 'custom',
        path: ['min_items'],
        message: 'the minimum number of items is above the maximum',
      });
    if (a.exposure_strata?.some((edge, j, edges) => j > 0 && !(edge > edges[j - 1])))
      ctx.addIssue({
        code: 'custom',
        path: ['exposure_strata'],
        message: 'θ strata edges must increase',
      });
  });
export type AdaptiveSettings = z.infer<typeof adaptiveSettings>;
