import { PARTICIPANT_PAGE_CODES } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers })).json();

const CALLS = [
  ['master-languages/datatable', {}],
  ['master-languages/new', { code: 'fr', name: 'Français' }],
  ['master-languages/detail', { id: 1 }],
  ['master-languages/update', { id: 1, code: 'id', name: 'Bahasa Indonesia', is_default: true }],
  ['master-languages/mark-as-removed', { id: 2 }],
  ['master-translations/datatable', {}],
  ['master-translations/new', { page_code: 'x', key: 'k', language_code: 'en', value: 'v' }],
  ['master-translations/detail', { id: 1 }],
  ['master-translations/update', { id: 1, page_code: 'x', key: 'k', language_code: 'en', value: 'v' }],
  ['master-translations/mark-as-removed', { id: 1 }],
] as const;

describe('access', () => {
  it.each(CALLS)('%s is for admins only', async (path, body) => {
    for (const who of ['consultant', 'collaborator'] as const) {
      const res = await t.call(path, body, await t.signIn(who));
      expect(res.status).toBe(403);
    }
    expect((await t.call(path, body)).status).toBe(401);
  });
});

describe('master languages', () => {
  it('lists the seeded languages, Indonesian the default', async () => {
    const page = await t.callOk('master-languages/datatable', { order: [{ column: 0, dir: 'asc' }] }, admin);
    expect(page.data.map((l: { code: string; is_default: boolean }) => [l.code, l.is_default])).toEqual([
      ['id', true],
      ['en', false],
    ]);
  });

  it('creates, reads, updates and removes a language', async () => {
    const fr = await t.callOk('master-languages/new', { code: 'zh-CN', name: 'Chinese' }, admin);
    expect(fr).toMatchObject({ code: 'zh-CN', name: 'Chinese', is_default: false });
    expect(await t.callOk('master-languages/detail', { id: fr.id }, admin)).toEqual(fr);
    const upd = await t.callOk(
      'master-languages/update',
      { id: fr.id, code: 'zh-CN', name: '中文', is_default: false },
      admin,
    );
    expect(upd.name).toBe('中文');
    expect((await get('test-activities/language')).data.map((l: { code: string }) => l.code)).toEqual([
      'id',
      'en',
      'zh-CN',
    ]);
    expect(await t.callOk('master-languages/mark-as-removed', { id: fr.id }, admin)).toEqual({ ok: true });
    expect((await t.call('master-languages/detail', { id: fr.id }, admin)).status).toBe(404);
    expect((await get('test-activities/language')).data.map((l: { code: string }) => l.code)).toEqual([
      'id',
      'en',
    ]);
  });

  it('refuses bad codes, duplicates and removing the default', async () => {
    await expectRefusal(t.call('master-languages/new', { code: 'x', name: 'X' }, admin), {
      status: 400,
      message: 'code: code must be 2 to 10 characters',
    });
    const worse = await t.call('master-languages/new', { code: 'e n', name: 'X' }, admin);
    expect(worse.body.error!.message).toBe('code: code must look like id, en or zh-CN');
    await expectRefusal(t.call('master-languages/new', { code: 'en', name: 'English again' }, admin), {
      status: 409,
      message: "A language with code 'en' already exists.",
    });
    await expectRefusal(t.call('master-languages/mark-as-removed', { id: 1 }, admin), {
      status: 409,
      message: 'The default language cannot be removed; make another language the default first.',
    });
    await expectRefusal(
      t.call(
        'master-languages/update',
        { id: 1, code: 'id', name: 'Bahasa Indonesia', is_default: false },
        admin,
      ),
      {
        status: 400,
        message:
          'is_default: there must be exactly one default language; make another language the default instead',
      },
    );
  });

  it('moves the default mark so exactly one language is the default', async () => {
    const en = await t.callOk(
      'master-languages/update',
      { id: 2, code: 'en', name: 'English', is_default: true },
      admin,
    );
    expect(en.is_default).toBe(true);
    expect((await t.callOk('master-languages/detail', { id: 1 }, admin)).is_default).toBe(false);
    // The consensus without a language now comes in English.
    expect((await get('test-activities/consensus')).data.title).toBe('Consent');
    await t.callOk(
      'master-languages/update',
      { id: 1, code: 'id', name: 'Bahasa Indonesia', is_default: true },
      admin,
    );
    expect((await t.callOk('master-languages/detail', { id: 2 }, admin)).is_default).toBe(false);
  });
});

describe('master translations', () => {
  it('lists the seeded strings filtered by page code and language', async () => {
    const page = await t.callOk(
      'master-translations/datatable',
      { page_code: 'consensus', language_code: 'en', length: 50 },
      admin,
    );
    expect(page.recordsTotal).toBe(2);
    expect(page.data.map((r: { key: string }) => r.key).sort()).toEqual(['content', 'title']);
    const all = await t.callOk('master-translations/datatable', { page_code: 'participant-form' }, admin);
    expect(all.recordsTotal % 2).toBe(0);
    expect(all.recordsTotal).toBeGreaterThan(20);
  });

  it('ships every participant page code complete in Indonesian and English', async () => {
    for (const page_code of PARTICIPANT_PAGE_CODES) {
      const keysIn = async (language_code: string) =>
        (
          await t.callOk('master-translations/datatable', { page_code, language_code, length: 500 }, admin)
        ).data
          .map((r: { key: string }) => r.key)
          .sort();
      const id = await keysIn('id');
      expect(id.length, page_code).toBeGreaterThan(1);
      expect(await keysIn('en'), page_code).toEqual(id);
    }
  });

  it('creates, reads, updates and removes a translation', async () => {
    const row = await t.callOk(
      'master-translations/new',
      { page_code: 'participant-extra', key: 'hello', language_code: 'en', value: 'Hello' },
      admin,
    );
    expect(row).toMatchObject({
      page_code: 'participant-extra',
      key: 'hello',
      language_code: 'en',
      value: 'Hello',
    });
    expect(await t.callOk('master-translations/detail', { id: row.id }, admin)).toEqual(row);
    const upd = await t.callOk(
      'master-translations/update',
      { id: row.id, page_code: 'participant-extra', key: 'hello', language_code: 'en', value: 'Hi' },
      admin,
    );
    expect(upd.value).toBe('Hi');
    expect(await t.callOk('master-translations/mark-as-removed', { id: row.id }, admin)).toEqual({
      ok: true,
    });
    expect((await t.call('master-translations/detail', { id: row.id }, admin)).status).toBe(404);
    // The slot is free again once removed.
    const again = await t.callOk(
      'master-translations/new',
      { page_code: 'participant-extra', key: 'hello', language_code: 'en', value: 'Hello again' },
      admin,
    );
    expect(again.value).toBe('Hello again');
  });

  it('refuses an unknown language, duplicates and bad page codes', async () => {
    const refused: [Record<string, string>, { status: number; message: string }][] = [
      [
        { page_code: 'consensus', key: 'title', language_code: 'xx', value: 'X' },
        { status: 400, message: 'language_code: unknown language xx' },
      ],
      [
        { page_code: 'consensus', key: 'title', language_code: 'en', value: 'Consent (2)' },
        { status: 409, message: "A translation of 'title' on page 'consensus' in 'en' already exists." },
      ],
      [
        { page_code: 'Bad Page', key: 'k', language_code: 'en', value: 'v' },
        {
          status: 400,
          message: 'page_code: page_code may contain only lowercase letters, digits and dashes',
        },
      ],
    ];
    for (const [row, refusal] of refused) {
      await expectRefusal(t.call('master-translations/new', row, admin), refusal);
    }
    expect((await t.call('master-translations/detail', { id: 999999 }, admin)).status).toBe(404);
  });
});

describe('the translation call', () => {
  it('answers a page in the asked language, Indonesian by default', async () => {
    const en = await t.callOk('test-activities/translation', { page_code: 'participant-form', lang: 'en' });
    expect(en).toMatchObject({ page_code: 'participant-form', language: 'en' });
    expect(en.strings.formTitle).toBe('Registration');
    const id = await t.callOk('test-activities/translation', { page_code: 'participant-form' });
    expect(id.language).toBe('id');
    expect(id.strings.formTitle).toBe('Pendaftaran');
    expect(Object.keys(id.strings).sort()).toEqual(Object.keys(en.strings).sort());
    const unknown = await t.callOk('test-activities/translation', {
      page_code: 'participant-form',
      lang: 'xx',
    });
    expect(unknown.language).toBe('id');
  });

  it('falls back per key to the default language', async () => {
    await t.callOk('master-languages/new', { code: 'ms', name: 'Bahasa Melayu' }, admin);
    await t.callOk(
      'master-translations/new',
      { page_code: 'consensus', key: 'title', language_code: 'ms', value: 'Persetujuan (MS)' },
      admin,
    );
    const ms = await t.callOk('test-activities/translation', { page_code: 'consensus', lang: 'ms' });
    expect(ms.language).toBe('ms');
    expect(ms.strings.title).toBe('Persetujuan (MS)');
    expect(ms.strings.content).toMatch(/^Dengan melanjutkan/);
    expect((await get('test-activities/consensus?lang=ms')).data.title).toBe('Persetujuan (MS)');
  });

  it('serves the consensus and work instructions in en and id from the translations', async () => {
    expect((await get('test-activities/consensus')).data.title).toBe('Persetujuan');
    expect((await get('test-activities/consensus', { 'content-language': 'en' })).data).toEqual({
      title: 'Consent',
      content: expect.stringMatching(/^By continuing you agree/),
    });
    expect((await get('test-activities/work-instructions?lang=en')).data.title).toBe('Work instructions');
    expect((await get('test-activities/work-instructions?lang=id')).data.title).toBe('Petunjuk Pengerjaan');
    // An edited translation shows at once.
    const row = (
      await t.callOk(
        'master-translations/datatable',
        { page_code: 'consensus', language_code: 'en', length: 50 },
        admin,
      )
    ).data.find((r: { key: string }) => r.key === 'title');
    await t.callOk('master-translations/update', { ...row, value: 'Agreement' }, admin);
    expect((await get('test-activities/consensus?lang=en')).data.title).toBe('Agreement');
  });
});
