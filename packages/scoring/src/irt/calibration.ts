/**
 * Item calibration by marginal maximum likelihood with the EM algorithm (Bock & Aitkin 1981),
 * for the 2PL and the graded response model, with optional slope bounds or a log-normal slope prior.
 */
import { ScoringError } from '../errors';
import { cholesky, choleskySolve, type Matrix } from '../linalg';
import { ENGINE_VERSION } from '../version';
import { logistic } from './models';
import { createQuadrature, type QuadratureSpec } from './quadrature';

/** A response matrix for calibration: rows are persons, columns items, entries category indices or null. */
export type ResponseMatrix = ReadonlyArray<ArrayLike<number | null | undefined>>;

/** Options of {@link calibrate}. */
export interface CalibrationOptions {
  /**
   * '2PL' requires every item to be dichotomous; 'GRM' accepts any number of categories (a
   * two-category GRM item is a 2PL item). Default: '2PL' if all items are dichotomous, else 'GRM'.
   */
  model?: '2PL' | 'GRM';
  /** Quadrature grid (default 61 points on [−6, 6], N(0, 1)). */
  quadrature?: QuadratureSpec;
  /** Maximum EM cycles (default 5000). */
  maxIterations?: number;
  /** Stop when no parameter moves by more than this between EM cycles (default 1e-6). */
  tolerance?: number;
  /** Keep slopes inside [min, max] (projected Fisher scoring in the M-step). */
  slopeBounds?: { min: number; max: number };
  /** Log-normal prior on slopes, log a ~ N(meanLog, sdLog²): the EM then maximises the posterior. */
  slopePrior?: { meanLog: number; sdLog: number };
  /** Item ids for the result (default "1", "2", …). */
  itemIds?: readonly string[];
  /** Throw `NOT_CONVERGED` instead of returning `converged: false`. */
  requireConvergence?: boolean;
}

/** Estimated parameters of one item, in slope/intercept and difficulty form. */
export interface CalibratedItem {
  id: string;
  /** '2PL' for two categories, 'GRM' otherwise. */
  model: '2PL' | 'GRM';
  a: number;
  /** Intercepts (P(X ≥ j) = σ(aθ + d_j)). */
  d: number[];
  /** Thresholds b_j = −d_j / a. */
  b: number[];
  categories: number;
}

/** Versioned result of a calibration. */
export interface CalibrationResult {
  engineVersion: string;
  method: 'MML-EM';
  model: '2PL' | 'GRM';
  items: CalibratedItem[];
  /** Marginal log-likelihood Σ_persons log Σ_k w_k L(x|θ_k) at the final estimates. */
  logLikelihood: number;
  /** Log-likelihood plus the log slope prior (equals logLikelihood without a prior). */
  logPosterior: number;
  iterations: number;
  converged: boolean;
  /** Persons with at least one response. */
  persons: number;
  /** Distinct response patterns (the E-step works on these, weighted by frequency). */
  patterns: number;
  quadrature: Required<QuadratureSpec>;
  tolerance: number;
  slopeBounds: { min: number; max: number } | null;
  slopePrior: { meanLog: number; sdLog: number } | null;
}

/**
 * Calibrates 2PL or graded-response items by marginal maximum likelihood, EM algorithm
 * (Bock & Aitkin 1981, Psychometrika 46:443–459):
 * - E-step: on the quadrature grid, posterior weights of each distinct response pattern give the
 *   expected counts r_ick (persons at node k answering item i in category c).
 * - M-step: for each item, Fisher scoring maximises Σ_k Σ_c r_ick log P_ic(θ_k) (+ log prior of a)
 *   over (a, d_1 … d_{K−1}), with step halving to keep thresholds ordered and the objective rising.
 * The latent distribution is fixed at the grid's N(mean, sd) (identification).
 * @throws ScoringError `INSUFFICIENT_DATA` when an item has an empty category (its thresholds would be
 * infinite) or no one answered it; `ANSWER_OUT_OF_RANGE` for non-integer or negative codes.
 */
export function calibrate(data: ResponseMatrix, options: CalibrationOptions = {}): CalibrationResult {
  const quadrature = createQuadrature(options.quadrature);
  const tolerance = options.tolerance ?? 1e-6;
  const maxIterations = options.maxIterations ?? 5000;
  const bounds = options.slopeBounds ?? null;
  const prior = options.slopePrior ?? null;
  if (bounds && !(bounds.min > 0 && bounds.max > bounds.min && Number.isFinite(bounds.max))) {
    throw new ScoringError('INVALID_ARGUMENT', 'slopeBounds must satisfy 0 < min < max < ∞');
  }
  if (prior && !(Number.isFinite(prior.meanLog) && prior.sdLog > 0)) {
    throw new ScoringError('INVALID_ARGUMENT', 'slopePrior needs a finite meanLog and sdLog > 0');
  }
  const table = tabulatePatterns(data);
  const { nItems, categories } = table;
  const model = options.model ?? (categories.every((k) => k === 2) ? '2PL' : 'GRM');
  if (model === '2PL') {
    const polytomous = categories.findIndex((k) => k !== 2);
    if (polytomous >= 0) {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `2PL needs 0/1 items; item #${polytomous + 1} has ${categories[polytomous]} categories (use GRM)`,
      );
    }
  }
  const ids = options.itemIds ?? Array.from({ length: nItems }, (_, i) => String(i + 1));
  if (ids.length !== nItems)
    throw new ScoringError('INVALID_ARGUMENT', `itemIds has ${ids.length} ids for ${nItems} items`);

  const params = startValues(table, bounds);
  const q = quadrature.nodes.length;
  const maxK = Math.max(...categories);
  const expected = new Float64Array(nItems * maxK * q);
  const logProbabilities = new Float64Array(nItems * maxK * q);
  const posterior = new Float64Array(q);
  const stepContext: MStepContext = { nodes: quadrature.nodes, bounds, prior };

  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    iterations++;
    eStep(table, params, quadrature.nodes, quadrature.weights, logProbabilities, expected, posterior);
    let largestChange = 0;
    for (let i = 0; i < nItems; i++) {
      const before = params[i].slice();
      mStep(params[i], expected.subarray(i * maxK * q, (i + 1) * maxK * q), categories[i], stepContext);
      for (let j = 0; j < before.length; j++)
        largestChange = Math.max(largestChange, Math.abs(params[i][j] - before[j]));
    }
    if (largestChange < tolerance) {
      converged = true;
      break;
    }
  }
  if (!converged && options.requireConvergence) {
    throw new ScoringError('NOT_CONVERGED', `EM did not converge in ${maxIterations} cycles`);
  }
  const logLikelihood = eStep(
    table,
    params,
    quadrature.nodes,
    quadrature.weights,
    logProbabilities,
    expected,
    posterior,
  );
  let logPrior = 0;
  if (prior) for (const p of params) logPrior += logSlopePrior(p[0], prior);
  return {
    engineVersion: ENGINE_VERSION,
    method: 'MML-EM',
    model,
    items: params.map((p, i) => {
      const a = p[0];
      const d = Array.from(p.subarray(1));
      return {
        id: ids[i],
        model: categories[i] === 2 ? '2PL' : 'GRM',
        a,
        d,
        b: d.map((dj) => -dj / a),
        categories: categories[i],
      };
    }),
    logLikelihood,
    logPosterior: logLikelihood + logPrior,
    iterations,
    converged,
    persons: table.persons,
    patterns: table.frequencies.length,
    quadrature: quadrature.spec,
    tolerance,
    slopeBounds: bounds,
    slopePrior: prior,
  };
}

interface PatternTable {
  nItems: number;
  /** Category count K_i per item (max observed code + 1). */
  categories: number[];
  /** Distinct patterns, row-major, −1 for missing. */
  codes: Int16Array;
  frequencies: number[];
  persons: number;
  /** Observed proportion in each category, per item (for start values). */
  proportions: number[][];
}

function tabulatePatterns(data: ResponseMatrix): PatternTable {
  if (data.length === 0) throw new ScoringError('INSUFFICIENT_DATA', 'calibration needs at least one person');
  const nItems = data[0].length;
  if (nItems === 0) throw new ScoringError('INSUFFICIENT_DATA', 'calibration needs at least one item');
  const index = new Map<string, number>();
  const patterns: number[][] = [];
  const frequencies: number[] = [];
  const counts: number[][] = Array.from({ length: nItems }, () => []);
  let persons = 0;
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (row.length !== nItems) {
      throw new ScoringError('INVALID_ARGUMENT', `row ${r} has ${row.length} entries, expected ${nItems}`);
    }
    const pattern = new Array<number>(nItems);
    let answered = 0;
    for (let i = 0; i < nItems; i++) {
      const x = row[i];
      if (x === null || x === undefined || Number.isNaN(x)) {
        pattern[i] = -1;
        continue;
      }
      if (!Number.isInteger(x) || x < 0 || x > 1000) {
        throw new ScoringError(
          'ANSWER_OUT_OF_RANGE',
          `row ${r}, item #${i + 1}: ${x} is not a category code 0, 1, 2, …`,
          {
            row: r,
            item: i,
          },
        );
      }
      pattern[i] = x;
      counts[i][x] = (counts[i][x] ?? 0) + 1;
      answered++;
    }
    if (answered === 0) continue;
    persons++;
    const key = pattern.join(',');
    const existing = index.get(key);
    if (existing === undefined) {
      index.set(key, patterns.length);
      patterns.push(pattern);
      frequencies.push(1);
    } else {
      frequencies[existing]++;
    }
  }
  if (persons === 0) throw new ScoringError('INSUFFICIENT_DATA', 'no person answered any item');
  const categories = counts.map((itemCounts, i) => {
    const k = itemCounts.length;
    if (k < 2)
      throw new ScoringError('INSUFFICIENT_DATA', `item #${i + 1} has fewer than two observed categories`, {
        item: i,
      });
    for (let c = 0; c < k; c++) {
      if (!itemCounts[c]) {
        throw new ScoringError(
          'INSUFFICIENT_DATA',
          `item #${i + 1}: category ${c} is never observed (recode categories)`,
          {
            item: i,
            category: c,
          },
        );
      }
    }
    return k;
  });
  const codes = new Int16Array(patterns.length * nItems);
  patterns.forEach((pattern, p) => {
    codes.set(pattern, p * nItems);
  });
  const proportions = counts.map((itemCounts) => {
    const total = itemCounts.reduce((s, v) => s + (v ?? 0), 0);
    return itemCounts.map((v) => (v ?? 0) / total);
  });
  return { nItems, categories, codes, frequencies, persons, proportions };
}

/** a = 1 and d_j = logit P(X ≥ j) scaled for the attenuation of a normal mixture (≈ 1.2 for a = 1). */
function startValues(table: PatternTable, bounds: { min: number; max: number } | null): Float64Array[] {
  return table.proportions.map((proportions) => {
    const k = proportions.length;
    const params = new Float64Array(k);
    params[0] = bounds ? Math.min(Math.max(1, bounds.min), bounds.max) : 1;
    let atLeast = 1;
    for (let j = 1; j < k; j++) {
      atLeast -= proportions[j - 1];
      const p = Math.min(Math.max(atLeast, 1e-4), 1 - 1e-4);
      params[j] = 1.2 * Math.log(p / (1 - p));
    }
    // strictly decreasing intercepts
    for (let j = 2; j < k; j++) if (params[j] >= params[j - 1]) params[j] = params[j - 1] - 0.1;
    return params;
  });
}

/** Category probability from (a, d…) parameters, stable in both tails. */
function probability(params: Float64Array, k: number, theta: number, c: number): number {
  const a = params[0];
  if (c === 0) return logistic(-(a * theta + params[1]));
  if (c === k - 1) return logistic(a * theta + params[k - 1]);
  const etaLow = a * theta + params[c];
  const etaHigh = a * theta + params[c + 1];
  return etaHigh > 0 ? logistic(-etaHigh) - logistic(-etaLow) : logistic(etaLow) - logistic(etaHigh);
}

/**
 * E-step: fills `expected` with r_ick and returns the marginal log-likelihood at the current
 * parameters.
 */
function eStep(
  table: PatternTable,
  params: Float64Array[],
  nodes: Float64Array,
  weights: Float64Array,
  logProbabilities: Float64Array,
  expected: Float64Array,
  posterior: Float64Array,
): number {
  const { nItems, categories, codes, frequencies } = table;
  const q = nodes.length;
  const maxK = logProbabilities.length / (nItems * q);
  for (let i = 0; i < nItems; i++) {
    for (let c = 0; c < categories[i]; c++) {
      const base = (i * maxK + c) * q;
      for (let k = 0; k < q; k++)
        logProbabilities[base + k] = Math.log(probability(params[i], categories[i], nodes[k], c));
    }
  }
  expected.fill(0);
  const logWeights = new Float64Array(q);
  for (let k = 0; k < q; k++) logWeights[k] = Math.log(weights[k]);
  let logLikelihood = 0;
  for (let p = 0; p < frequencies.length; p++) {
    posterior.set(logWeights);
    const offset = p * nItems;
    for (let i = 0; i < nItems; i++) {
      const c = codes[offset + i];
      if (c < 0) continue;
      const base = (i * maxK + c) * q;
      for (let k = 0; k < q; k++) posterior[k] += logProbabilities[base + k];
    }
    let max = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < q; k++) if (posterior[k] > max) max = posterior[k];
    let total = 0;
    for (let k = 0; k < q; k++) {
      posterior[k] = Math.exp(posterior[k] - max);
      total += posterior[k];
    }
    const frequency = frequencies[p];
    logLikelihood += frequency * (Math.log(total) + max);
    const scale = frequency / total;
    for (let k = 0; k < q; k++) posterior[k] *= scale;
    for (let i = 0; i < nItems; i++) {
      const c = codes[offset + i];
      if (c < 0) continue;
      const base = (i * maxK + c) * q;
      for (let k = 0; k < q; k++) expected[base + k] += posterior[k];
    }
  }
  return logLikelihood;
}

interface MStepContext {
  nodes: Float64Array;
  bounds: { min: number; max: number } | null;
  prior: { meanLog: number; sdLog: number } | null;
}

/** log p(a) for log a ~ N(μ, σ²): −log a − (log a − μ)²/(2σ²) (constant dropped). */
function logSlopePrior(a: number, prior: { meanLog: number; sdLog: number }): number {
  const z = (Math.log(a) - prior.meanLog) / prior.sdLog;
  return -Math.log(a) - 0.5 * z * z;
}

function itemObjective(params: Float64Array, counts: Float64Array, k: number, ctx: MStepContext): number {
  const { nodes } = ctx;
  const q = nodes.length;
  let value = 0;
  for (let c = 0; c < k; c++) {
    for (let n = 0; n < q; n++) {
      const r = counts[c * q + n];
      if (r > 0) value += r * Math.log(Math.max(probability(params, k, nodes[n], c), 1e-300));
    }
  }
  if (ctx.prior) value += logSlopePrior(params[0], ctx.prior);
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
function mStep(params: Float64Array, counts: Float64Array, k: number, ctx: MStepContext): void {
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
      const solved = k > 1 ? choleskySolve(cholesky(reduced, 'item information'), gradient.subarray(1)) : [];
      for (let j = 1; j < k; j++) step[j] = solved[j - 1];
    } else {
      const solved = choleskySolve(cholesky(information, 'item information'), gradient);
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
