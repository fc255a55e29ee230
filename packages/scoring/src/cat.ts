/**
 * Computerised adaptive testing: maximum-information item selection with randomesque or
 * Sympson–Hetter exposure control and content balancing, EAP updating, stopping rules, a replayable
 * next-item decision for servers, and a seeded simulation harness.
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

/**
 * Item exposure control.
 *
 * - `randomesque`: choose uniformly among the `n` most informative eligible items (Kingsbury & Zara
 *   1989). It caps nothing: the first item still goes to 1/n of all examinees.
 * - `sympson-hetter`: the probabilistic filter of Sympson & Hetter (1985): when the selection picks
 *   item i it is administered with probability K_i, otherwise it is set aside for this examinee (never
 *   considered again for them) and the next most informative item goes through the same lottery, so
 *   P(A_i) = P(S_i)·K_i can be held under a target rate. Items missing from `k` have K = 1. Calibrate
 *   `k` with `calibrateSympsonHetter`; see Hetter & Sympson (1997) and van der Linden & Pashley,
 *   ch. 1 of van der Linden & Glas (Eds., 2010), *Elements of Adaptive Testing*. The table is read once
 *   per object and bank and cached, so treat it as immutable.
 * - `conditional-sympson-hetter`: the same lottery with one K table per θ stratum (conditional
 *   exposure control: Stocking & Lewis 1998; van der Linden 2003, *Journal of Educational and
 *   Behavioral Statistics* 28, 249–265). `strata` are the strictly increasing edges of the strata
 *   (stratum j holds edges[j − 1] ≤ θ < edges[j], with open strata below the first and from the last
 *   edge) and `k` has one table per stratum (edges + 1); each decision uses the table of the stratum
 *   of the current EAP θ̂, the only θ a live test knows. Unconditional control holds the rate over the
 *   whole population, so the few examinees of a high stratum may all meet the same items; this holds
 *   the rate within each stratum. Calibrate with `calibrateSympsonHetter(…, { conditional })`.
 */
export type CatExposureControl =
  | { method: 'randomesque'; n: number }
  | {
      method: 'sympson-hetter';
      k: ReadonlyMap<string, number> | Readonly<Record<string, number>>;
    }
  | {
      method: 'conditional-sympson-hetter';
      strata: readonly number[];
      k: ReadonlyArray<ReadonlyMap<string, number> | Readonly<Record<string, number>>>;
    };

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
  /**
   * Randomesque exposure control: choose at random among the k most informative items (default 1).
   * Shorthand for `exposure: { method: 'randomesque', n: k }`; give one or the other.
   */
  randomesque?: number;
  /** Exposure control (default none: always the most informative item). */
  exposure?: CatExposureControl;
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
  /** Items the Sympson–Hetter lottery set aside for this examinee, in the order it did so. */
  setAside: string[];
  /**
   * Uniform draws each selection consumed (index = step, i.e. items administered before it), so the
   * test can be replayed decision by decision with {@link rngFromDraws}.
   */
  draws: number[][];
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

// Lookups derived from a bank are cached per bank object: a server deciding the next item on every
// answer should not rebuild them (a compiled bank is never mutated by the engine).
const indexCache = new WeakMap<CompiledBank, Map<string, number>>();

function bankIndex(bank: CompiledBank): Map<string, number> {
  let index = indexCache.get(bank);
  if (!index) {
    index = new Map(bank.ids.map((id, i) => [id, i]));
    indexCache.set(bank, index);
  }
  return index;
}

/** Dichotomous item parameters in flat arrays, for the selection's inner loop. */
interface BankArrays {
  a: Float64Array;
  d: Float64Array;
  c: Float64Array;
  /** 1 for a dichotomous item, 0 for a polytomous one (evaluated by `itemInformation`). */
  dichotomous: Uint8Array;
  /**
   * An upper bound of each item's information over all θ: a²/4 for a dichotomous item (the 2PL
   * maximum, which a lower asymptote only lowers), +∞ for a polytomous one; widened by a relative
   * 1e−12 to absorb rounding.
   */
  bound: Float64Array;
  /** Bank indices by decreasing bound (ties: lower index first). */
  order: Int32Array;
}

const arraysCache = new WeakMap<CompiledBank, BankArrays>();

function bankArrays(bank: CompiledBank): BankArrays {
  let arrays = arraysCache.get(bank);
  if (!arrays) {
    const size = bank.items.length;
    arrays = {
      a: new Float64Array(size),
      d: new Float64Array(size),
      c: new Float64Array(size),
      dichotomous: new Uint8Array(size),
      bound: new Float64Array(size),
      order: new Int32Array(size),
    };
    for (let i = 0; i < size; i++) {
      const item = bank.items[i];
      arrays.a[i] = item.a;
      arrays.d[i] = item.d[0];
      arrays.c[i] = item.c;
      arrays.dichotomous[i] = item.categories === 2 ? 1 : 0;
      arrays.bound[i] = item.categories === 2 ? ((item.a * item.a) / 4) * (1 + 1e-12) : Infinity;
    }
    const { bound } = arrays;
    const order = Array.from({ length: size }, (_, i) => i).sort((x, y) => bound[y] - bound[x] || x - y);
    arrays.order.set(order);
    arraysCache.set(bank, arrays);
  }
  return arrays;
}

/** Exposure control resolved against a bank. */
interface ExposureRule {
  /** Randomesque: choose uniformly among this many best items. */
  n: number;
  /** Sympson–Hetter K by bank index, or null without the filter. */
  k: Float64Array | null;
  /** Conditional Sympson–Hetter: the strata's edges and a K table per stratum (then `k` is null). */
  strata: { edges: readonly number[]; tables: Float64Array[] } | null;
}

/** The θ stratum of `theta`: the number of edges at or below it. */
export function thetaStratum(edges: readonly number[], theta: number): number {
  let j = 0;
  while (j < edges.length && theta >= edges[j]) j++;
  return j;
}

function conditionalTables(
  bank: CompiledBank,
  exposure: Extract<CatExposureControl, { method: 'conditional-sympson-hetter' }>,
): ExposureRule {
  const { strata: edges, k } = exposure;
  if (
    !Array.isArray(edges) ||
    edges.length === 0 ||
    edges.some((e, j) => !Number.isFinite(e) || (j > 0 && !(e > edges[j - 1])))
  )
    throw new ScoringError('INVALID_ARGUMENT', 'conditional Sympson–Hetter needs finite, increasing strata');
  if (!Array.isArray(k) || k.length !== edges.length + 1)
    throw new ScoringError(
      'INVALID_ARGUMENT',
      `conditional Sympson–Hetter needs one K table per stratum (${edges.length + 1})`,
    );
  return { n: 1, k: null, strata: { edges, tables: k.map((table) => sympsonHetterTable(bank, table)) } };
}

const kCache = new WeakMap<object, { bank: CompiledBank; table: Float64Array }>();

function sympsonHetterTable(
  bank: CompiledBank,
  k: ReadonlyMap<string, number> | Readonly<Record<string, number>>,
): Float64Array {
  if (typeof k !== 'object' || k === null)
    throw new ScoringError('INVALID_ARGUMENT', 'Sympson–Hetter needs a table k of exposure parameters');
  const cached = kCache.get(k);
  if (cached && cached.bank === bank) return cached.table;
  const index = bankIndex(bank);
  const table = new Float64Array(bank.items.length).fill(1);
  const entries: Iterable<[string, number]> = k instanceof Map ? k.entries() : Object.entries(k);
  for (const [id, value] of entries) {
    const i = index.get(id);
    if (i === undefined)
      throw new ScoringError('UNKNOWN_REFERENCE', `Sympson–Hetter parameter for unknown item ${id}`);
    if (!(Number.isFinite(value) && value > 0 && value <= 1))
      throw new ScoringError('INVALID_ARGUMENT', `Sympson–Hetter K of ${id} must be in (0, 1], got ${value}`);
    table[i] = value;
  }
  kCache.set(k, { bank, table });
  return table;
}

function resolveExposure(options: CatOptions, bank: CompiledBank): ExposureRule {
  const { exposure } = options;
  if (exposure !== undefined && options.randomesque !== undefined)
    throw new ScoringError('INVALID_ARGUMENT', 'give either randomesque or exposure, not both');
  if (exposure === undefined || exposure.method === 'randomesque') {
    const n = exposure ? exposure.n : (options.randomesque ?? 1);
    if (!(Number.isInteger(n) && n >= 1))
      throw new ScoringError('INVALID_ARGUMENT', 'randomesque must be a positive integer');
    return { n, k: null, strata: null };
  }
  if (exposure.method === 'sympson-hetter')
    return { n: 1, k: sympsonHetterTable(bank, exposure.k), strata: null };
  if (exposure.method === 'conditional-sympson-hetter') return conditionalTables(bank, exposure);
  throw new ScoringError(
    'INVALID_ARGUMENT',
    `unknown exposure control ${(exposure as { method: unknown }).method}`,
  );
}

/** Options checked once and resolved for a bank. */
interface PreparedCat {
  maxItems: number;
  minItems: number;
  seTarget: number | undefined;
  cut: number | null;
  /** z of the classification interval. */
  z: number;
  targets: Record<string, number> | undefined;
  exposure: ExposureRule;
  quadrature: Quadrature;
}

function prepareCat(options: CatOptions, bank: CompiledBank): PreparedCat {
  const { maxItems } = options;
  if (!(Number.isInteger(maxItems) && maxItems >= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'maxItems must be a positive integer');
  const minItems = options.minItems ?? 1;
  if (!(Number.isInteger(minItems) && minItems >= 1 && minItems <= maxItems)) {
    throw new ScoringError('INVALID_ARGUMENT', 'minItems must be an integer in 1..maxItems');
  }
  if (options.seTarget !== undefined && !(options.seTarget > 0))
    throw new ScoringError('INVALID_ARGUMENT', 'seTarget must be positive');
  const exposure = resolveExposure(options, bank);
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
  return {
    maxItems,
    minItems,
    seTarget: options.seTarget,
    cut: options.classification ? options.classification.cut : null,
    z: options.classification ? normalQuantile((1 + level) / 2) : 0,
    targets: options.contentTargets,
    exposure,
    quadrature: createQuadrature(options.quadrature),
  };
}

/** Item status during one examinee's test. */
const AVAILABLE = 0;
const ADMINISTERED = 1;
const SET_ASIDE = 2;

/**
 * The content area furthest below its target proportion among areas with an available item (the
 * Kingsbury–Zara rule), or null when no targeted area has one left.
 */
function deficitArea(
  bank: CompiledBank,
  status: Uint8Array,
  administered: number,
  targets: Record<string, number>,
): string | null {
  const counts = new Map<string, number>();
  const available = new Set<string>();
  for (let i = 0; i < status.length; i++) {
    const itemArea = bank.content[i];
    if (itemArea === null) continue;
    if (status[i] === ADMINISTERED) counts.set(itemArea, (counts.get(itemArea) ?? 0) + 1);
    else if (status[i] === AVAILABLE) available.add(itemArea);
  }
  const total = Math.max(1, administered);
  let area: string | null = null;
  let bestDeficit = Number.NEGATIVE_INFINITY;
  for (const [candidateArea, target] of Object.entries(targets)) {
    if (!available.has(candidateArea)) continue;
    const deficit = target - (counts.get(candidateArea) ?? 0) / total;
    if (deficit > bestDeficit) {
      bestDeficit = deficit;
      area = candidateArea;
    }
  }
  return area;
}

let scratch = { information: new Float64Array(0), known: new Uint32Array(0), stamp: 0 };

function scratchFor(size: number): { information: Float64Array; known: Uint32Array; stamp: number } {
  if (scratch.known.length < size || scratch.stamp >= 0xfffffffe)
    scratch = { information: new Float64Array(size), known: new Uint32Array(size), stamp: 0 };
  scratch.stamp++;
  return scratch;
}

/**
 * The selection step shared by every entry point. Ranks available items (restricted to the
 * Kingsbury–Zara area) by Fisher information at θ̂, picks uniformly among the `n` best (randomesque),
 * then runs the Sympson–Hetter lottery: the pick is administered when u < K_i, otherwise it is marked
 * set aside in `status`, appended to `setAside`, and the selection repeats without it. Draws come only
 * from `next` (one for a randomesque choice among ≥ 2 items, one per lottery with K_i < 1), so the
 * decision is a pure function of its inputs and those draws.
 */
function chooseItem(
  bank: CompiledBank,
  status: Uint8Array,
  administered: number,
  theta: number,
  targets: Record<string, number> | undefined,
  exposure: ExposureRule,
  next: () => number,
  setAside: number[],
): number | null {
  const size = status.length;
  const { a, d, c, dichotomous, order, bound } = bankArrays(bank);
  // Information is computed lazily (most items are never needed: see the bound below) and kept
  // while the lottery rejects items, since θ̂ does not change within a decision. The buffers are
  // reused across decisions (a simulation makes millions): an item's value is current when its stamp
  // is this decision's.
  const { information, known, stamp } = scratchFor(size);
  const n = exposure.n;
  const kTable = exposure.strata
    ? exposure.strata.tables[thetaStratum(exposure.strata.edges, theta)]
    : exposure.k;
  const best: number[] = [];
  for (;;) {
    const area = targets ? deficitArea(bank, status, administered, targets) : null;
    // Keep the n most informative eligible items (ties: lower bank index first). Items are visited in
    // decreasing order of an upper bound of their information over all θ, so the scan stops as soon as
    // no unvisited item can beat the n-th best: the result is that of a full scan.
    best.length = 0;
    for (let j = 0; j < size; j++) {
      const i = order[j];
      if (best.length === n && bound[i] < information[best[n - 1]]) break;
      if (status[i] !== AVAILABLE || (area !== null && bank.content[i] !== area)) continue;
      if (known[i] !== stamp) {
        known[i] = stamp;
        if (dichotomous[i] === 0) information[i] = itemInformation(bank.items[i], theta);
        else {
          // Birnbaum's I = P′²/(P·Q) with P′ = (1 − c)·a·s(1 − s), from one exponential:
          // s(1 − s) = t/(1 + t)² with t = e^(−|η|), which cannot overflow.
          const eta = a[i] * theta + d[i];
          const t = Math.exp(-Math.abs(eta));
          const s = eta >= 0 ? 1 / (1 + t) : t / (1 + t);
          const complement = eta >= 0 ? t / (1 + t) : 1 / (1 + t);
          const guess = c[i];
          const slope = (1 - guess) * a[i] * (t / ((1 + t) * (1 + t)));
          const p = guess + (1 - guess) * s;
          const q = (1 - guess) * complement;
          information[i] = p > 0 && q > 0 ? (slope * slope) / (p * q) : 0;
        }
      }
      const value = information[i];
      if (best.length === n) {
        const last = best[n - 1];
        if (value < information[last] || (value === information[last] && i > last)) continue;
      }
      let position = best.length;
      while (position > 0) {
        const previous = best[position - 1];
        const other = information[previous];
        if (other > value || (other === value && previous < i)) break;
        position--;
      }
      best.splice(position, 0, i);
      if (best.length > n) best.pop();
    }
    if (best.length === 0) return null;
    const chosen = best.length === 1 ? best[0] : best[Math.floor(next() * best.length)];
    const k = kTable === null ? 1 : kTable[chosen];
    if (k >= 1 || next() < k) return chosen;
    status[chosen] = SET_ASIDE;
    setAside.push(chosen);
  }
}

/**
 * Chooses the next item: among unused items (restricted to the content area furthest below its target
 * proportion when content targets are set — the Kingsbury–Zara rule), rank by Fisher information
 * I_i(θ̂) = Σ_c P′_ic²/P_ic and pick uniformly among the `randomesque` best (Kingsbury & Zara 1989),
 * subject to the Sympson–Hetter lottery when `options.exposure` asks for it. Items in `setAside` are
 * not considered; items the lottery rejects are added to it (pass a set to keep them across calls).
 * For decisions a server must replay, use {@link nextItemDecision}.
 * Returns the bank index, or null when no item is left.
 */
export function selectNextItem(
  bank: CompiledBank,
  used: ReadonlySet<number>,
  theta: number,
  options: CatOptions,
  rng: Rng,
  setAside?: Set<number>,
): number | null {
  const status = new Uint8Array(bank.items.length);
  for (const i of used) status[i] = ADMINISTERED;
  if (setAside) for (const i of setAside) if (status[i] === AVAILABLE) status[i] = SET_ASIDE;
  const rejected: number[] = [];
  const chosen = chooseItem(
    bank,
    status,
    used.size,
    theta,
    options.contentTargets,
    resolveExposure(options, bank),
    () => rng.next(),
    rejected,
  );
  if (setAside) for (const i of rejected) setAside.add(i);
  return chosen;
}

const logPriorCache = new WeakMap<Quadrature, Float64Array>();

// log P(category | node) of each item on a grid, kept per grid and compiled item: a simulation updates
// the posterior after every answer of every simulee, and the logarithms were most of that work.
const logProbabilityCache = new WeakMap<Quadrature, WeakMap<IrtItem, Float64Array[]>>();

function logCategoryProbabilities(quadrature: Quadrature, item: IrtItem): Float64Array[] {
  let perItem = logProbabilityCache.get(quadrature);
  if (!perItem) {
    perItem = new WeakMap();
    logProbabilityCache.set(quadrature, perItem);
  }
  let table = perItem.get(item);
  if (!table) {
    const { nodes } = quadrature;
    table = Array.from({ length: item.categories }, (_, c) =>
      Float64Array.from(nodes, (node) => Math.log(categoryProbability(item, node, c))),
    );
    perItem.set(item, table);
  }
  return table;
}

/** Running EAP posterior on a grid, updated one response at a time. */
class Posterior {
  readonly logDensity: Float64Array;
  constructor(private readonly quadrature: Quadrature) {
    let logPrior = logPriorCache.get(quadrature);
    if (!logPrior) {
      logPrior = Float64Array.from(quadrature.weights, Math.log);
      logPriorCache.set(quadrature, logPrior);
    }
    this.logDensity = logPrior.slice();
  }
  update(item: IrtItem, category: number): void {
    const logP = logCategoryProbabilities(this.quadrature, item)[category];
    for (let k = 0; k < logP.length; k++) this.logDensity[k] += logP[k];
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

/** The stopping rule after `n` administered items, or null to go on. */
function stopReasonAfter(prepared: PreparedCat, n: number, theta: number, se: number): CatStopReason | null {
  if (n >= prepared.maxItems) return 'max-items';
  if (n < prepared.minItems) return null;
  if (prepared.seTarget !== undefined && se <= prepared.seTarget) return 'se-target';
  if (prepared.cut !== null && Math.abs(theta - prepared.cut) >= prepared.z * se) return 'classification';
  return null;
}

function checkCategory(bank: CompiledBank, index: number, category: number): void {
  if (!(Number.isInteger(category) && category >= 0 && category < bank.items[index].categories)) {
    throw new ScoringError(
      'ANSWER_OUT_OF_RANGE',
      `item ${bank.ids[index]}: response ${category} is not a category`,
    );
  }
}

/**
 * Where the random draws of selections come from: one generator shared by all steps, or a generator
 * per step (e.g. `(step) => catStepRng(sessionSeed, step)`, which is what makes a live test replayable
 * from a stored seed).
 */
export type CatRandomSource = Rng | ((step: number) => Rng);

/**
 * Runs one adaptive test. `respond(bankIndex)` returns the category answered (0-based). θ is
 * re-estimated by EAP after every response; the test stops at maxItems, when SE ≤ seTarget, when
 * |θ̂ − cut| ≥ z·SE (classification, z = Φ⁻¹((1+confidence)/2)), or when the bank runs out — the
 * SE and classification rules only after minItems. Every selection makes exactly the decision
 * {@link nextItemDecision} makes from the same history and draws.
 */
export function runCat(
  bank: CompiledBank,
  options: CatOptions,
  respond: (bankIndex: number) => number,
  rng: CatRandomSource,
): CatRecord {
  const prepared = prepareCat(options, bank);
  const posterior = new Posterior(prepared.quadrature);
  const status = new Uint8Array(bank.items.length);
  const record: CatRecord = {
    items: [],
    responses: [],
    thetas: [],
    ses: [],
    theta: 0,
    se: 0,
    stopReason: 'max-items',
    passed: null,
    setAside: [],
    draws: [],
  };
  let { theta, se } = posterior.estimate();
  const rejected: number[] = [];
  for (;;) {
    const step = record.items.length;
    const reason = stopReasonAfter(prepared, step, theta, se);
    if (reason !== null) {
      record.stopReason = reason;
      break;
    }
    const source = typeof rng === 'function' ? rng(step) : rng;
    const draws: number[] = [];
    const draw = (): number => {
      const u = source.next();
      draws.push(u);
      return u;
    };
    rejected.length = 0;
    const next = chooseItem(bank, status, step, theta, prepared.targets, prepared.exposure, draw, rejected);
    record.draws.push(draws);
    for (const i of rejected) record.setAside.push(bank.ids[i]);
    if (next === null) {
      record.stopReason = 'bank-exhausted';
      break;
    }
    status[next] = ADMINISTERED;
    const category = respond(next);
    checkCategory(bank, next, category);
    posterior.update(bank.items[next], category);
    ({ theta, se } = posterior.estimate());
    record.items.push(bank.ids[next]);
    record.responses.push(category);
    record.thetas.push(theta);
    record.ses.push(se);
  }
  record.theta = theta;
  record.se = se;
  record.passed = prepared.cut !== null ? theta >= prepared.cut : null;
  return record;
}

/** One administered item of a stored adaptive session. */
export interface CatAdministeredItem {
  itemId: string;
  /** Category answered (0-based). */
  response: number;
  /** Items the Sympson–Hetter lottery set aside in the decision that chose this item. */
  setAside?: readonly string[];
}

/** What a server stores of a session to decide (and re-decide) the next item. */
export interface CatState {
  /** Items in administration order with their answers. */
  administered: readonly CatAdministeredItem[];
  /** Further items set aside for this examinee (alternative to storing them per administered item). */
  setAside?: readonly string[];
}

/** The outcome of {@link nextItemDecision}. */
export interface CatDecision {
  /** Number of items administered so far: the step this decision belongs to. */
  step: number;
  /** The item to present next, or null when the test stops. */
  itemId: string | null;
  /** Why the test stops (null while it goes on). */
  stopReason: CatStopReason | null;
  /** EAP θ and posterior SD after the administered items. */
  theta: number;
  se: number;
  /** With a cut and a stop: θ̂ ≥ cut. */
  passed: boolean | null;
  /** All items set aside for this examinee after this decision (the state's and the new ones). */
  setAside: string[];
  /** Items this decision set aside: store them with the item chosen (`CatAdministeredItem.setAside`). */
  newlySetAside: string[];
  /** The uniform draws this decision consumed, in order (replay them with {@link rngFromDraws}). */
  draws: number[];
}

/**
 * Decides the next item of a live adaptive test from stored state — a pure function of
 * (bank, options, administered items with answers, set-aside items, the draws taken from `rng`).
 *
 * Replaying after a restart: the server stores every administered item with its answer and the items
 * set aside when it was chosen (`decision.newlySetAside`), and either
 * - derives the generator from a stored per-session seed and the step:
 *   `nextItemDecision(bank, options, state, catStepRng(session.seed, state.administered.length))`, or
 * - stores `decision.draws` and replays them with `rngFromDraws(draws)`.
 * Recomputing a decision for the same step from the same state then gives the same item, so a
 * presented-but-unanswered item is re-presented rather than redrawn. `runCat` with the same per-step
 * generators (`(step) => catStepRng(seed, step)`) and answers makes the same decisions.
 *
 * The stopping rules are applied first (as `runCat` does after each answer); then the selection.
 * @throws ScoringError `UNKNOWN_ITEM` for ids not in the bank, `ANSWER_OUT_OF_RANGE` for answers
 * that are not categories, `INVALID_ARGUMENT` for an item administered twice or both set aside and
 * administered, besides the option checks of `runCat`.
 */
export function nextItemDecision(
  bank: CompiledBank,
  options: CatOptions,
  state: CatState,
  rng: Rng,
): CatDecision {
  const prepared = prepareCat(options, bank);
  const index = bankIndex(bank);
  const status = new Uint8Array(bank.items.length);
  const setAside: string[] = [];
  const locate = (id: string): number => {
    const i = index.get(id);
    if (i === undefined)
      throw new ScoringError('UNKNOWN_ITEM', `item ${id} is not in the bank`, { item: id });
    return i;
  };
  const markSetAside = (id: string): void => {
    const i = locate(id);
    if (status[i] === ADMINISTERED)
      throw new ScoringError('INVALID_ARGUMENT', `item ${id} is both administered and set aside`);
    if (status[i] === AVAILABLE) {
      status[i] = SET_ASIDE;
      setAside.push(id);
    }
  };
  const posterior = new Posterior(prepared.quadrature);
  for (const entry of state.administered) {
    if (entry.setAside) for (const id of entry.setAside) markSetAside(id);
    const i = locate(entry.itemId);
    if (status[i] !== AVAILABLE) {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `item ${entry.itemId} was already ${status[i] === ADMINISTERED ? 'administered' : 'set aside'}`,
      );
    }
    status[i] = ADMINISTERED;
    checkCategory(bank, i, entry.response);
    posterior.update(bank.items[i], entry.response);
  }
  if (state.setAside) for (const id of state.setAside) markSetAside(id);
  const step = state.administered.length;
  const { theta, se } = posterior.estimate();
  const draws: number[] = [];
  const newlySetAside: string[] = [];
  let stopReason = stopReasonAfter(prepared, step, theta, se);
  let itemId: string | null = null;
  if (stopReason === null) {
    const rejected: number[] = [];
    const draw = (): number => {
      const u = rng.next();
      draws.push(u);
      return u;
    };
    const next = chooseItem(bank, status, step, theta, prepared.targets, prepared.exposure, draw, rejected);
    for (const i of rejected) newlySetAside.push(bank.ids[i]);
    if (next === null) stopReason = 'bank-exhausted';
    else itemId = bank.ids[next];
  }
  return {
    step,
    itemId,
    stopReason,
    theta,
    se,
    passed: stopReason !== null && prepared.cut !== null ? theta >= prepared.cut : null,
    setAside: [...setAside, ...newlySetAside],
    newlySetAside,
    draws,
  };
}

/** Finaliser of MurmurHash3: a well-mixed 32-bit value from a 32-bit input. */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The generator of one step of a session: seeded from a hash of (session seed, step), so each decision's
 * draws can be recomputed from the stored seed and the number of items already administered, whatever
 * happened (restarts, retries) before. A string seed (e.g. a session id) is hashed first.
 */
export function catStepRng(sessionSeed: number | string, step: number): Rng {
  if (!(Number.isInteger(step) && step >= 0))
    throw new ScoringError('INVALID_ARGUMENT', `step must be a non-negative integer, got ${step}`);
  if (typeof sessionSeed === 'number' && !Number.isFinite(sessionSeed))
    throw new ScoringError('INVALID_ARGUMENT', 'the session seed must be finite');
  const base = typeof sessionSeed === 'string' ? hashString(sessionSeed) : sessionSeed >>> 0;
  return createRng(mix32(base ^ mix32(Math.imul(step + 1, 0x9e3779b9))));
}

/**
 * A generator that returns stored uniform draws in order (e.g. `CatDecision.draws` or
 * `CatRecord.draws[step]`), to replay a decision without its seed.
 * @throws ScoringError `INSUFFICIENT_DATA` when asked for more draws than were stored.
 */
export function rngFromDraws(draws: readonly number[]): Rng {
  let position = 0;
  const next = (): number => {
    if (position >= draws.length)
      throw new ScoringError('INSUFFICIENT_DATA', `only ${draws.length} stored draws to replay`);
    return draws[position++];
  };
  return {
    next,
    normal(): number {
      let u1 = next();
      while (u1 === 0) u1 = next();
      return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * next());
    },
    int(n: number): number {
      return Math.floor(next() * n);
    },
  };
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
  const edges = options.thetaBins ?? DEFAULT_THETA_BINS;
  if (edges.length === 0 || edges.some((e, j) => !Number.isFinite(e) || (j > 0 && !(e > edges[j - 1]))))
    throw new ScoringError('INVALID_ARGUMENT', 'thetaBins must be finite, strictly increasing edges');
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
    const sessionSeed = Math.floor(rng.next() * 4294967296);
    const record = runCat(
      bank,
      options,
      (i) => simulateResponse(bank.items[i], trueTheta, rng),
      (step) => catStepRng(sessionSeed, step),
    );
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
  const exposure: Record<string, number> = {};
  const selectionRates: Record<string, number> = {};
  let maxExposure = 0;
  let unusedItems = 0;
  for (let i = 0; i < bank.ids.length; i++) {
    exposure[bank.ids[i]] = exposureCounts[i] / n;
    selectionRates[bank.ids[i]] = selectionCounts[i] / n;
    if (exposureCounts[i] / n > maxExposure) maxExposure = exposureCounts[i] / n;
    if (exposureCounts[i] === 0) unusedItems++;
  }
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
