/** The seeded simulation harness of adaptive tests: recovery, exposure, conditional accuracy. */

import { ScoringError } from '../errors';
import { createRng } from '../random';
import { correlation } from '../stats';
import { ENGINE_VERSION } from '../version';
import { bankIndex, compileBank, prepareCat } from './bank';
import type { CatBankItem, CatOptions, CatStopReason } from './options';
import { simulateSession } from './run';

/** Options of {@link simulateCat}. */
export interface CatSimulationOptions extends CatOptions {
  /** Seed of the generator (true θs, responses and per-simulee session seeds all come from it). */
  seed: number;
  /** True abilities to simulate; default `candidates` draws from N(0, 1). */
  trueThetas?: readonly number[];
  candidates?: number;
  /**
   * Edges of the true-θ bins for conditional bias and RMSE, strictly increasing (default −3 to 3 in
   * steps of 0.5). Two open bins below the first and from the last edge are added so every simulee
   * falls in a bin.
   */
  thetaBins?: readonly number[];
}

/** Bias and RMSE of the simulees whose true θ lies in [lower, upper). */
export interface CatConditionalBin {
  /** Lower edge (null: −∞). */
  lower: number | null;
  /** Upper edge, excluded (null: +∞). */
  upper: number | null;
  /** Simulees in the bin. */
  n: number;
  /** Mean of θ̂ − θ (null for an empty bin). */
  bias: number | null;
  /** √mean((θ̂ − θ)²) (null for an empty bin). */
  rmse: number | null;
  meanSe: number | null;
  meanLength: number | null;
}

/** Summary of a CAT simulation. */
export interface CatSimulationResult {
  engineVersion: string;
  seed: number;
  candidates: number;
  /** Mean of θ̂ − θ. */
  bias: number;
  /** √mean((θ̂ − θ)²). */
  rmse: number;
  /** Correlation of θ̂ with θ (null when either has no variance, e.g. one candidate). */
  correlation: number | null;
  meanLength: number;
  /** Standard deviation of the test length (n − 1 denominator; 0 for one simulee). */
  sdLength: number;
  meanSe: number;
  /** Exposure rate of each item: share of candidates it was administered to (sums to meanLength). */
  exposure: Record<string, number>;
  maxExposure: number;
  /** Items administered to nobody. */
  unusedItems: number;
  /**
   * Selection rate P(S) of each item: share of candidates for whom the selection picked it, whether
   * administered or set aside by the Sympson–Hetter lottery (equals `exposure` without that filter).
   */
  selectionRates: Record<string, number>;
  stopReasons: Record<CatStopReason, number>;
  /** With a cut: share of candidates classified as their true θ would be. */
  classificationAccuracy: number | null;
  /** Proportion of administered items per content area (all candidates together). */
  contentProportions: Record<string, number>;
  /** Bias and RMSE conditional on true θ, by bin (see `thetaBins`). */
  conditional: CatConditionalBin[];
  records: Array<{
    trueTheta: number;
    theta: number;
    se: number;
    length: number;
    stopReason: CatStopReason;
    /** The simulee's session seed: its selections drew from `catStepRng(sessionSeed, step)`. */
    sessionSeed: number;
    items: string[];
    responses: number[];
  }>;
}

const DEFAULT_THETA_BINS: readonly number[] = Array.from({ length: 13 }, (_, j) => -3 + 0.5 * j);

/**
 * Simulates adaptive tests for many candidates with a seeded generator so results are reproducible:
 * true θ (given, or N(0, 1) draws), responses drawn from the IRT model, and reports bias = mean(θ̂ − θ),
 * RMSE = √mean((θ̂ − θ)²), both also by true-θ bin, correlation, test length mean and SD, mean SE,
 * item exposure and selection rates, unused items, stop reasons and classification accuracy. Each
 * simulee gets a session seed from the generator and its selections draw from
 * `catStepRng(sessionSeed, step)`, exactly as a server deciding with {@link nextItemDecision} would.
 */
export function simulateCat(
  bankItems: readonly CatBankItem[],
  options: CatSimulationOptions,
): CatSimulationResult {
  const bank = compileBank(bankItems);
  prepareCat(options, bank);
  const edges = thetaBinsOf(options);
  const rng = createRng(options.seed);
  const trueThetas = options.trueThetas ? [...options.trueThetas] : null;
  const n = trueThetas ? trueThetas.length : (options.candidates ?? 0);
  if (!(Number.isInteger(n) && n >= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'simulate at least one candidate (trueThetas or candidates)');
  const index = bankIndex(bank);
  const exposureCounts = new Float64Array(bank.items.length);
  const selectionCounts = new Float64Array(bank.items.length);
  const contentCounts = new Map<string, number>();
  const stopReasons: Record<CatStopReason, number> = {
    'max-items': 0,
    'se-target': 0,
    classification: 0,
    'bank-exhausted': 0,
  };
  const records: CatSimulationResult['records'] = [];
  let correctClassifications = 0;
  let administered = 0;
  for (let p = 0; p < n; p++) {
    const trueTheta = trueThetas ? trueThetas[p] : rng.normal();
    const { record, sessionSeed } = simulateSession(bank, options, trueTheta, rng);
    for (const id of record.items) {
      const i = index.get(id) as number;
      exposureCounts[i]++;
      selectionCounts[i]++;
      const area = bank.content[i];
      if (area !== null) contentCounts.set(area, (contentCounts.get(area) ?? 0) + 1);
    }
    for (const id of record.setAside) selectionCounts[index.get(id) as number]++;
    administered += record.items.length;
    stopReasons[record.stopReason]++;
    if (options.classification && record.passed === trueTheta >= options.classification.cut)
      correctClassifications++;
    records.push({
      trueTheta,
      theta: record.theta,
      se: record.se,
      length: record.items.length,
      stopReason: record.stopReason,
      sessionSeed,
      items: record.items,
      responses: record.responses,
    });
  }
  const errors = records.map((r) => r.theta - r.trueTheta);
  const bias = errors.reduce((s, e) => s + e, 0) / n;
  const rmse = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / n);
  const { exposure, selectionRates, maxExposure, unusedItems } = exposureRates(
    bank.ids,
    exposureCounts,
    selectionCounts,
    n,
  );
  const contentProportions: Record<string, number> = {};
  for (const [area, count] of contentCounts) contentProportions[area] = count / administered;
  const meanLength = administered / n;
  const sdLength =
    n < 2 ? 0 : Math.sqrt(records.reduce((s, r) => s + (r.length - meanLength) ** 2, 0) / (n - 1));
  return {
    engineVersion: ENGINE_VERSION,
    seed: options.seed,
    candidates: n,
    bias,
    rmse,
    // One simulee has no correlation to speak of.
    correlation:
      n < 2
        ? null
        : correlation(
            records.map((r) => r.theta),
            records.map((r) => r.trueTheta),
          ),
    meanLength,
    sdLength,
    meanSe: records.reduce((s, r) => s + r.se, 0) / n,
    exposure,
    maxExposure,
    unusedItems,
    selectionRates,
    stopReasons,
    classificationAccuracy: options.classification ? correctClassifications / n : null,
    contentProportions,
    conditional: conditionalAccuracy(records, edges),
    records,
  };
}

/** The θ bin edges of a simulation (default every 0.5 from −3 to 3), checked. */
function thetaBinsOf(options: CatSimulationOptions): readonly number[] {
  const edges = options.thetaBins ?? DEFAULT_THETA_BINS;
  if (edges.length === 0 || edges.some((e, j) => !Number.isFinite(e) || (j > 0 && !(e > edges[j - 1]))))
    throw new ScoringError('INVALID_ARGUMENT', 'thetaBins must be finite, strictly increasing edges');
  return edges;
}

/** Per item the share of simulees shown it (and selecting it), the largest share and the items never shown. */
function exposureRates(
  ids: readonly string[],
  exposureCounts: Float64Array,
  selectionCounts: Float64Array,
  n: number,
) {
  const exposure: Record<string, number> = {};
  const selectionRates: Record<string, number> = {};
  let maxExposure = 0;
  let unusedItems = 0;
  for (let i = 0; i < ids.length; i++) {
    exposure[ids[i]] = exposureCounts[i] / n;
    selectionRates[ids[i]] = selectionCounts[i] / n;
    if (exposureCounts[i] / n > maxExposure) maxExposure = exposureCounts[i] / n;
    if (exposureCounts[i] === 0) unusedItems++;
  }
  return { exposure, selectionRates, maxExposure, unusedItems };
}

function conditionalAccuracy(
  records: CatSimulationResult['records'],
  edges: readonly number[],
): CatConditionalBin[] {
  const bins = edges.length + 1;
  const count = new Float64Array(bins);
  const error = new Float64Array(bins);
  const squared = new Float64Array(bins);
  const seSum = new Float64Array(bins);
  const lengthSum = new Float64Array(bins);
  for (const r of records) {
    // Bin j holds edges[j − 1] ≤ θ < edges[j]; bin 0 is below the first edge.
    let j = 0;
    while (j < edges.length && r.trueTheta >= edges[j]) j++;
    const e = r.theta - r.trueTheta;
    count[j]++;
    error[j] += e;
    squared[j] += e * e;
    seSum[j] += r.se;
    lengthSum[j] += r.length;
  }
  return Array.from({ length: bins }, (_, j) => {
    const m = count[j];
    return {
      lower: j === 0 ? null : edges[j - 1],
      upper: j === edges.length ? null : edges[j],
      n: m,
      bias: m ? error[j] / m : null,
      rmse: m ? Math.sqrt(squared[j] / m) : null,
      meanSe: m ? seSum[j] / m : null,
      meanLength: m ? lengthSum[j] / m : null,
    };
  });
}
