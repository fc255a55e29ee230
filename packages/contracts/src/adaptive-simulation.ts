import { z } from 'zod';
import { jobProgress } from './jobs';

/**
 * Simulations of an adaptive section's bank: simulated candidates take the adaptive test on the
 * instrument's draft, and the summary (accuracy, test lengths, item exposure) is kept with a
 * fingerprint of the bank and settings it ran on. Publishing needs a simulation of the current
 * bank whose maximum exposure is within the section's ceiling.
 *
 * A simulation runs as a background job (a Sympson–Hetter calibration of a large bank takes many
 * seconds): `simulate` answers the job, `simulate-progress` its progress, and once it is done the
 * newest of `simulations` is its result.
 */

export const ADAPTIVE_SIMULATION_CANDIDATES = { min: 100, max: 5000, default: 1000 } as const;
/** Simulations kept per section in the list (older ones stay stored). */
export const ADAPTIVE_SIMULATIONS_LISTED = 10;
/** Seeds are unsigned 32-bit integers, the engine's generator's seed space. */
export const ADAPTIVE_SIMULATION_MAX_SEED = 4294967295;

const instrumentId = z
  .number({ message: 'id must be a number' })
  .int()
  .positive('id must be a positive number');
const sectionId = z.string().trim().min(1, 'section_id is required').max(40);

/**
 * The norm population on the bank's θ scale. The simulees' true θs are mean + sd·z, z the standard
 * normal draws of the engine's generator seeded with seed + 1 (mod 2³²); the simulation itself
 * (responses, item lotteries) draws from the generator seeded with seed, and the rounds of a
 * Sympson–Hetter calibration from seed + 2, seed + 3….
 */
export const simulationPopulation = z.object({
  mean: z
    .number()
    .min(-3, 'population mean must be between −3 and 3')
    .max(3, 'population mean must be between −3 and 3')
    .default(0),
  sd: z.number().gt(0, 'population SD must be above 0').max(3, 'population SD must be at most 3').default(1),
});
export type SimulationPopulation = z.infer<typeof simulationPopulation>;

export const adaptiveSimulateRequest = z.object({
  id: instrumentId,
  section_id: sectionId,
  candidates: z
    .number()
    .int()
    .min(
      ADAPTIVE_SIMULATION_CANDIDATES.min,
      `candidates must be between ${ADAPTIVE_SIMULATION_CANDIDATES.min} and ${ADAPTIVE_SIMULATION_CANDIDATES.max}`,
    )
    .max(
      ADAPTIVE_SIMULATION_CANDIDATES.max,
      `candidates must be between ${ADAPTIVE_SIMULATION_CANDIDATES.min} and ${ADAPTIVE_SIMULATION_CANDIDATES.max}`,
    )
    .default(ADAPTIVE_SIMULATION_CANDIDATES.default),
  /** Absent: a random seed, answered so the run can be repeated. */
  seed: z
    .number()
    .int('seed must be a whole number')
    .min(0, 'seed must be between 0 and 4294967295')
    .max(ADAPTIVE_SIMULATION_MAX_SEED, 'seed must be between 0 and 4294967295')
    .optional(),
  population: simulationPopulation.default({ mean: 0, sd: 1 }),
});
export type AdaptiveSimulateRequest = z.input<typeof adaptiveSimulateRequest>;

export const adaptiveSimulateStarted = z.object({ job_id: z.number().int(), seed: z.number().int() });
export type AdaptiveSimulateStarted = z.infer<typeof adaptiveSimulateStarted>;

export const adaptiveSimulationsRequest = z.object({ id: instrumentId, section_id: sectionId });
export type AdaptiveSimulationsRequest = z.input<typeof adaptiveSimulationsRequest>;

export const adaptiveSimulateProgressRequest = adaptiveSimulationsRequest.extend({
  job_id: z.number().int().positive(),
});

/** The true θ interval [lower, upper) a group of simulees is drawn from (null edges: open-ended). */
const trueThetaInterval = { lower: z.number().nullable(), upper: z.number().nullable() };

/** Accuracy of the simulees whose true θ lies in [lower, upper). */
export const simulationBin = z.object({
  ...trueThetaInterval,
  n: z.number().int(),
  bias: z.number().nullable(),
  rmse: z.number().nullable(),
  mean_se: z.number().nullable(),
  mean_length: z.number().nullable(),
});
export type SimulationBin = z.infer<typeof simulationBin>;

/**
 * Conditional exposure control: the largest exposure rate among the simulees whose true θ lies in
 * [lower, upper), with the interval of the largest true rate (simultaneous over the bank and the
 * strata) and whether the ceiling holds within it.
 */
export const simulationExposureStratum = z.object({
  ...trueThetaInterval,
  candidates: z.number().int(),
  max_exposure: z.number(),
  interval: z.object({ lower: z.number(), upper: z.number(), level: z.number() }),
  within_ceiling: z.boolean(),
});
export type SimulationExposureStratum = z.infer<typeof simulationExposureStratum>;

export const adaptiveSimulation = z.object({
  id: z.number().int(),
  section_id: z.string(),
  created_at: z.string(),
  seed: z.number().int(),
  candidates: z.number().int(),
  population: simulationPopulation,
  /** SHA-256 of the bank's items (id, IRT, indicator, type, key) and settings (Sympson–Hetter K aside). */
  fingerprint: z.string(),
  /** Whether the draft's bank and settings are still the ones simulated. */
  current: z.boolean(),
  bank_size: z.number().int(),
  bias: z.number(),
  rmse: z.number(),
  correlation: z.number().nullable(),
  mean_length: z.number(),
  sd_length: z.number(),
  mean_se: z.number(),
  /** The highest share of simulees any one item was given to. */
  max_exposure: z.number(),
  /**
   * Where the largest TRUE exposure rate lies, given the simulees' sampling noise: simultaneous 95 %
   * bounds (Wilson per item, Bonferroni over the bank).
   */
  max_exposure_interval: z.object({ lower: z.number(), upper: z.number(), level: z.number() }),
  /** The section's exposure ceiling (settings.max_exposure) when simulated. */
  ceiling: z.number(),
  /** Whether the ceiling holds within sampling noise: the interval's lower bound is at most the ceiling. */
  within_ceiling: z.boolean(),
  unused_items: z.number().int(),
  /** Simulees per stop reason (max-items, se-target, bank-exhausted…). */
  stop_reasons: z.record(z.string(), z.number().int()),
  conditional: z.array(simulationBin),
  /** Simulees per test length, by length ascending. */
  lengths: z.array(z.object({ length: z.number().int(), count: z.number().int() })),
  /** Exposure rate of every bank item, highest first. */
  exposure: z.array(z.object({ item_id: z.string(), indicator: z.string().nullable(), rate: z.number() })),
  /**
   * The Sympson–Hetter calibration run first (its K are in the draft now): the engine's simulations,
   * whether it converged (its final check on a large fresh sample cannot show any item above the
   * ceiling) and that check (null when the draft's own K were simulated without calibrating). Null
   * for other exposure control.
   */
  sympson_hetter: z
    .object({
      iterations: z.number().int(),
      converged: z.boolean(),
      check: z
        .object({
          candidates: z.number().int(),
          max_exposure: z.number(),
          lower: z.number(),
          upper: z.number(),
        })
        .nullable()
        .optional(),
    })
    .nullable(),
  /**
   * Conditional exposure control: each θ stratum's largest rate with its interval, measured on
   * simulees drawn within the stratum (the calibration's last simulation, which used the K now in
   * the draft). Absent for other exposure control; the ceiling holds when it holds in every stratum.
   */
  strata: z.array(simulationExposureStratum).optional(),
});
export type AdaptiveSimulation = z.infer<typeof adaptiveSimulation>;

export const ADAPTIVE_SIMULATION_CALLS = {
  'instruments/adaptive/simulate': { request: adaptiveSimulateRequest, response: adaptiveSimulateStarted },
  'instruments/adaptive/simulate-progress': {
    request: adaptiveSimulateProgressRequest,
    response: jobProgress,
  },
  'instruments/adaptive/simulations': {
    request: adaptiveSimulationsRequest,
    response: z.object({ rows: z.array(adaptiveSimulation) }),
  },
} as const;
