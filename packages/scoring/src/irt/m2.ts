/**
 * Global fit of a calibration by the limited-information statistic M2 (Maydeu-Olivares & Joe 2005,
 * 2006): the residuals of the univariate and bivariate margins (for dichotomous items the share
 * answering each item right, and each pair right) weighted by the inverse of their covariance
 * under the model, with the part the estimated parameters explain taken out. For graded items the
 * margins are the first and cross moments of the item scores, E[Y_i] and E[Y_i·Y_j] (the M2 for
 * ordinal data of Maydeu-Olivares & Joe 2014, Multivariate Behavioral Research 49, 305–328, which
 * mirt prints as M2* for polytomous items), not every category's share, so a scale of 5-point items
 * keeps m + m(m − 1)/2 margins:
 *   M2 = N · e′ C2 e,  C2 = Ξ⁻¹ − Ξ⁻¹Δ (Δ′Ξ⁻¹Δ)⁻¹ Δ′Ξ⁻¹,
 * where e are the observed minus model margins, Ξ their covariance (from the model's margins up
 * to order four) and Δ their derivatives by the free parameters. M2 is χ² on (margins − parameters)
 * degrees of freedom; RMSEA2 = √(max(0, M2 − df) / (N · df)) with its 90 % interval from the
 * noncentral χ².
 */
import { chiSquareSurvival } from '../distributions';
import { ScoringError } from '../errors';
import { choleskyInPlace, forwardSolveInPlace } from '../linalg';
import type { CalibrationResult, ResponseMatrix } from './calibration';
import { createQuadrature } from './quadrature';

export interface M2Result {
  m2: number;
  df: number;
  p: number;
  rmsea: number;
  /** The 90 % interval of RMSEA (lower 5 %, upper 95 %), as mirt prints RMSEA_5 and RMSEA_95. */
  rmseaInterval: { lower: number; upper: number };
  /** Persons with every item answered (M2 needs complete response vectors). */
  persons: number;
  /** Univariate and bivariate margins. */
  margins: number;
  /** Free parameters of the calibration. */
  parameters: number;
  /**
   * How many of them the margins tell apart (the rank of their derivatives): df = margins − this.
   * Equal to `parameters` for dichotomous models; graded items' thresholds may share directions.
   */
  identified: number;
}

/** A parameter's derivative column counts as spanned by the others below this share of its length. */
const RANK_TOLERANCE = 1e-7;

/** One free parameter: which items' expected scores it moves, and how (∂E[Y_i | θ_k]/∂γ at each node). */
interface FreeParameter {
  derivative: Map<number, Float64Array>;
}

/**
 * M2 of a calibration (Rasch, 2PL, 3PL, GRM) on the data it was calibrated on.
 * @throws ScoringError `INVALID_ARGUMENT` for dichotomous items in a GRM calibration or data that
 * does not match it, `INSUFFICIENT_DATA` when fewer persons answered every item than there are
 * margins, or the degrees of freedom are not positive.
 */
export function m2Statistic(data: ResponseMatrix, calibration: CalibrationResult): M2Result {
  const graded = calibration.model === 'GRM';
  if (!graded && calibration.items.some((i) => i.categories !== 2))
    throw new ScoringError('INVALID_ARGUMENT', 'M2 of a dichotomous model needs items of two categories');
  const m = calibration.items.length;
  const complete = completeRows(data, calibration);
  const n = complete.length;
  const margins = m + (m * (m - 1)) / 2;
  if (n < margins)
    throw new ScoringError(
      'INSUFFICIENT_DATA',
      `M2 needs at least ${margins} persons who answered every item, ${n} did`,
    );
  const { nodes, weights } = createQuadrature(calibration.quadrature);
  const moments: ItemMoments = { probability: [], squareRatio: [], parameters: [] };
  if (graded) gradedMoments(calibration, nodes, moments.probability, moments.squareRatio, moments.parameters);
  else dichotomousMoments(calibration, nodes, moments);
  const parameters = moments.parameters;
  const df = margins - parameters.length;
  if (df <= 0)
    throw new ScoringError(
      'INSUFFICIENT_DATA',
      `M2 has no degrees of freedom (${margins} margins, ${parameters.length} parameters)`,
    );
  const whitened = whitenedMargins(complete, calibration.columns, weights, moments);
  const { unexplained, rank } = unexplainedResidual(whitened, parameters.length);
  const m2 = n * dot(unexplained, unexplained);
  const freedom = margins - rank;
  return {
    m2,
    df: freedom,
    p: chiSquareSurvival(m2, freedom),
    rmsea: Math.sqrt(Math.max(0, m2 - freedom) / (n * freedom)),
    rmseaInterval: {
      lower: rmseaBound(m2, freedom, n, 0.95),
      upper: rmseaBound(m2, freedom, n, 0.05),
    },
    persons: n,
    margins,
    parameters: parameters.length,
    identified: rank,
  };
}

/**
 * Per item and node: E[Y | θ] (for a 0/1 item, P) and E[Y²]/E[Y]² (for a 0/1 item, 1/P), which
 * turns the product of two margins' expectations into the expectation of their product; and the
 * free parameters with their derivatives.
 */
interface ItemMoments {
  probability: Float64Array[];
  squareRatio: Float64Array[];
  parameters: FreeParameter[];
}

/** The rows with every calibrated item answered by a valid category. */
function completeRows(data: ResponseMatrix, calibration: CalibrationResult): ResponseMatrix[number][] {
  const answered = (value: number | null | undefined, categories: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < categories;
  return [...data].filter((row) =>
    calibration.columns.every((c, i) => answered(row[c], calibration.items[i].categories)),
  );
}

/**
 * The dichotomous items' probabilities at the nodes and the free parameters' derivatives: the
 * intercept, the slope (one slope shared by all items under Rasch) and an estimated guessing
 * parameter.
 */
function dichotomousMoments(
  calibration: CalibrationResult,
  nodes: Float64Array | readonly number[],
  moments: ItemMoments,
): void {
  const q = nodes.length;
  const { probability, squareRatio, parameters } = moments;
  const raschSlope: FreeParameter = { derivative: new Map() };
  calibration.items.forEach((item, i) => {
    const c = item.c ?? 0;
    const p = new Float64Array(q);
    const dA = new Float64Array(q);
    const dD = new Float64Array(q);
    const dC = new Float64Array(q);
    for (let k = 0; k < q; k++) {
      const s = 1 / (1 + Math.exp(-(item.a * nodes[k] + item.d[0])));
      p[k] = c + (1 - c) * s;
      dD[k] = (1 - c) * s * (1 - s);
      dA[k] = dD[k] * nodes[k];
      dC[k] = 1 - s;
    }
    probability.push(p);
    squareRatio.push(p.map((x) => 1 / x));
    parameters.push({ derivative: new Map([[i, dD]]) });
    if (calibration.model === 'Rasch') raschSlope.derivative.set(i, dA);
    else parameters.push({ derivative: new Map([[i, dA]]) });
    // A guessing parameter on its boundary (null) was held there, not estimated.
    if (calibration.model === '3PL' && item.c !== undefined && item.se?.c !== null)
      parameters.push({ derivative: new Map([[i, dC]]) });
  });
  if (calibration.model === 'Rasch') parameters.push(raschSlope);
}

/** The margins' derivatives and residual after whitening by their covariance: rows of [Δ̃ | ẽ]. */
interface WhitenedMargins {
  /** s × (r + 1), row-major: the r parameter columns, then the residual. */
  right: Float64Array;
  /** Number of margins. */
  s: number;
}

/**
 * The margins in order (each item, then each pair i < j), their residuals e, covariance Ξ and
 * derivatives Δ, whitened by Ξ's Cholesky factor L: ẽ = L⁻¹e, Δ̃ = L⁻¹Δ (so e′Ξ⁻¹e = ẽ′ẽ,
 * Δ′Ξ⁻¹Δ = Δ̃′Δ̃ and Δ′Ξ⁻¹e = Δ̃′ẽ).
 */
function whitenedMargins(
  complete: ResponseMatrix[number][],
  columns: readonly number[],
  weights: Float64Array | readonly number[],
  moments: ItemMoments,
): WhitenedMargins {
  const m = moments.probability.length;
  const sets: number[][] = moments.probability.map((_, i) => [i]);
  for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) sets.push([i, j]);
  const s = sets.length;
  const products = marginProducts(sets, moments.probability, weights.length);
  const model = products.map((v) => v.reduce((sum, x, k) => sum + weights[k] * x, 0));
  // The observed moments: the mean of each item's score, and of each pair's product.
  const observed = sets.map((set) => {
    let sum = 0;
    for (const row of complete) sum += set.reduce((product, i) => product * (row[columns[i]] as number), 1);
    return sum / complete.length;
  });
  const xi = marginCovariance(sets, products, model, weights, moments.squareRatio);
  const r = moments.parameters.length;
  const delta = marginDerivatives(sets, products, weights, moments);
  const l = choleskyInPlace(xi, s);
  const right = new Float64Array(s * (r + 1));
  for (let t = 0; t < s; t++) {
    for (let g = 0; g < r; g++) right[t * (r + 1) + g] = delta[t * r + g];
    right[t * (r + 1) + r] = observed[t] - model[t];
  }
  forwardSolveInPlace(l, s, right, r + 1);
  return { right, s };
}

/** Each margin's product Π_{i∈S} P_i(θ_k) at the q nodes. */
function marginProducts(sets: number[][], probability: Float64Array[], q: number): Float64Array[] {
  return sets.map((set) => {
    const v = new Float64Array(q);
    for (let k = 0; k < q; k++) v[k] = set.reduce((product, i) => product * probability[i][k], 1);
    return v;
  });
}

/**
 * Ξ: Cov(u, v) = E[uv] − E[u]E[v]; uv is the product over the union of the two sets (X² = X),
 * so an item in both is divided out once.
 */
function marginCovariance(
  sets: number[][],
  products: Float64Array[],
  model: number[],
  weights: Float64Array | readonly number[],
  squareRatio: Float64Array[],
): Float64Array {
  const s = sets.length;
  const q = weights.length;
  const xi = new Float64Array(s * s);
  for (let a = 0; a < s; a++) {
    const va = products[a];
    for (let b = 0; b <= a; b++) {
      const vb = products[b];
      const shared = sets[a].filter((i) => sets[b].includes(i));
      let sum = 0;
      for (let k = 0; k < q; k++) {
        let x = weights[k] * va[k] * vb[k];
        for (const i of shared) x *= squareRatio[i][k];
        sum += x;
      }
      const value = sum - model[a] * model[b];
      xi[a * s + b] = value;
      xi[b * s + a] = value;
    }
  }
  return xi;
}

/** Δ: ∂π_S/∂γ = Σ_k w_k Σ_{i ∈ S} ∂P_i(θ_k)/∂γ Π_{j ∈ S, j ≠ i} P_j(θ_k), one column a parameter. */
function marginDerivatives(
  sets: number[][],
  products: Float64Array[],
  weights: Float64Array | readonly number[],
  moments: ItemMoments,
): Float64Array {
  const q = weights.length;
  const r = moments.parameters.length;
  const delta = new Float64Array(sets.length * r);
  sets.forEach((set, t) => {
    moments.parameters.forEach((parameter, g) => {
      let sum = 0;
      for (const i of set) {
        const d = parameter.derivative.get(i);
        if (!d) continue;
        for (let k = 0; k < q; k++) sum += (weights[k] * d[k] * products[t][k]) / moments.probability[i][k];
      }
      delta[t * r + g] = sum;
    });
  });
  return delta;
}

function dot(x: Float64Array, y: Float64Array): number {
  let sum = 0;
  for (let t = 0; t < x.length; t++) sum += x[t] * y[t];
  return sum;
}

/**
 * ẽ's part orthogonal to the columns of Δ̃ (what no change of the parameters can explain), and the
 * rank of Δ̃. The columns are made orthonormal one by one (Gram–Schmidt, twice over for accuracy)
 * and a column already spanned by the others is dropped: the means and cross moments of graded
 * items cannot tell every threshold apart, so Δ̃ may lack full rank, and then the degrees of freedom
 * are the margins less its rank (Cai & Hansen 2013; as mirt's QR does).
 */
function unexplainedResidual(
  { right, s }: WhitenedMargins,
  r: number,
): { unexplained: Float64Array; rank: number } {
  const width = r + 1;
  const columnOf = (g: number) => {
    const v = new Float64Array(s);
    for (let t = 0; t < s; t++) v[t] = right[t * width + g];
    return v;
  };
  const orthogonalise = (v: Float64Array, basis: readonly Float64Array[]) => {
    for (let pass = 0; pass < 2; pass++)
      for (const b of basis) {
        const projection = dot(b, v);
        for (let t = 0; t < s; t++) v[t] -= projection * b[t];
      }
  };
  const basis: Float64Array[] = [];
  for (let g = 0; g < r; g++) {
    const v = columnOf(g);
    const length = Math.sqrt(dot(v, v));
    orthogonalise(v, basis);
    const rest = Math.sqrt(dot(v, v));
    if (!(rest > RANK_TOLERANCE * length)) continue;
    for (let t = 0; t < s; t++) v[t] /= rest;
    basis.push(v);
  }
  const unexplained = columnOf(r);
  orthogonalise(unexplained, basis);
  return { unexplained, rank: basis.length };
}

/**
 * The graded items' moments at the nodes: E[Y | θ] = Σ_j P*_j with P*_j = σ(aθ + d_j), E[Y² | θ] =
 * Σ_j (2j − 1)·P*_j, and the free parameters' derivatives of E[Y | θ]: ∂/∂d_j = P*_j(1 − P*_j),
 * ∂/∂a = θ·Σ_j P*_j(1 − P*_j).
 */
function gradedMoments(
  calibration: CalibrationResult,
  nodes: Float64Array | readonly number[],
  probability: Float64Array[],
  squareRatio: Float64Array[],
  parameters: FreeParameter[],
): void {
  const q = nodes.length;
  calibration.items.forEach((item, i) => {
    const mean = new Float64Array(q);
    const square = new Float64Array(q);
    const dA = new Float64Array(q);
    const dD = item.d.map(() => new Float64Array(q));
    for (let k = 0; k < q; k++) {
      item.d.forEach((d, j) => {
        const s = 1 / (1 + Math.exp(-(item.a * nodes[k] + d)));
        mean[k] += s;
        square[k] += (2 * j + 1) * s;
        dD[j][k] = s * (1 - s);
        dA[k] += s * (1 - s) * nodes[k];
      });
    }
    probability.push(mean);
    squareRatio.push(mean.map((x, k) => square[k] / (x * x)));
    parameters.push({ derivative: new Map([[i, dA]]) });
    for (const column of dD) parameters.push({ derivative: new Map([[i, column]]) });
  });
}

/** P(X ≤ x) of a noncentral χ² with `df` degrees and noncentrality λ: a Poisson mixture of central ones. */
export function noncentralChiSquareCdf(x: number, df: number, lambda: number): number {
  if (lambda === 0) return 1 - chiSquareSurvival(x, df);
  const half = lambda / 2;
  // Terms j around the Poisson mode carry the mass; sum outwards until they vanish.
  let total = 0;
  let logWeight = -half;
  for (let j = 0; j < 10_000; j++) {
    if (j > 0) logWeight += Math.log(half) - Math.log(j);
    const term = Math.exp(logWeight) * (1 - chiSquareSurvival(x, df + 2 * j));
    total += term;
    if (j > half && term < 1e-14) break;
  }
  return Math.min(1, total);
}

/**
 * The RMSEA whose noncentral χ² puts `tail` of its mass at or below the observed M2: with tail 0.95
 * the lower end of the 90 % interval, with 0.05 the upper (0 when even a central χ² cannot).
 */
function rmseaBound(m2: number, df: number, n: number, tail: number): number {
  if (noncentralChiSquareCdf(m2, df, 0) < tail) return 0;
  let low = 0;
  let high = Math.max(1, m2);
  while (noncentralChiSquareCdf(m2, df, high) > tail) high *= 2;
  for (let step = 0; step < 100 && high - low > 1e-10 * Math.max(1, high); step++) {
    const mid = (low + high) / 2;
    if (noncentralChiSquareCdf(m2, df, mid) > tail) low = mid;
    else high = mid;
  }
  return Math.sqrt((low + high) / 2 / (n * df));
}
