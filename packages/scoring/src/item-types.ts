import type { IrtItemParams } from './irt/models';
import type { ItemSlot } from './item-slots';
import type { GapMatchFields, MatchFields } from './match-types';
import type { AcceptedText } from './text-items';

/** An answer as the server receives it. Null/undefined = not answered. */
export type Answer =
  | string
  | boolean
  | number
  | readonly string[]
  | { readonly most: string; readonly least: string }
  /** An item with gaps: gap id → the option chosen for it (gaps left empty are absent). */
  | { readonly [gap: string]: string }
  | null
  | undefined;

/** An option of a choice, Likert or ranking item. */
export interface ChoiceOption {
  id: string;
  label?: string;
  /** Points this option sends to each indicator (option weights per indicator). */
  weights?: Record<string, number>;
  /** Item score of the option when the item has no key (e.g. a Likert option's scale value). */
  value?: number;
}

/** Fields every item has. */
export interface ItemCommon {
  id: string;
  label?: string;
  /** Indicator receiving the item score (keyed points, Likert value, numeric value, ranking agreement). */
  indicator?: string;
  /** Multiplies every value this item sends to indicators (default 1). */
  weight?: number;
  /**
   * Median item score in the reference population, used by the 'item-median' missing policy; a
   * number for the item's score slot or a map indicator → median for option-weighted items.
   */
  median?: number | Record<string, number>;
  /** IRT parameters, used for the ability summary (θ) and adaptive testing. */
  irt?: IrtItemParams;
  /** Content area (for reporting and content balancing). */
  content?: string;
}

/** Single choice; keyed (score 1/0) when `key` is set. */
export interface SingleChoiceItem extends ItemCommon {
  type: 'single';
  options: ChoiceOption[];
  key?: string;
}

/** Multiple response; keyed when `key` is set. */
export interface MultipleChoiceItem extends ItemCommon {
  type: 'multiple';
  options: ChoiceOption[];
  key?: string[];
  /**
   * 'all-or-nothing' (default): 1 when exactly the keyed options are chosen, else 0.
   * 'partial': max(0, hits − wrong choices), maximum = number of keyed options.
   */
  scoring?: 'all-or-nothing' | 'partial';
  minSelections?: number;
  maxSelections?: number;
}

/** True/false; answer true/false or 'true'/'false'. Keyed when `key` is set, else scores 1 for true. */
export interface TrueFalseItem extends ItemCommon {
  type: 'true-false';
  key?: boolean;
  /** For unkeyed statements: score 1 for false instead of true. */
  reverse?: boolean;
}

/** Likert rating: integer answer in [min, max] (or an option id whose `value` is the rating). */
export interface LikertItem extends ItemCommon {
  type: 'likert';
  min: number;
  max: number;
  /** Reverse-keyed: score = min + max − answer. */
  reverse?: boolean;
  options?: ChoiceOption[];
}

/** Numeric answer; keyed (1/0) when `key` is set, else the number is the score. */
export interface NumericItem extends ItemCommon {
  type: 'numeric';
  min?: number;
  max?: number;
  key?: { value: number; tolerance?: number };
}

/**
 * Ranking: the answer orders all options (first = rank 1). With `key` (the correct order) the score
 * is the number of option pairs ordered as in the key (Kendall concordant pairs), max n(n − 1)/2.
 * Option weights are multiplied by Borda points n − 1 − position.
 */
export interface RankingItem extends ItemCommon {
  type: 'ranking';
  options: ChoiceOption[];
  key?: string[];
}

/** A statement in a forced-choice block. */
export interface ForcedChoiceStatement {
  id: string;
  label?: string;
  /** Indicator (trait) the statement measures. */
  indicator: string;
  /** Negatively keyed statement (ipsative points reversed). */
  reverse?: boolean;
  /** Thurstonian IRT loading λ (negative for negatively keyed statements). */
  loading?: number;
  /** Thurstonian IRT uniqueness ψ² (> 0). */
  uniqueness?: number;
}

/**
 * Forced-choice block: the answer names the statement most and least like the person.
 * Ipsative points: most = 2, least = 0, others 1 (configurable); Thurstonian scoring uses
 * loadings, uniquenesses and pair thresholds (see thurstonian.ts).
 */
export interface ForcedChoiceItem extends ItemCommon {
  type: 'forced-choice';
  statements: ForcedChoiceStatement[];
  /** Thurstonian thresholds γ of the pairs (0,1), (0,2), …, (0,n−1), (1,2), … in statement order. */
  thresholds?: number[];
  points?: { most: number; middle: number; least: number };
}

/** Any item. */
/**
 * Keyed text: the answer, trimmed (and without case unless `caseSensitive`), scores the best of the
 * accepted answers it equals (text-items.ts).
 */
export interface TextItem extends ItemCommon {
  type: 'text';
  accepted: AcceptedText[];
  caseSensitive?: boolean;
}

/**
 * One gap of the stem with its options; keyed when `key` names one of them. The key earns `points`
 * (default 1), any other option `wrongPoints` (default 0, negative to penalise guessing), no answer 0.
 */
export interface InlineChoiceGap {
  id: string;
  options: { id: string; label?: string }[];
  key?: string;
  points?: number;
  wrongPoints?: number;
}

export interface InlineChoiceItem extends ItemCommon {
  type: 'inline-choice';
  gaps: InlineChoiceGap[];
}

export type MatchItem = ItemCommon & MatchFields;
export type GapMatchItem = ItemCommon & GapMatchFields;
/** Points of a selection item's choices (QTI mapResponse), the sum kept within the bounds. */
export interface SelectionMapping {
  points: Record<string, number>;
  /** Points of a selected choice the mapping does not list (default 0). */
  defaultValue?: number;
  lower?: number;
  upper?: number;
}

/** Hottext spans or hotspot areas the candidate selects (selection-items.ts). */
export interface SelectionItem extends ItemCommon {
  type: 'hottext' | 'hotspot';
  choices: { id: string; label?: string }[];
  /** All-or-nothing key: exactly these choices selected scores 1. */
  key?: string[];
  /** Points per choice instead of the all-or-nothing key. */
  mapping?: SelectionMapping;
  maxChoices?: number;
}

export type ItemDefinition =
  | SingleChoiceItem
  | MultipleChoiceItem
  | TrueFalseItem
  | LikertItem
  | NumericItem
  | RankingItem
  | ForcedChoiceItem
  | TextItem
  | InlineChoiceItem
  | MatchItem
  | GapMatchItem
  | SelectionItem;
/** A destination of item values: one indicator, with the item's weight and median. */
export type { ItemSlot } from './item-slots';

/** An item prepared for repeated scoring. */
/** An item prepared for repeated scoring, before items.ts adds the definition it came from. */
export type CompiledScoring = Omit<CompiledItem, 'definition'>;

export interface CompiledItem {
  readonly definition: ItemDefinition;
  readonly slots: readonly ItemSlot[];
  /** Whether the item has a key (counts towards number correct). */
  readonly keyed: boolean;
  /** Maximum item score of a keyed item (0 when not keyed). */
  readonly maxScore: number;
  /**
   * Validates an answer (not null) and writes the value of each slot into `values`.
   * Returns the item score, or NaN when the item has no single score (purely option-weighted).
   * @throws ScoringError `INVALID_ANSWER` / `ANSWER_OUT_OF_RANGE`.
   */
  evaluate(answer: NonNullable<Answer>, values: Float64Array): number;
}

/** The outcome of scoring one item. */
export interface ItemScore {
  item: string;
  answered: boolean;
  /** Item score (keyed points, keyed rating, numeric value, ranking agreement); null if none. */
  score: number | null;
  /** Maximum score of a keyed item, else null. */
  maxScore: number | null;
  /** Keyed items: whether the maximum was earned. Null for unkeyed or unanswered items. */
  correct: boolean | null;
  /** Values sent to indicators, already multiplied by the item weight. */
  contributions: Record<string, number>;
}
