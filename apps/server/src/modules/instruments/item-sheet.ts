import {
  ITEM_IMPORT_MAX_ITEMS,
  ITEM_SHEET_COLUMNS,
  ITEM_SHEET_NAME,
  ITEM_SHEET_OPTION_LETTERS,
  type StoredItem,
} from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { fieldError } from '../../lib/errors';
import { neutraliseCell } from '../../lib/neutralise-cell';
import { fieldMessage, fillMessage, type MessageLanguage } from '../../lib/server-messages';
import { readUploadedSheet } from '../../lib/uploaded-sheet/read-uploaded-sheet';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { itemSheetWords } from './item-sheet.labels';
import { richToCell } from './item-sheet-cells';
import { type Column, optionColumn, type SheetRow, thresholdColumn } from './item-sheet-rows';

// The item-bank spreadsheet: one row per item, its columns those of ITEM_SHEET_COLUMNS. Option
// ids are the column letters (A, B, C… as the item editor letters them), Likert option values
// their position (1..points). Texts: a stem or option that is plain text (or one plain paragraph)
// is written as that text, anything with more markup as its HTML; a cell holding an allowed HTML
// tag is read as HTML (and sanitised like every stem), any other cell as plain text.

const LETTERS = ITEM_SHEET_OPTION_LETTERS;

/**
 * A text cell that cannot run as a formula (lib/neutralise-cell.ts). Text that itself starts
 * with an apostrophe gets one more, so reading strips exactly one apostrophe and gets the text back.
 */
function textOut(value: string): string {
  return value.startsWith("'") ? `'${value}` : (neutraliseCell(value) as string);
}
function textIn(value: string): string {
  return value.startsWith("'") ? value.slice(1) : value;
}

// ---- writing ----

type Cell = string | number | null;

function itemRow(section: string, item: StoredItem): Cell[] {
  const cells = new Map<Column, Cell>();
  const text = (column: Column, value: string | null | undefined) => {
    if (value) cells.set(column, textOut(value));
  };
  text('Section', section);
  text('Item ID', item.id);
  cells.set('Type', item.type);
  text('Stem', richToCell(item.stem));
  const options = 'options' in item ? item.options : [];
  const letterOf = new Map(options.map((o, i) => [o.id, LETTERS[i]]));
  options.forEach((o, i) => {
    text(optionColumn(i), richToCell(o.text));
  });
  const letters = (keys: readonly string[] | null | undefined) =>
    (keys ?? []).map((k) => letterOf.get(k) ?? k).join(',');
  switch (item.type) {
    case 'single': {
      const key = Array.isArray(item.key) ? item.key[0] : item.key;
      if (key) cells.set('Key', letterOf.get(key) ?? key);
      break;
    }
    case 'multiple':
    case 'ranking':
      text('Key', letters(item.keys));
      break;
    case 'true-false':
      if (item.key !== null && item.key !== undefined) cells.set('Key', item.key ? 'TRUE' : 'FALSE');
      break;
    case 'numeric':
      if (item.key)
        cells.set(
          'Key',
          item.key.tolerance !== undefined
            ? `${item.key.value}±${item.key.tolerance}`
            : (item.key.value as number),
        );
      break;
  }
  text('Indicator', item.indicator);
  if ((item.type === 'likert' || item.type === 'true-false') && item.reverse !== undefined)
    cells.set('Reverse', item.reverse ? 'TRUE' : 'FALSE');
  if (item.type === 'likert' && item.points) cells.set('Points', item.points);
  if (item.irt) {
    cells.set('IRT model', item.irt.model);
    if (item.irt.a !== undefined) cells.set('IRT a', item.irt.a);
    if (item.irt.b !== undefined) cells.set('IRT b', item.irt.b);
    item.irt.thresholds?.forEach((b, i) => {
      cells.set(thresholdColumn(i), b);
    });
    if (item.irt.c !== undefined) cells.set('IRT c', item.irt.c);
  }
  if (item.time_limit_seconds) cells.set('Time limit (s)', item.time_limit_seconds);
  if (item.weight !== undefined) cells.set('Weight', item.weight);
  return ITEM_SHEET_COLUMNS.map((c) => cells.get(c) ?? null);
}

const WIDTHS: Partial<Record<Column, number>> = { Section: 22, 'Item ID': 14, Stem: 48, Indicator: 14 };

/** The .xlsx of the items (none for the template) with the Instructions sheet in `language`. */
export async function itemWorkbook(
  sections: readonly { title: string; items: readonly StoredItem[] }[],
  language: MessageLanguage,
  notes: string[] = [],
): Promise<Buffer> {
  const words = itemSheetWords(language);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Asesa';
  const sheet = workbook.addWorksheet(ITEM_SHEET_NAME);
  sheet.columns = ITEM_SHEET_COLUMNS.map((header) => ({ header, width: WIDTHS[header] ?? 10 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const section of sections)
    for (const item of section.items) sheet.addRow(itemRow(section.title, item));
  const help = workbook.addWorksheet(words.instructions);
  help.columns = [{ width: 22 }, { width: 110 }];
  for (const note of notes) help.addRow([words.note, textOut(note)]);
  if (notes.length) help.addRow(['', '']);
  help.addRow([words.column, words.holds]).font = { bold: true };
  for (const line of words.help) help.addRow(line);
  help.getColumn(1).font = { bold: true };
  help.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---- reading ----

const NOT_XLSX = fieldMessage('file', M.sheetNotXlsx);

/** One filled row of the sheet: its own row number and each column's text (trimmed). */

/**
 * Reads an uploaded item sheet (lib/uploaded-sheet: checked as an archive, parsed off the event
 * loop), checking that it has the Items columns. Whole-file problems (not a workbook, no header,
 * too many rows) answer 400 at once.
 */
export async function readItemSheet(buffer: Buffer): Promise<SheetRow[]> {
  const sheet = await readUploadedSheet(buffer, {
    preferSheets: [ITEM_SHEET_NAME],
    // The header row and one more item than allowed: enough to say there are too many.
    maxRows: ITEM_IMPORT_MAX_ITEMS + 1,
    notXlsx: NOT_XLSX,
  });
  const header = sheet.rows[0]?.number === 1 ? sheet.rows[0].cells : [];
  const columnOf = new Map<string, number>();
  header.forEach((cell, index) => {
    const title = textIn(cell.trim()).toLowerCase();
    if (title && !columnOf.has(title)) columnOf.set(title, index);
  });
  const missing = ['Section', 'Type', 'Stem'].filter((c) => !columnOf.has(c.toLowerCase()));
  if (missing.length)
    throw fieldError(
      'file',
      fillMessage(M.sheetColumns, { sheet: ITEM_SHEET_NAME, missing: missing.join(', ') }),
    );
  const tooMany = () =>
    fieldError(
      'file',
      fillMessage(M.tooManyRows, {
        max: {
          en: ITEM_IMPORT_MAX_ITEMS.toLocaleString('en'),
          id: ITEM_IMPORT_MAX_ITEMS.toLocaleString('id'),
        },
      }),
    );
  // A sheet the thread stopped reading is refused before its rows are gone through.
  if (sheet.moreRows) throw tooMany();
  const rows: SheetRow[] = [];
  for (const { number, cells: values } of sheet.rows) {
    if (number === 1) continue;
    const cells = new Map<Column, string>();
    for (const column of ITEM_SHEET_COLUMNS) {
      const at = columnOf.get(column.toLowerCase());
      const value = at === undefined ? '' : textIn((values[at] ?? '').trim());
      if (value) cells.set(column, value);
    }
    if (cells.size) rows.push({ row: number, cells });
  }
  if (rows.length > ITEM_IMPORT_MAX_ITEMS) throw tooMany();
  if (!rows.length) throw fieldError('file', M.noRows);
  return rows;
}
