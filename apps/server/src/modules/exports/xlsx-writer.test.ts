import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { StreamingWorkbook, safeSheetName } from './xlsx-writer';

describe('safeSheetName', () => {
  const name = (wanted: string, taken = new Set<string>()) => safeSheetName(wanted, taken, 'Instrument');

  it('keeps a name Excel accepts as it is', () => {
    expect(name('Work Style Inventory (demo)')).toBe('Work Style Inventory (demo)');
  });

  it('cuts a name to 31 characters, never inside a character', () => {
    expect(name('A'.repeat(40))).toBe('A'.repeat(31));
    // 🙂 is two UTF-16 units: one more unit would split it.
    expect(name(`${'B'.repeat(30)}🙂 and more`)).toBe('B'.repeat(30));
    expect(name(`${'B'.repeat(29)}🙂 and more`)).toBe(`${'B'.repeat(29)}🙂`);
  });

  it('replaces the characters Excel forbids and trims apostrophes at either end', () => {
    expect(name("'Numerical: 1/2 [A]*?\\'")).toBe('Numerical 1 2 A');
    expect(name('Tab\tand\r\nnew line')).toBe('Tab and new line');
  });

  it('falls back for a name with nothing left, and avoids the reserved History', () => {
    expect(name(' :/? ')).toBe('Instrument');
    expect(name('history')).toBe('history 1');
  });

  it('makes names unique ignoring case, the suffix within the 31 characters', () => {
    const taken = new Set<string>();
    expect(name('Summary', taken)).toBe('Summary');
    expect(name('SUMMARY', taken)).toBe('SUMMARY (2)');
    expect(name('summary', taken)).toBe('summary (3)');
    const long = 'Verbal reasoning for graduates 2026';
    expect(name(long, taken)).toBe('Verbal reasoning for graduates');
    expect(name(long, taken)).toBe('Verbal reasoning for gradua (2)');
  });
});

describe('StreamingWorkbook', () => {
  it('writes sheets one after another, each with its own rows and formats', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'xlsx-writer-'));
    try {
      const file = join(dir, 'book.xlsx');
      const book = new StreamingWorkbook(file);
      const first = book.addSheet('People', [{ header: 'Name' }, { header: 'When', numFmt: 'yyyy-mm-dd' }]);
      first.addRow(['=1+1', new Date('2026-01-02T00:00:00Z')]);
      first.addRow(['Ani', null]);
      const second = book.addSheet('people', [{ header: 'Score', numFmt: '0.0' }]);
      second.addRow([61.25]);
      expect(await book.finish()).toBeGreaterThan(0);

      const read = new ExcelJS.Workbook();
      await read.xlsx.readFile(file);
      expect(read.worksheets.map((w) => w.name)).toEqual(['People', 'people (2)']);
      const [people, scores] = read.worksheets;
      expect(people.rowCount).toBe(3);
      expect(people.getCell('A2').value).toBe("'=1+1");
      expect(people.getCell('B2').value).toEqual(new Date('2026-01-02T00:00:00Z'));
      expect(people.getCell('B2').numFmt).toBe('yyyy-mm-dd');
      expect(people.getCell('B3').type).toBe(ExcelJS.ValueType.Null);
      expect(people.autoFilter).toBe('A1:B1');
      expect(scores.getCell('A2')).toMatchObject({ value: 61.25, numFmt: '0.0' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
