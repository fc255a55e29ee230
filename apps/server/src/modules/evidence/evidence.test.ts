import { MAX_SAMPLE_PROJECTS, MIN_REPORTED_GROUP } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import {
  GENERATING_2PL,
  publishedInstrument,
  publishedKeyedInstrument,
  runJobs,
} from '../../../test/support/evidence.fixtures';
import { idOfDemoCorporate, idOfInstrument, startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { simulatedSample } from '../../../test/support/simulated-samples';
import { rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { currentDefinitionOfInstrument } from '../scoring-blueprints/blueprint-definitions.service';
import { unpackPersons } from './analysis-thread';
import { ANSWER_FIELD, ANSWER_RECORD, SampleBuilder, type StoredAnswer } from './evidence-input';
import { evidenceItemsOf } from './evidence-items';

// The evidence workbench end to end: simulees drawn from a known 2PL are written to the database,
// an analysis is asked for through the API and run by the job queue, and the stored result must
// recover the generating parameters, find the planted DIF, and count only the asker's tenants.

const ITEMS = GENERATING_2PL;
/** Items (by index) made harder for women than for men of the same ability. */
const DIF_ITEMS: Record<number, number> = { 3: 1.0, 7: 1.0 };
const N = 2000;
const RIVAL_N = 300;
const UNIFORM_N = 20;

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let instrument: Awaited<ReturnType<typeof publishedKeyedInstrument>>;
let clean: number;
let planted: number;
let rivalProject: number;
let uniformProject: number;
const timings: Record<string, number> = {};

// biome-ignore lint/suspicious/noExplicitAny: the engine's result is passed through untyped by the contract.
type Result = any;

async function analyse(token: string, body: Record<string, unknown>) {
  const started = Date.now();
  const { analysis_id } = await t.callOk(
    'evidence/analyses/new',
    { instrument_id: instrument.instrumentId, ...body },
    token,
  );
  await runJobs(t);
  const detail = await t.callOk('evidence/analyses/detail', { analysis_id }, token);
  return { id: analysis_id as number, detail, ms: Date.now() - started };
}

const rmse = (xs: number[], ys: number[]) =>
  Math.sqrt(xs.reduce((s, x, i) => s + (x - ys[i]) ** 2, 0) / xs.length);

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  const started = Date.now();
  instrument = await publishedKeyedInstrument(t, admin, 'EVIDENCE-2PL', ITEMS.length);
  const demoCorporate = await idOfDemoCorporate(t);
  rival = await rivalTenant(t, { slug: 'evidence-rival' });
  const common = { items: ITEMS, n: N };
  const cleanProject = await simulatedSample(t, demoCorporate, 'Evidence clean', instrument, {
    ...common,
    seed: 20261126,
    label: 'clean',
  });
  const plantedProject = await simulatedSample(t, demoCorporate, 'Evidence DIF', instrument, {
    ...common,
    seed: 7,
    label: 'dif',
    focalShift: DIF_ITEMS,
    completedOn: '2026-07-01',
  });
  // The rival's participants find every item much easier: figures of a sample holding them show it.
  const rivalSample = await simulatedSample(t, rival.corporateId, 'Rival evidence', instrument, {
    ...common,
    n: RIVAL_N,
    seed: 3,
    label: 'rival',
    shift: -2,
    completedOn: '2026-07-01',
  });
  // And a project of theirs where everyone chose A: nothing varies, so the engine has nothing to say.
  const uniform = await simulatedSample(t, rival.corporateId, 'Rival uniform', instrument, {
    ...common,
    n: UNIFORM_N,
    seed: 4,
    label: 'uniform',
    alwaysChoose: 'A',
    completedOn: '2026-07-01',
  });
  uniformProject = uniform.projectId;
  clean = cleanProject.projectId;
  planted = plantedProject.projectId;
  rivalProject = rivalSample.projectId;
  timings.setup = Date.now() - started;
}, 120_000);
afterAll(() => t?.close());

describe('evidence analyses', () => {
  // One analysis of the clean sample, watched while it runs; the tests below read its result.
  // biome-ignore lint/suspicious/noExplicitAny: the detail as the call answers it.
  let recovery: any;

  it('goes queued → running → done, reporting progress, with the engine version', async () => {
    const started = Date.now();
    const { analysis_id } = await t.callOk(
      'evidence/analyses/new',
      { instrument_id: instrument.instrumentId, sample: { project_ids: [clean], to: '2026-06-30' } },
      consultant,
    );
    const first = await t.callOk('evidence/analyses/detail', { analysis_id }, consultant);
    expect(first).toMatchObject({ status: 'queued', progress: 0, n: null, make_up: null, result: null });
    const seen: { status: string; progress: number }[] = [];
    let running = true;
    const watch = (async () => {
      while (running) {
        const row = await t.callOk('evidence/analyses/detail', { analysis_id }, consultant);
        seen.push({ status: row.status, progress: row.progress });
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    await runJobs(t);
    running = false;
    await watch;
    recovery = await t.callOk('evidence/analyses/detail', { analysis_id }, consultant);
    timings.recovery = Date.now() - started;
    expect(recovery).toMatchObject({ status: 'done', progress: 100, step: 'done', n: N, model: '2PL' });
    expect(recovery.engine_version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(recovery.finished_at).not.toBeNull();
    // The sample's projects by name, as the reader may see them.
    expect(recovery.project_names).toEqual({ [String(clean)]: 'Evidence clean' });
    // Readers know items by position, as the technical manual numbers them.
    expect(recovery.item_labels).toEqual(
      Object.fromEntries(instrument.itemIds.map((id, i) => [id, `Q${i + 1}`])),
    );
    const during = seen.filter((s) => s.status === 'running').map((s) => s.progress);
    timings.progressSeen = during.length;
    expect(during.length).toBeGreaterThan(0);
    expect(during).toEqual([...during].sort((x, y) => x - y));
    const list = await t.callOk('evidence/analyses', { instrument_id: instrument.instrumentId }, consultant);
    expect(list.rows[0]).toMatchObject({
      id: analysis_id,
      status: 'done',
      instrument_version: instrument.version,
      sample: { project_ids: [clean], to: '2026-06-30' },
    });
  });

  it('recovers the generating 2PL parameters from 2,000 simulees', () => {
    const calibration: Result = recovery.result.calibration;
    expect(calibration.converged).toBe(true);
    const rmseA = rmse(
      calibration.items.map((i: Result) => i.a),
      ITEMS.map((i) => i.a),
    );
    const rmseB = rmse(
      calibration.items.map((i: Result) => i.b[0]),
      ITEMS.map((i) => i.b),
    );
    timings.rmseA = rmseA;
    timings.rmseB = rmseB;
    expect(rmseA).toBeLessThanOrEqual(0.1);
    expect(rmseB).toBeLessThanOrEqual(0.1);
    // Item statistics, distractors and reliability come along; time per item is read from answers.
    expect(recovery.result.items).toHaveLength(ITEMS.length);
    expect(recovery.result.items[0].medianSeconds).toBe(40);
    expect(Array.isArray(recovery.result.distractors)).toBe(true);
    expect(recovery.result.reliability[0].alpha).toBeGreaterThan(0.7);
    // Both genders occur: the default DIF comparison ran, and found nothing of class C.
    expect(recovery.result.dif[0]).toMatchObject({ variable: 'gender', reference: 'male', focal: 'female' });
    expect(recovery.result.dif[0].result.items.filter((i: Result) => i.ets === 'C')).toEqual([]);
  });

  it('analyses items without an IRT calibration when asked to, with the same item statistics', async () => {
    const { detail } = await analyse(consultant, {
      sample: { project_ids: [clean], to: '2026-06-30' },
      model: 'none',
    });
    expect(detail).toMatchObject({ status: 'done', model: 'none', n: N });
    const result: Result = detail.result;
    expect(result.calibration).toEqual({ unavailable: 'not asked for' });
    // Everything but the calibration is there, and as it is with one (only misfit flags need it).
    const withoutMisfit = (items: Result[]) =>
      items.map((i) => ({ ...i, flags: i.flags.filter((f: string) => f !== 'misfit') }));
    expect(withoutMisfit(result.items)).toEqual(withoutMisfit(recovery.result.items));
    expect(result.items[0].medianSeconds).toBe(40);
    expect(result.distractors).toEqual(recovery.result.distractors);
    expect(result.reliability).toEqual(recovery.result.reliability);
    expect(result.dif).toEqual(recovery.result.dif);
    expect(detail.make_up).toEqual(recovery.make_up);
  });

  it('fits a 3PL without its guessing prior and compares it with the Rasch and 2PL models', async () => {
    const { detail } = await analyse(consultant, {
      sample: { project_ids: [clean], to: '2026-06-30' },
      model: '3PL',
      guessing_prior: false,
      compare_models: true,
      dif: [],
    });
    expect(detail).toMatchObject({
      status: 'done',
      model: '3PL',
      guessing_prior: false,
      compare_models: true,
    });
    const { calibration } = detail.result as Result;
    expect(calibration.guessingPrior).toBeNull();
    const { models, tests } = calibration.comparison;
    expect(models.map((m: Result) => [m.model, m.parameters, m.guessingPrior])).toEqual([
      ['Rasch', ITEMS.length + 1, false],
      ['2PL', 2 * ITEMS.length, false],
      ['3PL', 3 * ITEMS.length, false],
    ]);
    expect(models[2].logLikelihood).toBe(calibration.logLikelihood);
    // The 2PL analysis of the same sample has its global fit: the model the simulees answer holds.
    const m = ITEMS.length;
    expect(recovery.result.calibration.globalFit).toMatchObject({
      df: (m * (m + 1)) / 2 - 2 * m,
      persons: N,
    });
    expect(recovery.result.calibration.globalFit.rmsea).toBeLessThan(0.03);
    // The simulees answer a 2PL: its slopes differ (Rasch refused), and it has no guessing (the
    // 3PL adds nothing BIC would pay for).
    expect(tests.map((x: Result) => [x.restricted, x.general, x.df])).toEqual([
      ['Rasch', '2PL', ITEMS.length - 1],
      ['2PL', '3PL', ITEMS.length],
    ]);
    expect(tests[0].p).toBeLessThan(0.001);
    expect(models[1].bic).toBeLessThan(models[2].bic);
    // The list says what was asked for; the defaults read as the prior and no comparison.
    const { rows } = await t.callOk(
      'evidence/analyses',
      { instrument_id: instrument.instrumentId },
      consultant,
    );
    expect(rows.find((r: Result) => r.id === detail.id)).toMatchObject({
      guessing_prior: false,
      compare_models: true,
    });
    expect(recovery).toMatchObject({ guessing_prior: true, compare_models: false });
  }, 120_000);

  it("describes the sample by counts only, small groups hidden, and nobody's identity", () => {
    const makeUp = recovery.make_up;
    expect(makeUp).toMatchObject({ n: N, projects: 1, corporates: 1 });
    expect(makeUp.gender).toEqual({ female: N / 2, male: N / 2 });
    expect(Object.values(makeUp.age_band).reduce((s: number, v) => s + Number(v ?? 0), 0)).toBe(N);
    expect(makeUp.first_completed_at).toBe('2026-06-15T09:00:00.000Z');
    for (const count of Object.values({ ...makeUp.gender, ...makeUp.age_band, ...makeUp.education_level }))
      expect(count === null || (count as number) >= MIN_REPORTED_GROUP).toBe(true);
    expect(JSON.stringify(recovery)).not.toMatch(/EV-clean|Simulee|simulee\.|@example\.com/);
  });

  it('finds the two items planted as DIF against women, class C', async () => {
    const { detail, ms } = await analyse(admin, {
      sample: { project_ids: [planted] },
      dif: [{ variable: 'gender', reference: 'male', focal: 'female' }],
    });
    timings.dif = ms;
    expect(detail.status).toBe('done');
    const items: Result[] = detail.result.dif[0].result.items;
    const classC = items.filter((i) => i.ets === 'C').map((i) => i.item);
    timings.difClasses = items.map((i) => i.ets).join('') as unknown as number;
    expect(classC.sort()).toEqual([instrument.itemIds[3], instrument.itemIds[7]].sort());
    const flagged = detail.result.items
      .filter((i: Result) => i.flags.includes('dif'))
      .map((i: Result) => i.id);
    expect(flagged.sort()).toEqual(classC.sort());
  });
});

describe('tenancy of analyses', () => {
  let consultantAnalysis: number;

  it("counts only the consultant's own corporates' participants", async () => {
    // Everything completed in July: the planted sample of the demo corporate and the rival's two.
    const july = { sample: { from: '2026-06-20' } };
    const own = await analyse(consultant, july);
    consultantAnalysis = own.id;
    expect(own.detail.make_up).toMatchObject({ n: N, corporates: 1, projects: 1 });
    const everyone = await analyse(admin, july);
    expect(everyone.detail.make_up).toMatchObject({ n: N + RIVAL_N + UNIFORM_N, corporates: 2, projects: 3 });
    // The rival's simulees find every item easier: with them, every item's proportion right rises.
    own.detail.result.items.forEach((item: Result, i: number) => {
      expect(everyone.detail.result.items[i].difficulty).toBeGreaterThan(item.difficulty);
    });
    const theirs = await analyse(rival.consultantToken, { sample: { project_ids: [rivalProject] } });
    expect(theirs.detail.make_up).toMatchObject({ n: RIVAL_N, corporates: 1 });
  });

  it("fails with the engine's reason when the sample cannot be analysed, still saying who it held", async () => {
    const { detail } = await analyse(rival.consultantToken, { sample: { project_ids: [uniformProject] } });
    expect(detail).toMatchObject({ status: 'failed', step: 'failed', n: UNIFORM_N, result: null });
    expect(detail.error).toBe('the total score has no variance');
    expect(detail.make_up).toMatchObject({ n: UNIFORM_N, gender: { female: 10, male: 10 } });
  });

  it("hides other consultants' analyses and refuses their projects and collaborators", async () => {
    const read = await t.call(
      'evidence/analyses/detail',
      { analysis_id: consultantAnalysis },
      rival.consultantToken,
    );
    expect(read.status).toBe(404);
    const rows = await t.callOk(
      'evidence/analyses',
      { instrument_id: instrument.instrumentId },
      rival.consultantToken,
    );
    expect(rows.rows.map((r: { id: number }) => r.id)).not.toContain(consultantAnalysis);
    expect(rows.rows.map((r: { n: number }) => r.n).sort((x: number, y: number) => x - y)).toEqual([
      UNIFORM_N,
      RIVAL_N,
    ]);
    await expectRefusal(
      t.call(
        'evidence/analyses/new',
        { instrument_id: instrument.instrumentId, sample: { project_ids: [rivalProject] } },
        consultant,
      ),
      { status: 404, message: 'Project not found.' },
    );
    for (const token of [collaborator, rival.token]) {
      const refused = await t.call(
        'evidence/analyses/new',
        { instrument_id: instrument.instrumentId },
        token,
      );
      expect(refused.status).toBe(403);
      expect(
        (await t.call('evidence/analyses/detail', { analysis_id: consultantAnalysis }, token)).status,
      ).toBe(403);
    }
    // An admin sees every analysis.
    const all = await t.callOk('evidence/analyses/detail', { analysis_id: consultantAnalysis }, admin);
    expect(all.make_up.n).toBe(N);
  });
});

describe('rating items', () => {
  it('analyses Likert items by category after reverse keying, with the GRM by default', async () => {
    const points = [1, 2, 3, 4, 5];
    const likert = await publishedInstrument(
      t,
      admin,
      'EVIDENCE-LIKERT',
      [0, 1, 2, 3].map((i) => ({
        type: 'likert',
        stem: `Statement ${i + 1}`,
        points: 5,
        options: points.map((v) => ({ id: `p${v}`, text: `${v}`, value: v })),
        ...(i === 3 ? { reverse: true } : {}),
      })),
    );
    const demoCorporate = await idOfDemoCorporate(t);
    await simulatedSample(t, demoCorporate, 'Evidence Likert', likert, {
      items: [0, 1, 2, 3].map(() => ({ a: 1, b: 0 })),
      n: 400,
      seed: 11,
      label: 'likert',
      // Agreement grows with θ; the reverse-keyed statement is answered the other way round.
      respond: (theta, j, rng) => {
        const agreement = Math.max(1, Math.min(5, Math.round(3 + 1.3 * theta + 0.8 * rng.normal())));
        return `p${j === 3 ? 6 - agreement : agreement}`;
      },
    });
    await expectRefusal(
      t.call('evidence/analyses/new', { instrument_id: likert.instrumentId, model: 'Rasch' }, admin),
      {
        status: 400,
        message:
          'model: Rasch needs every scored item to be right or wrong, and this instrument has rating items (use GRM)',
      },
    );
    const { analysis_id } = await t.callOk(
      'evidence/analyses/new',
      { instrument_id: likert.instrumentId },
      admin,
    );
    await runJobs(t);
    const detail = await t.callOk('evidence/analyses/detail', { analysis_id }, admin);
    expect(detail).toMatchObject({ status: 'done', model: 'GRM', n: 400 });
    const calibration = detail.result.calibration;
    expect(calibration.model).toBe('GRM');
    // Reverse keying applied: every slope and every corrected item-total correlation is positive.
    for (const item of calibration.items) expect(item.a).toBeGreaterThan(0.5);
    for (const item of detail.result.items) expect(item.correctedItemTotal).toBeGreaterThan(0.3);
    expect(calibration.items.every((i: Result) => i.categories === 5)).toBe(true);
    // M2 takes graded models too, on the items' score moments: four 5-point items give 4 + 6 of them,
    // fewer than the GRM's 20 parameters, and the workbench is told why there is none.
    expect(calibration.globalFit).toEqual({
      unavailable: 'M2 has no degrees of freedom (10 margins, 20 parameters)',
    });
    // Item analysis alone takes rating items too (no IRT model to need keyed ones).
    const { analysis_id: itemsOnly } = await t.callOk(
      'evidence/analyses/new',
      { instrument_id: likert.instrumentId, model: 'none' },
      admin,
    );
    await runJobs(t);
    const plain = await t.callOk('evidence/analyses/detail', { analysis_id: itemsOnly }, admin);
    expect(plain).toMatchObject({ status: 'done', model: 'none', n: 400 });
    expect(plain.result.calibration).toEqual({ unavailable: 'not asked for' });
    expect(plain.result.items.map((i: Result) => i.correctedItemTotal)).toEqual(
      detail.result.items.map((i: Result) => i.correctedItemTotal),
    );
  });
});

describe('reading the sample', () => {
  // One item of each kind the analysis scores, and a text item it does not.
  const input = evidenceItemsOf({
    sections: [
      {
        items: [
          { id: 's1', type: 'single', options: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], key: 'B' },
          { id: 'tf', type: 'true-false', key: true },
          {
            id: 'lk',
            type: 'likert',
            options: [1, 2, 3, 4].map((v) => ({ id: `p${v}`, value: v })),
            reverse: true,
          },
          { id: 'nu', type: 'numeric', key: { value: 10, tolerance: 0 } },
          { id: 'tx', type: 'text' },
        ],
      },
    ],
  });
  const started = '2026-06-15T08:00:00.000Z';
  const groups = { gender: 'female', age_band: '25-34', education_level: null, accommodation: 'none' };
  // Given in this order; 'tf' and 'tx' at the same instant go in item id order.
  const answers: StoredAnswer[] = [
    { item_id: 'nu', value: '10', answered_at: '2026-06-15T08:01:05Z' },
    { item_id: 'tx', value: 'free text', answered_at: '2026-06-15T08:00:30.000Z' },
    { item_id: 's1', value: 'B', answered_at: '2026-06-15T08:00:10.000Z' },
    { item_id: 'lk', value: 'p4', answered_at: '2026-06-15T08:01:00.500Z' },
    { item_id: 'tf', value: '"true"', answered_at: '2026-06-15T08:00:30.000Z' },
  ];
  const joinedOf = (rows: StoredAnswer[]) =>
    [...rows]
      .sort((x, y) =>
        x.answered_at === y.answered_at
          ? x.item_id.localeCompare(y.item_id)
          : x.answered_at.localeCompare(y.answered_at),
      )
      .map((a) => [a.answered_at, a.item_id, a.value].join(ANSWER_FIELD))
      .join(ANSWER_RECORD);
  const shown = new Map([['nu', '2026-06-15T08:01:03.000Z']]);

  it('scores, times and groups a person the same from rows and from joined answers', () => {
    const builder = new SampleBuilder(input, 1);
    builder.addAnswers(answers, shown, started, groups);
    expect(builder.addJoined(joinedOf(answers), answers.length, shown, started, groups)).toBe(true);
    builder.addAnswers([], null, null, {
      gender: null,
      age_band: null,
      education_level: null,
      accommodation: null,
    });
    const [fromRows, fromJoined, nothing] = unpackPersons(builder.sample());
    expect(fromRows).toEqual({
      scores: [1, 1, 0, 1],
      choices: ['B', 'true', null, null],
      // From the answer before (or the start); the numeric item from when it was shown.
      seconds: [10, 20, 30.5, 2],
      groups,
    });
    expect(fromJoined).toEqual(fromRows);
    expect(nothing).toEqual({
      scores: [null, null, null, null],
      choices: [null, null, null, null],
      seconds: [null, null, null, null],
      groups: { gender: null, age_band: null, education_level: null, accommodation: null },
    });
  });

  it('leaves out answers an item does not take, and reads a value holding a separator from rows', () => {
    const builder = new SampleBuilder(input, 1);
    const odd = answers.map((a) =>
      a.item_id === 's1' ? { ...a, value: 'D' } : a.item_id === 'tf' ? { ...a, value: '' } : a,
    );
    builder.addAnswers(odd, null, started, groups);
    const [person] = unpackPersons(builder.sample());
    expect(person.scores).toEqual([null, null, 0, 1]);
    expect(person.choices).toEqual([null, null, null, null]);
    const withSeparator = answers.map((a) =>
      a.item_id === 'tx' ? { ...a, value: `two${ANSWER_RECORD}lines${ANSWER_FIELD}` } : a,
    );
    expect(builder.addJoined(joinedOf(withSeparator), answers.length, null, started, groups)).toBe(false);
    expect(builder.size).toBe(1);
  });
});

describe('refusals', () => {
  const refusal = async (body: Record<string, unknown>) => {
    const res = await t.call('evidence/analyses/new', body, admin);
    return { status: res.status, message: res.body.error?.message };
  };

  it('names an unknown or unpublished instrument or version', async () => {
    expect(await refusal({ instrument_id: 999_999 })).toEqual({
      status: 400,
      message: 'instrument_id: instrument 999999 is not published or does not exist',
    });
    const draft = await t.callOk(
      'instruments/new',
      { code: 'EVIDENCE-DRAFT', name: 'Draft', kind: 'ability' },
      admin,
    );
    expect((await refusal({ instrument_id: draft.id })).status).toBe(400);
    expect(await refusal({ instrument_id: instrument.instrumentId, instrument_version: 42 })).toEqual({
      status: 400,
      message: `instrument_version: instrument ${instrument.instrumentId} has no published version 42`,
    });
  });

  it('names a guessing prior without the 3PL and a comparison without keyed models, in both languages', async () => {
    expect(
      await refusal({ instrument_id: instrument.instrumentId, model: '2PL', guessing_prior: false }),
    ).toEqual({
      status: 400,
      message: 'guessing_prior: a prior on guessing is a choice of the 3PL model only (model 2PL)',
    });
    expect(
      await refusal({ instrument_id: instrument.instrumentId, model: 'none', compare_models: true }),
    ).toEqual({
      status: 400,
      message:
        'compare_models: models are compared for instruments whose scored items are all right or wrong ' +
        '(Rasch, 2PL, 3PL); this one is calibrated with none',
    });
    const indonesian = await t.call(
      'evidence/analyses/new',
      { instrument_id: instrument.instrumentId, model: 'Rasch', guessing_prior: true },
      admin,
      { 'content-language': 'id' },
    );
    expect(indonesian.body.error?.message).toBe(
      'guessing_prior: prior pada tebakan hanya dapat dipilih untuk model 3PL (model Rasch)',
    );
    expect(
      (await refusal({ instrument_id: instrument.instrumentId, compare_models: 'yes' })).message,
    ).toContain('compare_models must be true or false');
  });

  it('refuses a period that ends before it starts, too many projects and an empty sample', async () => {
    const period = await refusal({
      instrument_id: instrument.instrumentId,
      sample: { from: '2026-07-01', to: '2026-06-01' },
    });
    expect(period.status).toBe(400);
    expect(period.message).toContain("'from' must not be after 'to'");
    const many = await refusal({
      instrument_id: instrument.instrumentId,
      sample: { project_ids: Array.from({ length: MAX_SAMPLE_PROJECTS + 1 }, (_, i) => i + 1) },
    });
    expect(many.status).toBe(400);
    expect(many.message).toContain(`choose at most ${MAX_SAMPLE_PROJECTS} projects`);
    const unreal = await refusal({ instrument_id: instrument.instrumentId, sample: { to: '2026-02-30' } });
    expect(unreal.status).toBe(400);
    expect(unreal.message).toContain('to must be a date like 2026-01-31');
    const foreignSector = await t.call(
      'evidence/analyses/new',
      { instrument_id: instrument.instrumentId, sample: { sector_id: 999_999 } },
      consultant,
    );
    expect(foreignSector.status).toBe(404);
    const empty = await refusal({ instrument_id: instrument.instrumentId, sample: { from: '2030-01-01' } });
    expect(empty).toEqual({
      status: 400,
      message: 'sample: fewer than two completed participants match it, too few for an analysis',
    });
    expect((await t.call('evidence/analyses/detail', { analysis_id: 999_999 }, admin)).status).toBe(404);
  });

  it('reports what it measured', () => {
    console.log('evidence workbench figures', timings);
  });
});

describe('the scoring set-up’s reliability against the study’s', () => {
  it('warns for each scale whose set-up reliability lies more than 0.05 from the study’s α, naming both', async () => {
    const personality = await idOfInstrument(t, 'DEMO-PERSONALITY');
    const definition = (await currentDefinitionOfInstrument(t.deps, personality))!;
    const stated = definition.dimensions.filter((d) => typeof d.reliability === 'number');
    expect(stated.length).toBeGreaterThan(2);
    const [off, close] = stated;
    const version = await t.deps.db
      .selectFrom('instrument_versions')
      .select(['id', 'version'])
      .where('instrument_id', '=', personality)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const analyst = await t.deps.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const insert = (status: 'done' | 'running') =>
      t.deps.db
        .insertInto('evidence_analyses')
        .values({
          instrument_id: personality,
          instrument_version: version.version,
          instrument_version_id: version.id,
          model: null,
          status,
          n: 2000,
          result_json: JSON.stringify({
            reliability: [
              { dimension: null, alpha: 0.63 },
              { dimension: off.dimension_code, alpha: 0.67 },
              { dimension: close.dimension_code, alpha: (close.reliability as number) - 0.04 },
            ],
          }),
          created_by: analyst.id,
          scope_consultant_id: null,
          created_at: nowIso(),
          finished_at: status === 'done' ? nowIso() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const done = await insert('done');
    const running = await insert('running');
    try {
      const detail = await t.callOk('evidence/analyses/detail', { analysis_id: done.id }, admin);
      expect(Math.abs((off.reliability as number) - 0.67)).toBeGreaterThan(0.05);
      expect(detail.reliability_warnings).toEqual([
        { dimension: off.dimension_code, set_up: off.reliability, evidence: 0.67 },
      ]);
      // Not before the study has finished.
      const unfinished = await t.callOk('evidence/analyses/detail', { analysis_id: running.id }, admin);
      expect(unfinished.reliability_warnings).toEqual([]);
    } finally {
      await t.deps.db.deleteFrom('evidence_analyses').where('id', 'in', [done.id, running.id]).execute();
    }
  });
});
