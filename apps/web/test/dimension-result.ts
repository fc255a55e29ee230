import type { DimensionResult } from '@asesa/contracts';

/** A dimension's result scored against the general norm (sten 7, no band), changed by `over`. */
export function normedDimension(over: Partial<DimensionResult> = {}): DimensionResult {
  return {
    code: 'ORG',
    name: 'Organisation',
    raw: 18,
    z: 0.8,
    T: 58,
    sten: 7,
    stanine: 7,
    percentile: 79,
    norm_id: 'ORG@general',
    norm_version: '2026.1',
    norm_group: 'general',
    norm_n: 1250,
    reliability: 0.78,
    se_sten: 0.94,
    sten_band: { low: 6.06, high: 7.94 },
    band: null,
    ...over,
  };
}
