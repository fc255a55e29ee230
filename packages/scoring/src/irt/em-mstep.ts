/** The EM algorithm's M-steps: per item (Fisher scoring; 3PL by Newton), the Rasch common slope, priors. */
import { ScoringError } from '../errors';
import { cholesky, choleskySolve, type Matrix } from '../linalg';
import { probability } from './em-estep';
import { logistic } from './models';

export interface MStepContext {
  nodes: Float64Array;
  bounds: { min: number; max: number } | null;
  prior: { meanLog: number; sdLog: number } | null;
  guessingPrior: { alpha: number; beta: number } | null;
}

/** log p(c) for c ~ Beta(α, β) (constant dropped). */
export function logGuessingPrior(c: number, prior: { alpha: number; beta: number }): number {
  return (prior.alpha - 1) * Math.log(c) + (prior.beta - 1) * Math.log(1 - c);
}

/** log p(a) for log a ~ N(μ, σ²): −log a − (log a − μ)²/(2σ²) (constant dropped). */
export function logSlopePrior(a: number, prior: { meanLog: number; sdLog: number }): number {
  const z = (Math.log(a) - prior.meanLog) / prior.sdLog;
  return -Math.log(a) - 0.5 * z * z;
}

function itemObjective(
  params: Float64Array,
  counts: Float64Array,
  k: number,
  ctx: MStepContext,
  g = 0,
): number {
  const { nodes } = ctx;
  const q = nodes.length;
  let value = 0;
  for (let c = 0; c < k; c++) {
    for (let n = 0; n < q; n++) {
      const r = counts[c * q + n];
      if (r > 0) value += r * Math.log(Math.max(probability(params, k, nodes[n], c, g), 1e-300));
    }
  }
  if (ctx.prior) value += logSlopePrior(params[0], ctx.prior);
  if (ctx.guessingPrior && g > 0) value += logGuessingPrior(g, ctx.guessingPrior);
  return value;
}

function validParams(params: Float64Array, k: number, bounds: MStepContext['bounds']): boolean {
  const a = params[0];
  if (!(a > 0 && Number.isFinite(a))) return false;
  if (bounds && (a < bounds.min - 1e-12 || a > bounds.max + 1e-12)) return false;
  for (let j = 1; j < k; j++) {
    if (!Number.isFinite(params[j])) return false;
    if (j > 1 && !(params[j] < params[j - 1])) return false;
  }
  return true;
}

/**
 * M-step for one item: Fisher scoring on (a, d_1..d_{K−1}) of Σ_k Σ_c r_ck log P_c(θ_k).
 * Gradient Σ_k Σ_c r_ck g_c / P_c and expected information Σ_k n_k Σ_c g_c g_cᵀ / P_c, where g_c is
 * the gradient of P_c: ∂P_c/∂a = θ(ψ_c − ψ_{c+1}), ∂P_c/∂d_c = ψ_c, ∂P_c/∂d_{c+1} = −ψ_{c+1},
 * ψ_j = P*_j(1 − P*_j) (ψ_0 = ψ_K = 0).
 */
export function mStep(params: Float64Array, counts: Float64Array, k: number, ctx: MStepContext): void {
  const { nodes, bounds, prior } = ctx;
  const q = nodes.length;
  const psi = new Float64Array(k + 1);
  const gradient = new Float64Array(k);
  const g = new Float64Array(k);
  const information: Matrix = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  let objective = itemObjective(params, counts, k, ctx);
  for (let iteration = 0; iteration < 25; iteration++) {
    gradient.fill(0);
    for (const row of information) row.fill(0);
    const a = params[0];
    for (let n = 0; n < q; n++) {
      const theta = nodes[n];
      let total = 0;
      for (let c = 0; c < k; c++) total += counts[c * q + n];
      if (total <= 0) continue;
      for (let j = 1; j < k; j++) {
        const eta = a * theta + params[j];
        psi[j] = logistic(eta) * logistic(-eta);
      }
      psi[0] = 0;
      psi[k] = 0;
      for (let c = 0; c < k; c++) {
        const p = Math.max(probability(params, k, theta, c), 1e-300);
        g.fill(0);
        g[0] = theta * (psi[c] - psi[c + 1]);
        if (c >= 1) g[c] = psi[c];
        if (c + 1 <= k - 1) g[c + 1] = -psi[c + 1];
        const r = counts[c * q + n];
        for (let u = 0; u < k; u++) {
          if (g[u] === 0) continue;
          gradient[u] += (r * g[u]) / p;
          const scaled = (total * g[u]) / p;
          for (let v = 0; v < k; v++) information[u][v] += scaled * g[v];
        }
      }
    }
    if (prior) {
      const logA = Math.log(a);
      const s2 = prior.sdLog * prior.sdLog;
      gradient[0] += -1 / a - (logA - prior.meanLog) / (s2 * a);
      information[0][0] += 1 / (s2 * a * a);
    }
    // Projected step: hold a at its bound when the gradient pushes it outwards.
    const atBound =
      bounds !== null && ((a <= bounds.min && gradient[0] < 0) || (a >= bounds.max && gradient[0] > 0));
    const step = new Float64Array(k);
    if (atBound) {
      const reduced = information.slice(1).map((row) => row.slice(1));
      const solved = k > 1 ? dampedSolve(reduced, gradient.subarray(1)) : [];
      for (let j = 1; j < k; j++) step[j] = solved[j - 1];
    } else {
      const solved = dampedSolve(information, gradient);
      for (let j = 0; j < k; j++) step[j] = solved[j];
    }
    let factor = 1;
    const candidate = new Float64Array(k);
    let accepted = false;
    for (let halving = 0; halving < 30; halving++) {
      for (let j = 0; j < k; j++) candidate[j] = params[j] + factor * step[j];
      if (bounds) candidate[0] = Math.min(Math.max(candidate[0], bounds.min), bounds.max);
      if (validParams(candidate, k, bounds)) {
        const value = itemObjective(candidate, counts, k, ctx);
        if (value >= objective - 1e-12 * Math.abs(objective)) {
          objective = value;
          accepted = true;
          break;
        }
      }
      factor /= 2;
    }
    if (!accepted) return;
    let change = 0;
    for (let j = 0; j < k; j++) change = Math.max(change, Math.abs(candidate[j] - params[j]));
    params.set(candidate);
    if (change < 1e-10) return;
  }
}

/**
 * Solves A·x = b for a symmetric positive semi-definite A, adding a growing ridge to the diagonal
 * when A is numerically singular (an item whose expected counts sit at one node, or a slope
 * racing towards its limit): a shorter step along the gradient instead of a failed calibration.
 */
function dampedSolve(a: Matrix, b: ArrayLike<number>): number[] {
  let scale = 0;
  for (let j = 0; j < a.length; j++) scale = Math.max(scale, Math.abs(a[j][j]));
  let ridge = 0;
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const damped = ridge === 0 ? a : a.map((row, u) => row.map((v, w) => v + (u === w ? ridge : 0)));
      return choleskySolve(cholesky(damped, 'item information'), b);
    } catch (error) {
      if (!(error instanceof ScoringError && error.code === 'SINGULAR_MATRIX')) throw error;
      ridge = ridge === 0 ? Math.max(scale, 1e-8) * 1e-8 : ridge * 100;
    }
  }
  return Array.from(b, () => 0);
}

/** Newton's step with numeric derivatives and step halving: the next value of x that raises f. */
function newtonAscent(
  f: (x: Float64Array) => number,
  x: Float64Array,
  valid: (x: Float64Array) => boolean,
): number {
  const n = x.length;
  let value = f(x);
  for (let iteration = 0; iteration < 25; iteration++) {
    const { gradient, hessian } = numericDerivatives(f, x, value);
    // Levenberg damping keeps the step an ascent where the Hessian is not negative definite.
    let damping = 0;
    let step: number[] | null = null;
    for (let attempt = 0; attempt < 12 && !step; attempt++) {
      const negated: Matrix = hessian.map((row, u) => row.map((v, w) => -v + (u === w ? damping : 0)));
      try {
        step = choleskySolve(cholesky(negated, 'M-step information'), gradient);
      } catch {
        damping = damping === 0 ? 1e-3 : damping * 10;
      }
    }
    if (!step) return value;
    let factor = 1;
    const candidate = new Float64Array(n);
    let accepted = false;
    for (let halving = 0; halving < 30; halving++) {
      for (let j = 0; j < n; j++) candidate[j] = x[j] + factor * step[j];
      if (valid(candidate)) {
        const next = f(candidate);
        if (next >= value - 1e-12 * Math.abs(value)) {
          value = next;
          accepted = true;
          break;
        }
      }
      factor /= 2;
    }
    if (!accepted) return value;
    let change = 0;
    for (let j = 0; j < n; j++) change = Math.max(change, Math.abs(candidate[j] - x[j]));
    x.set(candidate);
    if (change < 1e-10) return value;
  }
  return value;
}

/** Central-difference gradient and Hessian of f at x (f(x) given). */
function numericDerivatives(f: (x: Float64Array) => number, x: Float64Array, value: number) {
  const n = x.length;
  const h = (j: number) => 1e-4 * Math.max(1, Math.abs(x[j]));
  const at = (changes: Array<[number, number]>) => {
    const y = Float64Array.from(x);
    for (const [j, delta] of changes) y[j] += delta;
    return f(y);
  };
  const gradient = new Array<number>(n);
  const hessian: Matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let j = 0; j < n; j++) {
    const plus = at([[j, h(j)]]);
    const minus = at([[j, -h(j)]]);
    gradient[j] = (plus - minus) / (2 * h(j));
    hessian[j][j] = (plus - 2 * value + minus) / (h(j) * h(j));
    for (let u = 0; u < j; u++) {
      const mixed =
        (at([
          [j, h(j)],
          [u, h(u)],
        ]) -
          at([
            [j, h(j)],
            [u, -h(u)],
          ]) -
          at([
            [j, -h(j)],
            [u, h(u)],
          ]) +
          at([
            [j, -h(j)],
            [u, -h(u)],
          ])) /
        (4 * h(j) * h(u));
      hessian[j][u] = mixed;
      hessian[u][j] = mixed;
    }
  }
  return { gradient, hessian };
}

/** Rasch M-step for the common slope: maximises Σ_i Σ_k Σ_c r_ick log P_ic over a, intercepts fixed. */
export function commonSlopeStep(
  params: Float64Array[],
  itemCounts: (i: number) => Float64Array,
  ctx: MStepContext,
): number {
  const trial = params.map((p) => Float64Array.from(p));
  const f = (x: Float64Array) => {
    let value = 0;
    for (let i = 0; i < trial.length; i++) {
      trial[i][0] = x[0];
      value += itemObjective(trial[i], itemCounts(i), 2, ctx);
    }
    return value;
  };
  const x = Float64Array.of(params[0][0]);
  newtonAscent(f, x, (y) => y[0] > 1e-6 && y[0] < 100);
  return x[0];
}

/** 3PL M-step on (a, d, logit c): returns the new guessing parameter, updates (a, d) in place. */
export function mStepThreeParameter(
  params: Float64Array,
  guess: number,
  counts: Float64Array,
  ctx: MStepContext,
): number {
  const trial = new Float64Array(2);
  const f = (x: Float64Array) => {
    trial[0] = x[0];
    trial[1] = x[1];
    return itemObjective(trial, counts, 2, ctx, logistic(x[2]));
  };
  const x = Float64Array.of(params[0], params[1], Math.log(guess / (1 - guess)));
  const bounds = ctx.bounds;
  newtonAscent(
    f,
    x,
    (y) => y[0] > 0 && (!bounds || (y[0] >= bounds.min && y[0] <= bounds.max)) && Math.abs(y[2]) < 15,
  );
  params[0] = x[0];
  params[1] = x[1];
  return logistic(x[2]);
}
