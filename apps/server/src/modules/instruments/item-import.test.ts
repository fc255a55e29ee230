import { readFileSync } from 'node:fs';
import { ITEM_SHEET_COLUMNS, ITEM_SHEET_NAME } from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSheetThreads } from '../../lib/uploaded-sheet/read-uploaded-sheet';
import { prepareSheetImport, type SheetImportTask } from './item-import';
import { closeItemImportThread, prepareSheetImportInThread } from './item-import-thread';

// The largest item sheet takes over a second of CPU to check, sanitise and serialise: the
// request's event loop must not do it (answer saves would wait that long behind it). What is
// tested here is the structure that guarantees it, never a duration.

afterAll(() => Promise.all([closeItemImportThread(), closeSheetThreads()]));

type Cells = Partial<Record<(typeof ITEM_SHEET_COLUMNS)[number], string>>;

/** A genuine item sheet of these rows. */
async function sheet(rows: Cells[]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(ITEM_SHEET_NAME);
  ws.addRow([...ITEM_SHEET_COLUMNS]);
  for (const cells of rows) ws.addRow(ITEM_SHEET_COLUMNS.map((c) => cells[c] ?? null));
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const task = async (rows: Cells[]): Promise<SheetImportTask> => ({
  file: await sheet(rows),
  mode: 'append',
  existingContentJson: JSON.stringify({ sections: [] }),
  knownIndicators: [],
});

const items: Cells[] = Array.from({ length: 30 }, (_, i) => ({
  Section: i < 20 ? 'Part 1' : 'Part 2',
  Type: 'single',
  Stem: `Which number follows ${i}?`,
  'Option A': String(i + 1),
  'Option B': String(i + 2),
  Key: 'A',
}));

/** Content without the ids the save draws at random. */
const withoutIds = (json: string) => JSON.stringify(JSON.parse(json), (k, v) => (k === 'id' ? undefined : v));

describe('the item import thread', () => {
  it('makes a sheet into the same content as in place', async () => {
    const inThread = await prepareSheetImportInThread(await task(items));
    const inPlace = await prepareSheetImport(await task(items));
    expect(inThread.ok && inPlace.ok).toBe(true);
    if (!inThread.ok || !inPlace.ok) return;
    expect({ ...inThread.prepared, content_json: withoutIds(inThread.prepared.content_json) }).toEqual({
      ...inPlace.prepared,
      content_json: withoutIds(inPlace.prepared.content_json),
    });
    expect(inThread.prepared).toMatchObject({ imported: 30, item_count: 30, sections: ['Part 1', 'Part 2'] });
  });

  it("answers a refused sheet's problems by row, in both languages, across the thread", async () => {
    const answer = await prepareSheetImportInThread(
      await task([items[0], { Section: 'Part 1', Type: 'essay?', Stem: 'What?' }]),
    );
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.status).toBe(400);
    expect(answer.field).toBe('file');
    expect(answer.problems?.map((p) => [p.row, p.column])).toEqual([[3, 'Type']]);
    expect(answer.message.en).toMatch(/^file: /);
    expect(answer.message.id).toMatch(/^file: /);
  });

  it("refuses a file that is no workbook from the thread with the sheet reader's 400", async () => {
    const answer = await prepareSheetImportInThread({
      ...(await task(items)),
      file: new Uint8Array([1, 2, 3]),
    });
    expect(answer).toMatchObject({ ok: false, status: 400, field: 'file' });
  });

  it('the request path of a sheet import only reads the draft, hands the file to the thread and writes', () => {
    const source = readFileSync(new URL('./item-bank.service.ts', import.meta.url), 'utf8');
    const start = source.indexOf('export async function importItemSheet');
    const body = source.slice(start, source.indexOf('\n}\n', start));
    expect(body).toContain('prepareSheetImportInThread(');
    for (const inPlace of [
      'readItemSheet',
      'rowsToItems',
      'emptiedTexts',
      'mergeImport',
      'normaliseContent',
      'JSON.stringify',
      'saveContent',
    ])
      expect(body).not.toContain(inPlace);
    // The write sends the serialised content and reads nothing back.
    const repository = readFileSync(new URL('./instruments.repository.ts', import.meta.url), 'utf8');
    const store = repository.slice(repository.indexOf('export async function storeDraftContent'));
    expect(store.slice(0, store.indexOf('\n}\n'))).not.toMatch(/returning/);
  });
});
