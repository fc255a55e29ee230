/**
 * Response matrices for quality statistics and their missing-data handling.
 */
import { ScoringError } from '../errors';
import { median } from '../stats';

/** Rows are persons, columns items; null, undefined or NaN mark a missing answer. */
export type DataMatrix = ReadonlyArray<ArrayLike<number | null | undefined>>;

/**
 * How missing answers are handled before a matrix statistic:
 * - 'listwise': drop every person with any missing answer in the analysed columns;
 * - 'item-median': replace by the median of the item's observed answers;
 * - 'person-mean': replace by the mean of the person's observed answers (in the analysed columns);
 * - 'zero': replace by 0 (e.g. an unanswered ability item counts as wrong).
 */
export type MatrixMissingPolicy = 'listwise' | 'item-median' | 'person-mean' | 'zero';

/** A complete matrix plus an account of what was done to get it. */
export interface PreparedMatrix {
  rows: number[][];
  policy: MatrixMissingPolicy;
  /** Persons in the input. */
  inputRows: number;
  /** Persons dropped (listwise) — 0 for the imputation policies. */
  droppedRows: number;
  /** Missing cells replaced (0 for listwise). */
  imputedCells: number;
}

function isMissing(x: number | null | undefined): x is null | undefined {
  return x === null || x === undefined || Number.isNaN(x);
}

/**
 * A numeric matrix held column by column in one typed array: cell (r, j) is values[j·n + r], and
 * NaN marks a missing answer. Large samples (100,000 persons) stay one flat allocation instead of
 * n arrays of boxed numbers, and per-column work (medians, covariances) reads contiguous memory.
 */
export interface ColumnMatrix {
  /** Persons (rows). */
  n: number;
  /** Columns. */
  k: number;
  values: Float64Array;
}

/** {@link PreparedMatrix} with the complete matrix kept column by column. */
export interface PreparedColumns extends Omit<PreparedMatrix, 'rows'> {
  matrix: ColumnMatrix;
}

/**
 * Reads the selected columns of a matrix into a {@link ColumnMatrix} (missing → NaN), with the
 * checks of {@link prepareMatrix}.
 */
export function readColumns(data: DataMatrix, columns?: readonly number[]): ColumnMatrix {
  if (data.length === 0) throw new ScoringError('INSUFFICIENT_DATA', 'the response matrix is empty');
  const width = data[0].length;
  const selected = columns ?? Array.from({ length: width }, (_, j) => j);
  for (const j of selected) {
    if (!Number.isInteger(j) || j < 0 || j >= width) {
      throw new ScoringError('INVALID_ARGUMENT', `column ${j} does not exist (matrix has ${width})`);
    }
  }
  data.forEach((row, r) => {
    if (row.length !== width)
      throw new ScoringError('INVALID_ARGUMENT', `row ${r} has ${row.length} entries, expected ${width}`);
  });
  const n = data.length;
  const k = selected.length;
  const values = new Float64Array(n * k);
  for (let r = 0; r < n; r++) {
    const row = data[r];
    for (let s = 0; s < k; s++) {
      const x = row[selected[s]];
      values[s * n + r] = isMissing(x) ? Number.NaN : x;
    }
  }
  return { n, k, values };
}

/**
 * Applies a missing-data policy to a column matrix whose columns are `names` (the column numbers
 * reported in errors). The imputation policies fill the matrix in place — the caller hands over a
 * matrix it owns — and 'listwise' returns a new, shorter one.
 * @throws ScoringError as {@link prepareMatrix}.
 */
export function completeColumns(
  raw: ColumnMatrix,
  policy: MatrixMissingPolicy,
  names: readonly number[],
): PreparedColumns {
  const { n, k, values } = raw;
  let imputedCells = 0;
  if (policy === 'listwise') {
    const keep = new Uint8Array(n).fill(1);
    let kept = n;
    for (let s = 0; s < k; s++) {
      const start = s * n;
      for (let r = 0; r < n; r++) {
        if (keep[r] && Number.isNaN(values[start + r])) {
          keep[r] = 0;
          kept--;
        }
      }
    }
    const complete = new Float64Array(kept * k);
    for (let s = 0; s < k; s++) {
      let t = s * kept;
      const start = s * n;
      for (let r = 0; r < n; r++) if (keep[r]) complete[t++] = values[start + r];
    }
    return {
      matrix: { n: kept, k, values: complete },
      policy,
      inputRows: n,
      droppedRows: n - kept,
      imputedCells: 0,
    };
  }
  if (policy === 'item-median') {
    // A median is only needed, and only taken, for a column with a missing cell; a column nobody
    // answered is an error whether or not it is needed, as it always was.
    const observed = new Float64Array(n);
    for (let s = 0; s < k; s++) {
      const start = s * n;
      let count = 0;
      for (let r = 0; r < n; r++) {
        const x = values[start + r];
        if (!Number.isNaN(x)) observed[count++] = x;
      }
      if (count === 0)
        throw new ScoringError('INSUFFICIENT_DATA', `column ${names[s]} has no answers to take a median of`);
      if (count === n) continue;
      const fill = median(observed.subarray(0, count));
      for (let r = 0; r < n; r++) {
        if (Number.isNaN(values[start + r])) {
          values[start + r] = fill;
          imputedCells++;
        }
      }
    }
  } else if (policy === 'person-mean' || policy === 'zero') {
    let fills: Float64Array | null = null;
    if (policy === 'person-mean') {
      // Each person's total is summed over the columns in order, as the row-wise loop did.
      const totals = new Float64Array(n);
      const counts = new Int32Array(n);
      for (let s = 0; s < k; s++) {
        const start = s * n;
        for (let r = 0; r < n; r++) {
          const x = values[start + r];
          if (!Number.isNaN(x)) {
            totals[r] += x;
            counts[r]++;
          }
        }
      }
      for (let r = 0; r < n; r++) {
        if (counts[r] === 0 && k > 0) {
          throw new ScoringError('INSUFFICIENT_DATA', `row ${r} has no answers to take a person mean of`);
        }
        totals[r] /= counts[r];
      }
      fills = totals;
    }
    for (let s = 0; s < k; s++) {
      const start = s * n;
      for (let r = 0; r < n; r++) {
        if (Number.isNaN(values[start + r])) {
          values[start + r] = fills ? fills[r] : 0;
          imputedCells++;
        }
      }
    }
  } else {
    throw new ScoringError('INVALID_ARGUMENT', `unknown missing-data policy ${String(policy)}`);
  }
  return { matrix: raw, policy, inputRows: n, droppedRows: 0, imputedCells };
}

/** Reads and completes the selected columns of a matrix: {@link prepareMatrix} without the copy to rows. */
export function prepareColumns(
  data: DataMatrix,
  policy: MatrixMissingPolicy,
  columns?: readonly number[],
): PreparedColumns {
  const raw = readColumns(data, columns);
  return completeColumns(raw, policy, columns ?? Array.from({ length: raw.k }, (_, j) => j));
}

/**
 * Applies a missing-data policy to a matrix (optionally to a subset of its columns), returning a
 * complete numeric matrix of the selected columns.
 * @throws ScoringError `INSUFFICIENT_DATA` for an empty matrix, ragged rows, an item nobody answered
 * (item-median) or a person who answered nothing (person-mean).
 */
export function prepareMatrix(
  data: DataMatrix,
  policy: MatrixMissingPolicy,
  columns?: readonly number[],
): PreparedMatrix {
  const prepared = prepareColumns(data, policy, columns);
  const { n, k, values } = prepared.matrix;
  const rows: number[][] = [];
  for (let r = 0; r < n; r++) {
    const row = new Array<number>(k);
    for (let s = 0; s < k; s++) row[s] = values[s * n + r];
    rows.push(row);
  }
  return {
    rows,
    policy: prepared.policy,
    inputRows: prepared.inputRows,
    droppedRows: prepared.droppedRows,
    imputedCells: prepared.imputedCells,
  };
}

/** Reverse-keys a column of a Likert matrix in place of a copy: x′ = (min + max) − x. */
export function reverseColumns(
  data: DataMatrix,
  columns: readonly number[],
  min: number,
  max: number,
): (number | null)[][] {
  const reversed = new Set(columns);
  return data.map((row) =>
    Array.from(row, (x, j) =>
      isMissing(x) ? null : reversed.has(j) ? min + max - (x as number) : (x as number),
    ),
  );
}
