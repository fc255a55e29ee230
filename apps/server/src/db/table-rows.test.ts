import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { rowsWhere, rowWhere, rowWhereOrThrow } from './table-rows';

// The shared simple read against the real engine: equalities, `is null`, lists (`in`), order,
// first row, a missing row, and the refusal of a match whose value is undefined.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

describe('rows of one table by equalities', () => {
  it('reads the matching rows with the asked columns, in order', async () => {
    const live = await rowsWhere(
      t.db.kysely,
      'master_languages',
      ['code', 'name'],
      { removed_at: null },
      { orderBy: ['code'] },
    );
    const codes = live.map((row) => row.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['en', 'id']));
    expect(Object.keys(live[0]!).sort()).toEqual(['code', 'name']);
  });

  it('combines every equality and reads the first row or none', async () => {
    const english = await rowWhere(t.db.kysely, 'master_languages', ['code'], {
      code: 'en',
      removed_at: null,
    });
    expect(english).toEqual({ code: 'en' });
    expect(
      await rowWhere(t.db.kysely, 'master_languages', ['code'], { code: 'en', name: 'no such name' }),
    ).toBeUndefined();
  });

  it('matches any value of a list, and no row for an empty list', async () => {
    const both = await rowsWhere(
      t.db.kysely,
      'master_languages',
      ['code'],
      { code: ['id', 'en', 'xx'] },
      { orderBy: ['code'] },
    );
    expect(both).toEqual([{ code: 'en' }, { code: 'id' }]);
    expect(await rowsWhere(t.db.kysely, 'master_languages', ['code'], { code: [] })).toEqual([]);
  });

  it('throws when the row must exist and does not', async () => {
    await expect(rowWhereOrThrow(t.db.kysely, 'master_languages', ['id'], { code: 'xx' })).rejects.toThrow(
      /no result/i,
    );
    expect(await rowWhereOrThrow(t.db.kysely, 'master_languages', ['code'], { code: 'id' })).toEqual({
      code: 'id',
    });
  });

  it('refuses a match whose value is undefined instead of reading the whole table', async () => {
    expect(() => rowsWhere(t.db.kysely, 'master_languages', ['code'], { code: undefined })).toThrow(
      'master_languages.code: no value to match',
    );
  });
});
