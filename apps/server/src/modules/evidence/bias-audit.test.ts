import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BiasAuditResponse, BiasAuditTable, BiasMonitorResponse } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { pdfFoldedText } from '../../../test/support/poppler';
import { insertActiveProject } from '../../../test/support/project-rows';
import { expectRefusal } from '../../../test/support/refusals';
import { workbookOf } from '../../../test/support/workbooks';
import { rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';

// The bias audit and the project monitor, through the API, on simulated projects of their own
// corporate: one with a planted disparity (women selected half as often as men), one without, and
// one too small for the monitor. Every figure is worked out by hand (Fisher's p as
// scipy.stats.fisher_exact computes it, two-sided).

let t: TestApp;
let consultant: string;
let collaborator: string;
let outsider: string;
let corporateId: number;
let planted: number;
let clean: number;
let small: number;
let jobProfileId: number;

const ADULT = '1990-05-01'; // 36 at completion: 35-44
const YOUNG = '2004-05-01'; // 22 at completion: under 25

interface Person {
  gender: string;
  birthDate: string;
  jobFit: number;
  completedAt?: string;
}

/** `count` people, `selected` of them with a job fit of 80 (over the cut of 70) and the rest 50. */
const people = (gender: string, birthDate: string, count: number, selected: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({ gender, birthDate, jobFit: i < selected ? 80 : 50 }));

async function insertProject(name: string, rows: Person[]) {
  const project = await insertActiveProject(t.deps.db, corporateId, name);
  const now = nowIso();
  await t.deps.db
    .insertInto('participants')
    .values(
      rows.map((p, i) => ({
        project_id: project.id,
        account_corporate_id: corporateId,
        participant_code: `BA-${project.id}-${i}`,
        name: `Candidate Number${i}`,
        email: `candidate.${project.id}.${i}@example.com`,
        phone: '',
        status: 'scored' as const,
        is_agree_tnc: 1,
        completed_at: p.completedAt ?? '2026-06-15T09:00:00.000Z',
        created_at: now,
        updated_at: now,
        gender: p.gender,
        birth_date: p.birthDate || null,
        education_level: '',
        job_fit: p.jobFit,
        score_percent: p.jobFit,
      })),
    )
    .execute();
  return project.id;
}

const audit = (body: Record<string, unknown>, token = consultant) =>
  t.callOk(
    'evidence/bias-audit',
    { scope: 'project', scope_id: planted, ...body },
    token,
  ) as Promise<BiasAuditResponse>;
const monitor = (project_id: number, token = consultant) =>
  t.callOk('evidence/bias-audit/monitor', { project_id }, token) as Promise<BiasMonitorResponse>;
const tableOf = (a: BiasAuditResponse, ...fields: string[]): BiasAuditTable =>
  a.tables.find((table) => table.fields.join() === fields.join())!;
const row = (table: BiasAuditTable, ...values: string[]) =>
  table.categories.find((c) => c.values.join() === values.join())!;

beforeAll(async () => {
  const [app, demoConsultant] = await startAppAs('consultant');
  t = app;
  outsider = demoConsultant;
  const rival = await rivalTenant(t, { slug: 'bias-audit' });
  consultant = rival.consultantToken;
  collaborator = rival.token;
  corporateId = rival.corporateId;
  planted = await insertProject('Planted disparity', [
    ...people('male', ADULT, 50, 30),
    ...people('male', YOUNG, 50, 30),
    ...people('female', ADULT, 50, 15),
    ...people('female', YOUNG, 50, 15),
    ...people('other', YOUNG, 3, 1),
    ...people('', ADULT, 7, 2),
  ]);
  clean = await insertProject('No disparity', [
    ...people('male', ADULT, 50, 25),
    ...people('male', YOUNG, 50, 25),
    ...people('female', ADULT, 50, 23),
    ...people('female', YOUNG, 50, 22),
  ]);
  small = await insertProject('Too few for the monitor', [
    ...people('male', ADULT, 20, 10),
    ...people('female', ADULT, 20, 2),
  ]);
  const profile = await t.deps.db
    .selectFrom('job_profiles')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  jobProfileId = profile.id;
  await t.deps.db
    .updateTable('projects')
    .set({ job_profile_id: jobProfileId })
    .where('id', 'in', [planted, clean])
    .execute();
});
afterAll(() => t.close());

describe('evidence/bias-audit', () => {
  it('finds the planted disparity: the ratios and Fisher’s p as worked out by hand, flagged', async () => {
    const a = await audit({});
    expect(a).toMatchObject({
      scope_name: 'Planted disparity',
      n: 210,
      selected: 93,
      cut: 70,
      flagged: true,
    });
    expect(a.tables.map((table) => table.fields)).toEqual([['gender'], ['age_band'], ['gender', 'age_band']]);

    const sex = tableOf(a, 'gender');
    expect(sex).toMatchObject({ unknown: 7, reference: ['male'], flagged: true });
    expect(row(sex, 'male')).toMatchObject({
      total: 100,
      selected: 60,
      rate: 0.6,
      impact_ratio: 1,
      fisher_p: null,
    });
    const female = row(sex, 'female');
    expect(female).toMatchObject({ total: 100, selected: 30, rate: 0.3, passes: false, excluded: false });
    expect(female.impact_ratio).toBeCloseTo(0.5, 12);
    // scipy.stats.fisher_exact([[30, 70], [60, 40]]) → p = 3.304592989272319e-05
    expect(female.fisher_p).toBeCloseTo(3.304592989272319e-5, 12);
    expect(female.share).toBeCloseTo(100 / 203, 12);

    const age = tableOf(a, 'age_band');
    expect(age).toMatchObject({ unknown: 0, reference: ['under 25'], flagged: false });
    expect(row(age, 'under 25')).toMatchObject({ total: 103, selected: 46 });
    const older = row(age, '35-44');
    expect(older).toMatchObject({ total: 107, selected: 47, passes: true });
    expect(older.impact_ratio).toBeCloseTo(47 / 107 / (46 / 103), 12); // 0.98354
    expect(older.fisher_p).toBeCloseTo(1, 9);
  });

  it('reports a category under 2 % with its counts but leaves it out of the ratios', async () => {
    const sex = tableOf(await audit({}), 'gender');
    // 3 of 203 candidates with a known sex: 1.5 %
    expect(row(sex, 'other')).toMatchObject({
      total: 3,
      selected: 1,
      excluded: true,
      impact_ratio: null,
      fisher_p: null,
      passes: null,
    });
    expect(row(sex, 'other').share).toBeCloseTo(3 / 203, 12);
    // A set count excludes larger categories too: with 101, nobody is compared and nothing flagged.
    const strict = tableOf(await audit({ min_count: 101 }), 'gender');
    expect(strict).toMatchObject({ reference: null, flagged: null });
    expect(strict.categories.every((c) => c.excluded && c.impact_ratio === null)).toBe(true);
  });

  it('compares the intersectional categories of sex × age band', async () => {
    const both = tableOf(await audit({}), 'gender', 'age_band');
    expect(both).toMatchObject({ unknown: 7, flagged: true });
    expect(both.categories.map((c) => c.values.join(' · '))).toEqual([
      'female · 35-44',
      'female · under 25',
      'male · 35-44',
      'male · under 25',
      'other · under 25',
    ]);
    const womenUnder25 = row(both, 'female', 'under 25');
    expect(womenUnder25).toMatchObject({ total: 50, selected: 15, rate: 0.3, passes: false });
    expect(womenUnder25.impact_ratio).toBeCloseTo(0.5, 12);
    // scipy.stats.fisher_exact([[15, 35], [30, 20]]) → p = 0.004635020180798911
    expect(womenUnder25.fisher_p).toBeCloseTo(0.004635020180798911, 12);
    expect(row(both, 'other', 'under 25').excluded).toBe(true);
  });

  it('flags nothing on a project without a disparity', async () => {
    const a = await audit({ scope_id: clean });
    expect(a.flagged).toBe(false);
    const female = row(tableOf(a, 'gender'), 'female');
    expect(female.impact_ratio).toBeCloseTo(0.9, 12);
    // scipy.stats.fisher_exact([[45, 55], [50, 50]]) → p = 0.5712421394829712
    expect(female.fisher_p).toBeCloseTo(0.5712421394829712, 12);
    expect(a.tables.every((table) => table.flagged === false)).toBe(true);
  });

  it('reads the scoring rate, a period, a job profile’s and a corporate’s projects', async () => {
    const scoring = await audit({ measure: 'score_percent' });
    expect(scoring).toMatchObject({ measure: 'score_percent', n: 210, selected: 93 });
    expect((await audit({ from: '2026-07-01' })).n).toBe(0);
    expect((await audit({ from: '2026-06-01', to: '2026-06-15' })).n).toBe(210);
    const profile = await audit({ scope: 'job_profile', scope_id: jobProfileId });
    expect(profile.projects.map((p) => p.name)).toEqual(['Planted disparity', 'No disparity']);
    expect(profile.n).toBe(410);
    const corporate = await audit({ scope: 'corporate', scope_id: corporateId }, collaborator);
    expect(corporate).toMatchObject({ scope_name: 'Rival Corp', n: 450 });
  });

  it('answers 404 for another tenant’s project or corporate, 400 naming a bad period', async () => {
    const other = await t.call('evidence/bias-audit', { scope: 'project', scope_id: planted }, outsider);
    expect(other.status).toBe(404);
    const corp = await t.call('evidence/bias-audit', { scope: 'corporate', scope_id: corporateId }, outsider);
    expect(corp.status).toBe(404);
    await expectRefusal(
      t.call(
        'evidence/bias-audit',
        { scope: 'project', scope_id: planted, from: '2026-07-01', to: '2026-06-01' },
        consultant,
      ),
      { status: 400, message: expect.stringContaining("'from' must not be after 'to'") },
    );
  });
});

describe('evidence/bias-audit: selected by the reviewer’s decision', () => {
  // 20 men and 20 women, half of each over the cut: the suggestion selects both alike. The
  // reviewers accepted 10 of the men but only 2 of the women (the rest rejected or on hold).
  let decided: number;
  beforeAll(async () => {
    decided = await insertProject('Decided by reviewers', [
      ...people('male', ADULT, 20, 10),
      ...people('female', ADULT, 20, 10),
    ]);
    const rows = await t.deps.db
      .selectFrom('participants')
      .select(['id', 'gender'])
      .where('project_id', '=', decided)
      .orderBy('id')
      .execute();
    const reviewer = await t.deps.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const men = rows.filter((r) => r.gender === 'male');
    const women = rows.filter((r) => r.gender === 'female');
    const decision = (participantId: number, value: string, at: string) => ({
      project_id: decided,
      participant_id: participantId,
      decision: value,
      reason: 'Interview notes',
      suggestion: 'accept',
      job_fit_use: 'advisory',
      is_override: value === 'accept' ? 0 : 1,
      reviewer_id: reviewer.id,
      reviewer_name: 'Reviewer',
      record_json: '{}',
      created_at: at,
    });
    await t.deps.db
      .insertInto('decision_reviews')
      .values([
        // A woman first accepted, then rejected: the latest decision counts.
        decision(women[0].id, 'accept', '2026-06-16T09:00:00.000Z'),
        ...men.map((m, i) => decision(m.id, i < 10 ? 'accept' : 'reject', '2026-06-17T09:00:00.000Z')),
        ...women.map((w, i) =>
          decision(w.id, i < 2 ? 'accept' : i < 5 ? 'hold' : 'reject', '2026-06-17T09:00:00.000Z'),
        ),
      ])
      .execute();
  });

  it('counts a reviewer’s accept as selected, not the suggestion, and says so', async () => {
    const a = await audit({ scope_id: decided });
    expect(a).toMatchObject({ n: 40, selected: 12, selection_basis: 'decisions', decided: 40 });
    const sex = tableOf(a, 'gender');
    expect(row(sex, 'male')).toMatchObject({ total: 20, selected: 10 });
    expect(row(sex, 'female')).toMatchObject({ total: 20, selected: 2 });
    expect(sex.flagged).toBe(true);
    // Without decisions the same project's suggestion selects both alike.
    expect((await audit({ scope_id: planted })).selection_basis).toBe('cut');
  });

  it('mixes decisions and the cut where only some are decided, and the PDF names the basis', async () => {
    const someone = await t.deps.db
      .selectFrom('participants')
      .select('id')
      .where('project_id', '=', clean)
      .where('job_fit', '=', 80)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await audit({ scope_id: clean });
    const reviewer = await t.deps.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('decision_reviews')
      .values({
        project_id: clean,
        participant_id: someone.id,
        decision: 'reject',
        reason: 'Did not attend the interview',
        suggestion: 'accept',
        job_fit_use: 'advisory',
        is_override: 1,
        reviewer_id: reviewer.id,
        reviewer_name: 'Reviewer',
        record_json: '{}',
        created_at: '2026-06-17T09:00:00.000Z',
      })
      .execute();
    const after = await audit({ scope_id: clean });
    expect(after).toMatchObject({ selection_basis: 'mixed', decided: 1, selected: before.selected - 1 });
    const file = { scope: 'project', scope_id: clean, measure: 'job_fit', cut: 70 };
    if (process.env.BIAS_AUDIT_DIR)
      for (const lang of ['en', 'id'])
        for (const kind of ['pdf', 'xlsx'] as const)
          writeFileSync(
            join(process.env.BIAS_AUDIT_DIR, `bias-audit-${lang}.${kind}`),
            (await fileCall(t, `evidence/bias-audit/${kind}`, { ...file, lang }, consultant)).bytes,
          );
    const en = pdfFoldedText(
      (await fileCall(t, 'evidence/bias-audit/pdf', { ...file, lang: 'en' }, consultant)).bytes,
    );
    expect(en).toContain('Basis of selection');
    expect(en).toContain("reviewers' decisions where recorded (1 of 200 candidates");
    const id = pdfFoldedText(
      (await fileCall(t, 'evidence/bias-audit/pdf', { ...file, lang: 'id' }, consultant)).bytes,
    );
    expect(id).toContain('Dasar seleksi');
    expect(id).toContain('keputusan peninjau bila tercatat (1 dari 200 kandidat');
    // The basis reads whole in each language, the rest named as the cut score's suggestion; a
    // sample completed on one day says so instead of "between a day and the same day".
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    expect(oneLine(id)).toContain(
      'keputusan terakhirnya "terima"); untuk kandidat lainnya, saran menurut skor batas',
    );
    expect(oneLine(en)).toContain(
      'latest decision is "accept"); for the other candidates, the suggestion from the cut score',
    );
    expect(oneLine(id)).toMatch(/yang selesai pada \d+ Juni 2026, dengan/);
    expect(oneLine(en)).toMatch(/who completed on \d+ June 2026, with/);
  });
});

describe('evidence/bias-audit/monitor', () => {
  it('warns of each ratio under 0.8 where both categories have at least 30 candidates', async () => {
    const m = await monitor(planted, collaborator);
    expect(m).toMatchObject({ cut: 70, threshold: 0.8, min_group: 30, n: 210 });
    expect(m.warnings.map((w) => `${w.values.join(' · ')} vs ${w.reference.join(' · ')}`)).toEqual([
      'female vs male',
      'female · 35-44 vs male · 35-44',
      'female · under 25 vs male · 35-44',
    ]);
    expect(m.warnings[0]).toMatchObject({ total: 100, reference_total: 100 });
    expect(m.warnings[0].impact_ratio).toBeCloseTo(0.5, 12);
  });

  it('stays quiet without a disparity, and with too few candidates to tell', async () => {
    expect((await monitor(clean)).warnings).toEqual([]);
    // 2 of 20 women against 10 of 20 men is a ratio of 0.2, but 20 < 30 on both sides.
    const tooFew = await monitor(small);
    expect(tooFew).toMatchObject({ n: 40, checked: 0, warnings: [] });
  });
});

describe('the audit’s files', () => {
  const body = () => ({ scope: 'project', scope_id: planted });

  it('prints the public summary as a PDF in English and Indonesian', async () => {
    const en = await fileCall(t, 'evidence/bias-audit/pdf', { ...body(), lang: 'en' }, consultant);
    expect(en.status).toBe(200);
    if (process.env.BIAS_AUDIT_OUT) writeFileSync(process.env.BIAS_AUDIT_OUT, en.bytes);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(String(en.headers['content-disposition'])).toMatch(
      /filename="Planted disparity bias audit \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const text = pdfFoldedText(en.bytes);
    for (const words of [
      'Bias audit: summary of results',
      'Date of the audit',
      'Source of the data',
      '210 candidates, 93 selected',
      'female 100 30 30 % 49.3 % 0.50 < 0.001 under the threshold',
      'male 100 60 60 % 49.3 % 1.00 – highest rate',
      'other 3 1 33.3 % 1.5 % – – too small: not compared',
      'Unknown category (no value given): 7 candidates',
      'Sex × Age band',
      'female · under 25 50 15 30 % 24.6 % 0.50 0.005 under the threshold',
      'Category Candidates Selected Rate Share Impact',
    ])
      expect(text).toContain(words);
    const id = pdfFoldedText(
      (await fileCall(t, 'evidence/bias-audit/pdf', { ...body(), lang: 'id' }, consultant)).bytes,
    );
    expect(id).toContain('Audit bias: ringkasan hasil');
    expect(id).toContain('perempuan 100 30 30 % 49,3 % 0,50 < 0,001 di bawah ambang');
    expect(id).toContain('Jenis kelamin × Kelompok usia');
  });

  it('writes the workbook: one row per category, numbers as numbers', async () => {
    const res = await fileCall(t, 'evidence/bias-audit/xlsx', { ...body(), lang: 'en' }, collaborator);
    expect(res.status).toBe(200);
    const book = await workbookOf(res.bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Categories']);
    const rows = book.getWorksheet('Categories')!.getSheetValues().slice(2) as unknown[][];
    const female = rows.find((r) => r[1] === 'Sex' && r[2] === 'female')!;
    expect(female.slice(3)).toEqual([100, 30, 0.3, 0.493, 0.5, 0, 'under the threshold']);
    const other = rows.find((r) => r[1] === 'Sex' && r[2] === 'other')!;
    expect(other.slice(3, 6)).toEqual([3, 1, 0.333]);
    expect(other[9]).toBe('too small: not compared');
    const summary = book.getWorksheet('Summary')!.getColumn(2).values.join('\n');
    expect(summary).toContain('Planted disparity');
  });

  it('records each download in the audit log: who, of what, and what it found', async () => {
    const entries = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type', 'entity_id', 'changes_json'])
      .where('action', 'like', 'evidence/bias-audit/%')
      .where('entity_id', '=', planted)
      .execute();
    expect(entries.map((e) => e.action).sort()).toEqual([
      'evidence/bias-audit/pdf',
      'evidence/bias-audit/pdf',
      'evidence/bias-audit/xlsx',
    ]);
    expect(entries[0]).toMatchObject({ entity_type: 'projects' });
    expect(JSON.parse(entries[0].changes_json).bias_audit[1]).toBe(
      '… to …, job_fit ≥ 70: 210 candidates, a ratio under the threshold',
    );
  });

  it('refuses another tenant’s project', async () => {
    expect((await fileCall(t, 'evidence/bias-audit/xlsx', body(), outsider)).status).toBe(404);
  });
});
