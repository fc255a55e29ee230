import type { InstrumentContentRequest, InstrumentDetail } from '@asesa/contracts';

/** An item has 2 to 10 options (the contract's limits); options are lettered A, B, C… */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
const SECONDS_PER_MINUTE = 60;

/** The id of the option at `index`: A, B, C… */
export function optionId(index: number): string {
  return String.fromCharCode(65 + index);
}

export interface ItemDraft {
  id?: string;
  stem: string;
  options: string[];
  /** Index of the correct option, or null when no key is marked. */
  keyIndex: number | null;
}

export interface SectionDraft {
  id?: string;
  title: string;
  /** Null means untimed. */
  minutes: number | null;
  items: ItemDraft[];
}

export function emptyItem(): ItemDraft {
  return { stem: '', options: Array.from({ length: MIN_OPTIONS }, () => ''), keyIndex: null };
}

export function emptySection(title: string): SectionDraft {
  return { title, minutes: null, items: [emptyItem()] };
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
    items: s.items.flatMap((item) => {
      if (item.type !== 'single') return [];
      const keyIndex = item.key == null ? -1 : item.options.findIndex((o) => o.id === item.key);
      return {
        id: item.id,
        stem: item.stem,
        options: item.options.map((o) => o.text),
        keyIndex: keyIndex >= 0 ? keyIndex : null,
      };
    }),
  }));
}

/** The content call's payload: minutes become seconds, options are lettered, the key is an option id. */
export function toContentRequest(id: number, sections: SectionDraft[]): InstrumentContentRequest {
  return {
    id,
    sections: sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title.trim(),
      time_limit_seconds: s.minutes === null ? null : Math.round(s.minutes * SECONDS_PER_MINUTE),
      items: s.items.map((item) => ({
        ...(item.id ? { id: item.id } : {}),
        type: 'single' as const,
        stem: item.stem.trim(),
        options: item.options.map((text, i) => ({ id: optionId(i), text: text.trim() })),
        key: item.keyIndex === null || item.keyIndex >= item.options.length ? null : optionId(item.keyIndex),
      })),
    })),
  };
}

/** Removes option `index` and keeps the key on the same option (or clears it when that option goes). */
export function removeOption(item: ItemDraft, index: number): ItemDraft {
  const options = item.options.filter((_, i) => i !== index);
  let keyIndex = item.keyIndex;
  if (keyIndex === index) keyIndex = null;
  else if (keyIndex !== null && keyIndex > index) keyIndex -= 1;
  return { ...item, options, keyIndex };
}
