/**
 * Differential item functioning of ordered-category items (ratings): Mantel's test for ordered
 * responses with the standardized mean difference and the ETS AA/BB/CC classification.
 */
import { ScoringError } from '../errors';
import { normalCdf } from '../normal';
import type { DifGroupCounts, DifGroups, DifVerdict, EtsDifClass } from './dif';

/** DIF statistics of one rating item; its ETS class is AA, BB or CC written as A, B, C. */
export interface PolytomousDifItem extends DifVerdict {
  item: string;
  method: 'mantel-smd';
  /**
   * Standardized mean difference Σ_k (n_Fk / n_F)(m_Fk − m_Rk): the focal group's mean item score
   * minus the reference group's at the same matching score, weighted by the focal group.
   * Negative: the item favours the reference group. Null when no stratum held both groups.
   */
  smd: number | null;
  /** SD of the item's scores in both groups together. */
  sd: number | null;
  /** SMD / SD, the size the ETS classes are judged on. */
  effectSize: number | null;
  /** Mantel's χ² (1 df) for ordered responses. */
  chiSquare: number;
  pValue: number;
}

export interface PolytomousDifOptions extends DifGroups {
  /** Matching score per person (the usual choice: the total over the scale the item belongs to). */
  matching: ArrayLike<number | null>;
}

export interface PolytomousDifResult extends DifGroupCounts {
  items: PolytomousDifItem[];
}

/** Critical χ²(1) at 5 % (1.959964²). */
const CHI_SQUARE_CRITICAL = 3.841458820694124;

/**
 * ETS rule for polytomous items (Zwick, Thomas & Mazzeo 1997; Zwick 2012, ETS RR-12-08): AA when
 * Mantel's χ² is not significant at 5 % or |SMD/SD| ≤ 0.17; CC when significant and |SMD/SD| > 0.25;
 * BB otherwise.
 */
export function etsPolytomousClass(effectSize: number, chiSquare: number): EtsDifClass {
  const size = Math.abs(effectSize);
  if (chiSquare < CHI_SQUARE_CRITICAL || size <= 0.17) return 'A';
  return size > 0.25 ? 'C' : 'B';
}

/**
 * Mantel (1963) for a 2 × T × K table of group × item score × matching stratum: with F_k the sum
 * of the focal group's item scores in stratum k,
 * E(F_k) = (n_Fk / n_k) Σ_t y_t n_tk,
 * Var(F_k) = n_Rk n_Fk / (n_k² (n_k − 1)) · (n_k Σ_t y_t² n_tk − (Σ_t y_t n_tk)²),
 * χ² = (ΣF_k − ΣE(F_k))² / ΣVar(F_k) with 1 df. On 0/1 items it is the Mantel–Haenszel χ² without
 * continuity correction, and the SMD is the standardization P-DIF of Dorans & Kulick (1986).
 * Persons with a missing score or matching score, or in neither group, are left out.
 * @throws ScoringError `INSUFFICIENT_DATA` when a group has no complete case.
 */
export function mantelSmdCells(
  n: number,
  k: number,
  scoreAt: (person: number, item: number) => number | null | undefined,
  groups: ArrayLike<string | null | undefined>,
  options: PolytomousDifOptions,
): PolytomousDifResult {
  if (options.matching.length !== n)
    throw new ScoringError('INVALID_ARGUMENT', 'matching must have one entry per person');
  if (options.reference === options.focal)
    throw new ScoringError('INVALID_ARGUMENT', 'reference and focal groups must differ');
  const ids = options.itemIds ?? Array.from({ length: k }, (_, i) => String(i + 1));
  const people: Array<{ row: number; focal: boolean; stratum: number }> = [];
  const strataIndex = new Map<number, number>();
  let nReference = 0;
  rows: for (let r = 0; r < n; r++) {
    const group = groups[r];
    if (group !== options.reference && group !== options.focal) continue;
    const score = options.matching[r];
    if (score === null || score === undefined || Number.isNaN(score)) continue;
    for (let i = 0; i < k; i++) {
      const x = scoreAt(r, i);
      if (x === null || x === undefined || Number.isNaN(x)) continue rows;
    }
    let stratum = strataIndex.get(score);
    if (stratum === undefined) {
      stratum = strataIndex.size;
      strataIndex.set(score, stratum);
    }
    const focal = group === options.focal;
    if (!focal) nReference++;
    people.push({ row: r, focal, stratum });
  }
  const nFocal = people.length - nReference;
  if (nReference === 0 || nFocal === 0)
    throw new ScoringError(
      'INSUFFICIENT_DATA',
      `both groups need complete cases (reference ${nReference}, focal ${nFocal})`,
    );
  const strata = strataIndex.size;
  // Per stratum and group (reference 0, focal 1): count, Σy, Σy².
  const count = new Float64Array(2 * strata);
  const sum = new Float64Array(2 * strata);
  const sumSquares = new Float64Array(2 * strata);
  const items = ids.map((item, i): PolytomousDifItem => {
    count.fill(0);
    sum.fill(0);
    sumSquares.fill(0);
    let total = 0;
    let totalSquares = 0;
    for (const p of people) {
      const y = scoreAt(p.row, i) as number;
      const cell = 2 * p.stratum + (p.focal ? 1 : 0);
      count[cell]++;
      sum[cell] += y;
      sumSquares[cell] += y * y;
      total += y;
      totalSquares += y * y;
    }
    const used = people.length;
    const sd = used > 1 ? Math.sqrt(Math.max(0, (totalSquares - (total * total) / used) / (used - 1))) : 0;
    return mantelSmdItem(item, { count, sum, sumSquares }, nFocal, sd);
  });
  return { reference: options.reference, focal: options.focal, n: people.length, nReference, nFocal, items };
}

/** Per stratum and group (reference 0, focal 1): count, Σy, Σy² of one item's scores. */
interface StratumSums {
  count: Float64Array;
  sum: Float64Array;
  sumSquares: Float64Array;
}

/**
 * One item's Mantel test and standardized mean difference from its sums per stratum and group;
 * `sd` is the SD of its scores in both groups together. Strata without both groups do not contribute.
 */
function mantelSmdItem(
  item: string,
  { count, sum, sumSquares }: StratumSums,
  nFocal: number,
  sd: number,
): PolytomousDifItem {
  let observed = 0;
  let expected = 0;
  let variance = 0;
  let smd = 0;
  let contributing = 0;
  for (let s = 0; s < count.length / 2; s++) {
    const nR = count[2 * s];
    const nF = count[2 * s + 1];
    const size = nR + nF;
    if (nR === 0 || nF === 0) continue;
    contributing++;
    const sumY = sum[2 * s] + sum[2 * s + 1];
    const sumY2 = sumSquares[2 * s] + sumSquares[2 * s + 1];
    observed += sum[2 * s + 1];
    expected += (nF / size) * sumY;
    if (size > 1) variance += ((nR * nF) / (size * size * (size - 1))) * (size * sumY2 - sumY * sumY);
    smd += (nF / nFocal) * (sum[2 * s + 1] / nF - sum[2 * s] / nR);
  }
  const chiSquare = variance > 0 ? (observed - expected) ** 2 / variance : 0;
  const pValue = 2 * (1 - normalCdf(Math.sqrt(chiSquare)));
  if (contributing === 0 || !(sd > 0))
    return {
      item,
      method: 'mantel-smd',
      smd: contributing === 0 ? null : smd,
      sd: sd > 0 ? sd : null,
      effectSize: null,
      chiSquare,
      pValue,
      ets: null,
      favours: null,
      strata: contributing,
    };
  const effectSize = smd / sd;
  return {
    item,
    method: 'mantel-smd',
    smd,
    sd,
    effectSize,
    chiSquare,
    pValue,
    ets: etsPolytomousClass(effectSize, chiSquare),
    favours: smd < 0 ? 'reference' : smd > 0 ? 'focal' : null,
    strata: contributing,
  };
}
