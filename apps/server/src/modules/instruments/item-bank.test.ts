import { ITEM_SHEET_COLUMNS, ITEM_SHEET_NAME } from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/accounts-fixtures';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { instrumentSeries } from '../../../test/support/instrument-series';
import { startAppAs } from '../../../test/support/module-setup';
import { addTestDimension } from '../../../test/support/test-dimensions';
import { headersOf, workbookOf } from '../../../test/support/workbooks';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  await addTestDimension(t, admin, { code: 'BK', name: 'Bank dim' }, { 'BK.1': 'One', 'BK.2': 'Two' });
});
afterAll(() => t.close());

/** A new, empty ability instrument of the suite's series: its id and code. */
const newInstrument = instrumentSeries({ code: 'BANK', name: 'Bank' }, () => ({ t, token: admin }));

type Cells = Partial<Record<(typeof ITEM_SHEET_COLUMNS)[number], string | number>>;

async function sheet(rows: Cells[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(ITEM_SHEET_NAME);
  ws.addRow([...ITEM_SHEET_COLUMNS]);
  for (const r of rows) ws.addRow(ITEM_SHEET_COLUMNS.map((c) => r[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A valid single-choice row (section S, options x and y, keyed A) with these cells changed. */
const singleRow = (cells: Cells = {}): Cells => ({
  Section: 'S',
  Type: 'single',
  Stem: 'q',
  'Option A': 'x',
  'Option B': 'y',
  Key: 'A',
  ...cells,
});

const importSheet = (id: number, mode: string, content: Buffer, token = admin, name = 'items.xlsx') =>
  upload(
    t,
    'instruments/items/import-xlsx',
    token,
    { id: String(id), mode },
    { field: 'file', filename: name, content },
  );
const sectionsOf = async (id: number) => (await t.callOk('instruments/detail', { id }, admin)).sections;

/** 500 rows: single choice with 4 options and keys, Likert items with indicators (some reversed), IRT on some. */
function bankRows(): Cells[] {
  return Array.from({ length: 500 }, (_, i) => {
    const section = i < 250 ? 'Part 1' : 'Part 2';
    if (i % 5 === 0) {
      const row: Cells = {
        Section: section,
        Type: 'likert',
        Stem: `I enjoy task ${i}`,
        'Option A': 'Strongly disagree',
        'Option B': 'Disagree',
        'Option C': 'Neutral',
        'Option D': 'Agree',
        'Option E': 'Strongly agree',
        Points: 5,
        Indicator: i % 2 ? 'BK.1' : 'BK.2',
        Reverse: i % 3 === 0 ? 'TRUE' : 'FALSE',
      };
      if (i % 10 === 0)
        Object.assign(row, {
          'IRT model': 'GRM',
          'IRT a': 1.2,
          'IRT b1': -1.5,
          'IRT b2': -0.5,
          'IRT b3': 0.4,
          'IRT b4': 1.3,
        });
      return row;
    }
    const row: Cells = {
      Section: section,
      Type: 'single',
      Stem:
        i === 1
          ? '=SUM(1+1)'
          : i === 2
            ? '<p>Which is <b>bold</b>?</p><ul><li>one</li><li>two</li></ul>'
            : `Question ${i}: is 2 < 3 & "true"?`,
      'Option A': `${i} apples`,
      'Option B': `${i + 1} apples`,
      'Option C': i === 3 ? '-5 (minus five)' : `${i + 2} apples`,
      'Option D': `${i + 3} apples`,
      Key: 'ABCD'[i % 4],
      Indicator: 'BK.1',
    };
    if (i % 3 === 0)
      Object.assign(row, { 'IRT model': '2PL', 'IRT a': 0.8 + (i % 7) / 10, 'IRT b': (i % 11) / 5 - 1 });
    if (i % 7 === 0) Object.assign(row, { 'IRT model': '3PL', 'IRT a': 1.1, 'IRT b': 0.25, 'IRT c': 0.2 });
    if (i % 13 === 0) row['Time limit (s)'] = 45;
    if (i % 17 === 0) row.Weight = 2;
    return row;
  });
}

describe('item template', () => {
  it('is the empty Items sheet with an Instructions sheet explaining every column', async () => {
    const res = await fileCall(t, 'instruments/items/template-xlsx', {}, admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('item-template.xlsx');
    const wb = await workbookOf(res.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual([ITEM_SHEET_NAME, 'Instructions']);
    const items = wb.getWorksheet(ITEM_SHEET_NAME)!;
    expect(headersOf(items)).toEqual([...ITEM_SHEET_COLUMNS]);
    expect(items.actualRowCount).toBe(1);
    const help = wb.getWorksheet('Instructions')!;
    const explained = new Set<string>();
    help.eachRow((row) => explained.add(String(row.getCell(1).value ?? '')));
    for (const column of ['Section', 'Item ID', 'Type', 'Stem', 'Key', 'Indicator', 'Reverse', 'Points'])
      expect(explained.has(column), column).toBe(true);
    expect(explained.has('Option A … Option J')).toBe(true);
  });

  it('explains the columns in Indonesian to an Indonesian reader, the column names unchanged', async () => {
    const res = await fileCall(t, 'instruments/items/template-xlsx', {}, admin, { 'content-language': 'id' });
    expect(res.status).toBe(200);
    const wb = await workbookOf(res.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual([ITEM_SHEET_NAME, 'Petunjuk']);
    expect(headersOf(wb.getWorksheet(ITEM_SHEET_NAME)!)).toEqual([...ITEM_SHEET_COLUMNS]);
    const help = wb.getWorksheet('Petunjuk')!;
    expect(headersOf(help)).toEqual(['Kolom', 'Isinya']);
    const lines = new Map<string, string>();
    help.eachRow((row) => lines.set(String(row.getCell(1).value ?? ''), String(row.getCell(2).value ?? '')));
    expect(lines.get('Section')).toMatch(/^Wajib\. Judul bagian/);
    expect(lines.get('Key')).toContain('huruf opsi yang benar');
  });
});

describe('item sheet round trip', () => {
  it('imports 500 items, exports them, and re-imports them to identical content (ids kept)', async () => {
    const { id, code } = await newInstrument();
    const first = await importSheet(id, 'replace', await sheet(bankRows()));
    expect(first.status, JSON.stringify(first.body.error)).toBe(200);
    expect(first.body.data).toMatchObject({
      imported: 500,
      replaced: 0,
      item_count: 500,
      sections: ['Part 1', 'Part 2'],
    });
    const imported = await sectionsOf(id);
    expect(imported.map((s: { items: unknown[] }) => s.items.length)).toEqual([250, 250]);
    const [likert, single1, single2] = imported[0].items;
    expect(likert).toMatchObject({
      type: 'likert',
      points: 5,
      reverse: true,
      indicator: 'BK.2',
      irt: { model: 'GRM', a: 1.2, thresholds: [-1.5, -0.5, 0.4, 1.3] },
    });
    expect(likert.options.map((o: { id: string; value: number }) => [o.id, o.value])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
      ['E', 5],
    ]);
    expect(single1).toMatchObject({ type: 'single', stem: '=SUM(1+1)', key: 'B', indicator: 'BK.1' });
    expect(single2.stem).toBe('<p>Which is <b>bold</b>?</p><ul><li>one</li><li>two</li></ul>');
    expect(imported[0].items[7]).toMatchObject({ irt: { model: '3PL', a: 1.1, b: 0.25, c: 0.2 } });

    const exported = await fileCall(t, 'instruments/items/export-xlsx', { id }, admin);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toContain(`items-${code}.xlsx`);
    const wb = await workbookOf(exported.bytes);
    const rows = wb.getWorksheet(ITEM_SHEET_NAME)!;
    expect(rows.actualRowCount).toBe(501);
    // Formula injection: a stem typed as a formula stays text.
    expect(rows.getRow(3).getCell(4).value).toBe("'=SUM(1+1)");
    expect(rows.getRow(5).getCell(5 + 2).value).toBe("'-5 (minus five)");
    expect(rows.getRow(4).getCell(4).value).toBe(
      '<p>Which is <b>bold</b>?</p><ul><li>one</li><li>two</li></ul>',
    );
    expect(rows.getRow(5).getCell(4).value).toBe('Question 3: is 2 < 3 & "true"?');
    expect(rows.getRow(2).getCell(2).value).toBe(likert.id);

    const again = await importSheet(id, 'replace', Buffer.from(exported.bytes));
    expect(again.status, JSON.stringify(again.body.error)).toBe(200);
    expect(again.body.data).toMatchObject({ imported: 500, replaced: 500, item_count: 500 });
    expect(await sectionsOf(id)).toEqual(imported);

    // Appending the same sheet again would duplicate every item: its ids are refused by row.
    const twice = await importSheet(id, 'append', Buffer.from(exported.bytes));
    expect(twice.status).toBe(400);
    expect(twice.body.error!.problems).toHaveLength(500);
    expect(twice.body.error!.problems![0]).toMatchObject({ row: 2, column: 'Item ID' });
  });

  it('appends to the sections a sheet names, creating the ones that do not exist', async () => {
    const { id } = await newInstrument();
    const base = { Type: 'single', 'Option A': 'x', 'Option B': 'y', Key: 'A' };
    const first = await importSheet(id, 'append', await sheet([{ ...base, Section: 'One', Stem: 'first' }]));
    expect(first.status, JSON.stringify(first.body.error)).toBe(200);
    const res = await importSheet(
      id,
      'append',
      await sheet([
        { ...base, Section: 'Two', Stem: 'second' },
        { ...base, Section: 'One', Stem: 'third' },
      ]),
    );
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.data).toMatchObject({
      mode: 'append',
      imported: 2,
      replaced: 0,
      item_count: 3,
      sections: ['Two', 'One'],
    });
    const sections = await sectionsOf(id);
    expect(
      sections.map((s: { title: string; items: { stem: string }[] }) => [
        s.title,
        s.items.map((i) => i.stem),
      ]),
    ).toEqual([
      ['One', ['first', 'third']],
      ['Two', ['second']],
    ]);
  });

  it('takes a published instrument into its draft, leaving the published version as it was', async () => {
    const { id } = await newInstrument();
    const row = singleRow({ Indicator: 'BK.1' });
    await importSheet(id, 'replace', await sheet([row, { ...row, Indicator: 'BK.2' }]));
    expect((await t.callOk('instruments/submit', { id }, admin)).status).toBe('published');
    const res = await importSheet(id, 'append', await sheet([{ ...row, Stem: 'new' }]));
    expect(res.status).toBe(200);
    const detail = await t.callOk('instruments/detail', { id }, admin);
    expect(detail).toMatchObject({ status: 'draft', version: 1, item_count: 3 });
    const version = await t.deps.db
      .selectFrom('instrument_versions')
      .select('content_json')
      .where('instrument_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(version.content_json).sections[0].items).toHaveLength(2);
  });
});

describe('refused sheets', () => {
  it('lists every bad row with its column and saves nothing', async () => {
    const { id } = await newInstrument();
    const good = singleRow({ Stem: 'ok', 'Option C': 'z' });
    expect((await importSheet(id, 'replace', await sheet([good]))).status).toBe(200);
    const before = await sectionsOf(id);
    const rows = await sheet([
      good,
      { ...good, Key: undefined },
      { ...good, Key: 'E' },
      { ...good, 'IRT model': '2PL', 'IRT a': 0, 'IRT b': 0.5 },
      { ...good, Type: 'essay' },
      {
        ...good,
        Type: 'likert',
        Key: undefined,
        'IRT model': 'GRM',
        'IRT a': 1,
        'IRT b1': 0.5,
        'IRT b2': 0.2,
      },
      { ...good, Indicator: 'NOPE' },
    ]);
    const res = await importSheet(id, 'replace', rows);
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toMatch(/^file: 6 problems in the sheet; nothing was imported/);
    // Each problem: its row and column, then what it says in English and in Indonesian.
    const problems: Array<[row: number, column: string, en: unknown, id: unknown]> = [
      [
        3,
        'Key',
        'the key is required: the letter of the correct option',
        'kunci wajib diisi: huruf opsi yang benar',
      ],
      [4, 'Key', "key 'E' is not one of the options (A–C)", "kunci 'E' bukan salah satu opsi (A–C)"],
      [5, 'IRT a', 'a must be greater than 0 (is 0)', 'a harus lebih besar dari 0 (nilainya 0)'],
      [
        6,
        'Type',
        expect.stringContaining("unknown type 'essay'"),
        expect.stringContaining("jenis 'essay' tidak dikenal"),
      ],
      [
        7,
        'IRT b2',
        'thresholds must increase: b2 = 0.2 is not above 0.5',
        'ambang harus naik: b2 = 0.2 tidak lebih besar dari 0.5',
      ],
      [8, 'Indicator', "unknown indicator 'NOPE'", "indikator 'NOPE' tidak dikenal"],
    ];
    expect(res.body.error!.problems).toEqual(
      problems.map(([row, column, en]) => ({ row, column, message: en })),
    );
    expect(await sectionsOf(id)).toEqual(before);

    // An Indonesian reader reads the same problems in Indonesian (the columns keep the template's names).
    const inIndonesian = await upload(
      t,
      'instruments/items/import-xlsx',
      admin,
      { id: String(id), mode: 'replace' },
      { field: 'file', filename: 'items.xlsx', content: rows },
      { 'content-language': 'id' },
    );
    expect(inIndonesian.status).toBe(400);
    expect(inIndonesian.body.error!.problems).toEqual(
      problems.map(([row, column, , id]) => ({ row, column, message: id })),
    );
  });

  it('checks each model’s parameters, Likert points and option gaps', async () => {
    const { id } = await newInstrument();
    const res = await importSheet(
      id,
      'append',
      await sheet([
        singleRow({ 'IRT model': '3PL', 'IRT a': 1, 'IRT b': 0, 'IRT c': 1 }),
        singleRow({ Type: 'likert', Key: undefined, Points: 4 }),
        singleRow({ 'Option B': undefined, 'Option C': 'y' }),
        singleRow({ 'IRT a': 1 }),
        { Section: 'S', Type: 'forced-choice', Stem: 'q' },
      ]),
    );
    expect(res.status).toBe(400);
    expect(
      res.body.error!.problems!.map((p: { row?: number; column?: string }) => [p.row, p.column]),
    ).toEqual([
      [2, 'IRT c'],
      [3, 'Points'],
      [4, 'Option C'],
      [5, 'IRT model'],
      [6, 'Type'],
    ]);
    expect(await sectionsOf(id)).toEqual([]);
  });

  it('refuses a file that is not an .xlsx with a clear 400', async () => {
    const { id } = await newInstrument();
    for (const content of [
      Buffer.from('Section,Type,Stem\nS,single,q\n'),
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)]),
    ]) {
      const res = await importSheet(id, 'append', content);
      expect(res.status).toBe(400);
      expect(res.body.error!.message).toBe(
        'file: this is not an .xlsx file (download the item template for the expected sheet)',
      );
    }
    const wrongSheet = new ExcelJS.Workbook();
    wrongSheet.addWorksheet('People').addRow(['Name', 'Email']);
    const res = await importSheet(id, 'append', Buffer.from(await wrongSheet.xlsx.writeBuffer()));
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toContain('missing Section, Type, Stem');
    const mode = await importSheet(id, 'merge', await sheet([]));
    expect(mode.status).toBe(400);
    expect(mode.body.error!.field).toBe('mode');
  });
});

describe('access', () => {
  it('answers 403 to consultants on every item-bank call', async () => {
    const consultant = await t.signIn('consultant');
    const { id } = await newInstrument();
    expect((await fileCall(t, 'instruments/items/export-xlsx', { id }, consultant)).status).toBe(403);
    expect((await fileCall(t, 'instruments/items/template-xlsx', {}, consultant)).status).toBe(403);
    expect((await importSheet(id, 'append', await sheet([]), consultant)).status).toBe(403);
    expect(
      (await upload(t, 'instruments/items/import-qti', consultant, { id: String(id), mode: 'append' }))
        .status,
    ).toBe(403);
  });
});
