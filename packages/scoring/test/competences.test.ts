import { describe, expect, it } from 'vitest';
import { compositeScore } from '../src/index';

describe('competence composites z = Σwz / √(wᵀRw)', () => {
  it.each([
    { zs: [1, 1], weights: [1, 1], R: undefined, z: 2 / Math.SQRT2 },
    {
      zs: [1, 1],
      weights: [1, 1],
      R: [
        [1, 0.5],
        [0.5, 1],
      ],
      z: 2 / Math.sqrt(3),
    },
    {
      zs: [1, -1],
      weights: [1, 1],
      R: [
        [1, 0.5],
        [0.5, 1],
      ],
      z: 0,
    },
    { zs: [2], weights: [5], R: undefined, z: 2 },
    {
      zs: [1, 0, -1],
      weights: [2, 1, 1],
      R: [
        [1, 0.2, 0],
        [0.2, 1, 0.4],
        [0, 0.4, 1],
      ],
      z: (2 - 1) / Math.sqrt(4 + 1 + 1 + 2 * (2 * 1 * 0.2) + 2 * (1 * 1 * 0.4)),
    },
  ])('zs $zs, weights $weights → z $z', ({ zs, weights, R, z }) => {
    const result = compositeScore(zs, weights, R);
    expect(result.z).toBeCloseTo(z, 12);
    expect(result.T).toBeCloseTo(50 + 10 * z, 10);
    expect(result.reliability).toBeNull();
    expect(result.se).toBeNull();
  });

  it('equal weights on perfectly correlated components give back the component z', () => {
    expect(
      compositeScore(
        [1.3, 1.3],
        [1, 1],
        [
          [1, 1],
          [1, 1],
        ],
      ).z,
    ).toBeCloseTo(1.3, 12);
  });

  it('Mosier composite reliability and SE', () => {
    const result = compositeScore(
      [0, 0],
      [1, 1],
      [
        [1, 0.5],
        [0.5, 1],
      ],
      [0.8, 0.6],
    );
    const reliability = 1 - (0.2 + 0.4) / 3;
    expect(result.reliability).toBeCloseTo(reliability, 12);
    expect(result.se).toBeCloseTo(Math.sqrt(1 - reliability), 12);
  });

  it.each([
    {
      zs: [1, 1],
      weights: [1, 1],
      R: [
        [1, -1],
        [-1, 1],
      ],
      code: 'SINGULAR_MATRIX',
    },
    { zs: [1, 1], weights: [1], R: undefined, code: 'INVALID_ARGUMENT' },
    { zs: [Number.NaN], weights: [1], R: undefined, code: 'INVALID_ARGUMENT' },
    { zs: [1], weights: [0], R: undefined, code: 'SINGULAR_MATRIX' },
  ])('bad input → $code', ({ zs, weights, R, code }) => {
    expect(() => compositeScore(zs, weights, R)).toThrow(expect.objectContaining({ code }));
  });
});
