/**
 * Differential item functioning by the Mantel–Haenszel procedure with the ETS A/B/C classification.
 */
import { ScoringError } from '../errors';
import { normalCdf } from '../normal';
import { ENGINE_VERSION } from '../version';
import type { DataMatrix } from './data';

/** ETS DIF category: A negligible, B slight to moderate, C moderate to large. */
export type EtsDifClass = 'A' | 'B' | 'C';

/** Mantel–Haenszel DIF statistics of one item. */
export interface MantelHaenszelItem extends DifVerdict {
  item: string;
  /** Common odds ratio α_MH (reference vs focal); null when a sum is zero and it is undefined. */
  alphaMH: number | null;
  /** ETS delta metric Δ_MH = −2.35 ln α_MH (MH D-DIF); negative = item favours the reference group. */
  deltaMH: number | null;
  /** Standard error of Δ_MH (Robins–Breslow–Greenland variance of ln α_MH, times 2.35). */
  seDelta: number | null;
  /** MH χ² with continuity correction, 1 df. */
  chiSquare: number;
  pValue: number;
}

/** How a DIF procedure judges one item, whichever statistics it rests on. */
export interface DifVerdict {
  /** ETS class; null when the statistic it rests on is undefined (too little data in the strata). */
  ets: EtsDifClass | null;
  /** Which group the item favours (null when there is no difference or it is undefined). */
  favours: 'reference' | 'focal' | null;
  /** Matching-score strata that held both groups and contributed. */
  strata: number;
}

/** The two groups a DIF study compares (values of the group variable) and the items it studies. */
export interface DifGroups {
  reference: string;
  focal: string;
  /** The items to study (default: all). */
  itemIds?: readonly string[];
}

/** The compared groups and how many persons each held. */
export interface DifGroupCounts {
  reference: string;
  focal: string;
  /** Persons used (in either group, no missing answers). */
  n: number;
  nReference: number;
  nFocal: number;
}

/** Options of {@link mantelHaenszelDif}. */
export interface DifOptions extends DifGroups {
  /**
   * Matching variable per person (default: the total score over all items, the usual choice,
   * including the studied item as Holland & Thayer 1988 recommend).
   */
  matching?: ArrayLike<number>;
}

/** Result of {@link mantelHaenszelDif}. */
export interface DifResult extends DifGroupCounts {
  engineVersion: string;
  items: MantelHaenszelItem[];
}

/**
 * Mantel–Haenszel DIF (Holland & Thayer 1988) for 0/1 items. In each stratum k of the matching
 * score, with A/B = reference right/wrong, C/D = focal right/wrong and N the stratum size:
 * α_MH = Σ(A·D/N) / Σ(B·C/N); Δ_MH = −2.35 ln α_MH;
 * χ²_MH = (|ΣA − ΣE(A)| − ½)² / ΣVar(A), E(A) = n_R m_1 / N, Var(A) = n_R n_F m_1 m_0 / (N²(N − 1));
 * Var(ln α_MH) by Robins, Breslow & Greenland (1986). ETS classes (Zwick 2012, ETS RR-12-08):
 * A if |Δ| < 1 or χ² not significant at 5 %; C if |Δ| ≥ 1.5 and |Δ| is significantly greater than 1
 * ((|Δ| − 1)/SE > 1.645, one-sided 5 %); B otherwise. Persons with a missing answer or in neither
 * group are left out.
 * @throws ScoringError `INSUFFICIENT_DATA` when a group is empty, `ANSWER_OUT_OF_RANGE` for codes other than 0/1.
 */
export function mantelHaenszelDif(
  data: DataMatrix,
  groups: ArrayLike<string | null | undefined>,
  options: DifOptions,
): DifResult {
  if (data.length !== groups.length)
    throw new ScoringError('INVALID_ARGUMENT', 'groups must have one entry per person');
  return mantelHaenszelCells(data.length, data[0]?.length ?? 0, (r, i) => data[r][i], groups, options);
}

/**
 * {@link mantelHaenszelDif} of n persons × k items reading person r's score on item i through
 * `scoreAt(r, i)`, so a caller holding the scores in another shape need not copy them into a
 * matrix. The persons used are read once into 0/1 columns and their strata numbered in order of
 * first appearance; each item then takes one pass counting A, B, C, D per stratum and one over the
 * strata in that order, so the sums are those of a loop over the strata's members.
 */
export function mantelHaenszelCells(
  n: number,
  k: number,
  scoreAt: (person: number, item: number) => number | null | undefined,
  groups: ArrayLike<string | null | undefined>,
  options: DifOptions,
): DifResult {
  if (options.matching && options.matching.length !== n) {
    throw new ScoringError('INVALID_ARGUMENT', 'matching must have one entry per person');
  }
  if (options.reference === options.focal)
    throw new ScoringError('INVALID_ARGUMENT', 'reference and focal groups must differ');
  const ids = options.itemIds ?? Array.from({ length: k }, (_, i) => String(i + 1));
  // right[i·n + u]: used person u answered item i correctly; a row left out part-way is overwritten
  // by the next used one.
  const right = new Uint8Array(n * k);
  const isReference = new Uint8Array(n);
  const stratumOf = new Int32Array(n);
  const strataIndex = new Map<number, number>();
  let used = 0;
  let nReference = 0;
  rows: for (let r = 0; r < n; r++) {
    const group = groups[r];
    if (group !== options.reference && group !== options.focal) continue;
    let total = 0;
    for (let i = 0; i < k; i++) {
      const x = scoreAt(r, i);
      if (x === null || x === undefined || Number.isNaN(x)) continue rows;
      if (x !== 0 && x !== 1)
        throw new ScoringError(
          'ANSWER_OUT_OF_RANGE',
          `row ${r}, item ${ids[i]}: DIF needs 0/1 scores, got ${x}`,
        );
      right[i * n + used] = x === 1 ? 1 : 0;
      total += x;
    }
    const reference = group === options.reference;
    isReference[used] = reference ? 1 : 0;
    if (reference) nReference++;
    const score = options.matching ? options.matching[r] : total;
    let stratum = strataIndex.get(score);
    if (stratum === undefined) {
      stratum = strataIndex.size;
      strataIndex.set(score, stratum);
    }
    stratumOf[used] = stratum;
    used++;
  }
  const nFocal = used - nReference;
  if (nReference === 0 || nFocal === 0) {
    throw new ScoringError(
      'INSUFFICIENT_DATA',
      `both groups need complete cases (reference ${nReference}, focal ${nFocal})`,
    );
  }
  const strataCount = strataIndex.size;
  // Per stratum: A, B (reference right, wrong), C, D (focal right, wrong).
  const cells = new Int32Array(4 * strataCount);
  const items = ids.map((item, i): MantelHaenszelItem => {
    cells.fill(0);
    const start = i * n;
    for (let u = 0; u < used; u++) {
      const cell = (isReference[u] ? 0 : 2) + (right[start + u] ? 0 : 1);
      cells[4 * stratumOf[u] + cell]++;
    }
    return mantelHaenszelItem(item, cells, strataCount);
  });
  return {
    engineVersion: ENGINE_VERSION,
    reference: options.reference,
    focal: options.focal,
    n: used,
    nReference,
    nFocal,
    items,
  };
}

/** Critical χ²(1) at 5 % (1.959964²). */
const CHI_SQUARE_CRITICAL = 3.841458820694124;
/** One-sided 5 % normal quantile. */
const Z_ONE_SIDED = 1.6448536269514722;

/**
 * ETS A/B/C rule (Zwick 2012): A if |Δ| < 1 or χ²_MH < 3.84; C if |Δ| ≥ 1.5 and (|Δ| − 1)/SE > 1.645;
 * otherwise B.
 */
export function etsClass(deltaMH: number, seDelta: number, chiSquare: number): EtsDifClass {
  const size = Math.abs(deltaMH);
  if (size < 1 || chiSquare < CHI_SQUARE_CRITICAL) return 'A';
  if (size >= 1.5 && (size - 1) / seDelta > Z_ONE_SIDED) return 'C';
  return 'B';
}

/**
 * One item's Mantel–Haenszel figures from its 2×2 table per stratum (`cells`: A, B, C, D of each
 * stratum in turn); strata without both groups do not contribute.
 */
function mantelHaenszelItem(item: string, cells: Int32Array, strataCount: number): MantelHaenszelItem {
  let sumR = 0; // Σ A·D/N
  let sumS = 0; // Σ B·C/N
  let sumPR = 0;
  let sumPSQR = 0;
  let sumQS = 0;
  let sumA = 0;
  let sumExpectedA = 0;
  let sumVarA = 0;
  let contributing = 0;
  for (let stratum = 0; stratum < strataCount; stratum++) {
    const a = cells[4 * stratum];
    const b = cells[4 * stratum + 1];
    const c = cells[4 * stratum + 2];
    const d = cells[4 * stratum + 3];
    const size = a + b + c + d;
    const nR = a + b;
    const nF = c + d;
    if (nR === 0 || nF === 0 || size < 2) continue;
    contributing++;
    const m1 = a + c;
    const m0 = b + d;
    const r = (a * d) / size;
    const s = (b * c) / size;
    const p = (a + d) / size;
    const q = (b + c) / size;
    sumR += r;
    sumS += s;
    sumPR += p * r;
    sumPSQR += p * s + q * r;
    sumQS += q * s;
    sumA += a;
    sumExpectedA += (nR * m1) / size;
    sumVarA += (nR * nF * m1 * m0) / (size * size * (size - 1));
  }
  const chiSquare = sumVarA > 0 ? Math.max(0, Math.abs(sumA - sumExpectedA) - 0.5) ** 2 / sumVarA : 0;
  const pValue = 2 * (1 - normalCdf(Math.sqrt(chiSquare)));
  if (!(sumR > 0 && sumS > 0)) {
    return {
      item,
      alphaMH: null,
      deltaMH: null,
      seDelta: null,
      chiSquare,
      pValue,
      ets: null,
      favours: null,
      strata: contributing,
    };
  }
  const alphaMH = sumR / sumS;
  const deltaMH = -2.35 * Math.log(alphaMH);
  const varLogAlpha = sumPR / (2 * sumR * sumR) + sumPSQR / (2 * sumR * sumS) + sumQS / (2 * sumS * sumS);
  const seDelta = 2.35 * Math.sqrt(varLogAlpha);
  return {
    item,
    alphaMH,
    deltaMH,
    seDelta,
    chiSquare,
    pValue,
    ets: etsClass(deltaMH, seDelta, chiSquare),
    favours: deltaMH < 0 ? 'reference' : deltaMH > 0 ? 'focal' : null,
    strata: contributing,
  };
}
