import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { fileCall } from '../file-call';
import type { TestApp } from '../harness';

// Reading the .xlsx files the app answers (exports, templates), as the suites check them.

/** The workbook these bytes hold. */
export async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's first row: its column headers, from column A on. */
export function headersOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1) as string[];
}

/** The workbook of a finished download, fetched as `token` (the fetch must succeed). */
export async function downloadedWorkbook(
  t: TestApp,
  downloadId: number,
  token: string,
): Promise<ExcelJS.Workbook> {
  const file = await fileCall(t, 'downloads/file', { download_id: downloadId }, token);
  expect(file.status).toBe(200);
  return workbookOf(file.bytes);
}
