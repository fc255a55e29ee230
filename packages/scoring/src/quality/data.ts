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
  let imputedCells = 0;
  let droppedRows = 0;
  const rows: number[][] = [];
  if (policy === 'listwise') {
    for (const row of data) {
      const values = selected.map((j) => row[j]);
      if (values.some(isMissing)) droppedRows++;
      else rows.push(values as number[]);
    }
  } else if (policy === 'item-median') {
    const medians = selected.map((j) => {
      const observed: number[] = [];
      for (const row of data) if (!isMissing(row[j])) observed.push(row[j] as number);
      if (observed.length === 0)
        throw new ScoringError('INSUFFICIENT_DATA', `column ${j} has no answers to take a median of`);
      return median(observed);
    });
    for (const row of data) {
      rows.push(
        selected.map((j, s) => {
          const x = row[j];
          if (isMissing(x)) {
            imputedCells++;
            return medians[s];
          }
          return x;
        }),
      );
    }
  } else if (policy === 'person-mean' || policy === 'zero') {
    data.forEach((row, r) => {
      let total = 0;
      let count = 0;
      for (const j of selected) {
        const x = row[j];
        if (!isMissing(x)) {
          total += x;
          count++;
        }
      }
      if (policy === 'person-mean' && count === 0 && selected.length > 0) {
        throw new ScoringError('INSUFFICIENT_DATA', `row ${r} has no answers to take a person mean of`);
      }
      const fill = policy === 'zero' ? 0 : total / count;
      rows.push(
        selected.map((j) => {
          const x = row[j];
          if (isMissing(x)) {
            imputedCells++;
            return fill;
          }
          return x;
        }),
      );
    });
  } else {
    throw new ScoringError('INVALID_ARGUMENT', `unknown missing-data policy ${String(policy)}`);
  }
  return { rows, policy, inputRows: data.length, droppedRows, imputedCells };
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
