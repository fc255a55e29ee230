/**
 * What every item type shares: the answer shape, the common fields, the compiled form with its
 * slots, and the errors a definition or an answer raises (one place for items.ts and the gap types).
 */
import { ScoringError } from './errors';
import type { IrtItemParams } from './irt/models';

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

/** A destination of item values: one indicator, with the item's weight and median. */
export interface ItemSlot {
  indicator: string;
  weight: number;
  /** Median for the item-median policy, if known. */
  median: number | undefined;
}

/** An item prepared for repeated scoring (items.ts adds the definition it came from). */
export interface CompiledScoring {
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

export function invalidItem(item: { id: string }, why: string): never {
  throw new ScoringError('INVALID_BLUEPRINT', `item ${item.id}: ${why}`, { item: item.id });
}

export function outOfRange(item: { id: string }, answer: unknown, why: string): never {
  throw new ScoringError('ANSWER_OUT_OF_RANGE', `item ${item.id}: answer ${JSON.stringify(answer)} ${why}`, {
    item: item.id,
  });
}

export function wrongShape(item: { id: string }, answer: unknown, expected: string): never {
  throw new ScoringError(
    'INVALID_ANSWER',
    `item ${item.id}: expected ${expected}, got ${JSON.stringify(answer)}`,
    {
      item: item.id,
    },
  );
}

/** Builds the slot list: the score slot (item.indicator) first, then option-weight indicators in first-seen order. */
export function buildSlots(item: ItemCommon, weightIndicators: string[]): ItemSlot[] {
  const weight = item.weight ?? 1;
  if (!Number.isFinite(weight)) invalidItem(item, 'weight must be a finite number');
  const medianFor = (indicator: string, isScoreSlot: boolean): number | undefined => {
    const m = item.median;
    if (m === undefined) return undefined;
    if (typeof m === 'number') return isScoreSlot || weightIndicators.length === 1 ? m : undefined;
    return m[indicator];
  };
  const slots: ItemSlot[] = [];
  if (item.indicator !== undefined)
    slots.push({ indicator: item.indicator, weight, median: medianFor(item.indicator, true) });
  for (const indicator of weightIndicators)
    slots.push({ indicator, weight, median: medianFor(indicator, false) });
  return slots;
}
