/**
 * A calibration survives bad items (flagged, not thrown), returns the parameter covariance matrix
 * (checked against a numerical Hessian of the marginal log-likelihood) and one default tolerance.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CalibrationResult,
  calibrate,
  createQuadrature,
  createRng,
  DEFAULT_EM_TOLERANCE,
  DEFAULT_SLOPE_LIMITS,
  itemFit,
  parameterStandardError,
  raschDifficulties,
} from '../../src/index';
import { lsat7 } from '../reference-data';
import { gaussJordanInverse } from './gauss-jordan';

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Ten Rasch items for 500 persons, and an 11th answered right by exactly those above the median score. */
function withGuttmanItem(): number[][] {
  const rng = createRng(7);
  const b = [-1.5, -1, -0.5, 0, 0.5, 1, 1.5, -0.2, 0.3, 0.8];
  const data = Array.from({ length: 500 }, () => {
    const theta = rng.normal();
    return b.map((bj): number => (rng.next() < logistic(theta - bj) ? 1 : 0));
  });
  const sums = data.map((row) => row.reduce((s, x) => s + x, 0));
  const median = [...sums].sort((x, y) => x - y)[250];
  return data.map((row, p) => [...row, sums[p] > median ? 1 : 0]);
}

describe('a near-Guttman item does not abort a 2PL calibration', () => {
  const data = withGuttmanItem();

  it('without any slope limit the M-step information turns singular (what used to throw SINGULAR_MATRIX)', () => {
    // The same data with the limit pushed out of reach: the slope runs on cycle after cycle, and
    // the M-step now damps the singular information matrix instead of failing.
    const loose = calibrate(data, {
      model: '2PL',
      slopeBounds: { min: 0.01, max: 1e4 },
      standardErrors: true,
      maxIterations: 200,
    });
    const guttman = loose.items[10];
    expect(guttman.a).toBeGreaterThan(20);
    expect(loose.flags.map((f) => f.flag)).not.toContain('excluded');
  });

  it('holds the slope at the default limit, flags the item and gives its slope no standard error', () => {
    const result = calibrate(data, { model: '2PL', standardErrors: true });
    expect(result.converged).toBe(true);
    const guttman = result.items[10];
    expect(guttman.a).toBeCloseTo(DEFAULT_SLOPE_LIMITS.max, 6);
    expect(guttman.se?.a).toBeNull();
    expect(Number.isFinite(guttman.se?.b[0])).toBe(true);
    expect(result.flags).toEqual([
      expect.objectContaining({
        item: '11',
        flag: 'slope-at-bound',
        detail: expect.stringMatching(/Guttman/),
      }),
    ]);
    // The other items are unaffected: finite errors, no flags.
    for (const item of result.items.slice(0, 10)) expect(item.se?.a).toBeGreaterThan(0);
    const covariance = result.covariance;
    expect(covariance).toBeTruthy();
    const slope = covariance?.parameters.findIndex((p) => p.item === '11' && p.name === 'a') as number;
    expect(covariance?.matrix[slope][slope]).toBeNull();
  });

  it('a user bound that is reached is flagged too (a = 6 no longer comes with a finite SE)', () => {
    const result = calibrate(data, { model: '2PL', slopeBounds: { min: 0.2, max: 6 }, standardErrors: true });
    expect(result.items[10].a).toBe(6);
    expect(result.items[10].se?.a).toBeNull();
    expect(result.flags.map((f) => [f.item, f.flag])).toEqual([['11', 'slope-at-bound']]);
  });

  it('the 3PL likewise', () => {
    const result = calibrate(data, { model: '3PL', standardErrors: true });
    expect(result.flags.map((f) => [f.item, f.flag])).toEqual([['11', 'slope-at-bound']]);
    expect(result.items[10].se?.a).toBeNull();
  });
});

describe('an item without variance is left out and named', () => {
  const data = lsat7().map((row) => [...row.slice(0, 2), 1, ...row.slice(2)]);

  it('calibrates the other items, flags the constant one and keeps item fit aligned', () => {
    const result = calibrate(data, { model: '2PL', itemIds: ['A', 'B', 'K', 'C', 'D', 'E'] });
    expect(result.items.map((item) => item.id)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(result.columns).toEqual([0, 1, 3, 4, 5]);
    expect(result.flags.map((f) => [f.item, f.flag])).toEqual([
      ['K', 'no-variance'],
      ['K', 'excluded'],
    ]);
    const plain = calibrate(lsat7(), { model: '2PL' });
    result.items.forEach((item, i) => {
      expect(item.a).toBeCloseTo(plain.items[i].a, 8);
    });
    const fit = itemFit(data, result);
    expect(fit.items.map((item) => item.id)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(fit.items.map((item) => item.sX2)).toEqual(itemFit(lsat7(), plain).items.map((item) => item.sX2));
  });
});

describe('a rating item with a category nobody chose is left out and named', () => {
  it('the GRM calibrates the others', () => {
    const rng = createRng(11);
    const data = Array.from({ length: 300 }, () => {
      const theta = rng.normal();
      const rating = (shift: number) =>
        [-1, 0, 1].filter((b) => rng.next() < logistic(1.5 * (theta - b - shift))).length;
      // The third item's answers are 0 or 2, never 1.
      return [rating(0), rating(0.3), 2 * (rating(0) > 1 ? 1 : 0), rating(-0.3)];
    });
    const result = calibrate(data, { model: 'GRM', itemIds: ['a', 'b', 'gap', 'c'], standardErrors: true });
    expect(result.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(result.columns).toEqual([0, 1, 3]);
    expect(result.flags).toEqual([
      expect.objectContaining({
        item: 'gap',
        flag: 'excluded',
        detail: expect.stringMatching(/category 1 is never observed/),
      }),
    ]);
    expect(result.covariance?.parameters.every((p) => p.item !== 'gap')).toBe(true);
  });
});

/** Marginal log-likelihood of 2PL or Rasch parameters on the engine's default grid. */
function marginalLogLikelihood(data: number[][], slopes: number[], intercepts: number[]): number {
  const { nodes, weights } = createQuadrature({ points: 61, min: -6, max: 6 });
  let total = 0;
  for (const row of data) {
    let likelihood = 0;
    for (let k = 0; k < nodes.length; k++) {
      let product = weights[k];
      row.forEach((x, i) => {
        const p = logistic(slopes[i] * nodes[k] + intercepts[i]);
        product *= x === 1 ? p : 1 - p;
      });
      likelihood += product;
    }
    total += Math.log(likelihood);
  }
  return total;
}

/** inv(−H) of f at x, H by central differences. */
function numericalCovariance(f: (x: number[]) => number, x: number[], h = 1e-3): number[][] {
  const n = x.length;
  const at = (changes: Array<[number, number]>) => {
    const y = [...x];
    for (const [j, delta] of changes) y[j] += delta;
    return f(y);
  };
  const centre = f(x);
  const hessian = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let u = 0; u < n; u++) {
    hessian[u][u] = (at([[u, h]]) - 2 * centre + at([[u, -h]])) / (h * h);
    for (let v = 0; v < u; v++) {
      const value =
        (at([
          [u, h],
          [v, h],
        ]) -
          at([
            [u, h],
            [v, -h],
          ]) -
          at([
            [u, -h],
            [v, h],
          ]) +
          at([
            [u, -h],
            [v, -h],
          ])) /
        (4 * h * h);
      hessian[u][v] = value;
      hessian[v][u] = value;
    }
  }
  return gaussJordanInverse(hessian.map((row) => row.map((v) => -v)));
}

function expectCovarianceClose(engine: Array<Array<number | null>>, numeric: number[][], tolerance: number) {
  const n = numeric.length;
  for (let u = 0; u < n; u++) {
    for (let v = 0; v < n; v++) {
      const scale = Math.sqrt(numeric[u][u] * numeric[v][v]);
      expect(Math.abs((engine[u][v] as number) - numeric[u][v]) / scale).toBeLessThan(tolerance);
    }
  }
}

// Numerical Hessians take seconds; on a loaded CI machine more than vitest's default 5 s.
describe('the parameter covariance matrix (LSAT7)', { timeout: 60_000 }, () => {
  const data = lsat7() as number[][];
  let twoPl: CalibrationResult;
  let rasch: CalibrationResult;
  beforeAll(() => {
    twoPl = calibrate(data, { model: '2PL', standardErrors: true });
    rasch = calibrate(data, { model: 'Rasch', standardErrors: true });
  }, 60_000);

  it('2PL: inverse of the observed information, equal to a numerical Hessian of the log-likelihood', () => {
    const covariance = twoPl.covariance;
    expect(covariance?.parameters.slice(0, 3)).toEqual([
      { item: '1', name: 'a', threshold: 0 },
      { item: '1', name: 'd', threshold: 1 },
      { item: '2', name: 'a', threshold: 0 },
    ]);
    const x = twoPl.items.flatMap((item) => [item.a, item.d[0]]);
    const f = (y: number[]) =>
      marginalLogLikelihood(
        data,
        y.filter((_, j) => j % 2 === 0),
        y.filter((_, j) => j % 2 === 1),
      );
    expectCovarianceClose(covariance?.matrix ?? [], numericalCovariance(f, x), 1e-4);
    // Its diagonal gives the standard errors.
    twoPl.items.forEach((item, i) => {
      expect(item.se?.a).toBeCloseTo(Math.sqrt(covariance?.matrix[2 * i][2 * i] as number), 12);
    });
  });

  it('Rasch: common slope then intercepts, equal to a numerical Hessian', () => {
    const covariance = rasch.covariance;
    expect(covariance?.parameters[0]).toEqual({ item: null, name: 'a', threshold: 0 });
    const x = [rasch.items[0].a, ...rasch.items.map((item) => item.d[0])];
    const f = (y: number[]) => marginalLogLikelihood(data, new Array(5).fill(y[0]), y.slice(1));
    expectCovarianceClose(covariance?.matrix ?? [], numericalCovariance(f, x), 1e-4);
  });

  it('centred Rasch difficulties and their standard errors, by the gradient of δ_j − mean(δ)', () => {
    const centred = raschDifficulties(rasch);
    expect(centred.reduce((s, c) => s + c.centred, 0)).toBeCloseTo(0, 12);
    const covariance = rasch.covariance;
    if (!covariance) throw new Error('no covariance');
    centred.forEach((c, j) => {
      expect(c.difficulty).toBeCloseTo(-rasch.items[j].d[0], 12);
      // By hand: Var(δ_j − δ̄) = Σ_uv g_u g_v Σ_uv with g = −(e_j − 1/n) on the intercepts.
      let variance = 0;
      for (let u = 0; u < 5; u++) {
        for (let v = 0; v < 5; v++) {
          const gu = -((u === j ? 1 : 0) - 1 / 5);
          const gv = -((v === j ? 1 : 0) - 1 / 5);
          variance += gu * gv * (covariance.matrix[u + 1][v + 1] as number);
        }
      }
      expect(c.centredSe).toBeCloseTo(Math.sqrt(variance), 12);
      expect(c.se).toBeCloseTo(Math.sqrt(covariance.matrix[j + 1][j + 1] as number), 12);
      // The intercepts share the latent scale's uncertainty: centring removes most of it.
      expect(c.centredSe as number).toBeLessThan(c.se as number);
    });
  });

  it('parameterStandardError is √(gᵀΣg) and refuses a gradient of the wrong length', () => {
    const covariance = twoPl.covariance;
    if (!covariance) throw new Error('no covariance');
    const g = new Array(10).fill(0);
    g[0] = 1;
    expect(parameterStandardError(covariance, g)).toBeCloseTo(twoPl.items[0].se?.a as number, 12);
    expect(() => parameterStandardError(covariance, [1])).toThrow(/gradient/);
  });
});

describe('one EM tolerance', () => {
  it('the default is DEFAULT_EM_TOLERANCE and reproduces LSAT7 (mirt) and its log-likelihood', () => {
    expect(DEFAULT_EM_TOLERANCE).toBe(1e-6);
    const result = calibrate(lsat7(), { model: '2PL' });
    expect(result.tolerance).toBe(DEFAULT_EM_TOLERANCE);
    const a = [0.988, 1.081, 1.706, 0.765, 0.736];
    const d = [1.856, 0.808, 1.804, 0.486, 1.855];
    result.items.forEach((item, i) => {
      // mirt itself stops at a parameter change of 1e-4: its a₃ = 1.706 is 0.0015 short of the
      // maximum (1.7075), at a log-likelihood equal to the third decimal.
      expect(Math.abs(item.a - a[i])).toBeLessThanOrEqual(0.002);
      expect(Math.abs(item.d[0] - d[i])).toBeLessThanOrEqual(0.002);
    });
    expect(result.logLikelihood).toBeCloseTo(-2658.805, 3);
  });
});
