import { describe, expect, it } from 'vitest';
import { asEvidenceResult, isUnavailable } from './result-types';

describe('asEvidenceResult', () => {
  it('is null for a result without items', () => {
    expect(asEvidenceResult(null)).toBeNull();
    expect(asEvidenceResult({ n: 3 })).toBeNull();
  });

  it('keeps the parts the engine could not compute as unavailable, with their reason', () => {
    const result = asEvidenceResult({
      engineVersion: '0.3.0',
      n: 4,
      items: [],
      distractors: { unavailable: 'distractor analysis needs at least two persons' },
      reliability: [{ dimension: null, unavailable: 'too few items' }],
      calibration: { unavailable: 'item #1: category 0 is never observed (recode categories)' },
      dif: [{ variable: 'gender', reference: 'male', focal: 'female', unavailable: 'a group is empty' }],
    });
    expect(result && isUnavailable(result.distractors)).toBe(true);
    expect(result && isUnavailable(result.calibration) && result.calibration.unavailable).toMatch(
      /never observed/,
    );
    expect(result && isUnavailable(result.reliability[0])).toBe(true);
    expect(result && isUnavailable(result.dif[0])).toBe(true);
  });

  it('turns a part another engine version did not write into an unavailable one without a reason', () => {
    const result = asEvidenceResult({ items: [] });
    expect(result?.calibration).toEqual({ unavailable: '' });
    expect(result?.distractors).toEqual([]);
    expect(result?.reliability).toEqual([]);
    expect(result?.dif).toEqual([]);
  });
});
