import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { newestRowWhere, rowsWhere, rowWhere, rowWhereOrThrow, wholeRowWhere } from './table-rows';

// The shared simple read against the real engine: equalities, `is null`, lists (`in`), order,
// first row, the newest row, every column of a row, a missing row, and the refusal of a match
// whose value is undefined.

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

  it('reads the newest row: highest by the first column, its ties broken by the next', async () => {
    const live = { removed_at: null };
    const byCode = await newestRowWhere(t.db.kysely, 'master_languages', ['code'], live, ['code']);
    expect(byCode).toEqual({ code: 'id' });
    // Every live language has removed_at null: the tie falls to the code, highest first.
    const tied = await newestRowWhere(t.db.kysely, 'master_languages', ['code'], live, [
      'removed_at',
      'code',
    ]);
    expect(tied).toEqual({ code: 'id' });
    const english = await newestRowWhere(t.db.kysely, 'master_languages', ['code'], { code: 'en' }, ['id']);
    expect(english).toEqual({ code: 'en' });
    expect(
      await newestRowWhere(t.db.kysely, 'master_languages', ['code'], { code: 'xx' }, ['id']),
    ).toBeUndefined();
  });

  it('reads every column of the matching row, or none', async () => {
    const whole = await wholeRowWhere(t.db.kysely, 'master_languages', { code: 'en', removed_at: null });
    const direct = await t.db.kysely
      .selectFrom('master_languages')
      .selectAll()
      .where('code', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(whole).toEqual(direct);
    expect(Object.keys(whole!).sort()).toEqual([
      'code',
      'created_at',
      'id',
      'is_default',
      'name',
      'removed_at',
      'updated_at',
    ]);
    expect(await wholeRowWhere(t.db.kysely, 'master_languages', { code: 'xx' })).toBeUndefined();
  });
});
