import { type ParticipantItem, type StoredItem, splitPair } from '@asesa/contracts';
import type { ItemDefinition } from '@asesa/scoring';
import type { MessageParam, ServerMessage } from '../../lib/server-messages';
import { ANSWER_MESSAGES } from './answer-messages';

// Match and gap-match items on the server: their scoring definitions, the answer check on save,
// what the participant sees and the stored form of their choices. A match answer is a list of
// "source target" pairs; a gap-match answer maps gap id → gap text id (as inline choice does).

type Match = Extract<StoredItem, { type: 'match' }>;
type GapMatch = Extract<StoredItem, { type: 'gap-match' }>;
type Say = (message: ServerMessage, params?: Record<string, MessageParam>) => ServerMessage;
type Common = Pick<ItemDefinition, 'id' | 'indicator' | 'weight' | 'irt'>;

const limit = (c: { match_max?: number }) => c.match_max ?? 1;
const choicesOf = (list: { id: string; match_max?: number }[]) =>
  list.map((c) => ({ id: c.id, matchMax: limit(c) }));

/** The engine's definition of a stored match or gap-match item. */
export function matchDefinition(stored: unknown, common: Common): ItemDefinition | null {
  const item = stored as Match | GapMatch;
  if (item.type === 'gap-match')
    return {
      ...common,
      type: 'gap-match',
      gapTexts: choicesOf(item.gap_texts),
      gaps: item.gaps.map((g) => ({
        id: g.id,
        ...(g.key ? { key: g.key } : {}),
        ...(g.points != null ? { points: g.points } : {}),
      })),
      ...(item.scoring ? { scoring: item.scoring } : {}),
    };
  const m = item.mapping;
  return {
    ...common,
    type: 'match',
    sources: choicesOf(item.sources),
    targets: choicesOf(item.targets),
    ...(item.key?.length ? { key: item.key.map(({ source, target }) => ({ source, target })) } : {}),
    ...(m
      ? {
          mapping: {
            entries: m.entries,
            ...(m.default_points !== undefined ? { defaultPoints: m.default_points } : {}),
            ...(m.lower_bound != null ? { lowerBound: m.lower_bound } : {}),
            ...(m.upper_bound != null ? { upperBound: m.upper_bound } : {}),
          },
        }
      : {}),
    ...(item.max_associations ? { maxAssociations: item.max_associations } : {}),
  };
}

/** Whether a match or gap-match definition has a key of its own to score. */
export function matchScoresItself(def: ItemDefinition): boolean {
  if (def.type === 'gap-match') return def.gaps.some((g) => g.key !== undefined);
  if (def.type === 'match') return Boolean(def.key?.length || def.mapping?.entries.length);
  return false;
}

/** Whether a stored match or gap-match item has a key (the publish check's "needs a key"). */
export function matchHasKey(item: Match | GapMatch): boolean {
  if (item.type === 'gap-match') return item.gaps.some((g) => g.key != null);
  return Boolean(item.key?.length || item.mapping?.entries.length);
}

/** The first choice an answer uses more often than it may, with its limit. */
function overused(used: string[], choices: { id: string; match_max?: number }[]) {
  for (const c of choices) {
    const n = used.filter((id) => id === c.id).length;
    if (limit(c) > 0 && n > limit(c)) return { choice: c.id, max: limit(c) };
  }
  return null;
}

/** Why an answer does not fit a match or gap-match item, or null. */
export function matchAnswerProblem(item: Match | GapMatch, value: unknown, say: Say): ServerMessage | null {
  if (item.type === 'gap-match') {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return say(ANSWER_MESSAGES.gapChoices);
    for (const [gapId, chosen] of Object.entries(value as Record<string, string>)) {
      if (!item.gaps.some((g) => g.id === gapId)) return say(ANSWER_MESSAGES.notAGap, { value: gapId });
      if (!item.gap_texts.some((t) => t.id === chosen))
        return say(ANSWER_MESSAGES.notAGapText, { value: String(chosen) });
    }
    const over = overused(Object.values(value as Record<string, string>), item.gap_texts);
    return over ? say(ANSWER_MESSAGES.usedTooOften, over) : null;
  }
  if (!Array.isArray(value)) return say(ANSWER_MESSAGES.matchPairs);
  const pairs: [string, string][] = [];
  for (const raw of value) {
    const pair = typeof raw === 'string' ? splitPair(raw) : null;
    if (!pair) return say(ANSWER_MESSAGES.matchPairs);
    if (!item.sources.some((s) => s.id === pair[0]) || !item.targets.some((t) => t.id === pair[1]))
      return say(ANSWER_MESSAGES.notAMatchPair, { value: raw });
    pairs.push(pair);
  }
  if (new Set(value).size !== value.length) return say(ANSWER_MESSAGES.optionTwice);
  const max = item.max_associations ?? 0;
  if (max > 0 && pairs.length > max) return say(ANSWER_MESSAGES.tooManyPairs, { max });
  const over =
    overused(
      pairs.map((p) => p[0]),
      item.sources,
    ) ??
    overused(
      pairs.map((p) => p[1]),
      item.targets,
    );
  return over ? say(ANSWER_MESSAGES.usedTooOften, over) : null;
}

const shown = (list: { id: string; text: string; match_max?: number }[]) =>
  list.map((c) => ({ id: c.id, text: c.text, match_max: limit(c) }));

/** What a participant sees of a match or gap-match item: its choices, no key. */
export function matchParticipantItem(
  item: Match | GapMatch,
  base: Omit<ParticipantItem, 'options'>,
): ParticipantItem {
  if (item.type === 'gap-match')
    return {
      ...base,
      options: [],
      // Every gap offers the whole pool (the runner's dropdowns are inline choice's).
      gaps: item.gaps.map((g) => ({
        id: g.id,
        options: item.gap_texts.map(({ id, text }) => ({ id, text })),
      })),
      gap_texts: shown(item.gap_texts),
    };
  return {
    ...base,
    options: [],
    sources: shown(item.sources),
    targets: shown(item.targets),
    max_associations: item.max_associations ?? 0,
  };
}

/** A match item's sources and targets stored as sanitised rich text (gap texts are plain). */
export function normaliseMatchChoices(
  item: StoredItem,
  at: string,
  rich: (html: string, field: string) => string,
): StoredItem {
  if (item.type !== 'match') return item;
  const clean = (side: 'sources' | 'targets') =>
    item[side].map((c, i) => ({ ...c, text: rich(c.text, `${at}.${side}.${i}.text`) }));
  return { ...item, sources: clean('sources'), targets: clean('targets') };
}
