/**
 * Person scoring under IRT: EAP, MAP, ML and WLE estimates of θ, and summed-score EAP tables.
 *
 * A response pattern is an array aligned with the items: the category index (0..K−1, i.e. 0/1 for
 * dichotomous items) or null/undefined for an item that was not answered (it is then left out of the
 * likelihood, which is correct for items not administered or skipped at random).
 */
import { ScoringError } from '../errors';
import { categoryProbability, type IrtItem, maxCategories } from './models';
import { createQuadrature, type Quadrature, type QuadratureSpec } from './quadrature';
import { type Answered, extremePattern, maximise, PatternEvaluator } from './theta-search';

export { brentRoot } from './theta-search';

/** One answer in an IRT response pattern: a category index or null when not answered. */
export type ItemResponse = number | null | undefined;

/** An estimate of θ with its standard error. */
export interface ThetaEstimate {
  method: 'EAP' | 'MAP' | 'ML' | 'WLE';
  /**
   * The estimate. For ML it is −Infinity / +Infinity when every answered item is in its lowest /
   * highest category (the likelihood then increases without bound); `bound` says so explicitly.
   */
  theta: number;
  /**
   * EAP: posterior SD. MAP: 1/√(I(θ) + 1/σ²). ML and WLE: 1/√I(θ). Infinity when θ is infinite.
   */
  se: number;
  /** 'lower' / 'upper' when the ML estimate is −∞ / +∞, otherwise null. */
  bound: 'lower' | 'upper' | null;
  /** Number of answered items used. */
  answered: number;
}

/** An EAP estimate also records the grid it was integrated on. */
export interface EapEstimate extends ThetaEstimate {
  method: 'EAP';
  quadrature: Required<QuadratureSpec>;
}

function checkLength(items: readonly IrtItem[], responses: ArrayLike<ItemResponse>): void {
  if (responses.length !== items.length) {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      `response pattern has ${responses.length} entries but there are ${items.length} items`,
    );
  }
}

/** The category of an answered item, validated; null when the item was not answered. */
function categoryOf(item: IrtItem, x: ItemResponse, position: number): number | null {
  if (x === null || x === undefined || Number.isNaN(x)) return null;
  if (!Number.isInteger(x) || x < 0 || x >= item.categories) {
    throw new ScoringError(
      'ANSWER_OUT_OF_RANGE',
      `response ${x} to ${item.id ?? `item #${position}`} is not a category 0..${item.categories - 1}`,
      { item: item.id ?? position, answer: x },
    );
  }
  return x;
}

function collectAnswered(items: readonly IrtItem[], responses: ArrayLike<ItemResponse>): Answered {
  checkLength(items, responses);
  const answered: Answered = { items: [], categories: [] };
  for (let i = 0; i < items.length; i++) {
    const category = categoryOf(items[i], responses[i], i);
    if (category === null) continue;
    answered.items.push(items[i]);
    answered.categories.push(category);
  }
  return answered;
}

/**
 * Expected a posteriori estimate (Bock & Mislevy 1982):
 * θ̂ = Σ_k θ_k L(x|θ_k) w_k / Σ_k L(x|θ_k) w_k, posterior SD = √(Σ_k (θ_k − θ̂)² L w_k / Σ_k L w_k),
 * on the quadrature grid (default 61 points on [−6, 6], N(0, 1) prior weights). The likelihood is a
 * running product rescaled every few items (so long tests cannot underflow), with a log-space fallback.
 */
export function eapScore(
  items: readonly IrtItem[],
  responses: ArrayLike<ItemResponse>,
  quadratureSpec: QuadratureSpec = {},
): EapEstimate {
  const { items: answeredItems, categories } = collectAnswered(items, responses);
  const quadrature = createQuadrature(quadratureSpec);
  const { nodes } = quadrature;
  const q = nodes.length;
  const posterior = new Float64Array(quadrature.weights);
  let ok = true;
  for (let i = 0; i < answeredItems.length && ok; i++) {
    const item = answeredItems[i];
    const c = categories[i];
    for (let k = 0; k < q; k++) posterior[k] *= categoryProbability(item, nodes[k], c);
    if ((i & 7) === 7) ok = rescale(posterior);
  }
  if (!ok || !rescale(posterior)) {
    // extreme parameters underflowed the product: redo in logs
    for (let k = 0; k < q; k++) posterior[k] = Math.log(quadrature.weights[k]);
    for (let i = 0; i < answeredItems.length; i++) {
      for (let k = 0; k < q; k++)
        posterior[k] += Math.log(categoryProbability(answeredItems[i], nodes[k], categories[i]));
    }
    let max = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < q; k++) if (posterior[k] > max) max = posterior[k];
    for (let k = 0; k < q; k++) posterior[k] = Math.exp(posterior[k] - max);
  }
  return posteriorMoments(posterior, quadrature, answeredItems.length);
}

/** Divides by the largest value; false when everything underflowed. */
function rescale(values: Float64Array): boolean {
  let max = 0;
  for (let k = 0; k < values.length; k++) if (values[k] > max) max = values[k];
  if (!(max > 0 && Number.isFinite(max))) return false;
  const inverse = 1 / max;
  for (let k = 0; k < values.length; k++) values[k] *= inverse;
  return true;
}

function posteriorMoments(posterior: Float64Array, quadrature: Quadrature, answered: number): EapEstimate {
  const { nodes } = quadrature;
  let total = 0;
  let first = 0;
  for (let k = 0; k < nodes.length; k++) {
    total += posterior[k];
    first += posterior[k] * nodes[k];
  }
  const theta = first / total;
  let second = 0;
  for (let k = 0; k < nodes.length; k++) second += posterior[k] * (nodes[k] - theta) ** 2;
  return {
    method: 'EAP',
    theta,
    se: Math.sqrt(second / total),
    bound: null,
    answered,
    quadrature: quadrature.spec,
  };
}

/**
 * Category probabilities of a fixed set of items at every node of a grid, computed once so that many
 * people can be EAP-scored with multiplications only (see {@link eapFromTable}).
 */
export interface EapTable {
  readonly items: readonly IrtItem[];
  readonly quadrature: Quadrature;
  /** Per item: P(c | θ_k) at index c·Q + k. */
  readonly probabilities: readonly Float64Array[];
}

/** Precomputes an {@link EapTable} for repeated EAP scoring of the same items on the same grid. */
export function createEapTable(items: readonly IrtItem[], quadratureSpec: QuadratureSpec = {}): EapTable {
  const quadrature = createQuadrature(quadratureSpec);
  const q = quadrature.nodes.length;
  const probabilities = items.map((item) => {
    const table = new Float64Array(item.categories * q);
    for (let c = 0; c < item.categories; c++) {
      for (let k = 0; k < q; k++) table[c * q + k] = categoryProbability(item, quadrature.nodes[k], c);
    }
    return table;
  });
  return { items, quadrature, probabilities };
}

/** EAP estimate from a precomputed table; identical to {@link eapScore} on the same items and grid. */
export function eapFromTable(table: EapTable, responses: ArrayLike<ItemResponse>): EapEstimate {
  checkLength(table.items, responses);
  const q = table.quadrature.nodes.length;
  const posterior = new Float64Array(table.quadrature.weights);
  let answered = 0;
  for (let i = 0; i < table.items.length; i++) {
    const category = categoryOf(table.items[i], responses[i], i);
    if (category === null) continue;
    const probabilities = table.probabilities[i];
    const offset = category * q;
    for (let k = 0; k < q; k++) posterior[k] *= probabilities[offset + k];
    if ((++answered & 7) === 0 && !rescale(posterior))
      return eapScore(table.items, responses, table.quadrature.spec);
  }
  if (!rescale(posterior)) return eapScore(table.items, responses, table.quadrature.spec);
  return posteriorMoments(posterior, table.quadrature, answered);
}

/** Normal prior for MAP estimation. */
export interface NormalPrior {
  mean?: number;
  sd?: number;
}

/**
 * Maximum a posteriori estimate with a normal prior N(μ, σ²): the θ maximising
 * log L(x|θ) − (θ − μ)²/(2σ²), found as a root of the score function
 * Σ_i P′_{i,x}/P_{i,x} − (θ − μ)/σ² (Brent's method in a bracket found on a grid, so multimodal
 * 3PL posteriors pick the highest mode). SE = 1/√(I(θ) + 1/σ²).
 */
export function mapScore(
  items: readonly IrtItem[],
  responses: ArrayLike<ItemResponse>,
  prior: NormalPrior = {},
): ThetaEstimate {
  const mean = prior.mean ?? 0;
  const sd = prior.sd ?? 1;
  if (!(Number.isFinite(mean) && Number.isFinite(sd) && sd > 0)) {
    throw new ScoringError('INVALID_ARGUMENT', 'MAP prior needs a finite mean and sd > 0');
  }
  const answered = collectAnswered(items, responses);
  const evaluator = new PatternEvaluator(answered);
  const precision = 1 / (sd * sd);
  const { theta } = maximise(
    (t) => evaluator.evaluate(t).score - (t - mean) * precision,
    (t) => evaluator.evaluate(t).logLikelihood - 0.5 * (t - mean) ** 2 * precision,
  );
  if (!Number.isFinite(theta)) {
    throw new ScoringError('NOT_CONVERGED', 'MAP estimate did not converge to a finite value');
  }
  const information = evaluator.evaluate(theta).information;
  return {
    method: 'MAP',
    theta,
    se: 1 / Math.sqrt(information + precision),
    bound: null,
    answered: answered.items.length,
  };
}

/** A likelihood-based estimate inside the θ range: SE = 1/√I(θ) from the pattern's information at θ. */
function interiorEstimate(
  method: 'ML' | 'WLE',
  evaluator: PatternEvaluator,
  theta: number,
  answered: number,
): ThetaEstimate {
  return { method, theta, se: 1 / Math.sqrt(evaluator.evaluate(theta).information), bound: null, answered };
}

/**
 * Maximum likelihood estimate: the root of Σ_i P′_{i,x}(θ)/P_{i,x}(θ) = 0 with SE = 1/√I(θ)
 * (Lord 1980). When every answered item is in its lowest (highest) category the likelihood is
 * monotone and the estimate is reported as θ = −∞ (+∞), se = ∞, bound = 'lower' ('upper') instead of
 * an arbitrary large number.
 * @throws ScoringError `INSUFFICIENT_DATA` when no item was answered.
 */
export function mlScore(items: readonly IrtItem[], responses: ArrayLike<ItemResponse>): ThetaEstimate {
  const answered = collectAnswered(items, responses);
  const n = answered.items.length;
  if (n === 0) throw new ScoringError('INSUFFICIENT_DATA', 'ML estimation needs at least one answered item');
  const extreme = extremePattern(answered);
  if (extreme === 'lower')
    return { method: 'ML', theta: Number.NEGATIVE_INFINITY, se: Infinity, bound: 'lower', answered: n };
  if (extreme === 'upper')
    return { method: 'ML', theta: Number.POSITIVE_INFINITY, se: Infinity, bound: 'upper', answered: n };
  const evaluator = new PatternEvaluator(answered);
  const { theta, bound } = maximise(
    (t) => evaluator.evaluate(t).score,
    (t) => evaluator.evaluate(t).logLikelihood,
  );
  if (bound !== null) return { method: 'ML', theta, se: Infinity, bound, answered: n };
  return interiorEstimate('ML', evaluator, theta, n);
}

/**
 * Warm's weighted likelihood estimate (Warm 1989, Psychometrika 54:427–450): the root of
 * Σ_i P′_{i,x}/P_{i,x} + J(θ)/(2 I(θ)) = 0 with J(θ) = Σ_i Σ_c P′_ic P″_ic / P_ic and
 * I(θ) = Σ_i Σ_c P′_ic² / P_ic. Finite also for all-lowest/all-highest patterns. SE = 1/√I(θ).
 * @throws ScoringError `INSUFFICIENT_DATA` when no item was answered.
 */
export function wleScore(items: readonly IrtItem[], responses: ArrayLike<ItemResponse>): ThetaEstimate {
  const answered = collectAnswered(items, responses);
  const n = answered.items.length;
  if (n === 0) throw new ScoringError('INSUFFICIENT_DATA', 'WLE estimation needs at least one answered item');
  const evaluator = new PatternEvaluator(answered);
  const { theta } = maximise(
    (t) => {
      const e = evaluator.evaluate(t);
      return e.score + e.curvatureTerm / (2 * e.information);
    },
    (t) => {
      const e = evaluator.evaluate(t);
      return e.logLikelihood + 0.5 * Math.log(e.information);
    },
  );
  if (!Number.isFinite(theta))
    throw new ScoringError('NOT_CONVERGED', 'WLE did not converge to a finite value');
  return interiorEstimate('WLE', evaluator, theta, n);
}

/** Log-likelihood log L(x|θ) = Σ_i log P_{i,x_i}(θ) of a response pattern. */
export function logLikelihood(
  items: readonly IrtItem[],
  responses: ArrayLike<ItemResponse>,
  theta: number,
): number {
  const answered = collectAnswered(items, responses);
  return new PatternEvaluator(answered).evaluate(theta).logLikelihood;
}

/** One row of a summed-score EAP table. */
export interface SummedScoreRow {
  /** Summed score (sum of category indices). */
  score: number;
  /** EAP θ given this summed score. */
  theta: number;
  /** Posterior SD of θ given this summed score. */
  sd: number;
  /** Model-implied probability of the summed score in the population (the prior). */
  probability: number;
}

/**
 * Summed-score EAP table (Thissen, Pommerich, Billeaud & Williams 1995): the likelihood of each
 * summed score at every node by the Lord–Wingersky (1984) recursion
 * L_{i}(s|θ) = Σ_c L_{i−1}(s − c|θ) P_ic(θ), then θ̂_s = Σ_k θ_k L(s|θ_k) w_k / Σ_k L(s|θ_k) w_k.
 */
export function summedScoreEapTable(
  items: readonly IrtItem[],
  quadratureSpec: QuadratureSpec = {},
): SummedScoreRow[] {
  const { nodes, weights } = createQuadrature(quadratureSpec);
  const q = nodes.length;
  const maxScore = items.reduce((sum, item) => sum + item.categories - 1, 0);
  // likelihood[s * q + k] = P(summed score s | θ_k)
  let likelihood = new Float64Array((maxScore + 1) * q);
  let next = new Float64Array((maxScore + 1) * q);
  for (let k = 0; k < q; k++) likelihood[k] = 1;
  let currentMax = 0;
  const probabilities = new Float64Array(maxCategories(items) * q);
  for (const item of items) {
    for (let c = 0; c < item.categories; c++) {
      for (let k = 0; k < q; k++) probabilities[c * q + k] = categoryProbability(item, nodes[k], c);
    }
    next.fill(0, 0, (currentMax + item.categories) * q);
    for (let s = 0; s <= currentMax; s++) {
      for (let c = 0; c < item.categories; c++) {
        const target = (s + c) * q;
        const source = s * q;
        for (let k = 0; k < q; k++) next[target + k] += likelihood[source + k] * probabilities[c * q + k];
      }
    }
    currentMax += item.categories - 1;
    [likelihood, next] = [next, likelihood];
  }
  const rows: SummedScoreRow[] = [];
  for (let s = 0; s <= maxScore; s++) {
    let total = 0;
    let first = 0;
    for (let k = 0; k < q; k++) {
      const mass = likelihood[s * q + k] * weights[k];
      total += mass;
      first += mass * nodes[k];
    }
    const theta = first / total;
    let second = 0;
    for (let k = 0; k < q; k++) second += likelihood[s * q + k] * weights[k] * (nodes[k] - theta) ** 2;
    rows.push({ score: s, theta, sd: Math.sqrt(second / total), probability: total });
  }
  return rows;
}
