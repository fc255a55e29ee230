import {
  type ImportProblem,
  type InstrumentItem,
  IRT_MODELS,
  type IrtParams,
  ITEM_IMPORT_MAX_ITEMS,
  ITEM_SHEET_COLUMNS,
  ITEM_SHEET_NAME,
  ITEM_SHEET_OPTION_LETTERS,
  ITEM_SHEET_THRESHOLDS,
  ITEM_SHEET_TYPES,
  instrumentItem,
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

// The item-bank spreadsheet: one row per item, its columns those of ITEM_SHEET_COLUMNS. Option
// ids are the column letters (A, B, C… as the item editor letters them), Likert option values
// their position (1..points). Texts: a stem or option that is plain text (or one plain paragraph)
// is written as that text, anything with more markup as its HTML; a cell holding an allowed HTML
// tag is read as HTML (and sanitised like every stem), any other cell as plain text.

type Column = (typeof ITEM_SHEET_COLUMNS)[number];
const LETTERS = ITEM_SHEET_OPTION_LETTERS;
const optionColumn = (i: number) => `Option ${LETTERS[i]}` as Column;
const thresholdColumn = (i: number) => `IRT b${i + 1}` as Column;

/** Tags of the stored rich text (instrument-content.ts); other `<…>` in a cell is text. */
const HTML_TAG = /<\/?(p|br|b|strong|i|em|u|s|sub|sup|ul|ol|li|a|img|span|blockquote|code|pre)\b[^>]*>/i;
const ONE_PLAIN_PARAGRAPH = /^<p>([^<]*)<\/p>$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A stored rich text as the sheet shows it: plain text where that says all of it, else HTML. */
export function richToCell(html: string): string {
  if (!/<[a-z/!]/i.test(html)) return decodeEntities(html);
  const one = ONE_PLAIN_PARAGRAPH.exec(html);
  return one ? decodeEntities(one[1]) : html;
}

/** A cell's text as rich text: HTML when it holds a tag of ours, else plain text escaped. */
export function cellToRich(text: string): string {
  return HTML_TAG.test(text) ? text : escapeText(text);
}

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
export interface SheetRow {
  row: number;
  cells: Map<Column, string>;
}

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

/** A row made into an item, or its problems. */
export interface RowItem {
  row: number;
  section: string;
  item: InstrumentItem;
}

/** A plain decimal number, with a decimal point or comma and an optional exponent. */
const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:[eE][+-]?\d+)?`;
const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
const bool = (text: string): boolean | null => {
  const t = text.trim().toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(t)) return true;
  if (['false', 'no', 'n', '0'].includes(t)) return false;
  return null;
};

/** Where a schema issue of an item shows in the sheet. */
function columnOfIssue(path: readonly PropertyKey[]): Column {
  const [head, index] = path;
  if (head === 'options') return typeof index === 'number' ? optionColumn(index) : 'Option A';
  if (head === 'key' || head === 'keys') return 'Key';
  if (head === 'irt') {
    const field = path[1];
    if (field === 'thresholds') return typeof path[2] === 'number' ? thresholdColumn(path[2]) : 'IRT b1';
    if (field === 'a' || field === 'b' || field === 'c') return `IRT ${field}` as Column;
    return 'IRT model';
  }
  const named: Record<string, Column> = {
    id: 'Item ID',
    stem: 'Stem',
    indicator: 'Indicator',
    reverse: 'Reverse',
    points: 'Points',
    time_limit_seconds: 'Time limit (s)',
    weight: 'Weight',
  };
  return named[String(head)] ?? 'Type';
}

/**
 * Every row made into an item of the contracts, with the instrument's rules on top of the schema
 * (keys among the options, Likert points, IRT parameters valid for their model, known indicators,
 * ids unique); the problems of every row, each with its row and column, when any row is bad.
 */
export function rowsToItems(
  rows: readonly SheetRow[],
  known: ReadonlySet<string>,
  takenIds: ReadonlySet<string>,
): { items: RowItem[]; problems: ImportProblem[] } {
  const items: RowItem[] = [];
  const problems: ImportProblem[] = [];
  const seenIds = new Map<string, number>();
  for (const r of rows) {
    const found: ImportProblem[] = [];
    const problem = (column: Column, message: string) => found.push({ row: r.row, column, message });
    const get = (c: Column) => r.cells.get(c) ?? '';
    const number = (c: Column): number | undefined => {
      const text = get(c);
      if (!text) return undefined;
      const n = Number(text.replace(',', '.'));
      if (!Number.isFinite(n)) {
        problem(c, `'${text}' is not a number`);
        return undefined;
      }
      return n;
    };

    const section = get('Section');
    if (!section) problem('Section', 'the section is required');
    else if (section.length > 200) problem('Section', 'the section title is longer than 200 characters');
    const type = get('Type').toLowerCase();
    if (!type) problem('Type', `the type is required: one of ${ITEM_SHEET_TYPES.join(', ')}`);
    else if (type === 'forced-choice')
      problem(
        'Type',
        'forced-choice blocks cannot come from a sheet (each statement needs its indicator): add them in the item editor',
      );
    else if (!(ITEM_SHEET_TYPES as readonly string[]).includes(type))
      problem('Type', `unknown type '${get('Type')}': use one of ${ITEM_SHEET_TYPES.join(', ')}`);
    const id = get('Item ID');
    if (id) {
      if (takenIds.has(id))
        problem(
          'Item ID',
          `'${id}' is already an item of the instrument: use Replace, or clear the cell to add a copy`,
        );
      const before = seenIds.get(id);
      if (before !== undefined) problem('Item ID', `'${id}' is also the id of row ${before}`);
      else seenIds.set(id, r.row);
    }
    const stem = get('Stem');
    if (!stem) problem('Stem', 'the stem is required');

    // Options from A, without gaps.
    const optionTexts: string[] = [];
    let gap = -1;
    LETTERS.forEach((_, i) => {
      const text = get(optionColumn(i));
      if (!text) {
        if (gap < 0) gap = i;
        return;
      }
      if (gap >= 0 && gap < i)
        problem(optionColumn(i), `Option ${LETTERS[gap]} is empty: fill the options from A without gaps`);
      optionTexts.push(text);
    });
    const letters = LETTERS.slice(0, optionTexts.length) as readonly string[];
    const takesOptions = ['single', 'multiple', 'likert', 'ranking'].includes(type);
    if (!takesOptions && optionTexts.length && (ITEM_SHEET_TYPES as readonly string[]).includes(type))
      problem('Option A', `${type} items take no options`);
    const options = optionTexts.map((text, i) => ({ id: LETTERS[i], text: cellToRich(text) }));

    const keyText = get('Key');
    const notOption = (k: string) =>
      `key '${k}' is not one of the options (${letters.length ? `${letters[0]}–${letters[letters.length - 1]}` : 'none'})`;
    const indicator = get('Indicator');
    if (indicator && !known.has(indicator)) problem('Indicator', `unknown indicator '${indicator}'`);

    const reverseText = get('Reverse');
    const reverse = reverseText ? bool(reverseText) : undefined;
    if (reverse === null) problem('Reverse', `'${reverseText}' is not TRUE or FALSE`);
    else if (reverse !== undefined && type !== 'likert' && type !== 'true-false')
      problem('Reverse', 'only likert and true-false items can be reverse-keyed');
    const points = number('Points');
    if (points !== undefined && type !== 'likert') problem('Points', 'only likert items have points');

    let item: Record<string, unknown> = { type, stem: cellToRich(stem) };
    if (id) item.id = id;
    switch (type) {
      case 'single': {
        const keys = list(keyText);
        if (!keys.length) problem('Key', 'the key is required: the letter of the correct option');
        else if (keys.length > 1) problem('Key', `a single-choice item has 1 key, not ${keys.length}`);
        else if (!letters.includes(keys[0])) problem('Key', notOption(keys[0]));
        item = { ...item, options, key: keys[0] ?? null };
        break;
      }
      case 'multiple':
      case 'ranking': {
        const keys = list(keyText);
        if (!keys.length)
          problem(
            'Key',
            type === 'multiple'
              ? 'the key is required: the letters of the correct options (A,C)'
              : 'the key is required: every option letter in the correct order (C,A,B)',
          );
        for (const k of keys.filter((k) => !letters.includes(k))) problem('Key', notOption(k));
        if (new Set(keys).size !== keys.length) problem('Key', 'the key lists a letter twice');
        else if (type === 'ranking' && keys.length && keys.length !== letters.length)
          problem(
            'Key',
            `the key must rank every option once (${letters.length} options, ${keys.length} ranked)`,
          );
        item = { ...item, options, keys };
        break;
      }
      case 'true-false': {
        const key = keyText ? bool(keyText) : undefined;
        if (key === null) problem('Key', `'${keyText}' is not TRUE or FALSE`);
        if (key === undefined && !indicator)
          problem('Key', 'the key is required (TRUE or FALSE) unless the item has an indicator');
        item = { ...item, key: key ?? null };
        if (reverse !== undefined && reverse !== null) item.reverse = reverse;
        break;
      }
      case 'likert': {
        if (keyText) problem('Key', 'likert items have no key (their options carry the values 1..points)');
        let opts = options;
        let n = points;
        if (n !== undefined && (!Number.isInteger(n) || n < LIKERT_POINTS.min || n > MAX_OPTIONS)) {
          problem('Points', `points must be a whole number from ${LIKERT_POINTS.min} to ${MAX_OPTIONS}`);
        } else if (!opts.length) {
          if (n === undefined) problem('Points', 'give the points or the options of the scale');
          else opts = Array.from({ length: n }, (_, i) => ({ id: LETTERS[i], text: String(i + 1) }));
        } else if (n === undefined) n = opts.length;
        else if (n !== opts.length)
          problem('Points', `a ${n}-point scale needs ${n} options, not ${opts.length}`);
        item = { ...item, points: n ?? null, options: opts.map((o, i) => ({ ...o, value: i + 1 })) };
        if (reverse !== undefined && reverse !== null) item.reverse = reverse;
        break;
      }
      case 'numeric': {
        let key: { value: number; tolerance?: number } | null = null;
        if (keyText) {
          const m = new RegExp(`^(-?${NUMBER})(?:\\s*(?:±|\\+-|\\+/-)\\s*(${NUMBER}))?$`).exec(keyText);
          const value = m ? Number(m[1].replace(',', '.')) : Number.NaN;
          const tolerance = m?.[2] !== undefined ? Number(m[2].replace(',', '.')) : undefined;
          if (!Number.isFinite(value) || (tolerance !== undefined && !(tolerance >= 0)))
            problem('Key', `'${keyText}' is not a number (optionally with a tolerance: 42±0.5)`);
          else key = tolerance === undefined ? { value } : { value, tolerance };
        } else if (!indicator)
          problem('Key', 'the key is required (a number) unless the item has an indicator');
        item = { ...item, key };
        break;
      }
      case 'text':
        if (keyText)
          problem('Key', 'text items have no key (they are unscored or scored by a rubric by hand)');
        break;
    }
    if (indicator) item.indicator = indicator;

    // IRT parameters, valid for their model.
    const modelText = get('IRT model').toUpperCase();
    const a = number('IRT a');
    const b = number('IRT b');
    const c = number('IRT c');
    const thresholds: number[] = [];
    let thresholdGap = -1;
    for (let i = 0; i < ITEM_SHEET_THRESHOLDS; i++) {
      const value = number(thresholdColumn(i));
      if (value === undefined) {
        if (!get(thresholdColumn(i)) && thresholdGap < 0) thresholdGap = i;
        continue;
      }
      if (thresholdGap >= 0 && thresholdGap < i)
        problem(
          thresholdColumn(i),
          `IRT b${thresholdGap + 1} is empty: fill the thresholds from b1 without gaps`,
        );
      if (thresholds.length && value <= thresholds[thresholds.length - 1])
        problem(
          thresholdColumn(i),
          `thresholds must increase: b${i + 1} = ${value} is not above ${thresholds[thresholds.length - 1]}`,
        );
      thresholds.push(value);
    }
    const anyIrt = a !== undefined || b !== undefined || c !== undefined || thresholds.length > 0;
    if (!modelText) {
      if (anyIrt)
        problem(
          'IRT model',
          `IRT parameters are filled but the model is empty: one of ${IRT_MODELS.join(', ')}`,
        );
    } else if (!(IRT_MODELS as readonly string[]).includes(modelText)) {
      problem('IRT model', `unknown IRT model '${get('IRT model')}': use one of ${IRT_MODELS.join(', ')}`);
    } else {
      const model = modelText as IrtParams['model'];
      if (a !== undefined && !(a > 0)) problem('IRT a', `a must be greater than 0 (is ${a})`);
      else if (a === undefined && model !== '1PL')
        problem('IRT a', `${model} parameters need a (greater than 0)`);
      if (model === 'GRM') {
        if (b !== undefined) problem('IRT b', 'GRM items take thresholds (IRT b1, b2…), not b');
        if (!thresholds.length) problem('IRT b1', 'GRM parameters need at least one threshold (IRT b1)');
      } else {
        if (b === undefined) problem('IRT b', `${model} parameters need b`);
        if (thresholds.length) problem('IRT b1', `thresholds are for GRM items, not ${model}`);
      }
      if (model === '3PL') {
        if (c === undefined) problem('IRT c', '3PL parameters need c (from 0 up to 1)');
        else if (c < 0 || c >= 1) problem('IRT c', `c must be at least 0 and below 1 (is ${c})`);
      } else if (c !== undefined) problem('IRT c', `c is for 3PL items, not ${model}`);
      const irt: IrtParams = { model };
      if (a !== undefined) irt.a = a;
      if (b !== undefined) irt.b = b;
      if (thresholds.length) irt.thresholds = thresholds;
      if (c !== undefined) irt.c = c;
      item.irt = irt;
    }
    const time = number('Time limit (s)');
    if (time !== undefined) item.time_limit_seconds = time;
    const weight = number('Weight');
    if (weight !== undefined) item.weight = weight;

    // The contracts' own checks (lengths, counts, ranges) for a row the rules above let through.
    if (!found.length) {
      const parsed = instrumentItem.safeParse(item);
      if (!parsed.success)
        for (const issue of parsed.error.issues) problem(columnOfIssue(issue.path), issue.message);
    }
    if (found.length) problems.push(...dedupe(found));
    else items.push({ row: r.row, section, item: item as InstrumentItem });
  }
  return { items, problems };
}

function dedupe(problems: ImportProblem[]): ImportProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.column}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
