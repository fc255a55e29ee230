/**
 * Item response models: 1PL, 2PL, 3PL (dichotomous) and Samejima's graded response model.
 *
 * Parameters may be given in difficulty form (b) or slope/intercept form (d); internally every
 * item is kept in slope/intercept form, η = a·θ + d, with b = −d/a.
 */
import { ScoringError } from '../errors';

/** IRT parameters of one item, as stored in a blueprint or item bank (JSON-serialisable). */
export type IrtItemParams =
  /** Rasch / 1PL: P = 1/(1 + exp(−a(θ − b))), a common slope (default 1). */
  | { model: '1PL'; b: number; a?: number }
  /** 2PL: P = 1/(1 + exp(−(aθ + d))), give either b (difficulty) or d (intercept). */
  | { model: '2PL'; a: number; b?: number; d?: number }
  /** 3PL: P = c + (1 − c)/(1 + exp(−(aθ + d))), c = lower asymptote ("guessing"). */
  | { model: '3PL'; a: number; b?: number; d?: number; c: number }
  /**
   * Graded response model (Samejima 1969): P(X ≥ j) = 1/(1 + exp(−(aθ + d_j))), j = 1..K−1,
   * categories scored 0..K−1; give increasing thresholds b or decreasing intercepts d.
   */
  | { model: 'GRM'; a: number; b?: number[]; d?: number[] };

/** An item in internal slope/intercept form, ready for fast evaluation. */
export interface IrtItem {
  /** Optional identifier (item id in a blueprint or bank). */
  readonly id?: string;
  readonly model: IrtItemParams['model'];
  /** Slope (discrimination). */
  readonly a: number;
  /** Intercepts d_1 > d_2 > … > d_{K−1} of the cumulative curves P(X ≥ j). */
  readonly d: Float64Array;
  /** Lower asymptote (3PL only, else 0). */
  readonly c: number;
  /** Number of response categories K (2 for dichotomous items). */
  readonly categories: number;
}

/**
 * Converts parameters to the internal form and validates them.
 * @throws ScoringError `INVALID_ARGUMENT` for a non-positive slope, c outside [0, 1), thresholds that
 * are not strictly ordered, or both/neither of b and d.
 */
export function compileIrtItem(params: IrtItemParams, id?: string): IrtItem {
  const label = id ? `item ${id}` : 'IRT item';
  const fail = (why: string): never => {
    throw new ScoringError('INVALID_ARGUMENT', `${label}: ${why}`, { item: id });
  };
  const a = params.model === '1PL' ? (params.a ?? 1) : params.a;
  if (!(Number.isFinite(a) && a > 0)) fail(`slope a must be a positive number, got ${a}`);
  switch (params.model) {
    case '1PL':
      if (!Number.isFinite(params.b)) fail('difficulty b must be finite');
      return { id, model: '1PL', a, d: Float64Array.of(-a * params.b), c: 0, categories: 2 };
    case '2PL':
    case '3PL': {
      const c = params.model === '3PL' ? params.c : 0;
      if (!(Number.isFinite(c) && c >= 0 && c < 1)) fail(`lower asymptote c must be in [0, 1), got ${c}`);
      const d = interceptFrom(params.b, params.d, a, fail);
      return { id, model: params.model, a, d: Float64Array.of(d), c, categories: 2 };
    }
    case 'GRM': {
      let d: number[];
      if (params.b !== undefined && params.d === undefined) d = params.b.map((b) => -a * b);
      else if (params.d !== undefined && params.b === undefined) d = [...params.d];
      else return fail('give exactly one of the thresholds b or the intercepts d');
      if (d.length < 1) fail('needs at least one threshold');
      for (let j = 0; j < d.length; j++) {
        if (!Number.isFinite(d[j])) fail('thresholds must be finite');
        if (j > 0 && !(d[j] < d[j - 1])) fail('thresholds b must increase (intercepts d decrease) strictly');
      }
      return { id, model: 'GRM', a, d: Float64Array.from(d), c: 0, categories: d.length + 1 };
    }
    default:
      return fail(`unknown model ${(params as { model: unknown }).model}`);
  }
}

function interceptFrom(
  b: number | undefined,
  d: number | undefined,
  a: number,
  fail: (w: string) => never,
): number {
  if (b !== undefined && d === undefined && Number.isFinite(b)) return -a * b;
  if (d !== undefined && b === undefined && Number.isFinite(d)) return d;
  return fail('give exactly one finite difficulty b or intercept d');
}

/** Converts an internal item back to JSON parameters in a/b form (and d for reference). */
export function describeIrtItem(item: IrtItem): { a: number; b: number[]; d: number[]; c: number } {
  const d = Array.from(item.d);
  return { a: item.a, b: d.map((dj) => -dj / item.a), d, c: item.c };
}

/** Logistic function σ(x) = 1/(1 + e^(−x)), evaluated without overflow. */
export function logistic(x: number): number {
  if (x >= 0) return 1 / (1 + Math.exp(-x));
  const e = Math.exp(x);
  return e / (1 + e);
}

/**
 * Probability of one category, P(X = c | θ).
 * Dichotomous: P(1) = c + (1 − c)σ(aθ + d), P(0) = (1 − c)σ(−(aθ + d)).
 * GRM: P(c) = P*_c − P*_{c+1} with P*_0 = 1, P*_K = 0, P*_j = σ(aθ + d_j) (Samejima 1969).
 * Upper-tail differences are taken between complements σ(−η) so that probabilities near 1 keep
 * their precision (log-likelihoods at extreme θ stay finite and accurate).
 */
export function categoryProbability(item: IrtItem, theta: number, category: number): number {
  const a = item.a;
  const d = item.d;
  if (item.categories === 2) {
    const eta = a * theta + d[0];
    return category === 1 ? item.c + (1 - item.c) * logistic(eta) : (1 - item.c) * logistic(-eta);
  }
  const last = item.categories - 1;
  if (category === 0) return logistic(-(a * theta + d[0]));
  if (category === last) return logistic(a * theta + d[last - 1]);
  const etaLow = a * theta + d[category - 1];
  const etaHigh = a * theta + d[category];
  if (etaHigh > 0) return logistic(-etaHigh) - logistic(-etaLow);
  return logistic(etaLow) - logistic(etaHigh);
}

/** All category probabilities P(X = c | θ), c = 0..K−1, written into `out` (see {@link categoryProbability}). */
export function categoryProbabilities(item: IrtItem, theta: number, out: Float64Array): Float64Array {
  for (let c = 0; c < item.categories; c++) out[c] = categoryProbability(item, theta, c);
  return out;
}

/**
 * Category probabilities and their first two derivatives in θ, written into p, dp, d2p.
 * For a logistic curve s = σ(aθ + d): s′ = a·s(1 − s), s″ = a²·s(1 − s)(1 − 2s). The needed
 * derivatives of category probabilities are differences of these (Baker & Kim 2004, ch. 8).
 */
export function categoryDerivatives(
  item: IrtItem,
  theta: number,
  p: Float64Array,
  dp: Float64Array,
  d2p: Float64Array,
): void {
  const k = item.categories;
  const a = item.a;
  if (k === 2) {
    const eta = a * theta + item.d[0];
    const s = logistic(eta);
    const complement = logistic(-eta);
    const scale = 1 - item.c;
    const first = scale * a * s * complement;
    const second = first * a * (complement - s);
    p[0] = scale * complement;
    p[1] = item.c + scale * s;
    dp[0] = -first;
    dp[1] = first;
    d2p[0] = -second;
    d2p[1] = second;
    return;
  }
  let upperFirst = 0;
  let upperSecond = 0;
  for (let j = 1; j < k; j++) {
    const eta = a * theta + item.d[j - 1];
    const s = logistic(eta);
    const complement = logistic(-eta);
    const first = a * s * complement;
    const second = first * a * (complement - s);
    dp[j - 1] = upperFirst - first;
    d2p[j - 1] = upperSecond - second;
    upperFirst = first;
    upperSecond = second;
  }
  dp[k - 1] = upperFirst;
  d2p[k - 1] = upperSecond;
  for (let c = 0; c < k; c++) p[c] = categoryProbability(item, theta, c);
}

/** Largest category count in a set of items (sizes scratch buffers). */
export function maxCategories(items: readonly IrtItem[]): number {
  let max = 2;
  for (const item of items) if (item.categories > max) max = item.categories;
  return max;
}

/**
 * Fisher information of one item at θ: I(θ) = Σ_c P′_c(θ)² / P_c(θ)
 * (for the 2PL this reduces to a²·P·(1 − P)).
 */
export function itemInformation(item: IrtItem, theta: number): number {
  const k = item.categories;
  if (k === 2) {
    // Dichotomous closed form (Birnbaum): I = P′² / (P·Q), P′ = (1 − c)·a·s(1 − s)
    const eta = item.a * theta + item.d[0];
    const s = logistic(eta);
    const complement = logistic(-eta);
    const slope = (1 - item.c) * item.a * s * complement;
    const p = item.c + (1 - item.c) * s;
    const q = (1 - item.c) * complement;
    return p > 0 && q > 0 ? (slope * slope) / (p * q) : 0;
  }
  if (scratch.p.length < k) {
    scratch.p = new Float64Array(k);
    scratch.dp = new Float64Array(k);
    scratch.d2p = new Float64Array(k);
  }
  const { p, dp, d2p } = scratch;
  categoryDerivatives(item, theta, p, dp, d2p);
  let info = 0;
  for (let c = 0; c < k; c++) if (p[c] > 0) info += (dp[c] * dp[c]) / p[c];
  return info;
}

/** Reused buffers for polytomous information (the engine is single-threaded). */
const scratch = { p: new Float64Array(8), dp: new Float64Array(8), d2p: new Float64Array(8) };

/** Test information I(θ) = Σ_i I_i(θ) over the given items. */
export function testInformation(items: readonly IrtItem[], theta: number): number {
  let total = 0;
  for (const item of items) total += itemInformation(item, theta);
  return total;
}
