import { describe, expect, it } from 'vitest';
import { strataFromTags, strataOf, stratumRange, stratumVerdict } from './exposure-strata';

describe('strataFromTags', () => {
  it('reads typed edges as sorted numbers without repeats, minus signs and decimal commas included', () => {
    expect(strataFromTags(['1', '−1'])).toEqual([-1, 1]);
    expect(strataFromTags(['0,5', '-0.5', '0.5'])).toEqual([-0.5, 0.5]);
  });

  it('refuses what is not 1 to 5 edges within ±4', () => {
    expect(strataFromTags([])).toBeNull();
    expect(strataFromTags(['low'])).toBeNull();
    expect(strataFromTags(['5'])).toBeNull();
    expect(strataFromTags(['-2', '-1', '0', '1', '2', '3'])).toBeNull();
  });
});

describe('strata of a simulation', () => {
  it('uses −1 and 1 when the section names no strata', () => {
    expect(strataOf(undefined)).toEqual([-1, 1]);
    expect(strataOf([0])).toEqual([0]);
  });

  it('names open and closed strata', () => {
    expect(stratumRange({ lower: null, upper: -1 })).toEqual({ key: 'stratumBelow', lower: null, upper: -1 });
    expect(stratumRange({ lower: -1, upper: 1 })).toEqual({ key: 'stratumBetween', lower: -1, upper: 1 });
    expect(stratumRange({ lower: 1, upper: null })).toEqual({ key: 'stratumFrom', lower: 1, upper: null });
  });

  it('tells under the ceiling, above it within noise and above it beyond noise apart', () => {
    expect(stratumVerdict({ max_exposure: 0.28, within_ceiling: true }, 0.3)).toBe('within');
    expect(stratumVerdict({ max_exposure: 0.31, within_ceiling: true }, 0.3)).toBe('withinNoise');
    expect(stratumVerdict({ max_exposure: 0.6, within_ceiling: false }, 0.3)).toBe('above');
  });
});
