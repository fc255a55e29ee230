import type { CallPath } from '@asesa/contracts';
import { compileIrtItem, compositeScore, eapScore, type IrtItemParams, sten } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';
import { submissionsWithContent } from '../../../test/support/submission-contents';
import { demoProject, rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/crypto';
import { hasAdaptiveSection } from '../../seed/demo-adaptive-sitting';
import { DEMO_SCORING } from '../../seed/demo-scoring';
import { INTEGRITY_NOTE } from './participant-results.service';

// The demo project holds DEMO-PCODE-01 (invited), Gita (registered), Fajar (in progress) and four
// scored candidates: Eka 8/8, Hadi 7/8, Indra 5/8, Kartika 2/8 on the fixed reasoning test, each
// with a seeded sitting of the adaptive test at the matching ability (demo-participants.ts).

let t: TestApp;
let consultant: string;
let collaborator: string;
let rival: string;
let untermed: string;
let projectId: number;
let rivalProjectId: number;
let rivalParticipantId: number;
const ids: Record<string, number> = {};

async function addUser(email: string, corporateId: number, agreed: boolean) {
  const now = nowIso();
  await t.deps.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword('Secret#2026'),
      name: email,
      title: null,
      role: 'collaborator',
      account_consultant_id: null,
      account_corporate_id: corporateId,
      is_agree_tnc: agreed ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return t.signIn({ email, password: 'Secret#2026' });
}

beforeAll(async () => {
  [t, consultant, collaborator] = await startAppAs('consultant', 'collaborator');
  const demo = await demoProject(t);
  projectId = demo.id;
  for (const p of await t.deps.db
    .selectFrom('participants')
    .select(['id', 'name'])
    .where('project_id', '=', projectId)
    .execute())
    ids[p.name.split(' ')[0]] = p.id;
  untermed = await addUser('new.collaborator@demo.test', demo.account_corporate_id, false);
  ({
    token: rival,
    projectId: rivalProjectId,
    participantId: rivalParticipantId,
  } = await rivalTenant(t, { withProject: true }));
});
afterAll(() => t.close());

/** The demo project's participants by status, as the overview and the funnel count them. */
/**
 * A scored candidate's answers to the adaptive test, in the order the server served the items
 * (its stored decisions), with each item's IRT parameters and whether the answer is its key.
 */
async function adaptiveAnswers(participantId: number) {
  const subs = await submissionsWithContent(t, participantId);
  const sub = subs.find((s) => hasAdaptiveSection(s.content_json));
  if (!sub) throw new Error(`participant ${participantId} has no adaptive submission`);
  const bank = new Map(
    (
      JSON.parse(sub.content_json) as {
        sections: Array<{ items: Array<{ id: string; key: string; irt: IrtItemParams }> }>;
      }
    ).sections
      .flatMap((s) => s.items)
      .map((i) => [i.id, i]),
  );
  const steps = await t.deps.db
    .selectFrom('adaptive_steps')
    .select(['item_id', 'stop_reason'])
    .where('submission_id', '=', sub.id)
    .orderBy('step')
    .execute();
  const answers = await t.deps.db
    .selectFrom('answers')
    .select(['item_id', 'value'])
    .where('submission_id', '=', sub.id)
    .execute();
  const served = steps.flatMap((s) => (s.item_id ? [s.item_id] : []));
  // The course ended with the stopping rule, and every item served (and only those) was answered.
  expect(steps.at(-1)?.stop_reason).not.toBeNull();
  expect(answers.map((a) => a.item_id).sort()).toEqual([...served].sort());
  const value = new Map(answers.map((a) => [a.item_id, a.value]));
  return served.map((id) => {
    const item = bank.get(id);
    if (!item) throw new Error(`served item ${id} is not in the bank`);
    return { item_id: id, irt: item.irt, right: value.get(id) === item.key };
  });
}

const DEMO_BY_STATUS = {
  invited: 1,
  registered: 1,
  in_progress: 1,
  completed: 0,
  scored: 4,
  expired: 0,
  revoked: 0,
};

describe('overview', () => {
  it('counts participants by status, the started, completed and scored, and the mean score', async () => {
    const o = await t.callOk('projects/participants/overview', { project_id: projectId }, consultant);
    expect(o).toEqual({
      total: 7,
      by_status: DEMO_BY_STATUS,
      started: 5,
      completed: 4,
      scored: 4,
      shortlisted: 0,
      starred: 0,
      // (100 + 87.5 + 62.5 + 25) / 4
      average_score: 68.75,
    });
  });
});

describe('datatable', () => {
  const page = (body: Record<string, unknown>) =>
    t.callOk('projects/participants/datatable', { project_id: projectId, ...body } as never, consultant);
  const names = (p: { data: Array<{ name: string }> }) => p.data.map((r) => r.name);

  it('answers the rows with star, shortlist, city, score percent and job fit', async () => {
    const p = await page({ search: { value: 'Hadi' } });
    expect(p.recordsFiltered).toBe(1);
    expect(p.data[0]).toMatchObject({
      name: 'Hadi Pratama',
      status: 'scored',
      city: 'Jakarta',
      starred: false,
      shortlisted: false,
      number_correct: 7,
      max_score: 8,
      score_percent: 87.5,
      // Teamwork (sten 3) two short of its target 5, weight 1 of 4: S = 0.5 → 100 · (1 − 0.5 / 2).
      job_fit: 75,
    });
  });

  it("names the tests in the reader's language: the base (Indonesian) names, or their English translations", async () => {
    const english = await t.call<{ data: Array<{ tests: Array<{ instrument_name: string }> }> }>(
      'projects/participants/datatable',
      { project_id: projectId, search: { value: 'Hadi' } },
      consultant,
      { 'content-language': 'en' },
    );
    expect(english.body.data?.data[0].tests.map((x) => x.instrument_name)).toEqual([
      'General Reasoning (demo)',
      'Work Style Inventory (demo)',
      'Adaptive Reasoning (demo)',
    ]);
    const indonesian = await t.call<{ data: Array<{ tests: Array<{ instrument_name: string }> }> }>(
      'projects/participants/datatable',
      { project_id: projectId, search: { value: 'Hadi' } },
      consultant,
      { 'content-language': 'id' },
    );
    expect(indonesian.body.data?.data[0].tests.map((x) => x.instrument_name)).toEqual([
      'Penalaran Umum (demo)',
      'Inventori Gaya Kerja (demo)',
      'Penalaran Adaptif (demo)',
    ]);
  });

  it('names the tests the score adds up: the fixed reasoning test, not the adaptive test or the inventory', async () => {
    const p = await page({ search: { value: 'Hadi' } });
    expect(p.data[0].tests).toEqual([
      {
        instrument_name: 'Penalaran Umum (demo)',
        number_correct: 7,
        max_score: 8,
        adaptive: false,
        counted: true,
      },
      expect.objectContaining({
        instrument_name: 'Inventori Gaya Kerja (demo)',
        adaptive: false,
        counted: false,
      }),
      expect.objectContaining({
        instrument_name: 'Penalaran Adaptif (demo)',
        adaptive: true,
        counted: false,
      }),
    ]);
    const counted = p.data[0].tests.filter((x: { counted: boolean }) => x.counted);
    expect(counted.reduce((n: number, x: { number_correct: number }) => n + x.number_correct, 0)).toBe(
      p.data[0].number_correct,
    );
    // Nobody scored yet: no tests to name.
    const dewi = await page({ search: { value: 'DEMO-PCODE-01' } });
    expect(dewi.data[0].tests).toEqual([]);
  });

  it('filters by status, city and score range, and sorts by score', async () => {
    expect(
      names(
        await page({ status: ['scored'], columns: [{ data: 'name' }], order: [{ column: 0, dir: 'asc' }] }),
      ),
    ).toEqual(['Eka Putri', 'Hadi Pratama', 'Indra Santoso', 'Kartika Lestari']);
    expect((await page({ status: ['invited', 'registered'] })).recordsFiltered).toBe(2);
    expect((await page({ city: 'Jakarta' })).recordsFiltered).toBe(2);
    const ranged = await page({
      score_percent_min: 50,
      score_percent_max: 90,
      columns: [{ data: 'score_percent' }],
      order: [{ column: 0, dir: 'desc' }],
    });
    expect(names(ranged)).toEqual(['Hadi Pratama', 'Indra Santoso']);
    const sorted = await page({
      status: ['scored'],
      columns: [{ data: 'score_percent' }],
      order: [{ column: 0, dir: 'asc' }],
    });
    expect(names(sorted)).toEqual(['Kartika Lestari', 'Indra Santoso', 'Hadi Pratama', 'Eka Putri']);
    expect((await page({ job_fit_min: 50, job_fit_max: 100 })).recordsFiltered).toBe(3);
    // Kartika falls short on all three competences (S = 2.5 stens ≥ 2): fit 0.
    const low = await page({ job_fit_max: 10 });
    expect(low.data.map((r: { name: string; job_fit: number }) => [r.name, r.job_fit])).toEqual([
      ['Kartika Lestari', 0],
    ]);
    for (const column of ['job_fit', 'name', 'created_at', 'completed_at']) {
      const p = await page({ columns: [{ data: column }], order: [{ column: 0, dir: 'desc' }] });
      expect(p.data.length, column).toBe(7);
    }
  });

  it('refuses a score range whose min is above its max, and unknown statuses, by name', async () => {
    await expectRefusal(
      t.call(
        'projects/participants/datatable',
        { project_id: projectId, score_percent_min: 80, score_percent_max: 20 },
        consultant,
      ),
      {
        status: 400,
        message: expect.stringContaining('score_percent_min (80) must not be above score_percent_max (20)'),
      },
    );
    await expectRefusal(
      t.call(
        'projects/participants/datatable',
        { project_id: projectId, job_fit_min: 90, job_fit_max: 10 },
        consultant,
      ),
      { status: 400, message: expect.stringContaining('job_fit_min') },
    );
    const status = await t.call(
      'projects/participants/datatable',
      { project_id: projectId, status: ['finished'] },
      consultant,
    );
    expect(status.status).toBe(400);
    expect(status.body.error!.message).toContain('status');
    await expectRefusal(
      t.call(
        'projects/participants/datatable',
        { project_id: projectId, score_percent_max: 120 },
        consultant,
      ),
      { status: 400, message: expect.stringContaining('score_percent_max must be at most 100') },
    );
  });
});

describe('filter-city', () => {
  it('lists the distinct cities, optionally containing a name', async () => {
    expect(
      await t.callOk('projects/participants/filter-city', { project_id: projectId }, collaborator),
    ).toEqual(['Bandung', 'Jakarta', 'Medan', 'Surabaya', 'Yogyakarta']);
    expect(
      await t.callOk('projects/participants/filter-city', { project_id: projectId, name: 'KAR' }, consultant),
    ).toEqual(['Jakarta', 'Yogyakarta']);
  });
});

describe('star and shortlist', () => {
  it('star-toggle and shortlist-toggle flip the flag and answer the new value', async () => {
    const star = (token = consultant) =>
      t.callOk('projects/participants/star-toggle', { participant_id: ids.Indra }, token);
    expect(await star()).toEqual({ participant_id: ids.Indra, starred: true });
    const starred = await t.callOk(
      'projects/participants/datatable',
      { project_id: projectId, starred: true },
      consultant,
    );
    expect(starred.data.map((r: { name: string }) => r.name)).toEqual(['Indra Santoso']);
    expect(await star(collaborator)).toEqual({ participant_id: ids.Indra, starred: false });

    const shortlist = () =>
      t.callOk('projects/participants/shortlist-toggle', { participant_id: ids.Kartika }, consultant);
    expect(await shortlist()).toEqual({ participant_id: ids.Kartika, shortlisted: true });
    expect(await shortlist()).toEqual({ participant_id: ids.Kartika, shortlisted: false });
  });

  it('add-shortlisted shortlists every chosen participant, all or nothing', async () => {
    const res = await t.callOk(
      'projects/participants/add-shortlisted',
      { participant_ids: [ids.Hadi, ids.Eka, ids.Hadi] },
      consultant,
    );
    expect(res).toEqual({ updated: 2 });
    const foreign = await t.call(
      'projects/participants/add-shortlisted',
      { participant_ids: [ids.Indra, rivalParticipantId] },
      consultant,
    );
    expect(foreign.status).toBe(404);
    const list = await t.callOk(
      'projects/participants/datatable',
      {
        project_id: projectId,
        shortlisted: true,
        columns: [{ data: 'name' }],
        order: [{ column: 0, dir: 'asc' }],
      },
      consultant,
    );
    expect(list.data.map((r: { name: string }) => r.name)).toEqual(['Eka Putri', 'Hadi Pratama']);
    const overview = await t.callOk('projects/participants/overview', { project_id: projectId }, consultant);
    expect(overview.shortlisted).toBe(2);
    await expectRefusal(
      t.call('projects/participants/add-shortlisted', { participant_ids: [] }, consultant),
      { status: 400, message: expect.stringContaining('participant_ids') },
    );
  });
});

describe('results', () => {
  it('answers versions, scores, norms, competence levels, job fit, integrity and registration', async () => {
    const now = nowIso();
    await t.deps.db
      .insertInto('proctoring_events')
      .values([
        { participant_id: ids.Hadi, submission_id: null, kind: 'tab_hidden', detail: '', created_at: now },
        { participant_id: ids.Hadi, submission_id: null, kind: 'tab_hidden', detail: '', created_at: now },
        { participant_id: ids.Hadi, submission_id: null, kind: 'window_blur', detail: '', created_at: now },
      ])
      .execute();
    const r = await t.callOk('projects/participants/results', { participant_id: ids.Hadi }, collaborator);
    // The drawer in an English back office names the tests, blueprints and norm groups in English;
    // without a language (Indonesian, the default) it shows the Indonesian ones below.
    const english = await t.call<{
      instruments: Array<{
        instrument_name: string;
        blueprint_name: string;
        dimensions: Array<{ norm_group: string | null }>;
      }>;
    }>('projects/participants/results', { participant_id: ids.Hadi }, collaborator, {
      'content-language': 'en',
    });
    expect(english.body.data?.instruments.map((i) => i.instrument_name)).toEqual([
      'General Reasoning (demo)',
      'Work Style Inventory (demo)',
      'Adaptive Reasoning (demo)',
    ]);
    expect(english.body.data?.instruments.map((i) => i.blueprint_name)).toEqual([
      'General reasoning norms (demo)',
      'Work style norms (demo)',
      'Adaptive reasoning norms (demo)',
    ]);
    expect(english.body.data?.instruments[0].dimensions[0].norm_group).toBe('general');
    expect(r.instruments.map((i: { blueprint_name: string }) => i.blueprint_name)).toEqual([
      'Norma penalaran umum (demo)',
      'Norma gaya kerja (demo)',
      'Norma penalaran adaptif (demo)',
    ]);
    expect(r.participant).toMatchObject({ name: 'Hadi Pratama', city: 'Jakarta', status: 'scored' });
    expect(r.participant.registered_at).not.toBeNull();
    expect(r.instruments.map((i: { instrument_code: string }) => i.instrument_code)).toEqual([
      'DEMO-ABILITY',
      'DEMO-PERSONALITY',
      'DEMO-CAT',
    ]);
    const ability = r.instruments[0];
    expect(ability).toMatchObject({
      instrument_code: 'DEMO-ABILITY',
      instrument_name: 'Penalaran Umum (demo)',
      version: 1,
      blueprint_name: 'Norma penalaran umum (demo)',
      norm_versions: { 'GENERAL-REASONING': '2026.1' },
      number_correct: 7,
      max_score: 8,
      answered: 8,
      item_count: 8,
    });
    expect(ability.blueprint_version).toBeGreaterThanOrEqual(1);
    expect(ability.engine_version).toMatch(/^\d+\.\d+\.\d+$/);
    // 7 correct → sten 9 in the demo norm table → z = (9 − 5.5) / 2.
    expect(ability.dimensions).toEqual([
      expect.objectContaining({
        code: 'GENERAL-REASONING',
        name: 'General reasoning',
        raw: 7,
        z: 1.75,
        T: 67.5,
        sten: 9,
        norm_id: 'GENERAL-REASONING@general',
        norm_version: '2026.1',
        norm_group: 'umum',
        norm_n: 412,
        reliability: 0.75,
        se_sten: 1,
        sten_band: { low: 8, high: 10 },
        band: expect.objectContaining({ level: 'Exceeds expectations', colour: '#2e7d32' }),
      }),
    ]);
    // The inventory: five traits, each normed with its group, N and error band.
    const inventory = r.instruments[1];
    expect(inventory.kind).toBe('personality');
    expect(inventory.dimensions.map((d: { name: string; sten: number }) => [d.name, d.sten])).toEqual([
      ['Organisation', 5],
      ['Drive', 6],
      ['Sociability', 4],
      ['Cooperation', 5],
      ['Composure', 6],
    ]);
    expect(inventory.dimensions[0]).toMatchObject({ norm_group: 'umum', norm_n: 1250, reliability: 0.78 });
    // The adaptive test: scored as the EAP θ over the items Hadi was given (the others never
    // administered), with its SE; max score and item count are the items given, not the bank.
    const given = await adaptiveAnswers(ids.Hadi);
    const right = given.filter((g) => g.right).length;
    const eap = eapScore(
      given.map((g) => compileIrtItem(g.irt, g.item_id)),
      given.map((g) => (g.right ? 1 : 0)),
    );
    const catSten = sten(eap.theta);
    // The sten's error band from the blueprint's reliability: 2 · √(1 − 0.88) = 0.693.
    const catSeSten = Math.round(2000 * Math.sqrt(1 - 0.88)) / 1000;
    const cat = r.instruments[2];
    expect(cat).toMatchObject({
      instrument_code: 'DEMO-CAT',
      instrument_name: 'Penalaran Adaptif (demo)',
      kind: 'ability',
      version: 1,
      blueprint_name: 'Norma penalaran adaptif (demo)',
      norm_versions: { 'ADAPTIVE-REASONING': '2026.1' },
      adaptive: true,
      number_correct: right,
      max_score: given.length,
      answered: given.length,
      item_count: given.length,
    });
    expect(given.length).toBeGreaterThanOrEqual(8);
    expect(given.length).toBeLessThanOrEqual(20);
    expect(cat.dimensions).toEqual([
      expect.objectContaining({
        code: 'ADAPTIVE-REASONING',
        name: 'Adaptive reasoning',
        sten: catSten,
        norm_id: 'ADAPTIVE-REASONING@general',
        norm_version: '2026.1',
        norm_group: 'umum',
        norm_n: 2000,
        reliability: 0.88,
        se_sten: catSeSten,
        sten_band: {
          low: Math.round(100 * Math.max(1, catSten - catSeSten)) / 100,
          high: Math.round(100 * Math.min(10, catSten + catSeSten)) / 100,
        },
        band: expect.objectContaining({
          level:
            catSten >= 8
              ? 'Exceeds expectations'
              : catSten >= 4
                ? 'Meets expectations'
                : 'Below expectations',
        }),
        theta: { value: expect.any(Number), se: expect.any(Number), answered: given.length },
      }),
    ]);
    // θ is the raw score, and on the N(0, 1) norm also z.
    const [catDimension] = cat.dimensions;
    for (const value of [catDimension.raw, catDimension.z, catDimension.theta.value])
      expect(value).toBeCloseTo(eap.theta, 6);
    expect(catDimension.T).toBeCloseTo(50 + 10 * eap.theta, 6);
    expect(catDimension.theta.se).toBeCloseTo(eap.se, 6);
    // Analytical: (z_GR + θ) / √2 with z_GR = 1.75, its SE by Mosier from 0.75 and 0.88.
    const analytical = compositeScore([1.75, catDimension.z], [1, 1], undefined, [0.75, 0.88]);
    const analyticalSten = sten(analytical.z);
    expect(analyticalSten).toBeGreaterThanOrEqual(8);
    expect(r.competences).toEqual([
      expect.objectContaining({
        code: 'ANALYTICAL',
        score: analyticalSten,
        level: 3,
        label: 'Role model',
        colour: '#1b5e20',
        target_level: 2,
        target_sten: 5,
        se_sten: Math.round(2000 * (analytical.se as number)) / 1000,
        components: [
          { code: 'GENERAL-REASONING', weight: 1, z: 1.75 },
          { code: 'ADAPTIVE-REASONING', weight: 1, z: catDimension.z },
        ],
        reason: null,
      }),
      expect.objectContaining({ code: 'PLANNING', score: 6, label: 'Proficient' }),
      expect.objectContaining({ code: 'TEAMWORK', score: 3, label: 'Developing' }),
    ]);
    // Teamwork two stens short of 5 with weight 1 of 4: S = 0.5 → 100 · (1 − 0.5 / 2) = 75.
    expect(r.job_fit).toMatchObject({ fit: 75, reason: null, mean_shortfall: 0.5 });
    expect(r.job_fit.formula).toContain('fit = 100 · max(0, 1 − S / 2)');
    expect(r.job_fit.contributions).toEqual([
      expect.objectContaining({
        code: 'ANALYTICAL',
        score: analyticalSten,
        target: 5,
        share: 50,
        contribution: 50,
      }),
      expect.objectContaining({ code: 'PLANNING', score: 6, target: 5, share: 25, contribution: 25 }),
      expect.objectContaining({ code: 'TEAMWORK', score: 3, target: 5, points_lost: 25, contribution: 0 }),
    ]);
    expect(r.integrity).toEqual({
      total: 3,
      by_kind: [
        { kind: 'tab_hidden', count: 2 },
        { kind: 'window_blur', count: 1 },
      ],
      note: INTEGRITY_NOTE,
      proctoring_level: 'basic',
      timeline: ['tab_hidden', 'tab_hidden', 'window_blur'].map((kind) =>
        expect.objectContaining({ kind, detail: '', instrument_name: null, created_at: now }),
      ),
      snapshots: [],
      // Scored straight from fixtures: no test session was recorded.
      session: [],
    });
    expect(r.integrity.note).toContain('never a verdict');
  });

  it("carries the library's translations: competence names and levels, dimension names, band texts", async () => {
    const r = await t.callOk('projects/participants/results', { participant_id: ids.Hadi }, consultant);
    const analytical = r.competences.find((c: { code: string }) => c.code === 'ANALYTICAL');
    expect(analytical.translations.id).toMatchObject({
      name: 'Berpikir analitis',
      levels: { '1': 'Berkembang', '2': 'Cakap', '3': 'Teladan' },
    });
    const reasoning = r.instruments[0].dimensions[0];
    expect(reasoning.translations).toEqual({
      id: expect.objectContaining({ name: 'Penalaran umum' }),
    });
    // Hadi's sten 9 exceeds expectations: the band's own Indonesian name and description.
    expect(reasoning.band).toMatchObject({
      level: 'Exceeds expectations',
      translations: {
        id: { level: 'Melampaui harapan', description: 'Melampaui harapan untuk peran lulusan baru.' },
      },
    });
    const traits = r.instruments[1].dimensions;
    expect(traits.every((d: { translations?: object }) => d.translations && 'id' in d.translations)).toBe(
      true,
    );
  });

  it('a participant not scored yet has no instrument results and no job fit', async () => {
    const r = await t.callOk('projects/participants/results', { participant_id: ids.Dewi }, consultant);
    expect(r.participant.participant_code).toBe('DEMO-PCODE-01');
    expect(r.instruments).toEqual([]);
    expect(r.competences).toEqual([]);
    expect(r.job_fit).toBeNull();
    expect(r.integrity).toMatchObject({ total: 0, by_kind: [] });
  });

  it('ability-summaries give the band text per normed dimension', async () => {
    const rows = await t.callOk(
      'projects/participants/ability-summaries',
      { participant_id: ids.Kartika },
      consultant,
    );
    // 2 correct → sten 3 → 'Below expectations' (sten 1–3); then the inventory's five traits.
    expect(rows.map((r: { dimension_name: string }) => r.dimension_name)).toEqual([
      'General reasoning',
      'Organisation',
      'Drive',
      'Sociability',
      'Cooperation',
      'Composure',
      'Adaptive reasoning',
    ]);
    expect(rows.slice(0, 1)).toEqual([
      {
        instrument_name: 'Penalaran Umum (demo)',
        dimension_code: 'GENERAL-REASONING',
        dimension_name: 'General reasoning',
        sten: 3,
        percentile: expect.any(Number),
        band: 'Below expectations',
        colour: '#c62828',
        summary: expect.stringContaining('Below expectations for a graduate role. (sten 3, percentile'),
      },
    ]);
  });
});

describe('charts', () => {
  it('answers the status funnel, the score histogram, competence averages and the job-fit ranking', async () => {
    const c = await t.callOk('projects/participants/charts', { project_id: projectId }, consultant);
    expect(
      Object.fromEntries(c.funnel.map((f: { status: string; count: number }) => [f.status, f.count])),
    ).toEqual(DEMO_BY_STATUS);
    expect(c.score_distribution).toHaveLength(10);
    // 25 → [20,30), 62.5 → [60,70), 87.5 → [80,90), 100 → [90,100].
    expect(c.score_distribution.map((b: { count: number }) => b.count)).toEqual([
      0, 0, 1, 0, 0, 0, 1, 0, 1, 1,
    ]);
    expect(c.score_distribution[9]).toEqual({ from: 90, to: 100, count: 1 });
    // Analytical per scored candidate: (z_GR + θ) / √2, z_GR from the sten of 8, 7, 5 and 2 right
    // (10, 9, 6, 3) and θ the EAP of their adaptive sitting; the chart averages the four stens.
    const analyticalStens = await Promise.all(
      (
        [
          ['Eka', 8],
          ['Hadi', 7],
          ['Indra', 5],
          ['Kartika', 2],
        ] as const
      ).map(async ([name, correct]) => {
        const given = await adaptiveAnswers(ids[name]);
        const theta = eapScore(
          given.map((g) => compileIrtItem(g.irt, g.item_id)),
          given.map((g) => (g.right ? 1 : 0)),
        ).theta;
        const reasoning = (DEMO_SCORING.stens[correct] - 5.5) / 2;
        return sten(compositeScore([reasoning, theta], [1, 1]).z);
      }),
    );
    expect(c.competence_averages[0]).toEqual(
      expect.objectContaining({
        code: 'ANALYTICAL',
        name: 'Analytical thinking',
        average: Math.round((100 * analyticalStens.reduce((a, b) => a + b, 0)) / 4) / 100,
        count: 4,
      }),
    );
    expect(c.competence_averages.map((a: { code: string }) => a.code)).toEqual([
      'ANALYTICAL',
      'PLANNING',
      'TEAMWORK',
    ]);
    expect(c.job_fit_ranking).toHaveLength(4);
    expect(c.job_fit_ranking.map((r: { name: string; job_fit: number }) => [r.name, r.job_fit])).toEqual([
      ['Eka Putri', 100],
      ['Hadi Pratama', 75],
      ['Indra Santoso', 62.5],
      ['Kartika Lestari', 0],
    ]);
  });
});

describe('recalculate', () => {
  it('queues a job that rescores everyone with finished tests; progress reaches 100 %', async () => {
    expect(
      await t.callOk('projects/participants/recalculate-progress', { project_id: projectId }, consultant),
    ).toEqual({ job_id: null, status: 'idle', progress: 0, error: null });
    const { job_id } = await t.callOk(
      'projects/participants/recalculate',
      { project_id: projectId },
      consultant,
    );
    expect(job_id).toBeGreaterThan(0);
    const project = await t.deps.db
      .selectFrom('projects')
      .select('recalculate_job_id')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(project.recalculate_job_id).toBe(job_id);
    // A second request while it is queued answers the same job.
    expect(
      await t.callOk('projects/participants/recalculate', { project_id: projectId }, consultant),
    ).toEqual({
      job_id,
    });
    expect(
      await t.callOk('projects/participants/recalculate-progress', { project_id: projectId }, collaborator),
    ).toMatchObject({ job_id, status: 'queued' });
    await t.deps.jobs.drain();
    expect(
      await t.callOk('projects/participants/recalculate-progress', { project_id: projectId }, consultant),
    ).toEqual({ job_id, status: 'done', progress: 100, error: null });
    const scored = await t.callOk(
      'projects/participants/datatable',
      { project_id: projectId, status: ['scored'] },
      consultant,
    );
    expect(scored.recordsFiltered).toBe(4);
  });

  it('a project with nobody to score answers a clear 400', async () => {
    const instrumentId = await idOfRow(t, 'instruments', 'code', 'DEMO-ABILITY');
    const corporate = await t.deps.db
      .selectFrom('projects')
      .select('account_corporate_id')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    const empty = await t.callOk(
      'projects/new',
      {
        account_corporate_id: corporate.account_corporate_id,
        name: 'Empty',
        instrument_ids: [instrumentId],
      },
      consultant,
    );
    await expectRefusal(t.call('projects/participants/recalculate', { project_id: empty.id }, consultant), {
      status: 400,
      message:
        'project_id: nobody in this project has finished their tests yet, so there is nothing to recalculate',
    });
  });

  it('only consultants and admins may recalculate', async () => {
    const res = await t.call('projects/participants/recalculate', { project_id: projectId }, collaborator);
    expect(res.status).toBe(403);
  });
});

describe('access', () => {
  const byProject = (id: number) => ({ project_id: id });
  const byParticipant = (id: number) => ({ participant_id: id });
  const calls: Array<[CallPath, (project: number, participant: number) => object]> = [
    ['projects/participants/overview', (p) => byProject(p)],
    ['projects/participants/datatable', (p) => byProject(p)],
    ['projects/participants/filter-city', (p) => byProject(p)],
    ['projects/participants/star-toggle', (_p, pt) => byParticipant(pt)],
    ['projects/participants/shortlist-toggle', (_p, pt) => byParticipant(pt)],
    ['projects/participants/add-shortlisted', (_p, pt) => ({ participant_ids: [pt] })],
    ['projects/participants/results', (_p, pt) => byParticipant(pt)],
    ['projects/participants/ability-summaries', (_p, pt) => byParticipant(pt)],
    ['projects/participants/charts', (p) => byProject(p)],
    ['projects/participants/recalculate', (p) => byProject(p)],
    ['projects/participants/recalculate-progress', (p) => byProject(p)],
  ];

  it('answers 401 without a signed-in user on every call', async () => {
    const anonymous = await t.anonymousToken();
    for (const [path, body] of calls) {
      expect((await t.call(path, body(projectId, ids.Hadi))).status, path).toBe(401);
      expect((await t.call(path, body(projectId, ids.Hadi), anonymous)).status, path).toBe(401);
    }
  });

  it('answers 403 to a collaborator who has not agreed to the terms', async () => {
    for (const [path, body] of calls) {
      expect((await t.call(path, body(projectId, ids.Hadi), untermed)).status, path).toBe(403);
    }
  });

  it("answers 404 for another tenant's project or participant, both ways", async () => {
    for (const [path, body] of calls) {
      const own = path === 'projects/participants/recalculate' ? consultant : collaborator;
      const mine = await t.call(path, body(rivalProjectId, rivalParticipantId), own);
      expect(mine.status, `${path} (demo → rival)`).toBe(404);
      if (path !== 'projects/participants/recalculate') {
        const theirs = await t.call(path, body(projectId, ids.Hadi), rival);
        expect(theirs.status, `${path} (rival → demo)`).toBe(404);
      }
      const unknown = await t.call(path, body(999_999, 999_999), consultant);
      expect(unknown.status, `${path} (unknown id)`).toBe(404);
    }
  });
});
