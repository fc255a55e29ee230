/**
 * Classical item analysis: p-values, corrected item–total correlations, alpha-if-deleted, SEM.
 */
import { ScoringError } from '../errors';
import { covarianceMatrix, mean } from '../stats';
import { ENGINE_VERSION } from '../version';
import { type DataMatrix, prepareMatrix } from './data';
import { alphaFromCovariance, type MatrixOptions, standardErrorOfMeasurement } from './reliability';

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
  const prepared = prepareMatrix(data, options.missing ?? 'listwise', options.columns);
  const { rows } = prepared;
  if (rows.length < 2)
    throw new ScoringError('INSUFFICIENT_DATA', 'item analysis needs at least two complete persons');
  const k = rows[0].length;
  if (k < 2) throw new ScoringError('INSUFFICIENT_DATA', 'item analysis needs at least two items');
  if (options.maxScores && options.maxScores.length !== k) {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      `maxScores has ${options.maxScores.length} entries for ${k} items`,
    );
  }
  const cov = covarianceMatrix(rows);
  const totals = rows.map((row) => row.reduce((s, x) => s + x, 0));
  let totalVariance = 0;
  for (const row of cov) for (const v of row) totalVariance += v;
  const alpha = alphaFromCovariance(cov);
  const items: ItemStatistics[] = [];
  for (let i = 0; i < k; i++) {
    const column = rows.map((row) => row[i]);
    const itemMean = mean(column);
    const itemVariance = cov[i][i];
    const observedMax = Math.max(...column);
    const maxScore = options.maxScores?.[i] ?? Math.max(1, observedMax);
    if (!(maxScore > 0))
      throw new ScoringError('INVALID_ARGUMENT', `item ${i} needs a positive maximum score`);
    let covWithTotal = 0;
    for (let j = 0; j < k; j++) covWithTotal += cov[i][j];
    const restVariance = totalVariance - 2 * covWithTotal + itemVariance;
    const correctedItemTotal =
      itemVariance > 0 && restVariance > 1e-12
        ? (covWithTotal - itemVariance) / Math.sqrt(itemVariance * restVariance)
        : null;
    let alphaIfDeleted: number | null = null;
    if (k >= 3) {
      const reduced = cov.filter((_, r) => r !== i).map((row) => row.filter((_, c) => c !== i));
      let reducedTotal = 0;
      for (const row of reduced) for (const v of row) reducedTotal += v;
      alphaIfDeleted = reducedTotal > 0 ? alphaFromCovariance(reduced) : null;
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
  return {
    engineVersion: ENGINE_VERSION,
    n: rows.length,
    k,
    missing: prepared.policy,
    items,
    alpha,
    totalMean: mean(totals),
    totalSd,
    sem: standardErrorOfMeasurement(totalSd, Math.min(1, Math.max(0, alpha))),
  };
}
