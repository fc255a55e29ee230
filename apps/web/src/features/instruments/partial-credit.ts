import type { InstrumentItem } from '@asesa/contracts';

// Partial credit of match and gap-match items as the editors change it. A match item scores
// all-or-nothing against its key unless it has a mapping (points per pair, as QTI's mapResponse);
// a gap-match item scores per gap (each right gap earns its points, 1 unless set) unless its
// scoring is all-or-nothing. An inline-choice item gives each keyed gap 1 point unless its gaps
// carry points of their own (the key's points and a wrong choice's, as QTI's mapping per response).

type MatchItem = Extract<InstrumentItem, { type: 'match' }>;
type GapMatchItem = Extract<InstrumentItem, { type: 'gap-match' }>;
type InlineChoiceItem = Extract<InstrumentItem, { type: 'inline-choice' }>;
type InlineGap = InlineChoiceItem['gaps'][number];
type Pair = { source: string; target: string };
type PairEntry = Pair & { points: number };

/** A key pair earns this many points when points per pair are turned on. */
export const DEFAULT_PAIR_POINTS = 1;
/** A gap without points of its own earns this (the scoring engine's default). */
export const DEFAULT_GAP_POINTS = 1;
/** A wrong choice in an inline-choice gap without points of its own earns this (the engine's default). */
export const DEFAULT_WRONG_POINTS = 0;

const samePair = (a: Pair, b: Pair) => a.source === b.source && a.target === b.target;

/** Whether the match item gives points per pair (else it is all-or-nothing). */
export const usesPairPoints = (item: MatchItem) => Boolean(item.mapping);

/**
 * Points per pair on (every key pair worth DEFAULT_PAIR_POINTS, or what it was worth before) or off
 * (all-or-nothing against the key).
 */
export function setPairScoring(item: MatchItem, perPair: boolean): MatchItem {
  if (!perPair) return { ...item, mapping: null };
  if (item.mapping) return item;
  const entries = (item.key ?? []).map((p) => ({ ...p, points: DEFAULT_PAIR_POINTS }));
  return { ...item, mapping: { entries, default_points: 0 } };
}

/** The pairs that earn points: the key's, then the other pairs the mapping scores (e.g. from QTI). */
export function scoredPairs(item: MatchItem): PairEntry[] {
  const mapping = item.mapping;
  if (!mapping) return [];
  const fallback = mapping.default_points ?? 0;
  const keyed = (item.key ?? []).map(
    (p) => mapping.entries.find((e) => samePair(e, p)) ?? { ...p, points: fallback },
  );
  const others = mapping.entries.filter((e) => !keyed.some((k) => samePair(k, e)));
  return [...keyed, ...others];
}

/** One pair's points (a pair not listed yet is added to the mapping). */
export function setPairPoints(item: MatchItem, pair: Pair, points: number): MatchItem {
  if (!item.mapping) return item;
  const rest = item.mapping.entries.filter((e) => !samePair(e, pair));
  return { ...item, mapping: { ...item.mapping, entries: [...rest, { ...pair, points }] } };
}

/**
 * The key of one source replaced by `targets`. With points per pair, a new key pair is worth
 * DEFAULT_PAIR_POINTS and a pair taken out of the key stops earning points.
 */
export function setSourceKey(item: MatchItem, source: string, targets: string[]): MatchItem {
  const key = item.key ?? [];
  const nextKey = [
    ...key.filter((p) => p.source !== source),
    ...targets.map((target) => ({ source, target })),
  ];
  if (!item.mapping) return { ...item, key: nextKey };
  const dropped = key.filter((p) => p.source === source && !targets.includes(p.target));
  const entries = item.mapping.entries.filter((e) => !dropped.some((d) => samePair(d, e)));
  const added = targets
    .filter((target) => !entries.some((e) => samePair(e, { source, target })))
    .map((target) => ({ source, target, points: DEFAULT_PAIR_POINTS }));
  return { ...item, key: nextKey, mapping: { ...item.mapping, entries: [...entries, ...added] } };
}

/** A removed source or target leaves neither the key nor the mapping. */
export function withoutChoice(item: MatchItem, side: 'sources' | 'targets', id: string): MatchItem {
  const keeps = (p: Pair) => (side === 'sources' ? p.source : p.target) !== id;
  return {
    ...item,
    [side]: item[side].filter((c) => c.id !== id),
    key: (item.key ?? []).filter(keeps),
    mapping: item.mapping ? { ...item.mapping, entries: item.mapping.entries.filter(keeps) } : item.mapping,
  };
}

/** Whether the gap-match item scores per gap (its default). */
export const usesGapPoints = (item: GapMatchItem) => (item.scoring ?? 'per-gap') === 'per-gap';

/** What a gap earns when right. */
export const gapPoints = (gap: { points?: number | null }) => gap.points ?? DEFAULT_GAP_POINTS;

/** One gap's points. */
export function setGapPoints(item: GapMatchItem, gapId: string, points: number): GapMatchItem {
  return { ...item, gaps: item.gaps.map((g) => (g.id === gapId ? { ...g, points } : g)) };
}

/** Whether an inline-choice item's gaps carry points of their own. */
export const usesInlinePoints = (item: InlineChoiceItem) =>
  item.gaps.some((g) => g.points != null || g.wrong_points != null);

/** What a wrong choice in an inline-choice gap earns. */
export const wrongPoints = (gap: InlineGap) => gap.wrong_points ?? DEFAULT_WRONG_POINTS;

/**
 * Points per gap on (each gap worth what it was, or DEFAULT_GAP_POINTS, written out so the choice
 * stays) or off (each keyed gap worth 1 again, no points for a wrong choice).
 */
export function setInlinePoints(item: InlineChoiceItem, on: boolean): InlineChoiceItem {
  const gaps = item.gaps.map(({ points, wrong_points, ...gap }) =>
    on
      ? { ...gap, points: points ?? DEFAULT_GAP_POINTS, ...(wrong_points != null ? { wrong_points } : {}) }
      : gap,
  );
  return { ...item, gaps };
}

/** One inline-choice gap's points for its key or for a wrong choice. */
export function setInlineGapPoints(
  item: InlineChoiceItem,
  gapId: string,
  change: { points: number } | { wrong_points: number },
): InlineChoiceItem {
  return { ...item, gaps: item.gaps.map((g) => (g.id === gapId ? { ...g, ...change } : g)) };
}
