/** The shapes and defaults of a calibration: its options, result, flags and covariance. */
import type { QuadratureSpec } from './quadrature';

/**
 * Default EM stopping rule: no parameter moves by more than this between cycles. The EM creeps
 * towards the maximum (a Rasch calibration of LSAT6 still moves the difficulties by ~1e-3 after a
 * cycle that changed nothing by more than 1e-4), so 1e-4 stops short of ltm's published estimates
 * in the third decimal; 1e-6 reproduces them, and LSAT7's mirt estimates to within mirt's own
 * stopping error (mirt's a₃ = 1.706 against the fully converged 1.7075, equal log-likelihoods).
 */
export const DEFAULT_EM_TOLERANCE = 1e-6;

/**
 * Slope limits of a calibration without `slopeBounds` (2PL, GRM, 3PL). An item whose responses
 * step from 0 to 1 at one point of the scale (near-Guttman) has no finite maximum-likelihood slope:
 * unbounded, its slope climbs cycle after cycle until the M-step's information matrix is singular.
 * The ceiling 10 (logistic metric: P goes from 0.27 to 0.73 within 0.1 SD of θ) is far above any
 * slope a real item earns; the floor 0.01 keeps the difficulty −d/a of an item that does not
 * discriminate (or discriminates negatively) from running off to infinity. A slope that ends on
 * either limit is flagged `slope-at-bound` and gets no standard error.
 */
export const DEFAULT_SLOPE_LIMITS: Readonly<{ min: number; max: number }> = Object.freeze({
  min: 0.01,
  max: 10,
});

/** Why an item of a calibration needs a look (see {@link CalibrationFlag}). */
export type CalibrationFlagKind = 'slope-at-bound' | 'excluded' | 'no-variance';

/**
 * A problem with one item that the calibration worked around instead of failing:
 * - `slope-at-bound`: the slope ended on its lower or upper limit (`slopeBounds`, else
 *   {@link DEFAULT_SLOPE_LIMITS}); the estimate is a limit, not a maximum, so its standard error is
 *   null and the item's other standard errors are conditional on the slope held there.
 * - `no-variance`: every person who answered the item gave the same answer (or nobody answered
 *   it); it carries no information and is also flagged `excluded`.
 * - `excluded`: the item was left out of the calibration (no variance, or a category inside its
 *   range that nobody chose); it has no entry in `items` (see `columns`).
 */
export interface CalibrationFlag {
  /** The item's id. */
  item: string;
  flag: CalibrationFlagKind;
  /** A sentence for the report. */
  detail: string;
}

/**
 * The covariance matrix of a calibration's free parameters: the inverse of the observed
 * information (the same matrix the standard errors come from). Rows and columns follow
 * `parameters`. Entries of a parameter held fixed (a slope at its bound, a 3PL guessing parameter
 * pressed against 0 or 1 without a prior) are null.
 */
export interface ParameterCovariance {
  /**
   * The parameters in matrix order: per item its slope a and intercepts d_1 … d_{K−1} (3PL: a, d and
   * logit(c)); Rasch: the common slope first (item null), then each item's intercept.
   */
  parameters: CalibrationParameter[];
  matrix: Array<Array<number | null>>;
}

/** One free parameter of a calibration. */
export interface CalibrationParameter {
  /** Item id; null for the Rasch model's common slope. */
  item: string | null;
  /** 'a' slope, 'd' intercept (`threshold` says which), 'logit-c' the 3PL guessing on the logit scale. */
  name: 'a' | 'd' | 'logit-c';
  /** For 'd': 1 … K−1; else 0. */
  threshold: number;
}

/** A response matrix for calibration: rows are persons, columns items, entries category indices or null. */
export type ResponseMatrix = ReadonlyArray<ArrayLike<number | null | undefined>>;

/** Options of {@link calibrate}. */
export interface CalibrationOptions {
  /**
   * '2PL' requires every item to be dichotomous; 'GRM' accepts any number of categories (a
   * two-category GRM item is a 2PL item). 'Rasch': dichotomous items sharing one slope, which is the
   * latent SD of the Rasch metric (P = σ(θ* + d), θ* ~ N(0, a²), as mirt's Rasch with its variance
   * freed and ltm's `rasch` with a common discrimination). '3PL': P = c + (1 − c)σ(aθ + d) with a
   * Beta prior on c (see `guessingPrior`). Default: '2PL' if all items are dichotomous, else 'GRM'.
   */
  model?: CalibrationModel;
  /**
   * 3PL only: Beta(alpha, beta) prior on the guessing parameter c, maximised with the likelihood
   * (default Beta(5, 17), mean 0.23, as BILOG-MG's default for four-option items). `null`: none
   * (plain maximum likelihood, often unstable: c is weakly identified by easy items).
   */
  guessingPrior?: { alpha: number; beta: number } | null;
  /**
   * Also estimate standard errors from the observed information (the negative Hessian of the
   * marginal log-likelihood, with priors, at the estimates; difficulty and guessing errors by the
   * delta method), computed analytically in one pass over the patterns (a few E-steps' worth).
   * Default false.
   */
  standardErrors?: boolean;
  /** Quadrature grid (default 61 points on [−6, 6], N(0, 1)). */
  quadrature?: QuadratureSpec;
  /** Maximum EM cycles (default 5000). */
  maxIterations?: number;
  /** Stop when no parameter moves by more than this between EM cycles (default {@link DEFAULT_EM_TOLERANCE}). */
  tolerance?: number;
  /**
   * Keep slopes inside [min, max] (projected Fisher scoring in the M-step). Default
   * {@link DEFAULT_SLOPE_LIMITS}; a slope that ends on a limit is flagged `slope-at-bound`.
   */
  slopeBounds?: { min: number; max: number };
  /** Log-normal prior on slopes, log a ~ N(meanLog, sdLog²): the EM then maximises the posterior. */
  slopePrior?: { meanLog: number; sdLog: number };
  /** Item ids for the result (default "1", "2", …). */
  itemIds?: readonly string[];
  /** Called after every EM cycle with the largest parameter change (for progress bars). */
  onCycle?: (cycle: number, largestChange: number) => void;
  /** Throw `NOT_CONVERGED` instead of returning `converged: false`. */
  requireConvergence?: boolean;
}

/** The item response models {@link calibrate} estimates. */
export type CalibrationModel = 'Rasch' | '2PL' | '3PL' | 'GRM';

/** Standard errors of one item's parameters (same shapes as the parameters). */
export interface ItemStandardErrors {
  /**
   * Null when the slope sits on a bound (flag `slope-at-bound`): a limit has no sampling error
   * to report. The Rasch model's common slope has one.
   */
  a: number | null;
  d: number[];
  b: number[];
  /** 3PL only; null where the estimate sits on the boundary 0 or 1 (no information about it). */
  c?: number | null;
}

/** Estimated parameters of one item, in slope/intercept and difficulty form. */
export interface CalibratedItem {
  id: string;
  /** The calibration's model; a GRM calibration reports its two-category items as '2PL'. */
  model: CalibrationModel;
  a: number;
  /** Intercepts (P(X ≥ j) = σ(aθ + d_j), plus guessing for 3PL). */
  d: number[];
  /** Thresholds b_j = −d_j / a. */
  b: number[];
  /** Guessing (lower asymptote), 3PL only. */
  c?: number;
  categories: number;
  /** With `standardErrors: true`. */
  se?: ItemStandardErrors;
}

/** Versioned result of a calibration. */
export interface CalibrationResult {
  engineVersion: string;
  method: 'MML-EM';
  model: CalibrationModel;
  /** Rasch only: the estimated variance of θ in the Rasch metric (the common slope squared). */
  latentVariance?: number;
  /** Rasch only: its standard error, with `standardErrors: true`. */
  latentVarianceSe?: number;
  guessingPrior: { alpha: number; beta: number } | null;
  items: CalibratedItem[];
  /** Marginal log-likelihood Σ_persons log Σ_k w_k L(x|θ_k) at the final estimates. */
  logLikelihood: number;
  /** Log-likelihood plus the log slope prior (equals logLikelihood without a prior). */
  logPosterior: number;
  iterations: number;
  converged: boolean;
  /** Persons with at least one response. */
  persons: number;
  /** Distinct response patterns (the E-step works on these, weighted by frequency). */
  patterns: number;
  quadrature: Required<QuadratureSpec>;
  tolerance: number;
  /** The `slopeBounds` option (null without it: {@link DEFAULT_SLOPE_LIMITS} then applied). */
  slopeBounds: { min: number; max: number } | null;
  slopePrior: { meanLog: number; sdLog: number } | null;
  /** Items the calibration had to work around, in item order (empty when none). */
  flags: CalibrationFlag[];
  /**
   * The data column of each entry of `items` (0-based). Items flagged `excluded` have no entry, so
   * this skips their columns; otherwise it is 0, 1, …, n − 1.
   */
  columns: number[];
  /**
   * With `standardErrors: true`: the covariance matrix of the free parameters (see
   * {@link parameterStandardError} for derived quantities). Null when the observed information is
   * singular even without the flagged parameters; the items then have no `se`.
   */
  covariance?: ParameterCovariance | null;
}
