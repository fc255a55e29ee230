/**
 * Comparison of calibrations of the same data under different models: −2 log-likelihood, AIC and
 * BIC for each, and likelihood-ratio tests for nested pairs (Rasch within the 2PL — all slopes
 * equal — and the 2PL within the 3PL — every guessing parameter 0). So an analyst sees when a
 * richer model is not needed.
 */
import { chiSquareSurvival } from '../distributions';
import { ScoringError } from '../errors';
import type { CalibrationModel, CalibrationResult } from './calibration';

/** One model's figures. */
export interface ComparedModel {
  model: CalibrationModel;
  /** 3PL: whether c had a Beta prior (its estimates are then posterior modes). */
  guessingPrior: boolean;
  logLikelihood: number;
  /** Free parameters: Rasch one intercept per category step plus the common slope; 2PL 2 an item; 3PL 3; GRM 1 + steps. */
  parameters: number;
  /** −2 log-likelihood. */
  deviance: number;
  /** deviance + 2 · parameters (Akaike 1974). */
  aic: number;
  /** deviance + parameters · ln(persons) (Schwarz 1978). */
  bic: number;
}

/** A likelihood-ratio test of a model against the richer model it is nested in. */
export interface LikelihoodRatioTest {
  restricted: CalibrationModel;
  general: CalibrationModel;
  /** 2 (log L_general − log L_restricted), at least 0. */
  chiSquare: number;
  df: number;
  p: number;
  /**
   * The restriction puts a parameter on the edge of its range (c = 0 for the 3PL): the χ² reference
   * is then conservative (the true null distribution is a mixture of χ²s with fewer degrees).
   */
  boundary: boolean;
  /**
   * The richer model's likelihood came out below the restricted one's, which it contains, without a
   * prior to explain it: its EM stopped at a lower maximum (the 3PL's likelihood has several), so χ²
   * is shown as 0 and the richer model's estimates should not be trusted.
   */
  lowerMaximum: boolean;
  /**
   * A model was fitted with a prior (the 3PL's Beta prior on c): the statistic compares likelihoods
   * at posterior modes, so it is a guide rather than an exact test.
   */
  penalised: boolean;
}

export interface ModelComparison {
  persons: number;
  models: ComparedModel[];
  tests: LikelihoodRatioTest[];
}

/** Free parameters of a calibration, counted from its items. */
export function parameterCount(result: CalibrationResult): number {
  const steps = result.items.reduce((n, item) => n + item.d.length, 0);
  switch (result.model) {
    case 'Rasch':
      return steps + 1;
    case '3PL':
      return steps + 2 * result.items.length;
    default:
      return steps + result.items.length;
  }
}

const NESTED: ReadonlyArray<{ restricted: CalibrationModel; general: CalibrationModel; boundary: boolean }> =
  [
    { restricted: 'Rasch', general: '2PL', boundary: false },
    { restricted: '2PL', general: '3PL', boundary: true },
  ];

/**
 * Compares calibrations of the same data (same persons and items). `persons` is the sample size
 * BIC charges for (the calibrations' persons by default); `parameters` the free parameters of each
 * calibration where {@link parameterCount} cannot know them (scales calibrated apart, each with a
 * Rasch slope of its own).
 * @throws ScoringError `INVALID_ARGUMENT` for fewer than two calibrations, two of one model, or
 * calibrations of different item sets.
 */
export function compareModels(
  calibrations: readonly CalibrationResult[],
  options: { persons?: number; parameters?: readonly number[] } = {},
): ModelComparison {
  const persons = options.persons ?? Math.max(0, ...calibrations.map((c) => c.persons));
  if (calibrations.length < 2) throw new ScoringError('INVALID_ARGUMENT', 'compare at least two models');
  const models = new Set(calibrations.map((c) => c.model));
  if (models.size !== calibrations.length)
    throw new ScoringError('INVALID_ARGUMENT', 'compare each model once');
  const itemSet = (c: CalibrationResult) => c.items.map((i) => i.id).join('\u0000');
  if (calibrations.some((c) => itemSet(c) !== itemSet(calibrations[0])))
    throw new ScoringError('INVALID_ARGUMENT', 'the calibrations must cover the same items');
  const rows: ComparedModel[] = calibrations.map((c, i) => {
    const parameters = options.parameters?.[i] ?? parameterCount(c);
    const deviance = -2 * c.logLikelihood;
    return {
      model: c.model,
      guessingPrior: c.guessingPrior !== null,
      logLikelihood: c.logLikelihood,
      parameters,
      deviance,
      aic: deviance + 2 * parameters,
      bic: deviance + parameters * Math.log(persons),
    };
  });
  const byModel = new Map(rows.map((r) => [r.model, r]));
  const tests: LikelihoodRatioTest[] = [];
  for (const pair of NESTED) {
    const restricted = byModel.get(pair.restricted);
    const general = byModel.get(pair.general);
    if (!restricted || !general) continue;
    const difference = 2 * (general.logLikelihood - restricted.logLikelihood);
    const chiSquare = Math.max(0, difference);
    const df = general.parameters - restricted.parameters;
    const penalised = restricted.guessingPrior || general.guessingPrior;
    tests.push({
      restricted: pair.restricted,
      general: pair.general,
      chiSquare,
      df,
      p: chiSquareSurvival(chiSquare, df),
      boundary: pair.boundary,
      // Beyond rounding (EM stops within its tolerance of a maximum); a prior's pull may cost
      // likelihood by itself, so a penalised fit below the restricted one is no sign of it.
      lowerMaximum: difference < -0.01 && !penalised,
      penalised,
    });
  }
  return { persons, models: rows, tests };
}
