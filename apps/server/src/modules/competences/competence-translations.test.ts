import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';

let t: TestApp;
let admin: string;

const LEVELS = [
  { level: 1, label: 'Developing', min: 1, max: 5, colour: '#b71c1c', text_colour: '#ffffff' },
  { level: 2, label: 'Proficient', min: 5, max: 10, colour: '#1b5e20', text_colour: '#ffffff' },
];

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

describe('competences in other languages', () => {
  it('keeps name, description and level labels per language, also on a submitted competence', async () => {
    const created = await t.callOk(
      'competences/new',
      { code: 'TR-1', name: 'Planning', levels: LEVELS },
      admin,
    );
    expect(created.translations).toEqual({});
    const translations = {
      id: {
        name: 'Perencanaan',
        description: 'Merencanakan pekerjaan.',
        levels: { '1': 'Berkembang', '2': 'Cakap' },
      },
    };
    const saved = await t.callOk('competences/translations', { id: created.id, translations }, admin);
    expect(saved.translations).toEqual(translations);
    expect((await t.callOk('competences/detail', { id: created.id }, admin)).translations).toEqual(
      translations,
    );

    // The demo's competences are submitted and translated into Indonesian.
    const demoId = await idOfRow(t, 'competences', 'code', 'TEAMWORK');
    const teamwork = await t.callOk('competences/detail', { id: demoId }, admin);
    expect(teamwork.status).toBe('submitted');
    expect(teamwork.translations.id).toMatchObject({ name: 'Kerja sama tim', levels: { '3': 'Teladan' } });
    const changed = await t.callOk(
      'competences/translations',
      { id: demoId, translations: { ...teamwork.translations, en: { name: 'Team work' } } },
      admin,
    );
    expect(changed.translations.en).toEqual({ name: 'Team work' });
    expect(changed.status).toBe('submitted');
  });

  it('drops empty texts, and a duplicate copies the translations', async () => {
    const created = await t.callOk('competences/new', { code: 'TR-2', name: 'Drive', levels: LEVELS }, admin);
    const saved = await t.callOk(
      'competences/translations',
      {
        id: created.id,
        translations: {
          id: { name: '  Dorongan ', description: '', levels: { '1': ' ' } },
          en: { name: '' },
        },
      },
      admin,
    );
    expect(saved.translations).toEqual({ id: { name: 'Dorongan' } });
    const copy = await t.callOk('competences/duplicate', { id: created.id, code: 'TR-2-COPY' }, admin);
    expect(copy.translations).toEqual({ id: { name: 'Dorongan' } });
  });

  it('names what it refuses: an unknown level, a bad language code, an unknown field, an unknown competence', async () => {
    const created = await t.callOk('competences/new', { code: 'TR-3', name: 'Team', levels: LEVELS }, admin);
    await expectRefusal(
      t.call(
        'competences/translations',
        { id: created.id, translations: { id: { levels: { '7': 'Tujuh' } } } },
        admin,
      ),
      {
        status: 400,
        message: 'translations.id.levels: the competence has no level 7',
        field: 'translations.id.levels.7',
      },
    );
    await expectRefusal(
      t.call('competences/translations', { id: created.id, translations: { Bahasa: {} } }, admin),
      {
        status: 400,
        message: expect.stringContaining("'Bahasa' is not a language code such as id, en or zh-CN"),
      },
    );
    await expectRefusal(
      t.call('competences/translations', { id: created.id, translations: { id: { title: 'Tim' } } }, admin),
      { status: 400, message: expect.stringContaining('title') },
    );
    const missing = await t.call('competences/translations', { id: 999999, translations: {} }, admin);
    expect(missing.status).toBe(404);
    const consultant = await t.signIn('consultant');
    const refused = await t.call(
      'competences/translations',
      { id: created.id, translations: {} },
      consultant,
    );
    expect(refused.status).toBe(403);
  });
});

describe('test dimensions in other languages', () => {
  it('keeps name and description per language; an update without translations keeps them', async () => {
    const created = await t.callOk(
      'test-dimensions/new',
      { code: 'TR-DIM', name: 'Composure', translations: { id: { name: 'Ketenangan', description: '' } } },
      admin,
    );
    expect(created.translations).toEqual({ id: { name: 'Ketenangan' } });
    const kept = await t.callOk(
      'test-dimensions/update',
      { id: created.id, code: 'TR-DIM', name: 'Calm', indicators: [] },
      admin,
    );
    expect(kept.translations).toEqual({ id: { name: 'Ketenangan' } });
    const changed = await t.callOk(
      'test-dimensions/update',
      { id: created.id, code: 'TR-DIM', name: 'Calm', translations: { id: { name: 'Tenang' } } },
      admin,
    );
    expect(changed.translations).toEqual({ id: { name: 'Tenang' } });
    await expectRefusal(
      t.call(
        'test-dimensions/update',
        { id: created.id, code: 'TR-DIM', name: 'Calm', translations: { id: { name: 'x'.repeat(201) } } },
        admin,
      ),
      { status: 400, message: expect.stringContaining('name has at most 200 characters') },
    );
  });
});
