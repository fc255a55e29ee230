import { describe, expect, it } from 'vitest';
import { jobFit, normalCdf, zReaching } from '../src/index';
import type { CompetenceInput } from '../src/jobfit';
import { jobProfile } from './job-profiles';

const profile = jobProfile(
  'sten',
  [
    { competence: 'analysis', target: 8, weight: 3 },
    { competence: 'influence', target: 5, weight: 1 },
  ],
  { id: 'analyst', version: '3' },
);

describe('job fit = 100 · max(0, 1 − S / R), S the weighted mean shortfall', () => {
  it('a perfect match is 100 %', () => {
    // sten 8 ⇐ z in [1, 1.5); sten 5 ⇐ z in [−0.5, 0)
    const result = jobFit({ analysis: { z: 1.2 }, influence: { z: -0.3 } }, profile);
    expect(result.fit).toBeCloseTo(100, 12);
    expect(result.meanShortfall).toBe(0);
    expect(result.contributions.map((c) => c.contribution)).toEqual([75, 25]);
  });

  it.each([
    // stens 6, 6: |6 − 8| = 2, |6 − 5| = 1 → S = (3 · 2 + 1) / 4 = 1.75 → fit 12.5
    { analysis: 0, influence: 0, fit: 12.5, lost: [75, 12.5] },
    // stens 10, 1: 2 and 4 → S = 10 / 4 = 2.5 ≥ 2 → fit 0, the 100 lost points shared 6 : 4
    { analysis: 3, influence: -3, fit: 0, lost: [60, 40] },
  ])('analysis z $analysis, influence z $influence → $fit', ({ analysis, influence, fit, lost }) => {
    const result = jobFit({ analysis: { z: analysis }, influence: { z: influence } }, profile);
    expect(result.fit).toBeCloseTo(fit, 10);
    result.contributions.forEach((c, j) => {
      expect(c.pointsLost).toBeCloseTo(lost[j], 10);
    });
    expect(result.contributions.reduce((s, c) => s + c.contribution, 0)).toBeCloseTo(result.fit, 10);
    expect(result.formula).toBe(
      "fit = 100 · max(0, 1 − S / 2); S = Σ w_j·d_j / Σ w_j; d_j = |s_j − t_j| for 'match' targets; s_j = score on the sten scale, t_j = target",
    );
    expect(result.confidence).toBeNull();
    expect(result.probabilityAllMet).toBeNull();
  });

  it("'minimum' targets only penalise shortfalls", () => {
    const minimum = jobProfile('T', [{ competence: 'x', target: 55, direction: 'minimum' }]);
    expect(jobFit({ x: { z: 2 } }, minimum).fit).toBe(100);
    // T 45 is 10 short of 55 = R on the T scale → 0; T 50 is 5 short → 50.
    expect(jobFit({ x: { z: -0.5 } }, minimum).fit).toBeCloseTo(0, 10);
    expect(jobFit({ x: { z: 0 } }, minimum).fit).toBeCloseTo(50, 10);
  });

  it('the fit never goes below 0', () => {
    const narrow = jobProfile('z', [{ competence: 'x', target: 2 }], { range: 1 });
    expect(jobFit({ x: { z: -2 } }, narrow).fit).toBe(0);
  });

  it('gives each minimum target the probability that the true score reaches it', () => {
    const p = jobProfile('sten', [
      { competence: 'a', target: 5, direction: 'minimum' },
      { competence: 'b', target: 7, direction: 'minimum' },
    ]);
    const result = jobFit({ a: { z: 0, se: 0.5 }, b: { z: 0, se: 0.4 } }, p);
    // sten 5 is reached from z = −0.5, sten 7 from z = 0.5.
    expect(result.contributions[0].probabilityMet).toBeCloseTo(normalCdf(0.5 / 0.5), 12);
    expect(result.contributions[1].probabilityMet).toBeCloseTo(normalCdf(-0.5 / 0.4), 12);
    expect(result.probabilityAllMet).toBeCloseTo(normalCdf(1) * normalCdf(-1.25), 12);
    expect(zReaching(5, 'sten')).toBe(-0.5);
    expect(zReaching(1, 'sten')).toBe(Number.NEGATIVE_INFINITY);
  });

  it('a band over plausible true profiles brackets the fit and is reproducible', () => {
    const scale = jobProfile('sten', [{ competence: 'x', target: 6, direction: 'minimum' }]);
    // sten 5 (z −0.4): one short → fit 50. True z ~ N(−0.4, 0.5²): sten 6 or more (z ≥ 0) with
    // probability Φ(−0.8) = 0.21 ≥ 0.1, so the 90th percentile is 100; sten ≤ 4 (z < −0.5) with
    // probability Φ(−0.2) = 0.42 ≥ 0.1, so the 10th percentile is below 50.
    const result = jobFit({ x: { z: -0.4, se: 0.5 } }, scale);
    expect(result.fit).toBe(50);
    expect(result.confidence).toMatchObject({ level: 0.8, method: 'exact', draws: 0, upper: 100 });
    expect(result.confidence?.lower).toBeLessThan(50);
    expect(jobFit({ x: { z: -0.4, se: 0.5 } }, scale)).toEqual(result);
    const sure = jobFit({ x: { z: 2, se: 0.1 } }, scale);
    expect(sure.confidence).toMatchObject({ lower: 100, upper: 100 });
  });

  it('the exact band on stens is the quantiles of every combination of true stens', () => {
    const profile = jobProfile('sten', [
      { competence: 'a', target: 6, weight: 2, direction: 'minimum' },
      { competence: 'b', target: 5, weight: 1, direction: 'match' },
    ]);
    const scores = { a: { z: -0.3, se: 0.45 }, b: { z: 0.6, se: 0.3 } };
    const result = jobFit(scores, profile);
    // By brute force: P(sten = k) for each competence, every pair of stens, fits sorted by value.
    const pSten = (z: number, se: number, k: number) => {
      const lo = k === 1 ? -Infinity : (k - 6) / 2;
      const hi = k === 10 ? Infinity : (k - 5) / 2;
      return normalCdf((hi - z) / se) - normalCdf((lo - z) / se);
    };
    const outcomes: Array<[number, number]> = [];
    for (let a = 1; a <= 10; a++)
      for (let b = 1; b <= 10; b++) {
        const s = (2 * Math.max(0, 6 - a) + Math.abs(b - 5)) / 3;
        outcomes.push([100 * Math.max(0, 1 - s / 2), pSten(-0.3, 0.45, a) * pSten(0.6, 0.3, b)]);
      }
    outcomes.sort((x, y) => x[0] - y[0]);
    const quantile = (p: number) => {
      let c = 0;
      for (const [f, q] of outcomes) {
        c += q;
        if (c >= p - 1e-12) return f;
      }
      return 100;
    };
    expect(result.confidence).toMatchObject({ method: 'exact', draws: 0 });
    expect(result.confidence?.lower).toBeCloseTo(Math.min(quantile(0.1), result.fit), 9);
    expect(result.confidence?.upper).toBeCloseTo(Math.max(quantile(0.9), result.fit), 9);
    // A continuous scale has no finite set of combinations: its band is simulated.
    const onZ = jobFit(scores, {
      ...profile,
      scale: 'z',
      range: 1,
      targets: profile.targets.map((t) => ({ ...t, target: (t.target - 5.5) / 2 })),
    });
    expect(onZ.confidence).toMatchObject({ method: 'simulation', draws: 1000 });
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
