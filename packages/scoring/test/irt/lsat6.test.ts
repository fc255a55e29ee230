/**
 * LSAT Section VI (Bock & Lieberman 1970; ltm's `LSAT`, mirt's `LSAT6`) against published results of
 * R's ltm (marginal ML, 21 Gauss–Hermite points; the engine's default 61-point grid agrees to the
 * printed digits):
 * - Rasch with a common discrimination: Rizopoulos, D. (2006). ltm: An R package for latent variable
 *   modeling and item response theory analyses. Journal of Statistical Software 17(5), section 3.1,
 *   `rasch(LSAT)`: Dffclt −3.6153 (0.3266), −1.3224 (0.1422), −0.3176 (0.0977), −1.7301 (0.1691),
 *   −2.7802 (0.2510); Dscrmn 0.7551 (0.0694); log-likelihood −2466.938.
 * - 2PL: `summary(ltm(LSAT ~ z1, IRT.param = TRUE))` as printed by ltm 1.2 (e.g. the package's
 *   worked examples): Dffclt −3.3597 (0.8669), −1.3696 (0.3073), −0.2799 (0.0997), −1.8659 (0.4341),
 *   −3.1236 (0.8700); Dscrmn 0.8254 (0.2581), 0.7229 (0.1867), 0.8905 (0.2326), 0.6886 (0.1852),
 *   0.6575 (0.2100); log-likelihood −2466.653. ltm stops its BFGS at max|gradient| 0.024, so its
 *   estimates carry about ±0.003 against a fully converged EM.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type CalibrationResult, calibrate } from '../../src/index';
import { lsat6 } from './lsat6-data';

const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);

describe('LSAT6 Rasch model with its latent variance estimated (ltm rasch)', () => {
  let result: CalibrationResult;
  beforeAll(() => {
    result = calibrate(lsat6(), { model: 'Rasch', standardErrors: true });
  });

  it('converges to the published log-likelihood', () => {
    expect(result.converged).toBe(true);
    within(result.logLikelihood, -2466.938, 0.001);
  });

  it('reproduces the common discrimination, the difficulties and their standard errors to 3 decimals', () => {
    const difficulty = [-3.6153, -1.3224, -0.3176, -1.7301, -2.7802];
    const difficultySe = [0.3266, 0.1422, 0.0977, 0.1691, 0.251];
    result.items.forEach((item, i) => {
      expect(item.model).toBe('Rasch');
      within(item.a, 0.7551, 0.0005);
      within(item.se?.a as number, 0.0694, 0.0005);
      within(item.b[0], difficulty[i], 0.0005);
      within(item.se?.b[0] as number, difficultySe[i], 0.0005);
    });
  });

  it("reports the latent variance of the Rasch metric (mirt's parametrisation: slopes 1, variance free)", () => {
    within(result.latentVariance as number, 0.7551 ** 2, 0.001);
    within(result.latentVarianceSe as number, 2 * 0.7551 * 0.0694, 0.001);
    // mirt's Rasch intercepts are the engine's d: −b·a.
    for (const item of result.items) within(item.d[0], -item.b[0] * item.a, 1e-9);
  });
});

describe('LSAT6 2PL standard errors (ltm)', () => {
  let result: CalibrationResult;
  beforeAll(() => {
    result = calibrate(lsat6(), { model: '2PL', standardErrors: true });
  });

  it('matches the log-likelihood and the estimates', () => {
    within(result.logLikelihood, -2466.653, 0.001);
    const a = [0.8254, 0.7229, 0.8905, 0.6886, 0.6575];
    const b = [-3.3597, -1.3696, -0.2799, -1.8659, -3.1236];
    result.items.forEach((item, i) => {
      within(item.a, a[i], 0.003);
      within(item.b[0], b[i], 0.003);
    });
  });

  it('matches the standard errors of discriminations and difficulties to 3 decimals', () => {
    const aSe = [0.2581, 0.1867, 0.2326, 0.1852, 0.21];
    const bSe = [0.8669, 0.3073, 0.0997, 0.4341, 0.87];
    result.items.forEach((item, i) => {
      within(item.se?.a as number, aSe[i], 0.001);
      within(item.se?.b[0] as number, bSe[i], 0.002);
    });
  });

  it('a 3PL on these easy items leaves guessing near its prior mean, with a standard error for each', () => {
    const threePl = calibrate(lsat6(), { model: '3PL', standardErrors: true });
    expect(threePl.converged).toBe(true);
    expect(threePl.guessingPrior).toEqual({ alpha: 5, beta: 17 });
    for (const item of threePl.items) {
      expect(item.c).toBeGreaterThan(0.1);
      expect(item.c).toBeLessThan(0.3);
      expect(item.se?.c).toBeGreaterThan(0);
    }
  });
});
