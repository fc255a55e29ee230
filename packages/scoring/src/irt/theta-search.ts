/** Maximising a response pattern's likelihood in θ: the pattern evaluator, the bracketing search and Brent's root finder. */
import { ScoringError } from '../errors';
import { categoryDerivatives, type IrtItem, maxCategories } from './models';

export interface Answered {
  items: IrtItem[];
  categories: number[];
}

export function extremePattern({ items, categories }: Answered): 'lower' | 'upper' | null {
  let allLowest = true;
  let allHighest = true;
  for (let i = 0; i < items.length; i++) {
    if (categories[i] !== 0) allLowest = false;
    if (categories[i] !== items[i].categories - 1) allHighest = false;
  }
  if (allLowest) return 'lower';
  if (allHighest) return 'upper';
  return null;
}

/** Smallest probability used inside logs and ratios, so extreme θ never yields log 0 or 0/0. */
const PROBABILITY_FLOOR = 1e-300;

interface PatternValues {
  logLikelihood: number;
  /** First derivative of the log-likelihood. */
  score: number;
  /** Test information I(θ) of the answered items. */
  information: number;
  /** J(θ) = Σ Σ P′P″/P, used by the WLE correction. */
  curvatureTerm: number;
}

/** Evaluates likelihood quantities of a fixed pattern at a θ, reusing scratch buffers. */
export class PatternEvaluator {
  private readonly p: Float64Array;
  private readonly dp: Float64Array;
  private readonly d2p: Float64Array;
  private lastTheta = Number.NaN;
  private readonly last: PatternValues = { logLikelihood: 0, score: 0, information: 0, curvatureTerm: 0 };

  constructor(private readonly answered: Answered) {
    const k = maxCategories(answered.items);
    this.p = new Float64Array(k);
    this.dp = new Float64Array(k);
    this.d2p = new Float64Array(k);
  }

  evaluate(theta: number): PatternValues {
    if (theta === this.lastTheta) return this.last;
    const { items, categories } = this.answered;
    const { p, dp, d2p } = this;
    let logLikelihood = 0;
    let score = 0;
    let information = 0;
    let curvatureTerm = 0;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      categoryDerivatives(item, theta, p, dp, d2p);
      const x = categories[i];
      const px = Math.max(p[x], PROBABILITY_FLOOR);
      logLikelihood += Math.log(px);
      score += dp[x] / px;
      for (let c = 0; c < item.categories; c++) {
        const pc = Math.max(p[c], PROBABILITY_FLOOR);
        information += (dp[c] * dp[c]) / pc;
        curvatureTerm += (dp[c] * d2p[c]) / pc;
      }
    }
    this.lastTheta = theta;
    Object.assign(this.last, { logLikelihood, score, information, curvatureTerm });
    return this.last;
  }
}

const SEARCH_MIN = -10;
const SEARCH_MAX = 10;
const SEARCH_STEP = 0.25;
const SEARCH_LIMIT = 60;

/**
 * Finds the θ that maximises `objective`, given its derivative `derivative`: scans a grid for
 * sign changes + → − of the derivative (local maxima), extends the scan outwards when the derivative
 * still points out of the grid, refines every bracket with Brent's method and keeps the maximum with
 * the highest objective. Returns an infinite θ with a bound when the maximum is beyond ±60.
 */
export function maximise(
  derivative: (theta: number) => number,
  objective: (theta: number) => number,
): { theta: number; bound: 'lower' | 'upper' | null } {
  const brackets: Array<[number, number]> = [];
  let previousTheta = SEARCH_MIN;
  let previous = derivative(previousTheta);
  if (previous < 0) {
    // maximum may lie below the grid: step outwards until the derivative turns positive
    let inner = SEARCH_MIN;
    let step = 1;
    let outer = inner - step;
    while (outer >= -SEARCH_LIMIT && derivative(outer) < 0) {
      inner = outer;
      step *= 2;
      outer = inner - step;
    }
    if (outer >= -SEARCH_LIMIT) brackets.push([outer, inner]);
    else if (derivative(-SEARCH_LIMIT) < 0)
      brackets.push([Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY]);
    else brackets.push([-SEARCH_LIMIT, inner]);
  }
  for (let theta = SEARCH_MIN + SEARCH_STEP; theta <= SEARCH_MAX + 1e-12; theta += SEARCH_STEP) {
    const current = derivative(theta);
    if (previous > 0 && current <= 0) brackets.push([previousTheta, theta]);
    previous = current;
    previousTheta = theta;
  }
  if (previous > 0) {
    let inner = SEARCH_MAX;
    let step = 1;
    let outer = inner + step;
    while (outer <= SEARCH_LIMIT && derivative(outer) > 0) {
      inner = outer;
      step *= 2;
      outer = inner + step;
    }
    if (outer <= SEARCH_LIMIT) brackets.push([inner, outer]);
    else if (derivative(SEARCH_LIMIT) > 0)
      brackets.push([Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]);
    else brackets.push([inner, SEARCH_LIMIT]);
  }
  let best = Number.NaN;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const [low, high] of brackets) {
    const root = Number.isFinite(low) ? brentRoot(derivative, low, high) : low;
    const value = Number.isFinite(root) ? objective(root) : Number.NEGATIVE_INFINITY;
    if (Number.isNaN(best) || value > bestValue) {
      best = root;
      bestValue = value;
    }
  }
  if (best === Number.NEGATIVE_INFINITY) return { theta: best, bound: 'lower' };
  if (best === Number.POSITIVE_INFINITY) return { theta: best, bound: 'upper' };
  return { theta: best, bound: null };
}

/**
 * Brent's root finder (Brent 1973, ch. 4) for f on [a, b] with f(a), f(b) of opposite sign
 * (or one of them zero). Tolerance 1e-12 in θ.
 */
export function brentRoot(f: (x: number) => number, lower: number, upper: number, tolerance = 1e-12): number {
  let a = lower;
  let b = upper;
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (fa * fb > 0) throw new ScoringError('NOT_CONVERGED', 'root is not bracketed');
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iteration = 0; iteration < 200; iteration++) {
    if (fb * fc > 0) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 0.5 * tolerance;
    const half = 0.5 * (c - b);
    if (Math.abs(half) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * half * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * half * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * half * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = half;
        e = d;
      }
    } else {
      d = half;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : half > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}
