import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_NOT_STARTED_REASON } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { journeyParticipant, submitRegistration } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { registeredParticipant } from '../../../test/support/registered-participant';
import { demoCorporateProject, demoProject } from '../../../test/tenants';
import { messageTables } from '../../lib/server-messages';

// Every error a candidate can meet on the participant calls, asked in Indonesian and in English:
// Indonesian is a message of the server's tables (never the English), English is today's wording
// word for word (the API's documented texts, and what a client without Content-Language reads).

let t: TestApp;
let consultant: string;
let projectId: number;
let registered: Awaited<ReturnType<typeof registeredParticipant>>;
let invited: { code: string };
let sectionId: string;
let usedCode: string;
let expiredCode: string;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  projectId = (await demoProject(t)).id;
  const project = await demoCorporateProject(t, 'Errors Project');
  registered = await registeredParticipant(t, project.id, 'Rina Error');
  invited = await journeyParticipant(t, project, 'Ina Invited');
  const attempt = await t.callOk('test-activities/instrument', {
    participant_code: registered.code,
    attempt_id: registered.attemptId,
  });
  sectionId = attempt.sections[0].id;
  const { codes } = await t.callOk('unique-codes/generate', { project_id: projectId, count: 2 }, consultant);
  [usedCode, expiredCode] = codes;
  const redeemed = await t.callOk('test-activities/submit-code', { code: usedCode });
  await submitRegistration(t, {
    participantCode: redeemed.code,
    name: 'Sari Used',
    email: 'sari@example.com',
    is_agree_tnc: 'true',
  });
  await t.deps.db
    .updateTable('unique_codes')
    .set({ expires_at: '2020-01-01T00:00:00.000Z' })
    .where('code', '=', expiredCode)
    .execute();
  // The project of `registered` proctors nothing; its results are not shared.
  await t.deps.db
    .updateTable('projects')
    .set({ proctoring_level: 'off' })
    .where('id', '=', project.id)
    .execute();
});
afterAll(() => t.close());

/** The Indonesian texts of every table as patterns: placeholders and a field path in front are anything. */
function indonesianPatterns(): RegExp[] {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...messageTables().values()].flatMap((table) =>
    Object.values(table).map((message) => {
      const body = message.id
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? '.+' : escapeRegExp(part)))
        .join('');
      return new RegExp(`^(\\S+: )?${body}$`, 's');
    }),
  );
}

const isTableIndonesian = (message: string) => indonesianPatterns().some((p) => p.test(message));

interface Case {
  name: string;
  ask: (
    language: 'en' | 'id',
  ) => Promise<{ status: number; body: { error: { message: string; reason?: string } | null } }>;
  status: number;
  en: string;
  id: string;
}

const call = (path: string, body: unknown) => (language: 'en' | 'id') =>
  t.call(path, body, undefined, { 'content-language': language }) as ReturnType<Case['ask']>;

const CASES: Case[] = [
  {
    name: 'an unknown access code',
    ask: (l) => call('test-activities/submit-code', { code: 'ZZZZZZ' })(l),
    status: 404,
    en: 'Access code not found.',
    id: 'Kode akses tidak ditemukan.',
  },
  {
    name: 'a malformed access code',
    ask: (l) => call('test-activities/submit-code', { code: 'AB-12' })(l),
    status: 400,
    en: 'code: code must be 6 alphanumeric characters',
    id: 'code: kode harus terdiri dari 6 huruf atau angka',
  },
  {
    name: 'a used access code with another e-mail',
    ask: (l) => call('test-activities/submit-code', { code: usedCode, email: 'other@example.com' })(l),
    status: 400,
    en: 'email: this access code was used with another e-mail address',
    id: 'email: kode akses ini sudah digunakan dengan alamat email lain',
  },
  {
    name: 'an e-mail with an emoji',
    ask: (l) => call('test-activities/submit-code', { code: usedCode, email: 'sari😀@example.com' })(l),
    status: 400,
    en: 'email: email must be a valid e-mail address',
    id: 'email: email harus berupa alamat email yang valid',
  },
  {
    name: 'an expired access code',
    ask: (l) => call('test-activities/submit-code', { code: expiredCode })(l),
    status: 410,
    en: 'This access code has expired. Please contact the organiser.',
    id: 'Kode akses ini sudah kedaluwarsa. Silakan hubungi penyelenggara.',
  },
  {
    name: 'an unknown access-code page',
    ask: (l) => call('test-activities/corporate-slug', { slug: 'no-such-corporate' })(l),
    status: 404,
    en: 'invalid url',
    id: 'URL tidak valid',
  },
  {
    name: 'an unknown participant code',
    ask: (l) => call('test-activities/landing', { participant_code: 'ABCD-EFGH-JKLM' })(l),
    status: 404,
    en: 'Participant code not found.',
    id: 'Kode peserta tidak ditemukan.',
  },
  {
    name: 'a malformed participant code',
    ask: (l) => call('test-activities/home', { participant_code: 'not a code!' })(l),
    status: 400,
    en: 'participant_code: participant_code is not valid',
    id: 'participant_code: kode peserta tidak valid',
  },
  {
    name: 'a registration without a name',
    ask: (l) =>
      submitRegistration(
        t,
        { participantCode: invited.code, name: '', email: 'ina@example.com', is_agree_tnc: 'true' },
        [],
        { 'content-language': l },
      ),
    status: 400,
    en: 'name: name is required',
    id: 'name: nama wajib diisi',
  },
  {
    name: 'a registration without the terms agreed',
    ask: (l) =>
      submitRegistration(
        t,
        { participantCode: invited.code, name: 'Ina', email: 'ina@example.com', is_agree_tnc: 'false' },
        [],
        { 'content-language': l },
      ),
    status: 400,
    en: 'is_agree_tnc: you must agree to the terms to continue',
    id: 'is_agree_tnc: Anda harus menyetujui syarat dan ketentuan untuk melanjutkan',
  },
  {
    name: 'a test before the registration',
    ask: (l) =>
      call('test-activities/mark-as-started', { participant_code: invited.code, submission_id: 1 })(l),
    status: 409,
    en: 'Please fill in the registration form first.',
    id: 'Silakan isi formulir pendaftaran terlebih dahulu.',
  },
  {
    name: 'a section finished before the test started',
    ask: (l) =>
      call('test-activities/finish-section', {
        participant_code: registered.code,
        submission_id: registered.submissionId,
        section_id: sectionId,
      })(l),
    status: 409,
    en: 'This test has not been started yet.',
    id: 'Tes ini belum dimulai.',
  },
  {
    name: 'completion with tests left',
    ask: (l) => call('test-activities/congrat-candidate', { participant_code: registered.code })(l),
    status: 409,
    en: 'Please finish every test first: General Reasoning (demo), Work Style Inventory (demo), Adaptive Reasoning (demo).',
    id: 'Silakan selesaikan semua tes terlebih dahulu: Penalaran Umum (demo), Inventori Gaya Kerja (demo), Penalaran Adaptif (demo).',
  },
  {
    name: 'proctoring on a project without it',
    ask: (l) =>
      call('test-activities/proctoring-track', {
        participant_code: registered.code,
        proctoring_id: registered.submissionId,
        status: 'tab_hidden',
      })(l),
    status: 409,
    en: 'This project does not use proctoring.',
    id: 'Proyek ini tidak menggunakan pengawasan.',
  },
  {
    name: 'results a project keeps to itself',
    ask: (l) => call('test-activities/candidate', { participant_code: registered.code })(l),
    status: 403,
    en: 'This project does not share results with its participants',
    id: 'Proyek ini tidak membagikan hasil kepada pesertanya',
  },
  {
    name: 'a results link that is not one',
    ask: (l) => call('test-activities/results-verify', { params: 'nonsense' })(l),
    status: 400,
    en: 'params: This results link is not valid. Please open your results page again.',
    id: 'params: Tautan hasil ini tidak valid. Silakan buka kembali halaman hasil Anda.',
  },
  {
    name: 'an event the partner page cannot send yet',
    ask: (l) => call('partner/send-event', { participant_code: registered.code, event: 'expired' })(l),
    status: 409,
    en: 'This participant code has not expired.',
    id: 'Kode peserta ini belum kedaluwarsa.',
  },
];

describe('participant calls’ errors', () => {
  it.each(CASES)('$name: Indonesian with Content-Language id, today’s English with en', async (c) => {
    const id = await c.ask('id');
    expect(id.status).toBe(c.status);
    expect(id.body.error?.message).toBe(c.id);
    expect(isTableIndonesian(c.id), 'the Indonesian is a message of the tables').toBe(true);
    const en = await c.ask('en');
    expect(en.status).toBe(c.status);
    expect(en.body.error?.message).toBe(c.en);
  });

  it('a client without Content-Language reads the English', async () => {
    const res = await t.call('test-activities/submit-code', { code: 'ZZZZZZ' });
    expect(res.body.error!.message).toBe('Access code not found.');
  });

  it('a refusal the client acts on carries its reason, whatever the language', async () => {
    const res = await t.call(
      'test-activities/finish-section',
      { participant_code: registered.code, submission_id: registered.submissionId, section_id: sectionId },
      undefined,
      { 'content-language': 'id' },
    );
    expect(res.body.error).toMatchObject({ reason: TEST_NOT_STARTED_REASON });
  });

  it('an answer that does not fit its item, once the test runs', async () => {
    await t.callOk('test-activities/mark-as-started', {
      participant_code: registered.code,
      submission_id: registered.submissionId,
    });
    const save = (language: string) =>
      t.call(
        'test-activities/submission',
        {
          participant_code: registered.code,
          submission_id: registered.submissionId,
          submission: { nope: 'A' },
        },
        undefined,
        { 'content-language': language },
      );
    expect((await save('id')).body.error!.message).toBe("submission: soal 'nope' tidak dikenal");
    expect((await save('en')).body.error!.message).toBe("submission: unknown item 'nope'");
  });

  it('a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-activities/submit-code',
      headers: { 'content-type': 'application/json', 'content-language': 'id' },
      payload: '{"code":',
    });
    expect(res.json().error.message).toMatch(/^Isi permintaan bukan JSON yang valid: /);
  });
});

/**
 * The participant calls' modules build every error from their message tables: a literal or a
 * template as an error's message would be English only. (Errors built from a table's entry, a
 * noun of notFound or a helper that takes one are what the calls above answer.) The answer
 * save's check of an answer against its item (instruments' answerProblem) answers from the
 * answers table; the rest of that module checks the back office's content.
 */
describe('the participant calls’ code', () => {
  const src = join(__dirname, '../..');
  const files = [
    ...['participant-journey', 'access-codes', 'test-attempts', 'proctoring', 'partner'].flatMap((dir) =>
      readdirSync(join(src, 'modules', dir))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => join('modules', dir, f)),
    ),
    'modules/projects/landing-form.ts',
    'modules/exports/participant-report.service.ts',
    ...readdirSync(join(src, 'http'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join('http', f)),
    'lib/storage.ts',
  ];
  const ENGLISH_ONLY = [
    /\b(badRequest|conflict|forbidden|gone|unauthorized|tooManyRequests|refusedFile)\(\s*['"`]/,
    /new AppError\(\s*[^,()]+,\s*['"`]/,
    /super\(\s*\d+,\s*['"`]/,
  ];

  it('builds no error from an English literal', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(join(src, file), 'utf8').replace(/\s+/g, ' ');
      return ENGLISH_ONLY.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(files.length).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });
});
