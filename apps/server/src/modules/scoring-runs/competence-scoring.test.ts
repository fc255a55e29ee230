import { normalCdf } from '@asesa/scoring';
import { describe, expect, it } from 'vitest';
import { COMPETENCE_LEVELS as LEVELS } from '../../../test/support/library-rows';
import {
  type DimensionScore,
  levelOf,
  type ProjectCompetenceSpec,
  scoreCompetence,
  scoreJobFit,
} from './competence-scoring';

/** Dimension scores from [code, z] or [code, z, reliability]. */
const dims = (...entries: Array<[string, number] | [string, number, number]>) =>
  new Map<string, DimensionScore>(entries.map(([code, z, rel]) => [code, { z, reliability: rel ?? null }]));

const spec = (over: Partial<ProjectCompetenceSpec> = {}): ProjectCompetenceSpec => ({
  competence_id: 1,
  code: 'TEAM',
  name: 'Teamwork',
  levels: LEVELS,
  target_level: 2,
  weight: 1,
  scorings: [
    { code: 'A', weight: 1 },
    { code: 'B', weight: 1 },
  ],
  ...over,
});

describe('competence levels', () => {
  it('bands [min, max) with the last range closed, clamping outside scores to the end levels', () => {
    expect(levelOf(LEVELS, 1)?.level).toBe(1);
    expect(levelOf(LEVELS, 3.99)?.level).toBe(1);
    expect(levelOf(LEVELS, 4)?.level).toBe(2);
    expect(levelOf(LEVELS, 7)?.level).toBe(3);
    expect(levelOf(LEVELS, 10)?.level).toBe(3);
    expect(levelOf(LEVELS, 0)?.level).toBe(1);
    expect(levelOf(LEVELS, 11)?.level).toBe(3);
    expect(levelOf([], 5)).toBeNull();
  });
});

describe('competence scores', () => {
  it('re-standardises the weighted composite: (1·1 + 1·0.5) / √2 = 1.0607 → sten 8, level 3', () => {
    const c = scoreCompetence(spec(), dims(['A', 1], ['B', 0.5]));
    expect(c.z).toBeCloseTo(1.5 / Math.SQRT2, 10);
    // sten = floor(2 · 1.0607 + 6) = 8
    expect(c).toMatchObject({ score: 8, level: 3, label: 'Role model', colour: '#1b5e20', reason: null });
    // Without reliabilities there is no SE, so no band and no probability.
    expect(c).toMatchObject({
      se: null,
      se_sten: null,
      sten_band: null,
      probability_met: null,
      target_sten: 4,
    });
  });

  it('with reliabilities: Mosier SE, a sten band and the probability that the target is met', () => {
    // z_C = (0.2 + (−0.4)) / √2; error variance (0.2 + 0.3) / 2 = 0.25 → SE 0.5 (z), 1 sten.
    const c = scoreCompetence(spec(), dims(['A', 0.2, 0.8], ['B', -0.4, 0.7]));
    const z = -0.2 / Math.SQRT2;
    expect(c.z).toBeCloseTo(z, 12);
    expect(c.se).toBeCloseTo(0.5, 12);
    expect(c.se_sten).toBe(1);
    expect(c.score).toBe(5); // floor(2 · −0.1414 + 6)
    expect(c.sten_band).toEqual({ low: 4, high: 6 });
    // Target level 2 starts at sten 4, reached from z = (4 − 6) / 2 = −1.
    expect(c.probability_met).toBeCloseTo(normalCdf((z + 1) / 0.5), 4);
  });

  it('names the missing dimension when a component has no normed score', () => {
    const c = scoreCompetence(spec(), dims(['A', 1]));
    expect(c).toMatchObject({ z: null, score: null, level: null });
    expect(c.reason).toBe('No normed score for dimension B: Teamwork cannot be computed.');
    expect(scoreCompetence(spec({ scorings: [] }), dims()).reason).toBe(
      'Teamwork has no test dimensions to be computed from.',
    );
  });
});

describe('job fit', () => {
  it('targets the lowest sten of the target level; the fit falls by 100/R per sten of weighted mean shortfall', () => {
    const specs = [
      spec({ code: 'T1', name: 'One', target_level: 3, weight: 1, scorings: [{ code: 'A', weight: 1 }] }),
      spec({ code: 'T2', name: 'Two', target_level: 1, weight: 3, scorings: [{ code: 'A', weight: 1 }] }),
    ];
    // z = −0.75 → sten 4: One misses its target 7 by 3 stens, Two reaches its target 1.
    // S = (1 · 3 + 3 · 0) / 4 = 0.75; fit = 100 · (1 − 0.75 / 2) = 62.5.
    const outcomes = specs.map((s) => scoreCompetence(s, dims(['A', -0.75])));
    const fit = scoreJobFit(specs, outcomes, 'p');
    expect(fit.fit).toBe(62.5);
    expect(fit.mean_shortfall).toBe(0.75);
    expect(fit.range).toBe(2);
    expect(fit.contributions).toEqual([
      {
        code: 'T1',
        name: 'One',
        score: 4,
        target: 7,
        weight: 1,
        share: 25,
        shortfall: 3,
        points_lost: 37.5,
        match: 0,
        contribution: -12.5,
        probability_met: null,
        se_sten: null,
      },
      {
        code: 'T2',
        name: 'Two',
        score: 4,
        target: 1,
        weight: 3,
        share: 75,
        shortfall: 0,
        points_lost: 0,
        match: 1,
        contribution: 75,
        probability_met: null,
        se_sten: null,
      },
    ]);
    expect(fit.contributions.reduce((s, c) => s + c.contribution, 0)).toBeCloseTo(fit.fit as number, 10);
    expect(fit.formula).toContain('fit = 100 · max(0, 1 − S / 2); S = Σ w_j·d_j / Σ w_j');
    expect(fit.explanation).toContain('lowest sten of its target level');
    expect(fit.band).toBeNull();
    expect(fit.probability_all_met).toBeNull();
  });

  it('with SEs: each target’s probability of being met, their product, and the fit’s 80 % band', () => {
    const specs = [
      spec({ code: 'T1', name: 'One', target_level: 2, scorings: [{ code: 'A', weight: 1 }] }),
      spec({ code: 'T2', name: 'Two', target_level: 2, scorings: [{ code: 'B', weight: 1 }] }),
    ];
    const scores = dims(['A', -1.2, 0.75], ['B', 0.4, 0.75]);
    const outcomes = specs.map((s) => scoreCompetence(s, scores));
    const fit = scoreJobFit(specs, outcomes, 'p');
    // One: sten 3, one short of 4 → S = 0.5, fit 75.
    expect(fit.fit).toBe(75);
    const [one, two] = fit.contributions;
    expect(one.probability_met).toBeCloseTo(normalCdf((-1.2 + 1) / 0.5), 4);
    expect(two.probability_met).toBeCloseTo(normalCdf((0.4 + 1) / 0.5), 4);
    expect(fit.probability_all_met).toBeCloseTo(
      (one.probability_met as number) * (two.probability_met as number),
      3,
    );
    expect(fit.band?.level).toBe(0.8);
    expect(fit.band?.lower).toBeLessThanOrEqual(75);
    expect(fit.band?.upper).toBe(100);
    expect(one.se_sten).toBe(1);
  });

  it('is null with a reason without competences, with a missing competence or an unknown target level', () => {
    expect(scoreJobFit([], [], 'p')).toMatchObject({
      fit: null,
      reason: 'The project has no competences, so there is no job fit.',
    });
    const s = spec();
    const missing = scoreJobFit([s], [scoreCompetence(s, dims())], 'p');
    expect(missing.fit).toBeNull();
    expect(missing.reason).toContain('Job fit needs every competence; missing: Teamwork');
    const t = spec({ target_level: 9, scorings: [{ code: 'A', weight: 1 }] });
    const unknown = scoreJobFit([t], [scoreCompetence(t, dims(['A', 0]))], 'p');
    expect(unknown.reason).toBe("Teamwork has no level 9, the project's target.");
  });
});
