/** The shapes of an evidence analysis: its options, items, figures and result. */
import { ScoringError } from '../errors';
import type { CalibrationModel, CalibrationResult } from '../irt/calibration';
import type { ItemFitResult } from '../irt/item-fit';
import type { M2Result } from '../irt/m2';
import type { ModelComparison } from '../irt/model-comparison';
import type { RaschItemFit } from '../irt/rasch-fit';
import type { DifResult, MantelHaenszelItem } from './dif';
import type { PolytomousDifItem } from './dif-polytomous';
import type { ItemDistractors } from './distractors';

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

export const unavailable = (error: unknown): Unavailable => ({
  unavailable: error instanceof ScoringError ? error.message : String(error),
});
