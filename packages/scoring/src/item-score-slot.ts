/**
 * Items scored as one number (match, gap-match, hottext, hotspot): their only slot is the item's
 * own indicator, which receives the score when the item names one.
 */
import { buildSlots, type SlotOwner } from './item-slots';
import type { CompiledScoring } from './item-types';

/**
 * The compiled scoring of such an item: `score` checks an answer and returns the item score
 * (NaN when the item is not keyed); the score goes to the slot when the item names an indicator.
 */
export function scoredAsOne(
  item: SlotOwner,
  keyed: boolean,
  maxScore: number,
  score: (answer: unknown) => number,
): CompiledScoring {
  const scoreSlot = item.indicator !== undefined;
  return {
    slots: buildSlots(item, []),
    keyed,
    maxScore,
    evaluate(answer, out) {
      const result = score(answer);
      if (scoreSlot) out[0] = result;
      return result;
    },
  };
}
