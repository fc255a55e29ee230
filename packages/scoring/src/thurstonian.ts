/**
 * Thurstonian IRT scoring of forced-choice blocks (Brown & Maydeu-Olivares 2011, Educational and
 * Psychological Measurement 71:460–502), with given item parameters.
 *
 * A block of n statements is coded as n(n − 1)/2 binary comparisons y_ik (1 = statement i preferred
 * to k). A most/least answer fixes the comparisons involving the most or least statement; for n ≥ 4 the
 * comparisons among the middle statements stay unknown and are left out.
 */
import { ScoringError } from './errors';
import {
  assertCorrelationMatrix,
  cholesky,
  choleskySolve,
  identity,
  inverseSpd,
  type Matrix,
} from './linalg';
import { normalCdf, normalPdf } from './normal';

/** Parameters of a statement: the trait it measures, loading λ and uniqueness ψ². */
export interface ThurstonianStatement {
  trait: string;
  loading: number;
  uniqueness: number;
}

/** A forced-choice block with its pair thresholds γ in order (0,1), (0,2), …, (1,2), …. */
export interface ThurstonianBlock {
  id?: string;
  statements: ThurstonianStatement[];
  thresholds: number[];
}

/** A most/least answer as statement indices within the block. */
export interface MostLeast {
  most: number;
  least: number;
}

/** One observed binary comparison. */
export interface PairOutcome {
  /** Statement indices, i < k. */
  i: number;
  k: number;
  /** Index of the pair in threshold order. */
  pair: number;
  /** 1 when statement i was preferred to k. */
  y: 0 | 1;
}

/** Index of pair (i, k), i < k, among the n(n − 1)/2 pairs of an n-statement block. */
export function pairIndex(n: number, i: number, k: number): number {
  return i * n - (i * (i + 1)) / 2 + (k - i - 1);
}

/**
 * The comparisons a most/least answer determines: the most statement beats every other, every other
 * beats the least statement.
 */
export function pairOutcomes(n: number, answer: MostLeast): PairOutcome[] {
  const outcomes: PairOutcome[] = [];
  for (let i = 0; i < n; i++) {
    for (let k = i + 1; k < n; k++) {
      let y: 0 | 1 | null = null;
      if (i === answer.most || k === answer.least) y = 1;
      else if (k === answer.most || i === answer.least) y = 0;
      if (y !== null) outcomes.push({ i, k, pair: pairIndex(n, i, k), y });
    }
  }
  return outcomes;
}

/** Options of {@link scoreThurstonian}. */
export interface ThurstonianOptions {
  /** Trait order (default: first appearance in the blocks). */
  traits?: readonly string[];
  /** Prior correlation matrix Φ of the traits in `traits` order (default identity). */
  correlations?: Matrix;
  maxIterations?: number;
  tolerance?: number;
}

/** Trait estimates from forced-choice answers. */
export interface ThurstonianResult {
  method: 'thurstonian-map';
  /** MAP estimate and SE per trait. */
  traits: Record<string, { theta: number; se: number }>;
  /** Binary comparisons used. */
  comparisons: number;
  iterations: number;
  converged: boolean;
}

/**
 * MAP trait scores under the Thurstonian IRT model: P(y_ik = 1 | η) = Φ((−γ_ik + λ_i η_a − λ_k η_b) /
 * √(ψ²_i + ψ²_k)) with a multivariate normal prior N(0, Φ). Maximises
 * Σ log Φ(±u_p) − ½ ηᵀΦ⁻¹η by Fisher scoring (weights φ(u)²/(Φ(u)Φ(−u))) with step halving; local
 * dependences inside blocks are ignored, as in Brown & Maydeu-Olivares' MAP scoring.
 * SE_t = √[(I(η̂) + Φ⁻¹)⁻¹]_tt.
 * @throws ScoringError `SINGULAR_MATRIX` when Φ is not positive definite; `INVALID_ARGUMENT` for bad parameters.
 */
export function scoreThurstonian(
  blocks: readonly ThurstonianBlock[],
  answers: ReadonlyArray<MostLeast | null | undefined>,
  options: ThurstonianOptions = {},
): ThurstonianResult {
  if (answers.length !== blocks.length)
    throw new ScoringError('INVALID_ARGUMENT', 'one answer (or null) per block is needed');
  const traits = traitOrder(blocks, options.traits);
  const traitIndex = new Map(traits.map((t, i) => [t, i]));
  const dim = traits.length;
  if (dim === 0) throw new ScoringError('INVALID_ARGUMENT', 'no traits to score');
  const phi = options.correlations ?? identity(dim);
  assertCorrelationMatrix(phi, dim, 'trait correlation matrix');
  const precision = inverseSpd(phi, 'trait correlation matrix');
  const comparisons = observedComparisons(blocks, answers, traitIndex);
  const estimate = maximumPosterior(comparisons, precision, dim, options);
  const covariance = inverseSpd(
    informationAt(comparisons, precision, estimate.eta, null),
    'Thurstonian information matrix',
  );
  const result: ThurstonianResult['traits'] = {};
  traits.forEach((trait, i) => {
    result[trait] = { theta: estimate.eta[i], se: Math.sqrt(covariance[i][i]) };
  });
  return {
    method: 'thurstonian-map',
    traits: result,
    comparisons: comparisons.length,
    iterations: estimate.iterations,
    converged: estimate.converged,
  };
}

/** The given trait order, or the traits in order of first appearance in the blocks. */
function traitOrder(blocks: readonly ThurstonianBlock[], given: readonly string[] | undefined): string[] {
  if (given) return [...given];
  const traits: string[] = [];
  for (const block of blocks)
    for (const s of block.statements) if (!traits.includes(s.trait)) traits.push(s.trait);
  return traits;
}

/** An observed comparison on the probit scale: trait indices a, b, λa/σ, λb/σ, −γ/σ and its sign. */
interface ScaledComparison {
  a: number;
  b: number;
  la: number;
  lb: number;
  offset: number;
  sign: number;
}

/** Every comparison the answers determine, flattened over the blocks (unanswered blocks add none). */
function observedComparisons(
  blocks: readonly ThurstonianBlock[],
  answers: ReadonlyArray<MostLeast | null | undefined>,
  traitIndex: ReadonlyMap<string, number>,
): ScaledComparison[] {
  const comparisons: ScaledComparison[] = [];
  blocks.forEach((block, bi) => {
    const n = block.statements.length;
    const label = block.id ?? `block #${bi}`;
    if (block.thresholds.length !== (n * (n - 1)) / 2) {
      throw new ScoringError('INVALID_ARGUMENT', `${label}: needs ${(n * (n - 1)) / 2} pair thresholds`);
    }
    const answer = answers[bi];
    if (!answer) return;
    assertMostLeast(answer, n, label);
    for (const outcome of pairOutcomes(n, answer))
      comparisons.push(scaledComparison(block, outcome, traitIndex, label));
  });
  return comparisons;
}

function assertMostLeast(answer: MostLeast, n: number, label: string): void {
  if (
    !(
      Number.isInteger(answer.most) &&
      Number.isInteger(answer.least) &&
      answer.most !== answer.least &&
      answer.most >= 0 &&
      answer.least >= 0 &&
      answer.most < n &&
      answer.least < n
    )
  ) {
    throw new ScoringError('ANSWER_OUT_OF_RANGE', `${label}: most/least must be two different statements`);
  }
}

function scaledComparison(
  block: ThurstonianBlock,
  outcome: PairOutcome,
  traitIndex: ReadonlyMap<string, number>,
  label: string,
): ScaledComparison {
  const si = block.statements[outcome.i];
  const sk = block.statements[outcome.k];
  for (const s of [si, sk]) {
    if (!(Number.isFinite(s.loading) && s.uniqueness > 0)) {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `${label}: statements need a finite loading and uniqueness > 0`,
      );
    }
  }
  const a = traitIndex.get(si.trait);
  const b = traitIndex.get(sk.trait);
  if (a === undefined || b === undefined)
    throw new ScoringError('UNKNOWN_REFERENCE', `${label}: trait not in the trait list`);
  const sigma = Math.sqrt(si.uniqueness + sk.uniqueness);
  return {
    a,
    b,
    la: si.loading / sigma,
    lb: sk.loading / sigma,
    offset: -block.thresholds[outcome.pair] / sigma,
    sign: outcome.y === 1 ? 1 : -1,
  };
}

/** Σ log Φ(±u_p) − ½ ηᵀΦ⁻¹η. */
function logPosterior(comparisons: readonly ScaledComparison[], precision: Matrix, eta: number[]): number {
  const dim = eta.length;
  let value = 0;
  for (const c of comparisons) value += logNormalCdf(c.sign * (c.offset + c.la * eta[c.a] - c.lb * eta[c.b]));
  for (let i = 0; i < dim; i++)
    for (let j = 0; j < dim; j++) value -= 0.5 * eta[i] * precision[i][j] * eta[j];
  return value;
}

/** The expected information I(η) + Φ⁻¹ at η; fills `gradient` with the log posterior's gradient when given. */
function informationAt(
  comparisons: readonly ScaledComparison[],
  precision: Matrix,
  eta: number[],
  gradient: number[] | null,
): Matrix {
  const dim = eta.length;
  const info = precision.map((row) => row.slice());
  if (gradient)
    for (let i = 0; i < dim; i++) gradient[i] = -precision[i].reduce((s, p, j) => s + p * eta[j], 0);
  for (const c of comparisons) {
    const u = c.offset + c.la * eta[c.a] - c.lb * eta[c.b];
    const density = normalPdf(u);
    const weight = (density * density) / Math.max(normalCdf(u) * normalCdf(-u), 1e-300);
    if (gradient) {
      const mills = c.sign * millsRatio(c.sign * u); // d log Φ(sign·u) / du
      gradient[c.a] += mills * c.la;
      gradient[c.b] -= mills * c.lb;
    }
    info[c.a][c.a] += weight * c.la * c.la;
    info[c.b][c.b] += weight * c.lb * c.lb;
    info[c.a][c.b] -= weight * c.la * c.lb;
    info[c.b][c.a] -= weight * c.la * c.lb;
  }
  return info;
}

/** Fisher scoring from η = 0 with step halving until no trait moves more than the tolerance. */
function maximumPosterior(
  comparisons: readonly ScaledComparison[],
  precision: Matrix,
  dim: number,
  options: ThurstonianOptions,
): { eta: number[]; iterations: number; converged: boolean } {
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-8;
  let eta = new Array<number>(dim).fill(0);
  let current = logPosterior(comparisons, precision, eta);
  let converged = false;
  let iterations = 0;
  while (iterations < maxIterations) {
    iterations++;
    const gradient = new Array<number>(dim).fill(0);
    const info = informationAt(comparisons, precision, eta, gradient);
    const step = choleskySolve(cholesky(info, 'Thurstonian information matrix'), gradient);
    let factor = 1;
    let candidate = eta;
    let value = current;
    for (let halving = 0; halving < 40; halving++) {
      candidate = eta.map((e, i) => e + factor * step[i]);
      value = logPosterior(comparisons, precision, candidate);
      if (value >= current - 1e-12) break;
      factor /= 2;
    }
    const change = Math.max(...candidate.map((c, i) => Math.abs(c - eta[i])));
    eta = candidate;
    current = value;
    if (change < tolerance) {
      converged = true;
      break;
    }
  }
  return { eta, iterations, converged };
}

/** log Φ(x), accurate in the lower tail. */
function logNormalCdf(x: number): number {
  if (x > -30) return Math.log(normalCdf(x));
  // Φ(x) ≈ φ(x)/(−x) · (1 − 1/x²) for large negative x
  return -0.5 * x * x - Math.log(-x) - 0.5 * Math.log(2 * Math.PI) + Math.log1p(-1 / (x * x));
}

/** Inverse Mills ratio φ(x)/Φ(x), accurate in the lower tail (asymptote −x). */
function millsRatio(x: number): number {
  if (x > -30) return normalPdf(x) / normalCdf(x);
  return -x / (1 - 1 / (x * x));
}
