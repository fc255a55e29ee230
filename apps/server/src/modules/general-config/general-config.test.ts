import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';

let t: TestApp;
let consultant: string;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
});
afterAll(() => t.close());

describe('languages/list and general-config/get', () => {
  it('answers the master languages, Indonesian (the default) first, to any token', async () => {
    const anonymous = await t.anonymousToken();
    const languages = await t.callOk('languages/list', {}, anonymous);
    expect(languages[0]).toEqual({ code: 'id', name: expect.any(String), is_default: true });
    expect(languages.map((l: { code: string }) => l.code)).toContain('en');
    const config = await t.callOk('general-config/get', {}, anonymous);
    expect(config).toMatchObject({
      product_name: 'Asesa',
      default_language: 'id',
      participant_code_min_length: 10,
      access_code_length: 6,
    });
    expect(config.languages).toEqual(languages);
  });

  it('needs a token', async () => {
    expect((await t.call('languages/list', {})).status).toBe(401);
    expect((await t.call('general-config/get', {})).status).toBe(401);
  });
});

describe('auth/save-user-data', () => {
  it('stores the content language and locale and whoami reports them', async () => {
    expect((await t.callOk('auth/whoami', {}, consultant)).user).toMatchObject({
      locale: 'en',
      admin_language: 'id',
    });
    expect(await t.callOk('auth/save-user-data', { admin_language: 'en', locale: 'id' }, consultant)).toEqual(
      {
        locale: 'id',
        admin_language: 'en',
      },
    );
    expect((await t.callOk('auth/whoami', {}, consultant)).user).toMatchObject({
      locale: 'id',
      admin_language: 'en',
    });
  });

  it('refuses a language that is not a master language, an unknown locale and an empty body', async () => {
    const unknown = await t.call('auth/save-user-data', { admin_language: 'xx' }, consultant);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      message: "admin_language: 'xx' is not a master language",
      field: 'admin_language',
    });
    const locale = await t.call('auth/save-user-data', { locale: 'fr' }, consultant);
    expect(locale.status).toBe(400);
    expect(locale.body.error?.message).toContain('locale must be one of en, id');
    await expectRefusal(t.call('auth/save-user-data', {}, consultant), {
      status: 400,
      message: expect.stringContaining('give locale or admin_language'),
    });
  });

  it('needs a signed-in user', async () => {
    const anonymous = await t.anonymousToken();
    expect((await t.call('auth/save-user-data', { locale: 'en' }, anonymous)).status).toBe(401);
  });
});

// The back office's UI locale (English by default, spec 9) is each user's own, and apart from the
// language of the participant pages they preview (admin_language, default id).
describe('the back-office UI locale', () => {
  it('is English until the user picks Indonesian, then theirs alone, after a new sign-in too', async () => {
    const collaborator = await t.signIn('collaborator');
    const admin = await t.signIn('admin');
    expect((await t.callOk('auth/whoami', {}, collaborator)).user).toMatchObject({
      locale: 'en',
      admin_language: 'id',
    });

    expect(await t.callOk('auth/save-user-data', { locale: 'id' }, collaborator)).toEqual({
      locale: 'id',
      admin_language: 'id',
    });
    const again = await t.signIn('collaborator');
    expect((await t.callOk('auth/whoami', {}, again)).user).toMatchObject({
      locale: 'id',
      admin_language: 'id',
    });
    expect((await t.callOk('auth/whoami', {}, admin)).user.locale).toBe('en');

    expect((await t.callOk('auth/save-user-data', { locale: 'en' }, again)).locale).toBe('en');
    expect((await t.callOk('auth/whoami', {}, collaborator)).user.locale).toBe('en');
  });

  it('refuses anything but en and id, naming the field, and keeps the stored one', async () => {
    const collaborator = await t.signIn('collaborator');
    for (const locale of ['fr', 'ID', 'id-ID', '', null, 1]) {
      const res = await t.call('auth/save-user-data', { locale }, collaborator);
      expect(res.status, String(locale)).toBe(400);
      expect(res.body.error?.message, String(locale)).toContain('locale');
    }
    expect((await t.callOk('auth/whoami', {}, collaborator)).user.locale).toBe('en');
  });
});
