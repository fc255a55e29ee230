/** A compiled adaptive bank, its flat arrays and exposure rules, and the options resolved against it. */

import { ScoringError } from '../errors';
import { compileIrtItem, type IrtItem } from '../irt/models';
import { createQuadrature, type Quadrature } from '../irt/quadrature';
import { normalQuantile } from '../normal';
import type { CatBankItem, CatExposureControl, CatOptions } from './options';

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

export function bankIndex(bank: CompiledBank): Map<string, number> {
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

export function bankArrays(bank: CompiledBank): BankArrays {
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
export interface ExposureRule {
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

export function resolveExposure(options: CatOptions, bank: CompiledBank): ExposureRule {
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
export interface PreparedCat {
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

export function prepareCat(options: CatOptions, bank: CompiledBank): PreparedCat {
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
