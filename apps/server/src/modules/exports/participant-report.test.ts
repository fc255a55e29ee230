import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ParticipantResults,
  REPORT_NOT_SCORED,
  REPORT_NOT_SHARED,
  REPORT_TYPES,
  type ReportType,
} from '@asesa/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { inkShare, pagePng, pdfPages, pdfText } from '../../../test/pdf-reader';
import { startAppAs } from '../../../test/support/module-setup';
import { rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { DEMO_COMPETENCES } from '../../seed/demo-competences';
import { DEMO_COMPETENCE_TEXTS_ID } from '../../seed/demo-library-id';
import { stenBandOf } from '../participants/stored-scores';
import { renderParticipantReport } from './participant-report.pdf';
import { projectReportContext, type ReportData, readReport } from './participant-report.reader';
import { participantReader } from './participant-report.service';
import { missingCharacters } from './report-fonts';
import { reportNumbers, weakestCompetences } from './report-format';
import { inLanguage } from './report-translations';

let t: TestApp;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let projectId: number;
let corporateId: number;
let scored: { id: number; name: string; code: string }[];
let unscoredId: number;

const DEMO_PROJECT = 'Graduate Intake 2026 (demo)';
/** Words the candidate's feedback never prints: norm jargon and the hiring verdict. */
const JARGON = [
  /\bsten\b/i,
  /percentile|persentil/i,
  /job[ -]fit|kecocokan jabatan/i,
  /norm group|kelompok norma/i,
];

/** The demo library's English words an Indonesian feedback report must not print. */
const ENGLISH_LIBRARY_WORDS = [
  'Analytical thinking',
  'Planning and organising',
  'Teamwork',
  'Role model',
  'Proficient',
  'Developing',
  'General reasoning',
  'Organisation',
  'Composure',
  'expectations',
];
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const squeeze = (text: string) => text.replace(/\s+/g, '');
const EN = reportNumbers('en');
const ID = reportNumbers('id');

const dataOf = async (participantId: number): Promise<ReportData> =>
  (await readReport(t.deps, participantReader(corporateId), participantId))!;

const report = async (participantId: number, type?: ReportType, token = consultant, lang?: string) =>
  fileCall(
    t,
    'projects/participants/report',
    { participant_id: participantId, ...(type ? { type } : {}), ...(lang ? { lang } : {}) },
    token,
  );

/** Stores a finished study of an instrument version stating these reliabilities: its row's id. */
async function insertReliabilityStudy(
  version: { id: number; instrument_id: number; version: number },
  study: {
    reliability: { dimension: string | null; alpha: number }[];
    scope: number | null;
    finishedAt: string;
  },
) {
  const analyst = await t.deps.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  return t.deps.db
    .insertInto('evidence_analyses')
    .values({
      instrument_id: version.instrument_id,
      instrument_version: version.version,
      instrument_version_id: version.id,
      model: null,
      status: 'done',
      n: 2000,
      result_json: JSON.stringify({ reliability: study.reliability }),
      created_by: analyst.id,
      scope_consultant_id: study.scope,
      created_at: nowIso(),
      finished_at: study.finishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Sets the project's language (the tests that change it set it back to Indonesian). */
const setProjectLanguage = (language: 'en' | 'id') =>
  t.deps.db.updateTable('projects').set({ default_language: language }).where('id', '=', projectId).execute();

/** Sets the corporate account's brand colour (the tests that change it set it back). */
const setBrandColour = (colour: string) =>
  t.deps.db
    .updateTable('corporate_accounts')
    .set({ color_theme: colour })
    .where('id', '=', corporateId)
    .execute();

/** What every report must be: a PDF whose text has the name, no replacement glyph, and ink on page 1. */
async function expectReadable(pdf: Buffer, name: string): Promise<string> {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(name);
  expect(text).not.toContain('\ufffd');
  expect(missingCharacters(text)).toEqual([]);
  expect(await inkShare(pagePng(pdf, 1))).toBeGreaterThan(0.02);
  return text;
}

beforeAll(async () => {
  [t, consultant, collaborator] = await startAppAs('consultant', 'collaborator');
  rival = await rivalTenant(t, { withProject: true });
  const project = await t.deps.db
    .selectFrom('projects')
    .select(['id', 'account_corporate_id'])
    .where('name', '=', DEMO_PROJECT)
    .executeTakeFirstOrThrow();
  projectId = project.id;
  corporateId = project.account_corporate_id;
  const people = await t.deps.db
    .selectFrom('participants')
    .select(['id', 'name', 'participant_code', 'status'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  scored = people
    .filter((p) => p.status === 'scored')
    .map((p) => ({ id: p.id, name: p.name, code: p.participant_code }));
  unscoredId = people.find((p) => p.status === 'in_progress')!.id;
});
afterAll(() => t.close());

describe('the reports of every scored demo candidate', () => {
  it('has four scored candidates to report on', () => {
    expect(scored.length).toBe(4);
  });

  it('hiring manager: profiles with norms once, competences, job fit with its formula, interview questions', async () => {
    for (const p of scored) {
      const res = await report(p.id, 'hiring-manager', consultant, 'en');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await expectReadable(res.bytes, p.name);
      const data = await dataOf(p.id);
      expect(data.jobFit.fit).not.toBeNull();
      expect(squeeze(text), 'the fit').toContain(squeeze(EN.jobFit(data.jobFit.fit)));
      for (const ins of data.instruments)
        for (const d of ins.dimensions.filter((d) => d.sten !== null))
          expect(text, `${d.name}'s sten`).toContain(`Sten ${EN.of('sten', d.sten)}`);
      for (const c of data.competences) {
        expect(text, `${c.name}'s level`).toContain(`Level: ${c.label}`);
        expect(text, `${c.name}'s score`).toContain(`Sten ${EN.of('sten', c.score)}`);
      }
      expect(text).toContain('Σ');
      expect(text).toContain('−');
      expect(text).toContain(`fit = 100 · max(0, 1 − S / 2)`);
      // Five traits normed on one group: one line, not five; the ability test's norm once too.
      expect(text.match(/Norm group: general \(N = 1,250\), version 2026\.1/g)).toHaveLength(1);
      expect(text.match(/Norm group: general \(N = 412\), version 2026\.1/g)).toHaveLength(1);
      const weakest = weakestCompetences(data);
      expect(weakest.length).toBeGreaterThan(0);
      for (const { competence } of weakest) {
        const spec = DEMO_COMPETENCES.find((c) => c.code === competence.code)!;
        for (const q of spec.interviewQuestions) expect(text.replace(/\s+/g, ' '), q).toContain(q);
      }
      // The tests under their English names, translated from their Indonesian base names.
      expect(oneLine(text)).toContain('General Reasoning (demo)');
      expect(oneLine(text)).not.toContain('Penalaran Umum (demo)');
    }
  });

  it('hiring manager in the project’s language (Indonesian): its words, the library’s names, Indonesian numbers', async () => {
    for (const p of scored) {
      const res = await report(p.id, 'hiring-manager');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `filename="${p.name} ${DEMO_PROJECT} laporan manajer perekrutan`,
      );
      const text = await expectReadable(res.bytes, p.name);
      const line = oneLine(text);
      expect(text).toContain('Laporan untuk manajer perekrutan');
      expect(text).toContain('Rincian kecocokan jabatan');
      const data = inLanguage(await dataOf(p.id), 'id');
      // pdftotext may drop the space of the large-type fit ("0%"): compared without spaces.
      expect(squeeze(text), 'the fit').toContain(squeeze(ID.jobFit(data.jobFit.fit)));
      for (const ins of data.instruments)
        for (const d of ins.dimensions.filter((d) => d.sten !== null)) {
          expect(line, d.code).toContain(d.name);
          expect(text, `${d.name}'s sten`).toContain(`Sten ${ID.of('sten', d.sten)}`);
        }
      for (const c of data.competences) {
        expect(line, c.code).toContain(c.name);
        expect(text, `${c.name}'s level`).toContain(`Tingkat: ${c.label}`);
        expect(text, `${c.name}'s score`).toContain(`Sten ${ID.of('sten', c.score)}`);
      }
      // The norm group and the blueprint under their Indonesian names.
      expect(text.match(/Kelompok norma: umum \(N = 1\.250\), versi 2026\.1/g)).toHaveLength(1);
      expect(text).toContain('kecocokan = 100 · max(0, 1 − S / 2)');
      expect(line).toContain('untuk target minimum');
      expect(line).toContain('Peristiwa peramban ini adalah bukti');
      for (const english of ENGLISH_LIBRARY_WORDS) expect(text, english).not.toContain(english);
      // The tests under their Indonesian names, and the interview questions in Indonesian.
      for (const ins of data.instruments) expect(line, ins.name).toContain(ins.name);
      expect(line).toContain('Penalaran Umum (demo)');
      for (const english of [
        'General Reasoning (demo)',
        'Work Style Inventory (demo)',
        'Adaptive Reasoning (demo)',
      ])
        expect(line, english).not.toContain(english);
      for (const { competence } of weakestCompetences(data)) {
        const questions = DEMO_COMPETENCE_TEXTS_ID[competence.code].interview_questions ?? [];
        expect(questions.length, competence.code).toBeGreaterThan(0);
        for (const q of questions) expect(line, q).toContain(q);
        const spec = DEMO_COMPETENCES.find((c) => c.code === competence.code)!;
        for (const q of spec.interviewQuestions) expect(line, q).not.toContain(q);
      }
    }
  });

  it('candidate feedback: strengths and points to develop in plain words, no norms, no verdict', async () => {
    for (const p of scored) {
      const res = await report(p.id, 'candidate-feedback');
      expect(res.status).toBe(200);
      const text = await expectReadable(res.bytes, p.name);
      // The demo candidates took the tests in Indonesian.
      expect(text).toContain('Laporan umpan balik Anda');
      expect(text).toContain('Kekuatan Anda');
      const data = await dataOf(p.id);
      // The library's words too: competence names, level labels, trait names and band texts.
      const inIndonesian = inLanguage(data, 'id');
      for (const c of inIndonesian.competences) {
        expect(text, c.code).toContain(c.name);
        expect(text, c.code).toContain(c.label!);
      }
      for (const d of inIndonesian.instruments.flatMap((i) => i.dimensions))
        expect(oneLine(text), d.code).toContain(d.name);
      for (const english of ENGLISH_LIBRARY_WORDS) expect(text, english).not.toContain(english);
      for (const word of JARGON) expect(text, String(word)).not.toMatch(word);
    }
  });

  it('candidate feedback: the library texts fall back to the base text where a translation is missing', async () => {
    const data = await dataOf(scored[0].id);
    const partial = {
      ...data,
      competences: data.competences.map((c, i) => (i === 0 ? { ...c, translations: {} } : c)),
    };
    const localised = inLanguage(partial, 'id');
    expect(localised.competences[0].name).toBe(data.competences[0].name);
    expect(localised.competences[1].name).not.toBe(data.competences[1].name);
    // A regional code reads its language's texts.
    expect(inLanguage(data, 'id-ID').competences[1].name).toBe(localised.competences[1].name);
  });

  it('candidate feedback in English has no norms and no verdict either', async () => {
    for (const p of scored) {
      const pdf = await renderParticipantReport(await dataOf(p.id), {
        generatedAt: nowIso(),
        productName: 'Asesa',
        type: 'candidate-feedback',
        lang: 'en',
      });
      const text = await expectReadable(pdf, p.name);
      expect(text).toContain('Your feedback report');
      expect(text).toContain('Your strengths');
      expect(text).toContain('Analytical thinking');
      expect(text).not.toContain('Berpikir analitis');
      for (const word of JARGON) expect(text, String(word)).not.toMatch(word);
    }
  });

  it('technical appendix: versions, norms with N, reliabilities, SEs and the job-fit method', async () => {
    for (const p of scored) {
      const res = await report(p.id, 'technical-appendix', consultant, 'en');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `filename="${p.name} ${DEMO_PROJECT} technical appendix`,
      );
      const text = await expectReadable(res.bytes, p.name);
      const data = await dataOf(p.id);
      for (const ins of data.instruments) {
        expect(text).toContain(ins.engineVersion);
        for (const d of ins.dimensions) {
          if (d.reliability !== null) expect(text, `${d.name} r`).toContain(EN.fixed(d.reliability, 2));
          if (d.seSten !== null) expect(text, `${d.name} SE`).toContain(EN.fixed(d.seSten, 2));
          if (d.T !== null) expect(text, `${d.name} T`).toContain(EN.fixed(d.T, 1));
        }
      }
      expect(text).toContain('1,250');
      expect(text).toContain('412');
      expect(text).toContain('Σ');
      expect(text).toContain('−');
      expect(text).toContain('R = 2 stens');
      expect(text).toContain(`S = ${EN.fixed(data.jobFit.mean_shortfall, 3)} stens`);
    }
  });

  it('technical appendix in Indonesian: its words and Indonesian numbers', async () => {
    for (const p of scored) {
      const res = await report(p.id, 'technical-appendix');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `filename="${p.name} ${DEMO_PROJECT} lampiran teknis`,
      );
      const text = await expectReadable(res.bytes, p.name);
      const data = await dataOf(p.id);
      expect(text).toContain('Lampiran teknis');
      expect(text).toContain('Metode kecocokan jabatan');
      for (const ins of data.instruments)
        for (const d of ins.dimensions) {
          if (d.reliability !== null) expect(text, `${d.name} r`).toContain(ID.fixed(d.reliability, 2));
          if (d.T !== null) expect(text, `${d.name} T`).toContain(ID.fixed(d.T, 1));
        }
      expect(text).toContain('1.250');
      expect(text).toContain('R = 2 sten');
      expect(text).toContain(`S = ${ID.fixed(data.jobFit.mean_shortfall, 3)} sten`);
      // The library's names in Indonesian (blueprint and instrument names have no translations).
      const line = oneLine(text);
      for (const d of inLanguage(data, 'id').instruments.flatMap((i) => i.dimensions))
        expect(line, d.code).toContain(d.name);
      for (const c of inLanguage(data, 'id').competences) expect(line, c.code).toContain(c.name);
    }
  });

  it('answers the hiring-manager report in the project’s language when no type or language is named', async () => {
    const res = await report(scored[0].id);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename="${scored[0].name} ${DEMO_PROJECT} laporan manajer perekrutan`,
    );
    expect(pdfText(res.bytes)).toContain('Laporan untuk manajer perekrutan');
    expect((await report(scored[0].id, undefined, collaborator)).status).toBe(200);
    const english = await report(scored[0].id, undefined, consultant, 'en');
    expect(english.headers['content-disposition']).toContain(
      `filename="${scored[0].name} ${DEMO_PROJECT} report`,
    );
    expect(pdfText(english.bytes)).toContain('Hiring manager report');
  });

  it('follows a project in English, and the candidate’s own language for the candidate feedback', async () => {
    await setProjectLanguage('en');
    try {
      expect(pdfText((await report(scored[0].id, 'hiring-manager')).bytes)).toContain(
        'Hiring manager report',
      );
      expect(pdfText((await report(scored[0].id, 'technical-appendix')).bytes)).toContain(
        'Technical appendix',
      );
      // The demo candidates took their tests in Indonesian: their feedback speaks it.
      expect(pdfText((await report(scored[0].id, 'candidate-feedback')).bytes)).toContain(
        'Laporan umpan balik Anda',
      );
      const asked = await report(scored[0].id, 'candidate-feedback', consultant, 'en');
      expect(asked.headers['content-disposition']).toContain(' feedback ');
      expect(pdfText(asked.bytes)).toContain('Your feedback report');
    } finally {
      await setProjectLanguage('id');
    }
  });

  it('offers only the report types the project lists', async () => {
    await t.callOk(
      'projects/update-setting',
      { id: projectId, report_types: ['hiring-manager'] },
      consultant,
    );
    try {
      const refused = await report(scored[0].id, 'technical-appendix');
      expect(refused.status).toBe(400);
      expect(refused.json!.error!.message).toContain('does not offer the technical-appendix report');
      expect((await report(scored[0].id, 'hiring-manager')).status).toBe(200);
    } finally {
      await t.callOk(
        'projects/update-setting',
        { id: projectId, report_types: [...REPORT_TYPES] },
        consultant,
      );
    }
  });

  it('draws the brand colour of the corporate account', async () => {
    await setBrandColour('#c2185b');
    try {
      const data = (await readReport(
        t.deps,
        participantReader(corporateId),
        scored[0].id,
        await projectReportContext(t.deps, projectId),
      ))!;
      expect(data.brand.colour).toBe('#c2185b');
      const png = pagePng(
        await renderParticipantReport(data, { generatedAt: nowIso(), productName: 'Asesa' }),
        1,
      );
      const { data: pixels, info } = await sharp(png)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // The strip at the top of the page is the brand's colour.
      expect([pixels[info.width * 3 + 30], pixels[info.width * 3 + 31], pixels[info.width * 3 + 32]]).toEqual(
        [0xc2, 0x18, 0x5b],
      );
    } finally {
      await setBrandColour('#003366');
    }
  });

  it('draws the corporate’s logo when it uses its own, else the consultant account’s name', async () => {
    const dir = join(t.deps.env.dataDir, 'uploads', 'logos');
    await mkdir(dir, { recursive: true });
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#00a651' } })
      .png()
      .toBuffer();
    await writeFile(join(dir, 'report-test-logo.png'), logo);
    const render = async () =>
      renderParticipantReport(
        (await readReport(
          t.deps,
          participantReader(corporateId),
          scored[0].id,
          await projectReportContext(t.deps, projectId),
        ))!,
        { generatedAt: nowIso(), productName: 'Asesa' },
      );
    const without = await render();
    expect(without.toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfText(without)).toContain('Demo Consulting');
    await t.deps.db
      .updateTable('corporate_accounts')
      .set({ logo_path: '/uploads/logos/report-test-logo.png', is_use_corporate_logo: 1 })
      .where('id', '=', corporateId)
      .execute();
    try {
      const withLogo = await render();
      expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
      // The logo sits at the top right of every page, in its own colour.
      const { data, info } = await sharp(pagePng(withLogo, 2, 72))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const pixel = at(info.width - 60, 37);
      for (const [i, c] of [0x00, 0xa6, 0x51].entries())
        expect(Math.abs(pixel[i] - c)).toBeLessThanOrEqual(3);
    } finally {
      await t.deps.db
        .updateTable('corporate_accounts')
        .set({ logo_path: null, is_use_corporate_logo: 0 })
        .where('id', '=', corporateId)
        .execute();
    }
  });

  it('wraps long texts onto more pages instead of cutting them', async () => {
    const data = await dataOf(scored[0].id);
    const long = 'Competence with a rather long descriptive name that needs wrapping on the page';
    const many: ReportData = {
      ...data,
      competences: Array.from({ length: 40 }, (_, i) => ({
        ...data.competences[0],
        code: `C${i}`,
        name: `${long} ${i}`,
        // Untranslated, so the Indonesian feedback prints the long name too.
        translations: {},
      })),
    };
    const opts = { generatedAt: nowIso(), productName: 'Asesa' };
    for (const type of REPORT_TYPES) {
      const pdf = await renderParticipantReport(many, { ...opts, type });
      expect(pdfPages(pdf), type).toBeGreaterThan(
        pdfPages(await renderParticipantReport(data, { ...opts, type })),
      );
      expect(pdfText(pdf).replace(/\s+/g, ' '), type).toContain(`${long} 39`);
    }
  });
});

describe('projects/participants/report refusals', () => {
  it('says when the participant is not scored yet (409)', async () => {
    const res = await report(unscoredId);
    expect(res.status).toBe(409);
    expect(res.json!.error!.message).toBe(REPORT_NOT_SCORED);
  });

  it('needs a signed-in user, hides other tenants’ participants (404) and names bad input', async () => {
    expect((await report(scored[0].id, undefined, await t.anonymousToken())).status).toBe(401);
    expect((await report(scored[0].id, undefined, rival.token)).status).toBe(404);
    expect((await report(rival.participantId)).status).toBe(404);
    expect((await report(999999)).status).toBe(404);
    const bad = await fileCall(t, 'projects/participants/report', { participant_id: -1 }, consultant);
    expect(bad.status).toBe(400);
    expect(bad.json!.error!.message).toContain('participant_id');
    const badType = await fileCall(
      t,
      'projects/participants/report',
      { participant_id: scored[0].id, type: 'summary' },
      consultant,
    );
    expect(badType.status).toBe(400);
    expect(badType.json!.error!.message).toContain('type');
    const badLanguage = await report(scored[0].id, 'hiring-manager', consultant, 'fr');
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.json!.error!.message).toBe(
      'lang: reports are written in id (Bahasa Indonesia) or en (English), not "fr"',
    );
  });
});

describe('test-activities/export (the participant’s own report: the candidate feedback)', () => {
  it('refuses while the project keeps results from its participants (403)', async () => {
    const res = await fileCall(t, 'test-activities/export', {
      participant_codes: scored[0].code,
      lang: 'en',
    });
    expect(res.status).toBe(403);
    expect(res.json!.error!.message).toBe(REPORT_NOT_SHARED);
  });

  it('answers the feedback in the language asked for when the project shows results', async () => {
    await t.deps.db.updateTable('projects').set({ show_results: 1 }).where('id', '=', projectId).execute();
    try {
      const id = await fileCall(t, 'test-activities/export', {
        participant_codes: scored[0].code.toLowerCase(),
        lang: 'id',
      });
      expect(id.status).toBe(200);
      const text = pdfText(id.bytes);
      expect(text).toContain('Laporan umpan balik Anda');
      for (const word of JARGON) expect(text).not.toMatch(word);
      const en = await fileCall(t, 'test-activities/export', {
        participant_codes: scored[0].code,
        lang: 'en',
      });
      expect(pdfText(en.bytes)).toContain('Your feedback report');
      const unscored = await t.deps.db
        .selectFrom('participants')
        .select('participant_code')
        .where('id', '=', unscoredId)
        .executeTakeFirstOrThrow();
      expect(
        (await fileCall(t, 'test-activities/export', { participant_codes: unscored.participant_code }))
          .status,
      ).toBe(409);
    } finally {
      await t.deps.db.updateTable('projects').set({ show_results: 0 }).where('id', '=', projectId).execute();
    }
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect(
      (await fileCall(t, 'test-activities/export', { participant_codes: 'NOPE-NOPE-NOPE' })).status,
    ).toBe(404);
    const bad = await fileCall(t, 'test-activities/export', { participant_codes: '<script>' });
    expect(bad.status).toBe(400);
    expect(bad.json!.error!.message).toContain('participant_codes');
  });
});

describe('error bands from the evidence study of the instrument version', () => {
  it('use the study’s α per scale once it has finished, and every report says which source it used', async () => {
    const p = scored[0];
    const before = await dataOf(p.id);
    const ins = before.instruments.find((i) => i.kind !== 'ability' && i.dimensions.some((d) => d.stenBand))!;
    const scale = ins.dimensions.find((d) => d.stenBand && d.reliability !== null)!;
    expect(scale.reliabilitySource).toBe('set-up');
    expect(ins.evidenceStudy).toBeNull();
    const setUpText = pdfText((await report(p.id, 'hiring-manager', consultant, 'en')).bytes);
    expect(oneLine(setUpText)).toContain('Error bands use the reliability stated in the scoring set-up.');

    const version = await t.deps.db
      .selectFrom('instrument_versions as v')
      .innerJoin('instruments as i', 'i.id', 'v.instrument_id')
      .select(['v.id', 'v.instrument_id', 'v.version'])
      .where('i.code', '=', ins.code)
      .where('v.version', '=', ins.version)
      .executeTakeFirstOrThrow();
    const analysis = (scope: number | null, alpha: number, finishedAt: string) =>
      insertReliabilityStudy(version, {
        reliability: [
          { dimension: null, alpha: 0.63 },
          { dimension: scale.code, alpha },
        ],
        scope,
        finishedAt,
      });
    const ours = await analysis(null, 0.6, '2026-11-20T10:00:00.000Z');
    // A later study of another consultant account never reaches this tenant's reports.
    const theirs = await analysis(rival.consultantId, 0.9, '2026-11-25T10:00:00.000Z');
    try {
      const after = await dataOf(p.id);
      const measured = after.instruments.find((i) => i.code === ins.code)!;
      const d = measured.dimensions.find((x) => x.code === scale.code)!;
      expect(d.reliability).toBe(0.6);
      expect(d.reliabilitySource).toBe('evidence');
      expect(d.seSten).toBe(1.265);
      expect(d.stenBand).not.toEqual(scale.stenBand);
      expect(measured.evidenceStudy).toEqual({ finishedAt: '2026-11-20T10:00:00.000Z', n: 2000 });
      // The drawer reads the same results.
      const drawer: ParticipantResults = await t.callOk(
        'projects/participants/results',
        { participant_id: p.id },
        consultant,
      );
      expect(drawer.instruments.find((i) => i.instrument_code === ins.code)!.evidence_study).toMatchObject({
        analysis_id: ours.id,
        n: 2000,
      });

      const hiringPdf = (await report(p.id, 'hiring-manager', consultant, 'en')).bytes;
      // REPORT_PDF_DIR=… leaves the report for a look.
      if (process.env.REPORT_PDF_DIR) {
        await mkdir(process.env.REPORT_PDF_DIR, { recursive: true });
        await writeFile(join(process.env.REPORT_PDF_DIR, 'hiring-manager-evidence-bands.pdf'), hiringPdf);
      }
      const hiring = oneLine(pdfText(hiringPdf));
      expect(hiring).toContain(
        'Error bands use the reliability from the evidence study of 20 November 2026 (N = 2,000); scales the study did not measure use the scoring set-up’s.',
      );
      expect(hiring).toContain(EN.stenBand(d.stenBand!));
      const appendix = oneLine(pdfText((await report(p.id, 'technical-appendix', consultant, 'id')).bytes));
      expect(appendix).toContain(
        'Rentang galat memakai reliabilitas dari studi bukti tanggal 20 November 2026 (N = 2.000)',
      );
      expect(appendix).toContain(ID.fixed(0.6, 2));
      expect(appendix).toContain(ID.fixed(1.265, 2));
    } finally {
      await t.deps.db.deleteFrom('evidence_analyses').where('id', 'in', [ours.id, theirs.id]).execute();
    }
  });
});

describe('error bands of IRT-scored scales', () => {
  it('use the person’s own SE(θ) on the norm’s scale, and the hiring-manager report, appendix and drawer agree', async () => {
    const adaptiveOf = (data: ReportData) =>
      data.instruments.flatMap((i) =>
        i.dimensions.filter((d) => d.theta && d.theta.value === d.raw && d.sten !== null),
      );
    const p = scored[0];
    const data = await dataOf(p.id);
    const irt = adaptiveOf(data);
    expect(irt.length).toBeGreaterThan(0);
    const drawer: ParticipantResults = await t.callOk(
      'projects/participants/results',
      { participant_id: p.id },
      consultant,
    );
    for (const d of irt) {
      // The demo's adaptive reasoning scale is normed on N(0, 1) in θ: SE in stens is 2·SE(θ).
      expect(d.seSource).toBe('irt');
      expect(d.seSten).toBeCloseTo(2 * d.theta!.se, 3);
      expect(d.stenBand).toEqual(stenBandOf(d.sten!, d.seSten!));
      const shown = drawer.instruments.flatMap((i) => i.dimensions).find((x) => x.code === d.code)!;
      expect(shown).toMatchObject({ se_source: 'irt', se_sten: d.seSten, sten_band: d.stenBand });
    }
    // Classical scales keep their reliability's band.
    const classical = data.instruments.flatMap((i) => i.dimensions).filter((d) => d.stenBand && !d.theta);
    expect(classical.length).toBeGreaterThan(0);
    for (const d of classical) expect(d.seSource).toBe(d.reliabilitySource);

    const hiring = oneLine(pdfText((await report(p.id, 'hiring-manager', consultant, 'en')).bytes));
    expect(hiring).toContain(
      'Error bands are from this person’s measurement precision (the standard error of their θ score).',
    );
    expect(hiring).toContain(EN.stenBand(irt[0].stenBand!));
    expect(hiring).toContain('Error bands use the reliability stated in the scoring set-up.');
    const appendix = oneLine(pdfText((await report(p.id, 'technical-appendix', consultant, 'id')).bytes));
    expect(appendix).toContain(
      'Rentang galat berasal dari presisi pengukuran orang ini (galat baku skor θ-nya).',
    );
    expect(appendix).toContain(ID.fixed(irt[0].seSten, 2));
  });
});

describe('competence error bands from the evidence study', () => {
  it('rest on the study’s α once a recalculation sees it, and the drawer and reports say so', async () => {
    const p = scored[0];
    const drawerOf = async () =>
      (await t.callOk(
        'projects/participants/results',
        { participant_id: p.id },
        consultant,
      )) as ParticipantResults;
    const before = await drawerOf();
    const competence = before.competences.find((c) => c.se_sten !== null && c.components.length > 0)!;
    expect(competence.se_source).toBe('set-up');
    const hiringBefore = oneLine(pdfText((await report(p.id, 'hiring-manager', consultant, 'en')).bytes));
    expect(hiringBefore).toContain(
      'Competence error bands use the reliabilities stated in the scoring set-up.',
    );

    // A study of the instrument version one of its components comes from, with a low α.
    const component = competence.components[0].code;
    const ins = before.instruments.find((i) => i.dimensions.some((d) => d.code === component))!;
    const version = await t.deps.db
      .selectFrom('instrument_versions')
      .select(['id', 'instrument_id', 'version'])
      .where('instrument_id', '=', ins.instrument_id)
      .where('version', '=', ins.version)
      .executeTakeFirstOrThrow();
    const study = await insertReliabilityStudy(version, {
      reliability: [{ dimension: component, alpha: 0.3 }],
      scope: null,
      finishedAt: '2026-11-21T10:00:00.000Z',
    });
    const recalculate = async () => {
      await t.callOk('projects/participants/recalculate', { project_id: projectId }, consultant);
      await t.deps.jobs.drain();
    };
    try {
      await recalculate();
      const after = (await drawerOf()).competences.find((c) => c.code === competence.code)!;
      expect(after.se_source).toBe(competence.components.length > 1 ? 'partly-evidence' : 'evidence');
      // A lower reliability of a component widens the composite's error.
      expect(after.se_sten!).toBeGreaterThan(competence.se_sten!);
      const hiring = oneLine(pdfText((await report(p.id, 'hiring-manager', consultant, 'en')).bytes));
      expect(hiring).toContain(
        'Competence error bands use the reliabilities from the instruments’ evidence studies',
      );
      const appendix = oneLine(pdfText((await report(p.id, 'technical-appendix', consultant, 'id')).bytes));
      expect(appendix).toContain('Rentang galat kompetensi memakai reliabilitas dari studi bukti instrumen');
      expect(appendix).toContain(ID.fixed(after.se_sten, 2));
    } finally {
      await t.deps.db.deleteFrom('evidence_analyses').where('id', '=', study.id).execute();
      await recalculate();
    }
  });
});
