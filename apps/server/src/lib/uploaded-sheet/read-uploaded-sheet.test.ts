import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { unzip } from '../../../test/qti-validate';
import { zipOf } from '../../../test/support/zip-of';
import { AppError } from '../errors';
import { closeSheetThreads, readUploadedSheet, SHEET_ZIP_BOUNDS } from './read-uploaded-sheet';

afterAll(closeSheetThreads);

async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = wb.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The refusal's English and Indonesian texts. */
async function refusal(read: Promise<unknown>) {
  const err = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  return { status: e.status, en: e.messageIn('en'), id: e.messageIn('id'), field: e.extra.field };
}

describe('readUploadedSheet', () => {
  it('reads the filled rows of the preferred sheet as their authors see them', async () => {
    const file = await workbook({
      Notes: [['read me first']],
      Peserta: [
        ['Nama', 'Email'],
        ['Rina', { text: 'rina@example.com', hyperlink: 'mailto:rina@example.com' }],
        [],
        ['Budi', 'budi@example.com', true, 3.5, new Date(Date.UTC(2026, 10, 29))],
      ],
    });
    const sheet = await readUploadedSheet(file, { preferSheets: ['Participants', 'peserta'], maxRows: 10 });
    expect(sheet.sheet).toBe('Peserta');
    expect(sheet.moreRows).toBe(false);
    expect(sheet.rows).toEqual([
      { number: 1, cells: ['Nama', 'Email'] },
      { number: 2, cells: ['Rina', 'rina@example.com'] },
      { number: 4, cells: ['Budi', 'budi@example.com', 'TRUE', '3.5', '2026-11-29'] },
    ]);
  });

  it("without a preferred sheet, reads the workbook's first", async () => {
    const file = await workbook({ First: [['a']], Second: [['b']] });
    const sheet = await readUploadedSheet(file, { preferSheets: ['Items'], maxRows: 10 });
    expect(sheet).toMatchObject({ sheet: 'First', rows: [{ number: 1, cells: ['a'] }] });
  });

  it('stops one row past the limit and says there were more', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [`row ${i + 1}`]);
    const sheet = await readUploadedSheet(await workbook({ S: rows }), { maxRows: 20 });
    expect(sheet.rows).toHaveLength(20);
    expect(sheet.rows.at(-1)?.cells).toEqual(['row 20']);
    expect(sheet.moreRows).toBe(true);
  });

  it('reads a workbook whatever the order of its parts, every time', async () => {
    // exceljs and Excel write the sheet before the shared strings and the workbook part; a reader
    // going front to back parks the sheet and, racing its end, lost the parts after it ~1 read in 700.
    const file = await workbook({
      Peserta: [
        ['Telepon', 'NAMA'],
        ['0812', 'Budi'],
      ],
    });
    const parts = await unzip(file);
    const names = [...parts.keys()];
    expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/workbook.xml'));
    const reversed = await zipOf(
      Object.fromEntries([...parts].filter(([name]) => !name.endsWith('/')).reverse()),
    );
    const expected = { sheet: 'Peserta', rows: [{ number: 1, cells: ['Telepon', 'NAMA'] }] };
    expect(await readUploadedSheet(reversed, { preferSheets: ['Peserta'], maxRows: 1 })).toMatchObject(
      expected,
    );
    // Eight at a time (the thread's queue), 200 in all: the lost parts came ~1 read in 700.
    const once = () => readUploadedSheet(file, { preferSheets: ['Participants'], maxRows: 1 });
    for (let round = 0; round < 25; round++)
      for (const read of await Promise.all(Array.from({ length: 8 }, once)))
        expect(read).toMatchObject(expected);
  });

  it('refuses what is not a workbook, in the words the caller gives or its own, in both languages', async () => {
    expect(await refusal(readUploadedSheet(Buffer.from('Name,Email\n'), { maxRows: 5 }))).toEqual({
      status: 400,
      field: 'file',
      en: 'file: this is not an .xlsx workbook',
      id: 'file: berkas ini bukan buku kerja .xlsx',
    });
    const notXlsx = { en: 'file: use the template', id: 'file: gunakan templat' };
    const zipButNoWorkbook = await zipOf({ 'readme.txt': Buffer.from('hello') });
    expect((await refusal(readUploadedSheet(zipButNoWorkbook, { maxRows: 5, notXlsx }))).en).toMatch(
      /^file: (use the template|the workbook has no sheet)$/,
    );
  });

  it('refuses a zip bomb from its directory, before inflating anything', async () => {
    // A directory declaring 150 MB unpacked (the reliability suite sends real 297 MB bombs).
    const bomb = declareUnpacked(
      await zipOf({ 'xl/worksheets/sheet1.xml': Buffer.alloc(1024, 'a') }),
      150 * 1024 * 1024,
    );
    const r = await refusal(readUploadedSheet(bomb, { maxRows: 5 }));
    expect(r.status).toBe(400);
    expect(r.en).toBe(
      `file: the workbook unpacks to more than ${SHEET_ZIP_BOUNDS.maxUnpackedBytes / 1024 / 1024} MB; split it into smaller files`,
    );
    expect(r.id).toContain('terurai menjadi lebih dari 100 MB');
  });

  it('refuses a file packed far tighter than a spreadsheet is', async () => {
    // 2 MB of one letter packs into ~2 KB: a thousand-fold ratio.
    const tight = await zipOf({ 'xl/worksheets/sheet1.xml': Buffer.alloc(2 * 1024 * 1024, 'a') });
    const r = await refusal(readUploadedSheet(tight, { maxRows: 5 }));
    expect(r.en).toContain('packed more than 100 times tighter than spreadsheets are');
  });

  it(
    'a workbook whose directory lies is stopped by the thread, and the event loop never waits on it',
    { timeout: 120_000 },
    async () => {
      // A real sheet of 5,000 rows whose directory declares every file 1 KB: the bounds pass it,
      // the thread reads it as a stream and stops at the row limit.
      const rows = Array.from({ length: 5000 }, (_, i) => [`name ${i}`, `person${i}@example.com`]);
      const lying = declareUnpacked(await workbook({ Peserta: rows }), 1024);
      const started = performance.now();
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const sheet = await readUploadedSheet(lying, { preferSheets: ['Peserta'], maxRows: 1000 });
      delay.disable();
      const reading = performance.now() - started;
      expect(sheet.rows).toHaveLength(1000);
      expect(sheet.moreRows).toBe(true);
      // The parse ran on the thread: the main loop's longest wait is a small part of the read (on
      // the main thread, the loop would have waited for all of it).
      expect(delay.max / 1e6).toBeLessThan(reading / 4);
    },
  );
});

/** Rewrites every deflated entry's declared unpacked size in the central directory, as a crafted archive does. */
function declareUnpacked(zip: Buffer, bytes: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at < out.length - 46; at++) {
    // Deflated entries only: a stored one must declare equal sizes, or it is no zip at all.
    if (out.readUInt32LE(at) === 0x02014b50 && out.readUInt16LE(at + 10) === 8)
      out.writeUInt32LE(bytes, at + 24);
  }
  return out;
}
