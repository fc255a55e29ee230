/**
 * M2 of graded-response calibrations (the ordinal M2 of Maydeu-Olivares & Joe 2014, on the item
 * scores' means and cross moments). Checked against a computation written here another way — over
 * all 729 response patterns of six three-category items, with numerical derivatives — and on data
 * of a known model: a correctly specified GRM keeps p uniform (Kolmogorov–Smirnov), a GRM fitted to
 * two-factor data is rejected.
 */
import { describe, expect, it } from 'vitest';
import { type CalibrationResult, calibrate, createQuadrature, createRng, m2Statistic } from '../../src/index';
import { gaussJordanInverse } from './gauss-jordan';

interface GradedItem {
  a: number;
  d: number[];
}

/** P(Y = c | θ) of a graded item written out: differences of the cumulative logistics. */
function category(item: GradedItem, theta: number, c: number): number {
  const above = (j: number) =>
    j <= 0 ? 1 : j > item.d.length ? 0 : 1 / (1 + Math.exp(-(item.a * theta + item.d[j - 1])));
  return above(c) - above(c + 1);
}

/** Graded answers of `people` persons; `factors` > 1 gives items by turns to correlated factors. */
function simulate(items: GradedItem[], people: number, seed: number, factors = 1, r = 0.3): number[][] {
  const rng = createRng(seed);
  return Array.from({ length: people }, () => {
    const common = rng.normal();
    const thetas = Array.from({ length: factors }, () =>
      factors === 1 ? common : Math.sqrt(r) * common + Math.sqrt(1 - r) * rng.normal(),
    );
    return items.map((item, i) => {
      const theta = thetas[i % factors];
      const u = rng.next();
      let cumulative = 0;
      for (let c = 0; c < item.d.length; c++) {
        cumulative += category(item, theta, c);
        if (u < cumulative) return c;
      }
      return item.d.length;
    });
  });
}

const multiply = (x: number[][], y: number[][]) =>
  x.map((row) => y[0].map((_, j) => row.reduce((s, v, k) => s + v * y[k][j], 0)));
const transpose = (x: number[][]) => x[0].map((_, j) => x.map((row) => row[j]));

/**
 * M2 from the response patterns: the moments κ = Σ_p π_p T_p, Ξ = Σ_p π_p T_p T_p′ − κκ′, Δ by
 * central differences of κ in every a and d, and M2 = N e′(Ξ⁻¹ − Ξ⁻¹Δ(Δ′Ξ⁻¹Δ)⁻¹Δ′Ξ⁻¹)e.
 */
function bruteForceM2(data: number[][], calibration: CalibrationResult): number {
  const { nodes, weights } = createQuadrature(calibration.quadrature);
  const m = calibration.items.length;
  const k = calibration.items[0].categories;
  const patterns: number[][] = [];
  for (let code = 0; code < k ** m; code++)
    patterns.push(Array.from({ length: m }, (_, i) => Math.floor(code / k ** i) % k));
  const moments = (y: number[]) => {
    const t = [...y];
    for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) t.push(y[i] * y[j]);
    return t;
  };
  const T = patterns.map(moments);
  const probabilities = (items: GradedItem[]) =>
    patterns.map((y) =>
      nodes.reduce(
        (sum, theta, q) => sum + weights[q] * y.reduce((p, c, i) => p * category(items[i], theta, c), 1),
        0,
      ),
    );
  const kappaOf = (items: GradedItem[]) => {
    const pi = probabilities(items);
    return T[0].map((_, t) => pi.reduce((s, p, r) => s + p * T[r][t], 0));
  };
  const fitted: GradedItem[] = calibration.items.map((item) => ({ a: item.a, d: [...item.d] }));
  const pi = probabilities(fitted);
  const kappa = kappaOf(fitted);
  const s = kappa.length;
  const xi = kappa.map((_, u) =>
    kappa.map((__, v) => pi.reduce((sum, p, r) => sum + p * T[r][u] * T[r][v], 0) - kappa[u] * kappa[v]),
  );
  const h = 1e-5;
  const columns: number[][] = [];
  fitted.forEach((item, i) => {
    const nudge = (change: (copy: GradedItem) => void) => {
      const plus = fitted.map((x) => ({ a: x.a, d: [...x.d] }));
      const minus = fitted.map((x) => ({ a: x.a, d: [...x.d] }));
      change(plus[i]);
      const kp = kappaOf(plus);
      // The same change the other way.
      const back = (copy: GradedItem) => {
        const before = { a: copy.a, d: [...copy.d] };
        change(copy);
        copy.a = 2 * before.a - copy.a;
        copy.d = copy.d.map((d, j) => 2 * before.d[j] - d);
      };
      back(minus[i]);
      const km = kappaOf(minus);
      columns.push(kp.map((v, t) => (v - km[t]) / (2 * h)));
    };
    nudge((copy) => {
      copy.a += h;
    });
    for (let j = 0; j < item.d.length; j++)
      nudge((copy) => {
        copy.d[j] += h;
      });
  });
  const delta = transpose(columns);
  const observed = T[0].map((_, t) => data.reduce((sum, y) => sum + moments(y)[t], 0) / data.length);
  const e = observed.map((o, t) => [o - kappa[t]]);
  const xiInverse = gaussJordanInverse(xi);
  const xd = multiply(xiInverse, delta);
  const middle = gaussJordanInverse(multiply(transpose(delta), xd));
  const c2 = xiInverse.map((row, u) =>
    row.map((v, w) => v - multiply(multiply([xd[u]], middle), transpose([xd[w]]))[0][0]),
  );
  expect(s).toBe(21);
  return data.length * multiply(multiply(transpose(e), c2), e)[0][0];
}

/** Kolmogorov–Smirnov distance of a sample from the uniform distribution on [0, 1]. */
function ksUniform(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const n = sorted.length;
  return Math.max(...sorted.map((v, i) => Math.max((i + 1) / n - v, v - i / n)));
}

const sixItems: GradedItem[] = [
  { a: 1.0, d: [1.5, -0.5] },
  { a: 1.4, d: [1.0, -1.0] },
  { a: 0.8, d: [2.0, 0.2] },
  { a: 1.7, d: [0.5, -1.5] },
  { a: 1.2, d: [1.2, -0.2] },
  { a: 0.9, d: [0.8, -1.2] },
];

describe('M2 of a graded-response calibration', () => {
  it('equals the statistic computed over all 729 response patterns with numerical derivatives', () => {
    const data = simulate(sixItems, 800, 2901);
    const calibration = calibrate(data, { model: 'GRM' });
    const result = m2Statistic(data, calibration);
    // Six items: 6 means and 15 cross moments, less 6 slopes and 12 intercepts.
    expect(result).toMatchObject({ margins: 21, parameters: 18, df: 3, persons: 800 });
    const reference = bruteForceM2(data, calibration);
    expect(Math.abs(result.m2 - reference), `${result.m2} vs ${reference}`).toBeLessThan(
      1e-4 * Math.max(1, reference),
    );
    console.log(
      `GRM 6 × 3 categories, N 800: M2 ${result.m2.toFixed(4)} (patterns: ${reference.toFixed(4)}), df 3`,
    );
  });

  it('keeps p uniform for a correctly specified GRM and rejects one fitted to two-factor data', () => {
    const items: GradedItem[] = Array.from({ length: 10 }, (_, i) => ({
      a: 0.9 + (i % 4) * 0.3,
      d: [1.2 - (i % 3) * 0.5, -0.8 - (i % 3) * 0.4],
    }));
    const ps: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const data = simulate(items, 500, 5000 + seed);
      ps.push(m2Statistic(data, calibrate(data, { model: 'GRM' })).p);
    }
    const distance = ksUniform(ps);
    // The 1 % critical value of the one-sample KS distance for n = 20 is 0.356.
    expect(distance).toBeLessThan(0.356);
    const twoFactor = simulate(items, 1000, 5100, 2, 0.2);
    const misfit = m2Statistic(twoFactor, calibrate(twoFactor, { model: 'GRM' }));
    expect(misfit.p).toBeLessThan(0.001);
    expect(misfit.rmsea).toBeGreaterThan(0.05);
    // 10 three-category items: 10 means and 45 cross moments, less 10 × 3 parameters.
    expect(misfit).toMatchObject({ margins: 55, parameters: 30, identified: 30, df: 25 });
    console.log(
      `GRM M2 p over 20 correctly specified data sets: KS distance ${distance.toFixed(3)}; two-factor data: ` +
        `M2 ${misfit.m2.toFixed(1)} on ${misfit.df} df, RMSEA ${misfit.rmsea.toFixed(3)}`,
    );
  }, 120_000);
});
