import {
  type InstrumentItem,
  IRT_MODELS,
  type IrtParams,
  type ITEM_SHEET_COLUMNS,
  ITEM_SHEET_OPTION_LETTERS,
  ITEM_SHEET_THRESHOLDS,
  ITEM_SHEET_TYPES,
  instrumentItem,
  LIKERT_POINTS,
  MAX_OPTIONS,
} from '@asesa/contracts';
import { validationMessage } from '../../http/validation-messages';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import { cellToRich } from './item-sheet-cells';
import { ITEM_ROW_MESSAGES as M } from './item-sheet-rows.messages';

// The item sheet's rows checked and made into items (the sheet's reading and writing are in
// item-sheet.ts): the instrument's rules on top of the contracts' schema (keys among the options,
// Likert points, IRT parameters valid for their model, known indicators, unique ids), and every
// problem with its row and column, in the reader's language.

export type Column = (typeof ITEM_SHEET_COLUMNS)[number];
const LETTERS = ITEM_SHEET_OPTION_LETTERS;
export const optionColumn = (i: number) => `Option ${LETTERS[i]}` as Column;
export const thresholdColumn = (i: number) => `IRT b${i + 1}` as Column;

/** One sheet row: its number and its non-empty cells by column. */
export interface SheetRow {
  row: number;
  cells: Map<Column, string>;
}

/** A row made into an item. */
export interface RowItem {
  row: number;
  section: string;
  item: InstrumentItem;
}

/** A problem of a row's cell. */
export interface RowProblem {
  row: number;
  column: Column;
  message: ServerMessage;
}

/** A plain decimal number, with a decimal point or comma and an optional exponent. */
const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:[eE][+-]?\d+)?`;
const KEY_NUMBER = new RegExp(`^(-?${NUMBER})(?:\\s*(?:±|\\+-|\\+/-)\\s*(${NUMBER}))?$`);
const TYPES = ITEM_SHEET_TYPES.join(', ');
const MODELS = IRT_MODELS.join(', ');

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

/** A row's cells as text and numbers, and the problems found in them. */
class RowReader {
  readonly found: RowProblem[] = [];
  constructor(private readonly r: SheetRow) {}

  problem(column: Column, message: ServerMessage, params?: Record<string, string | number>) {
    this.found.push({ row: this.r.row, column, message: params ? fillMessage(message, params) : message });
  }

  get(column: Column): string {
    return this.r.cells.get(column) ?? '';
  }

  number(column: Column): number | undefined {
    const text = this.get(column);
    if (!text) return undefined;
    const n = Number(text.replace(',', '.'));
    if (Number.isFinite(n)) return n;
    this.problem(column, M.notNumber, { text });
    return undefined;
  }

  /** The problems once each (a cell may break a rule twice over). */
  problems(): RowProblem[] {
    const seen = new Set<string>();
    return this.found.filter((p) => {
      const key = `${p.column}\u0000${p.message.en}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}

/** Section, type, id and stem: what every row needs. */
function readHead(
  cells: RowReader,
  takenIds: ReadonlySet<string>,
  seenIds: Map<string, number>,
  row: number,
) {
  const section = cells.get('Section');
  if (!section) cells.problem('Section', M.sectionRequired);
  else if (section.length > 200) cells.problem('Section', M.sectionTooLong);
  const type = cells.get('Type').toLowerCase();
  if (!type) cells.problem('Type', M.typeRequired, { types: TYPES });
  else if (type === 'forced-choice') cells.problem('Type', M.forcedChoice);
  else if (!(ITEM_SHEET_TYPES as readonly string[]).includes(type))
    cells.problem('Type', M.unknownType, { type: cells.get('Type'), types: TYPES });
  const id = cells.get('Item ID');
  if (id) {
    if (takenIds.has(id)) cells.problem('Item ID', M.idTaken, { id });
    const before = seenIds.get(id);
    if (before !== undefined) cells.problem('Item ID', M.idRepeated, { id, row: before });
    else seenIds.set(id, row);
  }
  const stem = cells.get('Stem');
  if (!stem) cells.problem('Stem', M.stemRequired);
  return { section, type, id, stem };
}

/** The option texts from A, without gaps. */
function readOptionTexts(cells: RowReader, type: string): string[] {
  const texts: string[] = [];
  let gap = -1;
  LETTERS.forEach((_, i) => {
    const text = cells.get(optionColumn(i));
    if (!text) {
      if (gap < 0) gap = i;
      return;
    }
    if (gap >= 0 && gap < i) cells.problem(optionColumn(i), M.optionGap, { letter: LETTERS[gap] });
    texts.push(text);
  });
  const takesOptions = ['single', 'multiple', 'likert', 'ranking'].includes(type);
  if (!takesOptions && texts.length && (ITEM_SHEET_TYPES as readonly string[]).includes(type))
    cells.problem('Option A', M.noOptions, { type });
  return texts;
}

/** What the type-specific part of a row sees. */
interface TypedRow {
  cells: RowReader;
  keyText: string;
  letters: readonly string[];
  options: { id: string; text: string }[];
  indicator: string;
  reverse: boolean | null | undefined;
  points: number | undefined;
}

function notOption(cells: RowReader, key: string, letters: readonly string[]) {
  const range = letters.length ? `${letters[0]}–${letters[letters.length - 1]}` : undefined;
  cells.problem('Key', fillMessage(M.notOption, { key, range: range ?? M.noOptionsRange }));
}

function singleItem({ cells, keyText, letters, options }: TypedRow) {
  const keys = list(keyText);
  if (!keys.length) cells.problem('Key', M.singleKeyRequired);
  else if (keys.length > 1) cells.problem('Key', M.singleOneKey, { n: keys.length });
  else if (!letters.includes(keys[0])) notOption(cells, keys[0], letters);
  return { options, key: keys[0] ?? null };
}

function keysItem(type: 'multiple' | 'ranking', { cells, keyText, letters, options }: TypedRow) {
  const keys = list(keyText);
  if (!keys.length) cells.problem('Key', type === 'multiple' ? M.multipleKeyRequired : M.rankingKeyRequired);
  for (const k of keys.filter((k) => !letters.includes(k))) notOption(cells, k, letters);
  if (new Set(keys).size !== keys.length) cells.problem('Key', M.keyTwice);
  else if (type === 'ranking' && keys.length && keys.length !== letters.length)
    cells.problem('Key', M.rankEveryOption, { options: letters.length, ranked: keys.length });
  return { options, keys };
}

function trueFalseItem({ cells, keyText, indicator, reverse }: TypedRow) {
  const key = keyText ? bool(keyText) : undefined;
  if (key === null) cells.problem('Key', M.notBoolean, { text: keyText });
  if (key === undefined && !indicator) cells.problem('Key', M.trueFalseKeyRequired);
  return { key: key ?? null, ...(reverse !== undefined && reverse !== null ? { reverse } : {}) };
}

function likertItem({ cells, keyText, options, points, reverse }: TypedRow) {
  if (keyText) cells.problem('Key', M.likertNoKey);
  let opts = options;
  let n = points;
  if (n !== undefined && (!Number.isInteger(n) || n < LIKERT_POINTS.min || n > MAX_OPTIONS)) {
    cells.problem('Points', M.pointsRange, { min: LIKERT_POINTS.min, max: MAX_OPTIONS });
  } else if (!opts.length) {
    if (n === undefined) cells.problem('Points', M.pointsOrOptions);
    else opts = Array.from({ length: n }, (_, i) => ({ id: LETTERS[i], text: String(i + 1) }));
  } else if (n === undefined) n = opts.length;
  else if (n !== opts.length) cells.problem('Points', M.pointsOptions, { n, options: opts.length });
  return {
    points: n ?? null,
    options: opts.map((o, i) => ({ ...o, value: i + 1 })),
    ...(reverse !== undefined && reverse !== null ? { reverse } : {}),
  };
}

function numericItem({ cells, keyText, indicator }: TypedRow) {
  let key: { value: number; tolerance?: number } | null = null;
  if (keyText) {
    const m = KEY_NUMBER.exec(keyText);
    const value = m ? Number(m[1].replace(',', '.')) : Number.NaN;
    const tolerance = m?.[2] !== undefined ? Number(m[2].replace(',', '.')) : undefined;
    if (!Number.isFinite(value) || (tolerance !== undefined && !(tolerance >= 0)))
      cells.problem('Key', M.numericKey, { text: keyText });
    else key = tolerance === undefined ? { value } : { value, tolerance };
  } else if (!indicator) cells.problem('Key', M.numericKeyRequired);
  return { key };
}

/** The fields of an item of `type` (its key, options, points), checked. */
function typedFields(type: string, row: TypedRow): Record<string, unknown> {
  switch (type) {
    case 'single':
      return singleItem(row);
    case 'multiple':
    case 'ranking':
      return keysItem(type, row);
    case 'true-false':
      return trueFalseItem(row);
    case 'likert':
      return likertItem(row);
    case 'numeric':
      return numericItem(row);
    case 'text':
      if (row.keyText) row.cells.problem('Key', M.textNoKey);
      return {};
    default:
      return {};
  }
}

/** IRT b1, b2…: from b1 without gaps, increasing. */
function readThresholds(cells: RowReader): number[] {
  const thresholds: number[] = [];
  let gap = -1;
  for (let i = 0; i < ITEM_SHEET_THRESHOLDS; i++) {
    const value = cells.number(thresholdColumn(i));
    if (value === undefined) {
      if (!cells.get(thresholdColumn(i)) && gap < 0) gap = i;
      continue;
    }
    if (gap >= 0 && gap < i) cells.problem(thresholdColumn(i), M.thresholdGap, { n: gap + 1 });
    const previous = thresholds[thresholds.length - 1];
    if (thresholds.length && value <= previous)
      cells.problem(thresholdColumn(i), M.thresholdsIncrease, { n: i + 1, value, previous });
    thresholds.push(value);
  }
  return thresholds;
}

/** The IRT parameters, valid for their model; undefined when the row has none. */
function readIrt(cells: RowReader): IrtParams | undefined {
  const modelText = cells.get('IRT model').toUpperCase();
  const a = cells.number('IRT a');
  const b = cells.number('IRT b');
  const c = cells.number('IRT c');
  const thresholds = readThresholds(cells);
  if (!modelText) {
    if (a !== undefined || b !== undefined || c !== undefined || thresholds.length > 0)
      cells.problem('IRT model', M.modelEmpty, { models: MODELS });
    return undefined;
  }
  if (!(IRT_MODELS as readonly string[]).includes(modelText)) {
    cells.problem('IRT model', M.unknownModel, { model: cells.get('IRT model'), models: MODELS });
    return undefined;
  }
  const model = modelText as IrtParams['model'];
  if (a !== undefined && !(a > 0)) cells.problem('IRT a', M.aPositive, { a });
  else if (a === undefined && model !== '1PL') cells.problem('IRT a', M.aRequired, { model });
  if (model === 'GRM') {
    if (b !== undefined) cells.problem('IRT b', M.grmNoB);
    if (!thresholds.length) cells.problem('IRT b1', M.grmThresholds);
  } else {
    if (b === undefined) cells.problem('IRT b', M.bRequired, { model });
    if (thresholds.length) cells.problem('IRT b1', M.thresholdsForGrm, { model });
  }
  if (model === '3PL') {
    if (c === undefined) cells.problem('IRT c', M.cRequired);
    else if (c < 0 || c >= 1) cells.problem('IRT c', M.cRange, { c });
  } else if (c !== undefined) cells.problem('IRT c', M.cFor3pl, { model });
  const irt: IrtParams = { model };
  if (a !== undefined) irt.a = a;
  if (b !== undefined) irt.b = b;
  if (thresholds.length) irt.thresholds = thresholds;
  if (c !== undefined) irt.c = c;
  return irt;
}

/** One row made into an item of the contracts, with its problems. */
function rowToItem(
  r: SheetRow,
  known: ReadonlySet<string>,
  takenIds: ReadonlySet<string>,
  seenIds: Map<string, number>,
): { section: string; item: Record<string, unknown>; problems: RowProblem[] } {
  const cells = new RowReader(r);
  const { section, type, id, stem } = readHead(cells, takenIds, seenIds, r.row);
  const optionTexts = readOptionTexts(cells, type);
  const indicator = cells.get('Indicator');
  if (indicator && !known.has(indicator)) cells.problem('Indicator', M.unknownIndicator, { indicator });
  const reverseText = cells.get('Reverse');
  const reverse = reverseText ? bool(reverseText) : undefined;
  if (reverse === null) cells.problem('Reverse', M.notBoolean, { text: reverseText });
  else if (reverse !== undefined && type !== 'likert' && type !== 'true-false')
    cells.problem('Reverse', M.reverseOnly);
  const points = cells.number('Points');
  if (points !== undefined && type !== 'likert') cells.problem('Points', M.pointsOnly);

  const item: Record<string, unknown> = {
    type,
    stem: cellToRich(stem),
    ...(id ? { id } : {}),
    ...typedFields(type, {
      cells,
      keyText: cells.get('Key'),
      letters: LETTERS.slice(0, optionTexts.length),
      options: optionTexts.map((text, i) => ({ id: LETTERS[i], text: cellToRich(text) })),
      indicator,
      reverse,
      points,
    }),
  };
  if (indicator) item.indicator = indicator;
  const irt = readIrt(cells);
  if (irt) item.irt = irt;
  const time = cells.number('Time limit (s)');
  if (time !== undefined) item.time_limit_seconds = time;
  const weight = cells.number('Weight');
  if (weight !== undefined) item.weight = weight;

  // The contracts' own checks (lengths, counts, ranges) for a row the rules above let through.
  if (!cells.found.length) {
    const parsed = instrumentItem.safeParse(item);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        cells.problem(columnOfIssue(issue.path), validationMessage({ ...issue }));
  }
  return { section, item, problems: cells.problems() };
}

/**
 * Every row made into an item of the contracts; the problems of every row, each with its row and
 * column, when any row is bad.
 */
export function rowsToItems(
  rows: readonly SheetRow[],
  known: ReadonlySet<string>,
  takenIds: ReadonlySet<string>,
): { items: RowItem[]; problems: RowProblem[] } {
  const items: RowItem[] = [];
  const problems: RowProblem[] = [];
  const seenIds = new Map<string, number>();
  for (const r of rows) {
    const read = rowToItem(r, known, takenIds, seenIds);
    if (read.problems.length) problems.push(...read.problems);
    else items.push({ row: r.row, section: read.section, item: read.item as InstrumentItem });
  }
  return { items, problems };
}
