import type {
  InstrumentSection,
  ItemBankDetail,
  itemBankDetailRequest,
  itemBankListRequest,
  itemBankUpdateRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { parseContent, type StoredContent, type StoredItem } from './instrument-content';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { findInstrumentVersionContent } from './instruments.repository';
import { saveContent } from './instruments.service';
import { bankRows, type ItemBankFacts, pageRows, servedKey } from './item-bank-view';
import { listExposureCounts, listOpenReviewItemIds } from './item-bank-view.repository';
import { liveInstrument } from './live-instrument';

function checkSection(content: StoredContent, sectionId: string) {
  const index = content.sections.findIndex((s) => s.id === sectionId);
  if (index < 0) throw fieldError('section_id', fillMessage(M.noSection, { section: sectionId }));
  return index;
}

const itemIds = (content: StoredContent) =>
  new Set(content.sections.flatMap((s) => s.items.map((i) => i.id)));

async function bankFacts(deps: Deps, id: number, version: number): Promise<ItemBankFacts> {
  const [published, flagged, counts] = await Promise.all([
    version > 0 ? findInstrumentVersionContent(deps.db, id, version) : undefined,
    listOpenReviewItemIds(deps.db, id),
    listExposureCounts(deps.db, id),
  ]);
  const sessions = new Map<string, number>();
  const served = new Map<string, number>();
  for (const c of counts) {
    if (c.item_id === null) sessions.set(c.section_id, Number(c.n));
    else served.set(servedKey(c.section_id, c.item_id), Number(c.n));
  }
  return {
    published: published ? itemIds(parseContent(published.content_json)) : new Set(),
    flagged: new Set(flagged),
    sessions,
    served,
  };
}

/** `instruments/items/list`: a page of the draft's items with their live figures. */
export async function listBankItems(deps: Deps, query: z.output<typeof itemBankListRequest>) {
  const row = await liveInstrument(deps, query.id);
  const content = parseContent(row.content_json);
  if (query.section_id) checkSection(content, query.section_id);
  const rows = bankRows(content, await bankFacts(deps, row.id, row.version));
  return pageRows(rows, query);
}

function detailOf(content: StoredContent, itemId: string): ItemBankDetail | null {
  for (const section of content.sections) {
    const index = section.items.findIndex((i) => i.id === itemId);
    if (index >= 0)
      return {
        section_id: section.id,
        section_title: section.title,
        position: index + 1,
        item: section.items[index],
      };
  }
  return null;
}

/** `instruments/items/detail`: one item of the draft as stored, keys included. */
export async function bankItemDetail(deps: Deps, input: z.output<typeof itemBankDetailRequest>) {
  const content = parseContent((await liveInstrument(deps, input.id)).content_json);
  const found = detailOf(content, input.item_id);
  if (!found) throw fieldError('item_id', fillMessage(M.noItem, { item: input.item_id }));
  return found;
}

/**
 * `instruments/items/update`: replaces one item of the draft (matched by id in its section) and
 * saves the content through the same path as the content editor's save, so the item is checked
 * and normalised exactly as there. Nothing is saved when it is refused.
 */
export async function updateBankItem(deps: Deps, input: z.output<typeof itemBankUpdateRequest>) {
  const content = parseContent((await liveInstrument(deps, input.id)).content_json);
  const si = checkSection(content, input.section_id);
  const itemId = input.item.id;
  if (!itemId) throw fieldError('item.id', M.itemIdRequired);
  const section = content.sections[si];
  const ii = section.items.findIndex((i) => i.id === itemId);
  if (ii < 0)
    throw fieldError('item.id', fillMessage(M.sectionHasNoItem, { section: section.title, item: itemId }));
  section.items[ii] = input.item as StoredItem;
  const saved = await saveContent(deps, {
    id: input.id,
    sections: content.sections as InstrumentSection[],
  }).catch((err: unknown) => {
    throw inItemTerms(err, `sections.${si}.items.${ii}`);
  });
  return detailOf({ sections: saved.sections as StoredContent['sections'] }, itemId) as ItemBankDetail;
}

/** The content save names fields by their place in the content; here the request has one item. */
function inItemTerms(err: unknown, at: string): unknown {
  const prefix = `${at}.`;
  if (!(err instanceof AppError) || !err.extra.field?.startsWith(prefix)) return err;
  const rename = (text: string) => text.split(prefix).join('item.');
  const message = { en: rename(err.text.en), id: rename(err.text.id) };
  return new AppError(err.status, message, { ...err.extra, field: rename(err.extra.field) });
}
