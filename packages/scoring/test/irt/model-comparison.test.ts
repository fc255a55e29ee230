/**
 * Model comparison against published figures: ltm's `anova(rasch(LSAT), ltm(LSAT ~ z1))` in
 * Rizopoulos (2006), Journal of Statistical Software 17(5), section 3 — log-likelihoods −2466.94
 * (Rasch, 6 parameters) and −2466.65 (2PL, 10), AIC 4945.88 / 4953.31, BIC 4975.32 / 5002.38,
 * LRT 0.57 on 4 df, p 0.967 — and on simulated data whose true model is known.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type CalibrationResult, calibrate, compareModels, createRng, parameterCount } from '../../src/index';
import { lsat7 } from '../reference-data';
import { lsat6 } from './lsat6-data';

const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);

/** Responses of `people` N(0, 1) examinees to dichotomous items with these a, b and c. */
function simulate(
  items: ReadonlyArray<{ a: number; b: number; c?: number }>,
  people: number,
  seed: number,
): number[][] {
  const rng = createRng(seed);
  return Array.from({ length: people }, () => {
    const theta = rng.normal();
    return items.map(({ a, b, c = 0 }) => {
      const p = c + (1 - c) / (1 + Math.exp(-a * (theta - b)));
      return rng.next() < p ? 1 : 0;
    });
  });
}

describe('LSAT6: Rasch against the 2PL as ltm compares them', () => {
  let rasch: CalibrationResult;
  let twoPl: CalibrationResult;
  beforeAll(() => {
    rasch = calibrate(lsat6(), { model: 'Rasch' });
    twoPl = calibrate(lsat6(), { model: '2PL' });
  });

  it('counts the free parameters: five intercepts and a common slope, or a slope and intercept each', () => {
    expect(parameterCount(rasch)).toBe(6);
    expect(parameterCount(twoPl)).toBe(10);
  });

  it('reproduces the published log-likelihoods, AIC, BIC and likelihood-ratio test', () => {
    const comparison = compareModels([rasch, twoPl]);
    expect(comparison.persons).toBe(1000);
    const [r, t] = comparison.models;
    within(r.logLikelihood, -2466.94, 0.005);
    within(t.logLikelihood, -2466.65, 0.005);
    within(r.aic, 4945.88, 0.01);
    within(t.aic, 4953.31, 0.01);
    within(r.bic, 4975.32, 0.01);
    within(t.bic, 5002.38, 0.01);
    expect(r.deviance).toBeCloseTo(-2 * r.logLikelihood, 10);
    expect(comparison.tests).toHaveLength(1);
    const [lrt] = comparison.tests;
    expect(lrt).toMatchObject({
      restricted: 'Rasch',
      general: '2PL',
      df: 4,
      boundary: false,
      penalised: false,
      lowerMaximum: false,
    });
    within(lrt.chiSquare, 0.57, 0.01);
    within(lrt.p, 0.967, 0.002);
  });
});

describe('2PL against 3PL', () => {
  // LSAT7's calibrations, made once for the tests of this block.
  const lsat7Fits = {} as Record<'rasch' | 'twoPl' | 'threePl' | 'threePlPrior', CalibrationResult>;
  beforeAll(() => {
    const data = lsat7();
    lsat7Fits.rasch = calibrate(data, { model: 'Rasch' });
    lsat7Fits.twoPl = calibrate(data, { model: '2PL' });
    lsat7Fits.threePl = calibrate(data, { model: '3PL', guessingPrior: null });
    lsat7Fits.threePlPrior = calibrate(data, { model: '3PL' });
  });

  it('LSAT7: the log-likelihoods are nested, the 3PL counts 15 parameters and its test is on the boundary', () => {
    const fits = [lsat7Fits.rasch, lsat7Fits.twoPl, lsat7Fits.threePl];
    within(fits[1].logLikelihood, -2658.805, 0.01);
    const comparison = compareModels(fits);
    expect(comparison.models.map((m) => m.parameters)).toEqual([6, 10, 15]);
    const [rasch, twoPl, threePl] = comparison.models;
    expect(rasch.logLikelihood).toBeLessThanOrEqual(twoPl.logLikelihood + 1e-6);
    expect(twoPl.logLikelihood).toBeLessThanOrEqual(threePl.logLikelihood + 1e-6);
    expect(comparison.tests.map((t) => [t.restricted, t.general, t.df, t.boundary, t.lowerMaximum])).toEqual([
      ['Rasch', '2PL', 4, false, false],
      ['2PL', '3PL', 5, true, false],
    ]);
  });

  it('says when the richer model stopped at a lower maximum, and takes counts it cannot know', () => {
    const { twoPl } = lsat7Fits;
    const stuck = { ...lsat7Fits.threePl, logLikelihood: -2661.3 };
    const comparison = compareModels([twoPl, stuck], { parameters: [10, 15], persons: 500 });
    expect(comparison.tests[0]).toMatchObject({ chiSquare: 0, p: 1, lowerMaximum: true });
    // With its prior the 3PL may come out below the 2PL by the prior's pull alone.
    const pulled = { ...lsat7Fits.threePlPrior, logLikelihood: -2661.3 };
    expect(compareModels([twoPl, pulled]).tests[0]).toMatchObject({
      chiSquare: 0,
      lowerMaximum: false,
      penalised: true,
    });
    expect(comparison.persons).toBe(500);
    expect(comparison.models[1].bic).toBeCloseTo(2 * 2661.3 + 15 * Math.log(500), 8);
  });

  const slopes = [0.8, 1.0, 1.2, 1.5, 0.9, 1.3, 1.1, 1.7, 0.7, 1.4, 1.0, 1.2, 0.9, 1.6, 1.1];
  const difficulties = slopes.map((_, i) => -1.8 + (3.6 * i) / (slopes.length - 1));

  it('data without guessing: the 3PL is not needed (LRT not significant, BIC prefers the 2PL)', () => {
    const data = simulate(
      slopes.map((a, i) => ({ a, b: difficulties[i] })),
      1000,
      2911,
    );
    const comparison = compareModels([
      calibrate(data, { model: '2PL' }),
      calibrate(data, { model: '3PL', guessingPrior: null }),
    ]);
    const [twoPl, threePl] = comparison.models;
    expect(twoPl.bic).toBeLessThan(threePl.bic);
    expect(comparison.tests[0].p).toBeGreaterThan(0.05);
    expect(comparison.tests[0].penalised).toBe(false);
    console.log(`2PL data, 1000 persons: LRT p ${comparison.tests[0].p.toFixed(3)}`);
  });

  it('data with guessing 0.25: the 3PL is needed (LRT p < 0.001, AIC and BIC prefer it)', () => {
    const data = simulate(
      slopes.map((a, i) => ({ a: a + 0.6, b: difficulties[i], c: 0.25 })),
      3000,
      2912,
    );
    const comparison = compareModels([calibrate(data, { model: '2PL' }), calibrate(data, { model: '3PL' })]);
    const [twoPl, threePl] = comparison.models;
    expect(threePl.guessingPrior).toBe(true);
    expect(threePl.aic).toBeLessThan(twoPl.aic);
    expect(threePl.bic).toBeLessThan(twoPl.bic);
    expect(comparison.tests[0].p).toBeLessThan(0.001);
    console.log(`c = 0.25 data, 3000 persons: LRT χ² ${comparison.tests[0].chiSquare.toFixed(1)}`);
    // The 3PL here had its Beta prior on c: the test compares likelihoods at posterior modes.
    expect(comparison.tests[0].penalised).toBe(true);
  });

  it('refuses what cannot be compared', () => {
    const data = lsat7();
    const { twoPl } = lsat7Fits;
    expect(() => compareModels([twoPl])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => compareModels([twoPl, twoPl])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    const fewer = calibrate(
      data.map((row) => row.slice(0, 4)),
      { model: 'Rasch' },
    );
    expect(() => compareModels([fewer, twoPl])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});
