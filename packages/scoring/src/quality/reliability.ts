/**
 * Reliability: Cronbach's alpha, McDonald's omega (one-factor, minres) and the standard error of
 * measurement.
 */
import { fQuantile } from '../distributions';
import { ScoringError } from '../errors';
import type { Matrix } from '../linalg';
import { covarianceOfColumnsInPlace } from '../stats';
import { ENGINE_VERSION } from '../version';
import { type DataMatrix, type MatrixMissingPolicy, prepareColumns } from './data';

/** Options shared by the matrix statistics. */
export interface MatrixOptions {
  /** Missing-data handling (default 'listwise'). */
  missing?: MatrixMissingPolicy;
  /** Analyse only these columns (default all). */
  columns?: readonly number[];
}

/** Result of {@link cronbachAlpha}. */
export interface AlphaResult {
  engineVersion: string;
  alpha: number;
  /** Number of items. */
  k: number;
  /** Persons used after the missing-data policy. */
  n: number;
  missing: MatrixMissingPolicy;
  imputedCells: number;
  droppedRows: number;
  /** Sample variance of each item. */
  itemVariances: number[];
  /** Sample variance of the total score. */
  totalVariance: number;
  /**
   * Feldt's (1965) 95 % interval: (1 − α)/(1 − ρ) ~ F(n − 1, (n − 1)(k − 1)), so
   * ρ ∈ [1 − (1 − α)·F_{.975}, 1 − (1 − α)·F_{.025}].
   */
  confidenceInterval: { level: number; lower: number; upper: number };
}

/**
 * Cronbach's alpha (Cronbach 1951): α = k/(k − 1) · (1 − Σ_i s²_i / s²_X), with s²_i the item
 * variances and s²_X the variance of the total score (sample variances; the n − 1 cancels).
 * @throws ScoringError `INSUFFICIENT_DATA` for fewer than 2 items or 2 persons, or a total with no variance.
 */
export function cronbachAlpha(data: DataMatrix, options: MatrixOptions = {}): AlphaResult {
  const prepared = prepareColumns(data, options.missing ?? 'listwise', options.columns);
  const { n } = prepared.matrix;
  // The item count is that of the first complete person: none left means no items to speak of.
  const k = n > 0 ? prepared.matrix.k : 0;
  if (k < 2) throw new ScoringError('INSUFFICIENT_DATA', "Cronbach's alpha needs at least two items");
  if (n < 2)
    throw new ScoringError('INSUFFICIENT_DATA', "Cronbach's alpha needs at least two complete persons");
  const { cov } = covarianceOfColumnsInPlace(prepared.matrix.values, n, k);
  const alpha = alphaOfCovariance(cov, k);
  return {
    engineVersion: ENGINE_VERSION,
    alpha,
    k,
    n,
    missing: prepared.policy,
    imputedCells: prepared.imputedCells,
    droppedRows: prepared.droppedRows,
    itemVariances: Array.from({ length: k }, (_, i) => cov[i * k + i]),
    totalVariance: sumOfCovariance(cov),
    confidenceInterval: feldtInterval(alpha, n, k, 0.95),
  };
}

/** Feldt's (1965) interval for coefficient alpha from n persons and k items. */
export function feldtInterval(alpha: number, n: number, k: number, level: number) {
  const df1 = n - 1;
  const df2 = (n - 1) * (k - 1);
  const tail = (1 - level) / 2;
  return {
    level,
    lower: 1 - (1 - alpha) * fQuantile(1 - tail, df1, df2),
    upper: 1 - (1 - alpha) * fQuantile(tail, df1, df2),
  };
}

/**
 * α from a covariance matrix C: k/(k − 1) · (1 − tr C / 1ᵀC1).
 * @throws ScoringError `INSUFFICIENT_DATA` when the total score has no variance.
 */
export function alphaFromCovariance(cov: Matrix): number {
  const k = cov.length;
  const total = sumAll(cov);
  if (!(total > 0)) throw new ScoringError('INSUFFICIENT_DATA', 'the total score has no variance');
  let trace = 0;
  for (let i = 0; i < k; i++) trace += cov[i][i];
  return (k / (k - 1)) * (1 - trace / total);
}

function sumAll(m: Matrix): number {
  let total = 0;
  for (const row of m) for (const v of row) total += v;
  return total;
}

/** Sum of all entries of a row-major covariance matrix, in the order of {@link sumAll}: the total's variance. */
export function sumOfCovariance(cov: Float64Array): number {
  let total = 0;
  for (let i = 0; i < cov.length; i++) total += cov[i];
  return total;
}

/**
 * {@link alphaFromCovariance} of a row-major k × k covariance matrix, with the same sums in the
 * same order.
 * @throws ScoringError `INSUFFICIENT_DATA` when the total score has no variance.
 */
export function alphaOfCovariance(cov: Float64Array, k: number): number {
  const total = sumOfCovariance(cov);
  if (!(total > 0)) throw new ScoringError('INSUFFICIENT_DATA', 'the total score has no variance');
  let trace = 0;
  for (let i = 0; i < k; i++) trace += cov[i * k + i];
  return (k / (k - 1)) * (1 - trace / total);
}

/**
 * The k × k block of a row-major covariance matrix over the given columns (in increasing order).
 * Item-median, person-independent imputation makes this equal, bit for bit, to the covariance of
 * those columns prepared on their own, so one pass over the data serves every subset.
 */
export function covarianceBlock(cov: Float64Array, width: number, columns: readonly number[]): Float64Array {
  const k = columns.length;
  const block = new Float64Array(k * k);
  for (let a = 0; a < k; a++) {
    for (let b = 0; b < k; b++) block[a * k + b] = cov[columns[a] * width + columns[b]];
  }
  return block;
}

/** Result of {@link omegaTotal}. */
export interface OmegaResult {
  engineVersion: string;
  /** ω_t = (Σλ)² / ((Σλ)² + Σψ), ψ_i = 1 − λ_i² (standardised items). */
  omega: number;
  /** Standardised one-factor loadings λ_i. */
  loadings: number[];
  /** Uniquenesses ψ_i = 1 − λ_i². */
  uniquenesses: number[];
  n: number;
  k: number;
  missing: MatrixMissingPolicy;
  method: 'minres';
  /** Fixed-point iterations of the minres fit. */
  iterations: number;
}

/**
 * McDonald's omega-total from a one-factor model fitted by minimum residuals (minres / unweighted
 * least squares, the default of R psych::fa): the loadings λ minimise Σ_{i≠j} (r_ij − λ_iλ_j)²,
 * found by coordinate descent λ_i ← Σ_{j≠i} r_ij λ_j / Σ_{j≠i} λ_j² started from the first principal
 * component. ω = (Σλ)² / ((Σλ)² + Σ(1 − λ_i²)) (McDonald 1999, Test Theory, ch. 6).
 * @throws ScoringError `INSUFFICIENT_DATA` for fewer than 3 items or a zero-variance item.
 */
export function omegaTotal(data: DataMatrix, options: MatrixOptions = {}): OmegaResult {
  const prepared = prepareColumns(data, options.missing ?? 'listwise', options.columns);
  const { n } = prepared.matrix;
  const k = n > 0 ? prepared.matrix.k : 0;
  if (k < 3) throw new ScoringError('INSUFFICIENT_DATA', 'a one-factor omega needs at least three items');
  if (n < 3) throw new ScoringError('INSUFFICIENT_DATA', 'omega needs at least three complete persons');
  const { cov } = covarianceOfColumnsInPlace(prepared.matrix.values, n, k);
  const { omega, loadings, uniquenesses, iterations } = omegaOfCovariance(cov, k);
  return {
    engineVersion: ENGINE_VERSION,
    omega,
    loadings,
    uniquenesses,
    n,
    k,
    missing: prepared.policy,
    method: 'minres',
    iterations,
  };
}

/**
 * ω_t, loadings and uniquenesses of {@link omegaTotal} from a row-major k × k covariance matrix:
 * the correlation matrix is formed exactly as `correlationMatrix` (stats) forms it, then fitted by minres.
 * @throws ScoringError `INSUFFICIENT_DATA` for a zero-variance item or uncorrelated items.
 */
export function omegaOfCovariance(
  cov: Float64Array,
  k: number,
): Pick<OmegaResult, 'omega' | 'loadings' | 'uniquenesses' | 'iterations'> {
  const sd = Array.from({ length: k }, (_, i) => Math.sqrt(cov[i * k + i]));
  sd.forEach((s, i) => {
    if (!(s > 0))
      throw new ScoringError('INSUFFICIENT_DATA', `column ${i + 1} has zero variance`, { column: i });
  });
  const r: Matrix = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => (i === j ? 1 : cov[i * k + j] / (sd[i] * sd[j]))),
  );
  const { loadings, iterations } = oneFactorMinres(r);
  const sumLoadings = loadings.reduce((s, l) => s + l, 0);
  const uniquenesses = loadings.map((l) => 1 - l * l);
  const common = sumLoadings * sumLoadings;
  const omega = common / (common + uniquenesses.reduce((s, u) => s + u, 0));
  return { omega, loadings, uniquenesses, iterations };
}

/**
 * One-factor minres (ULS) loadings of a correlation matrix: minimises the sum of squared
 * off-diagonal residuals. The sign is fixed so that the loadings sum to a positive number.
 */
export function oneFactorMinres(r: Matrix): { loadings: number[]; iterations: number } {
  const k = r.length;
  // start: first principal component by power iteration, λ = √eigenvalue · v
  let v = new Array<number>(k).fill(1 / Math.sqrt(k));
  let eigenvalue = 0;
  for (let iteration = 0; iteration < 500; iteration++) {
    const next = r.map((row) => row.reduce((s, x, j) => s + x * v[j], 0));
    const norm = Math.sqrt(next.reduce((s, x) => s + x * x, 0));
    const updated = next.map((x) => x / norm);
    const change = updated.reduce((s, x, j) => Math.max(s, Math.abs(x - v[j])), 0);
    v = updated;
    eigenvalue = norm;
    if (change < 1e-12) break;
  }
  const loadings = v.map((x) => x * Math.sqrt(eigenvalue));
  // Gauss–Seidel coordinate descent: each update is the exact minimiser in λ_i given the others,
  // so the residual sum of squares never increases (simultaneous updates can oscillate).
  let iterations = 0;
  for (; iterations < 100000; iterations++) {
    let change = 0;
    for (let i = 0; i < k; i++) {
      let numerator = 0;
      let denominator = 0;
      for (let j = 0; j < k; j++) {
        if (j === i) continue;
        numerator += r[i][j] * loadings[j];
        denominator += loadings[j] * loadings[j];
      }
      if (!(denominator > 0))
        throw new ScoringError('INSUFFICIENT_DATA', 'items are uncorrelated; no common factor');
      const updated = numerator / denominator;
      change = Math.max(change, Math.abs(updated - loadings[i]));
      loadings[i] = updated;
    }
    if (change < 1e-12) break;
  }
  const sign = loadings.reduce((s, l) => s + l, 0) < 0 ? -1 : 1;
  return { loadings: loadings.map((l) => sign * l), iterations };
}

/**
 * Standard error of measurement SEM = SD · √(1 − reliability) (classical test theory).
 * @throws ScoringError `INVALID_ARGUMENT` for a negative SD or reliability outside [0, 1].
 */
export function standardErrorOfMeasurement(sd: number, reliability: number): number {
  if (!(sd >= 0 && Number.isFinite(sd)))
    throw new ScoringError('INVALID_ARGUMENT', `SD must be ≥ 0, got ${sd}`);
  if (!(reliability >= 0 && reliability <= 1)) {
    throw new ScoringError('INVALID_ARGUMENT', `reliability must be in [0, 1], got ${reliability}`);
  }
  return sd * Math.sqrt(1 - reliability);
}
