import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { idOfInstrument, startAppAs } from '../../../test/support/module-setup';

// The blueprint calls answer in the reader's language: Indonesian with Content-Language: id, the
// documented English without it.

let t: TestApp;
let admin: string;
let instrumentId: number;
const INDONESIAN = { 'content-language': 'id' };

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  instrumentId = await idOfInstrument(t, 'DEMO-ABILITY');
});
afterAll(() => t.close());

const newBlueprint = (name: string, headers: Record<string, string> = {}) =>
  t.call('quiz-scorings/blueprints/new', { instrument_id: instrumentId, name }, admin, headers);

describe('scoring blueprint messages', () => {
  it('name a taken blueprint name in Indonesian, and in English without Content-Language', async () => {
    expect((await newBlueprint('Bahasa')).status).toBe(200);
    const id = await newBlueprint('Bahasa', INDONESIAN);
    expect(id.status).toBe(409);
    expect(id.body.error?.message).toBe(
      "Blueprint penilaian bernama 'Bahasa' sudah ada untuk instrumen ini.",
    );
    const en = await newBlueprint('Bahasa');
    expect(en.body.error?.message).toBe(
      "A scoring blueprint named 'Bahasa' already exists for this instrument.",
    );
  });

  it('name an unknown indicator and a version not yet made in the reader’s language', async () => {
    const bp = (await newBlueprint('Kode')).body.data as { id: number };
    const settings = { blueprint_id: bp.id, untagged_indicator_code: 'NOPE' };
    const id = await t.call('quiz-scorings/blueprint-settings/new', settings, admin, INDONESIAN);
    expect(id.body.error?.message).toBe("untagged_indicator_code: indikator 'NOPE' tidak dikenal");
    const en = await t.call('quiz-scorings/blueprint-settings/new', settings, admin);
    expect(en.body.error?.message).toBe("untagged_indicator_code: unknown indicator 'NOPE'");
    const version = await t.call(
      'quiz-scorings/blueprints/version',
      { id: bp.id, version: 9 },
      admin,
      INDONESIAN,
    );
    expect(version.status).toBe(404);
    expect(version.body.error?.message).toBe('version: blueprint berada di versi 1; versi 9 belum ada.');
  });

  it('list the rows and problems of an imported norm table in the reader’s language', async () => {
    const importTable = (csv: string, headers: Record<string, string> = {}) =>
      upload(
        t,
        'quiz-scorings/final-scores/import',
        admin,
        {},
        { field: 'file', filename: 'norms.csv', content: Buffer.from(csv) },
        headers,
      );
    const csv = 'raw_min,raw_max,scaled\n0,5,3\n4,8,5\n10,x,7\n';
    const id = await importTable(csv, INDONESIAN);
    expect(id.body.data).toMatchObject({ valid: false, problems: [] });
    expect((id.body.data as { rows: { errors: string[] }[] }).rows[2].errors).toEqual([
      "raw_max 'x' bukan angka",
    ]);
    const pairs = await importTable('raw_min,raw_max,scaled\n0,5,3\n4,8,5\n', INDONESIAN);
    expect((pairs.body.data as { problems: string[] }).problems).toEqual([
      'baris 1 dan 2 tumpang tindih: 0–5 dan 4–8',
    ]);
    const en = await importTable('raw_min,raw_max,scaled\n0,5,3\n4,8,5\n');
    expect((en.body.data as { problems: string[] }).problems).toEqual(['rows 1 and 2 overlap: 0–5 and 4–8']);
    const binary = await importTable('\u0000\u0001', INDONESIAN);
    expect(binary.status).toBe(400);
    expect(binary.body.error?.message).toBe('file: unggah berkas .csv atau .xlsx');
  });
});
