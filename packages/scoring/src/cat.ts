/**
 * Computerised adaptive testing: maximum-information item selection with randomesque exposure
 * control and content balancing, EAP updating, stopping rules, and a seeded simulation harness.
 */
import { ScoringError } from './errors';
import {
  categoryProbability,
  compileIrtItem,
  type IrtItem,
  type IrtItemParams,
  itemInformation,
} from './irt/models';
import { createQuadrature, type Quadrature, type QuadratureSpec } from './irt/quadrature';
import { normalQuantile } from './normal';
import { createRng, type Rng } from './random';
import { correlation } from './stats';
import { ENGINE_VERSION } from './version';

/** An item in an adaptive bank. */
export interface CatBankItem {
  id: string;
  irt: IrtItemParams;
  /** Content area for content balancing. */
  content?: string;
}

/** Adaptive test configuration. */
export interface CatOptions {
  /** Stop after this many items (required: every CAT needs a length cap). */
  maxItems: number;
  /** Never stop before this many items (default 1). */
  minItems?: number;
  /** Stop when the posterior SD falls to this value or below. */
  seTarget?: number;
  /** Stop when the θ interval θ̂ ± z·SE no longer contains the cut score (classification). */
  classification?: { cut: number; confidence?: number };
  /** Randomesque exposure control: choose at random among the k most informative items (default 1). */
  randomesque?: number;
  /** Target proportion of items per content area (Kingsbury & Zara 1989 constrained CAT). */
  contentTargets?: Record<string, number>;
  /** Grid and prior for the EAP updates (default 61 points on [−6, 6], N(0, 1)). */
  quadrature?: QuadratureSpec;
}

/** Why a CAT stopped. */
export type CatStopReason = 'max-items' | 'se-target' | 'classification' | 'bank-exhausted';

/** The course of one adaptive test. */
export interface CatRecord {
  /** Bank ids in administration order. */
  items: string[];
  /** Category answered to each. */
  responses: number[];
  /** EAP θ after each response. */
  thetas: number[];
  /** Posterior SD after each response. */
  ses: number[];
  theta: number;
  se: number;
  stopReason: CatStopReason;
  /** Classification decision when a cut was given: θ̂ ≥ cut. */
  passed: boolean | null;
}

/** A prepared bank: compiled items plus lookups. */
export interface CompiledBank {
  items: IrtItem[];
  ids: string[];
  content: Array<string | null>;
}

/**
 * Validates a bank and compiles its IRT parameters.
 * @throws ScoringError `INVALID_ARGUMENT` for an empty bank, duplicate ids or bad parameters.
 */
export function compileBank(bank: readonly CatBankItem[]): CompiledBank {
  if (bank.length === 0) throw new ScoringError('INVALID_ARGUMENT', 'the item bank is empty');
  const seen = new Set<string>();
  for (const item of bank) {
    if (seen.has(item.id)) throw new ScoringError('INVALID_ARGUMENT', `duplicate bank item ${item.id}`);
    seen.add(item.id);
  }
  return {
    items: bank.map((item) => compileIrtItem(item.irt, item.id)),
    ids: bank.map((item) => item.id),
    content: bank.map((item) => item.content ?? null),
  };
}

function validateOptions(options: CatOptions, bank: CompiledBank): void {
  const { maxItems } = options;
  if (!(Number.isInteger(maxItems) && maxItems >= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'maxItems must be a positive integer');
  const minItems = options.minItems ?? 1;
  if (!(Number.isInteger(minItems) && minItems >= 1 && minItems <= maxItems)) {
    throw new ScoringError('INVALID_ARGUMENT', 'minItems must be an integer in 1..maxItems');
  }
  if (options.seTarget !== undefined && !(options.seTarget > 0))
    throw new ScoringError('INVALID_ARGUMENT', 'seTarget must be positive');
  const k = options.randomesque ?? 1;
  if (!(Number.isInteger(k) && k >= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'randomesque must be a positive integer');
  const level = options.classification?.confidence ?? 0.95;
  if (options.classification && !(Number.isFinite(options.classification.cut) && level > 0 && level < 1)) {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      'classification needs a finite cut and a confidence in (0, 1)',
    );
  }
  if (options.contentTargets) {
    for (const [area, target] of Object.entries(options.contentTargets)) {
      if (!(target >= 0)) throw new ScoringError('INVALID_ARGUMENT', `content target of ${area} must be ≥ 0`);
      if (!bank.content.includes(area))
        throw new ScoringError('UNKNOWN_REFERENCE', `no bank item has content area ${area}`);
    }
  }
}

/**
 * Chooses the next item: among unused items (restricted to the content area furthest below its target
 * proportion when content targets are set — the Kingsbury–Zara rule), rank by Fisher information
 * I_i(θ̂) = Σ_c P′_ic²/P_ic and pick uniformly among the `randomesque` best (Kingsbury & Zara 1989).
 * Returns the bank index, or null when no item is left.
 */
export function selectNextItem(
  bank: CompiledBank,
  used: ReadonlySet<number>,
  theta: number,
  options: CatOptions,
  rng: Rng,
): number | null {
  const size = bank.items.length;
  if (used.size >= size) return null;
  let area: string | null = null;
  const targets = options.contentTargets;
  if (targets) {
    const counts = new Map<string, number>();
    const available = new Set<string>();
    for (let i = 0; i < size; i++) {
      const itemArea = bank.content[i];
      if (itemArea === null) continue;
      if (used.has(i)) counts.set(itemArea, (counts.get(itemArea) ?? 0) + 1);
      else available.add(itemArea);
    }
    const total = Math.max(1, used.size);
    let bestDeficit = Number.NEGATIVE_INFINITY;
    for (const [candidateArea, target] of Object.entries(targets)) {
      if (!available.has(candidateArea)) continue;
      const deficit = target - (counts.get(candidateArea) ?? 0) / total;
      if (deficit > bestDeficit) {
        bestDeficit = deficit;
        area = candidateArea;
      }
    }
  }
  // Keep the k most informative eligible items (ties: lower bank index first), without sorting the bank.
  const k = options.randomesque ?? 1;
  const best: Array<{ i: number; information: number }> = [];
  for (let i = 0; i < size; i++) {
    if (used.has(i) || (area !== null && bank.content[i] !== area)) continue;
    const information = itemInformation(bank.items[i], theta);
    if (best.length === k && information <= best[k - 1].information) continue;
    let position = best.length;
    while (position > 0 && best[position - 1].information < information) position--;
    best.splice(position, 0, { i, information });
    if (best.length > k) best.pop();
  }
  if (best.length === 0) return null;
  return best[best.length === 1 ? 0 : rng.int(best.length)].i;
}

/** Running EAP posterior on a grid, updated one response at a time. */
class Posterior {
  readonly logDensity: Float64Array;
  constructor(private readonly quadrature: Quadrature) {
    this.logDensity = Float64Array.from(quadrature.weights, Math.log);
  }
  update(item: IrtItem, category: number): void {
    const { nodes } = this.quadrature;
    for (let k = 0; k < nodes.length; k++)
      this.logDensity[k] += Math.log(categoryProbability(item, nodes[k], category));
  }
  estimate(): { theta: number; se: number } {
    const { nodes } = this.quadrature;
    let max = Number.NEGATIVE_INFINITY;
    for (const v of this.logDensity) if (v > max) max = v;
    let total = 0;
    let first = 0;
    let second = 0;
    for (let k = 0; k < nodes.length; k++) {
      const p = Math.exp(this.logDensity[k] - max);
      total += p;
      first += p * nodes[k];
      second += p * nodes[k] * nodes[k];
    }
    const theta = first / total;
    return { theta, se: Math.sqrt(Math.max(0, second / total - theta * theta)) };
  }
}

/**
 * Runs one adaptive test. `respond(bankIndex)` returns the category answered (0-based). θ is
 * re-estimated by EAP after every response; the test stops at maxItems, when SE ≤ seTarget, when
 * |θ̂ − cut| ≥ z·SE (classification, z = Φ⁻¹((1+confidence)/2)), or when the bank runs out — the
 * SE and classification rules only after minItems.
 */
export function runCat(
  bank: CompiledBank,
  options: CatOptions,
  respond: (bankIndex: number) => number,
  rng: Rng,
): CatRecord {
  validateOptions(options, bank);
  const quadrature = createQuadrature(options.quadrature);
  const posterior = new Posterior(quadrature);
  const used = new Set<number>();
  const record: CatRecord = {
    items: [],
    responses: [],
    thetas: [],
    ses: [],
    theta: 0,
    se: 0,
    stopReason: 'max-items',
    passed: null,
  };
  let { theta, se } = posterior.estimate();
  const minItems = options.minItems ?? 1;
  const z = options.classification
    ? normalQuantile((1 + (options.classification.confidence ?? 0.95)) / 2)
    : 0;
  for (;;) {
    const next = selectNextItem(bank, used, theta, options, rng);
    if (next === null) {
      record.stopReason = 'bank-exhausted';
      break;
    }
    used.add(next);
    const item = bank.items[next];
    const category = respond(next);
    if (!(Number.isInteger(category) && category >= 0 && category < item.categories)) {
      throw new ScoringError(
        'ANSWER_OUT_OF_RANGE',
        `item ${bank.ids[next]}: response ${category} is not a category`,
      );
    }
    posterior.update(item, category);
    ({ theta, se } = posterior.estimate());
    record.items.push(bank.ids[next]);
    record.responses.push(category);
    record.thetas.push(theta);
    record.ses.push(se);
    const n = record.items.length;
    if (n >= options.maxItems) {
      record.stopReason = 'max-items';
      break;
    }
    if (n >= minItems && options.seTarget !== undefined && se <= options.seTarget) {
      record.stopReason = 'se-target';
      break;
    }
    if (n >= minItems && options.classification && Math.abs(theta - options.classification.cut) >= z * se) {
      record.stopReason = 'classification';
      break;
    }
  }
  record.theta = theta;
  record.se = se;
  record.passed = options.classification ? theta >= options.classification.cut : null;
  return record;
}

/** Draws a category from an item's model at θ with a seeded generator. */
export function simulateResponse(item: IrtItem, theta: number, rng: Rng): number {
  const u = rng.next();
  let cumulative = 0;
  for (let c = 0; c < item.categories - 1; c++) {
    cumulative += categoryProbability(item, theta, c);
    if (u < cumulative) return c;
  }
  return item.categories - 1;
}

/** Options of {@link simulateCat}. */
export interface CatSimulationOptions extends CatOptions {
  /** Seed of the generator (true θs, responses and randomesque choices all come from it). */
  seed: number;
  /** True abilities to simulate; default `candidates` draws from N(0, 1). */
  trueThetas?: readonly number[];
  candidates?: number;
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
  meanSe: number;
  /** Share of candidates each item was given to. */
  exposure: Record<string, number>;
  maxExposure: number;
  stopReasons: Record<CatStopReason, number>;
  /** With a cut: share of candidates classified as their true θ would be. */
  classificationAccuracy: number | null;
  /** Proportion of administered items per content area (all candidates together). */
  contentProportions: Record<string, number>;
  records: Array<{ trueTheta: number; theta: number; se: number; length: number; stopReason: CatStopReason }>;
}

/**
 * Simulates adaptive tests for many candidates with a seeded generator so results are reproducible:
 * true θ (given, or N(0, 1) draws), responses drawn from the IRT model, and reports bias = mean(θ̂ − θ),
 * RMSE = √mean((θ̂ − θ)²), correlation, mean length and SE, item exposure rates, stop reasons and
 * classification accuracy.
 */
export function simulateCat(
  bankItems: readonly CatBankItem[],
  options: CatSimulationOptions,
): CatSimulationResult {
  const bank = compileBank(bankItems);
  validateOptions(options, bank);
  const rng = createRng(options.seed);
  const trueThetas = options.trueThetas ? [...options.trueThetas] : null;
  const n = trueThetas ? trueThetas.length : (options.candidates ?? 0);
  if (!(Number.isInteger(n) && n >= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'simulate at least one candidate (trueThetas or candidates)');
  const exposureCounts = new Map<string, number>(bank.ids.map((id) => [id, 0]));
  const positionOf = new Map<string, number>(bank.ids.map((id, i) => [id, i]));
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
    const record = runCat(bank, options, (i) => simulateResponse(bank.items[i], trueTheta, rng), rng);
    for (const id of record.items) {
      exposureCounts.set(id, (exposureCounts.get(id) ?? 0) + 1);
      const area = bank.content[positionOf.get(id) as number];
      if (area !== null) contentCounts.set(area, (contentCounts.get(area) ?? 0) + 1);
    }
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
    });
  }
  const errors = records.map((r) => r.theta - r.trueTheta);
  const bias = errors.reduce((s, e) => s + e, 0) / n;
  const rmse = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / n);
  const exposure: Record<string, number> = {};
  for (const [id, count] of exposureCounts) exposure[id] = count / n;
  const contentProportions: Record<string, number> = {};
  for (const [area, count] of contentCounts) contentProportions[area] = count / administered;
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
    meanLength: administered / n,
    meanSe: records.reduce((s, r) => s + r.se, 0) / n,
    exposure,
    maxExposure: Math.max(...Object.values(exposure)),
    stopReasons,
    classificationAccuracy: options.classification ? correctClassifications / n : null,
    contentProportions,
    records,
  };
}
