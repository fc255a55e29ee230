import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { addTestDimension } from '../../../test/support/test-dimensions';

let t: TestApp;
let admin: string;
let sourceId: number;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  await addTestDimension(t, admin, { code: 'PK', name: 'Package dim' }, { 'PK.1': 'One' });
  const created = await t.callOk(
    'instruments/new',
    { code: 'PKG-1', name: 'Packaged', kind: 'ability' },
    admin,
  );
  sourceId = created.id;
  await t.callOk(
    'instruments/content',
    {
      id: sourceId,
      sections: [
        {
          title: 'Part',
          items: [
            {
              type: 'single',
              stem: '<p>Is 1 &lt; 2 &amp; true?</p>',
              options: [
                { id: 'A', text: 'Yes' },
                { id: 'B', text: 'No' },
              ],
              key: 'A',
              indicator: 'PK.1',
            },
            { type: 'numeric', stem: 'How many?', key: { value: 3 }, indicator: 'PK.1' },
          ],
        },
      ],
    },
    admin,
  );
  const detail = await t.callOk('instruments/detail', { id: sourceId }, admin);
  await t.callOk(
    'instruments/translation',
    {
      id: sourceId,
      language: 'en',
      texts: { [`item.${detail.sections[0].items[0].id}.stem`]: 'One less than two?' },
    },
    admin,
  );
});
afterAll(() => t.close());

describe('instrument packages', () => {
  it('exports and imports an instrument with its indicators and translations', async () => {
    const pkg = await t.callOk('instruments/export-package', { id: sourceId }, admin);
    expect(pkg).toMatchObject({
      format: 'asesa-instrument',
      format_version: 1,
      instrument: { code: 'PKG-1', name: 'Packaged', kind: 'ability' },
      indicators: [{ code: 'PK.1', name: 'One', dimension_code: 'PK', dimension_name: 'Package dim' }],
    });
    expect(Object.values(pkg.translations.en)).toEqual(['One less than two?']);
    const taken = await t.call('instruments/import-package', { package: pkg }, admin);
    expect(taken.status).toBe(409);
    const imported = await t.callOk('instruments/import-package', { package: pkg, code: 'PKG-2' }, admin);
    expect(imported).toMatchObject({ code: 'PKG-2', status: 'draft', version: 0, item_count: 2 });
    const copy = await t.callOk('instruments/detail', { id: imported.id }, admin);
    const source = await t.callOk('instruments/detail', { id: sourceId }, admin);
    expect(copy.sections).toEqual(source.sections);
    const tr = await t.callOk('instruments/translation', { id: imported.id, language: 'en' }, admin);
    expect(tr.translated).toBe(1);
  });

  it('refuses a package whose indicators do not exist here, naming the item, and creates nothing', async () => {
    const pkg = await t.callOk('instruments/export-package', { id: sourceId }, admin);
    pkg.sections[0].items[1].indicator = 'ELSEWHERE.9';
    await expectRefusal(t.call('instruments/import-package', { package: pkg, code: 'PKG-3' }, admin), {
      status: 400,
      message: "sections.0.items.1.indicator: unknown indicator 'ELSEWHERE.9'",
    });
    const list = await t.callOk('instruments/list', { search: { value: 'PKG-3' } }, admin);
    expect(list.recordsFiltered).toBe(0);
    await expectRefusal(t.call('instruments/import-package', { package: { ...pkg, format: 'zip' } }, admin), {
      status: 400,
      message: "package.format: format must be 'asesa-instrument'",
    });
  });

  it('answers 403 to non-admins', async () => {
    const token = await t.signIn('consultant');
    const pkg = await t.callOk('instruments/export-package', { id: sourceId }, admin);
    for (const [path, body] of [
      ['instruments/export-package', { id: sourceId }],
      ['instruments/import-package', { package: pkg, code: 'PKG-9' }],
    ] as const)
      expect((await t.call(path, body, token)).status, path).toBe(403);
  });
});
