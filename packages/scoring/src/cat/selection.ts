/** Maximum-information item selection with exposure control and content balancing, and the running EAP posterior. */

import { ScoringError } from '../errors';
import { categoryProbability, type IrtItem, itemInformation } from '../irt/models';
import type { Quadrature } from '../irt/quadrature';
import type { Rng } from '../random';
import {
  bankArrays,
  type CompiledBank,
  type ExposureRule,
  type PreparedCat,
  resolveExposure,
  thetaStratum,
} from './bank';
import type { CatOptions, CatStopReason } from './options';

/** Item status during one examinee's test. */
export const AVAILABLE = 0;
export const ADMINISTERED = 1;
export const SET_ASIDE = 2;

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
export function chooseItem(
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
export class Posterior {
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
export function stopReasonAfter(
  prepared: PreparedCat,
  n: number,
  theta: number,
  se: number,
): CatStopReason | null {
  if (n >= prepared.maxItems) return 'max-items';
  if (n < prepared.minItems) return null;
  if (prepared.seTarget !== undefined && se <= prepared.seTarget) return 'se-target';
  if (prepared.cut !== null && Math.abs(theta - prepared.cut) >= prepared.z * se) return 'classification';
  return null;
}

export function checkCategory(bank: CompiledBank, index: number, category: number): void {
  if (!(Number.isInteger(category) && category >= 0 && category < bank.items[index].categories)) {
    throw new ScoringError(
      'ANSWER_OUT_OF_RANGE',
      `item ${bank.ids[index]}: response ${category} is not a category`,
    );
  }
}
