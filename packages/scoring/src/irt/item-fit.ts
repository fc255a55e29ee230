/**
 * Item fit by the S-X² statistic of Orlando & Thissen (2000, Applied Psychological Measurement
 * 24:50–64; the polytomous form of Kang & Chen 2008): persons are grouped by their summed score,
 * and in each group the observed share of each category of an item is compared with the share the
 * model predicts for people with that summed score. The prediction needs no θ estimate: the
 * summed-score distributions come from the Lord–Wingersky (1984) recursion over the quadrature
 * grid, with and without the item.
 */
import { chiSquareSurvival } from '../distributions';
import { ScoringError } from '../errors';
import type { CalibratedItem, CalibrationResult, ResponseMatrix } from './calibration';
import { logistic } from './models';
import { createQuadrature } from './quadrature';

/** Options of {@link itemFit}. */
export interface ItemFitOptions {
  /** Adjacent score groups are merged until every category expects at least this many persons (default 1, as mirt). */
  minExpected?: number;
  /** p below which an item is flagged as misfitting (default 0.01). */
  alpha?: number;
}

/** S-X² of one item. */
export interface ItemFit {
  id: string;
  sX2: number;
  df: number;
  /** Upper-tail χ² probability; null when no degree of freedom is left. */
  p: number | null;
  /** Summed-score groups after merging sparse ones. */
  groups: number;
  misfit: boolean;
}

/** S-X² for every item of a calibration, over the persons who answered every item. */
export interface ItemFitResult {
  items: ItemFit[];
  /** Persons with a complete response pattern (S-X² groups by the summed score of all items). */
  persons: number;
  minExpected: number;
  alpha: number;
}

/** P(category c | θ) for a calibrated item. */
function categoryProbabilities(item: CalibratedItem, theta: number): number[] {
  const k = item.categories;
  const atLeast = [1];
  for (let j = 1; j < k; j++) atLeast.push(logistic(item.a * theta + item.d[j - 1]));
  atLeast.push(0);
  const probabilities = Array.from({ length: k }, (_, c) => atLeast[c] - atLeast[c + 1]);
  const guessing = item.c ?? 0;
  if (guessing > 0) {
    probabilities[1] = guessing + (1 - guessing) * probabilities[1];
    probabilities[0] = 1 - probabilities[1];
  }
  return probabilities;
}

/**
 * Lord–Wingersky: P(summed score = s | θ_k) over the given items, leaving out item `skip` (−1:
 * none), as a flat [node][score] table with rows of maxScore + 1.
 */
function summedScoreLikelihoods(
  itemProbabilities: number[][][],
  skip: number,
  nodes: number,
  maxScore: number,
): Float64Array {
  const width = maxScore + 1;
  const table = new Float64Array(nodes * width);
  for (let k = 0; k < nodes; k++) table[k * width] = 1;
  const next = new Float64Array(width);
  let reached = 0;
  itemProbabilities.forEach((probabilities, i) => {
    if (i === skip) return;
    const top = probabilities[0].length - 1;
    for (let k = 0; k < nodes; k++) {
      const row = k * width;
      const p = probabilities[k];
      next.fill(0, 0, reached + top + 1);
      for (let s = 0; s <= reached; s++) {
        const value = table[row + s];
        if (value === 0) continue;
        for (let c = 0; c <= top; c++) next[s + c] += value * p[c];
      }
      table.set(next.subarray(0, reached + top + 1), row);
    }
    reached += top;
  });
  return table;
}

/** Parameters estimated per item, which S-X²'s degrees of freedom subtract. */
function estimatedParameters(item: CalibratedItem): number {
  if (item.model === 'Rasch') return 1;
  if (item.model === '3PL') return 3;
  return item.categories;
}

/**
 * S-X² item fit (Orlando & Thissen 2000) of calibrated items on response data. Only persons who
 * answered every item count; the extreme summed scores, which fix an item's answer, are left out.
 * @throws ScoringError `INVALID_ARGUMENT` when the data do not match the calibration's items;
 * `INSUFFICIENT_DATA` when fewer than two items or no complete pattern.
 */
export function itemFit(
  data: ResponseMatrix,
  calibration: CalibrationResult,
  options: ItemFitOptions = {},
): ItemFitResult {
  const minExpected = options.minExpected ?? 1;
  const alpha = options.alpha ?? 0.01;
  const items = calibration.items;
  const n = items.length;
  if (n < 2) throw new ScoringError('INSUFFICIENT_DATA', 'item fit needs at least two items');
  const quadrature = createQuadrature(calibration.quadrature);
  const nodes = quadrature.nodes.length;
  const tops = items.map((item) => item.categories - 1);
  const maxScore = tops.reduce((sum, top) => sum + top, 0);
  const probabilities = items.map((item) =>
    Array.from(quadrature.nodes, (theta) => categoryProbabilities(item, theta)),
  );

  const complete = completeRows(data, calibration, tops);
  if (complete.length === 0) throw new ScoringError('INSUFFICIENT_DATA', 'no person answered every item');

  const all = summedScoreLikelihoods(probabilities, -1, nodes, maxScore);
  const scoreProbability = new Float64Array(maxScore + 1);
  for (let k = 0; k < nodes; k++) {
    for (let s = 0; s <= maxScore; s++)
      scoreProbability[s] += quadrature.weights[k] * all[k * (maxScore + 1) + s];
  }
  const personsAt = new Float64Array(maxScore + 1);
  const totals = complete.map((codes) => codes.reduce((sum, x) => sum + x, 0));
  for (const total of totals) personsAt[total]++;

  const fits = items.map((item, i): ItemFit => {
    const top = tops[i];
    const restWidth = maxScore - top + 1;
    const rest = summedScoreLikelihoods(probabilities, i, nodes, maxScore - top);
    // Groups: summed scores where the item's answer is not fixed by the score alone.
    const observed: number[][] = [];
    const expected: number[][] = [];
    for (let s = top; s <= maxScore - top; s++) {
      if (s === 0 || s === maxScore) continue;
      const groupObserved = new Array<number>(top + 1).fill(0);
      const groupExpected = new Array<number>(top + 1).fill(0);
      for (let c = 0; c <= top; c++) {
        if (s - c < 0 || s - c > maxScore - top) continue;
        let joint = 0;
        for (let k = 0; k < nodes; k++)
          joint += quadrature.weights[k] * probabilities[i][k][c] * rest[k * restWidth + s - c];
        groupExpected[c] = scoreProbability[s] > 0 ? (personsAt[s] * joint) / scoreProbability[s] : 0;
      }
      observed.push(groupObserved);
      expected.push(groupExpected);
    }
    const groupOf = new Int32Array(maxScore + 1).fill(-1);
    let index = 0;
    for (let s = top; s <= maxScore - top; s++) {
      if (s === 0 || s === maxScore) continue;
      groupOf[s] = index++;
    }
    complete.forEach((codes, person) => {
      const group = groupOf[totals[person]];
      if (group >= 0) observed[group][codes[i]]++;
    });
    const { observed: merged, expected: mergedExpected } = mergeSparseGroups(observed, expected, minExpected);
    let sX2 = 0;
    merged.forEach((group, g) => {
      group.forEach((o, c) => {
        const e = mergedExpected[g][c];
        if (e > 0) sX2 += ((o - e) * (o - e)) / e;
      });
    });
    const df = merged.length * top - estimatedParameters(item);
    const p = df > 0 ? chiSquareSurvival(sX2, df) : null;
    return { id: item.id, sX2, df, p, groups: merged.length, misfit: p !== null && p < alpha };
  });
  return { items: fits, persons: complete.length, minExpected, alpha };
}

/**
 * The persons who answered every calibrated item, as category codes in the calibration's item
 * order (a calibration's items may skip columns it left out, flag 'excluded').
 */
function completeRows(
  data: ResponseMatrix,
  calibration: CalibrationResult,
  tops: readonly number[],
): number[][] {
  const items = calibration.items;
  const n = items.length;
  const columns = calibration.columns ?? items.map((_, i) => i);
  const width = n + (calibration.flags ?? []).filter((flag) => flag.flag === 'excluded').length;
  const complete: number[][] = [];
  for (let r = 0; r < data.length; r++) {
    const full = data[r];
    if (full.length !== width) {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `row ${r} has ${full.length} entries, the calibration ${width}`,
      );
    }
    const row = width === n ? full : columns.map((c) => full[c]);
    const codes: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = row[i];
      if (x === null || x === undefined || Number.isNaN(x)) break;
      if (!Number.isInteger(x) || x < 0 || x > tops[i]) {
        throw new ScoringError(
          'ANSWER_OUT_OF_RANGE',
          `row ${r}, item #${i + 1}: ${x} is not a category 0…${tops[i]}`,
        );
      }
      codes.push(x);
    }
    if (codes.length === n) complete.push(codes);
  }
  return complete;
}

/** Merges adjacent score groups, from both ends inwards, until every category expects ≥ minExpected. */
function mergeSparseGroups(observed: number[][], expected: number[][], minExpected: number) {
  const o = observed.map((g) => g.slice());
  const e = expected.map((g) => g.slice());
  const sparse = (g: number[]) => g.some((value) => value < minExpected);
  const add = (into: number[], from: number[]) => {
    from.forEach((value, c) => {
      into[c] += value;
    });
  };
  // From the low end: fold a sparse group into its upper neighbour.
  while (e.length > 1 && sparse(e[0])) {
    add(e[1], e[0]);
    add(o[1], o[0]);
    e.shift();
    o.shift();
  }
  while (e.length > 1 && sparse(e[e.length - 1])) {
    add(e[e.length - 2], e[e.length - 1]);
    add(o[o.length - 2], o[o.length - 1]);
    e.pop();
    o.pop();
  }
  // Inner sparse groups join their lower neighbour.
  for (let g = 1; g < e.length - 1; g++) {
    if (sparse(e[g])) {
      add(e[g - 1], e[g]);
      add(o[g - 1], o[g]);
      e.splice(g, 1);
      o.splice(g, 1);
      g--;
    }
  }
  return { observed: o, expected: e };
}
