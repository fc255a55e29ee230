import { describe, expect, it } from 'vitest';
import { defaultDifComparisons, MIN_DIF_GROUP } from './dif-defaults';

const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('the DIF comparisons of an analysis that names none', () => {
  it('compares women with men, and each large enough age band and education level with the largest', () => {
    const comparisons = defaultDifComparisons({
      gender: counts({ female: 1000, male: 1000, unknown: 4 }),
      age_band: counts({ '25-34': 566, 'under 25': 518, '55 and over': 137, '35-44': 412, unknown: 500 }),
      education_level: counts({ S1: 997, D3: 408, SMA: MIN_DIF_GROUP - 1 }),
    });
    expect(comparisons).toEqual([
      { variable: 'gender', reference: 'male', focal: 'female' },
      { variable: 'age_band', reference: '25-34', focal: 'under 25' },
      { variable: 'age_band', reference: '25-34', focal: '35-44' },
      { variable: 'age_band', reference: '25-34', focal: '55 and over' },
      { variable: 'education_level', reference: 'S1', focal: 'D3' },
    ]);
  });

  it('compares no group that is unknown or alone, and gender only when both are present', () => {
    expect(
      defaultDifComparisons({
        gender: counts({ female: 12 }),
        age_band: counts({ '25-34': 300, unknown: 900 }),
        education_level: counts({}),
      }),
    ).toEqual([]);
  });
});
