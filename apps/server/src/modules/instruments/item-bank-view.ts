import {
  ITEM_BANK_STEM_LENGTH,
  type ItemBankListRequest,
  type ItemBankRow,
  type ItemBankSort,
} from '@asesa/contracts';
import sanitizeHtml from 'sanitize-html';
import type { StoredContent, StoredItem } from './instrument-content';

// The bank view's rows, worked out from the parsed draft content. Content is stored as JSON, so
// filtering, sorting and paging happen here, in one pass over it rather than in SQL; it is bounded
// by the contracts (at most 50 sections of 500 items), so a pass stays small.

export type ItemBankQuery = Required<
  Pick<ItemBankListRequest, 'search' | 'sort' | 'dir' | 'page' | 'page_size'>
> &
  Pick<ItemBankListRequest, 'section_id' | 'indicator' | 'type' | 'model'>;

/** What the bank view knows of an instrument besides its draft. */
export interface ItemBankFacts {
  /** Item ids of the latest published version (empty before the first publication). */
  published: ReadonlySet<string>;
  /** Item ids with an open review flag. */
  flagged: ReadonlySet<string>;
  /** Adaptive sessions per section id. */
  sessions: ReadonlyMap<string, number>;
  /** Sessions served each item, by `${section_id}\u0000${item_id}`. */
  served: ReadonlyMap<string, number>;
}

export const servedKey = (sectionId: string, itemId: string) => `${sectionId}\u0000${itemId}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as one line of plain text, cut to `max` characters (with an ellipsis when cut). */
export function plainStem(html: string, max = ITEM_BANK_STEM_LENGTH): string {
  // Block ends and line breaks become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<(br|\/p|\/li|\/div|\/blockquote)\b[^>]*>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Whether the item has a correct answer set. */
export function hasKey(item: StoredItem): boolean {
  switch (item.type) {
    case 'single':
    case 'true-false':
    case 'numeric':
      return item.key !== null && item.key !== undefined;
    case 'multiple':
    case 'ranking':
      return Boolean(item.keys?.length);
    case 'text':
      return item.scoring === 'keyed' && Boolean(item.accepted?.length);
    default:
      return false;
  }
}

function irtOf(item: StoredItem): ItemBankRow['irt'] {
  if (!item.irt) return null;
  const { model, a, b, c, thresholds } = item.irt;
  return { model, a: a ?? null, b: b ?? null, c: c ?? null, thresholds: thresholds ?? [] };
}

/** Every item of the content as a bank row, in the content's order. */
export function bankRows(content: StoredContent, facts: ItemBankFacts): ItemBankRow[] {
  return content.sections.flatMap((section) => {
    const sessions = facts.sessions.get(section.id) ?? 0;
    return section.items.map((item, i) => ({
      id: item.id,
      section_id: section.id,
      section_title: section.title,
      position: i + 1,
      type: item.type,
      stem: plainStem(item.stem),
      indicator: item.indicator ?? null,
      irt: irtOf(item),
      has_key: hasKey(item),
      exposure: sessions > 0 ? (facts.served.get(servedKey(section.id, item.id)) ?? 0) / sessions : null,
      status: facts.published.has(item.id) ? 'published' : 'draft',
      flagged: facts.flagged.has(item.id),
    }));
  });
}

function matches(row: ItemBankRow, q: ItemBankQuery): boolean {
  if (q.section_id && row.section_id !== q.section_id) return false;
  if (q.indicator && row.indicator !== q.indicator) return false;
  if (q.type && row.type !== q.type) return false;
  if (q.model && (row.irt?.model ?? 'none') !== q.model) return false;
  const search = q.search.trim().toLowerCase();
  return !search || row.stem.toLowerCase().includes(search) || row.id.toLowerCase().includes(search);
}

const sortValue: Record<ItemBankSort, (row: ItemBankRow) => number | null> = {
  position: () => null,
  a: (r) => r.irt?.a ?? null,
  b: (r) => r.irt?.b ?? null,
  exposure: (r) => r.exposure,
};

/**
 * Filters, sorts and pages the rows. Rows come in content order, which breaks ties (and is the
 * 'position' order); rows without the sorted value go last in either direction.
 */
export function pageRows(rows: readonly ItemBankRow[], q: ItemBankQuery) {
  const filtered = rows.map((row, order) => ({ row, order })).filter(({ row }) => matches(row, q));
  const sign = q.dir === 'desc' ? -1 : 1;
  const value = sortValue[q.sort];
  filtered.sort((x, y) => {
    if (q.sort === 'position') return sign * (x.order - y.order);
    const a = value(x.row);
    const b = value(y.row);
    if (a === null || b === null) return a === b ? x.order - y.order : a === null ? 1 : -1;
    return sign * (a - b) || x.order - y.order;
  });
  const start = (q.page - 1) * q.page_size;
  return {
    recordsTotal: rows.length,
    recordsFiltered: filtered.length,
    data: filtered.slice(start, start + q.page_size).map(({ row }) => row),
  };
}
