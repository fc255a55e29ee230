import type { ItemImportMode, ItemImportResponse } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { type FileAnswer, XLSX_TYPE } from '../../http/calls';
import type { MessageLanguage } from '../../lib/server-messages';
import { appErrorOf } from '../../lib/threads/thread-refusal';
import { parseContent } from './instrument-content';
import { listLiveIndicators, storeDraftContent } from './instruments.repository';
import type { PreparedImport } from './item-import';
import { prepareSheetImportInThread } from './item-import-thread';
import { itemWorkbook } from './item-sheet';
import { itemSheetWords } from './item-sheet.labels';
import { liveInstrument } from './live-instrument';

const fileSlug = (code: string) => code.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'instrument';

/** `instruments/items/export-xlsx`: the draft's items, one row each (forced-choice blocks named in a note). */
export async function exportItemSheet(
  deps: Deps,
  id: number,
  language: MessageLanguage,
): Promise<FileAnswer> {
  const row = await liveInstrument(deps, id);
  const content = parseContent(row.content_json);
  const notes: string[] = [];
  const sections = content.sections.map((s) => ({
    title: s.title,
    items: s.items.filter((item) => {
      if (item.type !== 'forced-choice') return true;
      notes.push(itemSheetWords(language).forcedChoiceLeftOut(item.id, s.title));
      return false;
    }),
  }));
  return {
    fileName: `items-${fileSlug(row.code)}.xlsx`,
    contentType: XLSX_TYPE,
    body: await itemWorkbook(sections, language, notes),
  };
}

/** `instruments/items/template-xlsx`: the empty sheet and its Instructions. */
export async function itemTemplate(language: MessageLanguage): Promise<FileAnswer> {
  return { fileName: 'item-template.xlsx', contentType: XLSX_TYPE, body: await itemWorkbook([], language) };
}

/** Stores what an import prepared as the draft content (a published instrument's draft, too). */
async function storeImport(
  deps: Deps,
  id: number,
  mode: ItemImportMode,
  prepared: PreparedImport,
  skipped: ItemImportResponse['skipped'],
): Promise<ItemImportResponse> {
  await storeDraftContent(deps.db, id, {
    content_json: prepared.content_json,
    item_count: prepared.item_count,
  });
  return {
    id,
    mode,
    imported: prepared.imported,
    replaced: prepared.replaced,
    item_count: prepared.item_count,
    sections: prepared.sections,
    skipped,
  };
}

const knownIndicators = async (deps: Deps) => new Set((await listLiveIndicators(deps.db)).map((r) => r.code));

/**
 * `instruments/items/import-xlsx`: every row checked first; one bad row refuses the whole sheet.
 * The file is read and made into content off the event loop, which only reads the draft and writes.
 */
export async function importItemSheet(
  deps: Deps,
  fields: { id: number; mode: ItemImportMode },
  buffer: Buffer,
): Promise<ItemImportResponse> {
  const row = await liveInstrument(deps, fields.id);
  const answer = await prepareSheetImportInThread({
    file: buffer,
    mode: fields.mode,
    existingContentJson: row.content_json,
    knownIndicators: [...(await knownIndicators(deps))],
  });
  if (!answer.ok) throw appErrorOf(answer);
  return storeImport(deps, fields.id, fields.mode, answer.prepared, []);
}
