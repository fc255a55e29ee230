import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { neutraliseCell } from './neutralise-cell';

export interface SheetColumn {
  header: string;
  width?: number;
  /** Excel number format, e.g. 'yyyy-mm-dd hh:mm' for dates or '0.0' for scores. */
  numFmt?: string;
}

export type CellValue = string | number | boolean | Date | null;

/**
 * One worksheet written with exceljs's streaming writer: rows are committed to the file as they
 * come, so memory stays flat however many rows an export has. Every text cell is neutralised
 * against formula injection.
 */
export class StreamingSheet {
  private workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet;
  rows = 0;

  constructor(
    private filename: string,
    sheetName: string,
    columns: SheetColumn[],
  ) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename,
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(sheetName.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    this.sheet.columns = columns.map((c, i) => ({
      header: neutraliseCell(c.header),
      key: `c${i}`,
      width: c.width ?? 16,
      style: c.numFmt ? { numFmt: c.numFmt } : {},
    }));
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
  }

  addRow(values: CellValue[]): void {
    this.sheet.addRow(values.map((v) => neutraliseCell(v))).commit();
    this.rows++;
  }

  /** Finishes the file and answers its size in bytes. */
  async finish(): Promise<number> {
    this.sheet.commit();
    await this.workbook.commit();
    return (await stat(this.filename)).size;
  }
}

/** An ISO timestamp as a Date for a date-formatted cell (null stays empty). */
export function dateCell(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
