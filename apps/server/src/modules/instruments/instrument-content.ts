import type { InstrumentDetail, InstrumentSection } from '@asesa/contracts';
import { randomCode } from '../../lib/crypto';

export type StoredSection = InstrumentDetail['sections'][number];
export interface StoredContent {
  sections: StoredSection[];
}

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Gives every section and item a stable id (kept when the editor sends one back). */
export function normaliseContent(sections: InstrumentSection[]): StoredContent {
  const used = new Set<string>();
  const fresh = (prefix: string, given?: string) => {
    let id = given && !used.has(given) ? given : `${prefix}${randomCode(8, ID_ALPHABET)}`;
    while (used.has(id)) id = `${prefix}${randomCode(8, ID_ALPHABET)}`;
    used.add(id);
    return id;
  };
  return {
    sections: sections.map((s) => ({
      id: fresh('s_', s.id),
      title: s.title,
      time_limit_seconds: s.time_limit_seconds ?? null,
      items: s.items.map((item) => ({
        id: fresh('i_', item.id),
        type: item.type ?? 'single_choice',
        stem: item.stem,
        options: item.options.map((o) => ({ id: o.id, text: o.text })),
        key: item.key ?? null,
      })),
    })),
  };
}

export function parseContent(json: string): StoredContent {
  return JSON.parse(json) as StoredContent;
}

export function itemCount(content: StoredContent): number {
  return content.sections.reduce((n, s) => n + s.items.length, 0);
}

/** Everything that stops an instrument from being published, each problem in its own words. */
export function publishProblems(content: StoredContent): string[] {
  const problems: string[] = [];
  if (content.sections.length === 0) problems.push('The instrument has no sections.');
  content.sections.forEach((section, si) => {
    const where = `Section ${si + 1} (${section.title})`;
    if (section.items.length === 0) problems.push(`${where} has no items.`);
    section.items.forEach((item, ii) => {
      const at = `${where}, item ${ii + 1}`;
      const ids = item.options.map((o) => o.id);
      if (new Set(ids).size !== ids.length) problems.push(`${at} has two options with the same id.`);
      if (!item.key) problems.push(`${at} has no key.`);
      else if (!ids.includes(item.key))
        problems.push(`${at} has a key '${item.key}' that is not one of its options.`);
    });
  });
  return problems;
}
