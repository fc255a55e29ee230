import { describe, expect, it } from 'vitest';
import {
  categoryProbabilities,
  itemInformation,
  logistic,
  probabilityCorrect,
  standardError,
  testInformation,
  thetaGrid,
} from './curves';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('thetaGrid', () => {
  it('runs from −4 to 4 in steps of 0.1 by default', () => {
    const grid = thetaGrid();
    expect(grid).toHaveLength(81);
    expect(grid[0]).toBe(-4);
    expect(grid[40]).toBe(0);
    expect(grid[80]).toBe(4);
  });
});

describe('logistic', () => {
  it('is ½ at 0 and stays finite far out', () => {
    expect(logistic(0)).toBe(0.5);
    expect(logistic(800)).toBe(1);
    expect(logistic(-800)).toBe(0);
  });
});

describe('dichotomous items', () => {
  // a = 1.5, b = 0.4: d = −a·b
  const item = { a: 1.5, d: [-0.6] };

  it('P(correct) is ½ at θ = b', () => {
    expect(probabilityCorrect(item, 0.4)).toBeCloseTo(0.5, 12);
  });

  it('2PL information peaks at a²/4 at θ = b', () => {
    expect(itemInformation(item, 0.4)).toBeCloseTo(1.5 ** 2 / 4, 12);
    const grid = thetaGrid(-4, 4, 800);
    const values = grid.map((t) => itemInformation(item, t));
    expect(grid[values.indexOf(Math.max(...values))]).toBeCloseTo(0.4, 2);
  });

  it('3PL: the lower asymptote is c, P is (1 + c)/2 at θ = b', () => {
    const guessing = { a: 1.2, d: [-1.2 * 0.5], c: 0.2 };
    expect(probabilityCorrect(guessing, -40)).toBeCloseTo(0.2, 10);
    expect(probabilityCorrect(guessing, 0.5)).toBeCloseTo(0.6, 12);
    const [wrong, right] = categoryProbabilities(guessing, 0.3);
    expect(wrong + right).toBeCloseTo(1, 12);
  });

  it('3PL information is the 2PL one scaled down and matches Lord’s formula', () => {
    const a = 1.2;
    const c = 0.2;
    const guessing = { a, d: [0], c };
    const theta = 0.7;
    const p = probabilityCorrect(guessing, theta);
    const star = logistic(a * theta);
    // Lord (1980): a² (Q/P) ((P − c)/(1 − c))², equal to a² P*² Q / P with P* the 2PL curve.
    expect(itemInformation(guessing, theta)).toBeCloseTo((a * a * star * star * (1 - p)) / p, 12);
    expect(itemInformation(guessing, theta)).toBeLessThan(itemInformation({ a, d: [0] }, theta));
    // Its peak lies above b when c > 0: θ = b + ln((1 + √(1 + 8c))/2)/a.
    const grid = thetaGrid(-4, 4, 8000);
    const values = grid.map((t) => itemInformation(guessing, t));
    const peak = grid[values.indexOf(Math.max(...values))];
    expect(peak).toBeCloseTo(Math.log((1 + Math.sqrt(1 + 8 * c)) / 2) / a, 2);
  });
});

describe('graded items', () => {
  const item = { a: 1.3, d: [2, 0.5, -1.5] };

  it('category probabilities are positive and sum to 1 everywhere', () => {
    for (const theta of thetaGrid()) {
      const p = categoryProbabilities(item, theta);
      expect(p).toHaveLength(4);
      expect(sum(p)).toBeCloseTo(1, 12);
      for (const x of p) expect(x).toBeGreaterThan(0);
    }
  });

  it('the lowest category dominates far below and the highest far above', () => {
    expect(categoryProbabilities(item, -6)[0]).toBeGreaterThan(0.9);
    expect(categoryProbabilities(item, 6)[3]).toBeGreaterThan(0.9);
  });

  it('information matches a numerical derivative of the log-likelihood', () => {
    const theta = 0.3;
    const h = 1e-5;
    const p = categoryProbabilities(item, theta);
    const up = categoryProbabilities(item, theta + h);
    const down = categoryProbabilities(item, theta - h);
    // I(θ) = Σ_j P_j (d/dθ log P_j)²
    const expected = sum(p.map((pj, j) => ((up[j] - down[j]) / (2 * h)) ** 2 / pj));
    expect(itemInformation(item, theta)).toBeCloseTo(expected, 6);
  });

  it('a two-category graded item is a 2PL item', () => {
    const twoPl = { a: 0.9, d: [0.3] };
    expect(categoryProbabilities(twoPl, 1)[1]).toBeCloseTo(logistic(0.9 + 0.3), 12);
    expect(itemInformation(twoPl, 1)).toBeCloseTo(0.81 * logistic(1.2) * (1 - logistic(1.2)), 12);
  });
});

describe('test information', () => {
  it('adds the items up, and the standard error is 1/√I', () => {
    const items = [
      { a: 1, d: [0] },
      { a: 2, d: [-2] },
      { a: 1.3, d: [1, -1] },
    ];
    const theta = 0.5;
    const total = testInformation(items, theta);
    expect(total).toBeCloseTo(sum(items.map((i) => itemInformation(i, theta))), 12);
    expect(standardError(total)).toBeCloseTo(1 / Math.sqrt(total), 12);
    expect(standardError(0)).toBe(Number.POSITIVE_INFINITY);
  });
});
