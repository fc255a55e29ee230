/**
 * Classical item analysis: p-values, corrected item–total correlations, alpha-if-deleted, SEM.
 */
import { ScoringError } from '../errors';
import { covarianceOfColumnsInPlace } from '../stats';
import { ENGINE_VERSION } from '../version';
import { type DataMatrix, type PreparedColumns, prepareColumns } from './data';
import {
  alphaOfCovariance,
  type MatrixOptions,
  standardErrorOfMeasurement,
  sumOfCovariance,
} from './reliability';

/** Statistics of one item. */
export interface ItemStatistics {
  /** Column index in the analysed matrix. */
  index: number;
  mean: number;
  sd: number;
  /**
   * Item p-value (difficulty index): mean / maximum score, i.e. the proportion correct for 0/1
   * items.
   */
  pValue: number;
  /** Correlation of the item with the total of the other items; null when either has no variance. */
  correctedItemTotal: number | null;
  /** Alpha of the test without this item; null when fewer than 3 items (or no variance left). */
  alphaIfDeleted: number | null;
}

/** Result of {@link itemAnalysis}. */
export interface ItemAnalysis {
  engineVersion: string;
  n: number;
  k: number;
  missing: MatrixOptions['missing'];
  items: ItemStatistics[];
  alpha: number;
  totalMean: number;
  totalSd: number;
  /** SEM = SD_total · √(1 − α) (α clipped at 0). */
  sem: number;
}

/**
 * Classical item analysis (e.g. Crocker & Algina 1986, ch. 14): item p-value = mean / max score;
 * corrected item–total r_{i,X−i} = (s_iX − s²_i) / (s_i · √(s²_X − 2 s_iX + s²_i)) with s_iX the
 * covariance of the item and the total; alpha-if-deleted from the covariance matrix without row and
 * column i; SEM = s_X √(1 − α).
 * @param options.maxScores maximum score of each analysed item for the p-value (default: 1 for items
 * observed only as 0/1, else the observed maximum).
 */
export function itemAnalysis(
  data: DataMatrix,
  options: MatrixOptions & { maxScores?: readonly number[] } = {},
): ItemAnalysis {
  const prepared = prepareColumns(data, options.missing ?? 'listwise', options.columns);
  return analyseItemColumns(prepared, options.maxScores).analysis;
}

/**
 * {@link itemAnalysis} of an already prepared matrix, which it consumes (the columns are centred in
 * place). Everything comes from one pass for the covariance matrix C plus one for the totals:
 * item means and variances, the item–total covariances as row sums of C, and alpha-if-deleted from
 * C without row and column i — O(N·K²) once instead of a pass over the data per item.
 * @returns the analysis and C (row-major k × k) for further statistics on the same sample.
 */
export function analyseItemColumns(
  prepared: PreparedColumns,
  maxScores?: readonly number[],
): { analysis: ItemAnalysis; cov: Float64Array } {
  const { n, values } = prepared.matrix;
  if (n < 2) throw new ScoringError('INSUFFICIENT_DATA', 'item analysis needs at least two complete persons');
  const k = prepared.matrix.k;
  if (k < 2) throw new ScoringError('INSUFFICIENT_DATA', 'item analysis needs at least two items');
  if (maxScores && maxScores.length !== k) {
    throw new ScoringError('INVALID_ARGUMENT', `maxScores has ${maxScores.length} entries for ${k} items`);
  }
  // Taken from the raw values before the covariance pass centres them. Each person's total adds the
  // items in column order, as summing the row did, so the mean total is unchanged to the last bit.
  const observedMax = new Float64Array(k).fill(Number.NEGATIVE_INFINITY);
  const totals = new Float64Array(n);
  for (let i = 0; i < k; i++) {
    const start = i * n;
    let max = Number.NEGATIVE_INFINITY;
    for (let r = 0; r < n; r++) {
      const x = values[start + r];
      totals[r] += x;
      if (x > max) max = x;
    }
    observedMax[i] = max;
  }
  let totalSum = 0;
  for (let r = 0; r < n; r++) totalSum += totals[r];
  const { means, cov } = covarianceOfColumnsInPlace(values, n, k);
  const totalVariance = sumOfCovariance(cov);
  const alpha = alphaOfCovariance(cov, k);
  const items: ItemStatistics[] = [];
  for (let i = 0; i < k; i++) {
    const itemMean = means[i];
    const itemVariance = cov[i * k + i];
    const maxScore = maxScores?.[i] ?? Math.max(1, observedMax[i]);
    if (!(maxScore > 0))
      throw new ScoringError('INVALID_ARGUMENT', `item ${i} needs a positive maximum score`);
    let covWithTotal = 0;
    for (let j = 0; j < k; j++) covWithTotal += cov[i * k + j];
    const restVariance = totalVariance - 2 * covWithTotal + itemVariance;
    const correctedItemTotal =
      itemVariance > 0 && restVariance > 1e-12
        ? (covWithTotal - itemVariance) / Math.sqrt(itemVariance * restVariance)
        : null;
    let alphaIfDeleted: number | null = null;
    if (k >= 3) {
      // α of C without row and column i, summed in the order alphaFromCovariance sums the reduced
      // matrix, so the value is the one that matrix would give.
      let reducedTotal = 0;
      let reducedTrace = 0;
      for (let r = 0; r < k; r++) {
        if (r === i) continue;
        for (let c = 0; c < k; c++) if (c !== i) reducedTotal += cov[r * k + c];
        reducedTrace += cov[r * k + r];
      }
      alphaIfDeleted = reducedTotal > 0 ? ((k - 1) / (k - 2)) * (1 - reducedTrace / reducedTotal) : null;
    }
    items.push({
      index: i,
      mean: itemMean,
      sd: Math.sqrt(itemVariance),
      pValue: itemMean / maxScore,
      correctedItemTotal,
      alphaIfDeleted,
    });
  }
  const totalSd = Math.sqrt(totalVariance);
  const analysis: ItemAnalysis = {
    engineVersion: ENGINE_VERSION,
    n,
    k,
    missing: prepared.policy,
    items,
    alpha,
    totalMean: totalSum / n,
    totalSd,
    sem: standardErrorOfMeasurement(totalSd, Math.min(1, Math.max(0, alpha))),
  };
  return { analysis, cov };
}
