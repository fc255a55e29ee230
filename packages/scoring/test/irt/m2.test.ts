/**
 * M2 and RMSEA2 against published figures and against what they must do on data of a known model.
 * LSAT7 2PL: M2 = 11.94 on 5 df, p = 0.036, RMSEA 0.037 with RMSEA_5 0.009 and RMSEA_95 0.065, the
 * figures R's mirt prints for `M2(mirt(LSAT7, 1))` (Maydeu-Olivares & Joe's statistic, 2006).
 */
import { describe, expect, it } from 'vitest';
import { calibrate, createRng, m2Statistic, noncentralChiSquareCdf } from '../../src/index';
import { lsat7 } from '../reference-data';

const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);

function simulate(items: ReadonlyArray<{ a: number; b: number; c?: number }>, people: number, seed: number) {
  const rng = createRng(seed);
  return Array.from({ length: people }, () => {
    const theta = rng.normal();
    return items.map(({ a, b, c = 0 }) =>
      rng.next() < c + (1 - c) / (1 + Math.exp(-a * (theta - b))) ? 1 : 0,
    );
  });
}

describe('M2 of LSAT7', () => {
  it('reproduces the published M2, its p and RMSEA with its 90 % interval for the 2PL', () => {
    const result = m2Statistic(lsat7(), calibrate(lsat7(), { model: '2PL' }));
    expect(result).toMatchObject({ df: 5, persons: 1000, margins: 15, parameters: 10 });
    within(result.m2, 11.94, 0.01);
    within(result.p, 0.036, 0.001);
    within(result.rmsea, 0.037, 0.001);
    within(result.rmseaInterval.lower, 0.009, 0.001);
    within(result.rmseaInterval.upper, 0.065, 0.001);
  });

  it('counts the Rasch model’s common slope once, and refuses a model with no degrees left', () => {
    const rasch = m2Statistic(lsat7(), calibrate(lsat7(), { model: 'Rasch' }));
    expect(rasch).toMatchObject({ df: 9, parameters: 6 });
    // The 2PL's free slopes fit these data better than one common slope.
    expect(rasch.m2).toBeGreaterThan(11.94);
    expect(() => m2Statistic(lsat7(), calibrate(lsat7(), { model: '3PL' }))).toThrow(
      expect.objectContaining({
        code: 'INSUFFICIENT_DATA',
        message: 'M2 has no degrees of freedom (15 margins, 15 parameters)',
      }),
    );
  });
});

describe('M2 on data of a known model', () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ a: 0.8 + (i % 4) * 0.35, b: -1.8 + (3.6 * i) / 9 }));

  it('holds a correctly specified 2PL (p values not crowding below 0.05) and rejects a Rasch on unequal slopes', () => {
    const ps: number[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      const data = simulate(items, 1000, 4000 + seed);
      ps.push(m2Statistic(data, calibrate(data, { model: '2PL' })).p);
    }
    // Under the model p is uniform: 8 draws all below 0.05 has probability 4e-11.
    expect(ps.filter((p) => p > 0.05).length).toBeGreaterThanOrEqual(5);
    const data = simulate(items, 2000, 4100);
    const rasch = m2Statistic(data, calibrate(data, { model: 'Rasch' }));
    expect(rasch.p).toBeLessThan(0.001);
    expect(rasch.rmsea).toBeGreaterThan(0.02);
  });

  it('skips persons with an omitted answer, as the margins need complete vectors', () => {
    const data: Array<Array<number | null>> = simulate(items, 600, 4200);
    for (let r = 0; r < 50; r++) data[r][r % 10] = null;
    const result = m2Statistic(data, calibrate(data, { model: '2PL' }));
    expect(result.persons).toBe(550);
  });
});

describe('the noncentral χ² behind the RMSEA interval', () => {
  it('is the central χ² without noncentrality and matches simulated sums of shifted squares', () => {
    expect(noncentralChiSquareCdf(11.07, 5, 0)).toBeCloseTo(0.95, 3);
    // Σ (Z_i + μ_i)² over 5 normals with Σ μ² = 6: λ = 6.
    const rng = createRng(17);
    const mu = [1, 1, 2, 0, 0];
    const draws = Array.from({ length: 40_000 }, () => mu.reduce((s, m) => s + (rng.normal() + m) ** 2, 0));
    for (const x of [5, 10, 15, 20]) {
      const empirical = draws.filter((d) => d <= x).length / draws.length;
      within(noncentralChiSquareCdf(x, 5, 6), empirical, 0.01);
    }
  });
});
