import type { ImportProblem, InstrumentItem, InstrumentSection, ItemImportMode } from '@asesa/contracts';
import { refusedFile, type UploadProblem } from '../../lib/errors';
import {
  fieldMessage,
  fillMessage,
  joinMessages,
  type ServerMessage,
  sameInEveryLanguage,
} from '../../lib/server-messages';
import { refusalOf, type ThreadRefusal } from '../../lib/threads/thread-refusal';
import { bufferOf } from '../../lib/threads/ts-thread-pool';
import {
  itemCount,
  normaliseContent,
  parseContent,
  type StoredSection,
  sanitizeRichText,
} from './instrument-content';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { readItemSheet } from './item-sheet';
import { rowsToItems } from './item-sheet-rows';

// An import's items made into the draft content, without the database: the file and the stored
// content in, the content to store out. A sheet's thousands of items are prepared in the
// item-import thread (item-import-thread.ts) while the event loop answers others, and the request
// only writes the result.

/** The contracts' bounds on content (instrumentContentRequest / instrumentSection). */
const MAX_SECTIONS = 50;
const MAX_SECTION_ITEMS = 500;

export interface Incoming {
  section: string;
  item: InstrumentItem;
  /** Where a problem of this item shows: its sheet row, or its file in a package. */
  at: { row: number } | { item: string };
  /** The clock and navigation of the section when the import creates it (a QTI test's section). */
  sectionSettings?: Pick<StoredSection, 'time_limit_seconds' | 'navigation'>;
}

export type Refused = 'sheet' | 'package';
const SUMMARIES = {
  sheet: { one: M.refusedSheetOne, many: M.refusedSheetMany },
  package: { one: M.refusedPackageOne, many: M.refusedPackageMany },
};

/** One problem as the summary names it: "Row 5 (Key): …", "item1.xml: …", or the file's own problem. */
const problemLine = (p: UploadProblem): ServerMessage => {
  if (!p.row && !p.item) return p.message;
  const at = p.row ? fillMessage(M.atRow, { row: p.row }) : sameInEveryLanguage(p.item as string);
  const column = p.column ? ` (${p.column})` : '';
  return { en: `${at.en}${column}: ${p.message.en}`, id: `${at.id}${column}: ${p.message.id}` };
};

export const refuse = (what: Refused, problems: UploadProblem[]) => {
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
 * A package's own checks (an item file's XML) are worded in QTI's terms, which are English in
 * every package; the sheet's checks are in the reader's language (item-sheet-rows.messages.ts).
 */
export const asUploadProblem = (p: ImportProblem): UploadProblem => ({
  ...p,
  message: sameInEveryLanguage(p.message),
});

/** The draft content an import makes, ready to store. */
export interface PreparedImport {
  content_json: string;
  item_count: number;
  imported: number;
  replaced: number;
  sections: string[];
}

/**
 * Puts the items into the draft content: appended to the sections they name (created at the end
 * when missing), or as the whole content. Sections of the same title keep their id, clock and
 * navigation. Normalised like an edit in the builder (`saveContent`): a published instrument's
 * draft takes the items and its published versions stay as they were. Throws the refusal when a
 * bound of the content would be broken (nothing is stored then).
 */
export function mergeImport(
  existingContentJson: string,
  mode: ItemImportMode,
  incoming: Incoming[],
  what: Refused,
  known: ReadonlySet<string>,
): PreparedImport {
  const existing = parseContent(existingContentJson).sections;
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
        time_limit_seconds: before?.time_limit_seconds ?? entry.sectionSettings?.time_limit_seconds ?? null,
        navigation: before?.navigation ?? entry.sectionSettings?.navigation ?? 'free',
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
  const content = normaliseContent(input as InstrumentSection[], known);
  return {
    content_json: JSON.stringify(content),
    item_count: itemCount(content),
    imported: incoming.length,
    replaced,
    sections: touched,
  };
}

/** Texts that sanitising would empty (a stem of only a script): refused by row, not by the save. */
export function emptiedTexts(item: InstrumentItem): string[] {
  const out: string[] = [];
  if (!sanitizeRichText(item.stem)) out.push('Stem');
  if ('options' in item)
    item.options.forEach((o, i) => {
      if (!sanitizeRichText(o.text)) out.push(`Option ${String.fromCharCode(65 + i)}`);
    });
  return out;
}

export interface SheetImportTask {
  /** The uploaded file (a Buffer crosses to the thread as its bytes). */
  file: Uint8Array;
  mode: ItemImportMode;
  existingContentJson: string;
  knownIndicators: string[];
}

/** A refusal as it crosses back from the thread (an error's class does not survive the copy). */
export type SheetImportAnswer = { ok: true; prepared: PreparedImport } | ThreadRefusal;

/**
 * A sheet read (by the sheet thread: its rows come to this thread, not the event loop's), its rows
 * checked (every row first: one bad row refuses the sheet) and made into content.
 */
export async function prepareSheetImport(task: SheetImportTask): Promise<SheetImportAnswer> {
  try {
    const rows = await readItemSheet(bufferOf(task.file));
    const known = new Set(task.knownIndicators);
    const taken =
      task.mode === 'append'
        ? new Set(parseContent(task.existingContentJson).sections.flatMap((s) => s.items.map((i) => i.id)))
        : new Set<string>();
    const read = rowsToItems(rows, known, taken);
    const problems: UploadProblem[] = [...read.problems];
    for (const entry of read.items)
      for (const column of emptiedTexts(entry.item))
        problems.push({ row: entry.row, column, message: M.emptyOnceSanitised });
    if (problems.length)
      throw refuse(
        'sheet',
        problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)),
      );
    const incoming = read.items.map((i) => ({ section: i.section, item: i.item, at: { row: i.row } }));
    return { ok: true, prepared: mergeImport(task.existingContentJson, task.mode, incoming, 'sheet', known) };
  } catch (err) {
    return refusalOf(err);
  }
}
