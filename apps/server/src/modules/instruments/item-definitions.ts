import type { Answer, ForcedChoiceItem, ItemDefinition, Responses } from '@asesa/scoring';
import { matchDefinition, matchScoresItself } from './match-items';
import { selectionDefinition } from './selection-items';

/**
 * The one converter from stored instrument content to the engine's item definitions and answers,
 * used by participant scoring and by the blueprint preview. Stored items mirror the engine's
 * `ItemDefinition` (type, key/keys, indicator, options[].weights, options[].value, reverse, the
 * Thurstonian thresholds and statements[].loading/uniqueness of forced-choice blocks);
 * content saved before the item types grew uses type 'single_choice' with a key.
 */

/** A stored item as far as scoring reads it (every type's fields, all optional). */
interface StoredScoringItem {
  id: string;
  type?: string;
  key?: unknown;
  keys?: string[] | null;
  indicator?: string | null;
  weight?: number;
  reverse?: boolean;
  scoring?: string;
  min_choices?: number | null;
  max_choices?: number | null;
  points?: number | null;
  min?: number | null;
  max?: number | null;
  irt?: { model: string; a?: number; b?: number; c?: number; thresholds?: number[] } | null;
  options?: Array<{ id: string; weights?: Record<string, number>; value?: number }>;
  statements?: Array<{
    id: string;
    indicator?: string | null;
    reverse?: boolean;
    loading?: number | null;
    uniqueness?: number | null;
  }>;
  /** Thurstonian pair thresholds of a forced-choice block. */
  thresholds?: number[] | null;
  /** Keyed text items' accepted answers and case rule. */
  accepted?: Array<{ value: string; score?: number | null }>;
  case_sensitive?: boolean;
  /** Gaps of an inline-choice item. */
  gaps?: Array<{
    id: string;
    options: Array<{ id: string }>;
    key?: string | null;
    points?: number | null;
    wrong_points?: number | null;
  }>;
}

/** What a content converter needs: sections with items (the stored content JSON). */
export interface ScoringContent {
  sections: Array<{ items: unknown[] }>;
}

export interface ConvertOptions {
  /**
   * Indicators the blueprint scores. Item indicators and option weights naming others are left
   * out; null keeps none (number correct only).
   */
  indicators: ReadonlySet<string> | null;
  /** Indicator fed by scored items that name none of their own. */
  untaggedIndicator?: string | null;
}

const items = (content: ScoringContent) => content.sections.flatMap((s) => s.items as StoredScoringItem[]);

/** The engine's item definitions for stored content; unscored items (text) are left out. */
export function itemDefinitionsOf(content: ScoringContent, opts: ConvertOptions): ItemDefinition[] {
  const known = (code: string | null | undefined) => (code && opts.indicators?.has(code) ? code : undefined);
  const out: ItemDefinition[] = [];
  for (const item of items(content)) {
    const def = definitionOf(item, known);
    if (!def) continue;
    if (!def.indicator && opts.untaggedIndicator && !item.indicator && scoresItself(def)) {
      const untagged = known(opts.untaggedIndicator);
      if (untagged) def.indicator = untagged;
    }
    out.push(def);
  }
  return out;
}

/** Whether an item has a score of its own (a key, a rating or option values) to send to an indicator. */
function scoresItself(def: ItemDefinition): boolean {
  switch (def.type) {
    case 'likert':
    case 'numeric':
    case 'true-false':
    case 'text':
      return true;
    case 'forced-choice':
      return false;
    case 'inline-choice':
      return def.gaps.some((g) => g.key !== undefined);
    case 'match':
    case 'gap-match':
      return matchScoresItself(def);
    case 'hottext':
    case 'hotspot':
      return Boolean(def.key || def.mapping);
    default:
      return (
        def.key !== undefined || (def.options.length > 0 && def.options.every((o) => o.value !== undefined))
      );
  }
}

function weightsOf(
  weights: Record<string, number> | undefined,
  known: (code: string) => string | undefined,
): Record<string, number> | undefined {
  if (!weights) return undefined;
  const kept = Object.entries(weights).filter(([code]) => known(code));
  return kept.length ? Object.fromEntries(kept) : undefined;
}

function definitionOf(
  item: StoredScoringItem,
  known: (code: string | null | undefined) => string | undefined,
): ItemDefinition | null {
  const options = (item.options ?? []).map((o) => ({
    id: o.id,
    ...(o.value !== undefined ? { value: o.value } : {}),
    ...(weightsOf(o.weights, known) ? { weights: weightsOf(o.weights, known) } : {}),
  }));
  const common = {
    id: item.id,
    ...(known(item.indicator) ? { indicator: known(item.indicator) } : {}),
    ...(item.weight !== undefined ? { weight: item.weight } : {}),
    ...(irtOf(item.irt) ? { irt: irtOf(item.irt) } : {}),
  };
  switch (item.type ?? 'single_choice') {
    case 'single_choice':
    case 'single': {
      const key = Array.isArray(item.key) ? item.key[0] : item.key;
      return { ...common, type: 'single', options, ...(typeof key === 'string' && key ? { key } : {}) };
    }
    case 'multiple':
      return {
        ...common,
        type: 'multiple',
        options,
        ...(item.keys?.length ? { key: item.keys } : {}),
        ...(item.scoring === 'partial' ? { scoring: 'partial' as const } : {}),
        ...(item.min_choices != null ? { minSelections: item.min_choices } : {}),
        ...(item.max_choices != null ? { maxSelections: item.max_choices } : {}),
      };
    case 'true-false':
      return {
        ...common,
        type: 'true-false',
        ...(typeof item.key === 'boolean' ? { key: item.key } : {}),
        ...(item.reverse ? { reverse: true } : {}),
      };
    case 'likert': {
      const values = options.map((o, i) => o.value ?? i + 1);
      const likertOptions = options.map((o, i) => ({ ...o, value: values[i] }));
      return {
        ...common,
        type: 'likert',
        min: Math.min(...values),
        max: Math.max(...values),
        options: likertOptions,
        ...(item.reverse ? { reverse: true } : {}),
      };
    }
    case 'ranking':
      return { ...common, type: 'ranking', options, ...(item.keys?.length ? { key: item.keys } : {}) };
    case 'numeric': {
      const key = item.key as { value: number; tolerance?: number } | null | undefined;
      return {
        ...common,
        type: 'numeric',
        ...(item.min != null ? { min: item.min } : {}),
        ...(item.max != null ? { max: item.max } : {}),
        ...(key ? { key } : {}),
      };
    }
    case 'forced-choice': {
      // Thurstonian parameters go along whenever they are stored; the engine reads them only when
      // the blueprint scores forced choice as Thurstonian IRT (and then names a block lacking them).
      const statements = (item.statements ?? []).map((s) => ({
        id: s.id,
        indicator: known(s.indicator),
        ...(s.reverse ? { reverse: true } : {}),
        ...(s.loading != null ? { loading: s.loading } : {}),
        ...(s.uniqueness != null ? { uniqueness: s.uniqueness } : {}),
      }));
      // A block scores only when every statement measures an indicator of the blueprint.
      if (!statements.length || statements.some((s) => !s.indicator)) return null;
      return {
        ...common,
        type: 'forced-choice',
        statements: statements as ForcedChoiceItem['statements'],
        ...(item.thresholds?.length ? { thresholds: item.thresholds } : {}),
      };
    }
    case 'text':
    case 'inline-choice':
      return answerKeyedDefinition(item, common);
    case 'match':
    case 'gap-match':
      return matchDefinition(item, common);
    case 'hottext':
    case 'hotspot':
      return selectionDefinition(item as unknown as Parameters<typeof selectionDefinition>[0], common);
    default:
      return null;
  }
}

/** Keyed text and inline choice: scored by their accepted answers or their gaps' keys. */
type ItemCommonFields = Pick<ItemDefinition, 'id' | 'indicator' | 'weight' | 'irt'>;

function answerKeyedDefinition(item: StoredScoringItem, common: ItemCommonFields): ItemDefinition | null {
  switch (item.type) {
    case 'text':
      // Keyed text scores like a key; unscored text and rubric text (scored by hand) are left out.
      if (item.scoring !== 'keyed' || !item.accepted?.length) return null;
      return {
        ...common,
        type: 'text',
        accepted: item.accepted.map((a) => ({
          value: a.value,
          ...(a.score != null ? { score: a.score } : {}),
        })),
        ...(item.case_sensitive ? { caseSensitive: true } : {}),
      };
    case 'inline-choice':
      return {
        ...common,
        type: 'inline-choice',
        gaps: (item.gaps ?? []).map((g) => ({
          id: g.id,
          options: g.options.map((o) => ({ id: o.id })),
          ...(g.key ? { key: g.key } : {}),
          ...(g.points != null ? { points: g.points } : {}),
          ...(g.wrong_points != null ? { wrongPoints: g.wrong_points } : {}),
        })),
      };
    default:
      return null;
  }
}

function irtOf(irt: StoredScoringItem['irt']): ItemDefinition['irt'] {
  if (!irt) return undefined;
  // A graded item without thresholds is not calibrated yet (the editor saves the model first).
  if (irt.model === 'GRM')
    return irt.thresholds?.length ? { model: 'GRM', a: irt.a ?? 1, b: irt.thresholds } : undefined;
  if (irt.model === '1PL')
    return { model: '1PL', b: irt.b ?? 0, ...(irt.a !== undefined ? { a: irt.a } : {}) };
  if (irt.model === '3PL') return { model: '3PL', a: irt.a ?? 1, b: irt.b ?? 0, c: irt.c ?? 0 };
  return { model: '2PL', a: irt.a ?? 1, b: irt.b ?? 0 };
}

/** A stored answer (text in the answers table) as the engine's answer for its item. */
export function answerOf(definition: ItemDefinition | undefined, stored: string): Answer {
  if (!definition) return stored;
  switch (definition.type) {
    case 'single':
    case 'text':
      return stored;
    case 'numeric':
      return Number(stored);
    case 'likert':
      // An option id (whose value is the rating), else the rating itself.
      if (definition.options?.some((o) => o.id === stored)) return stored;
      return /^-?\d+(\.\d+)?$/.test(stored) ? Number(stored) : stored;
    case 'true-false':
      return stored.replace(/^"(.*)"$/, '$1'); // 'true' / 'false', also when stored as JSON
    default:
      try {
        return JSON.parse(stored) as Answer;
      } catch {
        return stored;
      }
  }
}

/** Stored answers (item id → text) of the items a blueprint scores. */
export function responsesOf(
  definitions: readonly ItemDefinition[],
  answers: ReadonlyArray<{ item_id: string; value: string }>,
): Responses {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const out: Record<string, Answer> = {};
  for (const a of answers) if (byId.has(a.item_id)) out[a.item_id] = answerOf(byId.get(a.item_id), a.value);
  return out;
}

/** Item ids the content has but the engine does not score (text items, untagged blocks). */
export function unscoredItemIds(
  content: ScoringContent,
  definitions: readonly ItemDefinition[],
): Set<string> {
  const scored = new Set(definitions.map((d) => d.id));
  return new Set(
    items(content)
      .map((i) => i.id)
      .filter((id) => !scored.has(id)),
  );
}
