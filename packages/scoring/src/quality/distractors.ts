/**
 * Distractor analysis of multiple-choice items.
 */
import { ScoringError } from '../errors';

/** Statistics of one option of one item. */
export interface OptionStatistics {
  /** Option id, or null for "omitted" (no answer). */
  option: string | null;
  isKey: boolean;
  count: number;
  proportion: number;
  /** Mean total score (number correct over all items) of the persons choosing this option; null if none did. */
  meanTotal: number | null;
  /**
   * Point-biserial correlation of choosing this option with the rest score (total without this
   * item); null when undefined (nobody or everybody chose it). Keys should be positive, distractors negative.
   */
  pointBiserial: number | null;
  /** Proportion choosing it in the upper group (top 27 % by total). */
  upper: number;
  /** Proportion choosing it in the lower group (bottom 27 % by total). */
  lower: number;
  /** Discrimination index D = upper − lower. */
  discrimination: number;
  /**
   * Flags: 'non-functioning' (a distractor chosen by < 5 %), 'positive-distractor' (a distractor with a
   * positive point-biserial), 'negative-key' (the key with a non-positive point-biserial).
   */
  flags: Array<'non-functioning' | 'positive-distractor' | 'negative-key'>;
}

/** Distractor analysis of one item. */
export interface ItemDistractors {
  item: string;
  key: string;
  pValue: number;
  options: OptionStatistics[];
}

/** Options of {@link distractorAnalysis}. */
export interface DistractorOptions {
  /** Item ids (default "1", "2", …). */
  itemIds?: readonly string[];
  /** Declared options per item so options nobody chose are still listed. */
  options?: ReadonlyArray<readonly string[]>;
  /** Fraction of persons in the upper and lower groups (default 0.27, Kelley 1939). */
  groupFraction?: number;
  /** A distractor chosen by fewer than this proportion is flagged non-functioning (default 0.05). */
  nonFunctioningBelow?: number;
}

/**
 * Distractor analysis (e.g. Haladyna & Rodriguez 2013, ch. 17): for each option of each item the
 * proportion choosing it, the mean total score of its choosers, the point-biserial correlation of
 * choosing it with the rest score, and the upper/lower 27 % proportions with D = p_upper − p_lower.
 * @param choices rows = persons, columns = items, entries = chosen option id or null.
 * @param keys the correct option of each item.
 */
export function distractorAnalysis(
  choices: ReadonlyArray<ReadonlyArray<string | null | undefined>>,
  keys: readonly string[],
  options: DistractorOptions = {},
): ItemDistractors[] {
  const n = choices.length;
  if (n < 2) throw new ScoringError('INSUFFICIENT_DATA', 'distractor analysis needs at least two persons');
  const k = keys.length;
  choices.forEach((row, r) => {
    if (row.length !== k)
      throw new ScoringError('INVALID_ARGUMENT', `row ${r} has ${row.length} answers for ${k} keys`);
  });
  return analyseDistractors(n, (r, item) => choices[r][item], keys, options);
}

/**
 * {@link distractorAnalysis} reading person r's choice on item i through `choiceAt(r, i)`, so a
 * caller holding the answers in another shape need not copy them into a persons × items matrix.
 *
 * Each item's choices are coded once as option numbers, and everything per option comes from two
 * passes over the persons: counts, totals of choosers and upper/lower counts in the first, the
 * point-biserial sums for all options at once in the second. The sums are those of `correlation`
 * (stats) over the 0/1 choice indicator and the rest score, taken in the same order, so the
 * correlations are identical to correlating the indicator vectors one option at a time.
 * n ≥ 2 is the caller's to check.
 */
export function analyseDistractors(
  n: number,
  choiceAt: (person: number, item: number) => string | null | undefined,
  keys: readonly string[],
  options: DistractorOptions = {},
): ItemDistractors[] {
  const fraction = options.groupFraction ?? 0.27;
  if (!(fraction > 0 && fraction <= 0.5))
    throw new ScoringError('INVALID_ARGUMENT', 'groupFraction must be in (0, 0.5]');
  const ids = options.itemIds ?? keys.map((_, i) => String(i + 1));
  const coded = codeChoices(n, choiceAt, keys, options.options);
  const groupSize = Math.max(1, Math.round(fraction * n));
  const sample: CodedSample = {
    ...coded,
    n,
    rank: stableRanks(coded.totals, keys.length),
    groupSize,
    upperFrom: n - groupSize,
    threshold: options.nonFunctioningBelow ?? 0.05,
    rest: new Float64Array(n),
  };
  return keys.map((key, item) => {
    const optionStats = optionStatistics(sample, item, key);
    const keyStats = optionStats.find((o) => o.isKey);
    return { item: ids[item], key, pValue: keyStats ? keyStats.proportion : 0, options: optionStats };
  });
}

/** Every answer as the number of its option, and each person's keyed answers. */
interface CodedChoices {
  /** Per item: its options, numbered in this order. */
  observedOf: Array<Array<string | null>>;
  /** codes[item · n + person]: the number of the option the person chose (omitted: null's). */
  codes: Int32Array;
  totals: Int32Array;
}

interface CodedSample extends CodedChoices {
  n: number;
  /** Each person's place in the order by total, ties in input order. */
  rank: Int32Array;
  groupSize: number;
  upperFrom: number;
  threshold: number;
  /** Scratch space for one item's rest scores. */
  rest: Float64Array;
}

/**
 * Options of each item numbered in the order a Set of them would list them: declared options,
 * the key, then first appearance in the answers. One pass over the answers codes every choice
 * (item-major, for the per-item passes) and counts each person's keyed answers.
 */
function codeChoices(
  n: number,
  choiceAt: (person: number, item: number) => string | null | undefined,
  keys: readonly string[],
  declared: DistractorOptions['options'],
): CodedChoices {
  const k = keys.length;
  const observedOf: Array<Array<string | null>> = [];
  const codeMaps: Array<Map<string | null, number>> = [];
  // A handful of options is found fastest by scanning the list; the map takes over for items with many.
  const codeOf = (item: number, option: string | null) => {
    const observed = observedOf[item];
    if (observed.length <= 8) {
      for (let o = 0; o < observed.length; o++) if (observed[o] === option) return o;
    } else {
      const code = codeMaps[item].get(option);
      if (code !== undefined) return code;
    }
    codeMaps[item].set(option, observed.length);
    observed.push(option);
    return observed.length - 1;
  };
  for (let item = 0; item < k; item++) {
    observedOf.push([]);
    codeMaps.push(new Map());
    for (const option of declared?.[item] ?? []) codeOf(item, option);
    codeOf(item, keys[item]);
  }
  const codes = new Int32Array(n * k);
  const totals = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    let total = 0;
    for (let i = 0; i < k; i++) {
      const choice = choiceAt(r, i);
      if (choice === keys[i]) total++;
      codes[i * n + r] = codeOf(i, choice ?? null);
    }
    totals[r] = total;
  }
  return { observedOf, codes, totals };
}

/**
 * Rank in the order by total with ties in input order (a stable sort), by counting sort since
 * totals are 0 … maxTotal; the lower group is the first ranks, the upper the last.
 */
function stableRanks(totals: Int32Array, maxTotal: number): Int32Array {
  const startOf = new Int32Array(maxTotal + 2);
  for (const total of totals) startOf[total + 1]++;
  for (let t = 1; t <= maxTotal + 1; t++) startOf[t] += startOf[t - 1];
  const rank = new Int32Array(totals.length);
  for (let r = 0; r < totals.length; r++) rank[r] = startOf[totals[r]]++;
  return rank;
}

/** The statistics of each option of one item. */
function optionStatistics(sample: CodedSample, item: number, key: string): OptionStatistics[] {
  const { n, codes, totals, rank, rest, groupSize, upperFrom, threshold } = sample;
  const observed = sample.observedOf[item];
  const start = item * n;
  // The key is a string, so a person answered it exactly when the choice's code is the key's.
  const keyCode = observed.indexOf(key);
  let restSum = 0;
  for (let r = 0; r < n; r++) {
    rest[r] = totals[r] - (codes[start + r] === keyCode ? 1 : 0);
    restSum += rest[r];
  }
  const m = observed.length;
  const count = new Int32Array(m);
  const totalOfChoosers = new Float64Array(m);
  const upper = new Int32Array(m);
  const lower = new Int32Array(m);
  for (let r = 0; r < n; r++) {
    const code = codes[start + r];
    count[code]++;
    totalOfChoosers[code] += totals[r];
    if (rank[r] >= upperFrom) upper[code]++;
    if (rank[r] < groupSize) lower[code]++;
  }
  const restMean = restSum / n;
  const choiceMean = Float64Array.from(count, (c) => c / n);
  const sxy = new Float64Array(m);
  const sxx = new Float64Array(m);
  let syy = 0;
  for (let r = 0; r < n; r++) {
    const dy = rest[r] - restMean;
    syy += dy * dy;
    const code = codes[start + r];
    for (let o = 0; o < m; o++) {
      const dx = (code === o ? 1 : 0) - choiceMean[o];
      sxy[o] += dx * dy;
      sxx[o] += dx * dx;
    }
  }
  return observed.map((option, o): OptionStatistics => {
    const isKey = option === key;
    const pointBiserial = sxx[o] <= 0 || syy <= 0 ? null : sxy[o] / Math.sqrt(sxx[o] * syy);
    const flags: OptionStatistics['flags'] = [];
    if (!isKey && option !== null && count[o] / n < threshold) flags.push('non-functioning');
    if (!isKey && option !== null && pointBiserial !== null && pointBiserial > 0)
      flags.push('positive-distractor');
    if (isKey && (pointBiserial === null || pointBiserial <= 0)) flags.push('negative-key');
    return {
      option,
      isKey,
      count: count[o],
      proportion: count[o] / n,
      meanTotal: count[o] > 0 ? totalOfChoosers[o] / count[o] : null,
      pointBiserial,
      upper: upper[o] / groupSize,
      lower: lower[o] / groupSize,
      discrimination: upper[o] / groupSize - lower[o] / groupSize,
      flags,
    };
  });
}
