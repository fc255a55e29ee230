import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../lib/neutralise-cell';

export interface SheetColumn {
  header: string;
  width?: number;
  /** Excel number format, e.g. 'yyyy-mm-dd hh:mm' for dates or '0.0' for scores. */
  numFmt?: string;
}

export type CellValue = string | number | boolean | Date | null;

/** The style of a row or cell without a format (exceljs writes no style for it). */
const NO_STYLE: Partial<ExcelJS.Style> = {};

/** Excel refuses longer sheet names. */
const SHEET_NAME_MAX = 31;

/**
 * A sheet name Excel accepts that no earlier sheet has: without the characters it forbids
 * (: \ / ? * [ ] and control characters), not starting or ending with an apostrophe, at most 31
 * characters (never cutting a character in half), not its reserved "History", and unique ignoring
 * case (" (2)", " (3)"… within the 31 characters). `taken` holds the names given so far, lower case.
 */
export function safeSheetName(wanted: string, taken: Set<string>, fallback = 'Sheet'): string {
  const clean = (s: string) =>
    s
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f:\\/?*[\]]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s']+|[\s']+$/g, '');
  let base = clean(wanted) || fallback;
  if (base.toLowerCase() === 'history') base = `${base} 1`;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    let head = base.slice(0, SHEET_NAME_MAX - suffix.length);
    // A cut between the halves of a surrogate pair would leave a broken character.
    if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
    const name = (clean(head) || fallback) + suffix;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** One worksheet of a {@link StreamingWorkbook}: rows go to the file as they are added. */
export class SheetWriter {
  rows = 0;

  constructor(
    private sheet: ExcelJS.Worksheet,
    private styles: Array<Partial<ExcelJS.Style>>,
  ) {}

  addRow(values: CellValue[]): void {
    const row = this.sheet.addRow(values.map((v) => neutraliseCell(v)));
    // exceljs gives each row and cell a style object of its own and renders every one as XML to
    // find its style id; shared objects are found in its cache instead, and a row of 26 cells
    // takes a third of the CPU time. An empty cell gets no format, so it is left out of the file
    // rather than written as a styled blank.
    // (A row's style is a property of exceljs's rows its typings leave out.)
    (row as ExcelJS.Row & { style: Partial<ExcelJS.Style> }).style = NO_STYLE;
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cell.style = values[column - 1] === null ? NO_STYLE : (this.styles[column - 1] ?? NO_STYLE);
    });
    row.commit();
    this.rows++;
  }

  commit(): void {
    this.sheet.commit();
  }
}

/**
 * A workbook written with exceljs's streaming writer, one sheet after another. The file is a zip
 * whose entries are written in turn, so a sheet still open holds every row of the sheets begun
 * after it in memory: adding a sheet therefore finishes the one before, and each sheet must be
 * written in one go. Every text cell (headers included) is neutralised against formula injection.
 */
export class StreamingWorkbook {
  private workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private current: SheetWriter | null = null;
  private names = new Set<string>();

  constructor(private filename: string) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename,
      useStyles: true,
      useSharedStrings: false,
    });
  }

  /**
   * Starts the next sheet under a safe, unique version of `name` (see {@link safeSheetName}) with a
   * bold, frozen and filterable header row; `frozenColumns` stay in view when scrolling sideways.
   */
  addSheet(name: string, columns: SheetColumn[], opts: { frozenColumns?: number } = {}): SheetWriter {
    this.current?.commit();
    const sheet = this.workbook.addWorksheet(safeSheetName(name, this.names), {
      views: [{ state: 'frozen', ySplit: 1, xSplit: opts.frozenColumns ?? 0 }],
    });
    // The streaming writer writes the filter when the sheet is committed.
    if (columns.length > 0)
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    const styles = columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
    sheet.columns = columns.map((c, i) => ({
      header: neutraliseCell(c.header),
      key: `c${i}`,
      width: c.width ?? 16,
      style: styles[i],
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    this.current = new SheetWriter(sheet, styles);
    return this.current;
  }

  /** Finishes the file and answers its size in bytes. */
  async finish(): Promise<number> {
    this.current?.commit();
    await this.workbook.commit();
    return (await stat(this.filename)).size;
  }
}

/** A workbook of one sheet: the common export. */
export class StreamingSheet {
  private workbook: StreamingWorkbook;
  private sheet: SheetWriter;

  constructor(filename: string, sheetName: string, columns: SheetColumn[]) {
    this.workbook = new StreamingWorkbook(filename);
    this.sheet = this.workbook.addSheet(sheetName, columns);
  }

  get rows(): number {
    return this.sheet.rows;
  }

  addRow(values: CellValue[]): void {
    this.sheet.addRow(values);
  }

  /** Finishes the file and answers its size in bytes. */
  finish(): Promise<number> {
    return this.workbook.finish();
  }
}

/** An ISO timestamp as a Date for a date-formatted cell (null stays empty). */
export function dateCell(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
