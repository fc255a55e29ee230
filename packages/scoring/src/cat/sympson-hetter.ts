/**
 * Calibration of Sympson–Hetter exposure-control parameters by iterated simulation
 * (Sympson & Hetter 1985; Hetter & Sympson 1997, in Sands, Waters & McBride (Eds.), *Computerized
 * Adaptive Testing: From Inquiry to Operation*; van der Linden & Pashley, ch. 1 of van der Linden &
 * Glas (Eds., 2010), *Elements of Adaptive Testing*).
 */
import { type CatBankItem, type CatOptions, simulateCat } from '../cat';
import { ScoringError } from '../errors';
import { createRng } from '../random';
import { ENGINE_VERSION } from '../version';
import { type ExposureMaximum, exposureMaximum } from './exposure-interval';

/** Settings of {@link calibrateSympsonHetter}. */
export interface SympsonHetterSettings {
  /** Target maximum exposure rate r_max in (0, 1]. */
  rMax: number;
  /** Seed: the whole calibration is a function of it, the bank, the options and these settings. */
  seed: number;
  /**
   * Simulees of each of the first rounds, drawn from N(0, 1) (default 2000); later rounds take twice
   * as many and the final check five times as many. Ignored when `trueThetas` is given.
   */
  candidates?: number;
  /**
   * The population to simulate instead of N(0, 1) draws: each round simulates it once (later rounds
   * twice, the final check five times), with fresh responses every time.
   */
  trueThetas?: readonly number[];
  /**
   * How far the largest TRUE exposure rate may lie above r_max: converged when the lower bound of its
   * simultaneous interval (see {@link exposureMaximum}) is at most r_max + tolerance (default 0).
   */
  tolerance?: number;
  /** Confidence of that interval (default 0.95). */
  level?: number;
  /**
   * Share of r_max the rounds aim below it (default 0.04: they aim at 0.96·r_max). The rates approach
   * their target from above (restricting one item sends its examinees to the next best, whose rate
   * then grows), so aiming at r_max itself leaves the largest rate just above it after the rounds a
   * time budget allows; on a 200-item bank at r_max 0.25, aiming 4 % below left no item above 0.25
   * on 20,000 fresh simulees.
   */
  aimBelow?: number;
  /** Simulations at most, final checks included (default 16). */
  maxIterations?: number;
}

/** Result of {@link calibrateSympsonHetter}. */
export interface SympsonHetterCalibration {
  engineVersion: string;
  /** K_i of every bank item, ready for `exposure: { method: 'sympson-hetter', k }`. */
  k: Record<string, number>;
  /** Simulations run, final checks included. */
  iterations: number;
  /**
   * Whether the final check (a large fresh simulation with the returned `k`) cannot show any item's
   * exposure above r_max + tolerance: the lower bound of its largest rate is at most that.
   */
  converged: boolean;
  rMax: number;
  tolerance: number;
  seed: number;
  /** Administration rates P(A_i) of the last simulation, which used the returned `k`. */
  exposure: Record<string, number>;
  /** Selection rates P(S_i) of the last simulation. */
  selectionRates: Record<string, number>;
  /** max_i P(A_i) of the last simulation. */
  maxExposure: number;
  /** That maximum with the simultaneous interval of the largest true rate. */
  maxExposureInterval: ExposureMaximum;
  /** max_i P(A_i) of each simulation, in order. */
  history: number[];
  /**
   * Share of the last simulation's tests that ended because the lottery had set aside every item
   * left, beyond the share that ran out of items without exposure control. A bank too small for the
   * ceiling meets it only by cutting tests short, which is not convergence.
   */
  shortenedTests: number;
}

/** Tests the calibration may cut short (bank exhausted by the lottery) and still call converged. */
export const SHORTENED_TESTS_ALLOWED = 0.01;

/** Rounds at full step (the classic procedure) before the steps shrink to average out noise. */
const FULL_STEP_ROUNDS = 3;
/** Rounds on the first sample size; later rounds take twice as many simulees. */
const SMALL_ROUNDS = 4;
/** Rounds before a round's own sample may send the K to the final check. */
const MIN_ROUNDS_BEFORE_CHECK = 8;
const FINAL_CHECK_FACTOR = 5;

/** How many times the first rounds' simulees a round takes: 1, then 2, the final check 5. */
export function roundRepeats(iteration: number, finalCheck: boolean): number {
  return finalCheck ? FINAL_CHECK_FACTOR : iteration <= SMALL_ROUNDS ? 1 : 2;
}

/** Whether a round within noise sends the K to the final check. */
export function readyForFinalCheck(iteration: number, withinNoise: boolean): boolean {
  return withinNoise && iteration >= MIN_ROUNDS_BEFORE_CHECK;
}

/** The Robbins–Monro step of a round: full for the first rounds, then shrinking as (t − 2)^−½. */
export function roundStep(iteration: number): number {
  return iteration <= FULL_STEP_ROUNDS ? 1 : 1 / Math.sqrt(iteration - FULL_STEP_ROUNDS + 1);
}

/**
 * Calibrates the Sympson–Hetter parameters K_i for a target maximum exposure rate r_max by iterated
 * simulation (Sympson & Hetter 1985): start with K_i = 1, simulate the population through the CAT
 * with the current K, and move each K_i so that its administration rate P(A_i) = P(S_i)·K_i reaches
 * the aim a (slightly below r_max, see `aimBelow`): log K_i ← min(0, log K_i + η_t (log a − log
 * P̂(A_i))). With η = 1 and a = r_max that is the classic update (K_i = r_max / P(S_i), or 1 where
 * P(S_i) ≤ r_max); it reaches the neighbourhood of the
 * solution in a few rounds but then chases the sampling noise of each round's rates for ever (the
 * maximum of ~50 rates near r_max sits ~0.02 above it on 2000 simulees), so after the first rounds the
 * step shrinks as η_t = (t − 2)^−½ (a Robbins–Monro average of the rounds) and the rounds take twice
 * as many simulees.
 *
 * Convergence is judged on what noise cannot fake: once a round cannot show any rate above r_max
 * (the lower bound of its largest rate's simultaneous interval, {@link exposureMaximum}, is at most
 * r_max + tolerance), the K are simulated on a large fresh sample (five times the first rounds'),
 * and the calibration has converged when that final check cannot show it either. A failed check
 * counts as a round and the procedure goes on. The returned rates are those of the last simulation.
 *
 * A fixed-length test can only meet r_max when the bank holds at least maxItems / r_max items (the
 * exposure rates sum to the mean test length); a smaller bank meets it only by the lottery setting
 * aside every item left and so cutting tests short (`shortenedTests`), and `converged` stays false.
 * `options` are those of the live test, without exposure control (the K table is what is calibrated).
 * @throws ScoringError `INVALID_ARGUMENT` for rMax outside (0, 1], a negative tolerance, a level
 * outside (0, 1), a bad iteration cap or exposure control already in the options.
 */
export function calibrateSympsonHetter(
  bank: readonly CatBankItem[],
  options: CatOptions,
  settings: SympsonHetterSettings,
): SympsonHetterCalibration {
  const { rMax, seed, tolerance, level, maxIterations, aimBelow } = checkedSettings(options, settings);
  const population = populationOf(settings);
  const seeds = createRng(seed);
  let k: Record<string, number> = Object.fromEntries(bank.map((item) => [item.id, 1]));
  const history: number[] = [];
  let exhaustedWithoutControl = 0;
  let finalCheck = false;
  for (let iteration = 1; ; iteration++) {
    const repeats = roundRepeats(iteration, finalCheck);
    const simulation = simulateCat(bank, {
      ...options,
      exposure: { method: 'sympson-hetter', k },
      seed: Math.floor(seeds.next() * 4294967296),
      ...population(repeats),
    });
    history.push(simulation.maxExposure);
    const exhausted = simulation.stopReasons['bank-exhausted'] / simulation.candidates;
    if (iteration === 1) exhaustedWithoutControl = exhausted;
    const shortenedTests = Math.max(0, exhausted - exhaustedWithoutControl);
    const maximum = exposureMaximum(simulation.exposure, simulation.candidates, level);
    const withinNoise = maximum.lower <= rMax + tolerance;
    const converged = finalCheck && withinNoise && shortenedTests <= SHORTENED_TESTS_ALLOWED;
    if (converged || iteration >= maxIterations) {
      return {
        engineVersion: ENGINE_VERSION,
        k,
        iterations: iteration,
        converged,
        rMax,
        tolerance,
        seed,
        exposure: simulation.exposure,
        selectionRates: simulation.selectionRates,
        maxExposure: simulation.maxExposure,
        maxExposureInterval: maximum,
        history,
        shortenedTests,
      };
    }
    finalCheck = readyForFinalCheck(iteration, withinNoise);
    if (finalCheck) continue;
    k = updatedK(
      bank,
      k,
      simulation.exposure,
      simulation.candidates,
      rMax * (1 - aimBelow),
      roundStep(iteration),
    );
  }
}

/** The settings both calibrations share, with their defaults filled in, once checked. */
export function checkedSettings(options: CatOptions, settings: Omit<SympsonHetterSettings, 'trueThetas'>) {
  const s = {
    rMax: settings.rMax,
    seed: settings.seed,
    tolerance: settings.tolerance ?? 0,
    level: settings.level ?? 0.95,
    maxIterations: settings.maxIterations ?? 16,
    aimBelow: settings.aimBelow ?? 0.04,
  };
  if (!(s.rMax > 0 && s.rMax <= 1)) throw new ScoringError('INVALID_ARGUMENT', 'rMax must be in (0, 1]');
  if (!(s.tolerance >= 0 && Number.isFinite(s.tolerance)))
    throw new ScoringError('INVALID_ARGUMENT', 'tolerance must be a finite number ≥ 0');
  if (!(s.level > 0 && s.level < 1)) throw new ScoringError('INVALID_ARGUMENT', 'level must be in (0, 1)');
  if (!(s.aimBelow >= 0 && s.aimBelow < 1))
    throw new ScoringError('INVALID_ARGUMENT', 'aimBelow must be in [0, 1)');
  if (!(Number.isInteger(s.maxIterations) && s.maxIterations >= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'maxIterations must be a positive integer');
  if (options.exposure !== undefined || options.randomesque !== undefined) {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      'calibrate Sympson–Hetter parameters with options without exposure control',
    );
  }
  return s;
}

/** The simulees of a round: the given population `repeats` times, or `repeats` × candidates draws. */
function populationOf(settings: SympsonHetterSettings) {
  const { trueThetas } = settings;
  const candidates = settings.candidates ?? 2000;
  return (repeats: number): { trueThetas: number[] } | { candidates: number } =>
    trueThetas
      ? { trueThetas: Array.from({ length: repeats }, () => trueThetas).flat() }
      : { candidates: candidates * repeats };
}

/**
 * One step of the update in log K towards P(A_i) = aim, capped at K = 1. An item nobody was given
 * counts as given to half a simulee, so its K grows instead of dividing by zero.
 * A new table object each round: K tables are cached per object.
 */
function updatedK(
  bank: readonly CatBankItem[],
  k: Readonly<Record<string, number>>,
  exposure: Readonly<Record<string, number>>,
  candidates: number,
  aim: number,
  step: number,
): Record<string, number> {
  const updated: Record<string, number> = {};
  for (const item of bank) {
    const administered = Math.max(exposure[item.id], 0.5 / candidates);
    const logK = Math.log(k[item.id]) + step * (Math.log(aim) - Math.log(administered));
    updated[item.id] = Math.min(1, Math.exp(logK));
  }
  return updated;
}
