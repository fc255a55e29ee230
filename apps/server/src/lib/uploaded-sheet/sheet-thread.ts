import { performance } from 'node:perf_hooks';
import type ExcelJS from 'exceljs';
import { cellValueText } from './cell-text';
import { OrderedWorkbookReader } from './ordered-workbook-reader';

// Runs in a sheet thread (read-uploaded-sheet.ts): parses an uploaded workbook as a stream, so a
// sheet is never held in memory whole and reading stops one row past the caller's limit.

export interface SheetTask {
  buffer: Uint8Array;
  /** Sheet names to read, best first (compared without case); otherwise the workbook's first sheet. */
  preferSheets: string[];
  /** Filled rows to keep; one more is read to tell that there are more. */
  maxRows: number;
  /** Cells read of each row; further columns are left unread. */
  maxColumns: number;
  /** Reading gives up after this long, counted from when this thread takes the task up. */
  maxMilliseconds: number;
}

export interface SheetRow {
  /** The sheet's own row number (1 is the header). */
  number: number;
  /** Column 1 first; each cell as its author sees it (cell-text.ts). */
  cells: string[];
}

export type SheetAnswer =
  | { ok: true; sheet: string; rows: SheetRow[]; moreRows: boolean }
  | { ok: false; problem: 'not-xlsx' | 'no-sheet' | 'too-slow' };

interface Candidate {
  rank: number;
  sheet: string;
  rows: SheetRow[];
  moreRows: boolean;
}

type WorksheetStream = AsyncIterable<ExcelJS.Row> & { name: string; id: number };
type WorkbookStream = AsyncIterable<WorksheetStream> & { model?: { sheets?: { name: string }[] } };

/** How good a sheet is: a preferred name by its place in the list, else its place in the workbook. */
function rankOf(task: SheetTask, name: string, workbook: WorkbookStream): number {
  const preferred = task.preferSheets.findIndex((p) => p.toLowerCase() === name.toLowerCase());
  if (preferred >= 0) return preferred;
  const position = workbook.model?.sheets?.findIndex((s) => s.name === name) ?? -1;
  return task.preferSheets.length + (position >= 0 ? position : 1000);
}

class TooSlow extends Error {}

async function rowsOf(task: SheetTask, worksheet: WorksheetStream, deadline: number) {
  const rows: SheetRow[] = [];
  let moreRows = false;
  for await (const row of worksheet) {
    if (performance.now() > deadline) throw new TooSlow();
    const values = (row.values as unknown[]).slice(1, task.maxColumns + 1);
    const cells = Array.from(values, (v) => cellValueText(v));
    if (cells.every((c) => c.trim() === '')) continue;
    if (rows.length === task.maxRows) {
      moreRows = true;
      break;
    }
    rows.push({ number: row.number, cells });
  }
  return { rows, moreRows };
}

/**
 * Reads the task's workbook within its time, counted from here (not from when the upload arrived:
 * time queued behind another upload is not this file's fault) and checked between rows. A read
 * that stalls inside one step is ended from outside: read-uploaded-sheet.ts aborts the task, which
 * ends this thread with whatever it was still parsing (a timer here could answer, but not stop
 * the parse, which would go on eating the next file's time and memory).
 */
export async function readSheetInThread(task: SheetTask): Promise<SheetAnswer> {
  const deadline = performance.now() + task.maxMilliseconds;
  const bytes = Buffer.from(task.buffer.buffer, task.buffer.byteOffset, task.buffer.byteLength);
  const workbook = new OrderedWorkbookReader(bytes, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Kept for their number formats: a date cell is a number styled as a date.
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookStream;
  let best: Candidate | undefined;
  try {
    for await (const worksheet of workbook) {
      const rank = rankOf(task, worksheet.name, workbook);
      // A sheet no better than the one read already is skipped unread.
      if (best && best.rank <= rank) continue;
      best = { rank, sheet: worksheet.name, ...(await rowsOf(task, worksheet, deadline)) };
      // The first preferred name is the best there can be: nothing after it needs reading.
      if (rank === 0) break;
    }
  } catch (err) {
    return { ok: false, problem: err instanceof TooSlow ? 'too-slow' : 'not-xlsx' };
  }
  if (!best) return { ok: false, problem: 'no-sheet' };
  return { ok: true, sheet: best.sheet, rows: best.rows, moreRows: best.moreRows };
}
