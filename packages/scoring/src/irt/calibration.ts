/**
 * Item calibration by marginal maximum likelihood with the EM algorithm (Bock & Aitkin 1981),
 * for the Rasch model with an estimated latent variance, the 2PL, the 3PL with a prior on guessing
 * and the graded response model, with optional slope bounds or a log-normal slope prior, and
 * standard errors of the item parameters from the observed information.
 */
import { ScoringError } from '../errors';
import { cholesky, choleskySolve, inverseSpd, type Matrix } from '../linalg';
import { ENGINE_VERSION } from '../version';
import { logistic } from './models';
import { createQuadrature, type QuadratureSpec } from './quadrature';

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

/**
 * Calibrates Rasch, 2PL, 3PL or graded-response items by marginal maximum likelihood, EM algorithm
 * (Bock & Aitkin 1981, Psychometrika 46:443–459):
 * - E-step: on the quadrature grid, posterior weights of each distinct response pattern give the
 *   expected counts r_ick (persons at node k answering item i in category c).
 * - M-step: for each item, Fisher scoring maximises Σ_k Σ_c r_ick log P_ic(θ_k) (+ log prior of a)
 *   over (a, d_1 … d_{K−1}), with step halving to keep thresholds ordered and the objective rising.
 *   Rasch: the intercepts item by item at the common slope, then the common slope over all items;
 *   3PL: Newton steps on (a, d, logit c) with the guessing prior added.
 * The latent distribution is fixed at the grid's N(mean, sd) (identification); the Rasch model's
 * common slope carries its variance.
 * Items it cannot estimate do not stop it: an item without variance or with an unused category is
 * left out, a slope that runs to its limit is held there, and `flags` names them (see
 * {@link CalibrationFlag}).
 * @throws ScoringError `INSUFFICIENT_DATA` when no item is left to calibrate or nobody answered;
 * `ANSWER_OUT_OF_RANGE` for non-integer or negative codes.
 */
export function calibrate(data: ResponseMatrix, options: CalibrationOptions = {}): CalibrationResult {
  const quadrature = createQuadrature(options.quadrature);
  const tolerance = options.tolerance ?? DEFAULT_EM_TOLERANCE;
  const maxIterations = options.maxIterations ?? 5000;
  const bounds = options.slopeBounds ?? null;
  const prior = options.slopePrior ?? null;
  const limits = bounds ?? DEFAULT_SLOPE_LIMITS;
  if (bounds && !(bounds.min > 0 && bounds.max > bounds.min && Number.isFinite(bounds.max))) {
    throw new ScoringError('INVALID_ARGUMENT', 'slopeBounds must satisfy 0 < min < max < ∞');
  }
  if (prior && !(Number.isFinite(prior.meanLog) && prior.sdLog > 0)) {
    throw new ScoringError('INVALID_ARGUMENT', 'slopePrior needs a finite meanLog and sdLog > 0');
  }
  const unusable = unusableItems(data);
  if (unusable.size > 0) return calibrateWithout(data, unusable, options);
  const table = tabulatePatterns(data);
  const { nItems, categories } = table;
  const model: CalibrationModel = options.model ?? (categories.every((k) => k === 2) ? '2PL' : 'GRM');
  if (model !== 'GRM') {
    const polytomous = categories.findIndex((k) => k !== 2);
    if (polytomous >= 0) {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `${model} needs 0/1 items; item #${polytomous + 1} has ${categories[polytomous]} categories (use GRM)`,
      );
    }
  }
  if (model === 'Rasch' && (bounds || prior)) {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      'the Rasch model estimates one common slope: no slope bounds or prior',
    );
  }
  const guessingPrior =
    model === '3PL'
      ? options.guessingPrior === undefined
        ? { alpha: 5, beta: 17 }
        : options.guessingPrior
      : null;
  if (guessingPrior && !(guessingPrior.alpha >= 1 && guessingPrior.beta >= 1)) {
    throw new ScoringError('INVALID_ARGUMENT', 'guessingPrior needs alpha ≥ 1 and beta ≥ 1');
  }
  const ids = options.itemIds ?? Array.from({ length: nItems }, (_, i) => String(i + 1));
  if (ids.length !== nItems)
    throw new ScoringError('INVALID_ARGUMENT', `itemIds has ${ids.length} ids for ${nItems} items`);

  const params = startValues(table, limits);
  const guessing = new Float64Array(nItems);
  // Without a prior, c starts at 0.2 as mirt's does: the 3PL likelihood has several maxima, and from
  // a start near 0 the EM stops at lower ones (LSAT7: −2661.3 from 0.05, below the 2PL's −2658.8,
  // which the 3PL nests; −2658.7 from 0.2).
  if (model === '3PL')
    guessing.fill(guessingPrior ? guessingPrior.alpha / (guessingPrior.alpha + guessingPrior.beta) : 0.2);
  const q = quadrature.nodes.length;
  const { maxK } = table;
  const work = createEStepBuffers(table, quadrature.nodes);
  const stepContext: MStepContext = { nodes: quadrature.nodes, bounds: limits, prior, guessingPrior };
  const itemCounts = (i: number) => work.expected.subarray(i * maxK * q, (i + 1) * maxK * q);

  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    iterations++;
    eStep(table, params, guessing, quadrature.nodes, quadrature.weights, work);
    let largestChange = 0;
    const track = (before: ArrayLike<number>, after: ArrayLike<number>) => {
      for (let j = 0; j < before.length; j++)
        largestChange = Math.max(largestChange, Math.abs(after[j] - before[j]));
    };
    if (model === 'Rasch') {
      const slope = params[0][0];
      const fixedSlope: MStepContext = { ...stepContext, bounds: { min: slope, max: slope } };
      for (let i = 0; i < nItems; i++) {
        const before = params[i].slice();
        mStep(params[i], itemCounts(i), 2, fixedSlope);
        track(before, params[i]);
      }
      const next = commonSlopeStep(params, itemCounts, stepContext);
      largestChange = Math.max(largestChange, Math.abs(next - slope));
      for (const p of params) p[0] = next;
    } else {
      for (let i = 0; i < nItems; i++) {
        const before = params[i].slice();
        const guessBefore = guessing[i];
        if (model === '3PL')
          guessing[i] = mStepThreeParameter(params[i], guessing[i], itemCounts(i), stepContext);
        else mStep(params[i], itemCounts(i), categories[i], stepContext);
        track(before, params[i]);
        largestChange = Math.max(largestChange, Math.abs(guessing[i] - guessBefore));
      }
    }
    options.onCycle?.(iterations, largestChange);
    if (largestChange < tolerance) {
      converged = true;
      break;
    }
  }
  if (!converged && options.requireConvergence) {
    throw new ScoringError('NOT_CONVERGED', `EM did not converge in ${maxIterations} cycles`);
  }
  const logLikelihood = eStep(table, params, guessing, quadrature.nodes, quadrature.weights, work);
  let logPrior = 0;
  for (let i = 0; i < nItems; i++) {
    if (prior) logPrior += logSlopePrior(params[i][0], prior);
    if (guessingPrior) logPrior += logGuessingPrior(guessing[i], guessingPrior);
  }
  // A slope that ends on its limit is a limit, not an estimate (the likelihood still rises beyond it).
  const atLimit = params.map((p) => {
    if (model === 'Rasch') return null;
    const a = p[0];
    if (a >= limits.max * (1 - 1e-6)) return 'upper' as const;
    if (a <= limits.min * (1 + 1e-6)) return 'lower' as const;
    return null;
  });
  const flags: CalibrationFlag[] = [];
  atLimit.forEach((limit, i) => {
    if (!limit) return;
    flags.push({
      item: ids[i],
      flag: 'slope-at-bound',
      detail:
        limit === 'upper'
          ? `slope held at its upper limit ${limits.max}: the item's answers change from wrong to right at almost one point of the scale (near-Guttman), so its slope has no finite estimate; its standard error is not available`
          : `slope held at its lower limit ${limits.min}: the item does not discriminate (or discriminates the wrong way), so its difficulty is not meaningful; its slope's standard error is not available`,
    });
  });
  let errors: ReturnType<typeof standardErrors> | null = null;
  if (options.standardErrors) {
    try {
      errors = standardErrors({
        table,
        params,
        guessing,
        model,
        quadrature,
        work,
        context: stepContext,
        fixedSlopes: atLimit.map((limit) => limit !== null),
        ids,
      });
    } catch (error) {
      if (!(error instanceof ScoringError && error.code === 'SINGULAR_MATRIX')) throw error;
    }
  }
  const a = params[0][0];
  return {
    engineVersion: ENGINE_VERSION,
    method: 'MML-EM',
    model,
    ...(model === 'Rasch'
      ? {
          latentVariance: a * a,
          ...(errors ? { latentVarianceSe: 2 * a * (errors.items[0].a as number) } : {}),
        }
      : {}),
    guessingPrior,
    items: params.map((p, i) => {
      const a = p[0];
      const d = Array.from(p.subarray(1));
      return {
        id: ids[i],
        model: model === 'GRM' && categories[i] === 2 ? '2PL' : model,
        a,
        d,
        b: d.map((dj) => -dj / a),
        ...(model === '3PL' ? { c: guessing[i] } : {}),
        categories: categories[i],
        ...(errors ? { se: errors.items[i] } : {}),
      };
    }),
    logLikelihood,
    logPosterior: logLikelihood + logPrior,
    iterations,
    converged,
    persons: table.persons,
    patterns: table.frequencies.length,
    quadrature: quadrature.spec,
    tolerance,
    slopeBounds: bounds,
    slopePrior: prior,
    flags,
    columns: Array.from({ length: nItems }, (_, i) => i),
    ...(options.standardErrors ? { covariance: errors ? errors.covariance : null } : {}),
  };
}

/**
 * Items a calibration cannot estimate, with the reason: a column in which every answer is the same
 * (or that nobody answered) tells nothing about θ and its thresholds would be infinite; a column
 * with an unused category inside its range (codes 0 and 2 but never 1) has an infinite threshold.
 * Rows of the wrong length and codes that are not category numbers are left to
 * {@link tabulatePatterns} to report.
 */
function unusableItems(data: ResponseMatrix): Map<number, { variance: boolean; detail: string }> {
  const unusable = new Map<number, { variance: boolean; detail: string }>();
  const width = data.length > 0 ? data[0].length : 0;
  // Per column a bitmap of the codes 0…1000 seen, the number of distinct codes and the largest.
  const seen = new Uint8Array(width * 1001);
  const distinct = new Int32Array(width);
  const largest = new Int32Array(width).fill(-1);
  const invalid = new Uint8Array(width);
  for (const row of data) {
    if (row.length !== width) return unusable;
    for (let i = 0; i < width; i++) {
      const x = row[i];
      if (x === null || x === undefined || Number.isNaN(x)) continue;
      if (!Number.isInteger(x) || x < 0 || x > 1000) {
        invalid[i] = 1;
        continue;
      }
      const at = i * 1001 + x;
      if (seen[at] === 0) {
        seen[at] = 1;
        distinct[i]++;
        if (x > largest[i]) largest[i] = x;
      }
    }
  }
  for (let i = 0; i < width; i++) {
    if (invalid[i]) continue;
    if (distinct[i] === 0) {
      unusable.set(i, { variance: false, detail: 'nobody answered it' });
    } else if (distinct[i] === 1) {
      unusable.set(i, { variance: false, detail: `everyone who answered it gave the answer ${largest[i]}` });
    } else {
      const top = largest[i];
      for (let c = 0; c < top; c++) {
        if (seen[i * 1001 + c] === 0) {
          unusable.set(i, {
            variance: true,
            detail: `category ${c} is never observed (codes run to ${top}): recode the categories to calibrate it`,
          });
          break;
        }
      }
    }
  }
  return unusable;
}

/** Calibrates the other items and names the unusable ones in `flags` (see {@link CalibrationFlag}). */
function calibrateWithout(
  data: ResponseMatrix,
  unusable: ReadonlyMap<number, { variance: boolean; detail: string }>,
  options: CalibrationOptions,
): CalibrationResult {
  const width = data[0].length;
  const ids = options.itemIds ?? Array.from({ length: width }, (_, i) => String(i + 1));
  if (ids.length !== width)
    throw new ScoringError('INVALID_ARGUMENT', `itemIds has ${ids.length} ids for ${width} items`);
  const kept = Array.from({ length: width }, (_, i) => i).filter((i) => !unusable.has(i));
  if (kept.length === 0) {
    const [first, why] = [...unusable][0];
    throw new ScoringError(
      'INSUFFICIENT_DATA',
      `no item can be calibrated (item #${first + 1}: ${why.detail})`,
      { item: first },
    );
  }
  const inner = calibrate(
    data.map((row) => kept.map((i) => row[i])),
    { ...options, itemIds: kept.map((i) => ids[i]) },
  );
  const flags: CalibrationFlag[] = [];
  for (let i = 0; i < width; i++) {
    const why = unusable.get(i);
    if (why && !why.variance) {
      flags.push({
        item: ids[i],
        flag: 'no-variance',
        detail: `${why.detail}, so it says nothing about ability`,
      });
      flags.push({ item: ids[i], flag: 'excluded', detail: 'left out of the calibration (no variance)' });
    } else if (why) {
      flags.push({ item: ids[i], flag: 'excluded', detail: `left out of the calibration: ${why.detail}` });
    } else {
      flags.push(...inner.flags.filter((flag) => flag.item === ids[i]));
    }
  }
  return { ...inner, flags, columns: kept };
}

interface PatternTable {
  nItems: number;
  /** Category count K_i per item (max observed code + 1). */
  categories: number[];
  /** Distinct patterns, row-major, −1 for missing. */
  codes: Int16Array;
  frequencies: number[];
  persons: number;
  /** Observed proportion in each category, per item (for start values). */
  proportions: number[][];
  /** Largest category count. */
  maxK: number;
  /**
   * Per item, its most frequent category. A pattern's likelihood starts from the product over all
   * items of P(reference category) and is corrected only where the pattern differs from it (a
   * "feature": another category, or no answer), so the E-step's work per pattern scales with its
   * features rather than with the number of items.
   */
  reference: Int32Array;
  /** Features: item and category (−1: the item unanswered), numbered in item order. */
  featureItem: Int32Array;
  featureCategory: Int32Array;
  /** Features of each pattern, ascending: featureList[featureStart[p] … featureStart[p + 1] − 1]. */
  featureStart: Int32Array;
  featureList: Int32Array;
}

function tabulatePatterns(data: ResponseMatrix): PatternTable {
  if (data.length === 0) throw new ScoringError('INSUFFICIENT_DATA', 'calibration needs at least one person');
  const nItems = data[0].length;
  if (nItems === 0) throw new ScoringError('INSUFFICIENT_DATA', 'calibration needs at least one item');
  const index = new Map<string, number>();
  const patterns: number[][] = [];
  const frequencies: number[] = [];
  const counts: number[][] = Array.from({ length: nItems }, () => []);
  let persons = 0;
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (row.length !== nItems) {
      throw new ScoringError('INVALID_ARGUMENT', `row ${r} has ${row.length} entries, expected ${nItems}`);
    }
    const pattern = new Array<number>(nItems);
    let answered = 0;
    for (let i = 0; i < nItems; i++) {
      const x = row[i];
      if (x === null || x === undefined || Number.isNaN(x)) {
        pattern[i] = -1;
        continue;
      }
      if (!Number.isInteger(x) || x < 0 || x > 1000) {
        throw new ScoringError(
          'ANSWER_OUT_OF_RANGE',
          `row ${r}, item #${i + 1}: ${x} is not a category code 0, 1, 2, …`,
          {
            row: r,
            item: i,
          },
        );
      }
      pattern[i] = x;
      counts[i][x] = (counts[i][x] ?? 0) + 1;
      answered++;
    }
    if (answered === 0) continue;
    persons++;
    const key = patternKey(pattern);
    const existing = index.get(key);
    if (existing === undefined) {
      index.set(key, patterns.length);
      patterns.push(pattern);
      frequencies.push(1);
    } else {
      frequencies[existing]++;
    }
  }
  if (persons === 0) throw new ScoringError('INSUFFICIENT_DATA', 'no person answered any item');
  const categories = counts.map((itemCounts, i) => {
    const k = itemCounts.length;
    if (k < 2)
      throw new ScoringError('INSUFFICIENT_DATA', `item #${i + 1} has fewer than two observed categories`, {
        item: i,
      });
    for (let c = 0; c < k; c++) {
      if (!itemCounts[c]) {
        throw new ScoringError(
          'INSUFFICIENT_DATA',
          `item #${i + 1}: category ${c} is never observed (recode categories)`,
          {
            item: i,
            category: c,
          },
        );
      }
    }
    return k;
  });
  const codes = new Int16Array(patterns.length * nItems);
  patterns.forEach((pattern, p) => {
    codes.set(pattern, p * nItems);
  });
  const proportions = counts.map((itemCounts) => {
    const total = itemCounts.reduce((s, v) => s + (v ?? 0), 0);
    return itemCounts.map((v) => (v ?? 0) / total);
  });
  const maxK = Math.max(...categories);
  const reference = new Int32Array(nItems);
  const featureOf = new Int32Array(nItems * (maxK + 1)).fill(-1);
  const featureItem: number[] = [];
  const featureCategory: number[] = [];
  for (let i = 0; i < nItems; i++) {
    let answered = 0;
    for (let c = 0; c < categories[i]; c++) {
      answered += counts[i][c];
      if (counts[i][c] > counts[i][reference[i]]) reference[i] = c;
    }
    for (let c = 0; c < categories[i]; c++) {
      if (c === reference[i]) continue;
      featureOf[i * (maxK + 1) + c] = featureItem.length;
      featureItem.push(i);
      featureCategory.push(c);
    }
    if (answered < persons) {
      featureOf[i * (maxK + 1) + maxK] = featureItem.length;
      featureItem.push(i);
      featureCategory.push(-1);
    }
  }
  const featureStart = new Int32Array(frequencies.length + 1);
  const list: number[] = [];
  for (let p = 0; p < frequencies.length; p++) {
    for (let i = 0; i < nItems; i++) {
      const c = codes[p * nItems + i];
      if (c === reference[i]) continue;
      list.push(featureOf[i * (maxK + 1) + (c < 0 ? maxK : c)]);
    }
    featureStart[p + 1] = list.length;
  }
  return {
    nItems,
    categories,
    codes,
    frequencies,
    persons,
    proportions,
    maxK,
    reference,
    featureItem: Int32Array.from(featureItem),
    featureCategory: Int32Array.from(featureCategory),
    featureStart,
    featureList: Int32Array.from(list),
  };
}

/**
 * Map key of a pattern. Codes are −1…1000, so one UTF-16 unit per code (shifted by one) is a short
 * key that is quick to build; very long patterns fall back to joining (argument-count limits).
 */
function patternKey(pattern: number[]): string {
  if (pattern.length > 4096) return pattern.join(',');
  return String.fromCharCode.apply(
    null,
    pattern.map((x) => x + 1),
  );
}

/** a = 1 and d_j = logit P(X ≥ j) scaled for the attenuation of a normal mixture (≈ 1.2 for a = 1). */
function startValues(table: PatternTable, bounds: { min: number; max: number }): Float64Array[] {
  return table.proportions.map((proportions) => {
    const k = proportions.length;
    const params = new Float64Array(k);
    params[0] = Math.min(Math.max(1, bounds.min), bounds.max);
    let atLeast = 1;
    for (let j = 1; j < k; j++) {
      atLeast -= proportions[j - 1];
      const p = Math.min(Math.max(atLeast, 1e-4), 1 - 1e-4);
      params[j] = 1.2 * Math.log(p / (1 - p));
    }
    // strictly decreasing intercepts
    for (let j = 2; j < k; j++) if (params[j] >= params[j - 1]) params[j] = params[j - 1] - 0.1;
    return params;
  });
}

/** Category probability from (a, d…) parameters and guessing g (3PL), stable in both tails. */
function probability(params: Float64Array, k: number, theta: number, c: number, g = 0): number {
  const a = params[0];
  if (g > 0) {
    const correct = g + (1 - g) * logistic(a * theta + params[1]);
    return c === 1 ? correct : (1 - g) * logistic(-(a * theta + params[1]));
  }
  if (c === 0) return logistic(-(a * theta + params[1]));
  if (c === k - 1) return logistic(a * theta + params[k - 1]);
  const etaLow = a * theta + params[c];
  const etaHigh = a * theta + params[c + 1];
  return etaHigh > 0 ? logistic(-etaHigh) - logistic(-etaLow) : logistic(etaLow) - logistic(etaHigh);
}

/** E-step work space, reused across EM cycles. */
interface EStepBuffers {
  /** r_ick, item-major: [item][category][node]. */
  expected: Float64Array;
  /** log P_ic(θ_k), same layout. */
  logProbabilities: Float64Array;
  /** log w_k + Σ_i log P_i,ref(θ_k): the log posterior of a pattern without features, unnormalised. */
  base: Float64Array;
  /** Per feature and node, what it adds to the log posterior: [feature][node]. */
  delta: Float64Array;
  /**
   * Features whose `delta` is linear in θ, ±(aθ + d) (the other category of an item without
   * guessing and with two categories): 1, with its slope and intercept; their rows are summed as
   * one line per pattern instead of node by node.
   */
  linear: Uint8Array;
  slope: Float64Array;
  intercept: Float64Array;
  nodes: Float64Array;
  /** Per feature and node, the posterior mass of the patterns that have it: [feature][node]. */
  featureMass: Float64Array;
  /** Posterior mass per node over all patterns (the expected number of persons at θ_k). */
  nodeMass: Float64Array;
  posterior: Float64Array;
  /** First and last node a pattern's posterior is computed on (see {@link patternPosterior}). */
  range: Int32Array;
}

function createEStepBuffers(table: PatternTable, nodes: Float64Array): EStepBuffers {
  const features = table.featureItem.length;
  const q = nodes.length;
  return {
    expected: new Float64Array(table.nItems * table.maxK * q),
    logProbabilities: new Float64Array(table.nItems * table.maxK * q),
    base: new Float64Array(q),
    delta: new Float64Array(features * q),
    linear: new Uint8Array(features),
    slope: new Float64Array(features),
    intercept: new Float64Array(features),
    nodes,
    featureMass: new Float64Array(features * q),
    nodeMass: new Float64Array(q),
    posterior: new Float64Array(q),
    range: new Int32Array(2),
  };
}

/**
 * Nodes whose log posterior lies this far below a pattern's peak (weight below e^−46 ≈ 1e−20 of
 * it, so below 1e−18 of the pattern's total over all nodes: under the rounding of a double) are
 * left out of the pattern's posterior.
 */
const NEGLIGIBLE_LOG_POSTERIOR = 46;

/**
 * Posterior of pattern p over the nodes, scaled to sum to `mass`, written into `posterior` on the
 * nodes range[0] … range[1] (outside it the weights are negligible and the buffer is stale).
 * Returns log Σ_k w_k L(x_p | θ_k) from the `base` and `delta` tables of the last {@link eStep}.
 */
function patternPosterior(
  table: PatternTable,
  p: number,
  work: EStepBuffers,
  q: number,
  mass: number,
): number {
  const { base, delta, linear, slope, intercept, nodes, posterior, range } = work;
  const { featureStart, featureList } = table;
  posterior.set(base);
  let lineSlope = 0;
  let lineIntercept = 0;
  for (let j = featureStart[p]; j < featureStart[p + 1]; j++) {
    const f = featureList[j];
    if (linear[f] === 1) {
      lineSlope += slope[f];
      lineIntercept += intercept[f];
      continue;
    }
    const offset = f * q;
    for (let k = 0; k < q; k++) posterior[k] += delta[offset + k];
  }
  if (lineSlope !== 0 || lineIntercept !== 0) {
    for (let k = 0; k < q; k++) posterior[k] += lineSlope * nodes[k] + lineIntercept;
  }
  let max = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < q; k++) if (posterior[k] > max) max = posterior[k];
  const floor = max - NEGLIGIBLE_LOG_POSTERIOR;
  let lo = 0;
  while (lo < q - 1 && posterior[lo] < floor) lo++;
  let hi = q - 1;
  while (hi > lo && posterior[hi] < floor) hi--;
  let total = 0;
  for (let k = lo; k <= hi; k++) {
    const value = Math.exp(posterior[k] - max);
    posterior[k] = value;
    total += value;
  }
  const scale = mass / total;
  for (let k = lo; k <= hi; k++) posterior[k] *= scale;
  range[0] = lo;
  range[1] = hi;
  return Math.log(total) + max;
}

/**
 * E-step: fills `expected` with r_ick and returns the marginal log-likelihood at the current
 * parameters. A pattern's log posterior is `base` plus the `delta` rows of its features; the
 * posterior mass is accumulated per feature, and the reference category's count at a node is what
 * remains of the node's mass: n_k − (mass of patterns leaving item i out) − Σ_{c ≠ ref} r_ick.
 */
function eStep(
  table: PatternTable,
  params: Float64Array[],
  guessing: Float64Array,
  nodes: Float64Array,
  weights: Float64Array,
  work: EStepBuffers,
): number {
  const { nItems, categories, frequencies, maxK, reference, featureItem, featureCategory } = table;
  const { featureStart, featureList } = table;
  const { logProbabilities, expected, base, delta, linear, slope, intercept } = work;
  const { featureMass, nodeMass, posterior, range } = work;
  const q = nodes.length;
  for (let i = 0; i < nItems; i++) {
    for (let c = 0; c < categories[i]; c++) {
      const row = (i * maxK + c) * q;
      // Floored so that differences of log probabilities stay finite far in the tails.
      for (let k = 0; k < q; k++)
        logProbabilities[row + k] = Math.log(
          Math.max(probability(params[i], categories[i], nodes[k], c, guessing[i]), 1e-300),
        );
    }
  }
  for (let k = 0; k < q; k++) base[k] = Math.log(weights[k]);
  for (let i = 0; i < nItems; i++) {
    const row = (i * maxK + reference[i]) * q;
    for (let k = 0; k < q; k++) base[k] += logProbabilities[row + k];
  }
  for (let f = 0; f < featureItem.length; f++) {
    const i = featureItem[f];
    const c = featureCategory[f];
    const referenceRow = (i * maxK + reference[i]) * q;
    const row = (i * maxK + c) * q;
    const offset = f * q;
    for (let k = 0; k < q; k++)
      delta[offset + k] = (c >= 0 ? logProbabilities[row + k] : 0) - logProbabilities[referenceRow + k];
    // log σ(η) − log σ(−η) = η: answering 1 instead of 0 adds aθ + d, answering 0 instead of 1 subtracts it.
    linear[f] = c >= 0 && categories[i] === 2 && guessing[i] === 0 ? 1 : 0;
    const sign = c === 1 ? 1 : -1;
    slope[f] = sign * params[i][0];
    intercept[f] = sign * params[i][1];
  }
  featureMass.fill(0);
  nodeMass.fill(0);
  let logLikelihood = 0;
  for (let p = 0; p < frequencies.length; p++) {
    const frequency = frequencies[p];
    logLikelihood += frequency * patternPosterior(table, p, work, q, frequency);
    const lo = range[0];
    const hi = range[1];
    for (let k = lo; k <= hi; k++) nodeMass[k] += posterior[k];
    for (let j = featureStart[p]; j < featureStart[p + 1]; j++) {
      const offset = featureList[j] * q;
      for (let k = lo; k <= hi; k++) featureMass[offset + k] += posterior[k];
    }
  }
  expected.fill(0);
  for (let i = 0; i < nItems; i++) expected.set(nodeMass, (i * maxK + reference[i]) * q);
  for (let f = 0; f < featureItem.length; f++) {
    const i = featureItem[f];
    const c = featureCategory[f];
    const referenceRow = (i * maxK + reference[i]) * q;
    const offset = f * q;
    for (let k = 0; k < q; k++) {
      if (c >= 0) expected[(i * maxK + c) * q + k] = featureMass[offset + k];
      expected[referenceRow + k] -= featureMass[offset + k];
    }
  }
  // The subtraction can leave a rounding residue below zero where the true count is ~0.
  for (let i = 0; i < nItems; i++) {
    const referenceRow = (i * maxK + reference[i]) * q;
    for (let k = 0; k < q; k++) if (expected[referenceRow + k] < 0) expected[referenceRow + k] = 0;
  }
  return logLikelihood;
}

interface MStepContext {
  nodes: Float64Array;
  bounds: { min: number; max: number } | null;
  prior: { meanLog: number; sdLog: number } | null;
  guessingPrior: { alpha: number; beta: number } | null;
}

/** log p(c) for c ~ Beta(α, β) (constant dropped). */
function logGuessingPrior(c: number, prior: { alpha: number; beta: number }): number {
  return (prior.alpha - 1) * Math.log(c) + (prior.beta - 1) * Math.log(1 - c);
}

/** log p(a) for log a ~ N(μ, σ²): −log a − (log a − μ)²/(2σ²) (constant dropped). */
function logSlopePrior(a: number, prior: { meanLog: number; sdLog: number }): number {
  const z = (Math.log(a) - prior.meanLog) / prior.sdLog;
  return -Math.log(a) - 0.5 * z * z;
}

function itemObjective(
  params: Float64Array,
  counts: Float64Array,
  k: number,
  ctx: MStepContext,
  g = 0,
): number {
  const { nodes } = ctx;
  const q = nodes.length;
  let value = 0;
  for (let c = 0; c < k; c++) {
    for (let n = 0; n < q; n++) {
      const r = counts[c * q + n];
      if (r > 0) value += r * Math.log(Math.max(probability(params, k, nodes[n], c, g), 1e-300));
    }
  }
  if (ctx.prior) value += logSlopePrior(params[0], ctx.prior);
  if (ctx.guessingPrior && g > 0) value += logGuessingPrior(g, ctx.guessingPrior);
  return value;
}

function validParams(params: Float64Array, k: number, bounds: MStepContext['bounds']): boolean {
  const a = params[0];
  if (!(a > 0 && Number.isFinite(a))) return false;
  if (bounds && (a < bounds.min - 1e-12 || a > bounds.max + 1e-12)) return false;
  for (let j = 1; j < k; j++) {
    if (!Number.isFinite(params[j])) return false;
    if (j > 1 && !(params[j] < params[j - 1])) return false;
  }
  return true;
}

/**
 * M-step for one item: Fisher scoring on (a, d_1..d_{K−1}) of Σ_k Σ_c r_ck log P_c(θ_k).
 * Gradient Σ_k Σ_c r_ck g_c / P_c and expected information Σ_k n_k Σ_c g_c g_cᵀ / P_c, where g_c is
 * the gradient of P_c: ∂P_c/∂a = θ(ψ_c − ψ_{c+1}), ∂P_c/∂d_c = ψ_c, ∂P_c/∂d_{c+1} = −ψ_{c+1},
 * ψ_j = P*_j(1 − P*_j) (ψ_0 = ψ_K = 0).
 */
function mStep(params: Float64Array, counts: Float64Array, k: number, ctx: MStepContext): void {
  const { nodes, bounds, prior } = ctx;
  const q = nodes.length;
  const psi = new Float64Array(k + 1);
  const gradient = new Float64Array(k);
  const g = new Float64Array(k);
  const information: Matrix = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  let objective = itemObjective(params, counts, k, ctx);
  for (let iteration = 0; iteration < 25; iteration++) {
    gradient.fill(0);
    for (const row of information) row.fill(0);
    const a = params[0];
    for (let n = 0; n < q; n++) {
      const theta = nodes[n];
      let total = 0;
      for (let c = 0; c < k; c++) total += counts[c * q + n];
      if (total <= 0) continue;
      for (let j = 1; j < k; j++) {
        const eta = a * theta + params[j];
        psi[j] = logistic(eta) * logistic(-eta);
      }
      psi[0] = 0;
      psi[k] = 0;
      for (let c = 0; c < k; c++) {
        const p = Math.max(probability(params, k, theta, c), 1e-300);
        g.fill(0);
        g[0] = theta * (psi[c] - psi[c + 1]);
        if (c >= 1) g[c] = psi[c];
        if (c + 1 <= k - 1) g[c + 1] = -psi[c + 1];
        const r = counts[c * q + n];
        for (let u = 0; u < k; u++) {
          if (g[u] === 0) continue;
          gradient[u] += (r * g[u]) / p;
          const scaled = (total * g[u]) / p;
          for (let v = 0; v < k; v++) information[u][v] += scaled * g[v];
        }
      }
    }
    if (prior) {
      const logA = Math.log(a);
      const s2 = prior.sdLog * prior.sdLog;
      gradient[0] += -1 / a - (logA - prior.meanLog) / (s2 * a);
      information[0][0] += 1 / (s2 * a * a);
    }
    // Projected step: hold a at its bound when the gradient pushes it outwards.
    const atBound =
      bounds !== null && ((a <= bounds.min && gradient[0] < 0) || (a >= bounds.max && gradient[0] > 0));
    const step = new Float64Array(k);
    if (atBound) {
      const reduced = information.slice(1).map((row) => row.slice(1));
      const solved = k > 1 ? dampedSolve(reduced, gradient.subarray(1)) : [];
      for (let j = 1; j < k; j++) step[j] = solved[j - 1];
    } else {
      const solved = dampedSolve(information, gradient);
      for (let j = 0; j < k; j++) step[j] = solved[j];
    }
    let factor = 1;
    const candidate = new Float64Array(k);
    let accepted = false;
    for (let halving = 0; halving < 30; halving++) {
      for (let j = 0; j < k; j++) candidate[j] = params[j] + factor * step[j];
      if (bounds) candidate[0] = Math.min(Math.max(candidate[0], bounds.min), bounds.max);
      if (validParams(candidate, k, bounds)) {
        const value = itemObjective(candidate, counts, k, ctx);
        if (value >= objective - 1e-12 * Math.abs(objective)) {
          objective = value;
          accepted = true;
          break;
        }
      }
      factor /= 2;
    }
    if (!accepted) return;
    let change = 0;
    for (let j = 0; j < k; j++) change = Math.max(change, Math.abs(candidate[j] - params[j]));
    params.set(candidate);
    if (change < 1e-10) return;
  }
}

/**
 * Solves A·x = b for a symmetric positive semi-definite A, adding a growing ridge to the diagonal
 * when A is numerically singular (an item whose expected counts sit at one node, or a slope
 * racing towards its limit): a shorter step along the gradient instead of a failed calibration.
 */
function dampedSolve(a: Matrix, b: ArrayLike<number>): number[] {
  let scale = 0;
  for (let j = 0; j < a.length; j++) scale = Math.max(scale, Math.abs(a[j][j]));
  let ridge = 0;
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const damped = ridge === 0 ? a : a.map((row, u) => row.map((v, w) => v + (u === w ? ridge : 0)));
      return choleskySolve(cholesky(damped, 'item information'), b);
    } catch (error) {
      if (!(error instanceof ScoringError && error.code === 'SINGULAR_MATRIX')) throw error;
      ridge = ridge === 0 ? Math.max(scale, 1e-8) * 1e-8 : ridge * 100;
    }
  }
  return Array.from(b, () => 0);
}

/** Newton's step with numeric derivatives and step halving: the next value of x that raises f. */
function newtonAscent(
  f: (x: Float64Array) => number,
  x: Float64Array,
  valid: (x: Float64Array) => boolean,
): number {
  const n = x.length;
  let value = f(x);
  for (let iteration = 0; iteration < 25; iteration++) {
    const { gradient, hessian } = numericDerivatives(f, x, value);
    // Levenberg damping keeps the step an ascent where the Hessian is not negative definite.
    let damping = 0;
    let step: number[] | null = null;
    for (let attempt = 0; attempt < 12 && !step; attempt++) {
      const negated: Matrix = hessian.map((row, u) => row.map((v, w) => -v + (u === w ? damping : 0)));
      try {
        step = choleskySolve(cholesky(negated, 'M-step information'), gradient);
      } catch {
        damping = damping === 0 ? 1e-3 : damping * 10;
      }
    }
    if (!step) return value;
    let factor = 1;
    const candidate = new Float64Array(n);
    let accepted = false;
    for (let halving = 0; halving < 30; halving++) {
      for (let j = 0; j < n; j++) candidate[j] = x[j] + factor * step[j];
      if (valid(candidate)) {
        const next = f(candidate);
        if (next >= value - 1e-12 * Math.abs(value)) {
          value = next;
          accepted = true;
          break;
        }
      }
      factor /= 2;
    }
    if (!accepted) return value;
    let change = 0;
    for (let j = 0; j < n; j++) change = Math.max(change, Math.abs(candidate[j] - x[j]));
    x.set(candidate);
    if (change < 1e-10) return value;
  }
  return value;
}

/** Central-difference gradient and Hessian of f at x (f(x) given). */
function numericDerivatives(f: (x: Float64Array) => number, x: Float64Array, value: number) {
  const n = x.length;
  const h = (j: number) => 1e-4 * Math.max(1, Math.abs(x[j]));
  const at = (changes: Array<[number, number]>) => {
    const y = Float64Array.from(x);
    for (const [j, delta] of changes) y[j] += delta;
    return f(y);
  };
  const gradient = new Array<number>(n);
  const hessian: Matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let j = 0; j < n; j++) {
    const plus = at([[j, h(j)]]);
    const minus = at([[j, -h(j)]]);
    gradient[j] = (plus - minus) / (2 * h(j));
    hessian[j][j] = (plus - 2 * value + minus) / (h(j) * h(j));
    for (let u = 0; u < j; u++) {
      const mixed =
        (at([
          [j, h(j)],
          [u, h(u)],
        ]) -
          at([
            [j, h(j)],
            [u, -h(u)],
          ]) -
          at([
            [j, -h(j)],
            [u, h(u)],
          ]) +
          at([
            [j, -h(j)],
            [u, -h(u)],
          ])) /
        (4 * h(j) * h(u));
      hessian[j][u] = mixed;
      hessian[u][j] = mixed;
    }
  }
  return { gradient, hessian };
}

/** Rasch M-step for the common slope: maximises Σ_i Σ_k Σ_c r_ick log P_ic over a, intercepts fixed. */
function commonSlopeStep(
  params: Float64Array[],
  itemCounts: (i: number) => Float64Array,
  ctx: MStepContext,
): number {
  const trial = params.map((p) => Float64Array.from(p));
  const f = (x: Float64Array) => {
    let value = 0;
    for (let i = 0; i < trial.length; i++) {
      trial[i][0] = x[0];
      value += itemObjective(trial[i], itemCounts(i), 2, ctx);
    }
    return value;
  };
  const x = Float64Array.of(params[0][0]);
  newtonAscent(f, x, (y) => y[0] > 1e-6 && y[0] < 100);
  return x[0];
}

/** 3PL M-step on (a, d, logit c): returns the new guessing parameter, updates (a, d) in place. */
function mStepThreeParameter(
  params: Float64Array,
  guess: number,
  counts: Float64Array,
  ctx: MStepContext,
): number {
  const trial = new Float64Array(2);
  const f = (x: Float64Array) => {
    trial[0] = x[0];
    trial[1] = x[1];
    return itemObjective(trial, counts, 2, ctx, logistic(x[2]));
  };
  const x = Float64Array.of(params[0], params[1], Math.log(guess / (1 - guess)));
  const bounds = ctx.bounds;
  newtonAscent(
    f,
    x,
    (y) => y[0] > 0 && (!bounds || (y[0] >= bounds.min && y[0] <= bounds.max)) && Math.abs(y[2]) < 15,
  );
  params[0] = x[0];
  params[1] = x[1];
  return logistic(x[2]);
}

interface StandardErrorInput {
  table: PatternTable;
  params: Float64Array[];
  guessing: Float64Array;
  model: CalibrationModel;
  quadrature: { nodes: Float64Array; weights: Float64Array };
  work: EStepBuffers;
  context: MStepContext;
  /** Per item: its slope sits on a limit and is held fixed (no standard error). */
  fixedSlopes: boolean[];
  ids: readonly string[];
}

/**
 * P_c(θ) of one item with its gradient and Hessian in the item's parameters, (a, d_1…d_{K−1}) or for
 * the 3PL (a, d, γ) with c = σ(γ); gradient and Hessian (row-major) are written into `gradient`
 * and `hessian`. With ψ_j = P*_j(1 − P*_j) and ψ′_j = ψ_j(1 − 2P*_j) its derivative in η_j:
 * ∂P_c/∂a = θ(ψ_c − ψ_{c+1}), ∂P_c/∂d_c = ψ_c, ∂P_c/∂d_{c+1} = −ψ_{c+1}, and the second derivatives
 * are the same expressions with ψ′ (times θ per derivative in a). 3PL: P_1 = c + (1 − c)σ(η),
 * ∂P_1/∂γ = c(1 − c)σ(−η), P_0 = 1 − P_1.
 */
function categoryDerivatives(
  params: Float64Array,
  k: number,
  theta: number,
  c: number,
  guess: number,
  threeParameter: boolean,
  gradient: Float64Array,
  hessian: Float64Array,
): number {
  const a = params[0];
  gradient.fill(0);
  hessian.fill(0);
  if (threeParameter) {
    const eta = a * theta + params[1];
    const s = logistic(eta);
    const complement = logistic(-eta);
    const psi = s * complement;
    const psiPrime = psi * (complement - s);
    const scale = 1 - guess;
    const spread = guess * (1 - guess);
    const sign = c === 1 ? 1 : -1;
    gradient[0] = sign * scale * psi * theta;
    gradient[1] = sign * scale * psi;
    gradient[2] = sign * spread * complement;
    hessian[0] = sign * scale * psiPrime * theta * theta;
    hessian[1] = hessian[3] = sign * scale * psiPrime * theta;
    hessian[4] = sign * scale * psiPrime;
    hessian[2] = hessian[6] = -sign * spread * psi * theta;
    hessian[5] = hessian[7] = -sign * spread * psi;
    hessian[8] = sign * spread * (1 - 2 * guess) * complement;
    return Math.max(probability(params, 2, theta, c, guess), 1e-300);
  }
  const psi = (j: number) => {
    if (j <= 0 || j >= k) return 0;
    const eta = a * theta + params[j];
    return logistic(eta) * logistic(-eta);
  };
  const psiPrime = (j: number) => {
    if (j <= 0 || j >= k) return 0;
    const eta = a * theta + params[j];
    const s = logistic(eta);
    const complement = logistic(-eta);
    return s * complement * (complement - s);
  };
  const lower = psi(c);
  const upper = psi(c + 1);
  const lowerPrime = psiPrime(c);
  const upperPrime = psiPrime(c + 1);
  gradient[0] = theta * (lower - upper);
  hessian[0] = theta * theta * (lowerPrime - upperPrime);
  if (c >= 1) {
    gradient[c] = lower;
    hessian[c] = hessian[c * k] = theta * lowerPrime;
    hessian[c * k + c] = lowerPrime;
  }
  if (c + 1 <= k - 1) {
    gradient[c + 1] = -upper;
    hessian[c + 1] = hessian[(c + 1) * k] = -theta * upperPrime;
    hessian[(c + 1) * k + c + 1] = -upperPrime;
  }
  return Math.max(probability(params, k, theta, c), 1e-300);
}

/** Pairs of features are counted in blocks of nodes holding at most this many numbers. */
const PAIR_BUDGET = 4_000_000;

/**
 * Standard errors from the observed information, the negative Hessian of the marginal
 * log-posterior (Louis 1982): with s_p(θ) the complete-data score of pattern p and its posterior
 * π_p, −H = −Σ_i Σ_k Σ_c r_ick ∇² log P_ic(θ_k) − ∇² log prior − Σ_p f_p Cov_πp[s_p(θ)], where
 * Cov_πp[s_p] = Σ_k π_pk s_p(θ_k)s_p(θ_k)ᵀ − m_p m_pᵀ and m_p = Σ_k π_pk s_p(θ_k). In the features of
 * the E-step s_p(θ) = φ_0(θ) + Σ_{f ∈ p} φ_f(θ) (φ_0: every item in its reference category, φ_f: a
 * feature's change to that), so Σ_p f_p Σ_k π_pk s sᵀ needs only the posterior mass at each node of
 * every pair of features, which costs per pattern the square of its feature count, not of the
 * parameter count. `work` must hold the E-step at the estimates.
 * Free parameters: per item (a, d_1…d_{K−1}) for 2PL/GRM, (a, d, logit c) for 3PL, and for Rasch
 * the common a then each item's d.
 */
function standardErrors({
  table,
  params,
  guessing,
  model,
  quadrature,
  work,
  context,
  fixedSlopes,
  ids,
}: StandardErrorInput): {
  items: ItemStandardErrors[];
  covariance: ParameterCovariance;
} {
  const { nItems, categories, maxK, reference, featureItem, featureCategory, frequencies } = table;
  const { featureStart, featureList } = table;
  const { nodes } = quadrature;
  const q = nodes.length;
  const threeParameter = model === '3PL';
  // Where each item's local parameters sit in the flat vector.
  const layout: Int32Array[] = [];
  let size = 0;
  if (model === 'Rasch') {
    size = 1;
    for (let i = 0; i < nItems; i++) layout.push(Int32Array.of(0, size++));
  } else {
    for (let i = 0; i < nItems; i++) {
      const local = categories[i] + (threeParameter ? 1 : 0);
      layout.push(Int32Array.from({ length: local }, () => size++));
    }
  }
  const isGuessingIndex = (j: number) => layout.some((indexes) => indexes[indexes.length - 1] === j);
  const flat = new Float64Array(size);
  for (let i = 0; i < nItems; i++) {
    const values = [...params[i], ...(threeParameter ? [Math.log(guessing[i] / (1 - guessing[i]))] : [])];
    layout[i].forEach((j, u) => {
      flat[j] = values[u];
    });
  }

  // Scores u_ick = ∇ log P_ic(θ_k) ([category][node][parameter] per item), and the expected
  // complete-data Hessian Σ_k Σ_c r_ick ∇² log P_ic(θ_k) with the priors' Hessians.
  const hessian = new Float64Array(size * size);
  const scores: Float64Array[] = [];
  for (let i = 0; i < nItems; i++) {
    const indexes = layout[i];
    const m = indexes.length;
    const k = categories[i];
    const guess = threeParameter ? guessing[i] : 0;
    const score = new Float64Array(k * q * m);
    const gradient = new Float64Array(m);
    const curvature = new Float64Array(m * m);
    for (let c = 0; c < k; c++) {
      for (let n = 0; n < q; n++) {
        const p = categoryDerivatives(params[i], k, nodes[n], c, guess, threeParameter, gradient, curvature);
        const at = (c * q + n) * m;
        for (let u = 0; u < m; u++) score[at + u] = gradient[u] / p;
        const r = work.expected[(i * maxK + c) * q + n];
        if (!(r > 0)) continue;
        for (let u = 0; u < m; u++) {
          for (let v = 0; v < m; v++) {
            hessian[indexes[u] * size + indexes[v]] +=
              r * (curvature[u * m + v] / p - score[at + u] * score[at + v]);
          }
        }
      }
    }
    scores.push(score);
    if (context.prior) {
      // log p(a) = −log a − (log a − μ)²/(2σ²): d²/da² = (1 − 1/σ² + (log a − μ)/σ²)/a².
      const a = params[i][0];
      const s2 = context.prior.sdLog * context.prior.sdLog;
      hessian[indexes[0] * size + indexes[0]] +=
        (1 - 1 / s2 + (Math.log(a) - context.prior.meanLog) / s2) / (a * a);
    }
    if (threeParameter && context.guessingPrior) {
      // (α − 1) log c + (β − 1) log(1 − c) with c = σ(γ): d²/dγ² = −(α + β − 2)c(1 − c).
      const { alpha, beta } = context.guessingPrior;
      hessian[indexes[m - 1] * size + indexes[m - 1]] -= (alpha + beta - 2) * guess * (1 - guess);
    }
  }

  // φ_0 (dense, [node][parameter]) and each feature's φ_f ([node][local parameter]).
  const base = new Float64Array(q * size);
  for (let i = 0; i < nItems; i++) {
    const indexes = layout[i];
    const m = indexes.length;
    for (let n = 0; n < q; n++) {
      const at = (reference[i] * q + n) * m;
      for (let u = 0; u < m; u++) base[n * size + indexes[u]] += scores[i][at + u];
    }
  }
  const features = featureItem.length;
  const change: Float64Array[] = [];
  for (let f = 0; f < features; f++) {
    const i = featureItem[f];
    const c = featureCategory[f];
    const m = layout[i].length;
    const values = new Float64Array(q * m);
    for (let n = 0; n < q; n++) {
      for (let u = 0; u < m; u++) {
        const own = c >= 0 ? scores[i][(c * q + n) * m + u] : 0;
        values[n * m + u] = own - scores[i][(reference[i] * q + n) * m + u];
      }
    }
    change.push(values);
  }

  // Σ_p f_p Σ_k π_pk s sᵀ: the terms in φ_0 need only the node masses of the last E-step.
  const second = new Float64Array(size * size);
  for (let n = 0; n < q; n++) {
    const row = n * size;
    const mass = work.nodeMass[n];
    for (let u = 0; u < size; u++) {
      const scaled = mass * base[row + u];
      if (scaled === 0) continue;
      for (let v = 0; v < size; v++) second[u * size + v] += scaled * base[row + v];
    }
    for (let f = 0; f < features; f++) {
      const withFeature = work.featureMass[f * q + n];
      if (withFeature === 0) continue;
      const indexes = layout[featureItem[f]];
      const m = indexes.length;
      for (let u = 0; u < size; u++) {
        const scaled = withFeature * base[row + u];
        if (scaled === 0) continue;
        for (let v = 0; v < m; v++) {
          const value = scaled * change[f][n * m + v];
          second[u * size + indexes[v]] += value;
          second[indexes[v] * size + u] += value;
        }
      }
    }
  }
  // The pair terms, node block by node block, and Σ_p f_p m_p m_pᵀ on the first pass.
  const outer = new Float64Array(size * size);
  const mean = new Float64Array(size);
  const { posterior, range } = work;
  const block =
    features === 0 ? q : Math.max(1, Math.min(q, Math.floor(PAIR_BUDGET / (features * features))));
  const pairs = new Float64Array(features * features * block);
  for (let from = 0; from < q; from += block) {
    const width = Math.min(block, q - from);
    pairs.fill(0);
    for (let p = 0; p < frequencies.length; p++) {
      const frequency = frequencies[p];
      patternPosterior(table, p, work, q, frequency);
      const lo = range[0];
      const hi = range[1];
      const first = featureStart[p];
      const last = featureStart[p + 1];
      if (from === 0) {
        // f_p m_p, then f_p m_p m_pᵀ = (f_p m_p)(f_p m_p)ᵀ / f_p (upper triangle).
        mean.fill(0);
        for (let n = lo; n <= hi; n++) {
          const w = posterior[n];
          const row = n * size;
          for (let u = 0; u < size; u++) mean[u] += w * base[row + u];
        }
        for (let j = first; j < last; j++) {
          const f = featureList[j];
          const indexes = layout[featureItem[f]];
          const m = indexes.length;
          const values = change[f];
          for (let n = lo; n <= hi; n++) {
            const w = posterior[n];
            for (let v = 0; v < m; v++) mean[indexes[v]] += w * values[n * m + v];
          }
        }
        for (let u = 0; u < size; u++) {
          const scaled = mean[u] / frequency;
          if (scaled === 0) continue;
          for (let v = u; v < size; v++) outer[u * size + v] += scaled * mean[v];
        }
      }
      const start = Math.max(lo, from);
      const end = Math.min(hi, from + width - 1);
      for (let x = first; x < last; x++) {
        const rowOffset = featureList[x] * features;
        for (let y = x; y < last; y++) {
          const offset = (rowOffset + featureList[y]) * block - from;
          for (let n = start; n <= end; n++) pairs[offset + n] += posterior[n];
        }
      }
    }
    for (let f = 0; f < features; f++) {
      const fIndexes = layout[featureItem[f]];
      const fm = fIndexes.length;
      for (let g = f; g < features; g++) {
        const gIndexes = layout[featureItem[g]];
        const gm = gIndexes.length;
        const offset = (f * features + g) * block - from;
        for (let n = from; n < from + width; n++) {
          const mass = pairs[offset + n];
          if (mass === 0) continue;
          for (let u = 0; u < fm; u++) {
            const scaled = mass * change[f][n * fm + u];
            for (let v = 0; v < gm; v++) {
              const value = scaled * change[g][n * gm + v];
              second[fIndexes[u] * size + gIndexes[v]] += value;
              if (g !== f) second[gIndexes[v] * size + fIndexes[u]] += value;
            }
          }
        }
      }
    }
  }
  const information: Matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let u = 0; u < size; u++) {
    for (let v = 0; v < size; v++) {
      const covariance = outer[Math.min(u, v) * size + Math.max(u, v)];
      information[u][v] = -(hessian[u * size + v] + second[u * size + v] - covariance);
    }
  }
  for (let u = 0; u < size; u++) {
    for (let j = 0; j < u; j++) {
      const average = (information[u][j] + information[j][u]) / 2;
      information[u][j] = average;
      information[j][u] = average;
    }
  }
  // A guessing parameter pressed against 0 or 1 (no prior) carries no information: it is held
  // fixed, its standard error unknown, and the others are estimated without it.
  // Likewise a slope held at its limit.
  const fixedSlope = new Set(layout.flatMap((indexes, i) => (fixedSlopes[i] ? [indexes[0]] : [])));
  const free = Array.from({ length: size }, (_, j) => j).filter(
    (j) => !(model === '3PL' && isGuessingIndex(j) && Math.abs(flat[j]) > 10) && !fixedSlope.has(j),
  );
  const reduced = inverseSpd(
    free.map((u) => free.map((j) => information[u][j])),
    'observed information',
  );
  const covariance: Matrix = Array.from({ length: size }, () => new Array<number>(size).fill(Number.NaN));
  free.forEach((u, x) => {
    free.forEach((j, y) => {
      covariance[u][j] = reduced[x][y];
    });
  });
  const parameters: CalibrationParameter[] = [];
  if (model === 'Rasch') parameters.push({ item: null, name: 'a', threshold: 0 });
  layout.forEach((indexes, i) => {
    indexes.forEach((j, u) => {
      if (model === 'Rasch' && u === 0) return;
      parameters[j] =
        u === 0
          ? { item: ids[i], name: 'a', threshold: 0 }
          : threeParameter && u === indexes.length - 1
            ? { item: ids[i], name: 'logit-c', threshold: 0 }
            : { item: ids[i], name: 'd', threshold: u };
    });
  });
  const matrix = covariance.map((row) => row.map((v) => (Number.isNaN(v) ? null : v)));
  return {
    covariance: { parameters, matrix },
    items: params.map((p, i) => {
      const [ia, ...rest] = layout[i];
      const a = p[0];
      if (fixedSlope.has(ia)) {
        // The slope is a constant here: d's errors are conditional on it, and b = −d/a scales them.
        const d = rest.slice(0, categories[i] - 1).map((j) => Math.sqrt(covariance[j][j]));
        return { a: null, d, b: d.map((value) => value / a) };
      }
      const dIndexes = rest.slice(0, categories[i] - 1);
      const d = dIndexes.map((j) => Math.sqrt(covariance[j][j]));
      // b = −d/a: ∂b/∂a = d/a², ∂b/∂d = −1/a.
      const b = dIndexes.map((j, u) => {
        const dj = p[u + 1];
        const ga = dj / (a * a);
        const gd = -1 / a;
        return Math.sqrt(
          ga * ga * covariance[ia][ia] + gd * gd * covariance[j][j] + 2 * ga * gd * covariance[ia][j],
        );
      });
      const se: ItemStandardErrors = { a: Math.sqrt(covariance[ia][ia]), d, b };
      if (model === '3PL') {
        const j = rest[rest.length - 1];
        const variance = covariance[j][j];
        se.c = Number.isNaN(variance) ? null : guessing[i] * (1 - guessing[i]) * Math.sqrt(variance);
      }
      return se;
    }),
  };
}

/**
 * Standard error of a quantity derived from a calibration's parameters, by the delta method:
 * √(gᵀ Σ g) with Σ the parameter covariance and g the quantity's gradient in the parameters
 * (ordered as `covariance.parameters`; a linear combination's weights are its gradient). Null when
 * the gradient touches a parameter without a covariance (held at a bound).
 * @throws ScoringError `INVALID_ARGUMENT` when the gradient's length does not match.
 */
export function parameterStandardError(
  covariance: ParameterCovariance,
  gradient: ArrayLike<number>,
): number | null {
  const n = covariance.parameters.length;
  if (gradient.length !== n) {
    throw new ScoringError('INVALID_ARGUMENT', `gradient has ${gradient.length} entries for ${n} parameters`);
  }
  let variance = 0;
  for (let u = 0; u < n; u++) {
    if (gradient[u] === 0) continue;
    for (let v = 0; v < n; v++) {
      if (gradient[v] === 0) continue;
      const value = covariance.matrix[u][v];
      if (value === null) return null;
      variance += gradient[u] * value * gradient[v];
    }
  }
  return Math.sqrt(Math.max(0, variance));
}

/** A Rasch item's difficulty in logits, raw and centred on the items' mean, with standard errors. */
export interface RaschDifficulty {
  id: string;
  /** δ_j = −d_j: the difficulty in the Rasch (logit) metric, P = σ(θ* − δ_j), θ* ~ N(0, a²). */
  difficulty: number;
  /** δ_j − mean(δ): the difficulty with the items' mean as origin (as CML and Winsteps report it). */
  centred: number;
  /** SE of δ_j (null without standard errors). */
  se: number | null;
  /** SE of δ_j − mean(δ), with the covariances of the difficulties (null without standard errors). */
  centredSe: number | null;
}

/**
 * The difficulties of a Rasch calibration in logits, raw and centred on their mean, with standard
 * errors from the parameter covariance (the centred ones through the gradient of δ_j − mean(δ):
 * −(1 − 1/n) on d_j and 1/n on every other intercept).
 * @throws ScoringError `INVALID_ARGUMENT` for a calibration that is not a Rasch model.
 */
export function raschDifficulties(calibration: CalibrationResult): RaschDifficulty[] {
  if (calibration.model !== 'Rasch') {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      `Rasch difficulties need a Rasch calibration, not ${calibration.model}`,
    );
  }
  const items = calibration.items;
  const n = items.length;
  const difficulties = items.map((item) => -item.d[0]);
  const mean = difficulties.reduce((sum, value) => sum + value, 0) / n;
  const covariance = calibration.covariance ?? null;
  const position = new Map<string, number>();
  covariance?.parameters.forEach((parameter, j) => {
    if (parameter.item !== null && parameter.name === 'd') position.set(parameter.item, j);
  });
  return items.map((item, i) => {
    let se: number | null = null;
    let centredSe: number | null = null;
    if (covariance) {
      const own = new Float64Array(covariance.parameters.length);
      const centred = new Float64Array(covariance.parameters.length);
      items.forEach((other, j) => {
        const at = position.get(other.id) as number;
        centred[at] = (j === i ? -1 : 0) + 1 / n;
        if (j === i) own[at] = -1;
      });
      se = parameterStandardError(covariance, own);
      centredSe = parameterStandardError(covariance, centred);
    }
    return { id: item.id, difficulty: difficulties[i], centred: difficulties[i] - mean, se, centredSe };
  });
}
