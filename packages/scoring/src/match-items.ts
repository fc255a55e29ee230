/**
 * Scoring of match and gap-match items (types in match-types.ts). An answer's pairs are checked
 * against the item's choices and their use limits, then scored all-or-nothing against the key or
 * summed through the per-pair points, as QTI's match_correct and map_response do.
 */
import { scoredAsOne } from './item-score-slot';
import { invalidItem, outOfRange, wrongShape } from './item-slots';
import type { CompiledScoring, GapMatchItem, MatchItem } from './item-types';
import type { MatchChoice, PairMapping } from './match-types';

export type { GapMatchFields, MatchChoice, MatchFields, MatchGap, PairMapping } from './match-types';

const pairOf = (source: string, target: string) => `${source} ${target}`;

function choiceLimits(item: { id: string }, what: string, choices: MatchChoice[]): Map<string, number> {
  if (!Array.isArray(choices) || choices.length === 0) invalidItem(item, `needs at least one ${what}`);
  const limits = new Map<string, number>();
  for (const c of choices) {
    if (typeof c?.id !== 'string' || c.id === '' || c.id.includes(' '))
      invalidItem(item, `every ${what} needs an id without spaces`);
    if (limits.has(c.id)) invalidItem(item, `duplicate ${what} ${c.id}`);
    limits.set(c.id, c.matchMax ?? 1);
  }
  return limits;
}

/** Counts each choice's uses and refuses an answer that uses one more often than it may. */
function checkUses(item: { id: string }, answer: unknown, used: string[], limits: Map<string, number>) {
  const counts = new Map<string, number>();
  for (const id of used) {
    const n = (counts.get(id) ?? 0) + 1;
    counts.set(id, n);
    const max = limits.get(id) ?? 1;
    if (max > 0 && n > max) outOfRange(item, answer, `uses ${id} more than ${max} time(s)`);
  }
}

/** The mapped sum of some pairs, kept within the mapping's bounds. */
function mappedSum(mapping: PairMapping, points: Map<string, number>, pairs: Iterable<string>): number {
  let sum = 0;
  for (const p of pairs) sum += points.get(p) ?? mapping.defaultPoints ?? 0;
  if (mapping.lowerBound !== undefined) sum = Math.max(mapping.lowerBound, sum);
  if (mapping.upperBound !== undefined) sum = Math.min(mapping.upperBound, sum);
  return sum;
}

/** Best mapped score: the key's pairs when keyed, else every pair worth points (within bounds). */
function mappedMax(mapping: PairMapping, points: Map<string, number>, key: Set<string>): number {
  const best = key.size ? [...key] : [...points.keys()].filter((p) => (points.get(p) ?? 0) > 0);
  return mappedSum(mapping, points, best);
}

export function compileMatch(item: MatchItem): CompiledScoring {
  const sources = choiceLimits(item, 'source', item.sources);
  const targets = choiceLimits(item, 'target', item.targets);
  const known = (s: string, t: string) => sources.has(s) && targets.has(t);
  const key = new Set((item.key ?? []).map((p) => pairOf(p.source, p.target)));
  for (const p of item.key ?? [])
    if (!known(p.source, p.target))
      invalidItem(item, `key pair ${p.source} ${p.target} is not a source and target`);
  const points = new Map<string, number>();
  for (const e of item.mapping?.entries ?? []) {
    if (!known(e.source, e.target) || !Number.isFinite(e.points))
      invalidItem(item, `mapping pair ${e.source} ${e.target} needs a source, a target and finite points`);
    points.set(pairOf(e.source, e.target), e.points);
  }
  const mapping = item.mapping;
  const keyed = key.size > 0 || (mapping?.entries.length ?? 0) > 0;
  if (item.indicator !== undefined && !keyed) invalidItem(item, 'names an indicator but has no key to score');
  const maxScore = !keyed ? 0 : mapping ? mappedMax(mapping, points, key) : 1;
  return scoredAsOne(item, keyed, maxScore, (answer) => {
    if (!Array.isArray(answer)) wrongShape(item, answer, 'a list of "source target" pairs');
    const pairs = new Set<string>();
    for (const raw of answer as unknown[]) {
      const parts = typeof raw === 'string' ? raw.split(' ') : [];
      if (parts.length !== 2) wrongShape(item, answer, 'a list of "source target" pairs');
      if (!known(parts[0], parts[1])) outOfRange(item, raw, 'is not a source and target of the item');
      pairs.add(pairOf(parts[0], parts[1]));
    }
    const list = [...pairs];
    checkUses(
      item,
      answer,
      list.map((p) => p.split(' ')[0]),
      sources,
    );
    checkUses(
      item,
      answer,
      list.map((p) => p.split(' ')[1]),
      targets,
    );
    if (item.maxAssociations && pairs.size > item.maxAssociations)
      outOfRange(item, answer, `holds more than ${item.maxAssociations} pairs`);
    let result = Number.NaN;
    if (keyed && mapping) result = mappedSum(mapping, points, pairs);
    else if (keyed) result = pairs.size === key.size && list.every((p) => key.has(p)) ? 1 : 0;
    return result;
  });
}

export function compileGapMatch(item: GapMatchItem): CompiledScoring {
  const texts = choiceLimits(item, 'gap text', item.gapTexts);
  if (!Array.isArray(item.gaps) || item.gaps.length === 0) invalidItem(item, 'needs at least one gap');
  const gaps = new Map<string, { key?: string; points: number }>();
  for (const gap of item.gaps) {
    if (typeof gap?.id !== 'string' || gap.id === '' || gaps.has(gap.id))
      invalidItem(item, 'every gap needs its own id');
    if (gap.key !== undefined && !texts.has(gap.key))
      invalidItem(item, `gap ${gap.id}: key ${gap.key} is not a gap text`);
    const points = gap.points ?? 1;
    if (!Number.isFinite(points)) invalidItem(item, `gap ${gap.id}: points must be finite`);
    gaps.set(gap.id, { key: gap.key, points });
  }
  const keyedGaps = [...gaps.values()].filter((g) => g.key !== undefined);
  const allOrNothing = item.scoring === 'all-or-nothing';
  const keyed = keyedGaps.length > 0;
  if (item.indicator !== undefined && !keyed) invalidItem(item, 'names an indicator but has no keyed gap');
  const maxScore = !keyed ? 0 : allOrNothing ? 1 : keyedGaps.reduce((s, g) => s + Math.max(0, g.points), 0);
  return scoredAsOne(item, keyed, maxScore, (answer) => {
    if (typeof answer !== 'object' || Array.isArray(answer))
      wrongShape(item, answer, 'an object of gap ids and gap text ids');
    const entries = Object.entries(answer as Record<string, unknown>);
    let score = 0;
    let right = 0;
    for (const [gapId, chosen] of entries) {
      const gap = gaps.get(gapId) ?? outOfRange(item, gapId, 'is not one of its gaps');
      if (typeof chosen !== 'string') wrongShape(item, answer, 'a gap text id for every gap answered');
      if (!texts.has(chosen)) outOfRange(item, chosen, 'is not a gap text of the item');
      if (gap.key !== undefined && chosen === gap.key) {
        score += gap.points;
        right++;
      }
    }
    checkUses(
      item,
      answer,
      entries.map(([, t]) => t as string),
      texts,
    );
    let result = Number.NaN;
    if (keyed) result = allOrNothing ? (right === keyedGaps.length ? 1 : 0) : score;
    return result;
  });
}
