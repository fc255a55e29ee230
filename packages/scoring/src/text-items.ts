import { buildSlots, invalidItem, type SlotOwner, wrongShape } from './item-slots';

/** An accepted answer of a keyed text item; `score` defaults to 1 (QTI's mapping of a string). */
export interface AcceptedText {
  value: string;
  score?: number;
}

/**
 * A keyed text item's scoring: the answer, trimmed (and compared without case unless
 * `caseSensitive`), scores the highest score among the accepted answers it equals, else 0; the
 * maximum is the best accepted score.
 */
export function compileTextKey(item: SlotOwner & { accepted: AcceptedText[]; caseSensitive?: boolean }) {
  if (!Array.isArray(item.accepted) || item.accepted.length === 0)
    invalidItem(item, 'needs accepted answers');
  const fold = (s: string) => (item.caseSensitive ? s.trim() : s.trim().toLocaleLowerCase());
  const scores = new Map<string, number>();
  for (const a of item.accepted) {
    if (typeof a?.value !== 'string' || a.value.trim() === '')
      invalidItem(item, 'an accepted answer is empty');
    const score = a.score ?? 1;
    if (!Number.isFinite(score)) invalidItem(item, `accepted answer ${a.value}: score must be finite`);
    // Two accepted answers that read the same after folding: the better score counts.
    const key = fold(a.value);
    scores.set(key, Math.max(scores.get(key) ?? Number.NEGATIVE_INFINITY, score));
  }
  const scoreSlot = item.indicator !== undefined;
  return {
    slots: buildSlots(item, []),
    maxScore: Math.max(...scores.values()),
    evaluate(answer: unknown, out: Float64Array): number {
      if (typeof answer !== 'string') wrongShape(item, answer, 'a text');
      const score = scores.get(fold(answer as string)) ?? 0;
      if (scoreSlot) out[0] = score;
      return score;
    },
  };
}
