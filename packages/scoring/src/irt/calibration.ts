/**
 * Item calibration by marginal maximum likelihood with the EM algorithm (Bock & Aitkin 1981),
 * for the Rasch model with an estimated latent variance, the 2PL, the 3PL with a prior on guessing
 * and the graded response model, with optional slope bounds or a log-normal slope prior, and
 * standard errors of the item parameters from the observed information.
 */
import { ScoringError } from '../errors';
import { ENGINE_VERSION } from '../version';
import { standardErrors } from './calibration-errors';
import {
  type CalibrationFlag,
  type CalibrationModel,
  type CalibrationOptions,
  type CalibrationResult,
  DEFAULT_EM_TOLERANCE,
  DEFAULT_SLOPE_LIMITS,
  type ResponseMatrix,
} from './calibration-types';
import { createEStepBuffers, type EStepBuffers, eStep } from './em-estep';
import {
  commonSlopeStep,
  logGuessingPrior,
  logSlopePrior,
  type MStepContext,
  mStep,
  mStepThreeParameter,
} from './em-mstep';
import { type PatternTable, startValues, tabulatePatterns } from './em-patterns';
import { createQuadrature, type Quadrature } from './quadrature';

export * from './calibration-types';
export { parameterStandardError, type RaschDifficulty, raschDifficulties } from './rasch-difficulties';

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
  const { model, guessingPrior } = modelOf(table, options);
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
  const work = createEStepBuffers(table, quadrature.nodes);
  const stepContext: MStepContext = { nodes: quadrature.nodes, bounds: limits, prior, guessingPrior };
  const em: EmRun = { table, params, guessing, model, quadrature, work, context: stepContext };
  const { iterations, converged } = runEm(em, tolerance, maxIterations, options.onCycle);
  if (!converged && options.requireConvergence) {
    throw new ScoringError('NOT_CONVERGED', `EM did not converge in ${maxIterations} cycles`);
  }
  const logLikelihood = eStep(table, params, guessing, quadrature.nodes, quadrature.weights, work);
  let logPrior = 0;
  for (let i = 0; i < nItems; i++) {
    if (prior) logPrior += logSlopePrior(params[i][0], prior);
    if (guessingPrior) logPrior += logGuessingPrior(guessing[i], guessingPrior);
  }
  const { atLimit, flags } = slopeLimitFlags(params, model, limits, ids);
  let errors: ReturnType<typeof standardErrors> | null = null;
  if (options.standardErrors) {
    try {
      errors = standardErrors({ ...em, fixedSlopes: atLimit.map((limit) => limit !== null), ids });
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

/** The model asked for (or the default for the items) checked against the data, with its guessing prior. */
function modelOf(
  table: PatternTable,
  options: CalibrationOptions,
): { model: CalibrationModel; guessingPrior: { alpha: number; beta: number } | null } {
  const { categories } = table;
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
  if (model === 'Rasch' && (options.slopeBounds || options.slopePrior)) {
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
  return { model, guessingPrior };
}

/** What one EM run works on: the patterns, the parameters it updates in place, and its buffers. */
interface EmRun {
  table: PatternTable;
  params: Float64Array[];
  guessing: Float64Array;
  model: CalibrationModel;
  quadrature: Quadrature;
  work: EStepBuffers;
  context: MStepContext;
}

/**
 * EM cycles until no parameter moves by more than `tolerance` or `maxIterations` is reached.
 * Rasch: the intercepts item by item at the common slope, then the common slope over all items.
 */
function runEm(
  { table, params, guessing, model, quadrature, work, context }: EmRun,
  tolerance: number,
  maxIterations: number,
  onCycle: CalibrationOptions['onCycle'],
): { iterations: number; converged: boolean } {
  const { nItems, categories, maxK } = table;
  const q = quadrature.nodes.length;
  const itemCounts = (i: number) => work.expected.subarray(i * maxK * q, (i + 1) * maxK * q);
  let iterations = 0;
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
      const fixedSlope: MStepContext = { ...context, bounds: { min: slope, max: slope } };
      for (let i = 0; i < nItems; i++) {
        const before = params[i].slice();
        mStep(params[i], itemCounts(i), 2, fixedSlope);
        track(before, params[i]);
      }
      const next = commonSlopeStep(params, itemCounts, context);
      largestChange = Math.max(largestChange, Math.abs(next - slope));
      for (const p of params) p[0] = next;
    } else {
      for (let i = 0; i < nItems; i++) {
        const before = params[i].slice();
        const guessBefore = guessing[i];
        if (model === '3PL')
          guessing[i] = mStepThreeParameter(params[i], guessing[i], itemCounts(i), context);
        else mStep(params[i], itemCounts(i), categories[i], context);
        track(before, params[i]);
        largestChange = Math.max(largestChange, Math.abs(guessing[i] - guessBefore));
      }
    }
    onCycle?.(iterations, largestChange);
    if (largestChange < tolerance) return { iterations, converged: true };
  }
  return { iterations, converged: false };
}

/** Slopes that ended on a limit: a limit, not an estimate (the likelihood still rises beyond it). */
function slopeLimitFlags(
  params: Float64Array[],
  model: CalibrationModel,
  limits: { min: number; max: number },
  ids: readonly string[],
): { atLimit: Array<'upper' | 'lower' | null>; flags: CalibrationFlag[] } {
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
  return { atLimit, flags };
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
