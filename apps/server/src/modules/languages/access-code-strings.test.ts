import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { up } from '../../db/migrations/026_access_code_strings';

// The access-code pages' strings in both languages, and "Anda" capitalised in every Indonesian
// participant string, in a new database and in one whose strings were seeded before.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t?.close());

const stored = async (page_code: string, key: string) =>
  (
    await t.deps.db
      .selectFrom('master_translations')
      .select('value')
      .where('page_code', '=', page_code)
      .where('key', '=', key)
      .where('language_code', '=', 'id')
      .executeTakeFirstOrThrow()
  ).value;

const setStored = (page_code: string, key: string, value: string) =>
  t.deps.db
    .updateTable('master_translations')
    .set({ value })
    .where('page_code', '=', page_code)
    .where('key', '=', key)
    .where('language_code', '=', 'id')
    .execute();

describe('the access-code strings', () => {
  it('answers the access-code page in Indonesian by default and in English when asked', async () => {
    const id = await t.callOk('test-activities/translation', { page_code: 'participant-access-code' });
    expect(id.language).toBe('id');
    expect(id.strings).toMatchObject({
      accessCodeTitle: 'Kode Akses',
      accessCodeLabel: 'Kode akses',
      accessCodeSubmit: 'Kirim',
    });
    const en = await t.callOk('test-activities/translation', {
      page_code: 'participant-access-code',
      lang: 'en',
    });
    expect(en.strings).toMatchObject({
      accessCodeTitle: 'Access Code',
      accessCodeRequired: 'Please input a access code!',
      accessCodeLogoAlt: '{name} logo',
    });
    expect(Object.keys(en.strings).sort()).toEqual(Object.keys(id.strings).sort());
  });

  it('no Indonesian participant string has a lower-case "anda"', async () => {
    const rows = await t.deps.db
      .selectFrom('master_translations')
      .select(['page_code', 'key', 'value'])
      .where('language_code', '=', 'id')
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => /\banda\b/.test(r.value))).toEqual([]);
  });

  it('capitalises "Anda" in strings seeded before, leaving strings an admin reworded', async () => {
    await setStored('participant-test-runner', 'numberLabel', 'Jawaban anda (angka)');
    await setStored('participant-test-runner', 'textLabel', 'Tulis jawaban anda di sini');
    await up(t.deps.db as unknown as Kysely<unknown>);
    expect(await stored('participant-test-runner', 'numberLabel')).toBe('Jawaban Anda (angka)');
    expect(await stored('participant-test-runner', 'textLabel')).toBe('Tulis jawaban anda di sini');
    expect(await stored('participant-test-runner', 'backOnline')).toBe(
      'Koneksi kembali. Jawaban Anda sedang dikirim.',
    );
  });
});
