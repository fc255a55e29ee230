/**
 * Conditional Sympson–Hetter exposure control: one K table per θ stratum, calibrated so that the
 * exposure rate of every item stays under r_max among the examinees of every stratum, not only over
 * the whole population (Stocking & Lewis 1998, *Journal of Educational and Behavioral Statistics*
 * 23, 57–75; van der Linden 2003, same journal 28, 249–265). Unconditional control lets the few
 * examinees of a high stratum all meet the same hard items: their rate among all examinees is small,
 * their rate among those examinees is not.
 */
import { type CatBankItem, type CatOptions, compileBank, thetaStratum } from '../cat';
import { ScoringError } from '../errors';
import { createQuadrature } from '../irt/quadrature';
import { normalCdf, normalQuantile } from '../normal';
import { createRng, type Rng } from '../random';
import { ENGINE_VERSION } from '../version';
import { type ExposureMaximum, exposureMaximum } from './exposure-interval';
import { simulateSession } from './run';
import {
  checkedSettings,
  readyForFinalCheck,
  roundRepeats,
  roundStep,
  SHORTENED_TESTS_ALLOWED,
  type SympsonHetterSettings,
} from './sympson-hetter';

/** The exposure of one θ stratum in a simulation. */
export interface ExposureStratum {
  /** Lower edge of the stratum (null: −∞). */
  lower: number | null;
  /** Upper edge, excluded (null: +∞). */
  upper: number | null;
  /** Simulees whose true θ lies in the stratum. */
  candidates: number;
  /** Share of those simulees each item was administered to. */
  exposure: Record<string, number>;
  maxExposure: number;
  /**
   * The largest rate with the interval of the largest true rate, simultaneous over the bank and over
   * the strata (each stratum at 1 − α/strata): all strata's intervals hold together at `level`.
   */
  maxExposureInterval: ExposureMaximum;
}

/** Result of {@link simulateConditionalExposure}. */
export interface ConditionalExposureSimulation {
  strata: ExposureStratum[];
  /** Share of the tests that ended because the lottery had set aside every item left. */
  bankExhausted: number;
}

/** Settings of {@link simulateConditionalExposure}. */
export interface ConditionalExposureSettings {
  /** Strictly increasing edges of the θ strata. */
  strata: readonly number[];
  /** Simulees per stratum, true θ drawn from N(0, 1) restricted to the stratum. */
  candidates: number;
  seed: number;
  /** Confidence of the strata's intervals taken together (default 0.95). */
  level?: number;
}

/** Administrations by θ̂ stratum at selection (h), true stratum (j) and item (i). */
interface StratumCounts {
  /** counts[(h · strata + j) · items + i]. */
  counts: Float64Array;
  perStratum: number[];
  exhausted: number;
}

function checkEdges(edges: readonly number[]): void {
  if (
    !Array.isArray(edges) ||
    edges.length === 0 ||
    edges.some((e, j) => !Number.isFinite(e) || (j > 0 && !(e > edges[j - 1])))
  )
    throw new ScoringError('INVALID_ARGUMENT', 'strata must be finite, strictly increasing θ edges');
}

/** A draw from N(0, 1) restricted to [lower, upper), by inverting the CDF. */
function truncatedNormal(rng: Rng, lower: number, upper: number): number {
  const from = normalCdf(lower);
  const to = normalCdf(upper);
  const u = Math.min(1 - 1e-12, Math.max(1e-12, from + rng.next() * (to - from)));
  return normalQuantile(u);
}

function simulateStrata(
  bankItems: readonly CatBankItem[],
  options: CatOptions,
  edges: readonly number[],
  perStratum: number,
  seed: number,
): StratumCounts {
  const bank = compileBank(bankItems);
  const size = bank.items.length;
  const strata = edges.length + 1;
  const quadrature = createQuadrature(options.quadrature);
  // θ̂ before the first answer: the prior's mean, as the live test's first decision sees it.
  let weight = 0;
  let moment = 0;
  quadrature.nodes.forEach((node, k) => {
    weight += quadrature.weights[k];
    moment += quadrature.weights[k] * node;
  });
  const firstStratum = thetaStratum(edges, moment / weight);
  const index = new Map(bank.ids.map((id, i) => [id, i]));
  const counts = new Float64Array(strata * strata * size);
  const rng = createRng(seed);
  let exhausted = 0;
  for (let j = 0; j < strata; j++) {
    const lower = j === 0 ? Number.NEGATIVE_INFINITY : edges[j - 1];
    const upper = j === strata - 1 ? Number.POSITIVE_INFINITY : edges[j];
    for (let p = 0; p < perStratum; p++) {
      const trueTheta = truncatedNormal(rng, lower, upper);
      const { record } = simulateSession(bank, options, trueTheta, rng);
      if (record.stopReason === 'bank-exhausted') exhausted++;
      record.items.forEach((id, step) => {
        const h = step === 0 ? firstStratum : thetaStratum(edges, record.thetas[step - 1]);
        counts[(h * strata + j) * size + (index.get(id) as number)]++;
      });
    }
  }
  return { counts, perStratum: Array(strata).fill(perStratum), exhausted: exhausted / (strata * perStratum) };
}

function strataOf(
  bank: readonly CatBankItem[],
  edges: readonly number[],
  simulated: StratumCounts,
  level: number,
): ExposureStratum[] {
  const strata = edges.length + 1;
  const size = bank.length;
  const stratumLevel = 1 - (1 - level) / strata;
  return Array.from({ length: strata }, (_, j) => {
    const n = simulated.perStratum[j];
    const exposure: Record<string, number> = {};
    bank.forEach((item, i) => {
      let count = 0;
      for (let h = 0; h < strata; h++) count += simulated.counts[(h * strata + j) * size + i];
      exposure[item.id] = count / n;
    });
    const maximum = exposureMaximum(exposure, n, stratumLevel);
    return {
      lower: j === 0 ? null : edges[j - 1],
      upper: j === strata - 1 ? null : edges[j],
      candidates: n,
      exposure,
      maxExposure: maximum.estimate,
      maxExposureInterval: { ...maximum, level: stratumLevel },
    };
  });
}

/**
 * Simulates `candidates` examinees in each θ stratum (true θ from N(0, 1) restricted to it) through
 * the CAT of `options` and reports each stratum's exposure rates with the interval of its largest
 * true rate: the check of conditional exposure control on fresh simulees.
 */
export function simulateConditionalExposure(
  bank: readonly CatBankItem[],
  options: CatOptions,
  settings: ConditionalExposureSettings,
): ConditionalExposureSimulation {
  checkEdges(settings.strata);
  const level = settings.level ?? 0.95;
  if (!(level > 0 && level < 1)) throw new ScoringError('INVALID_ARGUMENT', 'level must be in (0, 1)');
  if (!(Number.isInteger(settings.candidates) && settings.candidates >= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'simulate at least one candidate a stratum');
  const simulated = simulateStrata(bank, options, settings.strata, settings.candidates, settings.seed);
  return { strata: strataOf(bank, settings.strata, simulated, level), bankExhausted: simulated.exhausted };
}

/** Settings of {@link calibrateConditionalSympsonHetter}. */
export interface ConditionalSympsonHetterSettings extends Omit<SympsonHetterSettings, 'trueThetas'> {
  /** Strictly increasing edges of the θ strata (e.g. [−1, 1]: three strata). */
  strata: readonly number[];
  /** Simulees per stratum in each of the first rounds (default 1000); later rounds as unconditional. */
  candidates?: number;
}

/** Result of {@link calibrateConditionalSympsonHetter}. */
export interface ConditionalSympsonHetterCalibration {
  engineVersion: string;
  strata: number[];
  /** One K table per stratum, ready for `exposure: { method: 'conditional-sympson-hetter', strata, k }`. */
  k: Array<Record<string, number>>;
  iterations: number;
  /** Whether the final check cannot show any item above r_max + tolerance in any stratum. */
  converged: boolean;
  rMax: number;
  tolerance: number;
  seed: number;
  /** Each stratum's rates in the last simulation, which used the returned `k`. */
  perStratum: ExposureStratum[];
  /** The largest rate over the strata in the last simulation. */
  maxExposure: number;
  /** That maximum in each simulation, in order. */
  history: number[];
  /** Tests cut short by the lottery beyond those of the first round (see the unconditional result). */
  shortenedTests: number;
}

/**
 * Calibrates conditional Sympson–Hetter K tables by the same rounds as `calibrateSympsonHetter`
 * (full steps, then Robbins–Monro steps on twice the simulees, a final check on five times as many),
 * with simulees drawn in every stratum. The live test picks the table by the stratum of θ̂, so the
 * rounds do too; a stratum's rates are counted by the simulees' true θ. An item given to examinees
 * of true stratum j while θ̂ was in stratum h owes that exposure to table h, so K_i of table h moves
 * by the largest excess over the aim among the true strata it served (an item it never administered
 * grows towards 1, as in the unconditional update). Converged when the final check's intervals,
 * simultaneous over items and strata, cannot show any rate above r_max + tolerance in any stratum.
 * @throws ScoringError `INVALID_ARGUMENT` for bad strata or the settings `calibrateSympsonHetter` refuses.
 */
export function calibrateConditionalSympsonHetter(
  bank: readonly CatBankItem[],
  options: CatOptions,
  settings: ConditionalSympsonHetterSettings,
): ConditionalSympsonHetterCalibration {
  const { rMax, seed, tolerance, level, maxIterations, aimBelow } = checkedSettings(options, settings);
  const candidates = settings.candidates ?? 1000;
  checkEdges(settings.strata);
  const edges = [...settings.strata];
  const strata = edges.length + 1;
  const seeds = createRng(seed);
  let k = Array.from({ length: strata }, () => Object.fromEntries(bank.map((item) => [item.id, 1])));
  const history: number[] = [];
  let exhaustedWithoutControl = 0;
  let finalCheck = false;
  for (let iteration = 1; ; iteration++) {
    const simulated = simulateStrata(
      bank,
      { ...options, exposure: { method: 'conditional-sympson-hetter', strata: edges, k } },
      edges,
      candidates * roundRepeats(iteration, finalCheck),
      Math.floor(seeds.next() * 4294967296),
    );
    const perStratum = strataOf(bank, edges, simulated, level);
    const maxExposure = Math.max(...perStratum.map((s) => s.maxExposure));
    history.push(maxExposure);
    if (iteration === 1) exhaustedWithoutControl = simulated.exhausted;
    const shortenedTests = Math.max(0, simulated.exhausted - exhaustedWithoutControl);
    const withinNoise = perStratum.every((s) => s.maxExposureInterval.lower <= rMax + tolerance);
    const converged = finalCheck && withinNoise && shortenedTests <= SHORTENED_TESTS_ALLOWED;
    if (converged || iteration >= maxIterations) {
      return {
        engineVersion: ENGINE_VERSION,
        strata: edges,
        k,
        iterations: iteration,
        converged,
        rMax,
        tolerance,
        seed,
        perStratum,
        maxExposure,
        history,
        shortenedTests,
      };
    }
    finalCheck = readyForFinalCheck(iteration, withinNoise);
    if (finalCheck) continue;
    k = updatedTables(bank, k, simulated, rMax * (1 - aimBelow), roundStep(iteration));
  }
}

/** One step of every table's update in log K towards the aim, capped at K = 1 (new objects). */
function updatedTables(
  bank: readonly CatBankItem[],
  k: ReadonlyArray<Readonly<Record<string, number>>>,
  simulated: StratumCounts,
  aim: number,
  step: number,
): Array<Record<string, number>> {
  const strata = k.length;
  const size = bank.length;
  return k.map((table, h) => {
    const updated: Record<string, number> = {};
    bank.forEach((item, i) => {
      // The largest rate among the true strata table h administered item i to.
      let rate = 0;
      for (let j = 0; j < strata; j++) {
        if (simulated.counts[(h * strata + j) * size + i] === 0) continue;
        let total = 0;
        for (let g = 0; g < strata; g++) total += simulated.counts[(g * strata + j) * size + i];
        rate = Math.max(rate, total / simulated.perStratum[j]);
      }
      const administered = Math.max(rate, 0.5 / simulated.perStratum[h]);
      const logK = Math.log(table[item.id]) + step * (Math.log(aim) - Math.log(administered));
      updated[item.id] = Math.min(1, Math.exp(logK));
    });
    return updated;
  });
}
