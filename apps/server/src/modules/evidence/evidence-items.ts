import { compileItem, type EvidenceItem, type ItemDefinition } from '@asesa/scoring';
import { answerOf, itemDefinitionsOf, type ScoringContent } from '../instruments/item-definitions';

/**
 * Which items of stored content an evidence analysis scores, and how one of them turns a stored
 * answer into a score (and a choice, for choice items).
 */

type CompiledItem = ReturnType<typeof compileItem>;

/** How one analysed item turns a stored answer into a score (and a choice, for choice items). */
interface ItemScorer {
  item: EvidenceItem;
  definition: ItemDefinition;
  compiled: CompiledItem;
  /** Where the compiled item writes its indicator values (unused here, but it needs the room). */
  slots: Float64Array;
  /** Rating items: the item's possible scores in order; the category is the index among them. */
  categories?: number[];
}

export interface EvidenceInput {
  items: EvidenceItem[];
  scorers: ItemScorer[];
}

/** Stored items as far as the analysis reads them. */
type ContentItem = { id: string; indicator?: string | null };

/**
 * The items an analysis scores: keyed items (single choice and true/false with a key, multiple
 * response scored all-or-nothing, numeric with a key) right or wrong; Likert ratings by category
 * after reverse keying. Everything else (text, ranking, forced choice, unkeyed choices) is left
 * out: it has no one score on a right/wrong or ordered scale.
 */
export function evidenceItemsOf(content: ScoringContent): EvidenceInput {
  const stored = content.sections.flatMap((s) => s.items as ContentItem[]);
  const indicators = new Set(stored.flatMap((i) => (i.indicator ? [i.indicator] : [])));
  const dimensionOf = new Map(stored.map((i) => [i.id, i.indicator || null]));
  const scorers: ItemScorer[] = [];
  for (const definition of itemDefinitionsOf(content, { indicators })) {
    let compiled: CompiledItem;
    try {
      compiled = compileItem(definition);
    } catch {
      continue; // an item the engine cannot score (say, a key that is not an option) adds nothing
    }
    const base = { id: definition.id, dimension: dimensionOf.get(definition.id) ?? null };
    const slots = new Float64Array(compiled.slots.length);
    switch (definition.type) {
      case 'single':
        if (!compiled.keyed) break;
        scorers.push({
          item: {
            ...base,
            scoring: 'keyed',
            key: definition.key,
            options: definition.options.map((o) => o.id),
          },
          definition,
          compiled,
          slots,
        });
        break;
      case 'true-false':
        if (!compiled.keyed) break;
        scorers.push({
          item: { ...base, scoring: 'keyed', key: String(definition.key), options: ['true', 'false'] },
          definition,
          compiled,
          slots,
        });
        break;
      case 'multiple':
        if (compiled.keyed && definition.scoring !== 'partial')
          scorers.push({ item: { ...base, scoring: 'keyed' }, definition, compiled, slots });
        break;
      case 'numeric':
        if (compiled.keyed)
          scorers.push({ item: { ...base, scoring: 'keyed' }, definition, compiled, slots });
        break;
      case 'likert': {
        const { min, max } = definition;
        const values = definition.options?.length
          ? definition.options.map((o) => o.value as number)
          : Array.from({ length: max - min + 1 }, (_, i) => min + i);
        const scores = values.map((v) => (definition.reverse ? min + max - v : v));
        const categories = [...new Set(scores)].sort((x, y) => x - y);
        if (categories.length < 2) break;
        scorers.push({ item: { ...base, scoring: 'rating' }, definition, compiled, slots, categories });
        break;
      }
      default:
        break;
    }
  }
  return { items: scorers.map((s) => s.item), scorers };
}

/** A stored answer's score on the analysed scale (and its choice); null when omitted or no longer taken. */
export function scoreOf(scorer: ItemScorer, stored: string): { score: number | null; choice: string | null } {
  const answer = answerOf(scorer.definition, stored);
  if (answer === null || answer === undefined || answer === '') return { score: null, choice: null };
  let raw: number;
  try {
    raw = scorer.compiled.evaluate(answer, scorer.slots);
  } catch {
    return { score: null, choice: null }; // an answer the item no longer takes counts as omitted
  }
  if (Number.isNaN(raw)) return { score: null, choice: null };
  if (scorer.categories) {
    const category = scorer.categories.indexOf(raw);
    return { score: category < 0 ? null : category, choice: null };
  }
  const choice = scorer.item.options && typeof answer === 'string' ? answer : null;
  return { score: raw >= scorer.compiled.maxScore ? 1 : 0, choice };
}

/** "Q1", "Q2"… by item id, in the order the version presents its items (as the manual numbers them). */
export function itemLabelsOf(content: ScoringContent): Record<string, string> {
  const ids = content.sections.flatMap((s) => (s.items as ContentItem[]).map((i) => i.id));
  return Object.fromEntries(ids.map((id, i) => [id, `Q${i + 1}`]));
}
