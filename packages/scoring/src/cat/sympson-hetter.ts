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

/** Settings of {@link calibrateSympsonHetter}. */
export interface SympsonHetterSettings {
  /** Target maximum exposure rate r_max in (0, 1]. */
  rMax: number;
  /** Seed: the whole calibration is a function of it, the bank, the options and these settings. */
  seed: number;
  /** Simulees per iteration, drawn from N(0, 1) (default 2000); ignored when `trueThetas` is given. */
  candidates?: number;
  /** The population to simulate instead of N(0, 1) draws (the same θs every iteration). */
  trueThetas?: readonly number[];
  /** Stop when max P(A_i) ≤ rMax + tolerance (default 0.01). */
  tolerance?: number;
  /** Iteration cap (default 30). */
  maxIterations?: number;
}

/** Result of {@link calibrateSympsonHetter}. */
export interface SympsonHetterCalibration {
  engineVersion: string;
  /** K_i of every bank item, ready for `exposure: { method: 'sympson-hetter', k }`. */
  k: Record<string, number>;
  /** Simulations run. */
  iterations: number;
  /** Whether the last simulation met max P(A_i) ≤ rMax + tolerance. */
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
  /** max_i P(A_i) of each iteration, in order. */
  history: number[];
}

/**
 * Calibrates the Sympson–Hetter parameters K_i for a target maximum exposure rate r_max by the
 * iterative simulation procedure of Sympson & Hetter (1985): start with K_i = 1; simulate the
 * population through the CAT (with `options` and the current K); estimate the selection rate P(S_i)
 * and the administration rate P(A_i); set K_i = 1 where P(S_i) ≤ r_max and K_i = r_max / P(S_i)
 * elsewhere, so that P(A_i) = P(S_i)·K_i ≈ r_max; repeat until max_i P(A_i) ≤ r_max + tolerance or
 * the iteration cap. Selection rates shift as K changes (items below a rejected item are picked more
 * often), which is why one pass is not enough.
 *
 * Each iteration simulates fresh examinees (seeded from `seed` and the iteration number), so the K do
 * not fit the noise of one sample. A fixed-length test can only meet r_max when the bank holds at least
 * maxItems / r_max items (the exposure rates sum to the mean test length); otherwise the procedure
 * does not converge and `converged` is false.
 *
 * `options` are those of the live test, without exposure control (the K table is what is calibrated).
 * @throws ScoringError `INVALID_ARGUMENT` for rMax outside (0, 1], a negative tolerance, a bad
 * iteration cap or exposure control already in the options.
 */
export function calibrateSympsonHetter(
  bank: readonly CatBankItem[],
  options: CatOptions,
  settings: SympsonHetterSettings,
): SympsonHetterCalibration {
  const { rMax, seed } = settings;
  const tolerance = settings.tolerance ?? 0.01;
  const maxIterations = settings.maxIterations ?? 30;
  const candidates = settings.candidates ?? 2000;
  if (!(rMax > 0 && rMax <= 1)) throw new ScoringError('INVALID_ARGUMENT', 'rMax must be in (0, 1]');
  if (!(tolerance >= 0 && Number.isFinite(tolerance)))
    throw new ScoringError('INVALID_ARGUMENT', 'tolerance must be a finite number ≥ 0');
  if (!(Number.isInteger(maxIterations) && maxIterations >= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'maxIterations must be a positive integer');
  if (options.exposure !== undefined || options.randomesque !== undefined) {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      'calibrate Sympson–Hetter parameters with options without exposure control',
    );
  }
  const seeds = createRng(seed);
  let k: Record<string, number> = Object.fromEntries(bank.map((item) => [item.id, 1]));
  const history: number[] = [];
  for (let iteration = 1; ; iteration++) {
    const simulation = simulateCat(bank, {
      ...options,
      exposure: { method: 'sympson-hetter', k },
      seed: Math.floor(seeds.next() * 4294967296),
      ...(settings.trueThetas ? { trueThetas: settings.trueThetas } : { candidates }),
    });
    history.push(simulation.maxExposure);
    const converged = simulation.maxExposure <= rMax + tolerance;
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
        history,
      };
    }
    // A new table object each round: K tables are cached per object.
    const updated: Record<string, number> = {};
    for (const item of bank) {
      const selected = simulation.selectionRates[item.id];
      updated[item.id] = selected <= rMax ? 1 : rMax / selected;
    }
    k = updated;
  }
}
