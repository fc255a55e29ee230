import { describe, expect, it } from 'vitest';
import { type JobProfile, jobFit } from '../src/index';
import type { CompetenceInput } from '../src/jobfit';

const profile: JobProfile = {
  id: 'analyst',
  version: '3',
  scale: 'sten',
  targets: [
    { competence: 'analysis', target: 8, weight: 3 },
    { competence: 'influence', target: 5, weight: 1 },
  ],
};

describe('job fit = 100 · Σ w m / Σ w', () => {
  it('a perfect match is 100 %', () => {
    // sten 8 ⇐ z in [1, 1.5); sten 5 ⇐ z in [−0.5, 0)
    const result = jobFit({ analysis: { z: 1.2 }, influence: { z: -0.3 } }, profile);
    expect(result.fit).toBeCloseTo(100, 12);
    expect(result.contributions.map((c) => c.contribution)).toEqual([75, 25]);
  });

  it.each([
    { analysis: 0, influence: 0, fit: (100 * (3 * (1 - 2 / 9) + (1 - 1 / 9))) / 4 }, // stens 6, 6
    { analysis: 3, influence: -3, fit: (100 * (3 * (1 - 2 / 9) + (1 - 4 / 9))) / 4 }, // stens 10, 1
  ])('analysis z $analysis, influence z $influence → $fit', ({ analysis, influence, fit }) => {
    const result = jobFit({ analysis: { z: analysis }, influence: { z: influence } }, profile);
    expect(result.fit).toBeCloseTo(fit, 10);
    expect(result.contributions.reduce((s, c) => s + c.contribution, 0)).toBeCloseTo(result.fit, 10);
    expect(result.formula).toBe(
      "fit = 100 · Σ w_j·m_j / Σ w_j; m_j = max(0, 1 − |s_j − t_j| / 9) for 'match' targets; s_j = score on the sten scale, t_j = target",
    );
    expect(result.confidence).toBeNull();
  });

  it("'minimum' targets only penalise shortfalls", () => {
    const minimum: JobProfile = {
      id: 'm',
      version: '1',
      scale: 'T',
      targets: [{ competence: 'x', target: 55, direction: 'minimum' }],
    };
    expect(jobFit({ x: { z: 2 } }, minimum).fit).toBe(100);
    expect(jobFit({ x: { z: -0.5 } }, minimum).fit).toBeCloseTo(100 * (1 - 10 / 60), 10);
  });

  it('the match never goes below 0', () => {
    const narrow: JobProfile = {
      id: 'n',
      version: '1',
      scale: 'z',
      range: 1,
      targets: [{ competence: 'x', target: 2 }],
    };
    expect(jobFit({ x: { z: -2 } }, narrow).fit).toBe(0);
  });

  it('a confidence band from the scores’ errors brackets the fit', () => {
    const scale: JobProfile = {
      id: 'z',
      version: '1',
      scale: 'z',
      targets: [{ competence: 'x', target: 0 }],
    };
    const result = jobFit({ x: { z: 1, se: 0.5 } }, scale);
    // z interval 1 ± 1.96·0.5 = [0.02, 1.98] excludes 0: best match at 0.02, worst at 1.98
    expect(result.fit).toBeCloseTo(100 * (1 - 1 / 6), 10);
    expect(result.confidence?.lower).toBeCloseTo(100 * (1 - (1 + 1.959963984540054 * 0.5) / 6), 8);
    expect(result.confidence?.upper).toBeCloseTo(100 * (1 - (1 - 1.959963984540054 * 0.5) / 6), 8);
    const covering = jobFit({ x: { z: 0.5, se: 0.5 } }, scale);
    expect(covering.confidence?.upper).toBeCloseTo(100, 10);
  });

  it.each([
    { scores: {}, code: 'UNKNOWN_REFERENCE' },
    { scores: { analysis: { z: Number.NaN }, influence: { z: 0 } }, code: 'INVALID_ARGUMENT' },
  ])('bad scores → $code', ({ scores, code }) => {
    expect(() => jobFit(scores as Record<string, CompetenceInput>, profile)).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it('rejects profiles without positive weights', () => {
    expect(() =>
      jobFit(
        { a: { z: 0 } },
        { id: 'p', version: '1', targets: [{ competence: 'a', target: 5, weight: 0 }] },
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_BLUEPRINT' }));
  });
});
