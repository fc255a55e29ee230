import type { TranslationOverviewRow } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { translationCompleteness } from './instrument-texts';

let t: TestApp;
let admin: string;
let fullId: number;
let halfId: number;
let stemKeys: string[];

/** Columns as the web's DataTable sends them, sorted by `order` column index. */
const columns = ['code', 'name', 'language_code'].map((data) => ({ data }));
const rowsOf = (page: { data: TranslationOverviewRow[] }, code: string) =>
  Object.fromEntries(
    page.data.filter((r) => r.code === code).map((r: TranslationOverviewRow) => [r.language_code, r]),
  );

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  // Two instruments with one section and two single-choice items: 1 title + 2 stems + 4 options = 7 texts.
  const make = async (code: string) => {
    const created = await t.callOk(
      'instruments/new',
      { code, name: `Overview ${code}`, kind: 'ability' },
      admin,
    );
    const saved = await t.callOk(
      'instruments/content',
      {
        id: created.id,
        sections: [
          {
            title: 'Part',
            time_limit_seconds: null,
            items: ['One', 'Two'].map((stem) => ({
              type: 'single' as const,
              stem,
              options: [
                { id: 'A', text: 'Yes' },
                { id: 'B', text: 'No' },
              ],
              key: 'A',
            })),
          },
        ],
      },
      admin,
    );
    return { id: created.id, items: saved.sections[0].items.map((i: { id?: string }) => i.id as string) };
  };
  const full = await make('TO-FULL');
  const half = await make('TO-HALF');
  fullId = full.id;
  halfId = half.id;
  stemKeys = half.items.map((id: string) => `item.${id}.stem`);
  const full_ = await t.callOk('instruments/translation', { id: fullId, language: 'en' }, admin);
  await t.callOk(
    'instruments/translation',
    {
      id: fullId,
      language: 'en',
      texts: Object.fromEntries(full_.entries.map((e: { key: string }) => [e.key, `EN ${e.key}`])),
    },
    admin,
  );
  await t.callOk(
    'instruments/translation',
    { id: halfId, language: 'en', texts: Object.fromEntries(stemKeys.map((k) => [k, `EN ${k}`])) },
    admin,
  );
});
afterAll(() => t.close());

describe('translationCompleteness', () => {
  const texts = new Map([
    ['a', 'A'],
    ['b', 'B'],
    ['c', 'C'],
  ]);
  it('counts only translations of texts the instrument still has', () => {
    expect(translationCompleteness(texts, { a: 'x', gone: 'y' })).toEqual({
      total: 3,
      translated: 1,
      percent: 33,
      state: 'partial',
    });
    expect(translationCompleteness(texts, {})).toMatchObject({ translated: 0, percent: 0, state: 'missing' });
    expect(translationCompleteness(texts, { a: '1', b: '2', c: '3' })).toMatchObject({
      percent: 100,
      state: 'complete',
    });
    expect(translationCompleteness(new Map(), {})).toMatchObject({
      total: 0,
      percent: 100,
      state: 'complete',
    });
  });
});

describe('instruments/translation-overview', () => {
  it('lists every instrument × language with completeness and state', async () => {
    const page = await t.callOk(
      'instruments/translation-overview',
      { columns, order: [{ column: 0, dir: 'asc' }], search: { value: 'TO-' }, length: 100 },
      admin,
    );
    const languages = await t.callOk('master-languages/datatable', { length: 100 }, admin);
    expect(page.recordsFiltered).toBe(2 * languages.recordsTotal);
    const full = rowsOf(page, 'TO-FULL');
    const half = rowsOf(page, 'TO-HALF');
    // 8 texts: the test's name, then a section title and two items of a stem and two options each.
    expect(full.id).toMatchObject({ state: 'base', percent: 100, total: 8, translated: 8 });
    expect(full.en).toMatchObject({
      instrument_id: fullId,
      name: 'Overview TO-FULL',
      instrument_status: 'draft',
      state: 'complete',
      translated: 8,
      total: 8,
      percent: 100,
    });
    expect(half.en).toMatchObject({
      instrument_id: halfId,
      state: 'partial',
      translated: 2,
      total: 8,
      percent: 25,
    });
    // Sorted by code ascending: every TO-FULL row before every TO-HALF row.
    const codes = page.data.map((r: TranslationOverviewRow) => r.code);
    expect(codes.lastIndexOf('TO-FULL')).toBeLessThan(codes.indexOf('TO-HALF'));
  });

  it('filters by language, sorts descending and pages', async () => {
    const en = await t.callOk(
      'instruments/translation-overview',
      { columns, order: [{ column: 0, dir: 'desc' }], search: { value: 'TO-' }, language_code: 'en' },
      admin,
    );
    expect(en.recordsFiltered).toBe(2);
    expect(en.data.map((r: TranslationOverviewRow) => [r.code, r.language_code])).toEqual([
      ['TO-HALF', 'en'],
      ['TO-FULL', 'en'],
    ]);
    const first = await t.callOk(
      'instruments/translation-overview',
      { columns, order: [{ column: 2, dir: 'asc' }], search: { value: 'TO-' }, start: 0, length: 1 },
      admin,
    );
    const second = await t.callOk(
      'instruments/translation-overview',
      { columns, order: [{ column: 2, dir: 'asc' }], search: { value: 'TO-' }, start: 1, length: 1 },
      admin,
    );
    expect(first.data).toHaveLength(1);
    expect(second.data).toHaveLength(1);
    expect([first.data[0].code, first.data[0].language_code]).not.toEqual([
      second.data[0].code,
      second.data[0].language_code,
    ]);
  });

  it('shows a missing translation for a new language and leaves removed instruments out', async () => {
    await t.callOk('master-languages/new', { code: 'ms', name: 'Malay', is_default: false }, admin);
    const ms = await t.callOk(
      'instruments/translation-overview',
      { columns, search: { value: 'TO-' }, language_code: 'ms' },
      admin,
    );
    expect(ms.data.map((r: TranslationOverviewRow) => r.state)).toEqual(['missing', 'missing']);
    expect(ms.data[0]).toMatchObject({ translated: 0, percent: 0 });
    await t.callOk('instruments/mark-as-removed', { id: halfId }, admin);
    const after = await t.callOk(
      'instruments/translation-overview',
      { columns, search: { value: 'TO-' }, language_code: 'ms' },
      admin,
    );
    expect(after.data.map((r: TranslationOverviewRow) => r.code)).toEqual(['TO-FULL']);
  });

  it('refuses an unknown language and an unknown column with a named 400', async () => {
    const unknown = await t.call('instruments/translation-overview', { language_code: 'xx' }, admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      message: "language_code: unknown language 'xx'",
      field: 'language_code',
    });
    await expectRefusal(
      t.call(
        'instruments/translation-overview',
        { columns: [{ data: 'content_json', search: { value: 'x' } }] },
        admin,
      ),
      { status: 400, message: "columns: unknown column 'content_json'" },
    );
    const length = await t.call('instruments/translation-overview', { length: 'ten' } as never, admin);
    expect(length.status).toBe(400);
  });

  it('answers 401 without a session and 403 to consultants and collaborators', async () => {
    expect((await t.call('instruments/translation-overview', {})).status).toBe(401);
    for (const who of ['consultant', 'collaborator'] as const) {
      const token = await t.signIn(who);
      expect((await t.call('instruments/translation-overview', {}, token)).status, who).toBe(403);
    }
  });
});
