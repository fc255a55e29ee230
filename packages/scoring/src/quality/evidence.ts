/**
 * The evidence behind an instrument, in one pass over a sample of answers: classical item
 * statistics with time and omissions, distractor analysis, reliability per dimension with Feldt's
 * interval, an IRT calibration with standard errors and S-X² item fit, and Mantel–Haenszel DIF for
 * each grouping asked for. Every part that the data cannot support says why instead of failing
 * the whole analysis, so a small pilot still gets the statistics it can have.
 */
import { ScoringError } from '../errors';
import {
  type CalibrationModel,
  type CalibrationResult,
  calibrate,
  DEFAULT_EM_TOLERANCE,
} from '../irt/calibration';
import { type ItemFitResult, itemFit } from '../irt/item-fit';
import { type M2Result, m2Statistic } from '../irt/m2';
import type { ModelComparison } from '../irt/model-comparison';
import { type RaschItemFit, raschFit } from '../irt/rasch-fit';
import { median } from '../stats';
import { ENGINE_VERSION } from '../version';
import { completeColumns } from './data';
import { type DifResult, type MantelHaenszelItem, mantelHaenszelCells } from './dif';
import { mantelSmdCells, type PolytomousDifItem } from './dif-polytomous';
import { analyseDistractors, type ItemDistractors } from './distractors';
import { COMPARED_MODELS, comparedModels } from './evidence-comparison';
import { analyseItemColumns } from './items';
import {
  alphaOfCovariance,
  covarianceBlock,
  feldtInterval,
  omegaOfCovariance,
  standardErrorOfMeasurement,
  sumOfCovariance,
} from './reliability';

/** One analysed item. */
export interface EvidenceItem {
  id: string;
  /** The dimension (indicator) it measures; reliability is computed per dimension and for all items. */
  dimension: string | null;
  /** 'keyed': right (1) or wrong (0); 'rating': ordered categories 0 … K − 1, reverse keys already applied. */
  scoring: 'keyed' | 'rating';
  /** Keyed choice items: the key and the option ids, for the distractor analysis. */
  key?: string;
  options?: readonly string[];
}

/** One person of the sample. */
export interface EvidencePerson {
  /** Per item: 0/1 (keyed) or the category (rating); null when omitted. */
  scores: ReadonlyArray<number | null>;
  /** Per item: the chosen option of a keyed choice item, null when omitted. */
  choices?: ReadonlyArray<string | null>;
  /** Per item: seconds spent on it, null when unknown. */
  seconds?: ReadonlyArray<number | null>;
  /** Grouping values for DIF, e.g. { gender: 'female', ageBand: '25-34' }; null when unknown. */
  groups?: Readonly<Record<string, string | null>>;
}

/** A DIF comparison: persons whose `variable` is `reference` against those with `focal`. */
export interface DifComparison {
  variable: string;
  reference: string;
  focal: string;
}

export interface EvidenceOptions {
  /** IRT model (default 2PL for keyed items, GRM when any item is a rating). */
  model?: CalibrationModel;
  /** Skip the calibration (it is the costly part). */
  calibrate?: boolean;
  /** 3PL only: whether c has its Beta(5, 17) prior (default true); without it c is maximum likelihood. */
  guessingPrior?: boolean;
  /**
   * Also calibrate the other models of keyed items (Rasch, 2PL, 3PL) and compare them (−2LL, AIC,
   * BIC, likelihood-ratio tests): each is a calibration more.
   */
  compareModels?: boolean;
  dif?: readonly DifComparison[];
  /** Told the share done (0–1) and the step, between steps and during the calibration. */
  onProgress?: (fraction: number, step: string) => void;
}

export type ItemFlag =
  | 'too-easy'
  | 'too-hard'
  | 'low-discrimination'
  | 'negative-discrimination'
  | 'misfit'
  | 'dif';

/** Classical statistics of one item. */
export interface EvidenceItemStatistics {
  id: string;
  dimension: string | null;
  /** Persons who answered it. */
  answered: number;
  omissionRate: number;
  /** Proportion correct (keyed) or mean / maximum category (rating). */
  difficulty: number;
  mean: number;
  sd: number;
  correctedItemTotal: number | null;
  alphaIfDeleted: number | null;
  medianSeconds: number | null;
  flags: ItemFlag[];
}

export interface ReliabilityFigure {
  /** null: all items together. */
  dimension: string | null;
  items: number;
  n: number;
  alpha: number;
  alphaInterval: { level: number; lower: number; upper: number };
  omega: number | null;
  /** On the summed-score scale: SD · √(1 − α). */
  sem: number;
  totalMean: number;
  totalSd: number;
}

/** A part of the analysis the sample could not support, and why. */
export interface Unavailable {
  unavailable: string;
}

export interface EvidenceResult {
  engineVersion: string;
  n: number;
  /** How omissions were treated: keyed items wrong, rating items at the item median (calibration: not presented). */
  missing: { keyed: 'zero'; rating: 'item-median' };
  items: EvidenceItemStatistics[];
  distractors: ItemDistractors[] | Unavailable;
  reliability: Array<ReliabilityFigure | (Unavailable & { dimension: string | null })>;
  calibration: EvidenceCalibration | Unavailable;
  dif: Array<(DifComparison & { result: EvidenceDifResult }) | (DifComparison & Unavailable)>;
}

/** One scale calibrated on its own (an instrument measuring several dimensions). */
export interface CalibratedScale {
  dimension: string | null;
  itemIds: string[];
  logLikelihood: number;
  iterations: number;
  converged: boolean;
  persons: number;
  patterns: number;
  /** Rasch only. */
  latentVariance?: number;
  /** Dichotomous models: the scale's M2 and RMSEA. */
  globalFit?: M2Result | Unavailable;
}

/**
 * The calibration of an analysis. An instrument of several dimensions is calibrated one dimension
 * at a time, each on a θ of its own (as its scores are): one unidimensional model over items of
 * different traits would mix them. Then `scales` lists each, the items (in the analysis's order)
 * carry their scale's estimates, and the totals sum the scales' log-likelihoods.
 */
export interface EvidenceCalibration extends CalibrationResult {
  fit: ItemFitResult | Unavailable;
  /** A Rasch calibration of keyed items: residual fit per item and a summary of person fit. */
  raschFit?: EvidenceRaschFit | Unavailable;
  scales?: Array<CalibratedScale | (Unavailable & { dimension: string | null; itemIds: string[] })>;
  /** With `compareModels`: this model against the other models of keyed items. */
  comparison?: ModelComparison | Unavailable;
  /**
   * Dichotomous models of one scale: M2 and RMSEA (an instrument of several scales has one for
   * each scale, in `scales`).
   */
  globalFit?: M2Result | Unavailable;
}

/**
 * Rasch residual fit as the evidence keeps it: every item's infit and outfit with their ZSTD, and
 * for persons only how many fit and how many do not (one row per person would outgrow the
 * analysis on a large sample).
 */
export interface EvidenceRaschFit {
  estimator: 'ML' | 'WLE';
  items: RaschItemFit[];
  persons: {
    fitted: number;
    /** All-0 or all-1 patterns: no fit statistics. */
    extreme: number;
    /** lz* below −2: answers less consistent with the model than chance allows (random or careless). */
    misfitting: number;
  };
}

/** DIF of one comparison: keyed items by Mantel–Haenszel, rating items by Mantel's test and SMD. */
export interface EvidenceDifResult extends Omit<DifResult, 'items'> {
  /** In the order of the analysed items, each by the method that suits it. */
  items: Array<MantelHaenszelItem | PolytomousDifItem>;
}

const unavailable = (error: unknown): Unavailable => ({
  unavailable: error instanceof ScoringError ? error.message : String(error),
});

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
  const keyed = items.map((item) => item.scoring === 'keyed');
  const n = persons.length;
  // Omitted keyed items count as wrong, as in scoring; omitted ratings take the item median.
  const classicalAt = (r: number, i: number) => {
    const x = persons[r].scores[i];
    return x === null && keyed[i] ? 0 : x;
  };
  // The classical scores once, column by column (missing → NaN): every matrix statistic below is
  // derived from this one copy and the covariance matrix computed from it.
  const classical = new Float64Array(n * k);
  for (let r = 0; r < n; r++) {
    const scores = persons[r].scores;
    for (let i = 0; i < k; i++) {
      const x = scores[i];
      classical[i * n + r] =
        x === null ? (keyed[i] ? 0 : Number.NaN) : x === undefined || Number.isNaN(x) ? Number.NaN : x;
    }
  }
  const maxScores = items.map((item, i) => {
    if (item.scoring === 'keyed') return 1;
    // Math.max over a spread of the whole sample overflows the call stack on large samples.
    let max = 1;
    for (const p of persons) max = Math.max(max, p.scores[i] ?? 0);
    return max;
  });
  progress(0.02, 'items');
  const allColumns = items.map((_, i) => i);
  // Item-median imputation treats each column on its own, so the covariance of any subset of
  // columns prepared alone is a block of this one (see covarianceBlock).
  const { analysis, cov } = analyseItemColumns(
    completeColumns({ n, k, values: classical }, 'item-median', allColumns),
    maxScores,
  );
  const secondsBuffer = new Float64Array(n);
  const statistics: EvidenceItemStatistics[] = items.map((item, i) => {
    const stats = analysis.items[i];
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

  progress(0.08, 'distractors');
  const choiceItems = items.map((item, i) => ({ item, i })).filter(({ item }) => item.key && item.options);
  let distractors: EvidenceResult['distractors'] = [];
  if (choiceItems.length) {
    try {
      const choiceColumns = choiceItems.map(({ i }) => i);
      distractors = analyseDistractors(
        n,
        (r, x) => persons[r].choices?.[choiceColumns[x]] ?? null,
        choiceItems.map(({ item }) => item.key as string),
        {
          itemIds: choiceItems.map(({ item }) => item.id),
          options: choiceItems.map(({ item }) => item.options as readonly string[]),
        },
      );
    } catch (error) {
      distractors = unavailable(error);
    }
  }

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
      // Checks and figures of cronbachAlpha / omegaTotal on these columns (item-median), from the
      // covariance block; the sample already passed the item analysis, so n ≥ 2 and every column
      // has an answer.
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
    } catch (error) {
      return { dimension, ...unavailable(error) };
    }
  });

  progress(0.15, 'calibration');
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
  if ('fit' in calibration && !('unavailable' in calibration.fit)) {
    const index = new Map(items.map((item, i) => [item.id, i]));
    calibration.fit.items.forEach((item, x) => {
      const i = index.get(calibration.items[x].id);
      if (item.misfit && i !== undefined) statistics[i].flags.push('misfit');
    });
  }

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

/** How an analysis calibrates beyond its model. */
interface CalibrationSetUp {
  guessingPrior: boolean;
}

// One stopping rule for every calibration: the one that reproduces the published references.
const CALIBRATION_TOLERANCE = DEFAULT_EM_TOLERANCE;

/** A calibration of some items (one scale, or the whole instrument) with its S-X² fit. */
function calibrateColumns(
  items: readonly EvidenceItem[],
  persons: readonly EvidencePerson[],
  keyed: readonly boolean[],
  columns: readonly number[],
  model: CalibrationModel | undefined,
  setUp: CalibrationSetUp,
  onProgress: (done: number) => void,
): CalibrationResult & {
  fit: ItemFitResult | Unavailable;
  raschFit?: EvidenceRaschFit | Unavailable;
  globalFit?: M2Result | Unavailable;
} {
  const data = persons.map((p) =>
    columns.map((i) => {
      const x = p.scores[i];
      return x === null && keyed[i] ? 0 : x;
    }),
  );
  const result = calibrate(data, {
    model: model ?? (columns.every((i) => keyed[i]) ? '2PL' : 'GRM'),
    // Undefined: the engine's Beta prior (3PL only).
    guessingPrior: setUp.guessingPrior ? undefined : null,
    itemIds: columns.map((i) => items[i].id),
    standardErrors: true,
    tolerance: CALIBRATION_TOLERANCE,
    // EM changes shrink about geometrically: progress is how far log(change) has come to log(tolerance).
    onCycle: (_cycle, change) =>
      onProgress(Math.min(1, Math.max(0, Math.log(change) / Math.log(CALIBRATION_TOLERANCE)))),
  });
  let fit: ItemFitResult | Unavailable;
  try {
    fit = itemFit(data, result);
  } catch (error) {
    fit = unavailable(error);
  }
  // The full covariance matrix grows with the square of the parameters (a 100-item GRM: 250,000
  // numbers) and the evidence report shows only the standard errors, so it is not kept.
  const { covariance: _covariance, ...kept } = result;
  const globalFit = { globalFit: globalFitOf(data, result) };
  if (result.model !== 'Rasch' || !columns.every((i) => keyed[i])) return { ...kept, fit, ...globalFit };
  return { ...kept, fit, ...globalFit, raschFit: raschFitSummary(data, result) };
}

/**
 * The scales' Rasch fits as one: items in the analysis's order; persons counted per scale and
 * summed (a person is fitted, extreme or misfitting on each scale). Absent unless every scale
 * has one.
 */
function mergedRaschFit(
  fits: Array<EvidenceRaschFit | Unavailable | undefined>,
  order: Map<string, number>,
): { raschFit?: EvidenceRaschFit | Unavailable } {
  if (!fits.length || fits.some((f) => f === undefined)) return {};
  const refused = fits.find((f) => f && 'unavailable' in f);
  if (refused) return { raschFit: refused };
  const all = fits as EvidenceRaschFit[];
  return {
    raschFit: {
      estimator: all[0].estimator,
      items: all.flatMap((f) => f.items).sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0)),
      persons: {
        fitted: all.reduce((n, f) => n + f.persons.fitted, 0),
        extreme: all.reduce((n, f) => n + f.persons.extreme, 0),
        misfitting: all.reduce((n, f) => n + f.persons.misfitting, 0),
      },
    },
  };
}

/**
 * Items a scale may have for its M2: 60 items make 1,830 margins, whose covariance takes seconds to
 * factor; the cost grows with the cube of the margins.
 */
const M2_MAX_ITEMS = 60;

/** M2 and RMSEA of a calibration (the GRM's on its items' score moments), or why not. */
function globalFitOf(data: (number | null)[][], result: CalibrationResult): M2Result | Unavailable {
  if (result.items.length > M2_MAX_ITEMS)
    return { unavailable: `M2 is computed for scales of at most ${M2_MAX_ITEMS} items` };
  try {
    return m2Statistic(data, result);
  } catch (error) {
    return unavailable(error);
  }
}

/** The Rasch fit of a calibration's data, persons summarised; unavailable when it cannot be had. */
function raschFitSummary(
  data: (number | null)[][],
  result: CalibrationResult,
): EvidenceRaschFit | Unavailable {
  try {
    const full = raschFit(data, result);
    const fitted = full.persons.filter((p) => p.status === 'fitted');
    return {
      estimator: full.estimator,
      items: full.items,
      persons: {
        fitted: fitted.length,
        extreme: full.extremePersons,
        misfitting: fitted.filter((p) => p.lzStar !== null && p.lzStar < -2).length,
      },
    };
  } catch (error) {
    return unavailable(error);
  }
}

/** The dimensions of an instrument that measures more than one, with their items' columns. */
function scalesOf(items: readonly EvidenceItem[]): Array<{ dimension: string | null; columns: number[] }> {
  const scales = new Map<string | null, number[]>();
  items.forEach((item, i) => {
    const columns = scales.get(item.dimension);
    if (columns) columns.push(i);
    else scales.set(item.dimension, [i]);
  });
  return [...scales.entries()].map(([dimension, columns]) => ({ dimension, columns }));
}

function calibrateScales(
  items: readonly EvidenceItem[],
  persons: readonly EvidencePerson[],
  keyed: readonly boolean[],
  model: CalibrationModel | undefined,
  setUp: CalibrationSetUp,
  onProgress: (done: number) => void,
): EvidenceCalibration | Unavailable {
  const scales = scalesOf(items);
  try {
    if (scales.length < 2)
      return calibrateColumns(
        items,
        persons,
        keyed,
        items.map((_, i) => i),
        model,
        setUp,
        onProgress,
      );
    type Part = { dimension: string | null; itemIds: string[] } & (
      | {
          result: CalibrationResult & {
            fit: ItemFitResult | Unavailable;
            raschFit?: EvidenceRaschFit | Unavailable;
            globalFit?: M2Result | Unavailable;
          };
        }
      | Unavailable
    );
    const parts = scales.map(({ dimension, columns }, s): Part => {
      const itemIds = columns.map((i) => items[i].id);
      try {
        if (columns.length < 2)
          throw new ScoringError('INSUFFICIENT_DATA', 'a scale of one item cannot be calibrated on its own');
        const result = calibrateColumns(items, persons, keyed, columns, model, setUp, (done) =>
          onProgress((s + done) / scales.length),
        );
        return { dimension, itemIds, result };
      } catch (error) {
        return { dimension, itemIds, ...unavailable(error) };
      }
    });
    const done = parts.flatMap((p) => ('result' in p ? [p.result] : []));
    const [first] = done;
    if (!first) {
      const refused = parts.find((p) => 'unavailable' in p);
      return {
        unavailable:
          refused && 'unavailable' in refused ? refused.unavailable : 'no scale could be calibrated',
      };
    }
    // Items in the analysis's order, whichever scale estimated them; fit rows follow the items.
    const order = new Map(items.map((item, i) => [item.id, i]));
    const calibrated = done
      .flatMap((r) => r.items.map((item, x) => ({ item, fit: 'items' in r.fit ? r.fit.items[x] : null })))
      .sort((x, y) => (order.get(x.item.id) ?? 0) - (order.get(y.item.id) ?? 0));
    const fits = done.map((r) => r.fit);
    const fit: ItemFitResult | Unavailable = fits.every((f) => 'items' in f)
      ? {
          items: calibrated.map((c) => c.fit as ItemFitResult['items'][number]),
          persons: Math.min(...fits.map((f) => (f as ItemFitResult).persons)),
          minExpected: (fits[0] as ItemFitResult).minExpected,
          alpha: (fits[0] as ItemFitResult).alpha,
        }
      : (fits.find((f) => 'unavailable' in f) as Unavailable);
    const sum = (pick: (r: CalibrationResult) => number) => done.reduce((total, r) => total + pick(r), 0);
    return {
      ...first,
      // A latent variance and a global fit are a scale's own: the scales list them.
      globalFit: undefined,
      latentVariance: undefined,
      latentVarianceSe: undefined,
      items: calibrated.map((c) => c.item),
      logLikelihood: sum((r) => r.logLikelihood),
      logPosterior: sum((r) => r.logPosterior),
      iterations: Math.max(...done.map((r) => r.iterations)),
      converged: done.every((r) => r.converged),
      persons: Math.max(...done.map((r) => r.persons)),
      patterns: Math.max(...done.map((r) => r.patterns)),
      fit,
      // Every scale's flagged items, not the first scale's only.
      flags: done.flatMap((r) => r.flags ?? []),
      ...mergedRaschFit(
        done.map((r) => r.raschFit),
        order,
      ),
      scales: parts.map((p) =>
        'result' in p
          ? {
              dimension: p.dimension,
              itemIds: p.itemIds,
              logLikelihood: p.result.logLikelihood,
              iterations: p.result.iterations,
              converged: p.result.converged,
              persons: p.result.persons,
              patterns: p.result.patterns,
              ...(p.result.latentVariance !== undefined ? { latentVariance: p.result.latentVariance } : {}),
              ...(p.result.globalFit ? { globalFit: p.result.globalFit } : {}),
            }
          : p,
      ),
    };
  } catch (error) {
    return unavailable(error);
  }
}
