import {
  DEFAULT_EXPOSURE_STRATA,
  EXPOSURE_STRATA_MAX_EDGES,
  type SimulationExposureStratum,
} from '@asesa/contracts';

/**
 * The θ edges an author typed as tags ("1", "-1", "−0.5"), as the settings keep them: numbers,
 * sorted and without repeats; null when one is not a number within ±4 or there are none or too many.
 */
export function strataFromTags(tags: readonly string[]): number[] | null {
  const edges = tags.map((tag) => Number(tag.trim().replace('−', '-').replace(',', '.')));
  if (edges.some((e) => !Number.isFinite(e) || Math.abs(e) > 4)) return null;
  const unique = [...new Set(edges)].sort((a, b) => a - b);
  return unique.length >= 1 && unique.length <= EXPOSURE_STRATA_MAX_EDGES ? unique : null;
}

/** The edges a section's conditional control uses (the default when it names none). */
export const strataOf = (edges: readonly number[] | undefined): readonly number[] =>
  edges ?? DEFAULT_EXPOSURE_STRATA;

/** How a stratum reads: which message and the edges it fills in, formatted by the caller. */
export function stratumRange(s: Pick<SimulationExposureStratum, 'lower' | 'upper'>): {
  key: 'stratumBelow' | 'stratumFrom' | 'stratumBetween';
  lower: number | null;
  upper: number | null;
} {
  if (s.lower === null) return { key: 'stratumBelow', lower: null, upper: s.upper };
  if (s.upper === null) return { key: 'stratumFrom', lower: s.lower, upper: null };
  return { key: 'stratumBetween', lower: s.lower, upper: s.upper };
}

/** The colour and meaning of a stratum's verdict: under the ceiling, above it within noise, or beyond. */
export function stratumVerdict(
  s: Pick<SimulationExposureStratum, 'max_exposure' | 'within_ceiling'>,
  ceiling: number,
): 'within' | 'withinNoise' | 'above' {
  if (!s.within_ceiling) return 'above';
  return s.max_exposure <= ceiling ? 'within' : 'withinNoise';
}
