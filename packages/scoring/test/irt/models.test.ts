import { describe, expect, it } from 'vitest';
import {
  categoryProbabilities,
  compileIrtItem,
  createEapTable,
  eapFromTable,
  eapScore,
  type IrtItemParams,
  itemInformation,
  logLikelihood,
  mapScore,
  mlScore,
  testInformation,
  wleScore,
} from '../../src/index';
import { categoryDerivatives } from '../../src/irt/models';

const models: Array<{ name: string; params: IrtItemParams }> = [
  { name: '1PL', params: { model: '1PL', b: 0.4 } },
  { name: '2PL (b)', params: { model: '2PL', a: 1.3, b: -0.7 } },
  { name: '2PL (d)', params: { model: '2PL', a: 0.8, d: 1.1 } },
  { name: '3PL', params: { model: '3PL', a: 1.7, b: 0.5, c: 0.2 } },
  { name: 'GRM', params: { model: 'GRM', a: 1.4, b: [-1.5, -0.2, 0.9, 2] } },
];

describe.each(models)('$name model', ({ params }) => {
  const item = compileIrtItem(params);
  const k = item.categories;

  it('category probabilities are in (0, 1) and sum to 1', () => {
    for (const theta of [-8, -3, -0.5, 0, 1.2, 4, 8]) {
      const p = categoryProbabilities(item, theta, new Float64Array(k));
      expect(p.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
      for (const v of p) expect(v).toBeGreaterThan(0);
    }
  });

  it('analytic derivatives match finite differences', () => {
    const h = 1e-5;
    for (const theta of [-2, 0.3, 1.7]) {
      const p = new Float64Array(k);
      const dp = new Float64Array(k);
      const d2p = new Float64Array(k);
      categoryDerivatives(item, theta, p, dp, d2p);
      const up = categoryProbabilities(item, theta + h, new Float64Array(k));
      const down = categoryProbabilities(item, theta - h, new Float64Array(k));
      for (let c = 0; c < k; c++) {
        expect(dp[c]).toBeCloseTo((up[c] - down[c]) / (2 * h), 7);
        expect(d2p[c]).toBeCloseTo((up[c] - 2 * p[c] + down[c]) / (h * h), 4);
      }
    }
  });

  it('information equals the variance of the score function', () => {
    for (const theta of [-1, 0.5, 2]) {
      const p = new Float64Array(k);
      const dp = new Float64Array(k);
      categoryDerivatives(item, theta, p, dp, new Float64Array(k));
      let variance = 0;
      for (let c = 0; c < k; c++) variance += p[c] * (dp[c] / p[c]) ** 2;
      expect(itemInformation(item, theta)).toBeCloseTo(variance, 12);
    }
  });
});

describe('closed forms', () => {
  it('2PL information is a²PQ, maximal at b', () => {
    const item = compileIrtItem({ model: '2PL', a: 2, b: 1 });
    expect(itemInformation(item, 1)).toBeCloseTo(4 * 0.25, 12);
    expect(itemInformation(item, 1)).toBeGreaterThan(itemInformation(item, 0.8));
  });
  it('3PL lower asymptote', () => {
    const item = compileIrtItem({ model: '3PL', a: 1, b: 0, c: 0.25 });
    expect(categoryProbabilities(item, -40, new Float64Array(2))[1]).toBeCloseTo(0.25, 12);
    expect(categoryProbabilities(item, 0, new Float64Array(2))[1]).toBeCloseTo(0.625, 12);
  });
  it('test information sums item information', () => {
    const items = models.map((m) => compileIrtItem(m.params));
    expect(testInformation(items, 0.3)).toBeCloseTo(
      items.reduce((s, i) => s + itemInformation(i, 0.3), 0),
      12,
    );
  });
});

describe('person scoring with mixed models', () => {
  const items = models.map((m) => compileIrtItem(m.params));
  const pattern = [1, 0, 1, 0, 3];

  it('ML maximises the likelihood', () => {
    const ml = mlScore(items, pattern);
    const at = logLikelihood(items, pattern, ml.theta);
    expect(at).toBeGreaterThan(logLikelihood(items, pattern, ml.theta + 0.01));
    expect(at).toBeGreaterThan(logLikelihood(items, pattern, ml.theta - 0.01));
    expect(ml.se).toBeCloseTo(1 / Math.sqrt(testInformation(items, ml.theta)), 12);
  });
  it('MAP maximises the posterior and shrinks towards the prior mean', () => {
    const map = mapScore(items, pattern, { mean: 0, sd: 1 });
    const post = (t: number) => logLikelihood(items, pattern, t) - 0.5 * t * t;
    expect(post(map.theta)).toBeGreaterThan(post(map.theta + 0.01));
    expect(post(map.theta)).toBeGreaterThan(post(map.theta - 0.01));
    expect(Math.abs(map.theta)).toBeLessThan(Math.abs(mlScore(items, pattern).theta));
  });
  it('GRM extreme patterns: ML is infinite, WLE finite', () => {
    expect(mlScore(items, [1, 1, 1, 1, 4]).bound).toBe('upper');
    expect(Number.isFinite(wleScore(items, [1, 1, 1, 1, 4]).theta)).toBe(true);
  });
  it('a precomputed EAP table gives the same estimate as direct EAP', () => {
    const table = createEapTable(items, { points: 41, min: -5, max: 5 });
    for (const x of [pattern, [0, 0, 0, 0, 0], [1, null, 0, 1, 4]]) {
      const direct = eapScore(items, x, { points: 41, min: -5, max: 5 });
      const fast = eapFromTable(table, x);
      expect(fast.theta).toBeCloseTo(direct.theta, 12);
      expect(fast.se).toBeCloseTo(direct.se, 12);
      expect(fast.answered).toBe(direct.answered);
    }
  });
  it('long tests do not underflow', () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      compileIrtItem({ model: '2PL', a: 3, b: (i % 9) - 4 }),
    );
    const allWrong = many.map(() => 0);
    const eap = eapScore(many, allWrong);
    expect(Number.isFinite(eap.theta)).toBe(true);
    expect(eap.theta).toBeLessThan(-3);
  });
  it('unanswered items are left out', () => {
    const partial = [1, null, 1, undefined, 3];
    expect(eapScore(items, partial).answered).toBe(3);
    expect(eapScore(items, partial).theta).toBeCloseTo(
      eapScore([items[0], items[2], items[4]], [1, 1, 3]).theta,
      12,
    );
  });
  it('no answers: EAP is the prior, ML and WLE are typed errors', () => {
    const none = [null, null, null, null, null];
    expect(eapScore(items, none).theta).toBeCloseTo(0, 12);
    expect(() => mlScore(items, none)).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_DATA' }));
    expect(() => wleScore(items, none)).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_DATA' }));
  });
  it.each([
    { pattern: [2, 0, 0, 0, 0], code: 'ANSWER_OUT_OF_RANGE' },
    { pattern: [0.5, 0, 0, 0, 0], code: 'ANSWER_OUT_OF_RANGE' },
    { pattern: [0, 0, 0, 0, 5], code: 'ANSWER_OUT_OF_RANGE' },
    { pattern: [0, 0], code: 'INVALID_ARGUMENT' },
  ])('pattern $pattern → $code', ({ pattern: bad, code }) => {
    expect(() => eapScore(items, bad)).toThrow(expect.objectContaining({ code }));
  });
});

describe('parameter validation', () => {
  it.each([
    { params: { model: '2PL', a: 0, b: 0 } },
    { params: { model: '2PL', a: 1 } },
    { params: { model: '2PL', a: 1, b: 0, d: 0 } },
    { params: { model: '3PL', a: 1, b: 0, c: 1 } },
    { params: { model: 'GRM', a: 1, b: [1, 0] } },
    { params: { model: 'GRM', a: 1, b: [] } },
    { params: { model: '4PL', a: 1, b: 0 } },
  ] as Array<{ params: IrtItemParams }>)('rejects $params', ({ params }) => {
    expect(() => compileIrtItem(params, 'x')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
