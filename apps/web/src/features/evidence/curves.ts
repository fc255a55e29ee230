/**
 * Item and test curves of a calibration, for the Calibration tab's charts: the same response
 * functions the engine estimated (slope/intercept form), evaluated on a θ grid.
 * Dichotomous items: P(1 | θ) = c + (1 − c) / (1 + exp(−(aθ + d))), c = 0 outside the 3PL.
 * Graded items: P(X ≥ j | θ) = σ(aθ + d_j), P(X = j) = P(X ≥ j) − P(X ≥ j + 1).
 */

/** What the curves need of a calibrated item. */
export interface CurveItem {
  a: number;
  /** Intercepts, one per category boundary (one for a dichotomous item). */
  d: readonly number[];
  /** Guessing (lower asymptote); 3PL only. */
  c?: number;
}

/** θ from `from` to `to` in `steps` equal steps (both ends included). */
export function thetaGrid(from = -4, to = 4, steps = 80): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => Number((from + ((to - from) * i) / steps).toFixed(6)));
}

/** The logistic function, without overflow for large |x|. */
export function logistic(x: number): number {
  if (x >= 0) return 1 / (1 + Math.exp(-x));
  const e = Math.exp(x);
  return e / (1 + e);
}

/** P(correct | θ) of a dichotomous item (Rasch, 2PL, 3PL). */
export function probabilityCorrect(item: CurveItem, theta: number): number {
  const c = item.c ?? 0;
  return c + (1 - c) * logistic(item.a * theta + item.d[0]);
}

/** P(X = j | θ) for j = 0 … K − 1 (K = intercepts + 1); sums to 1. */
export function categoryProbabilities(item: CurveItem, theta: number): number[] {
  if (item.d.length === 1) {
    const p = probabilityCorrect(item, theta);
    return [1 - p, p];
  }
  const atLeast = [1, ...item.d.map((d) => logistic(item.a * theta + d)), 0];
  return item.d.map((_, j) => atLeast[j] - atLeast[j + 1]).concat(atLeast[item.d.length]);
}

/**
 * Fisher information of one item at θ:
 * 2PL / Rasch a²P(1 − P); 3PL a² (1 − P)/P · ((P − c)/(1 − c))² (Lord 1980);
 * GRM Σ_j (P′_j)² / P_j with P′_j = a[P*_j(1 − P*_j) − P*_{j+1}(1 − P*_{j+1})] (Samejima 1969).
 */
export function itemInformation(item: CurveItem, theta: number): number {
  const a = item.a;
  if (item.d.length === 1) {
    const c = item.c ?? 0;
    const p = probabilityCorrect(item, theta);
    if (c > 0) {
      if (p <= 0) return 0;
      const share = (p - c) / (1 - c);
      return a * a * ((1 - p) / p) * share * share;
    }
    return a * a * p * (1 - p);
  }
  const atLeast = [1, ...item.d.map((d) => logistic(a * theta + d)), 0];
  const slope = atLeast.map((p) => a * p * (1 - p));
  let information = 0;
  for (let j = 0; j < atLeast.length - 1; j++) {
    const p = atLeast[j] - atLeast[j + 1];
    const derivative = slope[j] - slope[j + 1];
    if (p > 1e-12) information += (derivative * derivative) / p;
  }
  return information;
}

/** The test information function: the items' information added up. */
export function testInformation(items: readonly CurveItem[], theta: number): number {
  return items.reduce((sum, item) => sum + itemInformation(item, theta), 0);
}

/** The standard error of θ at a test information I: 1/√I (infinite where the test tells nothing). */
export function standardError(information: number): number {
  return information > 0 ? 1 / Math.sqrt(information) : Number.POSITIVE_INFINITY;
}
