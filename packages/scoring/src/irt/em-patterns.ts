/** The response patterns of a calibration, tabulated once for every EM cycle, and start values. */
import { ScoringError } from '../errors';
import type { ResponseMatrix } from './calibration-types';

export interface PatternTable {
  nItems: number;
  /** Category count K_i per item (max observed code + 1). */
  categories: number[];
  /** Distinct patterns, row-major, −1 for missing. */
  codes: Int16Array;
  frequencies: number[];
  persons: number;
  /** Observed proportion in each category, per item (for start values). */
  proportions: number[][];
  /** Largest category count. */
  maxK: number;
  /**
   * Per item, its most frequent category. A pattern's likelihood starts from the product over all
   * items of P(reference category) and is corrected only where the pattern differs from it (a
   * "feature": another category, or no answer), so the E-step's work per pattern scales with its
   * features rather than with the number of items.
   */
  reference: Int32Array;
  /** Features: item and category (−1: the item unanswered), numbered in item order. */
  featureItem: Int32Array;
  featureCategory: Int32Array;
  /** Features of each pattern, ascending: featureList[featureStart[p] … featureStart[p + 1] − 1]. */
  featureStart: Int32Array;
  featureList: Int32Array;
}

export function tabulatePatterns(data: ResponseMatrix): PatternTable {
  if (data.length === 0) throw new ScoringError('INSUFFICIENT_DATA', 'calibration needs at least one person');
  const nItems = data[0].length;
  if (nItems === 0) throw new ScoringError('INSUFFICIENT_DATA', 'calibration needs at least one item');
  const { patterns, frequencies, counts, persons } = distinctPatterns(data, nItems);
  const categories = observedCategories(counts);
  const codes = new Int16Array(patterns.length * nItems);
  patterns.forEach((pattern, p) => {
    codes.set(pattern, p * nItems);
  });
  const proportions = counts.map((itemCounts) => {
    const total = itemCounts.reduce((s, v) => s + (v ?? 0), 0);
    return itemCounts.map((v) => (v ?? 0) / total);
  });
  const maxK = Math.max(...categories);
  return {
    nItems,
    categories,
    codes,
    frequencies,
    persons,
    proportions,
    maxK,
    ...patternFeatures(codes, frequencies.length, { nItems, categories, counts, persons, maxK }),
  };
}

/** The distinct patterns of the answered rows with their frequencies, and the count of each code per item. */
function distinctPatterns(data: ResponseMatrix, nItems: number) {
  const index = new Map<string, number>();
  const patterns: number[][] = [];
  const frequencies: number[] = [];
  const counts: number[][] = Array.from({ length: nItems }, () => []);
  let persons = 0;
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (row.length !== nItems) {
      throw new ScoringError('INVALID_ARGUMENT', `row ${r} has ${row.length} entries, expected ${nItems}`);
    }
    const pattern = new Array<number>(nItems);
    let answered = 0;
    for (let i = 0; i < nItems; i++) {
      const x = row[i];
      if (x === null || x === undefined || Number.isNaN(x)) {
        pattern[i] = -1;
        continue;
      }
      if (!Number.isInteger(x) || x < 0 || x > 1000) {
        throw new ScoringError(
          'ANSWER_OUT_OF_RANGE',
          `row ${r}, item #${i + 1}: ${x} is not a category code 0, 1, 2, …`,
          {
            row: r,
            item: i,
          },
        );
      }
      pattern[i] = x;
      counts[i][x] = (counts[i][x] ?? 0) + 1;
      answered++;
    }
    if (answered === 0) continue;
    persons++;
    const key = patternKey(pattern);
    const existing = index.get(key);
    if (existing === undefined) {
      index.set(key, patterns.length);
      patterns.push(pattern);
      frequencies.push(1);
    } else {
      frequencies[existing]++;
    }
  }
  if (persons === 0) throw new ScoringError('INSUFFICIENT_DATA', 'no person answered any item');
  return { patterns, frequencies, counts, persons };
}

/** Category count per item; every category inside an item's range must have been chosen. */
function observedCategories(counts: number[][]): number[] {
  return counts.map((itemCounts, i) => {
    const k = itemCounts.length;
    if (k < 2)
      throw new ScoringError('INSUFFICIENT_DATA', `item #${i + 1} has fewer than two observed categories`, {
        item: i,
      });
    for (let c = 0; c < k; c++) {
      if (!itemCounts[c]) {
        throw new ScoringError(
          'INSUFFICIENT_DATA',
          `item #${i + 1}: category ${c} is never observed (recode categories)`,
          {
            item: i,
            category: c,
          },
        );
      }
    }
    return k;
  });
}

/** Each item's reference category and the features of every pattern (see {@link PatternTable}). */
function patternFeatures(
  codes: Int16Array,
  nPatterns: number,
  shape: { nItems: number; categories: number[]; counts: number[][]; persons: number; maxK: number },
) {
  const { nItems, categories, counts, persons, maxK } = shape;
  const reference = new Int32Array(nItems);
  const featureOf = new Int32Array(nItems * (maxK + 1)).fill(-1);
  const featureItem: number[] = [];
  const featureCategory: number[] = [];
  for (let i = 0; i < nItems; i++) {
    let answered = 0;
    for (let c = 0; c < categories[i]; c++) {
      answered += counts[i][c];
      if (counts[i][c] > counts[i][reference[i]]) reference[i] = c;
    }
    for (let c = 0; c < categories[i]; c++) {
      if (c === reference[i]) continue;
      featureOf[i * (maxK + 1) + c] = featureItem.length;
      featureItem.push(i);
      featureCategory.push(c);
    }
    if (answered < persons) {
      featureOf[i * (maxK + 1) + maxK] = featureItem.length;
      featureItem.push(i);
      featureCategory.push(-1);
    }
  }
  const featureStart = new Int32Array(nPatterns + 1);
  const list: number[] = [];
  for (let p = 0; p < nPatterns; p++) {
    for (let i = 0; i < nItems; i++) {
      const c = codes[p * nItems + i];
      if (c === reference[i]) continue;
      list.push(featureOf[i * (maxK + 1) + (c < 0 ? maxK : c)]);
    }
    featureStart[p + 1] = list.length;
  }
  return {
    reference,
    featureItem: Int32Array.from(featureItem),
    featureCategory: Int32Array.from(featureCategory),
    featureStart,
    featureList: Int32Array.from(list),
  };
}

/**
 * Map key of a pattern. Codes are −1…1000, so one UTF-16 unit per code (shifted by one) is a short
 * key that is quick to build; very long patterns fall back to joining (argument-count limits).
 */
function patternKey(pattern: number[]): string {
  if (pattern.length > 4096) return pattern.join(',');
  return String.fromCharCode.apply(
    null,
    pattern.map((x) => x + 1),
  );
}

/** a = 1 and d_j = logit P(X ≥ j) scaled for the attenuation of a normal mixture (≈ 1.2 for a = 1). */
export function startValues(table: PatternTable, bounds: { min: number; max: number }): Float64Array[] {
  return table.proportions.map((proportions) => {
    const k = proportions.length;
    const params = new Float64Array(k);
    params[0] = Math.min(Math.max(1, bounds.min), bounds.max);
    let atLeast = 1;
    for (let j = 1; j < k; j++) {
      atLeast -= proportions[j - 1];
      const p = Math.min(Math.max(atLeast, 1e-4), 1 - 1e-4);
      params[j] = 1.2 * Math.log(p / (1 - p));
    }
    // strictly decreasing intercepts
    for (let j = 2; j < k; j++) if (params[j] >= params[j - 1]) params[j] = params[j - 1] - 0.1;
    return params;
  });
}
