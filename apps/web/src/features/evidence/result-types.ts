/**
 * The parts of the engine's EvidenceResult (packages/scoring, quality/evidence.ts) this page reads.
 * They mirror the engine's types rather than import them, because the web app does not depend on
 * the engine; the contract passes the result through as a record, so `asEvidenceResult` checks the
 * shape before a tab reads it, and any part may be `{ unavailable }` with the engine's reason.
 */

/** A part of the analysis the sample could not support, and why. */
export interface Unavailable {
  unavailable: string;
}

export type ItemFlag =
  | 'too-easy'
  | 'too-hard'
  | 'low-discrimination'
  | 'negative-discrimination'
  | 'misfit'
  | 'dif';

export const ITEM_FLAGS: readonly ItemFlag[] = [
  'too-easy',
  'too-hard',
  'low-discrimination',
  'negative-discrimination',
  'misfit',
  'dif',
];

export interface EvidenceItemStatistics {
  id: string;
  dimension: string | null;
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

export type OptionFlag = 'non-functioning' | 'positive-distractor' | 'negative-key';

export interface OptionStatistics {
  /** null: omitted. */
  option: string | null;
  isKey: boolean;
  count: number;
  proportion: number;
  meanTotal: number | null;
  pointBiserial: number | null;
  upper: number;
  lower: number;
  discrimination: number;
  flags: OptionFlag[];
}

export interface ItemDistractors {
  item: string;
  key: string;
  pValue: number;
  options: OptionStatistics[];
}

export interface ReliabilityFigure {
  /** null: all items together. */
  dimension: string | null;
  items: number;
  n: number;
  alpha: number;
  alphaInterval: { level: number; lower: number; upper: number };
  omega: number | null;
  sem: number;
  totalMean: number;
  totalSd: number;
}

export type CalibrationModel = 'Rasch' | '2PL' | '3PL' | 'GRM';

export interface ItemStandardErrors {
  /** null when the slope is held at a bound (its flag says so): no standard error applies. */
  a: number | null;
  d: number[];
  b: number[];
  c?: number | null;
}

export interface CalibratedItem {
  id: string;
  model: CalibrationModel;
  a: number;
  /** Intercepts: P(X ≥ j) = σ(aθ + d_j), plus guessing for 3PL. */
  d: number[];
  /** Thresholds b_j = −d_j / a. */
  b: number[];
  c?: number;
  categories: number;
  se?: ItemStandardErrors;
}

export interface ItemFit {
  id: string;
  sX2: number;
  df: number;
  p: number | null;
  groups: number;
  misfit: boolean;
}

export interface ItemFitResult {
  items: ItemFit[];
  persons: number;
  minExpected: number;
  alpha: number;
}

/** An item the calibration could not estimate as asked: held at a bound, or left out. */
export interface CalibrationFlag {
  item: string;
  flag: 'slope-at-bound' | 'excluded' | 'no-variance';
  detail: string;
}

/** One item's Rasch residual fit: mean squares (1 is perfect) and their standardised values. */
export interface RaschItemFit {
  id: string;
  infit: number;
  outfit: number;
  infitZstd: number;
  outfitZstd: number;
}

export interface RaschFitSummary {
  estimator: 'ML' | 'WLE';
  items: RaschItemFit[];
  persons: { fitted: number; extreme: number; misfitting: number };
}

export interface CalibrationResult {
  engineVersion: string;
  /** A Rasch calibration of keyed items: its residual fit (older analyses have none). */
  raschFit?: RaschFitSummary | Unavailable;
  /** Items held at a bound or left out, each with why (older analyses have none). */
  flags?: CalibrationFlag[];
  method: string;
  model: CalibrationModel;
  latentVariance?: number;
  latentVarianceSe?: number;
  items: CalibratedItem[];
  logLikelihood: number;
  iterations: number;
  converged: boolean;
  persons: number;
  patterns: number;
  tolerance: number;
  fit: ItemFitResult | Unavailable;
  /** An instrument of several dimensions: each calibrated on its own θ. */
  scales?: Array<CalibratedScale | (Unavailable & { dimension: string | null; itemIds: string[] })>;
  /** 3PL: the Beta prior on guessing, null without one (older analyses: absent). */
  guessingPrior?: { alpha: number; beta: number } | null;
  /** Asked for: this model against the other models of keyed items. */
  comparison?: ModelComparison | Unavailable;
  /** Dichotomous models of one scale: M2 and RMSEA (several scales: each scale's, in `scales`). */
  globalFit?: GlobalFit | Unavailable;
}

/** M2 and RMSEA2 of a dichotomous calibration (packages/scoring `m2Statistic`). */
export interface GlobalFit {
  m2: number;
  df: number;
  p: number;
  rmsea: number;
  rmseaInterval: { lower: number; upper: number };
  persons: number;
  margins: number;
  parameters: number;
}

/** One model of a comparison (packages/scoring `compareModels`). */
export interface ComparedModel {
  model: CalibrationModel;
  guessingPrior: boolean;
  logLikelihood: number;
  parameters: number;
  deviance: number;
  aic: number;
  bic: number;
}

/** A likelihood-ratio test of a model against the richer one it is nested in. */
export interface LikelihoodRatioTest {
  restricted: CalibrationModel;
  general: CalibrationModel;
  chiSquare: number;
  df: number;
  p: number;
  boundary: boolean;
  lowerMaximum: boolean;
  penalised: boolean;
}

export interface ModelComparison {
  persons: number;
  models: ComparedModel[];
  tests: LikelihoodRatioTest[];
}

export interface CalibratedScale {
  dimension: string | null;
  itemIds: string[];
  logLikelihood: number;
  iterations: number;
  converged: boolean;
  persons: number;
  patterns: number;
  latentVariance?: number;
  globalFit?: GlobalFit | Unavailable;
}

export type EtsDifClass = 'A' | 'B' | 'C';

export interface MantelHaenszelItem {
  item: string;
  alphaMH: number | null;
  /** Negative: the item favours the reference group. */
  deltaMH: number | null;
  seDelta: number | null;
  chiSquare: number;
  pValue: number;
  ets: EtsDifClass | null;
  favours: 'reference' | 'focal' | null;
  strata: number;
}

/** A rating statement's DIF: Mantel's test for ordered answers and the standardized mean difference. */
export interface PolytomousDifItem {
  item: string;
  method: 'mantel-smd';
  /** Negative: the statement favours the reference group. */
  smd: number | null;
  sd: number | null;
  effectSize: number | null;
  chiSquare: number;
  pValue: number;
  ets: EtsDifClass | null;
  favours: 'reference' | 'focal' | null;
  strata: number;
}

export const isRatingDif = (item: MantelHaenszelItem | PolytomousDifItem): item is PolytomousDifItem =>
  'smd' in item;

export interface DifResult {
  reference: string;
  focal: string;
  n: number;
  nReference: number;
  nFocal: number;
  items: Array<MantelHaenszelItem | PolytomousDifItem>;
}

export interface DifComparison {
  variable: string;
  reference: string;
  focal: string;
}

export interface EvidenceResult {
  engineVersion: string;
  n: number;
  missing: { keyed: string; rating: string };
  items: EvidenceItemStatistics[];
  distractors: ItemDistractors[] | Unavailable;
  reliability: Array<ReliabilityFigure | (Unavailable & { dimension: string | null })>;
  calibration: CalibrationResult | Unavailable;
  dif: Array<(DifComparison & { result: DifResult }) | (DifComparison & Unavailable)>;
}

export function isUnavailable(part: unknown): part is Unavailable {
  return typeof part === 'object' && part !== null && typeof (part as Unavailable).unavailable === 'string';
}

/**
 * The stored result as the engine's shape, or null when it is not one. A result written by another
 * engine version may lack a part: it comes back unavailable with an empty reason, which the page
 * words itself, instead of failing the page.
 */
export function asEvidenceResult(result: Record<string, unknown> | null | undefined): EvidenceResult | null {
  if (!result || !Array.isArray(result.items)) return null;
  return {
    engineVersion: String(result.engineVersion ?? ''),
    n: typeof result.n === 'number' ? result.n : 0,
    missing: (result.missing as EvidenceResult['missing']) ?? { keyed: 'zero', rating: 'item-median' },
    items: result.items as EvidenceItemStatistics[],
    distractors: (Array.isArray(result.distractors) || isUnavailable(result.distractors)
      ? result.distractors
      : []) as EvidenceResult['distractors'],
    reliability: (Array.isArray(result.reliability)
      ? result.reliability
      : []) as EvidenceResult['reliability'],
    calibration: (isUnavailable(result.calibration) ||
    (typeof result.calibration === 'object' && result.calibration !== null && 'items' in result.calibration)
      ? result.calibration
      : { unavailable: '' }) as EvidenceResult['calibration'],
    dif: (Array.isArray(result.dif) ? result.dif : []) as EvidenceResult['dif'],
  };
}
