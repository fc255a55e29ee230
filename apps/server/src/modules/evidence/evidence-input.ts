import { AGE_BANDS, type EvidenceMakeUp, MIN_REPORTED_GROUP } from '@asesa/contracts';
import { compileItem, type EvidenceItem, type EvidencePerson, type ItemDefinition } from '@asesa/scoring';
import { answerOf, itemDefinitionsOf, type ScoringContent } from '../scoring-runs/item-definitions';

/**
 * From stored content and answers to the engine's evidence input: which items an analysis scores
 * and how, each person's scores, choices and seconds, the grouping values for DIF, and the sample's
 * make-up. Nothing here keeps who a person is: a person is their answers and three group values.
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

/** An item shown longer than this was left open (a pause, a closed laptop): its time is unknown. */
const MAX_ITEM_SECONDS = 30 * 60;

export interface StoredAnswer {
  item_id: string;
  value: string;
  answered_at: string;
}

/**
 * One person's row of the analysis. Seconds on an item: from when it was first shown (items with
 * a time limit of their own record that) to its answer; otherwise from the answer before it (or
 * the start) to its answer, which is the time spent on it when items are answered in turn.
 */
export function personOf(
  input: EvidenceInput,
  answers: readonly StoredAnswer[],
  shownAt: ReadonlyMap<string, string>,
  startedAt: string | null,
  groups: Record<string, string | null>,
): EvidencePerson {
  const byItem = new Map(answers.map((a) => [a.item_id, a]));
  const previous = new Map<string, number>();
  let last = startedAt ? Date.parse(startedAt) : Number.NaN;
  for (const a of [...answers].sort((x, y) => (x.answered_at < y.answered_at ? -1 : 1))) {
    previous.set(a.item_id, last);
    last = Date.parse(a.answered_at);
  }
  const scores: Array<number | null> = [];
  const choices: Array<string | null> = [];
  const seconds: Array<number | null> = [];
  for (const scorer of input.scorers) {
    const answer = byItem.get(scorer.item.id);
    const { score, choice } = answer ? scoreOf(scorer, answer.value) : { score: null, choice: null };
    scores.push(score);
    choices.push(choice);
    if (!answer || score === null) {
      seconds.push(null);
      continue;
    }
    const shown = shownAt.get(scorer.item.id);
    const from = shown ? Date.parse(shown) : (previous.get(scorer.item.id) ?? Number.NaN);
    const spent = (Date.parse(answer.answered_at) - from) / 1000;
    seconds.push(Number.isFinite(spent) && spent > 0 && spent <= MAX_ITEM_SECONDS ? spent : null);
  }
  return { scores, choices, seconds, groups };
}

function scoreOf(scorer: ItemScorer, stored: string): { score: number | null; choice: string | null } {
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

/** The age band of a birth date at the moment of completion, null when either is unknown. */
export function ageBandOf(birthDate: string | null, completedAt: string | null): string | null {
  if (!birthDate || !completedAt) return null;
  const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate);
  const done = /^(\d{4})-(\d{2})-(\d{2})/.exec(completedAt);
  if (!born || !done) return null;
  const [by, bm, bd] = born.slice(1).map(Number);
  const [cy, cm, cd] = done.slice(1).map(Number);
  const age = cy - by - (cm < bm || (cm === bm && cd < bd) ? 1 : 0);
  if (!Number.isFinite(age) || age < 0 || age > 120) return null;
  if (age < 25) return AGE_BANDS[0];
  if (age < 35) return AGE_BANDS[1];
  if (age < 45) return AGE_BANDS[2];
  if (age < 55) return AGE_BANDS[3];
  return AGE_BANDS[4];
}

/** A participant's stored grouping values as the analysis groups them ('' is unknown). */
export function groupsOf(row: {
  gender: string;
  birth_date: string | null;
  education_level: string;
  completed_at: string | null;
}): Record<string, string | null> {
  return {
    gender: row.gender.trim().toLowerCase() || null,
    age_band: ageBandOf(row.birth_date, row.completed_at),
    education_level: row.education_level.trim() || null,
  };
}

const UNKNOWN = 'unknown';

/** Counts the sample's make-up as its pages go by, without keeping anyone's row. */
export class MakeUpTally {
  private n = 0;
  private readonly projects = new Set<number>();
  private readonly corporates = new Set<number>();
  private readonly counts: Record<'gender' | 'age_band' | 'education_level', Map<string, number>> = {
    gender: new Map(),
    age_band: new Map(),
    education_level: new Map(),
  };
  private first: string | null = null;
  private last: string | null = null;

  add(
    row: { project_id: number; account_corporate_id: number; completed_at: string | null },
    groups: Record<string, string | null>,
  ): void {
    this.n++;
    this.projects.add(row.project_id);
    this.corporates.add(row.account_corporate_id);
    for (const [variable, counts] of Object.entries(this.counts)) {
      const value = groups[variable] ?? UNKNOWN;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const at = row.completed_at;
    if (at && (this.first === null || at < this.first)) this.first = at;
    if (at && (this.last === null || at > this.last)) this.last = at;
  }

  /** How often a grouping value occurs (for choosing the default DIF comparison). */
  count(variable: 'gender' | 'age_band' | 'education_level', value: string): number {
    return this.counts[variable].get(value) ?? 0;
  }

  /** The make-up, small groups shown as null ("fewer than 5") so nobody is singled out. */
  result(): EvidenceMakeUp {
    const reported = (counts: Map<string, number>) =>
      Object.fromEntries(
        [...counts.entries()]
          .sort(([x], [y]) => x.localeCompare(y))
          .map(([value, n]) => [value, n < MIN_REPORTED_GROUP ? null : n]),
      );
    return {
      n: this.n,
      projects: this.projects.size,
      corporates: this.corporates.size,
      gender: reported(this.counts.gender),
      age_band: reported(this.counts.age_band),
      education_level: reported(this.counts.education_level),
      first_completed_at: this.first,
      last_completed_at: this.last,
    };
  }
}
