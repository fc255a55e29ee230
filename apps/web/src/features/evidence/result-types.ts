/**
 * The engine's EvidenceResult (packages/scoring, quality/evidence-types.ts) as this page reads it.
 * The shapes are the engine's own, imported as types only (nothing of the engine is bundled), so a
 * change of the engine's result fails this app's typecheck instead of a tab at run time. The
 * contract passes the result through as a record, so `asEvidenceResult` checks the shape before a
 * tab reads it, and any part may be `{ unavailable }` with the engine's reason.
 */
import type {
  EvidenceResult as EngineEvidenceResult,
  EvidenceCalibration,
  EvidenceItemStatistics,
  M2Result,
  MantelHaenszelItem,
  OptionStatistics,
  PolytomousDifItem,
  Unavailable,
} from '@asesa/scoring';

export type {
  CalibratedItem,
  CalibrationFlag,
  ComparedModel,
  DifComparison,
  EtsDifClass,
  EvidenceDifResult as DifResult,
  EvidenceItemStatistics,
  ItemDistractors,
  ItemFit,
  ItemFlag,
  LikelihoodRatioTest,
  MantelHaenszelItem,
  ModelComparison,
  OptionStatistics,
  PolytomousDifItem,
  RaschItemFit,
  Unavailable,
} from '@asesa/scoring';

/** M2 and RMSEA2 of a dichotomous calibration (the engine's `m2Statistic`). */
export type GlobalFit = M2Result;

export type OptionFlag = OptionStatistics['flags'][number];

/**
 * Parts an analysis stored by an older engine version lacks: its calibration then has no flags
 * and no guessing prior, which the page shows as none.
 */
type AddedSinceFirstVersion = 'flags' | 'guessingPrior';

export type CalibrationResult = Omit<EvidenceCalibration, AddedSinceFirstVersion> &
  Partial<Pick<EvidenceCalibration, AddedSinceFirstVersion>>;

export type EvidenceResult = Omit<EngineEvidenceResult, 'calibration'> & {
  calibration: CalibrationResult | Unavailable;
};

export const isRatingDif = (item: MantelHaenszelItem | PolytomousDifItem): item is PolytomousDifItem =>
  'smd' in item;

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
