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
  // A typed-array sort is native and numeric, many times faster than a comparator sort on large
  // samples. It orders the same values identically except NaN (placed last instead of wherever the
  // comparator leaves it) and −0 (placed before +0 instead of in input order), so samples holding
  // either keep the comparator sort and the median stays exactly what it always was.
  let plain = true;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (typeof x !== 'number' || Number.isNaN(x) || Object.is(x, -0)) {
      plain = false;
      break;
    }
  }
  const sorted = plain ? Float64Array.from(values).sort() : Array.from(values).sort((x, y) => x - y);
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

/**
 * Means and sample covariance matrix (n − 1) of a complete matrix stored column by column
 * (cell (r, j) at values[j·n + r]). The columns are centred in place, so the caller must take
 * anything else it needs from the raw values first; this avoids a second N × K copy.
 *
 * The arithmetic is that of {@link covarianceMatrix} operation for operation — means as the sum
 * over persons in order divided by n, each cross product summed over persons in order — so the
 * result is bit-identical; only the memory layout differs. Contiguous columns and four accumulators
 * per pass keep the O(N·K²) inner loop in registers, which is what makes 100,000 × 60 cheap.
 * @returns the k means and the k × k covariance matrix, row-major.
 */
export function covarianceOfColumnsInPlace(
  values: Float64Array,
  n: number,
  k: number,
): { means: Float64Array; cov: Float64Array } {
  if (n < 2) throw new ScoringError('INSUFFICIENT_DATA', 'covariance needs at least two cases');
  const means = new Float64Array(k);
  for (let j = 0; j < k; j++) {
    const start = j * n;
    let total = 0;
    for (let r = 0; r < n; r++) total += values[start + r];
    const m = total / n;
    means[j] = m;
    for (let r = 0; r < n; r++) values[start + r] -= m;
  }
  const cov = new Float64Array(k * k);
  const denominator = n - 1;
  for (let i = 0; i < k; i++) {
    const a = i * n;
    let j = i;
    for (; j + 3 < k; j += 4) {
      const b0 = j * n;
      const b1 = b0 + n;
      const b2 = b1 + n;
      const b3 = b2 + n;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let r = 0; r < n; r++) {
        const x = values[a + r];
        s0 += x * values[b0 + r];
        s1 += x * values[b1 + r];
        s2 += x * values[b2 + r];
        s3 += x * values[b3 + r];
      }
      cov[i * k + j] = s0 / denominator;
      cov[i * k + j + 1] = s1 / denominator;
      cov[i * k + j + 2] = s2 / denominator;
      cov[i * k + j + 3] = s3 / denominator;
    }
    for (; j < k; j++) {
      const b = j * n;
      let s = 0;
      for (let r = 0; r < n; r++) s += values[a + r] * values[b + r];
      cov[i * k + j] = s / denominator;
    }
    for (let j2 = i + 1; j2 < k; j2++) cov[j2 * k + i] = cov[i * k + j2];
  }
  return { means, cov };
}
