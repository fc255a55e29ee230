/**
 * Descriptive statistics shared by the quality, norm and simulation code.
 */
import { ScoringError } from './errors';
import type { Matrix } from './linalg';

/** Arithmetic mean. @throws ScoringError `INSUFFICIENT_DATA` for an empty sample. */
export function mean(values: ArrayLike<number>): number {
  if (values.length === 0) throw new ScoringError('INSUFFICIENT_DATA', 'mean of an empty sample');
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i];
  return total / values.length;
}

/** Sample variance with the n − 1 denominator. @throws ScoringError `INSUFFICIENT_DATA` for n < 2. */
export function variance(values: ArrayLike<number>): number {
  if (values.length < 2) throw new ScoringError('INSUFFICIENT_DATA', 'variance needs at least two values');
  const m = mean(values);
  let total = 0;
  for (let i = 0; i < values.length; i++) total += (values[i] - m) ** 2;
  return total / (values.length - 1);
}

/** Sample standard deviation (n − 1 denominator). */
export function standardDeviation(values: ArrayLike<number>): number {
  return Math.sqrt(variance(values));
}

/** Median (mean of the two middle values for an even count). */
export function median(values: ArrayLike<number>): number {
  if (values.length === 0) throw new ScoringError('INSUFFICIENT_DATA', 'median of an empty sample');
  const sorted = Array.from(values).sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Pearson correlation r = s_xy / (s_x s_y). Returns null when either variable has no variance
 * (r is undefined there; callers report that instead of NaN).
 */
export function correlation(x: ArrayLike<number>, y: ArrayLike<number>): number | null {
  if (x.length !== y.length)
    throw new ScoringError('INVALID_ARGUMENT', 'correlation needs equally long vectors');
  if (x.length < 2)
    throw new ScoringError('INSUFFICIENT_DATA', 'correlation needs at least two observations');
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = x[i] - mx;
    const dy = y[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx <= 0 || syy <= 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Sample covariance matrix (n − 1) of the columns of a complete numeric matrix (rows = cases). */
export function covarianceMatrix(rows: ReadonlyArray<ArrayLike<number>>): Matrix {
  if (rows.length < 2) throw new ScoringError('INSUFFICIENT_DATA', 'covariance needs at least two cases');
  const p = rows[0].length;
  const means = new Array<number>(p).fill(0);
  for (const row of rows) for (let j = 0; j < p; j++) means[j] += row[j];
  for (let j = 0; j < p; j++) means[j] /= rows.length;
  const cov: Matrix = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const centred = new Array<number>(p);
  for (const row of rows) {
    for (let j = 0; j < p; j++) centred[j] = row[j] - means[j];
    for (let i = 0; i < p; i++) for (let j = i; j < p; j++) cov[i][j] += centred[i] * centred[j];
  }
  for (let i = 0; i < p; i++) {
    for (let j = i; j < p; j++) {
      cov[i][j] /= rows.length - 1;
      cov[j][i] = cov[i][j];
    }
  }
  return cov;
}

/**
 * Correlation matrix of the columns of a complete numeric matrix.
 * @throws ScoringError `INSUFFICIENT_DATA` when a column has zero variance.
 */
export function correlationMatrix(rows: ReadonlyArray<ArrayLike<number>>): Matrix {
  const cov = covarianceMatrix(rows);
  const sd = cov.map((row, i) => Math.sqrt(row[i]));
  sd.forEach((s, i) => {
    if (!(s > 0))
      throw new ScoringError('INSUFFICIENT_DATA', `column ${i + 1} has zero variance`, { column: i });
  });
  return cov.map((row, i) => row.map((v, j) => (i === j ? 1 : v / (sd[i] * sd[j]))));
}
