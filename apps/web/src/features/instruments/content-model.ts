import {
  type AdaptiveSettings,
  FORCED_CHOICE_BLOCK,
  type InstrumentContentRequest,
  type InstrumentDetail,
  type InstrumentItem,
  type InstrumentOption,
  type ItemType,
  LIKERT_POINTS,
  MAX_OPTIONS,
} from '@asesa/contracts';
import { emptyMatchItem } from './match-drafts';

export { MAX_OPTIONS };
/** An item has at least 2 options; options are lettered A, B, C… */
export const MIN_OPTIONS = 2;
const SECONDS_PER_MINUTE = 60;
export const DEFAULT_LIKERT_POINTS = 5;

/** The id of the option at `index`: A, B, C… */
export function optionId(index: number): string {
  return String.fromCharCode(65 + index);
}

/** The editor works on the contract's item shape directly (one item type per variant). */
export type ItemDraft = InstrumentItem;
export type OptionDraft = InstrumentOption;

export interface SectionDraft {
  id?: string;
  title: string;
  /** Null means untimed. */
  minutes: number | null;
  navigation: 'free' | 'forward_only';
  /** Present: the section is adaptive (its items are the bank). */
  adaptive?: AdaptiveSettings | null;
  items: ItemDraft[];
}

const blankOptions = (n: number): OptionDraft[] =>
  Array.from({ length: n }, (_, i) => ({ id: optionId(i), text: '' }));
const likertOptions = (n: number): OptionDraft[] =>
  Array.from({ length: n }, (_, i) => ({ id: optionId(i), text: String(i + 1), value: i + 1 }));

/** A new item of a type, with the fields that type needs. */
export function emptyItem(type: ItemType = 'single', stem = ''): ItemDraft {
  switch (type) {
    case 'single':
      return { type, stem, options: blankOptions(MIN_OPTIONS), key: null };
    case 'multiple':
      return { type, stem, options: blankOptions(3), keys: [] };
    case 'true-false':
      return { type, stem, key: null };
    case 'likert':
      return { type, stem, points: DEFAULT_LIKERT_POINTS, options: likertOptions(DEFAULT_LIKERT_POINTS) };
    case 'forced-choice':
      return {
        type,
        stem,
        statements: Array.from({ length: FORCED_CHOICE_BLOCK.min }, (_, i) => ({
          id: optionId(i),
          text: '',
        })),
      };
    case 'ranking':
      return { type, stem, options: blankOptions(3), keys: null };
    case 'numeric':
      return { type, stem, min: null, max: null, key: null };
    case 'text':
      return { type, stem, scoring: 'unscored' };
    case 'inline-choice':
      // The marker [[g1]] in the stem is where the first gap's dropdown goes.
      return {
        type,
        stem: `${stem} [[g1]]`.trim(),
        gaps: [{ id: 'g1', options: blankOptions(2), key: null }],
      };
    case 'match':
    case 'gap-match':
      return emptyMatchItem(type, stem);
    case 'hottext':
      // The marker [[h1]] in the stem is the first selectable part; its words are the span's text.
      return { type, stem: `${stem} [[h1]]`.trim(), spans: [{ id: 'h1', text: '' }], keys: [] };
    case 'hotspot':
      // The picture is uploaded next; until then the draft has none and cannot be saved.
      return {
        type,
        stem,
        picture: { src: '', width: 1, height: 1 },
        areas: [{ id: 'a1', shape: 'rect', coords: [0, 0, 10, 10] }],
        keys: [],
      };
  }
}

/**
 * Changes an item's type, keeping what carries over: stem, indicator, image, IRT, time limit and
 * (between option-based types) the option texts and weights. Keys never carry over.
 */
export function changeType(item: ItemDraft, type: ItemType): ItemDraft {
  if (item.type === type) return item;
  const next = emptyItem(type, item.stem);
  const carried = {
    ...(item.id ? { id: item.id } : {}),
    indicator: item.indicator ?? null,
    image: item.image ?? null,
    irt: item.irt ?? null,
    time_limit_seconds: item.time_limit_seconds ?? null,
  };
  if ('options' in item && 'options' in next && type !== 'likert') {
    return { ...next, ...carried, options: item.options.map(({ value: _v, ...o }) => o) } as ItemDraft;
  }
  return { ...next, ...carried } as ItemDraft;
}

/** A Likert scale of `points` points: options 1..points, keeping the labels that exist. */
export function setLikertPoints(item: Extract<ItemDraft, { type: 'likert' }>, points: number): ItemDraft {
  const n = Math.max(LIKERT_POINTS.min, Math.min(LIKERT_POINTS.max, Math.round(points)));
  return {
    ...item,
    points: n,
    options: Array.from({ length: n }, (_, i) => ({
      ...(item.options[i] ?? { text: String(i + 1) }),
      id: optionId(i),
      value: i + 1,
    })),
  };
}

/** Options stay lettered by position; keys follow their option when letters shift. */
function reletter(item: ItemDraft, options: OptionDraft[]): ItemDraft {
  const rename = new Map(options.map((o, i) => [o.id, optionId(i)]));
  const map = (k: string) => rename.get(k);
  const renamed = options.map((o, i) => ({
    ...o,
    id: optionId(i),
    ...(item.type === 'likert' ? { value: i + 1 } : {}),
  }));
  switch (item.type) {
    case 'single': {
      const key = typeof item.key === 'string' ? (map(item.key) ?? null) : null;
      return { ...item, options: renamed, key };
    }
    case 'multiple':
    case 'ranking': {
      const keys = item.keys?.map(map).filter((k): k is string => k !== undefined) ?? null;
      return {
        ...item,
        options: renamed,
        keys: item.type === 'ranking' && keys?.length ? renamed.map((o) => o.id) : keys,
      };
    }
    case 'likert':
      return { ...item, options: renamed, points: renamed.length };
    default:
      return item;
  }
}

export function addOption(item: ItemDraft): ItemDraft {
  if (!('options' in item) || item.options.length >= MAX_OPTIONS) return item;
  const options = [...item.options, { id: optionId(item.options.length), text: '' }];
  return reletter(item, options);
}

/** Removes option `index` and keeps every key on its option (a key on the removed option goes). */
export function removeOption(item: ItemDraft, index: number): ItemDraft {
  if (!('options' in item)) return item;
  return reletter(
    item,
    item.options.filter((_, i) => i !== index),
  );
}

/** Items the editor renders at once: a page of a long section stays quick to type in. */
export const EDITOR_PAGE_SIZE = 20;

/** The 1-based page of a section's items to show, kept within the pages the section now has. */
export function clampEditorPage(page: number, itemCount: number): number {
  const last = Math.max(1, Math.ceil(itemCount / EDITOR_PAGE_SIZE));
  return Math.min(Math.max(1, page), last);
}

/** Moves an element of a list from one position to another (drag and drop, up/down buttons). */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Moves an option (ranking items: the listed order is the keyed order). */
export function moveOption(item: ItemDraft, from: number, to: number): ItemDraft {
  if (!('options' in item)) return item;
  return reletter(item, moveInList(item.options, from, to));
}

/** The indicator codes an item's option weights name, in first-seen order. */
export function weightIndicators(item: ItemDraft): string[] {
  const codes: string[] = [];
  if ('options' in item)
    for (const o of item.options)
      for (const c of Object.keys(o.weights ?? {})) if (!codes.includes(c)) codes.push(c);
  return codes;
}

/** Sets which indicators the options weigh: new ones start at 0, dropped ones disappear. */
export function setWeightIndicators(item: ItemDraft, codes: string[]): ItemDraft {
  if (!('options' in item)) return item;
  return {
    ...item,
    options: item.options.map((o) => ({
      ...o,
      weights: Object.fromEntries(codes.map((c) => [c, o.weights?.[c] ?? 0])),
    })),
  } as ItemDraft;
}

/** Wraps the selected part of a text in an HTML tag (the stem's small formatting toolbar). */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  tag: 'b' | 'i' | 'ul',
): { text: string; cursor: number } {
  const selected = text.slice(start, end);
  const inner =
    tag === 'ul'
      ? (selected || '')
          .split('\n')
          .map((line) => `<li>${line}</li>`)
          .join('')
      : selected;
  const wrapped = `<${tag}>${inner}</${tag}>`;
  return { text: text.slice(0, start) + wrapped + text.slice(end), cursor: start + wrapped.length };
}

export function emptySection(title: string): SectionDraft {
  return { title, minutes: null, navigation: 'free', items: [emptyItem()] };
}

/** The editor's view of an instrument's saved content. */
export function toDraft(detail: Pick<InstrumentDetail, 'sections'>): SectionDraft[] {
  return detail.sections.map((s) => ({
    id: s.id,
    title: s.title,
    minutes:
      s.time_limit_seconds === null
        ? null
        : Math.round((s.time_limit_seconds / SECONDS_PER_MINUTE) * 100) / 100,
    navigation: s.navigation,
    ...(s.adaptive ? { adaptive: s.adaptive } : {}),
    items: s.items,
  }));
}

/** The content call's payload: minutes become seconds, texts are trimmed; the order is the editor's. */
export function toContentRequest(id: number, sections: SectionDraft[]): InstrumentContentRequest {
  return {
    id,
    sections: sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title.trim(),
      time_limit_seconds: s.minutes === null ? null : Math.round(s.minutes * SECONDS_PER_MINUTE),
      navigation: s.navigation,
      // A fixed section is saved without settings: switching adaptive off drops them.
      ...(s.adaptive ? { adaptive: s.adaptive } : {}),
      items: s.items.map((item) => {
        const trimmed = { ...item, stem: item.stem.trim() } as ItemDraft;
        if ('options' in trimmed)
          (trimmed as { options: OptionDraft[] }).options = trimmed.options.map((o) => ({
            ...o,
            text: o.text.trim(),
          }));
        return trimmed;
      }),
    })),
  };
}

/** The K a simulation calibrates: one Sympson–Hetter table, or one per θ stratum. */
export type CalibratedK = Pick<AdaptiveSettings, 'sympson_hetter_k' | 'conditional_sympson_hetter_k'>;

/**
 * The sections with the Sympson–Hetter K a simulation wrote into the saved draft (the table, and
 * the tables per θ stratum), so the editor's next save keeps them instead of the ones it loaded.
 */
export function withCalibratedK(
  sections: readonly SectionDraft[],
  sectionId: string | undefined,
  k: CalibratedK,
): SectionDraft[] {
  return sections.map((s) =>
    s.id === sectionId && s.adaptive
      ? {
          ...s,
          adaptive: {
            ...s.adaptive,
            sympson_hetter_k: k.sympson_hetter_k,
            conditional_sympson_hetter_k: k.conditional_sympson_hetter_k,
          },
        }
      : s,
  );
}
