import { DEFAULT_LANDING_FORM } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { sitAdaptiveTest, wrongOption } from '../../../test/support/adaptive-sitting';
import { submitRegistration } from '../../../test/support/journey.fixtures';
import { idOfInstrument } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { DEMO_PARTICIPANT_CODE } from '../../seed/demo-content';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const code = DEMO_PARTICIPANT_CODE;

async function register(participantCode = code, fields: Record<string, string> = {}) {
  const all = {
    participantCode,
    name: 'Dewi Lestari',
    email: 'dewi@example.com',
    phone: '0812',
    is_agree_tnc: 'true',
    ...fields,
  };
  return submitRegistration(t, all);
}

describe('participant entry', () => {
  it('corporate-context gives the corporate and consultant branding', async () => {
    const ctx = await t.callOk('test-activities/corporate-context', { participant_code: code });
    expect(ctx.corporate).toMatchObject({
      name: 'Demo Corporation',
      legal_name: 'PT Demo Korporasi Tbk',
      color_theme: '#003366',
      is_show_header: true,
      is_use_corporate_logo: false,
      logo_path: { thumbnail: null, path: null },
    });
    expect(ctx.consultant).toMatchObject({ name: 'Demo Consulting' });
  });

  it('landing accepts the code in any case and says the participant is not registered yet', async () => {
    const land = await t.callOk('test-activities/landing', { participant_code: code.toLowerCase() });
    expect(land).toEqual({
      participant_code: code,
      project_name: 'Graduate Intake 2026 (demo)',
      status: 'invited',
      is_registered: false,
      name: 'Dewi Demo',
      email: 'dewi.demo@example.com',
      registration_form: DEFAULT_LANDING_FORM,
      is_submit_code: false,
    });
  });

  it('unknown codes answer 404, bad codes 400', async () => {
    const unknown = await t.call('test-activities/landing', { participant_code: 'NOPE-NOPE-NOPE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.message).toBe('Participant code not found.');
    await expectRefusal(t.call('test-activities/landing', { participant_code: '<script>' }), {
      status: 400,
      message: 'participant_code: participant_code is not valid',
    });
  });

  it('serves the consensus, work instructions and languages (Indonesian by default)', async () => {
    const consensus = (
      await t.app.inject({ method: 'GET', url: '/api/v1/test-activities/consensus' })
    ).json();
    expect(consensus.data.title).toBe('Persetujuan');
    const en = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/test-activities/work-instructions',
        headers: { 'content-language': 'en' },
      })
    ).json();
    expect(en.data.title).toBe('Work instructions');
    // A language it does not know, or one no database can hold (NUL), means the default.
    for (const lang of ['xx', '%00', 'e%00n']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/test-activities/consensus?lang=${lang}`,
      });
      expect(page.statusCode, lang).toBe(200);
      expect(page.json().data.title, lang).toBe('Persetujuan');
    }
    const langs = (await t.app.inject({ method: 'GET', url: '/api/v1/test-activities/language' })).json();
    expect(langs.data.map((l: { code: string }) => l.code)).toEqual(['id', 'en']);
  });

  it('home refuses a participant who has not registered', async () => {
    await expectRefusal(t.call('test-activities/home', { participant_code: code }), {
      status: 409,
      message: 'Please fill in the registration form first.',
    });
  });

  it('registration requires consent and a valid e-mail, then stores the details', async () => {
    expect((await register(code, { is_agree_tnc: 'false' })).body.error.message).toBe(
      'is_agree_tnc: you must agree to the terms to continue',
    );
    expect((await register(code, { email: 'nope' })).body.error.message).toBe(
      'email: email must be a valid e-mail address',
    );
    expect((await register(code, { name: '' })).body.error.field).toBe('name');
    const ok = await register();
    expect(ok).toEqual({
      status: 200,
      body: {
        code: 200,
        data: { participant_code: code, status: 'registered', is_registered: true },
        error: null,
      },
    });
    const row = await t.deps.db
      .selectFrom('participants')
      .select(['name', 'email', 'phone', 'is_agree_tnc'])
      .where('participant_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Dewi Lestari', email: 'dewi@example.com', phone: '0812', is_agree_tnc: 1 });
  });

  it('registration must be multipart', async () => {
    await expectRefusal(t.call('test-activities/submit', { participantCode: code }), {
      status: 415,
      message: 'The registration form must be sent as multipart/form-data.',
    });
  });
});

describe('taking the test', () => {
  let submissionId: number;
  let inventoryId: number;
  let adaptiveId: number;
  let itemIds: string[];

  it('home lists the instruments in order with their state', async () => {
    const h = await t.callOk('test-activities/home', { participant_code: code });
    expect(h.status).toBe('registered');
    expect(h.instruments).toHaveLength(3);
    expect(h.instruments[0]).toMatchObject({
      instrument_name: 'Penalaran Umum (demo)',
      state: 'not_started',
      item_count: 8,
      answered_count: 0,
      time_limit_seconds: 900,
    });
    expect(h.instruments[1]).toMatchObject({
      instrument_name: 'Inventori Gaya Kerja (demo)',
      state: 'not_started',
      item_count: 20,
      answered_count: 0,
      adaptive: false,
    });
    // The adaptive test counts the questions it asks at most (20), never its bank of 168.
    expect(h.instruments[2]).toMatchObject({
      instrument_name: 'Penalaran Adaptif (demo)',
      item_count: 20,
      adaptive: true,
    });
    // A participant reading English sees the tests' English names (the project lets them choose).
    const english = await t.call<{ instruments: Array<{ instrument_name: string }> }>(
      'test-activities/home',
      { participant_code: code },
      undefined,
      { 'content-language': 'en' },
    );
    expect(english.body.data?.instruments.map((i) => i.instrument_name)).toEqual([
      'General Reasoning (demo)',
      'Work Style Inventory (demo)',
      'Adaptive Reasoning (demo)',
    ]);
    submissionId = h.instruments[0].submission_id;
    inventoryId = h.instruments[1].submission_id;
  });

  it('mark-as-started starts the server clock once; the key never reaches the participant', async () => {
    const a = await t.callOk('test-activities/mark-as-started', {
      participant_code: code,
      submission_id: submissionId,
    });
    expect(a.state).toBe('in_progress');
    // The first section's clock (10 minutes) runs; the second section's items wait for its own.
    expect(a.remaining_seconds).toBeGreaterThan(595);
    expect(a.remaining_seconds).toBeLessThanOrEqual(600);
    expect(JSON.stringify(a)).not.toContain('"key"');
    itemIds = a.sections.flatMap((s: { items: { id: string }[] }) => s.items.map((i) => i.id));
    expect(itemIds).toHaveLength(5);
    expect(a.sections[1]).toMatchObject({ state: 'upcoming', item_count: 3, items: [] });
    const started = await t.deps.db
      .selectFrom('submissions')
      .select('started_at')
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    const again = await t.callOk('test-activities/mark-as-started', {
      participant_code: code,
      submission_id: submissionId,
    });
    expect(again.state).toBe('in_progress');
    const still = await t.deps.db
      .selectFrom('submissions')
      .select('started_at')
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(still.started_at).toBe(started.started_at);
  });

  it("serves the instrument in the participant's language, untranslated texts in the base language", async () => {
    const admin = await t.signIn('admin');
    const instrumentId = await idOfInstrument(t, 'DEMO-ABILITY');
    await t.callOk(
      'instruments/translation',
      {
        id: instrumentId,
        language: 'en',
        // The demo test is seeded with its English; an empty text removes one key's translation.
        texts: {
          [`item.${itemIds[0]}.stem`]: 'Fifteen per cent of 240 is?',
          [`item.${itemIds[2]}.stem`]: '',
          instructions: 'Pick one answer.',
        },
      },
      admin,
    );
    const read = async (language: string) =>
      (
        await t.call(
          'test-activities/instrument',
          { participant_code: code, attempt_id: submissionId },
          undefined,
          { 'content-language': language },
        )
      ).body.data as { instructions: string; sections: { items: { stem: string }[] }[] };
    const english = await read('en');
    expect(english.instructions).toBe('Pick one answer.');
    expect(english.sections[0].items[0].stem).toBe('Fifteen per cent of 240 is?');
    expect(english.sections[0].items[1].stem).toBe('Which number comes next: 3, 6, 12, 24, …?');
    expect(english.sections[0].items[2].stem).toBe(
      'Sebuah harga naik dari 80 menjadi 100. Berapa persen kenaikannya?',
    );
    const indonesian = await read('id');
    expect(indonesian.sections[0].items[0].stem).toBe('Berapakah 15% dari 240?');
    expect(indonesian.instructions).toBe(
      'Pilih satu jawaban yang paling tepat untuk setiap soal. Kerjakan dengan cepat, tetapi tetap teliti.',
    );
  });

  it('saves answers as they are given; repeating a save is harmless and the latest answer wins', async () => {
    const save = (submission: Record<string, string>) =>
      t.callOk('test-activities/submission', {
        participant_code: code,
        submission_id: submissionId,
        submission,
      });
    expect(await save({ [itemIds[0]]: 'A' })).toMatchObject({ saved: 1, state: 'in_progress' });
    await save({ [itemIds[0]]: 'A' });
    await save({ [itemIds[0]]: 'B' });
    const content = await t.callOk('test-activities/instrument', {
      participant_code: code,
      attempt_id: submissionId,
    });
    expect(content.answers).toEqual({ [itemIds[0]]: 'B' });
    const rows = await t.deps.db
      .selectFrom('answers')
      .select('value')
      .where('submission_id', '=', submissionId)
      .execute();
    expect(rows).toEqual([{ value: 'B' }]);
  });

  it('refuses unknown items and options, naming them', async () => {
    await expectRefusal(
      t.call('test-activities/submission', {
        participant_code: code,
        submission_id: submissionId,
        submission: { i_nope: 'A' },
      }),
      { status: 400, message: "submission: unknown item 'i_nope'" },
    );
    const badOption = await t.call('test-activities/submission', {
      participant_code: code,
      submission_id: submissionId,
      submission: { [itemIds[1]]: 'Z' },
    });
    expect(badOption.body.error!.message).toBe(`submission: 'Z' is not an option of item '${itemIds[1]}'`);
  });

  it("another participant's submission answers 404", async () => {
    const other = await t.callOk(
      'projects/invitations/invite',
      { project_id: 1, name: 'Other', email: 'other@example.com' },
      await t.signIn('collaborator'),
    );
    await register(other.participant_code, { email: 'other@example.com' });
    const res = await t.call('test-activities/submission', {
      participant_code: other.participant_code,
      submission_id: submissionId,
      submission: {},
    });
    expect(res.status).toBe(404);
  });

  it('completion is refused until every instrument is finished', async () => {
    await expectRefusal(t.call('test-activities/congrat-candidate', { participant_code: code }), {
      status: 409,
      message:
        'Please finish every test first: Penalaran Umum (demo), Inventori Gaya Kerja (demo), Penalaran Adaptif (demo).',
    });
  });

  it('the final submission closes the instrument; later answers are refused', async () => {
    const keyed = ['B', 'C', 'B', 'B', 'B', 'A', 'B', 'C'];
    await t.callOk('test-activities/submission', {
      participant_code: code,
      submission_id: submissionId,
      submission: Object.fromEntries(itemIds.map((id, i) => [id, keyed[i]])),
    });
    // The first section is finished by hand; the second starts its own clock.
    const next = await t.callOk('test-activities/finish-section', {
      participant_code: code,
      submission_id: submissionId,
      section_id: (
        await t.callOk('test-activities/instrument', { participant_code: code, attempt_id: submissionId })
      ).current_section_id,
    });
    expect(next).toMatchObject({ current_section_index: 1, section_started: false, remaining_seconds: null });
    const second = await t.callOk('test-activities/mark-as-started', {
      participant_code: code,
      submission_id: submissionId,
    });
    const secondIds: string[] = second.sections[1].items.map((i: { id: string }) => i.id);
    itemIds = [...itemIds, ...secondIds];
    const answers = Object.fromEntries(secondIds.map((id, i) => [id, i < 1 ? keyed[5 + i] : 'D']));
    const res = await t.callOk('test-activities/submission', {
      participant_code: code,
      submission_id: submissionId,
      submission: answers,
      is_final: true,
    });
    expect(res).toEqual({
      saved: 3,
      ignored: 0,
      state: 'finished',
      remaining_seconds: null,
      current_section_id: null,
    });
    const late = await t.call('test-activities/submission', {
      participant_code: code,
      submission_id: submissionId,
      submission: { [itemIds[0]]: 'A' },
    });
    expect(late.status).toBe(409);
    expect(late.body.error!.message).toBe('This test is already finished; its answers can no longer change.');
  });

  it('the inventory is finished with every statement answered', async () => {
    const inventory = await t.callOk('test-activities/mark-as-started', {
      participant_code: code,
      submission_id: inventoryId,
    });
    const statements: string[] = inventory.sections.flatMap((s: { items: { id: string }[] }) =>
      s.items.map((i) => i.id),
    );
    expect(statements).toHaveLength(20);
    const res = await t.callOk('test-activities/submission', {
      participant_code: code,
      submission_id: inventoryId,
      submission: Object.fromEntries(statements.map((id) => [id, 'C'])),
      is_final: true,
    });
    expect(res).toMatchObject({ saved: 20, state: 'finished' });
  });

  it('completion queues scoring; the back office then shows the number correct', async () => {
    // The adaptive test last: each served item answered (right and wrong by turns) until the
    // server stops the test, then the final save closes it.
    const home = await t.callOk('test-activities/home', { participant_code: code });
    expect(home.instruments[2]).toMatchObject({
      instrument_name: 'Penalaran Adaptif (demo)',
      state: 'not_started',
    });
    adaptiveId = home.instruments[2].submission_id;
    const { given, final } = await sitAdaptiveTest(t, code, adaptiveId, (item, step) =>
      step % 2 === 0 ? item.key : wrongOption(item),
    );
    expect(final).toMatchObject({ saved: 0, state: 'finished' });
    expect(given.length).toBeGreaterThanOrEqual(8);
    expect(given.length).toBeLessThanOrEqual(20);
    const adaptiveRight = given.filter((g) => g.right).length;
    expect(adaptiveRight).toBe(Math.ceil(given.length / 2));

    const done = await t.callOk('test-activities/congrat-candidate', { participant_code: code });
    expect(done).toEqual({ status: 'completed', name: 'Dewi Lestari' });
    // Queued first, then marked completed: a process killed in between leaves the participant as
    // it was, and the device's retry queues scoring again (the other order stranded one).
    const participant = await t.deps.db
      .selectFrom('participants')
      .select(['id', 'completed_at'])
      .where('participant_code', '=', code)
      .executeTakeFirstOrThrow();
    const queued = await t.deps.db
      .selectFrom('jobs')
      .select('created_at')
      .where('type', '=', 'score-participant')
      .where('payload_json', '=', JSON.stringify({ participantId: participant.id }))
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0].created_at <= (participant.completed_at ?? '')).toBe(true);
    // A repeated completion (the device retrying) queues nothing more.
    await t.callOk('test-activities/congrat-candidate', { participant_code: code });
    await t.deps.jobs.drain();
    const page = await t.callOk(
      'projects/participants/datatable',
      { project_id: 1, search: { value: code } },
      await t.signIn('consultant'),
    );
    expect(page.data[0]).toMatchObject({
      participant_code: code,
      status: 'scored',
      number_correct: 6,
      max_score: 8,
    });
    // The demo project also holds scored demo candidates: read this participant's result.
    const result = await t.deps.db
      .selectFrom('results')
      .innerJoin('participants as pt', 'pt.id', 'results.participant_id')
      .selectAll('results')
      .where('pt.participant_code', '=', code)
      .where('results.submission_id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(result.result_json).numberCorrect).toBe(6);
    expect(result.engine_version).toMatch(/^\d+\.\d+\.\d+$/);
    // The adaptive test's items right are its own result's, scored as θ; they stay out of the
    // participant's number correct (6 of the fixed reasoning test's 8, the inventory has no key).
    const adaptive = await t.deps.db
      .selectFrom('results')
      .select(['number_correct', 'result_json'])
      .where('submission_id', '=', adaptiveId)
      .executeTakeFirstOrThrow();
    expect(Number(adaptive.number_correct)).toBe(adaptiveRight);
    expect(adaptiveRight).toBeGreaterThan(0);
    expect(JSON.parse(adaptive.result_json).answered).toBe(given.length);
  });
});

describe('the server owns the clock', () => {
  it('refuses answers after the deadline plus grace and finishes the section with the saved answers', async () => {
    const invited = await t.callOk(
      'projects/invitations/invite',
      { project_id: 1, name: 'Late', email: 'late@example.com' },
      await t.signIn('collaborator'),
    );
    const pcode = invited.participant_code;
    await register(pcode, { email: 'late@example.com' });
    const h = await t.callOk('test-activities/home', { participant_code: pcode });
    const sid = h.instruments[0].submission_id;
    const a = await t.callOk('test-activities/mark-as-started', {
      participant_code: pcode,
      submission_id: sid,
    });
    const first = a.sections[0].items[0].id;
    await t.callOk('test-activities/submission', {
      participant_code: pcode,
      submission_id: sid,
      submission: { [first]: 'B' },
    });
    await t.deps.db
      .updateTable('submissions')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', sid)
      .execute();
    const late = await t.call('test-activities/submission', {
      participant_code: pcode,
      submission_id: sid,
      submission: { [first]: 'A' },
    });
    expect(late.status).toBe(409);
    expect(late.body.error!.message).toBe('The time for this section is over; answers can no longer change.');
    // The first section ended by itself with its saved answer; the second waits for the participant.
    const home = await t.callOk('test-activities/home', { participant_code: pcode });
    expect(home.instruments[0]).toMatchObject({
      state: 'in_progress',
      answered_count: 1,
      current_section_index: 1,
      remaining_seconds: null,
    });
  });
});
