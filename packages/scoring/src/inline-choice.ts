/**
 * Inline choice: a stem with gaps, each answered by choosing one of the gap's own options (a
 * dropdown in the text). A keyed gap answered with its key earns its points (default 1), with
 * another option its wrong points (default 0, negative to penalise guessing), unanswered nothing:
 * QTI's per-response mapping summed. The item's maximum is the sum of its keyed gaps' points.
 */
import { buildSlots, invalidItem, outOfRange, wrongShape } from './item-slots';
import type { CompiledScoring, InlineChoiceItem } from './item-types';

export type { InlineChoiceGap, InlineChoiceItem } from './item-types';

interface CompiledGap {
  options: Set<string>;
  key?: string;
  points: number;
  wrongPoints: number;
}

function checkGaps(item: InlineChoiceItem): Map<string, CompiledGap> {
  if (!Array.isArray(item.gaps) || item.gaps.length === 0) invalidItem(item, 'needs at least one gap');
  const gaps = new Map<string, CompiledGap>();
  for (const gap of item.gaps) {
    if (typeof gap?.id !== 'string' || gap.id === '') invalidItem(item, 'every gap needs an id');
    if (gaps.has(gap.id)) invalidItem(item, `duplicate gap ${gap.id}`);
    const options = new Set((gap.options ?? []).map((o) => o.id));
    if (options.size < 2 || options.size !== gap.options.length)
      invalidItem(item, `gap ${gap.id} needs at least two options with distinct ids`);
    if (gap.key !== undefined && !options.has(gap.key))
      invalidItem(item, `gap ${gap.id}: key ${gap.key} is not one of its options`);
    const points = gap.points ?? 1;
    const wrongPoints = gap.wrongPoints ?? 0;
    if (!Number.isFinite(points) || !Number.isFinite(wrongPoints))
      invalidItem(item, `gap ${gap.id}: points must be finite`);
    gaps.set(gap.id, { options, key: gap.key, points, wrongPoints });
  }
  return gaps;
}

export function compileInlineChoice(item: InlineChoiceItem): CompiledScoring {
  const gaps = checkGaps(item);
  const keyedGaps = [...gaps.values()].filter((g) => g.key !== undefined);
  const keyed = keyedGaps.length > 0;
  if (item.indicator !== undefined && !keyed)
    invalidItem(item, 'names an indicator but has no keyed gap to score');
  const slots = buildSlots(item, []);
  const scoreSlot = item.indicator !== undefined;
  return {
    slots,
    keyed,
    maxScore: keyedGaps.reduce((sum, g) => sum + Math.max(0, g.points, g.wrongPoints), 0),
    evaluate(answer, out) {
      if (typeof answer !== 'object' || Array.isArray(answer))
        wrongShape(item, answer, 'an object of gap ids and option ids');
      let score = 0;
      for (const [gapId, chosen] of Object.entries(answer as Record<string, unknown>)) {
        const gap = gaps.get(gapId) ?? outOfRange(item, gapId, 'is not one of its gaps');
        if (typeof chosen !== 'string') wrongShape(item, answer, 'an option id for every gap answered');
        if (!gap.options.has(chosen)) outOfRange(item, chosen, `is not an option of gap ${gapId}`);
        if (gap.key !== undefined) score += chosen === gap.key ? gap.points : gap.wrongPoints;
      }
      const result = keyed ? score : Number.NaN;
      if (scoreSlot) out[0] = result;
      return result;
    },
  };
}
