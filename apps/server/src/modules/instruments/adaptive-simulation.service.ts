import { randomInt } from 'node:crypto';
import {
  ADAPTIVE_SIMULATION_MAX_SEED,
  ADAPTIVE_SIMULATIONS_LISTED,
  type AdaptiveSettings,
  type AdaptiveSimulateStarted,
  type AdaptiveSimulation,
  type JobProgress,
  type SimulationExposureStratum,
  type SimulationPopulation,
} from '@asesa/contracts';
import {
  type CatBankItem,
  type CatOptions,
  type CatSimulationResult,
  calibrateSympsonHetter,
  createRng,
  exposureMaximum,
  simulateCat,
} from '@asesa/scoring';
import type { Actor, Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { fillMessage, fixedNumber, joinMessages, type ServerMessage } from '../../lib/server-messages';
import { type AdaptiveBank, adaptiveBank, adaptiveBankProblems, adaptiveSettingsOf } from './adaptive-bank';
import {
  calibrateConditional,
  checkConditional,
  compactTables,
  strataWithinCeiling,
} from './adaptive-conditional-exposure';
import { bankFingerprint } from './adaptive-fingerprint';
import {
  findJobOf,
  findLatestSimulationOf,
  insertAdaptiveSimulation,
  listAdaptiveSimulations,
} from './adaptive-simulations.repository';
import { parseContent, type StoredContent, type StoredSection } from './instrument-content';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { updateInstrumentRow } from './instruments.repository';
import { liveInstrument } from './live-instrument';

export const ADAPTIVE_SIMULATION_JOB = 'adaptive-simulation';

/** What a simulation job is asked to do (its payload). */
export interface SimulationWork {
  instrumentId: number;
  sectionId: string;
  candidates: number;
  seed: number;
  population: SimulationPopulation;
  userId: number;
  /**
   * Whether Sympson–Hetter K are calibrated first (default true, as the API always does). False
   * simulates with the K the draft already holds and writes none: for K calibrated elsewhere, such
   * as the demo's committed table, which the publish check then verifies.
   */
  calibrate?: boolean;
}

/**
 * What a simulation row keeps in result_json: the summary without what its columns hold and without
 * what is computed from it when read (the interval of the largest rate, and so whether the ceiling holds).
 */
type StoredResult = Omit<
  AdaptiveSimulation,
  'id' | 'section_id' | 'created_at' | 'fingerprint' | 'current' | 'max_exposure' | 'max_exposure_interval'
>;

/**
 * The largest exposure rate of a stored simulation with the interval of the largest true rate, and
 * whether the ceiling holds within that sampling noise (computed on read, so simulations stored
 * before the interval existed answer it too).
 */
function exposureVerdict(stored: Pick<StoredResult, 'exposure' | 'candidates' | 'ceiling' | 'strata'>) {
  const rates = Object.fromEntries(stored.exposure.map((e) => [e.item_id, e.rate]));
  const maximum = exposureMaximum(rates, stored.candidates);
  // Conditional control holds the ceiling within each θ stratum, which is what it is judged on.
  const strata = stored.strata?.map((s) => ({ ...s, within_ceiling: s.interval.lower <= stored.ceiling }));
  return {
    interval: { lower: maximum.lower, upper: maximum.upper, level: maximum.level },
    within: strata ? strataWithinCeiling(strata, stored.ceiling) : maximum.lower <= stored.ceiling,
    strata,
  };
}

const whereOf = (content: StoredContent, section: StoredSection) =>
  fillMessage(M.section, { n: content.sections.indexOf(section) + 1, title: section.title });

const unknownSection = (sectionId: string) =>
  fieldError('section_id', fillMessage(M.noSection, { section: sectionId }));

async function draftOf(deps: Deps, instrumentId: number) {
  const row = await liveInstrument(deps, instrumentId);
  return { row, content: parseContent(row.content_json) };
}

/** The draft's section, refused with the reason when it is unknown, fixed or has an unusable bank. */
function simulableSection(content: StoredContent, sectionId: string): StoredSection {
  const section = content.sections.find((s) => s.id === sectionId);
  if (!section) throw unknownSection(sectionId);
  const where = whereOf(content, section);
  if (!section.adaptive) throw fieldError('section_id', fillMessage(M.sectionNotAdaptive, { where }));
  const problems = adaptiveBankProblems(section);
  if (problems.length)
    throw fieldError(
      'section_id',
      fillMessage(M.bankRefused, { where, problems: joinMessages(problems, '; ') }),
    );
  return section;
}

/** Checks the section now, so a bad one is refused at once, and queues the simulation of the draft. */
export async function startSimulation(
  deps: Deps,
  actor: Actor,
  input: {
    id: number;
    section_id: string;
    candidates: number;
    seed?: number;
    population: SimulationPopulation;
  },
): Promise<AdaptiveSimulateStarted> {
  const { content } = await draftOf(deps, input.id);
  simulableSection(content, input.section_id);
  const seed = input.seed ?? randomInt(0, ADAPTIVE_SIMULATION_MAX_SEED + 1);
  const work: SimulationWork = {
    instrumentId: input.id,
    sectionId: input.section_id,
    candidates: input.candidates,
    seed,
    population: input.population,
    userId: actor.userId,
  };
  return { job_id: await deps.jobs.enqueue(ADAPTIVE_SIMULATION_JOB, work), seed };
}

/** The progress of a simulation job of this section (404 for any other job). */
export async function simulationProgress(
  deps: Deps,
  input: { id: number; section_id: string; job_id: number },
): Promise<JobProgress> {
  const job = await findJobOf(deps.db, input.job_id);
  const work =
    job?.type === ADAPTIVE_SIMULATION_JOB ? (JSON.parse(job.payload_json) as SimulationWork) : null;
  if (!work || work.instrumentId !== input.id || work.sectionId !== input.section_id) throw notFound('Job');
  return jobProgress(deps.db, input.job_id);
}

/** The true θs of the simulees: the population's draws from the generator seeded with seed + 1. */
export function populationThetas(
  seed: number,
  candidates: number,
  population: SimulationPopulation,
): number[] {
  const rng = createRng((seed + 1) >>> 0);
  return Array.from({ length: candidates }, () => population.mean + population.sd * rng.normal());
}

/**
 * The job: simulates the section of the draft as it is now. With Sympson–Hetter exposure control
 * the K are calibrated first (to the section's ceiling, on the same simulees) and written into the
 * draft, unless the bank changed meanwhile or the work says not to calibrate (then the draft's own K
 * are simulated). The engine works synchronously, so progress is reported between its steps.
 */
export async function adaptiveSimulationJob(
  deps: Deps,
  work: SimulationWork,
  report: JobReport,
): Promise<void> {
  const { content } = await draftOf(deps, work.instrumentId);
  const section = simulableSection(content, work.sectionId);
  const fingerprint = bankFingerprint(section);
  const bank = adaptiveBank(section);
  const trueThetas = populationThetas(work.seed, work.candidates, work.population);
  await report(5);
  const { result, sympsonHetter, strata } = await simulated(
    deps,
    work,
    bank,
    trueThetas,
    fingerprint,
    report,
  );
  await report(95);
  const stored = {
    ...summaryOf(result, bank.items, work, bank.settings.max_exposure, sympsonHetter),
    ...(strata ? { strata, within_ceiling: strataWithinCeiling(strata, bank.settings.max_exposure) } : {}),
  };
  await insertAdaptiveSimulation(deps.db, {
    instrument_id: work.instrumentId,
    section_id: work.sectionId,
    fingerprint,
    max_exposure: result.maxExposure,
    result_json: JSON.stringify(stored),
    created_by: work.userId,
    created_at: nowIso(),
  });
}

/** The simulation the section's exposure control asks for, its K calibrated and written first. */
async function simulated(
  deps: Deps,
  work: SimulationWork,
  bank: AdaptiveBank,
  trueThetas: readonly number[],
  fingerprint: string,
  report: JobReport,
) {
  const calibrate = work.calibrate !== false;
  if (bank.settings.exposure === 'conditional-sympson-hetter') {
    if (!calibrate) return checkConditional(bank, work, trueThetas);
    const { tables, ...outcome } = calibrateConditional(bank, work, trueThetas);
    await report(80);
    await writeCalibratedK(deps, work, fingerprint, { conditional_sympson_hetter_k: compactTables(tables) });
    return outcome;
  }
  const sympsonHetterControl = bank.settings.exposure === 'sympson-hetter';
  const outcome =
    sympsonHetterControl && calibrate
      ? await simulateWithSympsonHetter(deps, work, bank, trueThetas, fingerprint, report)
      : simulateAsIs(bank, work, trueThetas, sympsonHetterControl);
  return { ...outcome, strata: undefined };
}

/** The simulation of the section's own settings, Sympson–Hetter K included (none calibrated). */
function simulateAsIs(
  bank: AdaptiveBank,
  work: SimulationWork,
  trueThetas: readonly number[],
  sympsonHetterControl: boolean,
) {
  const result = simulateCat(bank.items, { ...bank.options, seed: work.seed, trueThetas });
  const sympsonHetter = sympsonHetterControl
    ? {
        iterations: 0,
        converged: exposureMaximum(result.exposure, result.candidates).lower <= bank.settings.max_exposure,
        check: null,
      }
    : null;
  return { result, sympsonHetter };
}

/**
 * Calibrates the Sympson–Hetter K to the section's ceiling on the simulees' population (the engine
 * judges convergence on a final check five times their number), writes the K into the draft and
 * simulates the simulees with them. The calibration is seeded from seed + 2.
 */
async function simulateWithSympsonHetter(
  deps: Deps,
  work: SimulationWork,
  bank: AdaptiveBank,
  trueThetas: readonly number[],
  fingerprint: string,
  report: JobReport,
) {
  const { exposure: _calibrated, ...uncontrolled } = bank.options;
  const calibration = calibrateSympsonHetter(bank.items, uncontrolled, {
    rMax: bank.settings.max_exposure,
    seed: (work.seed + 2) >>> 0,
    trueThetas,
  });
  await report(80);
  const options: CatOptions = { ...uncontrolled, exposure: { method: 'sympson-hetter', k: calibration.k } };
  const result = simulateCat(bank.items, { ...options, seed: work.seed, trueThetas });
  const table = Object.fromEntries(Object.entries(calibration.k).filter(([, v]) => v < 1));
  await writeCalibratedK(deps, work, fingerprint, { sympson_hetter_k: table });
  const check = calibration.maxExposureInterval;
  return {
    result,
    sympsonHetter: {
      iterations: calibration.iterations,
      converged: calibration.converged,
      check: {
        candidates: check.candidates,
        max_exposure: check.estimate,
        lower: check.lower,
        upper: check.upper,
      },
    },
  };
}

/**
 * Writes calibrated K (a table, or a table per θ stratum) into the draft's section. Read again just
 * before writing: an author who saved meanwhile keeps their edits, and K calibrated for a bank that
 * has since changed are not written. Only K below 1 are kept (a missing item has K = 1), so the
 * content stays small.
 */
async function writeCalibratedK(
  deps: Deps,
  work: SimulationWork,
  fingerprint: string,
  k: Pick<AdaptiveSettings, 'sympson_hetter_k'> | Pick<AdaptiveSettings, 'conditional_sympson_hetter_k'>,
): Promise<void> {
  const { content } = await draftOf(deps, work.instrumentId);
  const section = content.sections.find((s) => s.id === work.sectionId);
  if (!section?.adaptive || bankFingerprint(section) !== fingerprint) return;
  const sections = content.sections.map((s) =>
    s === section ? { ...s, adaptive: { ...s.adaptive, ...k } } : s,
  );
  await updateInstrumentRow(deps.db, work.instrumentId, {
    content_json: JSON.stringify({ ...content, sections }),
    status: 'draft',
    updated_at: nowIso(),
  });
}

function summaryOf(
  result: CatSimulationResult,
  items: readonly CatBankItem[],
  work: SimulationWork,
  ceiling: number,
  sympsonHetter: StoredResult['sympson_hetter'],
): StoredResult {
  const lengths = new Map<number, number>();
  for (const r of result.records) lengths.set(r.length, (lengths.get(r.length) ?? 0) + 1);
  return {
    seed: work.seed,
    candidates: result.candidates,
    population: work.population,
    bank_size: items.length,
    bias: result.bias,
    rmse: result.rmse,
    correlation: result.correlation,
    mean_length: result.meanLength,
    sd_length: result.sdLength,
    mean_se: result.meanSe,
    ceiling,
    within_ceiling: exposureMaximum(result.exposure, result.candidates).lower <= ceiling,
    unused_items: result.unusedItems,
    stop_reasons: result.stopReasons,
    conditional: result.conditional.map((b) => ({
      lower: b.lower,
      upper: b.upper,
      n: b.n,
      bias: b.bias,
      rmse: b.rmse,
      mean_se: b.meanSe,
      mean_length: b.meanLength,
    })),
    lengths: [...lengths].sort(([a], [b]) => a - b).map(([length, count]) => ({ length, count })),
    exposure: items
      .map((item) => ({ item_id: item.id, indicator: item.content ?? null, rate: result.exposure[item.id] }))
      .sort((a, b) => b.rate - a.rate || (a.item_id < b.item_id ? -1 : 1)),
    sympson_hetter: sympsonHetter,
  };
}

/** A section's newest simulations, each saying whether the draft is still what it simulated. */
export async function listSimulations(
  deps: Deps,
  input: { id: number; section_id: string },
): Promise<{ rows: AdaptiveSimulation[] }> {
  const { content } = await draftOf(deps, input.id);
  const section = content.sections.find((s) => s.id === input.section_id);
  if (!section) throw unknownSection(input.section_id);
  const current = section.adaptive ? bankFingerprint(section) : null;
  const rows = await listAdaptiveSimulations(
    deps.db,
    input.id,
    input.section_id,
    ADAPTIVE_SIMULATIONS_LISTED,
  );
  return {
    rows: rows.map((r) => {
      const stored = JSON.parse(r.result_json) as StoredResult;
      const verdict = exposureVerdict(stored);
      return {
        ...stored,
        within_ceiling: verdict.within,
        max_exposure_interval: verdict.interval,
        ...(verdict.strata ? { strata: verdict.strata } : {}),
        id: r.id,
        section_id: r.section_id,
        created_at: r.created_at,
        fingerprint: r.fingerprint,
        current: r.fingerprint === current,
        max_exposure: Number(r.max_exposure),
      };
    }),
  };
}

/**
 * Why the adaptive sections of a content cannot be published as they are: each needs a simulation
 * of its current bank and settings, the newest of which keeps every item within the ceiling.
 * Sections whose bank cannot be used at all are left to publishProblems, which names why.
 */
export async function adaptivePublishProblems(
  deps: Deps,
  instrumentId: number,
  content: StoredContent,
): Promise<ServerMessage[]> {
  const problems: ServerMessage[] = [];
  for (const section of content.sections) {
    const settings = adaptiveSettingsOf(section);
    if (!settings || adaptiveBankProblems(section).length) continue;
    const where = whereOf(content, section);
    const latest = await findLatestSimulationOf(deps.db, instrumentId, section.id, bankFingerprint(section));
    if (!latest) {
      problems.push(fillMessage(M.simulateFirst, { where }));
      continue;
    }
    const stored = JSON.parse(latest.result_json) as StoredResult;
    const verdict = exposureVerdict({ ...stored, ceiling: settings.max_exposure });
    if (verdict.strata) {
      problems.push(...strataProblems(where, verdict.strata, settings.max_exposure));
      continue;
    }
    // Refused only when the ceiling is exceeded beyond the simulation's sampling noise.
    if (!verdict.within) {
      const exposure = Number(latest.max_exposure);
      const { lower, upper } = verdict.interval;
      // Two decimals, or three when two would print the lower bound and the ceiling alike.
      const digits = lower.toFixed(2) === settings.max_exposure.toFixed(2) ? 3 : 2;
      problems.push(
        fillMessage(M.exposureAbove, {
          where,
          exposure: fixedNumber(exposure, digits),
          lower: fixedNumber(lower, digits),
          upper: fixedNumber(upper, digits),
          ceiling: fixedNumber(settings.max_exposure, digits),
        }),
      );
    }
  }
  return problems;
}

/** Two decimals, or three when two would print the lower bound and the ceiling alike. */
const digitsFor = (lower: number, ceiling: number) => (lower.toFixed(2) === ceiling.toFixed(2) ? 3 : 2);

/** One refusal per θ stratum whose ceiling is exceeded beyond the simulation's sampling noise. */
function strataProblems(
  where: ServerMessage,
  strata: readonly SimulationExposureStratum[],
  ceiling: number,
): ServerMessage[] {
  return strata
    .filter((s) => !s.within_ceiling)
    .map((s) => {
      const digits = digitsFor(s.interval.lower, ceiling);
      return fillMessage(M.stratumExposureAbove, {
        where,
        stratum: stratumRange(s),
        exposure: fixedNumber(s.max_exposure, digits),
        lower: fixedNumber(s.interval.lower, digits),
        upper: fixedNumber(s.interval.upper, digits),
        ceiling: fixedNumber(ceiling, digits),
      });
    });
}

/** A θ stratum as a reader meets it: "θ < −1", "−1 ≤ θ < 1", "θ ≥ 1". */
function stratumRange(s: Pick<SimulationExposureStratum, 'lower' | 'upper'>): ServerMessage {
  if (s.lower === null && s.upper !== null)
    return fillMessage(M.stratumBelow, { upper: fixedNumber(s.upper, 1) });
  if (s.upper === null && s.lower !== null)
    return fillMessage(M.stratumFrom, { lower: fixedNumber(s.lower, 1) });
  return fillMessage(M.stratumBetween, {
    lower: fixedNumber(s.lower ?? 0, 1),
    upper: fixedNumber(s.upper ?? 0, 1),
  });
}
