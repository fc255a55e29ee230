// The sheets of the heavy-requests scenario. They are made on a thread of their own
// (heavy-sheets-thread.mjs): a 100,000-row workbook leaves over a gigabyte of garbage behind in the
// heap that builds it, and in the server's heap that garbage made every young-generation collection
// take 20-130 ms while the rows were measured — the bench's cost, not the server's.

import { Worker } from 'node:worker_threads';
import { ITEM_IMPORT_MAX_ITEMS, ITEM_SHEET_COLUMNS, ITEM_SHEET_NAME } from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { lyingDirectory, manyRows, numberedRows, workbookWithSheet } from '../test/support/hostile-workbooks';

/** Items per section: an instrument's section holds at most 500. */
const SECTION_SIZE = 500;
/** A genuine item sheet of `count` single-choice items. */
async function itemSheet(count: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(ITEM_SHEET_NAME);
  ws.addRow([...ITEM_SHEET_COLUMNS]);
  for (let i = 0; i < count; i++) {
    const cells: Record<string, string> = {
      Section: `Part ${Math.floor(i / SECTION_SIZE) + 1}`,
      Type: 'single',
      Stem: `Which number follows ${i}?`,
      'Option A': String(i + 1),
      'Option B': String(i + 2),
      'Option C': String(i - 1),
      'Option D': String(i * 2),
      Key: 'A',
    };
    ws.addRow(ITEM_SHEET_COLUMNS.map((c) => cells[c] ?? null));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A genuine invitation sheet of `count` people, each invited in the project's default language. */
async function inviteeSheet(count: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Participants');
  ws.addRow(['Name', 'Email', 'Phone', 'Language']);
  for (let i = 0; i < count; i++) ws.addRow([`Person ${i}`, `person${i}@bench.example`, '', '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Every sheet the scenario sends, by name. */
export async function makeHeavySheets(invitees: number): Promise<Record<string, Buffer>> {
  return {
    bomb: await workbookWithSheet(manyRows(297)),
    lying: lyingDirectory(await workbookWithSheet(numberedRows(30))),
    hundredThousandItems: await itemSheet(100_000),
    mostItems: await itemSheet(ITEM_IMPORT_MAX_ITEMS),
    invitees: await inviteeSheet(invitees),
    twoInvitees: await inviteeSheet(2),
  };
}

/** `makeHeavySheets` on its own thread; the bytes come back moved, not copied. */
export function heavySheetsInThread(invitees: number): Promise<Record<string, Buffer>> {
  const worker = new Worker(new URL('./heavy-sheets-thread.mjs', import.meta.url), {
    workerData: { module: new URL('./heavy-sheets.ts', import.meta.url).href, invitees },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (made: Record<string, Uint8Array> | { error: string }) => {
      void worker.terminate();
      if ('error' in made && typeof made.error === 'string') return reject(new Error(made.error));
      const sheets = made as Record<string, Uint8Array>;
      resolve(
        Object.fromEntries(
          Object.entries(sheets).map(([name, bytes]) => [
            name,
            Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          ]),
        ),
      );
    });
  });
}
