/**
 * The evidence behind an instrument, in one pass over a sample of answers: classical item
 * statistics with time and omissions, distractor analysis, reliability per dimension with Feldt's
 * interval, an IRT calibration with standard errors and S-X² item fit, and Mantel–Haenszel DIF for
 * each grouping asked for. Every part that the data cannot support says why instead of failing
 * the whole analysis, so a small pilot still gets the statistics it can have.
 */
import { ScoringError } from '../errors';
import { median } from '../stats';
import { ENGINE_VERSION } from '../version';
import { completeColumns } from './data';
import { type MantelHaenszelItem, mantelHaenszelCells } from './dif';
import { mantelSmdCells, type PolytomousDifItem } from './dif-polytomous';
import { analyseDistractors } from './distractors';
import { type CalibrationSetUp, calibrateScales } from './evidence-calibration';
import { COMPARED_MODELS, comparedModels } from './evidence-comparison';
import {
  type DifComparison,
  type EvidenceDifResult,
  type EvidenceItem,
  type EvidenceItemStatistics,
  type EvidenceOptions,
  type EvidencePerson,
  type EvidenceResult,
  type ItemFlag,
  unavailable,
} from './evidence-types';
import { analyseItemColumns } from './items';
import {
  alphaOfCovariance,
  covarianceBlock,
  feldtInterval,
  omegaOfCovariance,
  standardErrorOfMeasurement,
  sumOfCovariance,
} from './reliability';

export type {
  CalibratedScale,
  DifComparison,
  EvidenceCalibration,
  EvidenceDifResult,
  EvidenceItem,
  EvidenceItemStatistics,
  EvidenceOptions,
  EvidencePerson,
  EvidenceRaschFit,
  EvidenceResult,
  ItemFlag,
  ReliabilityFigure,
  Unavailable,
} from './evidence-types';

/**
 * Analyses a sample of answers to an instrument.
 * @throws ScoringError `INVALID_ARGUMENT` when a person's answers do not match the items,
 * `INSUFFICIENT_DATA` for fewer than two persons or items.
 */
export function analyseEvidence(
  items: readonly EvidenceItem[],
  persons: readonly EvidencePerson[],
  options: EvidenceOptions = {},
): EvidenceResult {
  const progress = options.onProgress ?? (() => {});
  assertSample(items, persons);
  const k = items.length;
  const keyed = items.map((item) => item.scoring === 'keyed');
  const n = persons.length;
  // Omitted keyed items count as wrong, as in scoring; omitted ratings take the item median.
  const classicalAt = (r: number, i: number) => {
    const x = persons[r].scores[i];
    return x === null && keyed[i] ? 0 : x;
  };
  progress(0.02, 'items');
  const allColumns = items.map((_, i) => i);
  // Item-median imputation treats each column on its own, so the covariance of any subset of
  // columns prepared alone is a block of this one (see covarianceBlock).
  const { analysis, cov } = analyseItemColumns(
    completeColumns({ n, k, values: classicalMatrix(persons, keyed) }, 'item-median', allColumns),
    maxScoresOf(items, persons),
  );
  const statistics = itemStatistics(items, persons, analysis.items);

  progress(0.08, 'distractors');
  const distractors = distractorsOf(items, persons);

  progress(0.12, 'reliability');
  const dimensions = [
    null,
    ...new Set(items.map((item) => item.dimension).filter((d): d is string => d !== null)),
  ];
  const reliability = dimensions.map((dimension) => {
    const columns = items.flatMap((item, i) =>
      dimension === null || item.dimension === dimension ? [i] : [],
    );
    try {
      return reliabilityOf(dimension, columns, cov, k, n, classicalAt);
    } catch (error) {
      return { dimension, ...unavailable(error) };
    }
  });

  progress(0.15, 'calibration');
  const calibration = calibrationOf(items, persons, keyed, options, progress);
  if ('fit' in calibration && !('unavailable' in calibration.fit))
    flagMisfits(items, calibration, statistics);

  progress(0.9, 'dif');
  const dif = (options.dif ?? []).map((comparison) => {
    try {
      return { ...comparison, result: difOf(items, n, classicalAt, persons, comparison, statistics) };
    } catch (error) {
      return { ...comparison, ...unavailable(error) };
    }
  });
  progress(1, 'done');
  return {
    engineVersion: ENGINE_VERSION,
    n: persons.length,
    missing: { keyed: 'zero', rating: 'item-median' },
    items: statistics,
    distractors,
    reliability,
    calibration,
    dif,
  };
}

type Progress = NonNullable<EvidenceOptions['onProgress']>;
type ItemAnalysis = ReturnType<typeof analyseItemColumns>['analysis']['items'];

function assertSample(items: readonly EvidenceItem[], persons: readonly EvidencePerson[]): void {
  const k = items.length;
  if (k < 2) throw new ScoringError('INSUFFICIENT_DATA', 'an analysis needs at least two scored items');
  if (persons.length < 2)
    throw new ScoringError('INSUFFICIENT_DATA', 'an analysis needs at least two persons');
  persons.forEach((person, r) => {
    if (person.scores.length !== k) {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `person ${r} has ${person.scores.length} scores for ${k} items`,
      );
    }
  });
}

/**
 * The classical scores once, column by column (missing → NaN, omitted keyed → 0): every matrix
 * statistic is derived from this one copy and the covariance matrix computed from it.
 */
function classicalMatrix(persons: readonly EvidencePerson[], keyed: readonly boolean[]): Float64Array {
  const n = persons.length;
  const k = keyed.length;
  const classical = new Float64Array(n * k);
  for (let r = 0; r < n; r++) {
    const scores = persons[r].scores;
    for (let i = 0; i < k; i++) {
      const x = scores[i];
      classical[i * n + r] =
        x === null ? (keyed[i] ? 0 : Number.NaN) : x === undefined || Number.isNaN(x) ? Number.NaN : x;
    }
  }
  return classical;
}

/** 1 for a keyed item, else the highest score seen (at least 1). */
function maxScoresOf(items: readonly EvidenceItem[], persons: readonly EvidencePerson[]): number[] {
  return items.map((item, i) => {
    if (item.scoring === 'keyed') return 1;
    // Math.max over a spread of the whole sample overflows the call stack on large samples.
    let max = 1;
    for (const p of persons) max = Math.max(max, p.scores[i] ?? 0);
    return max;
  });
}

/** Each item's classical figures with its omissions, median time and flags. */
function itemStatistics(
  items: readonly EvidenceItem[],
  persons: readonly EvidencePerson[],
  analysed: ItemAnalysis,
): EvidenceItemStatistics[] {
  const n = persons.length;
  const secondsBuffer = new Float64Array(n);
  return items.map((item, i) => {
    const stats = analysed[i];
    let answered = 0;
    let timed = 0;
    for (const p of persons) {
      if (p.scores[i] !== null) answered++;
      const s = p.seconds?.[i];
      if (typeof s === 'number') secondsBuffer[timed++] = s;
    }
    const flags: ItemFlag[] = [];
    if (stats.pValue > 0.95) flags.push('too-easy');
    if (item.scoring === 'keyed' && stats.pValue < 0.1) flags.push('too-hard');
    if (stats.correctedItemTotal !== null && stats.correctedItemTotal < 0)
      flags.push('negative-discrimination');
    else if (stats.correctedItemTotal !== null && stats.correctedItemTotal < 0.2)
      flags.push('low-discrimination');
    return {
      id: item.id,
      dimension: item.dimension,
      answered,
      omissionRate: 1 - answered / n,
      difficulty: stats.pValue,
      mean: stats.mean,
      sd: stats.sd,
      correctedItemTotal: stats.correctedItemTotal,
      alphaIfDeleted: stats.alphaIfDeleted,
      medianSeconds: timed ? median(secondsBuffer.subarray(0, timed)) : null,
      flags,
    };
  });
}

/** Distractor analysis of the items with a key and options (none: an empty list). */
function distractorsOf(
  items: readonly EvidenceItem[],
  persons: readonly EvidencePerson[],
): EvidenceResult['distractors'] {
  const choiceItems = items.map((item, i) => ({ item, i })).filter(({ item }) => item.key && item.options);
  if (!choiceItems.length) return [];
  try {
    const choiceColumns = choiceItems.map(({ i }) => i);
    return analyseDistractors(
      persons.length,
      (r, x) => persons[r].choices?.[choiceColumns[x]] ?? null,
      choiceItems.map(({ item }) => item.key as string),
      {
        itemIds: choiceItems.map(({ item }) => item.id),
        options: choiceItems.map(({ item }) => item.options as readonly string[]),
      },
    );
  } catch (error) {
    return unavailable(error);
  }
}

/**
 * Checks and figures of cronbachAlpha / omegaTotal on these columns (item-median), from the
 * covariance block; the sample already passed the item analysis, so n ≥ 2 and every column has an
 * answer.
 */
function reliabilityOf(
  dimension: string | null,
  columns: number[],
  cov: Float64Array,
  k: number,
  n: number,
  classicalAt: (r: number, i: number) => number | null | undefined,
) {
  const width = columns.length;
  if (width < 2) throw new ScoringError('INSUFFICIENT_DATA', "Cronbach's alpha needs at least two items");
  const block = covarianceBlock(cov, k, columns);
  const alpha = alphaOfCovariance(block, width);
  const totalVariance = sumOfCovariance(block);
  let omega: number | null = null;
  try {
    if (width >= 3 && n >= 3) omega = omegaOfCovariance(block, width).omega;
  } catch {
    omega = null;
  }
  // The mean total is of the unimputed scores (an omitted rating adds nothing), as reported before.
  let totalSum = 0;
  for (let r = 0; r < n; r++) {
    let total = 0;
    for (const j of columns) total += classicalAt(r, j) ?? 0;
    totalSum += total;
  }
  const mean = totalSum / n;
  const sd = Math.sqrt(totalVariance);
  return {
    dimension,
    items: width,
    n,
    alpha,
    alphaInterval: feldtInterval(alpha, n, width, 0.95),
    omega,
    sem: standardErrorOfMeasurement(sd, Math.min(1, Math.max(0, alpha))),
    totalMean: mean,
    totalSd: sd,
  };
}

/** The IRT calibration asked for, with the model comparison when asked (progress 0.15 → 0.85). */
function calibrationOf(
  items: readonly EvidenceItem[],
  persons: readonly EvidencePerson[],
  keyed: boolean[],
  options: EvidenceOptions,
  progress: Progress,
): EvidenceResult['calibration'] {
  const setUp: CalibrationSetUp = { guessingPrior: options.guessingPrior !== false };
  const calibrations = options.compareModels ? COMPARED_MODELS.length : 1;
  const calibration: EvidenceResult['calibration'] =
    options.calibrate === false
      ? { unavailable: 'not asked for' }
      : calibrateScales(items, persons, keyed, options.model, setUp, (done) =>
          progress(0.15 + (0.7 * done) / calibrations, 'calibration'),
        );
  if (options.compareModels && !('unavailable' in calibration))
    calibration.comparison = comparedModels(
      calibration,
      (model, onProgress) => calibrateScales(items, persons, keyed, model, setUp, onProgress),
      (done) => progress(0.15 + (0.7 * (1 + done * (calibrations - 1))) / calibrations, 'calibration'),
    );
  return calibration;
}

/** Flags the items the calibration's item fit marks as misfitting. */
function flagMisfits(
  items: readonly EvidenceItem[],
  calibration: EvidenceResult['calibration'],
  statistics: EvidenceItemStatistics[],
): void {
  if (!('fit' in calibration) || 'unavailable' in calibration.fit) return;
  const index = new Map(items.map((item, i) => [item.id, i]));
  calibration.fit.items.forEach((item, x) => {
    const i = index.get(calibration.items[x].id);
    if (item.misfit && i !== undefined) statistics[i].flags.push('misfit');
  });
}

/**
 * One DIF comparison over every item that has a method: keyed items matched on the keyed total
 * (Mantel–Haenszel, as the ETS procedure does), rating items matched on the total of their own
 * dimension's rating items (a personality scale is its own matching criterion). An item in class C
 * gets the 'dif' flag.
 */
function difOf(
  items: readonly EvidenceItem[],
  n: number,
  scoreAt: (r: number, i: number) => number | null | undefined,
  persons: readonly EvidencePerson[],
  comparison: DifComparison,
  statistics: EvidenceItemStatistics[],
): EvidenceDifResult {
  const groups = persons.map((p) => p.groups?.[comparison.variable] ?? null);
  const byItem = new Map<number, MantelHaenszelItem | PolytomousDifItem>();
  const sizes: Array<{ n: number; nReference: number; nFocal: number }> = [];
  const keyedColumns = items.flatMap((item, i) => (item.scoring === 'keyed' ? [i] : []));
  if (keyedColumns.length >= 2) {
    const result = mantelHaenszelCells(
      n,
      keyedColumns.length,
      (r, x) => scoreAt(r, keyedColumns[x]),
      groups,
      {
        reference: comparison.reference,
        focal: comparison.focal,
        itemIds: keyedColumns.map((j) => items[j].id),
      },
    );
    sizes.push(result);
    result.items.forEach((item, x) => {
      byItem.set(keyedColumns[x], item);
    });
  }
  const scales = new Map<string | null, number[]>();
  items.forEach((item, i) => {
    if (item.scoring !== 'rating') return;
    const columns = scales.get(item.dimension);
    if (columns) columns.push(i);
    else scales.set(item.dimension, [i]);
  });
  for (const columns of scales.values()) {
    if (columns.length < 2) continue;
    const matching = Array.from({ length: n }, (_, r) => {
      let total = 0;
      for (const j of columns) {
        const x = scoreAt(r, j);
        if (x === null || x === undefined || Number.isNaN(x)) return null;
        total += x;
      }
      return total;
    });
    const result = mantelSmdCells(n, columns.length, (r, x) => scoreAt(r, columns[x]), groups, {
      reference: comparison.reference,
      focal: comparison.focal,
      itemIds: columns.map((j) => items[j].id),
      matching,
    });
    sizes.push(result);
    result.items.forEach((item, x) => {
      byItem.set(columns[x], item);
    });
  }
  if (!sizes.length)
    throw new ScoringError(
      'INSUFFICIENT_DATA',
      'DIF needs at least two keyed items, or a scale of at least two rating items',
    );
  const order = [...byItem.keys()].sort((x, y) => x - y);
  for (const i of order) {
    const flags = statistics[i].flags;
    if (byItem.get(i)?.ets === 'C' && !flags.includes('dif')) flags.push('dif');
  }
  // The largest part speaks for the comparison's sample (parts differ only by missing answers).
  const size = sizes.reduce((best, s) => (s.n > best.n ? s : best));
  return {
    engineVersion: ENGINE_VERSION,
    reference: comparison.reference,
    focal: comparison.focal,
    n: size.n,
    nReference: size.nReference,
    nFocal: size.nFocal,
    items: order.map((i) => byItem.get(i) as MantelHaenszelItem | PolytomousDifItem),
  };
}
