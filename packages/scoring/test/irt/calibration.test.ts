import { describe, expect, it } from 'vitest';
import {
  calibrate,
  categoryProbabilities,
  compileIrtItem,
  createQuadrature,
  createRng,
  type IrtItemParams,
} from '../../src/index';
import { lsat7 } from '../reference-data';

function simulate(params: IrtItemParams[], people: number, seed: number): number[][] {
  const rng = createRng(seed);
  const items = params.map((p) => compileIrtItem(p));
  return Array.from({ length: people }, () => {
    const theta = rng.normal();
    return items.map((item) => {
      const p = categoryProbabilities(item, theta, new Float64Array(item.categories));
      let u = rng.next();
      for (let c = 0; c < p.length - 1; c++) {
        if (u < p[c]) return c;
        u -= p[c];
      }
      return p.length - 1;
    });
  });
}

describe('graded response model calibration', () => {
  const truth: IrtItemParams[] = [
    { model: 'GRM', a: 1.5, b: [-1.5, -0.3, 1] },
    { model: 'GRM', a: 0.9, b: [-0.8, 0.6, 1.8] },
    { model: 'GRM', a: 2, b: [-2, -1, 0.2] },
    { model: 'GRM', a: 1.2, b: [-1, 0, 1] },
    { model: 'GRM', a: 1, b: [-0.3, 0.9, 2.2] },
    { model: 'GRM', a: 1.7, b: [-1.2, 0.1, 1.4] },
  ];
  const data = simulate(truth, 3000, 99);
  const result = calibrate(data, { model: 'GRM', tolerance: 1e-5 });

  it('converges and recovers slopes and thresholds', () => {
    expect(result.converged).toBe(true);
    expect(result.model).toBe('GRM');
    result.items.forEach((item, i) => {
      const t = truth[i] as { a: number; b: number[] };
      expect(item.categories).toBe(4);
      expect(Math.abs(item.a - t.a)).toBeLessThan(0.2);
      item.b.forEach((b, j) => {
        expect(Math.abs(b - t.b[j])).toBeLessThan(0.2);
      });
      expect(item.d.every((d, j) => j === 0 || d < item.d[j - 1])).toBe(true);
    });
  });

  it('the log-likelihood never decreases over EM cycles', () => {
    const lls = [1, 3, 10, 30].map(
      (maxIterations) => calibrate(data, { model: 'GRM', maxIterations }).logLikelihood,
    );
    for (let i = 1; i < lls.length; i++) expect(lls[i]).toBeGreaterThanOrEqual(lls[i - 1] - 1e-8);
  });
});

describe('2PL calibration options', () => {
  const data = lsat7();
  it('a two-category GRM is the 2PL', () => {
    const twoPl = calibrate(data, { model: '2PL' });
    const grm = calibrate(data, { model: 'GRM' });
    grm.items.forEach((item, i) => {
      expect(item.a).toBeCloseTo(twoPl.items[i].a, 8);
      expect(item.d[0]).toBeCloseTo(twoPl.items[i].d[0], 8);
      expect(item.model).toBe('2PL');
    });
  });

  it('slope bounds hold and the fit can only get worse', () => {
    const free = calibrate(data);
    const bounded = calibrate(data, { slopeBounds: { min: 0.8, max: 1.2 } });
    for (const item of bounded.items) {
      expect(item.a).toBeGreaterThanOrEqual(0.8 - 1e-12);
      expect(item.a).toBeLessThanOrEqual(1.2 + 1e-12);
    }
    expect(bounded.items[2].a).toBeCloseTo(1.2, 10); // item 3 wanted 1.706
    expect(bounded.logLikelihood).toBeLessThan(free.logLikelihood);
    expect(bounded.slopeBounds).toEqual({ min: 0.8, max: 1.2 });
  });

  it('a log-normal slope prior shrinks slopes towards exp(meanLog)', () => {
    const free = calibrate(data);
    const shrunk = calibrate(data, { slopePrior: { meanLog: 0, sdLog: 0.1 } });
    const spread = (r: typeof free) => r.items.reduce((s, item) => s + Math.abs(Math.log(item.a)), 0);
    expect(spread(shrunk)).toBeLessThan(spread(free) / 2);
    expect(shrunk.items[2].a).toBeLessThan(1.3); // item 3 is 1.706 without the prior
    expect(shrunk.logLikelihood).toBeLessThan(free.logLikelihood);
    expect(shrunk.logPosterior).not.toBe(shrunk.logLikelihood);
  });

  it('records the grid and handles missing responses', () => {
    const holes = data.map((row, r) => row.map((x, i) => (r % 7 === i ? null : x)));
    const result = calibrate(holes, { quadrature: { points: 41, min: -5, max: 5 } });
    expect(result.quadrature).toMatchObject({ points: 41, min: -5, max: 5 });
    expect(result.items[2].a).toBeGreaterThan(1.2);
  });

  it.each([
    { data: [], code: 'INSUFFICIENT_DATA' },
    {
      data: [
        [1, 0],
        [1, 0],
      ],
      code: 'INSUFFICIENT_DATA',
    }, // no item varies (one constant item alone is left out and flagged instead)
    {
      data: [
        [0, 1],
        [1, 2],
        [0, 0],
      ],
      code: 'INVALID_ARGUMENT',
      options: { model: '2PL' as const },
    },
    {
      data: [
        [0, 1],
        [1, -1],
      ],
      code: 'ANSWER_OUT_OF_RANGE',
    },
    {
      data: [
        [0, 2],
        [2, 0],
        [2, 2],
      ],
      code: 'INSUFFICIENT_DATA',
    }, // category 1 empty in both items (one such item alone is left out and flagged)
  ])('bad data → $code', ({ data: bad, code, options }) => {
    expect(() => calibrate(bad, options)).toThrow(expect.objectContaining({ code }));
  });

  it('quadrature weights sum to one and follow the prior', () => {
    const q = createQuadrature({ points: 61, min: -6, max: 6, mean: 0.5, sd: 1 });
    expect(q.weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 12);
    expect(q.nodes[30]).toBe(0);
    expect(Array.from(q.nodes).reduce((s, x, k) => s + x * q.weights[k], 0)).toBeCloseTo(0.5, 6);
  });
});
