import type { SimulationExposureStratum } from '@asesa/contracts';
import {
  type CatOptions,
  calibrateConditionalSympsonHetter,
  type ExposureStratum,
  simulateCat,
  simulateConditionalExposure,
} from '@asesa/scoring';
import { type AdaptiveBank, exposureStrataOf } from './adaptive-bank';

/**
 * Conditional exposure control in a section's simulation: the K tables (one per θ stratum) are
 * calibrated so that every item stays under the ceiling among the simulees of every stratum, and the
 * simulation reports each stratum's largest rate with its sampling interval.
 */

/** A stratum's largest rate as a simulation keeps it, judged against the section's ceiling. */
export function storedStratum(stratum: ExposureStratum, ceiling: number): SimulationExposureStratum {
  const interval = stratum.maxExposureInterval;
  return {
    lower: stratum.lower,
    upper: stratum.upper,
    candidates: stratum.candidates,
    max_exposure: stratum.maxExposure,
    interval: { lower: interval.lower, upper: interval.upper, level: interval.level },
    // Exceeded only beyond sampling noise: the interval of the largest true rate lies above it.
    within_ceiling: interval.lower <= ceiling,
  };
}

/** Whether every stratum keeps the ceiling within its sampling noise. */
export function strataWithinCeiling(strata: readonly SimulationExposureStratum[], ceiling: number): boolean {
  return strata.every((s) => s.interval.lower <= ceiling);
}

/**
 * Simulees a stratum gets in each calibration round: the simulation's candidates shared among the
 * strata, so a round costs what an unconditional one does (the final check takes five times as many).
 */
export function stratumCandidates(candidates: number, bank: AdaptiveBank): number {
  return Math.ceil(candidates / (exposureStrataOf(bank.settings).length + 1));
}

/** K tables kept in the content: only K below 1 (a missing item has K = 1), so it stays small. */
export function compactTables(k: ReadonlyArray<Readonly<Record<string, number>>>): Record<string, number>[] {
  return k.map((table) => Object.fromEntries(Object.entries(table).filter(([, v]) => v < 1)));
}

/**
 * Calibrates the conditional K tables to the section's ceiling (simulees drawn within each stratum
 * from N(0, 1) restricted to it, seeded from seed + 2) and simulates the population with them.
 */
export function calibrateConditional(
  bank: AdaptiveBank,
  work: { seed: number; candidates: number },
  trueThetas: readonly number[],
) {
  const { exposure: _calibrated, ...uncontrolled } = bank.options;
  const strata = exposureStrataOf(bank.settings);
  const calibration = calibrateConditionalSympsonHetter(bank.items, uncontrolled, {
    rMax: bank.settings.max_exposure,
    seed: (work.seed + 2) >>> 0,
    strata,
    candidates: stratumCandidates(work.candidates, bank),
  });
  const options: CatOptions = {
    ...uncontrolled,
    exposure: { method: 'conditional-sympson-hetter', strata, k: calibration.k },
  };
  const result = simulateCat(bank.items, { ...options, seed: work.seed, trueThetas });
  return {
    result,
    tables: calibration.k,
    strata: calibration.perStratum.map((s) => storedStratum(s, bank.settings.max_exposure)),
    sympsonHetter: { iterations: calibration.iterations, converged: calibration.converged, check: null },
  };
}

/**
 * The draft's own conditional K simulated without calibrating: the population for accuracy, and a
 * fresh check in every stratum on as many simulees as the calibration's final check.
 */
export function checkConditional(
  bank: AdaptiveBank,
  work: { seed: number; candidates: number },
  trueThetas: readonly number[],
) {
  const result = simulateCat(bank.items, { ...bank.options, seed: work.seed, trueThetas });
  const check = simulateConditionalExposure(bank.items, bank.options, {
    strata: exposureStrataOf(bank.settings),
    candidates: 5 * stratumCandidates(work.candidates, bank),
    seed: (work.seed + 2) >>> 0,
  });
  const strata = check.strata.map((s) => storedStratum(s, bank.settings.max_exposure));
  return {
    result,
    strata,
    sympsonHetter: {
      iterations: 0,
      converged: strataWithinCeiling(strata, bank.settings.max_exposure),
      check: null,
    },
  };
}
