import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { submitRegistration } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { DEMO_PARTICIPANT_CODE } from '../../seed/demo-content';
import { DEMO_ABILITY_ENGLISH, DEMO_PERSONALITY_ENGLISH } from '../../seed/demo-translations';

// The test in the candidate's language: the demo instruments are written in Indonesian (the base
// language of instrument texts) and seeded with a complete English translation; a text without a
// translation shows in Indonesian on its own; a project that fixes the language overrides the device.

let t: TestApp;
let admin: string;
const code = DEMO_PARTICIPANT_CODE;

interface Attempt {
  instrument_name: string;
  instructions: string;
  sections: {
    id: string;
    title: string;
    items: {
      id: string;
      type: string;
      stem: string;
      options?: { id: string; text: string; value?: number }[];
    }[];
  }[];
}

async function register() {
  const res = await submitRegistration(t, {
    participantCode: code,
    name: 'Dewi Demo',
    email: 'dewi.demo@example.com',
    is_agree_tnc: 'true',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The demo participant's submissions by instrument name. */
const submissions = new Map<string, number>();

async function attempt(instrument: string, language?: string): Promise<Attempt> {
  const res = await t.call<Attempt>(
    'test-activities/instrument',
    { participant_code: code, attempt_id: submissions.get(instrument) },
    undefined,
    language ? { 'content-language': language } : {},
  );
  expect(res.status).toBe(200);
  return res.body.data as Attempt;
}

const instrumentId = async (code: string) =>
  (await t.deps.db.selectFrom('instruments').select('id').where('code', '=', code).executeTakeFirstOrThrow())
    .id;

/** Every text of an attempt in reading order, like the instrument's texts. */
const textsOf = (a: Attempt) => ({
  name: a.instrument_name,
  instructions: a.instructions,
  sections: a.sections.map((s) => ({
    title: s.title,
    items: s.items.map((i) => ({ stem: i.stem, options: (i.options ?? []).map((o) => o.text) })),
  })),
});

/** Everything but the texts: ids, types, option ids and values, order. */
const shapeOf = (a: Attempt) =>
  a.sections.map((s) => ({
    id: s.id,
    items: s.items.map((i) => ({
      id: i.id,
      type: i.type,
      options: (i.options ?? []).map((o) => ({ id: o.id, value: o.value })),
    })),
  }));

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  await register();
  const home = await t.callOk('test-activities/home', { participant_code: code });
  for (const i of home.instruments as { instrument_name: string; submission_id: number }[])
    submissions.set(i.instrument_name, i.submission_id);
  // Both demo instruments show in full: the section after the first is released by starting it.
  await t.callOk('test-activities/mark-as-started', {
    participant_code: code,
    submission_id: submissions.get('Penalaran Umum (demo)') as number,
  });
});
afterAll(() => t?.close());

describe('the demo instruments in Indonesian and English', () => {
  it('the reasoning test is Indonesian by default and in id, English in en, with the same structure', async () => {
    const byDefault = await attempt('Penalaran Umum (demo)');
    const indonesian = await attempt('Penalaran Umum (demo)', 'id');
    const english = await attempt('Penalaran Umum (demo)', 'en');
    expect(indonesian).toEqual(byDefault);
    // The test's own name is translated like its texts.
    expect(indonesian.instrument_name).toBe('Penalaran Umum (demo)');
    expect(english.instrument_name).toBe('General Reasoning (demo)');
    expect(indonesian.instructions).toBe(
      'Pilih satu jawaban yang paling tepat untuk setiap soal. Kerjakan dengan cepat, tetapi tetap teliti.',
    );
    expect(indonesian.sections[0].title).toBe('Penalaran numerik');
    expect(indonesian.sections[0].items[0].stem).toBe('Berapakah 15% dari 240?');
    expect(indonesian.sections[0].items[3].options?.map((o) => o.text)).toEqual(['7', '8', '9', '4,5']);

    // The running section's items are shown; the next one's stay on the server until it starts.
    const shown = DEMO_ABILITY_ENGLISH.sections.map((s, i) => ({
      title: s.title,
      items: english.sections[i].items.length ? s.items : [],
    }));
    expect(textsOf(english)).toEqual({
      name: DEMO_ABILITY_ENGLISH.name,
      instructions: DEMO_ABILITY_ENGLISH.instructions,
      sections: shown,
    });
    expect(english.sections[0].items[0].stem).toBe('What is 15% of 240?');
    expect(shapeOf(english)).toEqual(shapeOf(indonesian));
  });

  it('the work-style inventory is Indonesian in id and English in en, every statement and option', async () => {
    const indonesian = await attempt('Inventori Gaya Kerja (demo)', 'id');
    expect(indonesian.instructions).toBe(
      'Tidak ada jawaban yang benar atau salah. Pilih seberapa sesuai setiap pernyataan dengan diri Anda.',
    );
    expect(indonesian.sections[0].title).toBe('Gaya kerja');
    expect(indonesian.sections[0].items[0].options?.map((o) => o.text)).toEqual([
      'Sangat tidak setuju',
      'Tidak setuju',
      'Netral',
      'Setuju',
      'Sangat setuju',
    ]);
    // A test not started yet shows its first section's items in full.
    const english = await attempt('Inventori Gaya Kerja (demo)', 'en');
    expect(textsOf(english)).toEqual(DEMO_PERSONALITY_ENGLISH);
    expect(shapeOf(english)).toEqual(shapeOf(indonesian));
    const words = (a: Attempt) => a.sections.flatMap((s) => s.items.map((i) => i.stem)).join(' ');
    expect(words(indonesian)).toMatch(/\bSaya\b/);
    expect(words(indonesian)).not.toMatch(/\bI\b/);
  });

  it('a text missing from the translation shows in Indonesian, the others stay English', async () => {
    const id = await instrumentId('DEMO-ABILITY');
    const base = await attempt('Penalaran Umum (demo)', 'id');
    const item = base.sections[0].items[1];
    // An empty text removes the translation of that key only.
    await t.callOk(
      'instruments/translation',
      { id, language: 'en', texts: { [`item.${item.id}.stem`]: '', instructions: '' } },
      admin,
    );
    const english = await attempt('Penalaran Umum (demo)', 'en');
    const mixed = english.sections[0].items[1];
    expect(mixed.stem).toBe(item.stem);
    expect(mixed.options?.map((o) => o.text)).toEqual(['36', '42', '48', '30']);
    expect(english.instructions).toBe(base.instructions);
    expect(english.sections[0].title).toBe('Numerical reasoning');
    expect(english.sections[0].items[0].stem).toBe('What is 15% of 240?');
    expect(english.sections[0].items[2].stem).toBe(
      'A price rises from 80 to 100. By what percentage did it rise?',
    );
    // A language without any translation shows the base texts.
    await t.callOk('master-languages/new', { code: 'ms', name: 'Bahasa Melayu' }, admin);
    expect(textsOf(await attempt('Penalaran Umum (demo)', 'ms'))).toEqual(textsOf(base));
  });
});

describe('a project that fixes the language', () => {
  it('tells the participant pages its rule and shows the test in its language whatever is asked', async () => {
    const context = await t.callOk('test-activities/corporate-context', { participant_code: code });
    expect(context.language).toEqual({ allow_choice: true, default_language: 'id' });

    const project = await t.deps.db
      .selectFrom('participants')
      .select('project_id')
      .where('participant_code', '=', code)
      .executeTakeFirstOrThrow();
    // The settings as projects/update-setting stores them.
    const setting = (allow: boolean, language: string) =>
      t.deps.db
        .updateTable('projects')
        .set({ allow_language_choice: allow ? 1 : 0, default_language: language })
        .where('id', '=', project.project_id)
        .execute();
    await setting(false, 'en');
    expect(
      (await t.callOk('test-activities/corporate-context', { participant_code: code })).language,
    ).toEqual({ allow_choice: false, default_language: 'en' });
    for (const asked of ['id', 'en', undefined]) {
      const a = await attempt('Inventori Gaya Kerja (demo)', asked);
      expect(a.sections[0].items[0].stem, String(asked)).toBe(
        DEMO_PERSONALITY_ENGLISH.sections[0].items[0].stem,
      );
      expect(a.instructions).toBe(DEMO_PERSONALITY_ENGLISH.instructions);
    }
    await setting(false, 'id');
    expect((await attempt('Inventori Gaya Kerja (demo)', 'en')).sections[0].title).toBe('Gaya kerja');
    // Choice allowed again: the device's language rules.
    await setting(true, 'id');
    expect((await attempt('Inventori Gaya Kerja (demo)', 'en')).sections[0].title).toBe('Work style');
  });
});
