import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { runJobs } from '../../test/support/evidence.fixtures';
import { idOfInstrument } from '../../test/support/module-setup';
import { seedDemo } from './demo';
import {
  NORMING_ABILITY_2PL,
  NORMING_ABILITY_DIF,
  NORMING_PERSONALITY_DIF,
  NORMING_PERSONALITY_GRM,
} from './demo-norming-model';
import {
  NORMING_PANEL_SIZE,
  NORMING_STUDY_NAME,
  queueDemoNormingAnalyses,
  seedDemoNormingStudy,
} from './demo-norming-study';

// The demo's norming study as a newcomer meets it: 2,000 panelists drawn from a known model are
// written at seed time and scored by the queued recalculation, and the analyses of both tests are
// queued behind it, so the workbench opens on their results with no one starting one: it recovers
// the generating 2PL, flags the two planted items (class C) and no other, and norms and adverse
// impact have a sample to work on.

let t: TestApp;
let admin: string;
let consultant: string;
let study: { projectId: number; corporateId: number };
let seeded: number[];
const timings: Record<string, number> = {};

// biome-ignore lint/suspicious/noExplicitAny: the engine's result is passed through untyped by the contract.
type Result = any;

const rmse = (xs: number[], ys: number[]) =>
  Math.sqrt(xs.reduce((s, x, i) => s + (x - ys[i]) ** 2, 0) / xs.length);

async function instrumentId(code: string): Promise<number> {
  return idOfInstrument(t, code);
}

/**
 * The analysis of an instrument queued at seed, as the workbench lists it (the consultant's and
 * the admin's lists alike), opened by the admin.
 */
async function seededAnalysis(code: string) {
  const id = await instrumentId(code);
  const [mine, all] = await Promise.all(
    [consultant, admin].map((token) => t.callOk('evidence/analyses', { instrument_id: id }, token)),
  );
  expect(mine.rows).toHaveLength(1);
  expect(all.rows.map((r: { id: number }) => r.id)).toEqual(mine.rows.map((r: { id: number }) => r.id));
  expect(mine.rows[0]).toMatchObject({
    status: 'done',
    created_by_name: 'Citra Consultant',
    sample: { project_ids: [study.projectId] },
  });
  expect(seeded).toContain(mine.rows[0].id);
  return t.callOk('evidence/analyses/detail', { analysis_id: mine.rows[0].id }, admin);
}

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  let started = Date.now();
  const demo = await seedDemo(t.deps);
  study = await seedDemoNormingStudy(t.deps, demo.admin, demo);
  seeded = await queueDemoNormingAnalyses(t.deps, demo.consultant, study);
  timings.seed = Date.now() - started;
  started = Date.now();
  // The recalculation, then the two analyses, as a fresh instance's worker runs them.
  await runJobs(t);
  timings.recalculationAndAnalyses = Date.now() - started;
  admin = await t.signIn('admin');
  consultant = await t.signIn('consultant');
}, 600_000);
afterAll(async () => {
  console.info(`demo norming study timings (ms): ${JSON.stringify(timings)}`);
  await t?.close();
});

describe('the demo norming study', () => {
  it('holds 2,000 panelists who finished both demo tests, scored by the queued recalculation', async () => {
    const project = await t.deps.db
      .selectFrom('projects')
      .select(['id', 'name'])
      .where('id', '=', study.projectId)
      .executeTakeFirstOrThrow();
    expect(project.name).toBe(NORMING_STUDY_NAME);
    const rows = await t.deps.db
      .selectFrom('participants')
      .select(['status', 'job_fit', 'gender', 'education_level', 'birth_date'])
      .where('project_id', '=', study.projectId)
      .execute();
    expect(rows).toHaveLength(NORMING_PANEL_SIZE);
    expect(rows.every((r) => r.status === 'scored')).toBe(true);
    expect(rows.every((r) => r.job_fit !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(['female', 'male']));
    expect(new Set(rows.map((r) => r.education_level))).toEqual(new Set(['SMA', 'D3', 'S1', 'S2']));
    // Job fit follows ability and traits, so it spreads over the range instead of piling up.
    const fits = rows.map((r) => r.job_fit as number).sort((x, y) => x - y);
    expect(fits[Math.floor(fits.length * 0.9)] - fits[Math.floor(fits.length * 0.1)]).toBeGreaterThan(20);
  });

  it('lets the workbench recover the reasoning test’s generating 2PL and flag exactly the planted items', async () => {
    const detail = await seededAnalysis('DEMO-ABILITY');
    expect(detail).toMatchObject({ status: 'done', model: '2PL', n: NORMING_PANEL_SIZE });
    expect(detail.make_up.gender).toEqual({ female: 1000, male: 1000 });
    const calibration: Result = detail.result.calibration;
    expect(calibration.model).toBe('2PL');
    const a = calibration.items.map((i: Result) => i.a);
    const b = calibration.items.map((i: Result) => i.b);
    // The planted items' pooled parameters mix two groups: the recovery is judged on the others.
    const clean = NORMING_ABILITY_2PL.map((_, j) => j).filter((j) => !(j in NORMING_ABILITY_DIF));
    timings.rmseA = rmse(
      clean.map((j) => a[j]),
      clean.map((j) => NORMING_ABILITY_2PL[j].a),
    );
    timings.rmseB = rmse(
      clean.map((j) => b[j]),
      clean.map((j) => NORMING_ABILITY_2PL[j].b),
    );
    expect(timings.rmseA).toBeLessThanOrEqual(0.15);
    expect(timings.rmseB).toBeLessThanOrEqual(0.15);
    const gender = detail.result.dif.find((d: Result) => d.variable === 'gender');
    const classes = gender.result.items.map((i: Result) => i.ets);
    expect(
      classes.flatMap((c: string, j: number) => (c === 'C' ? [j] : [])),
      `ETS classes ${classes.join('')}`,
    ).toEqual(Object.keys(NORMING_ABILITY_DIF).map(Number));
    expect(classes.filter((c: string) => c === 'B')).toEqual([]);
    // The plausible distractors draw half the wrong answers, and the flags say so of none of them.
    expect(detail.result.distractors.length).toBeGreaterThan(0);
  }, 120_000);

  it('gives the inventory reliable trait scales and flags its planted statements', async () => {
    const detail = await seededAnalysis('DEMO-PERSONALITY');
    expect(detail).toMatchObject({ status: 'done', model: 'GRM', n: NORMING_PANEL_SIZE });
    for (const dimension of detail.result.reliability) expect(dimension.alpha).toBeGreaterThan(0.6);
    // Five traits, five scales each calibrated on its own θ: the graded response slopes come back.
    const calibration: Result = detail.result.calibration;
    expect(calibration.model).toBe('GRM');
    expect(calibration.scales).toHaveLength(5);
    const clean = NORMING_PERSONALITY_GRM.map((_, j) => j).filter((j) => !(j in NORMING_PERSONALITY_DIF));
    timings.rmseSlopes = rmse(
      clean.map((j) => calibration.items[j].a),
      clean.map((j) => NORMING_PERSONALITY_GRM[j].a),
    );
    expect(timings.rmseSlopes).toBeLessThanOrEqual(0.15);
    const gender = detail.result.dif.find((d: Result) => d.variable === 'gender');
    const classes = gender.result.items.map((i: Result) => i.ets);
    expect(gender.result.items.every((i: Result) => i.method === 'mantel-smd')).toBe(true);
    expect(
      classes.flatMap((c: string, j: number) => (c === 'C' ? [j] : [])),
      `ETS classes ${classes.join('')}`,
    ).toEqual(Object.keys(NORMING_PERSONALITY_DIF).map(Number));
    expect(classes.filter((c: string) => c === 'B')).toEqual([]);
  }, 120_000);

  it('has a sample for norms and for adverse impact of the job fit, seen by the consultant too', async () => {
    const { analysis_id } = await t.callOk(
      'evidence/analyses/new',
      { instrument_id: await instrumentId('DEMO-ABILITY'), sample: { project_ids: [study.projectId] } },
      consultant,
    );
    await runJobs(t);
    // Asked for without DIF comparisons: gender, and the panel's age bands and education levels.
    const detail = await t.callOk('evidence/analyses/detail', { analysis_id }, consultant);
    const compared = detail.result.dif.map((d: Result) => `${d.variable}:${d.focal}/${d.reference}`);
    expect(compared).toContain('gender:female/male');
    expect(compared).toContain('education_level:D3/S1');
    expect(compared.filter((c: string) => c.startsWith('age_band:')).length).toBeGreaterThanOrEqual(3);
    const preview = await t.callOk('evidence/norms/preview', { analysis_id }, consultant);
    expect(JSON.stringify(preview)).toContain(`"n":${NORMING_PANEL_SIZE}`);
    const impact = await t.callOk(
      'evidence/adverse-impact',
      { project_ids: [study.projectId], cut: 60, variable: 'gender' },
      consultant,
    );
    expect(JSON.stringify(impact)).toContain('female');
  });
});
