/**
 * Selection items: the candidate selects one or more of the item's choices — spans of a text
 * (hottext) or areas of an image (hotspot). Keyed all-or-nothing (1 when exactly the keyed choices
 * are selected) or by a mapping (QTI's mapResponse: the points of each selected choice summed and
 * kept within the mapping's bounds).
 */
import { scoredAsOne } from './item-score-slot';
import { invalidItem, outOfRange, wrongShape } from './item-slots';
import type { CompiledScoring, SelectionItem, SelectionMapping } from './item-types';

export type { SelectionItem, SelectionMapping } from './item-types';

/** A mapped sum kept within the mapping's bounds (either may be absent). */
const withinBounds = (sum: number, { lower, upper }: SelectionMapping) =>
  Math.min(upper ?? Number.POSITIVE_INFINITY, Math.max(lower ?? Number.NEGATIVE_INFINITY, sum));

function maximumOf(item: SelectionItem, choices: Set<string>): number {
  const { key, mapping } = item;
  if (mapping) {
    for (const id of Object.keys(mapping.points))
      if (!choices.has(id)) invalidItem(item, `mapping names ${id}, not one of its choices`);
    const best = Object.values(mapping.points)
      .filter((p) => p > 0)
      .sort((a, b) => b - a)
      .slice(0, item.maxChoices ?? choices.size)
      .reduce((a, b) => a + b, 0);
    return withinBounds(best, mapping);
  }
  if (!key?.length) return 0;
  for (const id of key) if (!choices.has(id)) invalidItem(item, `key ${id} is not one of its choices`);
  return 1;
}

export function compileSelection(item: SelectionItem): CompiledScoring {
  const choices = new Set((item.choices ?? []).map((c) => c.id));
  if (choices.size < 1 || choices.size !== item.choices.length)
    invalidItem(item, 'needs at least one choice, each with its own id');
  const keyed = Boolean(item.mapping || item.key?.length);
  if (item.indicator !== undefined && !keyed) invalidItem(item, 'names an indicator but has no key to score');
  const maxScore = maximumOf(item, choices);
  const key = new Set(item.key ?? []);
  return scoredAsOne(item, keyed, maxScore, (answer) => {
    const selected = typeof answer === 'string' ? [answer] : answer;
    if (!Array.isArray(selected) || selected.some((s) => typeof s !== 'string'))
      wrongShape(item, answer, 'a list of choice ids');
    const chosen = new Set(selected as string[]);
    for (const id of chosen) if (!choices.has(id)) outOfRange(item, id, 'is not one of its choices');
    if (item.maxChoices && chosen.size > item.maxChoices)
      outOfRange(item, answer, `selects more than ${item.maxChoices}`);
    let score = Number.NaN;
    if (item.mapping) {
      const { points } = item.mapping;
      const sum = [...chosen].reduce(
        (total, id) => total + (points[id] ?? item.mapping?.defaultValue ?? 0),
        0,
      );
      score = withinBounds(sum, item.mapping);
    } else if (keyed) score = chosen.size === key.size && [...key].every((k) => chosen.has(k)) ? 1 : 0;
    return score;
  });
}
