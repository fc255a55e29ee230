import {
  IRT_MODELS,
  ITEM_IMPORT_MAX_ITEMS,
  ITEM_SHEET_COLUMNS,
  ITEM_SHEET_NAME,
  ITEM_SHEET_OPTION_LETTERS,
  ITEM_SHEET_THRESHOLDS,
  ITEM_SHEET_TYPES,
  LIKERT_POINTS,
  MAX_OPTIONS,
  type StoredItem,
} from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { fieldError } from '../../lib/errors';
import { neutraliseCell } from '../../lib/neutralise-cell';
import { fieldMessage, fillMessage } from '../../lib/server-messages';
import { readUploadedSheet } from '../../lib/uploaded-sheet/read-uploaded-sheet';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
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

const HELP: [string, string][] = [
  [
    'Section',
    'Required. The title of the section the item belongs to; sections are created in the order they first appear.',
  ],
  [
    'Item ID',
    "Optional. Kept as the item's id (translations and variations refer to it); empty gives a new id. Each id once per sheet; when appending, not an id the instrument already has.",
  ],
  [
    'Type',
    `Required. One of: ${ITEM_SHEET_TYPES.join(', ')}. Forced-choice blocks are edited in the item editor (each statement needs its indicator).`,
  ],
  [
    'Stem',
    'Required. Plain text, or HTML (p, b, i, u, ul, ol, li, br, sub, sup, a, img of uploaded images…) when the cell holds one of those tags. Unsafe HTML is removed.',
  ],
  [
    'Option A … Option J',
    'The options, from A without gaps (at least 2, at most 10) for single, multiple, likert and ranking items; empty for true-false, numeric and text items. Plain text or HTML like the stem.',
  ],
  [
    'Key',
    'single: the letter of the correct option (B). multiple: the correct letters (A,C). ranking: every letter in the correct order (C,A,B,D). true-false: TRUE or FALSE (may stay empty when the item has an indicator). numeric: the number, optionally with a tolerance (42±0.5). likert and text: empty.',
  ],
  ['Indicator', 'Optional. The code of an existing indicator that receives the item score.'],
  ['Reverse', 'likert and true-false only: TRUE for a reverse-keyed item, FALSE or empty otherwise.'],
  [
    'Points',
    `likert only: the number of scale points (${LIKERT_POINTS.min} to ${MAX_OPTIONS}); the options carry the values 1..points. Empty: the number of options. With no options, the options are labelled 1..points.`,
  ],
  [
    'IRT model',
    `Optional. One of ${IRT_MODELS.join(', ')}; empty means the item has no IRT parameters (then every IRT cell stays empty).`,
  ],
  ['IRT a', 'Discrimination, a number greater than 0. Required for 2PL, 3PL and GRM; optional for 1PL.'],
  ['IRT b', 'Difficulty, a number. Required for 1PL, 2PL and 3PL; empty for GRM.'],
  [
    `IRT b1 … IRT b${ITEM_SHEET_THRESHOLDS}`,
    'GRM only: the category thresholds from b1 without gaps, strictly increasing (at least one).',
  ],
  ['IRT c', 'Guessing, 3PL only: a number from 0 up to (not including) 1.'],
  [
    'Time limit (s)',
    "Optional. The item's own time limit in seconds, 5 to 3600; empty means the section's clock only.",
  ],
  ['Weight', 'Optional. Multiplies everything the item sends to indicators (default 1).'],
  ['', ''],
  [
    'Import',
    'Append adds the rows to the sections they name (creating sections that do not exist); Replace makes the sheet the whole draft content. Every row is checked first: when any row has a problem, nothing is saved and every problem is listed with its row and column.',
  ],
  [
    'Not in the sheet',
    'Forced-choice blocks, option weights, option and item images, multiple-choice scoring and choice limits, numeric ranges and text rubrics are not carried by the sheet: edit them in the item editor, or move the instrument as a JSON package.',
  ],
];

/** The .xlsx of the items (none for the template) with the Instructions sheet. */
export async function itemWorkbook(
  sections: readonly { title: string; items: readonly StoredItem[] }[],
  notes: string[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Asesa';
  const sheet = workbook.addWorksheet(ITEM_SHEET_NAME);
  sheet.columns = ITEM_SHEET_COLUMNS.map((header) => ({ header, width: WIDTHS[header] ?? 10 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const section of sections)
    for (const item of section.items) sheet.addRow(itemRow(section.title, item));
  const help = workbook.addWorksheet('Instructions');
  help.columns = [{ width: 22 }, { width: 110 }];
  for (const note of notes) help.addRow(['Note', textOut(note)]);
  if (notes.length) help.addRow(['', '']);
  help.addRow(['Column', 'What it holds']).font = { bold: true };
  for (const line of HELP) help.addRow(line);
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
  if (rows.length > ITEM_IMPORT_MAX_ITEMS || sheet.moreRows)
    throw fieldError(
      'file',
      fillMessage(M.tooManyRows, {
        max: {
          en: ITEM_IMPORT_MAX_ITEMS.toLocaleString('en'),
          id: ITEM_IMPORT_MAX_ITEMS.toLocaleString('id'),
        },
      }),
    );
  if (!rows.length) throw fieldError('file', M.noRows);
  return rows;
}
