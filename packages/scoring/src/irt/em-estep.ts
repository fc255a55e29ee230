/** The EM algorithm's E-step: posterior weights of every response pattern on the quadrature grid. */
import type { PatternTable } from './em-patterns';
import { logistic } from './models';

/** Category probability from (a, d…) parameters and guessing g (3PL), stable in both tails. */
export function probability(params: Float64Array, k: number, theta: number, c: number, g = 0): number {
  const a = params[0];
  if (g > 0) {
    const correct = g + (1 - g) * logistic(a * theta + params[1]);
    return c === 1 ? correct : (1 - g) * logistic(-(a * theta + params[1]));
  }
  if (c === 0) return logistic(-(a * theta + params[1]));
  if (c === k - 1) return logistic(a * theta + params[k - 1]);
  const etaLow = a * theta + params[c];
  const etaHigh = a * theta + params[c + 1];
  return etaHigh > 0 ? logistic(-etaHigh) - logistic(-etaLow) : logistic(etaLow) - logistic(etaHigh);
}

/** E-step work space, reused across EM cycles. */
export interface EStepBuffers {
  /** r_ick, item-major: [item][category][node]. */
  expected: Float64Array;
  /** log P_ic(θ_k), same layout. */
  logProbabilities: Float64Array;
  /** log w_k + Σ_i log P_i,ref(θ_k): the log posterior of a pattern without features, unnormalised. */
  base: Float64Array;
  /** Per feature and node, what it adds to the log posterior: [feature][node]. */
  delta: Float64Array;
  /**
   * Features whose `delta` is linear in θ, ±(aθ + d) (the other category of an item without
   * guessing and with two categories): 1, with its slope and intercept; their rows are summed as
   * one line per pattern instead of node by node.
   */
  linear: Uint8Array;
  slope: Float64Array;
  intercept: Float64Array;
  nodes: Float64Array;
  /** Per feature and node, the posterior mass of the patterns that have it: [feature][node]. */
  featureMass: Float64Array;
  /** Posterior mass per node over all patterns (the expected number of persons at θ_k). */
  nodeMass: Float64Array;
  posterior: Float64Array;
  /** First and last node a pattern's posterior is computed on (see {@link patternPosterior}). */
  range: Int32Array;
}

export function createEStepBuffers(table: PatternTable, nodes: Float64Array): EStepBuffers {
  const features = table.featureItem.length;
  const q = nodes.length;
  return {
    expected: new Float64Array(table.nItems * table.maxK * q),
    logProbabilities: new Float64Array(table.nItems * table.maxK * q),
    base: new Float64Array(q),
    delta: new Float64Array(features * q),
    linear: new Uint8Array(features),
    slope: new Float64Array(features),
    intercept: new Float64Array(features),
    nodes,
    featureMass: new Float64Array(features * q),
    nodeMass: new Float64Array(q),
    posterior: new Float64Array(q),
    range: new Int32Array(2),
  };
}

/**
 * Nodes whose log posterior lies this far below a pattern's peak (weight below e^−46 ≈ 1e−20 of
 * it, so below 1e−18 of the pattern's total over all nodes: under the rounding of a double) are
 * left out of the pattern's posterior.
 */
const NEGLIGIBLE_LOG_POSTERIOR = 46;

/**
 * Posterior of pattern p over the nodes, scaled to sum to `mass`, written into `posterior` on the
 * nodes range[0] … range[1] (outside it the weights are negligible and the buffer is stale).
 * Returns log Σ_k w_k L(x_p | θ_k) from the `base` and `delta` tables of the last {@link eStep}.
 */
export function patternPosterior(
  table: PatternTable,
  p: number,
  work: EStepBuffers,
  q: number,
  mass: number,
): number {
  const { base, delta, linear, slope, intercept, nodes, posterior, range } = work;
  const { featureStart, featureList } = table;
  posterior.set(base);
  let lineSlope = 0;
  let lineIntercept = 0;
  for (let j = featureStart[p]; j < featureStart[p + 1]; j++) {
    const f = featureList[j];
    if (linear[f] === 1) {
      lineSlope += slope[f];
      lineIntercept += intercept[f];
      continue;
    }
    const offset = f * q;
    for (let k = 0; k < q; k++) posterior[k] += delta[offset + k];
  }
  if (lineSlope !== 0 || lineIntercept !== 0) {
    for (let k = 0; k < q; k++) posterior[k] += lineSlope * nodes[k] + lineIntercept;
  }
  let max = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < q; k++) if (posterior[k] > max) max = posterior[k];
  const floor = max - NEGLIGIBLE_LOG_POSTERIOR;
  let lo = 0;
  while (lo < q - 1 && posterior[lo] < floor) lo++;
  let hi = q - 1;
  while (hi > lo && posterior[hi] < floor) hi--;
  let total = 0;
  for (let k = lo; k <= hi; k++) {
    const value = Math.exp(posterior[k] - max);
    posterior[k] = value;
    total += value;
  }
  const scale = mass / total;
  for (let k = lo; k <= hi; k++) posterior[k] *= scale;
  range[0] = lo;
  range[1] = hi;
  return Math.log(total) + max;
}

/**
 * E-step: fills `expected` with r_ick and returns the marginal log-likelihood at the current
 * parameters. A pattern's log posterior is `base` plus the `delta` rows of its features; the
 * posterior mass is accumulated per feature, and the reference category's count at a node is what
 * remains of the node's mass: n_k − (mass of patterns leaving item i out) − Σ_{c ≠ ref} r_ick.
 */
export function eStep(
  table: PatternTable,
  params: Float64Array[],
  guessing: Float64Array,
  nodes: Float64Array,
  weights: Float64Array,
  work: EStepBuffers,
): number {
  const { nItems, categories, frequencies, maxK, reference, featureItem, featureCategory } = table;
  const { featureStart, featureList } = table;
  const { logProbabilities, expected, base, delta, linear, slope, intercept } = work;
  const { featureMass, nodeMass, posterior, range } = work;
  const q = nodes.length;
  for (let i = 0; i < nItems; i++) {
    for (let c = 0; c < categories[i]; c++) {
      const row = (i * maxK + c) * q;
      // Floored so that differences of log probabilities stay finite far in the tails.
      for (let k = 0; k < q; k++)
        logProbabilities[row + k] = Math.log(
          Math.max(probability(params[i], categories[i], nodes[k], c, guessing[i]), 1e-300),
        );
    }
  }
  for (let k = 0; k < q; k++) base[k] = Math.log(weights[k]);
  for (let i = 0; i < nItems; i++) {
    const row = (i * maxK + reference[i]) * q;
    for (let k = 0; k < q; k++) base[k] += logProbabilities[row + k];
  }
  for (let f = 0; f < featureItem.length; f++) {
    const i = featureItem[f];
    const c = featureCategory[f];
    const referenceRow = (i * maxK + reference[i]) * q;
    const row = (i * maxK + c) * q;
    const offset = f * q;
    for (let k = 0; k < q; k++)
      delta[offset + k] = (c >= 0 ? logProbabilities[row + k] : 0) - logProbabilities[referenceRow + k];
    // log σ(η) − log σ(−η) = η: answering 1 instead of 0 adds aθ + d, answering 0 instead of 1 subtracts it.
    linear[f] = c >= 0 && categories[i] === 2 && guessing[i] === 0 ? 1 : 0;
    const sign = c === 1 ? 1 : -1;
    slope[f] = sign * params[i][0];
    intercept[f] = sign * params[i][1];
  }
  featureMass.fill(0);
  nodeMass.fill(0);
  let logLikelihood = 0;
  for (let p = 0; p < frequencies.length; p++) {
    const frequency = frequencies[p];
    logLikelihood += frequency * patternPosterior(table, p, work, q, frequency);
    const lo = range[0];
    const hi = range[1];
    for (let k = lo; k <= hi; k++) nodeMass[k] += posterior[k];
    for (let j = featureStart[p]; j < featureStart[p + 1]; j++) {
      const offset = featureList[j] * q;
      for (let k = lo; k <= hi; k++) featureMass[offset + k] += posterior[k];
    }
  }
  expected.fill(0);
  for (let i = 0; i < nItems; i++) expected.set(nodeMass, (i * maxK + reference[i]) * q);
  for (let f = 0; f < featureItem.length; f++) {
    const i = featureItem[f];
    const c = featureCategory[f];
    const referenceRow = (i * maxK + reference[i]) * q;
    const offset = f * q;
    for (let k = 0; k < q; k++) {
      if (c >= 0) expected[(i * maxK + c) * q + k] = featureMass[offset + k];
      expected[referenceRow + k] -= featureMass[offset + k];
    }
  }
  // The subtraction can leave a rounding residue below zero where the true count is ~0.
  for (let i = 0; i < nItems; i++) {
    const referenceRow = (i * maxK + reference[i]) * q;
    for (let k = 0; k < q; k++) if (expected[referenceRow + k] < 0) expected[referenceRow + k] = 0;
  }
  return logLikelihood;
}
