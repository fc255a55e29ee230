import { ScoringError } from './errors';

// Where an item's values go (its slots) and the errors every item type raises: shared by the item
// types of items.ts and those in files of their own.

/** A destination of item values: one indicator, with the item's weight and median. */
export interface ItemSlot {
  indicator: string;
  weight: number;
  /** Median for the item-median policy, if known. */
  median: number | undefined;
}

/** What slots are built from: the item's id, indicator, weight and median. */
export interface SlotOwner {
  id: string;
  indicator?: string;
  weight?: number;
  median?: number | Record<string, number>;
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
export function buildSlots(item: SlotOwner, weightIndicators: string[]): ItemSlot[] {
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
