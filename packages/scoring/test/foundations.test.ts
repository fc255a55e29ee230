import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import {
  createRng,
  ENGINE_VERSION,
  isScoringError,
  normalCdf,
  normalQuantile,
  ScoringError,
} from '../src/index';
import { cholesky, choleskySolve, inverse, inverseSpd } from '../src/linalg';

describe('engine version', () => {
  it('matches the package version', () => {
    expect(ENGINE_VERSION).toBe(packageJson.version);
  });
});

describe('seeded random numbers', () => {
  it('the same seed gives the same sequence', () => {
    const a = createRng(123);
    const b = createRng(123);
    for (let i = 0; i < 100; i++) expect(a.next()).toBe(b.next());
    expect(createRng(1).next()).not.toBe(createRng(2).next());
  });
  it('uniforms are in [0, 1) with mean ≈ 0.5; normals have mean ≈ 0, SD ≈ 1', () => {
    const rng = createRng(9);
    const n = 20000;
    let sum = 0;
    let normalSum = 0;
    let normalSquares = 0;
    for (let i = 0; i < n; i++) {
      const u = rng.next();
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      sum += u;
      const z = rng.normal();
      normalSum += z;
      normalSquares += z * z;
    }
    expect(sum / n).toBeCloseTo(0.5, 1);
    expect(normalSum / n).toBeCloseTo(0, 1);
    expect(Math.sqrt(normalSquares / n)).toBeCloseTo(1, 1);
  });
  it('int(n) covers 0..n−1', () => {
    const rng = createRng(4);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(rng.int(5));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('normal distribution', () => {
  it.each([
    { x: -3, p: 0.0013498980316300933 },
    { x: -1, p: 0.15865525393145707 },
    { x: 0, p: 0.5 },
    { x: 1.959963984540054, p: 0.975 },
    { x: 5, p: 0.9999997133484281 },
  ])('Φ($x) = $p', ({ x, p }) => {
    expect(normalCdf(x)).toBeCloseTo(p, 14);
    expect(normalQuantile(p)).toBeCloseTo(x, 9);
  });

  it('Φ(−∞) = 0 and Φ(+∞) = 1', () => {
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('linear algebra', () => {
  const spd = [
    [4, 2, 0.6],
    [2, 5, 1],
    [0.6, 1, 3],
  ];
  it('Cholesky solves A·x = b', () => {
    const x = choleskySolve(cholesky(spd), [1, 2, 3]);
    spd.forEach((row, i) => {
      expect(row.reduce((s, v, j) => s + v * x[j], 0)).toBeCloseTo([1, 2, 3][i], 12);
    });
  });
  it('inverses agree', () => {
    const a = inverseSpd(spd);
    const b = inverse(spd);
    a.forEach((row, i) => {
      row.forEach((v, j) => {
        expect(v).toBeCloseTo(b[i][j], 12);
      });
    });
  });
  it.each([
    {
      name: 'cholesky',
      fn: () =>
        cholesky([
          [1, 1],
          [1, 1],
        ]),
    },
    {
      name: 'inverseSpd',
      fn: () =>
        inverseSpd([
          [1, 2],
          [2, 1],
        ]),
    },
    {
      name: 'inverse',
      fn: () =>
        inverse([
          [1, 2],
          [2, 4],
        ]),
    },
  ])('$name of a singular matrix is SINGULAR_MATRIX', ({ fn }) => {
    expect(fn).toThrow(expect.objectContaining({ code: 'SINGULAR_MATRIX', name: 'ScoringError' }));
  });
});

describe('ScoringError', () => {
  it('carries a code, a message and details', () => {
    const error = new ScoringError('UNKNOWN_ITEM', 'response to unknown item q9', { item: 'q9' });
    expect(error).toBeInstanceOf(Error);
    expect(isScoringError(error)).toBe(true);
    expect(isScoringError(new Error('x'))).toBe(false);
    expect(error).toMatchObject({ code: 'UNKNOWN_ITEM', details: { item: 'q9' }, name: 'ScoringError' });
  });
});
