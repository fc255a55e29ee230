/**
 * Distractor analysis of multiple-choice items.
 */
import { ScoringError } from '../errors';
import { correlation } from '../stats';

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
  const fraction = options.groupFraction ?? 0.27;
  if (!(fraction > 0 && fraction <= 0.5))
    throw new ScoringError('INVALID_ARGUMENT', 'groupFraction must be in (0, 0.5]');
  const threshold = options.nonFunctioningBelow ?? 0.05;
  const ids = options.itemIds ?? keys.map((_, i) => String(i + 1));
  const totals = choices.map((row) => row.reduce((s: number, x, i) => s + (x === keys[i] ? 1 : 0), 0));
  // Stable order by total (ties keep input order) so groups are deterministic.
  const order = totals.map((t, i) => [t, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const groupSize = Math.max(1, Math.round(fraction * n));
  const lowerGroup = new Set(order.slice(0, groupSize).map(([, i]) => i));
  const upperGroup = new Set(order.slice(n - groupSize).map(([, i]) => i));
  return keys.map((key, item) => {
    const observed = new Set<string | null>(options.options?.[item] ?? []);
    observed.add(key);
    for (const row of choices) observed.add(row[item] ?? null);
    const rest = totals.map((t, r) => t - (choices[r][item] === key ? 1 : 0));
    const optionStats = [...observed].map((option): OptionStatistics => {
      const chose = choices.map((row) => ((row[item] ?? null) === option ? 1 : 0));
      const count = chose.reduce((s: number, x) => s + x, 0);
      let totalOfChoosers = 0;
      let upper = 0;
      let lower = 0;
      chose.forEach((c, r) => {
        if (!c) return;
        totalOfChoosers += totals[r];
        if (upperGroup.has(r)) upper++;
        if (lowerGroup.has(r)) lower++;
      });
      const isKey = option === key;
      const pointBiserial = correlation(chose, rest);
      const flags: OptionStatistics['flags'] = [];
      if (!isKey && option !== null && count / n < threshold) flags.push('non-functioning');
      if (!isKey && option !== null && pointBiserial !== null && pointBiserial > 0)
        flags.push('positive-distractor');
      if (isKey && (pointBiserial === null || pointBiserial <= 0)) flags.push('negative-key');
      return {
        option,
        isKey,
        count,
        proportion: count / n,
        meanTotal: count > 0 ? totalOfChoosers / count : null,
        pointBiserial,
        upper: upper / upperGroup.size,
        lower: lower / lowerGroup.size,
        discrimination: upper / upperGroup.size - lower / lowerGroup.size,
        flags,
      };
    });
    const keyStats = optionStats.find((o) => o.isKey);
    return { item: ids[item], key, pValue: keyStats ? keyStats.proportion : 0, options: optionStats };
  });
}
