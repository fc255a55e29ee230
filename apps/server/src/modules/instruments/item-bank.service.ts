import type {
  ImportProblem,
  InstrumentItem,
  InstrumentSection,
  ItemImportMode,
  ItemImportResponse,
} from '@asesa/contracts';
import type { Deps } from '../../deps';
import { type FileAnswer, XLSX_TYPE } from '../../http/calls';
import { notFound, refusedFile, type UploadProblem } from '../../lib/errors';
import {
  fieldMessage,
  fillMessage,
  joinMessages,
  type ServerMessage,
  sameInEveryLanguage,
} from '../../lib/server-messages';
import { parseContent, type StoredSection, sanitizeRichText } from './instrument-content';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { findLiveInstrument, listLiveIndicators } from './instruments.repository';
import { saveContent } from './instruments.service';
import { itemWorkbook, readItemSheet, rowsToItems } from './item-sheet';
import { readQtiPackage } from './qti-import';

/** The contracts' bounds on content (instrumentContentRequest / instrumentSection). */
const MAX_SECTIONS = 50;
const MAX_SECTION_ITEMS = 500;

async function liveInstrument(deps: Deps, id: number) {
  const row = await findLiveInstrument(deps.db, id);
  if (!row) throw notFound('Instrument');
  return row;
}

const fileSlug = (code: string) => code.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'instrument';

/** `instruments/items/export-xlsx`: the draft's items, one row each (forced-choice blocks named in a note). */
export async function exportItemSheet(deps: Deps, id: number): Promise<FileAnswer> {
  const row = await liveInstrument(deps, id);
  const content = parseContent(row.content_json);
  const notes: string[] = [];
  const sections = content.sections.map((s) => ({
    title: s.title,
    items: s.items.filter((item) => {
      if (item.type !== 'forced-choice') return true;
      notes.push(
        `Forced-choice item ${item.id} (section ${s.title}) is not in this sheet: a sheet row cannot carry its statements' indicators. Importing this sheet with Replace would remove it.`,
      );
      return false;
    }),
  }));
  return {
    fileName: `items-${fileSlug(row.code)}.xlsx`,
    contentType: XLSX_TYPE,
    body: await itemWorkbook(sections, notes),
  };
}

/** `instruments/items/template-xlsx`: the empty sheet and its Instructions. */
export async function itemTemplate(): Promise<FileAnswer> {
  return { fileName: 'item-template.xlsx', contentType: XLSX_TYPE, body: await itemWorkbook([]) };
}

interface Incoming {
  section: string;
  item: InstrumentItem;
  /** Where a problem of this item shows: its sheet row, or its file in a package. */
  at: { row: number } | { item: string };
}

type Refused = 'sheet' | 'package';
const SUMMARIES = {
  sheet: { one: M.refusedSheetOne, many: M.refusedSheetMany },
  package: { one: M.refusedPackageOne, many: M.refusedPackageMany },
};

/** One problem as the summary names it: "Row 5 (Key): …" or "item1.xml: …". */
const problemLine = (p: UploadProblem): ServerMessage => {
  const at = p.row ? fillMessage(M.atRow, { row: p.row }) : sameInEveryLanguage(p.item ?? '');
  const column = p.column ? ` (${p.column})` : '';
  return { en: `${at.en}${column}: ${p.message.en}`, id: `${at.id}${column}: ${p.message.id}` };
};

const refuse = (what: Refused, problems: UploadProblem[]) => {
  const first = joinMessages(problems.slice(0, 3).map(problemLine), '; ');
  const more = problems.length > 3 ? '; …' : '';
  const summary = SUMMARIES[what][problems.length === 1 ? 'one' : 'many'];
  const firstAndMore = { en: `${first.en}${more}`, id: `${first.id}${more}` };
  return refusedFile(
    fieldMessage('file', fillMessage(summary, { n: problems.length, first: firstAndMore })),
    problems,
  );
};

/**
 * The sheet's and the package's own checks (a row's cell, an item file's XML) speak English only:
 * their wording names the template's columns and QTI's terms, which are English in both files.
 */
const asUploadProblem = (p: ImportProblem): UploadProblem => ({
  ...p,
  message: sameInEveryLanguage(p.message),
});

/**
 * Puts the items into the draft content: appended to the sections they name (created at the end
 * when missing), or as the whole content. Sections of the same title keep their id, clock and
 * navigation. Saved like an edit in the builder (`saveContent`): a published instrument's draft
 * takes the items and its published versions stay as they were. Nothing is saved when a bound of
 * the content would be broken.
 */
async function importItems(
  deps: Deps,
  id: number,
  mode: ItemImportMode,
  incoming: Incoming[],
  what: Refused,
  skipped: ItemImportResponse['skipped'],
): Promise<ItemImportResponse> {
  const existing = parseContent((await liveInstrument(deps, id)).content_json).sections;
  const replaced = mode === 'replace' ? existing.reduce((n, s) => n + s.items.length, 0) : 0;
  const sections: StoredSection[] =
    mode === 'append' ? existing.map((s) => ({ ...s, items: [...s.items] })) : [];
  const byTitle = new Map(sections.map((s) => [s.title, s]));
  const kept = new Map(existing.map((s) => [s.title, s]));
  const touched: string[] = [];
  const problems: UploadProblem[] = [];
  for (const entry of incoming) {
    let section = byTitle.get(entry.section);
    if (!section) {
      const before = kept.get(entry.section);
      section = {
        id: before?.id ?? '',
        title: entry.section,
        time_limit_seconds: before?.time_limit_seconds ?? null,
        navigation: before?.navigation ?? 'free',
        items: [],
      };
      sections.push(section);
      byTitle.set(entry.section, section);
    }
    if (!touched.includes(entry.section)) touched.push(entry.section);
    if (section.items.length === MAX_SECTION_ITEMS) {
      problems.push({
        ...entry.at,
        ...('row' in entry.at ? { column: 'Section' } : {}),
        message: fillMessage(M.sectionOverflow, { section: entry.section, max: MAX_SECTION_ITEMS }),
      });
      continue;
    }
    section.items.push(entry.item as StoredSection['items'][number]);
  }
  if (sections.length > MAX_SECTIONS)
    problems.push({
      message: fillMessage(M.tooManySections, { n: sections.length, max: MAX_SECTIONS }),
    });
  if (problems.length) throw refuse(what, problems);
  const input = sections.map(({ id: sectionId, ...s }) => ({
    ...s,
    ...(sectionId ? { id: sectionId } : {}),
  }));
  const saved = await saveContent(deps, { id, sections: input as InstrumentSection[] });
  return {
    id,
    mode,
    imported: incoming.length,
    replaced,
    item_count: saved.item_count,
    sections: touched,
    skipped,
  };
}

/** Texts that sanitising would empty (a stem of only a script): refused by row, not by the save. */
function emptiedTexts(item: InstrumentItem): string[] {
  const out: string[] = [];
  if (!sanitizeRichText(item.stem)) out.push('Stem');
  if ('options' in item)
    item.options.forEach((o, i) => {
      if (!sanitizeRichText(o.text)) out.push(`Option ${String.fromCharCode(65 + i)}`);
    });
  return out;
}

const knownIndicators = async (deps: Deps) => new Set((await listLiveIndicators(deps.db)).map((r) => r.code));

/** `instruments/items/import-xlsx`: every row checked first; one bad row refuses the whole sheet. */
export async function importItemSheet(
  deps: Deps,
  fields: { id: number; mode: ItemImportMode },
  buffer: Buffer,
): Promise<ItemImportResponse> {
  const row = await liveInstrument(deps, fields.id);
  const rows = await readItemSheet(buffer);
  const taken =
    fields.mode === 'append'
      ? new Set(parseContent(row.content_json).sections.flatMap((s) => s.items.map((i) => i.id)))
      : new Set<string>();
  const read = rowsToItems(rows, await knownIndicators(deps), taken);
  const { items } = read;
  const problems = read.problems.map(asUploadProblem);
  for (const entry of items)
    for (const column of emptiedTexts(entry.item))
      problems.push({ row: entry.row, column, message: M.emptyOnceSanitised });
  if (problems.length)
    throw refuse(
      'sheet',
      problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)),
    );
  return importItems(
    deps,
    fields.id,
    fields.mode,
    items.map((i) => ({ section: i.section, item: i.item, at: { row: i.row } })),
    'sheet',
    [],
  );
}

/**
 * `instruments/items/import-qti`: the package's items into one section. Items of types with no
 * match here are answered as skipped; one item that maps but is invalid refuses the package.
 */
export async function importQtiPackage(
  deps: Deps,
  fields: { id: number; mode: ItemImportMode; section: string },
  buffer: Buffer,
): Promise<ItemImportResponse> {
  const row = await liveInstrument(deps, fields.id);
  const read = await readQtiPackage(buffer);
  const problems = read.problems.map(asUploadProblem);
  for (const entry of read.items)
    for (const column of emptiedTexts(entry.item))
      problems.push({
        item: entry.file,
        message: fillMessage(M.columnEmptied, { column: column.toLowerCase() }),
      });
  if (problems.length) throw refuse('package', problems);
  if (!read.items.length)
    throw refuse('package', [
      { message: M.noMappedItem },
      ...read.skipped.map((s) => asUploadProblem({ item: s.item, message: s.reason })),
    ]);
  // An identifier the instrument already uses is left for the save to replace with a fresh id.
  const taken = new Set(parseContent(row.content_json).sections.flatMap((s) => s.items.map((i) => i.id)));
  const incoming = read.items.map(({ file, item }) => ({
    section: fields.section,
    item: fields.mode === 'append' && item.id && taken.has(item.id) ? { ...item, id: undefined } : item,
    at: { item: file },
  }));
  return importItems(deps, fields.id, fields.mode, incoming, 'package', read.skipped);
}
