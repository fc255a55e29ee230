/**
 * Item definitions and item scoring: keyed single/multiple choice, true/false, Likert with reverse
 * keys, option weights per indicator, ranking, numeric and forced-choice most/least blocks.
 *
 * An item sends values to indicators through "slots": the item's own score goes to `indicator`
 * (if given), option weights go to the indicators they name, forced-choice statements to theirs.
 * Every slot is later multiplied by the item's `weight` and aggregated (see aggregate.ts).
 */
import { ScoringError } from './errors';
import { compileInlineChoice } from './inline-choice';
import { buildSlots, invalidItem, outOfRange, wrongShape } from './item-slots';
import type {
  Answer,
  ChoiceOption,
  CompiledItem,
  ForcedChoiceItem,
  ItemDefinition,
  ItemScore,
  LikertItem,
  MultipleChoiceItem,
  NumericItem,
  RankingItem,
  SingleChoiceItem,
  TrueFalseItem,
} from './item-types';
import { compileGapMatch, compileMatch } from './match-items';
import { compileSelection } from './selection-items';
import { compileTextKey } from './text-items';

export type { InlineChoiceGap, InlineChoiceItem } from './inline-choice';
export type {
  Answer,
  ChoiceOption,
  CompiledItem,
  ForcedChoiceItem,
  ForcedChoiceStatement,
  GapMatchItem,
  ItemCommon,
  ItemDefinition,
  ItemScore,
  ItemSlot,
  LikertItem,
  MatchItem,
  MultipleChoiceItem,
  NumericItem,
  RankingItem,
  SingleChoiceItem,
  TextItem,
  TrueFalseItem,
} from './item-types';
export type { MatchChoice, MatchGap, PairMapping } from './match-items';
export type { SelectionItem, SelectionMapping } from './selection-items';
export type { AcceptedText } from './text-items';

/** Reverse keying of a rating: x′ = min + max − x (an involution: reversing twice gives x). */
export function reverseScore(x: number, min: number, max: number): number {
  return min + max - x;
}

/**
 * Scores one item on its own (the pipeline uses the compiled form directly):
 * keyed choice 1/0; multiple response all-or-nothing or partial max(0, hits − false choices);
 * Likert value with reverse keys x′ = min + max − x; option weights per indicator; ranking Kendall
 * agreement with the key or Borda-weighted option weights; numeric |x − key| ≤ tolerance; forced choice
 * most/least ipsative points.
 */
export function scoreItem(item: ItemDefinition, answer: Answer): ItemScore {
  const compiled = compileItem(item);
  if (answer === null || answer === undefined) {
    return {
      item: item.id,
      answered: false,
      score: null,
      maxScore: compiled.keyed ? compiled.maxScore : null,
      correct: null,
      contributions: {},
    };
  }
  const values = new Float64Array(compiled.slots.length);
  const score = compiled.evaluate(answer, values);
  const contributions: Record<string, number> = {};
  compiled.slots.forEach((slot, i) => {
    contributions[slot.indicator] = (contributions[slot.indicator] ?? 0) + slot.weight * values[i];
  });
  return {
    item: item.id,
    answered: true,
    score: Number.isNaN(score) ? null : score,
    maxScore: compiled.keyed ? compiled.maxScore : null,
    correct: compiled.keyed ? score >= compiled.maxScore : null,
    contributions,
  };
}

function optionIndex(options: readonly ChoiceOption[], item: ItemDefinition): Map<string, number> {
  if (!Array.isArray(options) || options.length === 0) invalidItem(item, 'needs options');
  const index = new Map<string, number>();
  options.forEach((option, i) => {
    if (typeof option?.id !== 'string' || option.id === '') invalidItem(item, `option ${i} needs an id`);
    if (index.has(option.id)) invalidItem(item, `duplicate option ${option.id}`);
    index.set(option.id, i);
    if (option.value !== undefined && !Number.isFinite(option.value))
      invalidItem(item, `option ${option.id}: value must be finite`);
    for (const [indicator, w] of Object.entries(option.weights ?? {})) {
      if (!Number.isFinite(w))
        invalidItem(item, `option ${option.id}: weight for ${indicator} must be finite`);
    }
  });
  return index;
}

/** Indicators named in option weights, and for each option its weight per weight-slot. */
function optionWeightTable(options: readonly ChoiceOption[]): {
  indicators: string[];
  table: Float64Array[];
} {
  const indicators: string[] = [];
  for (const option of options)
    for (const indicator of Object.keys(option.weights ?? {}))
      if (!indicators.includes(indicator)) indicators.push(indicator);
  const table = options.map((option) =>
    Float64Array.from(indicators, (indicator) => option.weights?.[indicator] ?? 0),
  );
  return { indicators, table };
}

/**
 * Validates an item definition and prepares it for repeated scoring.
 * @throws ScoringError `INVALID_BLUEPRINT` for structural problems (unknown key option, min > max…).
 */
export function compileItem(item: ItemDefinition): CompiledItem {
  if (typeof item?.id !== 'string' || item.id === '')
    throw new ScoringError('INVALID_BLUEPRINT', 'every item needs a string id');
  const compile = Object.hasOwn(COMPILERS, item.type) ? COMPILERS[item.type] : undefined;
  if (!compile) return invalidItem(item, `unknown item type ${String((item as { type: unknown }).type)}`);
  return (compile as (item: ItemDefinition) => CompiledItem)(item);
}

type Compiler<T extends ItemDefinition['type']> = (
  item: Extract<ItemDefinition, { type: T }>,
) => CompiledItem;

/** How each item type is prepared; the types scored in files of their own get their definition added here. */
const COMPILERS: { [T in ItemDefinition['type']]: Compiler<T> } = {
  single: compileSingle,
  multiple: compileMultiple,
  'true-false': compileTrueFalse,
  likert: compileLikert,
  numeric: compileNumeric,
  ranking: compileRanking,
  text: (item) => ({ definition: item, keyed: true, ...compileTextKey(item) }),
  'inline-choice': (item) => ({ definition: item, ...compileInlineChoice(item) }),
  match: (item) => ({ definition: item, ...compileMatch(item) }),
  'gap-match': (item) => ({ definition: item, ...compileGapMatch(item) }),
  'forced-choice': compileForcedChoice,
  hottext: (item) => ({ definition: item, ...compileSelection(item) }),
  hotspot: (item) => ({ definition: item, ...compileSelection(item) }),
};

/** Requires an item score to exist when the item names an indicator. */
function requireScoreFor(item: ItemDefinition, hasScore: boolean): void {
  if (item.indicator !== undefined && !hasScore) {
    invalidItem(item, 'names an indicator but has neither a key nor option values to score');
  }
}

function compileSingle(item: SingleChoiceItem): CompiledItem {
  const index = optionIndex(item.options, item);
  const keyIndex =
    item.key === undefined
      ? -1
      : (index.get(item.key) ?? invalidItem(item, `key ${item.key} is not an option`));
  const values = item.options.map((o) => o.value);
  const hasValues = values.every((v) => v !== undefined);
  requireScoreFor(item, keyIndex >= 0 || hasValues);
  const { indicators, table } = optionWeightTable(item.options);
  const slots = buildSlots(item, indicators);
  const scoreSlot = item.indicator !== undefined ? 1 : 0;
  return {
    definition: item,
    slots,
    keyed: keyIndex >= 0,
    maxScore: keyIndex >= 0 ? 1 : 0,
    evaluate(answer, out) {
      if (typeof answer !== 'string') wrongShape(item, answer, 'an option id');
      const chosen = index.get(answer);
      if (chosen === undefined) outOfRange(item, answer, 'is not one of its options');
      const score =
        keyIndex >= 0 ? (chosen === keyIndex ? 1 : 0) : hasValues ? (values[chosen] as number) : Number.NaN;
      if (scoreSlot) out[0] = score;
      const weights = table[chosen];
      for (let j = 0; j < weights.length; j++) out[scoreSlot + j] = weights[j];
      return score;
    },
  };
}

function compileMultiple(item: MultipleChoiceItem): CompiledItem {
  const index = optionIndex(item.options, item);
  const key = item.key?.map((k) => index.get(k) ?? invalidItem(item, `key ${k} is not an option`));
  if (key && new Set(key).size !== key.length) invalidItem(item, 'key lists an option twice');
  const isKey = new Uint8Array(item.options.length);
  for (const k of key ?? []) isKey[k] = 1;
  const partial = item.scoring === 'partial';
  if (item.scoring !== undefined && item.scoring !== 'partial' && item.scoring !== 'all-or-nothing') {
    invalidItem(item, `unknown scoring ${item.scoring}`);
  }
  const values = item.options.map((o) => o.value);
  const hasValues = values.every((v) => v !== undefined);
  requireScoreFor(item, key !== undefined || hasValues);
  const { indicators, table } = optionWeightTable(item.options);
  const slots = buildSlots(item, indicators);
  const scoreSlot = item.indicator !== undefined ? 1 : 0;
  const minSelections = item.minSelections ?? 0;
  const maxSelections = item.maxSelections ?? item.options.length;
  const seen = new Uint8Array(item.options.length);
  return {
    definition: item,
    slots,
    keyed: key !== undefined,
    maxScore: key ? (partial ? key.length : 1) : 0,
    evaluate(answer, out) {
      if (!Array.isArray(answer)) wrongShape(item, answer, 'an array of option ids');
      const chosenIds = answer as readonly unknown[];
      if (chosenIds.length < minSelections || chosenIds.length > maxSelections) {
        outOfRange(item, answer, `must select between ${minSelections} and ${maxSelections} options`);
      }
      seen.fill(0);
      for (let j = scoreSlot; j < out.length; j++) out[j] = 0;
      let hits = 0;
      let wrong = 0;
      let valueSum = 0;
      for (const id of chosenIds) {
        if (typeof id !== 'string') wrongShape(item, answer, 'an array of option ids');
        const chosen = index.get(id);
        if (chosen === undefined) outOfRange(item, id, 'is not one of its options');
        if (seen[chosen]) outOfRange(item, answer, `selects ${id} twice`);
        seen[chosen] = 1;
        if (isKey[chosen]) hits++;
        else wrong++;
        if (hasValues) valueSum += values[chosen] as number;
        const weights = table[chosen];
        for (let j = 0; j < weights.length; j++) out[scoreSlot + j] += weights[j];
      }
      let score: number;
      if (key) score = partial ? Math.max(0, hits - wrong) : hits === key.length && wrong === 0 ? 1 : 0;
      else score = hasValues ? valueSum : Number.NaN;
      if (scoreSlot) out[0] = score;
      return score;
    },
  };
}

function compileTrueFalse(item: TrueFalseItem): CompiledItem {
  if (item.key !== undefined && typeof item.key !== 'boolean') invalidItem(item, 'key must be true or false');
  const slots = buildSlots(item, []);
  const scoreSlot = item.indicator !== undefined;
  return {
    definition: item,
    slots,
    keyed: item.key !== undefined,
    maxScore: item.key !== undefined ? 1 : 0,
    evaluate(answer, out) {
      let value: boolean;
      if (answer === true || answer === 'true') value = true;
      else if (answer === false || answer === 'false') value = false;
      else if (typeof answer === 'string') outOfRange(item, answer, "is not 'true' or 'false'");
      else wrongShape(item, answer, "true/false or 'true'/'false'");
      const score =
        item.key !== undefined ? (value === item.key ? 1 : 0) : value !== (item.reverse === true) ? 1 : 0;
      if (scoreSlot) out[0] = score;
      return score;
    },
  };
}

function compileLikert(item: LikertItem): CompiledItem {
  const { min, max } = item;
  if (!(Number.isInteger(min) && Number.isInteger(max) && min < max))
    invalidItem(item, 'needs integer min < max');
  const index = item.options ? optionIndex(item.options, item) : null;
  if (item.options) {
    for (const option of item.options) {
      if (
        option.value === undefined ||
        !Number.isInteger(option.value) ||
        option.value < min ||
        option.value > max
      ) {
        invalidItem(item, `option ${option.id} needs an integer value in ${min}..${max}`);
      }
    }
  }
  const { indicators, table } = item.options
    ? optionWeightTable(item.options)
    : { indicators: [], table: [] };
  const slots = buildSlots(item, indicators);
  const scoreSlot = item.indicator !== undefined ? 1 : 0;
  const reverse = item.reverse === true;
  return unkeyedItem(item, slots, (answer, out) => {
    let rating: number;
    let chosen = -1;
    if (typeof answer === 'number') {
      rating = answer;
      if (!Number.isInteger(rating) || rating < min || rating > max)
        outOfRange(item, answer, `is not an integer in ${min}..${max}`);
    } else if (typeof answer === 'string' && index) {
      chosen = index.get(answer) ?? outOfRange(item, answer, 'is not one of its options');
      rating = item.options?.[chosen].value as number;
    } else {
      return wrongShape(item, answer, index ? 'a rating or an option id' : 'a rating (number)');
    }
    const score = reverse ? reverseScore(rating, min, max) : rating;
    if (scoreSlot) out[0] = score;
    if (chosen >= 0) {
      const weights = table[chosen];
      for (let j = 0; j < weights.length; j++) out[scoreSlot + j] = weights[j];
    } else {
      for (let j = scoreSlot; j < out.length; j++) out[j] = 0;
    }
    return score;
  });
}

function compileNumeric(item: NumericItem): CompiledItem {
  const min = item.min ?? Number.NEGATIVE_INFINITY;
  const max = item.max ?? Number.POSITIVE_INFINITY;
  if (min > max) invalidItem(item, 'min must not exceed max');
  const key = item.key;
  if (key && !(Number.isFinite(key.value) && (key.tolerance ?? 0) >= 0))
    invalidItem(item, 'key needs a finite value and tolerance ≥ 0');
  const tolerance = key?.tolerance ?? 0;
  const slots = buildSlots(item, []);
  const scoreSlot = item.indicator !== undefined;
  return {
    definition: item,
    slots,
    keyed: key !== undefined,
    maxScore: key ? 1 : 0,
    evaluate(answer, out) {
      if (typeof answer !== 'number' || !Number.isFinite(answer)) wrongShape(item, answer, 'a finite number');
      if (answer < min || answer > max) outOfRange(item, answer, `is outside ${min}..${max}`);
      // tolerance compared with a relative epsilon so 0.1 + 0.2 matches a key of 0.3
      const score = key
        ? Math.abs(answer - key.value) <= tolerance + 1e-9 * Math.max(1, Math.abs(key.value))
          ? 1
          : 0
        : answer;
      if (scoreSlot) out[0] = score;
      return score;
    },
  };
}

function compileRanking(item: RankingItem): CompiledItem {
  const index = optionIndex(item.options, item);
  const n = item.options.length;
  let keyRank: Int32Array | null = null;
  if (item.key) {
    if (item.key.length !== n) invalidItem(item, 'key must rank every option');
    keyRank = new Int32Array(n);
    const seenKey = new Set<number>();
    item.key.forEach((id, position) => {
      const option = index.get(id) ?? invalidItem(item, `key ${id} is not an option`);
      if (seenKey.has(option)) invalidItem(item, `key ranks ${id} twice`);
      seenKey.add(option);
      (keyRank as Int32Array)[option] = position;
    });
  }
  requireScoreFor(item, keyRank !== null);
  const { indicators, table } = optionWeightTable(item.options);
  const slots = buildSlots(item, indicators);
  const scoreSlot = item.indicator !== undefined ? 1 : 0;
  const positions = new Int32Array(n);
  return {
    definition: item,
    slots,
    keyed: keyRank !== null,
    maxScore: keyRank ? (n * (n - 1)) / 2 : 0,
    evaluate(answer, out) {
      if (!Array.isArray(answer)) wrongShape(item, answer, 'an array ranking every option');
      const ranking = answer as readonly unknown[];
      if (ranking.length !== n) outOfRange(item, answer, `must rank all ${n} options`);
      positions.fill(-1);
      ranking.forEach((id, position) => {
        if (typeof id !== 'string') wrongShape(item, answer, 'an array of option ids');
        const option = index.get(id);
        if (option === undefined) outOfRange(item, id, 'is not one of its options');
        if (positions[option] >= 0) outOfRange(item, answer, `ranks ${id} twice`);
        positions[option] = position;
      });
      let score = Number.NaN;
      if (keyRank) {
        score = 0;
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            if (Math.sign(positions[i] - positions[j]) === Math.sign(keyRank[i] - keyRank[j])) score++;
          }
        }
      }
      if (scoreSlot) out[0] = score;
      for (let j = scoreSlot; j < out.length; j++) out[j] = 0;
      for (let option = 0; option < n; option++) {
        const borda = n - 1 - positions[option];
        const weights = table[option];
        for (let j = 0; j < weights.length; j++) out[scoreSlot + j] += weights[j] * borda;
      }
      return score;
    },
  };
}

function compileForcedChoice(item: ForcedChoiceItem): CompiledItem {
  if (!Array.isArray(item.statements) || item.statements.length < 2)
    invalidItem(item, 'needs at least two statements');
  if (item.indicator !== undefined)
    invalidItem(item, 'forced-choice items send points to their statements’ indicators, not to `indicator`');
  const index = new Map<string, number>();
  const indicators: string[] = [];
  const statementSlot = item.statements.map((statement, i) => {
    if (typeof statement?.id !== 'string' || statement.id === '')
      invalidItem(item, `statement ${i} needs an id`);
    if (index.has(statement.id)) invalidItem(item, `duplicate statement ${statement.id}`);
    if (typeof statement.indicator !== 'string')
      invalidItem(item, `statement ${statement.id} needs an indicator`);
    index.set(statement.id, i);
    if (!indicators.includes(statement.indicator)) indicators.push(statement.indicator);
    return indicators.indexOf(statement.indicator);
  });
  const points = item.points ?? { most: 2, middle: 1, least: 0 };
  if (![points.most, points.middle, points.least].every(Number.isFinite))
    invalidItem(item, 'points must be finite');
  const reverseSum = points.most + points.least;
  const slots = buildSlots(item, indicators);
  return unkeyedItem(item, slots, (answer, out) => {
    const { most, least } = parseMostLeast(item, answer, index);
    out.fill(0);
    item.statements.forEach((statement, i) => {
      const earned = i === most ? points.most : i === least ? points.least : points.middle;
      out[statementSlot[i]] += statement.reverse ? reverseSum - earned : earned;
    });
    return Number.NaN;
  });
}

/** An item without a key: it adds to indicators only and never counts towards number correct. */
function unkeyedItem(
  definition: ItemDefinition,
  slots: CompiledItem['slots'],
  evaluate: CompiledItem['evaluate'],
): CompiledItem {
  return { definition, slots, keyed: false, maxScore: 0, evaluate };
}

/**
 * Reads a {most, least} answer into statement indices.
 * @throws ScoringError `INVALID_ANSWER` for the wrong shape, `ANSWER_OUT_OF_RANGE` for unknown or equal statements.
 */
export function parseMostLeast(
  item: { id: string },
  answer: unknown,
  index: ReadonlyMap<string, number>,
): { most: number; least: number } {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    wrongShape(item, answer, '{most, least}');
  const { most, least } = answer as { most?: unknown; least?: unknown };
  if (typeof most !== 'string' || typeof least !== 'string')
    wrongShape(item, answer, '{most, least} statement ids');
  const mostIndex = index.get(most);
  const leastIndex = index.get(least);
  if (mostIndex === undefined) outOfRange(item, most, 'is not one of its statements');
  if (leastIndex === undefined) outOfRange(item, least, 'is not one of its statements');
  if (mostIndex === leastIndex) outOfRange(item, answer, 'names the same statement as most and least');
  return { most: mostIndex, least: leastIndex };
}
