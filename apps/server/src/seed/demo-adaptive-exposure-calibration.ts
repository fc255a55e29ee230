import { calibrateSympsonHetter, simulateCat } from '@asesa/scoring';
import { type AdaptiveBank, adaptiveBank } from '../modules/instruments/adaptive-bank';
import { populationThetas } from '../modules/instruments/adaptive-simulation.service';
import { normaliseContent } from '../modules/instruments/instrument-content';
import { COMMITTED_SETTINGS } from './demo-adaptive-exposure-shape';
import { DEMO_ADAPTIVE_INDICATORS } from './demo-adaptive-item';
import { DEMO_ADAPTIVE_TEST, demoAdaptiveSections } from './demo-adaptive-test';

/**
 * How the demo's Sympson–Hetter K are calibrated offline (`calibrate-demo-exposure.ts` writes them
 * to demo-adaptive-exposure.ts). The classic update settles a little above its target and a seeded
 * simulation of 1,000 candidates adds sampling noise of about ±0.015 to each rate, so the K are
 * calibrated to a target under the ceiling and checked on the seed's own simulation and on an
 * independent population; a round that ends over the ceiling calibrates again to a target lowered
 * by the overshoot (as the simulation job does).
 */
export interface DemoExposureCalibrationSettings {
  /** The section's exposure ceiling, which the K must keep. */
  ceiling: number;
  /** The first round's target r_max. */
  target: number;
  /** Simulees per calibration iteration, from N(0, 1). */
  candidates: number;
  seed: number;
  maxIterations: number;
  rounds: number;
  /** The independent check: its simulees and seed. */
  check: { candidates: number; seed: number };
}

export const DEMO_EXPOSURE_CALIBRATION: Readonly<DemoExposureCalibrationSettings> = {
  ceiling: 0.3,
  target: 0.26,
  candidates: 4000,
  seed: 20_260_317,
  maxIterations: 30,
  rounds: 3,
  check: { candidates: 4000, seed: 20_260_318 },
};

export interface DemoExposureCalibration {
  ceiling: number;
  target: number;
  candidates: number;
  seed: number;
  iterations: number;
  /** K of the items the calibration restrains (K < 1), by stable item id, rounded to 3 decimals. */
  k: Record<string, number>;
  /** Maximum exposure of the seed's simulation (as publishing checks it) with these K. */
  seedMaxExposure: number;
  /** Maximum exposure of the independent check population with these K. */
  checkMaxExposure: number;
  /** Mean test length of the seed's simulation. */
  seedMeanLength: number;
}

/** The demo section's bank as the server reads it, without K: the items keep their stable ids. */
export function demoCalibrationBank(): AdaptiveBank {
  const [section] = demoAdaptiveSections();
  const { sympson_hetter_k: _k, ...settings } = section.adaptive ?? DEMO_ADAPTIVE_TEST.settings;
  const content = normaliseContent(
    [{ ...section, adaptive: settings }],
    new Set(Object.values(DEMO_ADAPTIVE_INDICATORS).map((i) => i.code)),
  );
  return adaptiveBank(content.sections[0]);
}

const N01 = { mean: 0, sd: 1 };

/** Maximum exposure and mean length of a seeded simulation of the bank with a K table. */
export function simulateDemoExposure(
  bank: AdaptiveBank,
  k: Readonly<Record<string, number>>,
  run: { candidates: number; seed: number },
) {
  const { exposure: _exposure, ...options } = bank.options;
  const result = simulateCat(bank.items, {
    ...options,
    exposure: { method: 'sympson-hetter', k: { ...k } },
    seed: run.seed,
    trueThetas: populationThetas(run.seed, run.candidates, N01),
  });
  return { maxExposure: result.maxExposure, meanLength: result.meanLength };
}

/**
 * Calibrates the demo's K with the scoring engine's procedure (Sympson & Hetter), `overrides`
 * making a smaller, faster run (tests); deterministic for the same settings.
 */
export function calibrateDemoExposure(
  overrides: Partial<DemoExposureCalibrationSettings> = {},
  log: (line: string) => void = () => {},
): DemoExposureCalibration {
  const settings = { ...DEMO_EXPOSURE_CALIBRATION, ...overrides };
  const bank = demoCalibrationBank();
  const { exposure: _exposure, ...uncontrolled } = bank.options;
  const trueThetas = populationThetas(settings.seed, settings.candidates, N01);
  const seedRun = DEMO_ADAPTIVE_TEST.simulation;
  let target = settings.target;
  let iterations = 0;
  for (let round = 0; ; round++) {
    const calibration = calibrateSympsonHetter(bank.items, uncontrolled, {
      rMax: target,
      seed: (settings.seed + 2 + round) >>> 0,
      trueThetas,
      maxIterations: settings.maxIterations,
    });
    iterations += calibration.iterations;
    const k = Object.fromEntries(
      Object.entries(calibration.k)
        .filter(([, v]) => v < 1)
        .map(([id, v]) => [id, Math.round(v * 1000) / 1000]),
    );
    const seedSimulation = simulateDemoExposure(bank, k, seedRun);
    const check = simulateDemoExposure(bank, k, settings.check);
    const worst = Math.max(seedSimulation.maxExposure, check.maxExposure);
    log(
      `round ${round + 1}: target ${target.toFixed(3)}, ${calibration.iterations} iterations, ` +
        `calibration max ${calibration.maxExposure.toFixed(3)}, seed simulation max ` +
        `${seedSimulation.maxExposure.toFixed(3)}, check max ${check.maxExposure.toFixed(3)}`,
    );
    if (worst <= settings.ceiling || round + 1 >= settings.rounds)
      return {
        ceiling: settings.ceiling,
        target,
        candidates: settings.candidates,
        seed: settings.seed,
        iterations,
        k,
        seedMaxExposure: seedSimulation.maxExposure,
        checkMaxExposure: check.maxExposure,
        seedMeanLength: seedSimulation.meanLength,
      };
    target = Math.max(target - (worst - settings.ceiling), settings.ceiling / 2);
  }
}

/** The text of demo-adaptive-exposure.ts for a calibration (formatted as Biome formats it). */
export function demoExposureModule(c: DemoExposureCalibration): string {
  const ids = Object.keys(c.k).sort();
  const rows = ids.map((id) => `    '${id}': ${c.k[id]},`).join('\n');
  const rounded = { ...c, target: Math.round(c.target * 1000) / 1000 };
  const settings = COMMITTED_SETTINGS.map((name) => `  ${name}: ${rounded[name]},`).join('\n');
  return `// Generated by \`npx tsx src/seed/calibrate-demo-exposure.ts\` (in apps/server): do not edit by hand.

import type { CommittedDemoExposure } from './demo-adaptive-exposure-shape';

/**
 * The Sympson–Hetter K of the demo adaptive test, calibrated offline to the exposure ceiling with the
 * test's own settings on a N(0, 1) population (see demo-adaptive-exposure-calibration.ts). Keyed by
 * the items' stable ids; items not listed have K = 1. Seeding stores them with the content and the
 * seed's simulation, which publishing needs, checks that they keep the ceiling.
 */
export const DEMO_ADAPTIVE_EXPOSURE: CommittedDemoExposure = {
${settings}
  k: {
${rows}
  },
};
`;
}
