import { describe, expect, it } from 'vitest';
import { createRng, jobFit } from '../src/index';
import { jobProfile } from './job-profiles';

/**
 * The figures a job fit must show to discriminate: a profile like the demo's (an ability
 * competence weighted 2, two trait competences weighted 1, each asking for sten 5 or more).
 */
const profile = jobProfile(
  'sten',
  [
    { competence: 'analytical', target: 5, weight: 2, direction: 'minimum' },
    { competence: 'planning', target: 5, weight: 1, direction: 'minimum' },
    { competence: 'teamwork', target: 5, weight: 1, direction: 'minimum' },
  ],
  { id: 'graduate' },
);
const ids = profile.targets.map((t) => t.competence);
const at = (zs: number[]) => Object.fromEntries(ids.map((id, j) => [id, { z: zs[j] }]));
/** The lowest z of sten s: floor(2z + 6) = s. */
const zOfSten = (s: number) => (s - 6) / 2;

describe('job fit figures', () => {
  it('(a) sten 1 on every targeted competence → fit ≤ 10 %; sten 1 on the ability one → it adds ≤ a tenth of its share', () => {
    const allLow = jobFit(at([-3, -3, -3]), profile);
    expect(allLow.contributions.every((c) => c.score === 1)).toBe(true);
    expect(allLow.fit).toBeLessThanOrEqual(10);
    expect(allLow.fit).toBe(0);
    // Nothing right on the reasoning test (sten 1), traits at target.
    const noneRight = jobFit(at([-3, zOfSten(5), zOfSten(5)]), profile);
    const analytical = noneRight.contributions[0];
    expect(analytical.share).toBe(0.5);
    expect(analytical.contribution).toBeLessThanOrEqual((100 * analytical.share) / 10);
    // 4 stens short with weight 2 of 4: S = 2 = R → fit 0, all 100 points lost to it.
    expect(noneRight.fit).toBe(0);
    expect(analytical.pointsLost).toBe(100);
  });

  it('(b) 1,000 candidates from the norm population: SD ≥ 20 points, ordered exactly by the weighted mean shortfall', () => {
    const rng = createRng(15);
    const people = Array.from({ length: 1000 }, () => jobFit(at(ids.map(() => rng.normal())), profile));
    const fits = people.map((p) => p.fit);
    const mean = fits.reduce((s, f) => s + f, 0) / fits.length;
    const sd = Math.sqrt(fits.reduce((s, f) => s + (f - mean) ** 2, 0) / (fits.length - 1));
    expect(sd).toBeGreaterThanOrEqual(20);
    // The whole range is used: some reach 100, some 0, and many lie in between.
    expect(fits.filter((f) => f === 100).length).toBeGreaterThan(100);
    expect(fits.filter((f) => f === 0).length).toBeGreaterThan(10);
    expect(fits.filter((f) => f > 0 && f < 100).length).toBeGreaterThan(300);
    // Order: a smaller weighted mean shortfall never gets a lower fit (ties only at the floor 0).
    const byShortfall = [...people].sort((a, b) => a.meanShortfall - b.meanShortfall);
    for (let i = 1; i < byShortfall.length; i++) {
      const [before, after] = [byShortfall[i - 1], byShortfall[i]];
      expect(after.fit).toBeLessThanOrEqual(before.fit);
      if (after.meanShortfall > before.meanShortfall && before.fit > 0)
        expect(after.fit).toBeLessThan(before.fit);
    }
  });

  it('(c) every target met → 100, also far above it', () => {
    expect(jobFit(at([zOfSten(5), zOfSten(5), zOfSten(5)]), profile).fit).toBe(100);
    expect(jobFit(at([3, 3, 3]), profile).fit).toBe(100);
    // One sten short on one trait competence: S = 1 / 4 → 87.5.
    expect(jobFit(at([zOfSten(5), zOfSten(4), zOfSten(7)]), profile).fit).toBe(87.5);
  });
});
