/**
 * Small dense linear algebra for the engine's needs (correlation matrices of a few dozen
 * variables, Newton steps with a handful of parameters). Matrices are arrays of rows.
 */
import { ScoringError } from './errors';

/** A dense matrix as an array of rows. */
export type Matrix = number[][];

/** Relative pivot size below which a matrix is treated as singular. */
const SINGULARITY_TOLERANCE = 1e-12;

/**
 * Cholesky factorisation A = L·Lᵀ of a symmetric positive-definite matrix
 * (Golub & Van Loan, Matrix Computations, alg. 4.2.1). Returns the lower factor L.
 * @throws ScoringError `SINGULAR_MATRIX` when A is not (numerically) positive definite.
 */
export function cholesky(a: Matrix, what = 'matrix'): Matrix {
  const n = a.length;
  const l: Matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  let scale = 0;
  for (let i = 0; i < n; i++) scale = Math.max(scale, Math.abs(a[i][i]));
  for (let j = 0; j < n; j++) {
    let diagonal = a[j][j];
    for (let k = 0; k < j; k++) diagonal -= l[j][k] * l[j][k];
    if (!(diagonal > SINGULARITY_TOLERANCE * Math.max(scale, 1e-300))) {
      throw new ScoringError('SINGULAR_MATRIX', `${what} is singular or not positive definite (pivot ${j})`, {
        pivot: j,
      });
    }
    const ljj = Math.sqrt(diagonal);
    l[j][j] = ljj;
    for (let i = j + 1; i < n; i++) {
      let sum = a[i][j];
      for (let k = 0; k < j; k++) sum -= l[i][k] * l[j][k];
      l[i][j] = sum / ljj;
    }
  }
  return l;
}

/**
 * The Cholesky factor of a symmetric positive-definite n × n matrix stored row-major in a typed
 * array, written over its lower triangle (for the large matrices where nested arrays are slow).
 * @throws ScoringError `SINGULAR_MATRIX` as {@link cholesky} does.
 */
export function choleskyInPlace(a: Float64Array, n: number, what = 'matrix'): Float64Array {
  let scale = 0;
  for (let i = 0; i < n; i++) scale = Math.max(scale, Math.abs(a[i * n + i]));
  for (let j = 0; j < n; j++) {
    const rowJ = j * n;
    let diagonal = a[rowJ + j];
    for (let k = 0; k < j; k++) diagonal -= a[rowJ + k] * a[rowJ + k];
    if (!(diagonal > SINGULARITY_TOLERANCE * Math.max(scale, 1e-300))) {
      throw new ScoringError('SINGULAR_MATRIX', `${what} is singular or not positive definite (pivot ${j})`, {
        pivot: j,
      });
    }
    const ljj = Math.sqrt(diagonal);
    a[rowJ + j] = ljj;
    for (let i = j + 1; i < n; i++) {
      const rowI = i * n;
      let sum = a[rowI + j];
      for (let k = 0; k < j; k++) sum -= a[rowI + k] * a[rowJ + k];
      a[rowI + j] = sum / ljj;
    }
  }
  return a;
}

/**
 * Solves L·X = B for X over B in place, L the lower factor from {@link choleskyInPlace} (n × n) and B
 * n × m, both row-major.
 */
export function forwardSolveInPlace(l: Float64Array, n: number, b: Float64Array, m: number): void {
  for (let i = 0; i < n; i++) {
    const row = i * m;
    for (let k = 0; k < i; k++) {
      const factor = l[i * n + k];
      if (factor === 0) continue;
      const other = k * m;
      for (let c = 0; c < m; c++) b[row + c] -= factor * b[other + c];
    }
    const pivot = l[i * n + i];
    for (let c = 0; c < m; c++) b[row + c] /= pivot;
  }
}

/** Solves A·x = b given the Cholesky factor L of A (forward then back substitution). */
export function choleskySolve(l: Matrix, b: ArrayLike<number>): number[] {
  const n = l.length;
  const y = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i];
    for (let k = 0; k < i; k++) sum -= l[i][k] * y[k];
    y[i] = sum / l[i][i];
  }
  const x = new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i];
    for (let k = i + 1; k < n; k++) sum -= l[k][i] * x[k];
    x[i] = sum / l[i][i];
  }
  return x;
}

/** Inverse of a symmetric positive-definite matrix through its Cholesky factor. */
export function inverseSpd(a: Matrix, what = 'matrix'): Matrix {
  const l = cholesky(a, what);
  const n = a.length;
  const inverse: Matrix = [];
  for (let j = 0; j < n; j++) {
    const unit = new Array<number>(n).fill(0);
    unit[j] = 1;
    inverse.push(choleskySolve(l, unit));
  }
  // columns of the inverse are rows here; symmetric, so this is the inverse itself
  return inverse;
}

/**
 * Inverse of a general square matrix by Gauss–Jordan elimination with partial pivoting.
 * @throws ScoringError `SINGULAR_MATRIX` when a pivot vanishes.
 */
export function inverse(a: Matrix, what = 'matrix'): Matrix {
  const n = a.length;
  const work = a.map((row, i) => {
    const extended = new Array<number>(2 * n).fill(0);
    for (let j = 0; j < n; j++) extended[j] = row[j];
    extended[n + i] = 1;
    return extended;
  });
  let scale = 0;
  for (const row of a) for (const v of row) scale = Math.max(scale, Math.abs(v));
  for (let col = 0; col < n; col++) {
    let pivotRow = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(work[r][col]) > Math.abs(work[pivotRow][col])) pivotRow = r;
    const pivot = work[pivotRow][col];
    if (!(Math.abs(pivot) > SINGULARITY_TOLERANCE * Math.max(scale, 1e-300))) {
      throw new ScoringError('SINGULAR_MATRIX', `${what} is singular (column ${col})`, { column: col });
    }
    [work[col], work[pivotRow]] = [work[pivotRow], work[col]];
    const pivotValues = work[col];
    for (let j = 0; j < 2 * n; j++) pivotValues[j] /= pivot;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = work[r][col];
      if (factor === 0) continue;
      const row = work[r];
      for (let j = 0; j < 2 * n; j++) row[j] -= factor * pivotValues[j];
    }
  }
  return work.map((row) => row.slice(n));
}

/** Quadratic form wᵀ·A·w. */
export function quadraticForm(a: Matrix, w: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < w.length; i++) {
    let rowSum = 0;
    for (let j = 0; j < w.length; j++) rowSum += a[i][j] * w[j];
    total += w[i] * rowSum;
  }
  return total;
}

/** Matrix–vector product A·x. */
export function multiplyVector(a: Matrix, x: ArrayLike<number>): number[] {
  return a.map((row) => {
    let sum = 0;
    for (let j = 0; j < x.length; j++) sum += row[j] * x[j];
    return sum;
  });
}

/** n×n identity matrix. */
export function identity(n: number): Matrix {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
}

/**
 * Checks that a matrix is a valid correlation matrix: square of the expected size, symmetric,
 * unit diagonal, entries in [−1, 1].
 * @throws ScoringError `INVALID_ARGUMENT` otherwise.
 */
export function assertCorrelationMatrix(r: Matrix, size: number, what: string): void {
  if (r.length !== size || r.some((row) => row.length !== size)) {
    throw new ScoringError('INVALID_ARGUMENT', `${what} must be ${size}×${size}`);
  }
  for (let i = 0; i < size; i++) {
    if (Math.abs(r[i][i] - 1) > 1e-9) {
      throw new ScoringError('INVALID_ARGUMENT', `${what} must have a unit diagonal (row ${i})`);
    }
    for (let j = 0; j < size; j++) {
      const v = r[i][j];
      if (!Number.isFinite(v) || v < -1 - 1e-12 || v > 1 + 1e-12 || Math.abs(v - r[j][i]) > 1e-9) {
        throw new ScoringError(
          'INVALID_ARGUMENT',
          `${what} must be symmetric with entries in [-1, 1] (${i},${j})`,
        );
      }
    }
  }
}
