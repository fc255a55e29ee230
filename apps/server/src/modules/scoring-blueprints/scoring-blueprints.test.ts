import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { finishWithSixRight } from '../../../test/support/demo-answers';
import { callsUnder, expectForbiddenCalls } from '../../../test/support/forbidden-calls';
import { insertInstrumentRow } from '../../../test/support/library-rows';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { nowIso } from '../../lib/clock';
import { DEMO_PARTICIPANT_CODE } from '../../seed/demo-content';
import { DEMO_SCORING } from '../../seed/demo-scoring';
import { scoreParticipantJob } from '../scoring-runs/scoring-runs.service';
import { blueprintOfInstrument } from './scoring-blueprints.repository';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let instrumentId: number;

/** Four keyed single-choice items; the key of each is 'A'. */
const ITEMS = ['q1', 'q2', 'q3', 'q4'].map((id) => ({
  id,
  type: 'single',
  stem: `Question ${id}`,
  options: [
    { id: 'A', text: 'Right' },
    { id: 'B', text: 'Wrong' },
  ],
  key: 'A',
}));

const insertInstrument = (code: string) =>
  insertInstrumentRow(t, code, {
    sections: [{ id: 's_1', title: 'S', time_limit_seconds: null, items: ITEMS }],
    itemCount: ITEMS.length,
  });

async function insertLibrary() {
  const now = nowIso();
  const stamps = { description: '', created_at: now, updated_at: now };
  const dim = await t.deps.db
    .insertInto('test_dimensions')
    .values({ code: 'NUM', name: 'Numerical ability', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('test_dimensions')
    .values({ code: 'VERB', name: 'Verbal ability', ...stamps })
    .execute();
  await t.deps.db
    .insertInto('indicators')
    .values([
      { dimension_id: dim.id, code: 'NUM-CALC', name: 'Calculation', position: 0, ...stamps },
      { dimension_id: dim.id, code: 'NUM-SERIES', name: 'Series', position: 1, ...stamps },
    ])
    .execute();
}

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  await insertLibrary();
  instrumentId = await insertInstrument('QS-1');
});
afterAll(() => t.close());

async function newBlueprint(name: string, instrument = instrumentId) {
  return t.callOk('quiz-scorings/blueprints/new', { instrument_id: instrument, name }, admin);
}

/** A blueprint scoring NUM from NUM-CALC (every item, through the untagged indicator). */
async function scoredBlueprint(name: string) {
  const bp = await newBlueprint(name);
  await t.callOk(
    'quiz-scorings/blueprint-settings/new',
    {
      blueprint_id: bp.id,
      raw_score_method: 'sum',
      missing_policy: 'zero',
      untagged_indicator_code: 'NUM-CALC',
    },
    admin,
  );
  await t.callOk(
    'quiz-scorings/blueprint-dimensions/new',
    { blueprint_id: bp.id, dimension_code: 'NUM', indicators: [{ code: 'NUM-CALC', weight: 1 }] },
    admin,
  );
  return bp;
}

const stenRows = [
  { raw_min: 0, raw_max: 1, scaled: 3 },
  { raw_min: 2, raw_max: 2, scaled: 5 },
  { raw_min: 3, raw_max: 3, scaled: 7 },
  { raw_min: 4, raw_max: 4, scaled: 9 },
];
const finalScore = (blueprintId: number, extra: Record<string, unknown> = {}) => ({
  blueprint_id: blueprintId,
  dimension_code: 'NUM',
  method: 'table' as const,
  scale_kind: 'sten' as const,
  rows: stenRows,
  n: 250,
  norm_date: '2026-01-01',
  norm_version: 'v1',
  ...extra,
});

const withoutBlueprint = <T extends { blueprint_id: number }>({ blueprint_id: _, ...rest }: T) => rest;

describe('quiz-scorings: blueprints', () => {
  it('creates, lists, details, updates and removes a blueprint', async () => {
    const bp = await newBlueprint('Lifecycle');
    expect(bp).toMatchObject({
      instrument_id: instrumentId,
      name: 'Lifecycle',
      version: 1,
      instrument_code: 'QS-1',
    });
    const page = await t.callOk(
      'quiz-scorings/blueprints/datatable',
      { instrument_id: instrumentId, search: { value: 'lifecyc' } },
      admin,
    );
    expect(page.data.map((r: { id: number }) => r.id)).toEqual([bp.id]);
    expect(page.recordsTotal).toBeGreaterThanOrEqual(1);
    const detail = await t.callOk('quiz-scorings/blueprints/detail', { id: bp.id }, admin);
    expect(detail.dimension_options.find((d: { code: string }) => d.code === 'NUM').indicators).toHaveLength(
      2,
    );
    const updated = await t.callOk(
      'quiz-scorings/blueprints/update',
      { id: bp.id, name: 'Lifecycle 2', description: 'Renamed' },
      admin,
    );
    expect(updated).toMatchObject({ name: 'Lifecycle 2', description: 'Renamed', translations: {} });
    // Its name and norm groups in other languages: saved compacted, kept when an update leaves them out.
    const translated = await t.callOk(
      'quiz-scorings/blueprints/update',
      {
        id: bp.id,
        name: 'Lifecycle 2',
        description: 'Renamed',
        translations: {
          id: { name: ' Siklus 2 ', norm_groups: { general: 'umum', graduates: '' } },
          en: { name: '' },
        },
      },
      admin,
    );
    expect(translated.translations).toEqual({ id: { name: 'Siklus 2', norm_groups: { general: 'umum' } } });
    const kept = await t.callOk(
      'quiz-scorings/blueprints/update',
      { id: bp.id, name: 'Lifecycle 2', description: 'Renamed again' },
      admin,
    );
    expect(kept.translations).toEqual({ id: { name: 'Siklus 2', norm_groups: { general: 'umum' } } });
    await expectRefusal(
      t.call(
        'quiz-scorings/blueprints/update',
        { id: bp.id, name: 'Lifecycle 2', description: '', translations: { id: { name: 'x'.repeat(201) } } },
        admin,
      ),
      { status: 400, field: 'translations.id.name' },
    );
    expect(await t.callOk('quiz-scorings/blueprints/mark-as-removed', { id: bp.id }, admin)).toEqual({
      ok: true,
    });
    expect((await t.call('quiz-scorings/blueprints/detail', { id: bp.id }, admin)).status).toBe(404);
  });

  it('answers 409 for a duplicate name on the same instrument and 404 for an unknown instrument', async () => {
    await newBlueprint('Twin');
    await expectRefusal(
      t.call('quiz-scorings/blueprints/new', { instrument_id: instrumentId, name: 'twin' }, admin),
      { status: 409, message: "A scoring blueprint named 'twin' already exists for this instrument." },
    );
    const other = await insertInstrument('QS-OTHER');
    expect(
      (await t.call('quiz-scorings/blueprints/new', { instrument_id: other, name: 'Twin' }, admin)).status,
    ).toBe(200);
    expect(
      (await t.call('quiz-scorings/blueprints/new', { instrument_id: 99999, name: 'X' }, admin)).status,
    ).toBe(404);
  });

  it('scores an instrument with the blueprint in use: its first, until an admin chooses another', async () => {
    const instrument = await insertInstrument('QS-IN-USE');
    const create = (name: string) =>
      t.callOk('quiz-scorings/blueprints/new', { instrument_id: instrument, name }, admin);
    const inUse = async () => {
      const page = await t.callOk('quiz-scorings/blueprints/datatable', { instrument_id: instrument }, admin);
      return page.data.filter((r: { in_use: boolean }) => r.in_use).map((r: { name: string }) => r.name);
    };
    const first = await create('First');
    expect(first.in_use).toBe(true);
    // A newer blueprint does not take over: trying one out changes nobody's scores.
    const second = await create('Second');
    expect(second.in_use).toBe(false);
    expect(await inUse()).toEqual(['First']);
    expect((await blueprintOfInstrument(t.deps.db, instrument))?.id).toBe(first.id);

    const chosen = await t.callOk('quiz-scorings/blueprints/use-for-scoring', { id: second.id }, admin);
    expect(chosen).toMatchObject({ id: second.id, in_use: true, version: 1 });
    expect(await inUse()).toEqual(['Second']);
    expect((await blueprintOfInstrument(t.deps.db, instrument))?.id).toBe(second.id);

    // The one in use cannot go while another could score in its place.
    await expectRefusal(t.call('quiz-scorings/blueprints/mark-as-removed', { id: second.id }, admin), {
      status: 409,
      message: "'Second' scores Instrument QS-IN-USE. Use another of its blueprints for scoring first.",
    });
    await t.callOk('quiz-scorings/blueprints/mark-as-removed', { id: first.id }, admin);
    await t.callOk('quiz-scorings/blueprints/mark-as-removed', { id: second.id }, admin);
    expect(await blueprintOfInstrument(t.deps.db, instrument)).toBeUndefined();
    // The next blueprint of an instrument with none in use scores it.
    expect((await create('Third')).in_use).toBe(true);
    expect((await t.call('quiz-scorings/blueprints/use-for-scoring', { id: 99999 }, admin)).status).toBe(404);
  });
});

describe('quiz-scorings: parts', () => {
  it('runs CRUD on every part and raises the blueprint version with each change', async () => {
    const bp = await scoredBlueprint('All parts');
    const v = async () => (await t.callOk('quiz-scorings/blueprints/detail', { id: bp.id }, admin)).version;
    expect(await v()).toBe(3);

    const settings = await t.callOk(
      'quiz-scorings/blueprint-settings/datatable',
      { blueprint_id: bp.id },
      admin,
    );
    expect(settings.data[0]).toMatchObject({ raw_score_method: 'sum', missing_policy: 'zero' });
    const s2 = await t.callOk(
      'quiz-scorings/blueprint-settings/update',
      {
        id: settings.data[0].id,
        raw_score_method: 'mean',
        missing_policy: 'person-mean',
        untagged_indicator_code: 'NUM-CALC',
      },
      admin,
    );
    expect(s2.raw_score_method).toBe('mean');
    expect(await v()).toBe(4);

    const dims = await t.callOk(
      'quiz-scorings/blueprint-dimensions/datatable',
      { blueprint_id: bp.id },
      admin,
    );
    expect(dims.data[0]).toMatchObject({ dimension_code: 'NUM', dimension_name: 'Numerical ability' });
    const vd = await t.callOk(
      'quiz-scorings/blueprint-dimensions/new',
      { blueprint_id: bp.id, dimension_code: 'VERB', indicators: [{ code: 'NUM-SERIES', weight: 0.5 }] },
      admin,
    );
    const vdDetail = await t.callOk('quiz-scorings/blueprint-dimensions/detail', { id: vd.id }, admin);
    expect(vdDetail.indicators).toEqual([{ code: 'NUM-SERIES', weight: 0.5 }]);

    const group = await t.callOk(
      'quiz-scorings/group-dimensions/new',
      {
        blueprint_id: bp.id,
        code: 'ALL',
        name: 'Overall',
        source: 'raw',
        dimensions: [
          { code: 'NUM', weight: 2 },
          { code: 'VERB', weight: 1 },
        ],
      },
      admin,
    );
    expect(group).toMatchObject({ code: 'ALL', source: 'raw', aggregation: 'sum' });
    const g2 = await t.callOk(
      'quiz-scorings/group-dimensions/update',
      {
        id: group.id,
        code: 'ALL',
        name: 'Overall score',
        source: 'raw',
        dimensions: [{ code: 'NUM', weight: 1 }],
      },
      admin,
    );
    expect(g2.name).toBe('Overall score');
    expect(
      (await t.callOk('quiz-scorings/group-dimensions/detail', { id: group.id }, admin)).dimensions,
    ).toHaveLength(1);
    expect(
      (await t.callOk('quiz-scorings/group-dimensions/datatable', { blueprint_id: bp.id }, admin))
        .recordsTotal,
    ).toBe(1);

    const fs = await t.callOk('quiz-scorings/final-scores/new', finalScore(bp.id), admin);
    expect(fs).toMatchObject({ norm_group: 'general', n: 250, norm_version: 'v1', rows: stenRows });
    const fs2 = await t.callOk(
      'quiz-scorings/final-scores/update',
      { ...withoutBlueprint(finalScore(bp.id)), id: fs.id, norm_version: 'v2' },
      admin,
    );
    expect(fs2.norm_version).toBe('v2');
    expect((await t.callOk('quiz-scorings/final-scores/detail', { id: fs.id }, admin)).rows).toHaveLength(4);
    expect(
      (await t.callOk('quiz-scorings/final-scores/datatable', { blueprint_id: bp.id }, admin)).data,
    ).toHaveLength(1);

    const gob = await t.callOk(
      'quiz-scorings/gob-blueprints/new',
      {
        blueprint_id: bp.id,
        target_code: 'NUM',
        scale: 'sten',
        bands: [
          { min: 1, max: 4, level: 'Low', colour: '#c62828' },
          {
            min: 5,
            max: 10,
            level: 'High',
            colour: '#2e7d32',
            description: 'Above the norm',
            translations: { id: { level: 'Tinggi', description: 'Di atas norma' } },
          },
        ],
      },
      admin,
    );
    expect(gob.bands[1]).toMatchObject({
      level: 'High',
      description: 'Above the norm',
      translations: { id: { level: 'Tinggi', description: 'Di atas norma' } },
    });
    const gob2 = await t.callOk(
      'quiz-scorings/gob-blueprints/update',
      {
        id: gob.id,
        target_code: 'NUM',
        scale: 'sten',
        bands: [{ min: 1, max: 10, level: 'Any', colour: '#112233' }],
      },
      admin,
    );
    expect(gob2.bands).toHaveLength(1);
    expect((await t.callOk('quiz-scorings/gob-blueprints/detail', { id: gob.id }, admin)).target_code).toBe(
      'NUM',
    );
    expect(
      (await t.callOk('quiz-scorings/gob-blueprints/datatable', { blueprint_id: bp.id }, admin)).data,
    ).toHaveLength(1);

    const ind = await t.callOk(
      'quiz-scorings/indicator-scores/new',
      {
        blueprint_id: bp.id,
        indicator_code: 'NUM-CALC',
        bands: [
          { max: 1, level: 'Low', colour: '#aa0000' },
          { min: 2, level: 'High', colour: '#00aa00' },
        ],
      },
      admin,
    );
    expect(ind).toMatchObject({ indicator_code: 'NUM-CALC', indicator_name: 'Calculation' });
    await t.callOk(
      'quiz-scorings/indicator-scores/update',
      { id: ind.id, indicator_code: 'NUM-CALC', bands: [{ level: 'All', colour: '#000000' }] },
      admin,
    );
    expect(
      (await t.callOk('quiz-scorings/indicator-scores/detail', { id: ind.id }, admin)).bands,
    ).toHaveLength(1);
    expect(
      (await t.callOk('quiz-scorings/indicator-scores/datatable', { blueprint_id: bp.id }, admin)).data,
    ).toHaveLength(1);

    const ch = await t.callOk(
      'quiz-scorings/character-blueprints/new',
      {
        blueprint_id: bp.id,
        type_code: 'ANALYST',
        name: 'The analyst',
        description: 'Strong with numbers.',
        conditions: [{ dimension: 'NUM', op: '>=', value: 7 }],
      },
      admin,
    );
    expect(ch).toMatchObject({ scale: 'sten', match: 'all', position: 0 });
    await t.callOk(
      'quiz-scorings/character-blueprints/update',
      {
        ...ch,
        id: ch.id,
        blueprint_id: undefined,
        created_at: undefined,
        updated_at: undefined,
        name: 'Analyst',
      },
      admin,
    );
    expect((await t.callOk('quiz-scorings/character-blueprints/detail', { id: ch.id }, admin)).name).toBe(
      'Analyst',
    );
    expect(
      (await t.callOk('quiz-scorings/character-blueprints/datatable', { blueprint_id: bp.id }, admin)).data,
    ).toHaveLength(1);

    const before = await v();
    for (const [path, id] of [
      ['quiz-scorings/character-blueprints/mark-as-removed', ch.id],
      ['quiz-scorings/indicator-scores/mark-as-removed', ind.id],
      ['quiz-scorings/gob-blueprints/mark-as-removed', gob.id],
      ['quiz-scorings/final-scores/mark-as-removed', fs.id],
      ['quiz-scorings/group-dimensions/mark-as-removed', group.id],
      ['quiz-scorings/blueprint-dimensions/mark-as-removed', vd.id],
      ['quiz-scorings/blueprint-settings/mark-as-removed', settings.data[0].id],
    ] as const) {
      expect(await t.callOk(path, { id }, admin)).toEqual({ ok: true });
    }
    expect(await v()).toBe(before + 7);
    expect((await t.call('quiz-scorings/final-scores/detail', { id: fs.id }, admin)).status).toBe(404);
  });

  it('refuses to remove a dimension something else uses (409)', async () => {
    const bp = await scoredBlueprint('In use');
    await t.callOk('quiz-scorings/final-scores/new', finalScore(bp.id), admin);
    const dims = await t.callOk(
      'quiz-scorings/blueprint-dimensions/datatable',
      { blueprint_id: bp.id },
      admin,
    );
    await expectRefusal(
      t.call('quiz-scorings/blueprint-dimensions/mark-as-removed', { id: dims.data[0].id }, admin),
      { status: 409, message: "'NUM' has final scores (norm tables); remove them first." },
    );
  });

  it('reads settings by id and updates a dimension, refusing a second settings row (409)', async () => {
    const bp = await scoredBlueprint('Dimension update');
    const [settings] = (
      await t.callOk('quiz-scorings/blueprint-settings/datatable', { blueprint_id: bp.id }, admin)
    ).data;
    expect(
      await t.callOk('quiz-scorings/blueprint-settings/detail', { id: settings.id }, admin),
    ).toMatchObject({
      blueprint_id: bp.id,
      raw_score_method: 'sum',
      untagged_indicator_code: 'NUM-CALC',
    });
    const second = await t.call('quiz-scorings/blueprint-settings/new', { blueprint_id: bp.id }, admin);
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe('This blueprint already has settings; update them instead.');

    const [dim] = (
      await t.callOk('quiz-scorings/blueprint-dimensions/datatable', { blueprint_id: bp.id }, admin)
    ).data;
    const updated = await t.callOk(
      'quiz-scorings/blueprint-dimensions/update',
      {
        id: dim.id,
        dimension_code: 'NUM',
        aggregation: 'mean',
        indicators: [
          { code: 'NUM-CALC', weight: 2 },
          { code: 'NUM-SERIES', weight: 0.5 },
        ],
        reliability: 0.82,
      },
      admin,
    );
    expect(updated).toMatchObject({
      aggregation: 'mean',
      reliability: 0.82,
      dimension_name: 'Numerical ability',
    });
    expect(
      (await t.callOk('quiz-scorings/blueprint-dimensions/detail', { id: dim.id }, admin)).indicators,
    ).toEqual([
      { code: 'NUM-CALC', weight: 2 },
      { code: 'NUM-SERIES', weight: 0.5 },
    ]);
    // A dimension may keep its own code on update, but an unknown indicator is named.
    await expectRefusal(
      t.call(
        'quiz-scorings/blueprint-dimensions/update',
        { id: dim.id, dimension_code: 'NUM', indicators: [{ code: 'NUM-NOPE', weight: 1 }] },
        admin,
      ),
      { status: 400, message: "indicators.0.code: unknown indicator 'NUM-NOPE'" },
    );
    expect((await t.callOk('quiz-scorings/blueprints/detail', { id: bp.id }, admin)).version).toBe(4);
  });
});

describe('quiz-scorings: bad input', () => {
  let bp: { id: number };
  beforeAll(async () => {
    bp = await scoredBlueprint('Bad input');
  });
  const expect400 = async (path: string, body: unknown, message: string) => {
    const res = await t.call(path, body, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error?.message).toBe(message);
  };

  it('names overlapping, gapped and unordered norm rows', async () => {
    const rows = (list: Array<[number, number]>) =>
      list.map(([raw_min, raw_max], i) => ({ raw_min, raw_max, scaled: i + 1 }));
    await expect400(
      'quiz-scorings/final-scores/new',
      finalScore(bp.id, {
        rows: rows([
          [0, 5],
          [6, 11],
          [12, 15],
          [14, 18],
        ]),
      }),
      'rows: rows 3 and 4 overlap: 12–15 and 14–18',
    );
    await expect400(
      'quiz-scorings/final-scores/new',
      finalScore(bp.id, {
        rows: rows([
          [0, 5],
          [7, 9],
        ]),
      }),
      'rows: rows 1 and 2 leave a gap: 0–5 and 7–9',
    );
    await expect400(
      'quiz-scorings/final-scores/new',
      finalScore(bp.id, {
        rows: rows([
          [6, 9],
          [0, 5],
        ]),
      }),
      'rows: rows 1 and 2 are out of order: 6–9 comes before 0–5; sort by raw_min',
    );
  });

  it("maps the engine's norm check to a 400 (percentile out of range, SD 0)", async () => {
    await expect400(
      'quiz-scorings/final-scores/new',
      finalScore(bp.id, { scale_kind: 'percentile', rows: [{ raw_min: 0, raw_max: 4, scaled: 100 }] }),
      'rows: norm NUM@general@v1: row 0: percentile must lie strictly between 0 and 100',
    );
    await expect400(
      'quiz-scorings/final-scores/new',
      finalScore(bp.id, { method: 'parametric', mean: 2, sd: 0, rows: [] }),
      'sd: norm NUM@general@v1: sd must be a positive number',
    );
  });

  it('names a weight that is not a number', async () => {
    await expect400(
      'quiz-scorings/blueprint-dimensions/new',
      { blueprint_id: bp.id, dimension_code: 'VERB', indicators: [{ code: 'NUM-CALC', weight: 'heavy' }] },
      'indicators.0.weight: weight must be a number',
    );
    await expect400(
      'quiz-scorings/group-dimensions/new',
      { blueprint_id: bp.id, code: 'G', name: 'G', dimensions: [{ code: 'NUM', weight: '2x' }] },
      'dimensions.0.weight: weight must be a number',
    );
  });

  it('names unknown dimension and indicator codes', async () => {
    await expect400(
      'quiz-scorings/blueprint-dimensions/new',
      { blueprint_id: bp.id, dimension_code: 'NOPE', indicators: [{ code: 'NUM-CALC', weight: 1 }] },
      "dimension_code: unknown test dimension 'NOPE'",
    );
    await expect400(
      'quiz-scorings/blueprint-dimensions/new',
      { blueprint_id: bp.id, dimension_code: 'VERB', indicators: [{ code: 'NUM-NOPE', weight: 1 }] },
      "indicators.0.code: unknown indicator 'NUM-NOPE'",
    );
    await expect400(
      'quiz-scorings/group-dimensions/new',
      { blueprint_id: bp.id, code: 'G', name: 'G', dimensions: [{ code: 'VERB', weight: 1 }] },
      "dimensions.0.code: unknown dimension 'VERB'",
    );
    await expect400(
      'quiz-scorings/final-scores/new',
      finalScore(bp.id, { dimension_code: 'VERB' }),
      "dimension_code: unknown dimension 'VERB'",
    );
    await expect400(
      'quiz-scorings/character-blueprints/new',
      {
        blueprint_id: bp.id,
        type_code: 'X',
        name: 'X',
        conditions: [{ dimension: 'VERB', op: '>', value: 5 }],
      },
      "conditions.0.dimension: unknown dimension 'VERB'",
    );
    await expect400(
      'quiz-scorings/indicator-scores/new',
      { blueprint_id: bp.id, indicator_code: 'NOPE', bands: [{ level: 'L', colour: '#000000' }] },
      "indicator_code: unknown indicator 'NOPE'",
    );
    await expect400(
      'quiz-scorings/blueprint-settings/update',
      {
        id: (await t.callOk('quiz-scorings/blueprint-settings/datatable', { blueprint_id: bp.id }, admin))
          .data[0].id,
        untagged_indicator_code: 'NOPE',
      },
      "untagged_indicator_code: unknown indicator 'NOPE'",
    );
  });

  it('names a band colour that is not hex, and a band with min above max', async () => {
    await expect400(
      'quiz-scorings/gob-blueprints/new',
      { blueprint_id: bp.id, target_code: 'NUM', bands: [{ min: 1, max: 5, level: 'Low', colour: 'red' }] },
      'bands.0.colour: colour must be a hex colour such as #2e7d32',
    );
    await expect400(
      'quiz-scorings/gob-blueprints/new',
      {
        blueprint_id: bp.id,
        target_code: 'NUM',
        bands: [{ min: 6, max: 5, level: 'Low', colour: '#ff0000' }],
      },
      'band set gob:NUM: band 0: min > max',
    );
    await expect400(
      'quiz-scorings/gob-blueprints/new',
      {
        blueprint_id: bp.id,
        target_code: 'NUM',
        bands: [
          { min: 1, max: 5, level: 'Low', colour: '#ff0000', translations: { indonesian: { level: 'x' } } },
        ],
      },
      "bands.0.translations.indonesian: 'indonesian' is not a language code such as id, en or zh-CN",
    );
  });

  it('answers 409 for duplicates', async () => {
    const dup = async (path: string, body: unknown) => {
      const res = await t.call(path, body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      return res.body.error?.message;
    };
    expect(
      await dup('quiz-scorings/blueprint-dimensions/new', {
        blueprint_id: bp.id,
        dimension_code: 'NUM',
        indicators: [{ code: 'NUM-CALC', weight: 1 }],
      }),
    ).toBe("This blueprint already scores the dimension 'NUM'.");
    expect(await dup('quiz-scorings/blueprint-settings/new', { blueprint_id: bp.id })).toBe(
      'This blueprint already has settings; update them instead.',
    );
    await t.callOk('quiz-scorings/final-scores/new', finalScore(bp.id), admin);
    expect(await dup('quiz-scorings/final-scores/new', finalScore(bp.id))).toBe(
      "The dimension 'NUM' already has a final score for the norm group 'general'.",
    );
    await t.callOk(
      'quiz-scorings/group-dimensions/new',
      { blueprint_id: bp.id, code: 'G1', name: 'Group', dimensions: [{ code: 'NUM', weight: 1 }] },
      admin,
    );
    expect(
      await dup('quiz-scorings/group-dimensions/new', {
        blueprint_id: bp.id,
        code: 'G2',
        name: 'group',
        dimensions: [{ code: 'NUM', weight: 1 }],
      }),
    ).toBe("A group dimension named 'group' already exists in this blueprint.");
    const rule = {
      blueprint_id: bp.id,
      type_code: 'T1',
      name: 'Type',
      conditions: [{ dimension: 'NUM', op: '<' as const, value: 5 }],
    };
    await t.callOk('quiz-scorings/character-blueprints/new', rule, admin);
    expect(await dup('quiz-scorings/character-blueprints/new', { ...rule, type_code: 'T2' })).toBe(
      "A character type named 'Type' already exists in this blueprint.",
    );
    expect(
      await dup('quiz-scorings/gob-blueprints/new', {
        blueprint_id: bp.id,
        target_code: 'NUM',
        bands: [
          { level: 'Same', colour: '#000000' },
          { level: 'same', colour: '#ffffff' },
        ],
      }),
    ).toBe("bands.1.level: the level 'same' appears twice");
  });
});

describe('quiz-scorings: preview', () => {
  it("returns the engine's numbers for a known response set", async () => {
    const bp = await scoredBlueprint('Preview');
    await t.callOk('quiz-scorings/final-scores/new', finalScore(bp.id), admin);
    await t.callOk(
      'quiz-scorings/final-scores/new',
      finalScore(bp.id, { norm_group: 'managers', method: 'parametric', mean: 2, sd: 1, rows: [] }),
      admin,
    );
    await t.callOk(
      'quiz-scorings/gob-blueprints/new',
      {
        blueprint_id: bp.id,
        target_code: 'NUM',
        scale: 'sten',
        bands: [
          { min: 1, max: 6, level: 'Developing', colour: '#c62828' },
          { min: 7, max: 10, level: 'Strong', colour: '#2e7d32' },
        ],
      },
      admin,
    );
    await t.callOk(
      'quiz-scorings/character-blueprints/new',
      {
        blueprint_id: bp.id,
        type_code: 'ANALYST',
        name: 'Analyst',
        conditions: [{ dimension: 'NUM', op: '>=', value: 7 }],
      },
      admin,
    );
    const responses = { q1: 'A', q2: 'A', q3: 'A', q4: 'B' };
    const { result, blueprint_version } = await t.callOk(
      'quiz-scorings/blueprints/preview',
      { blueprint_id: bp.id, responses },
      admin,
    );
    expect(blueprint_version).toBe(7);
    expect(result.blueprint).toEqual({ id: `blueprint-${bp.id}`, version: '7' });
    expect(result.numberCorrect).toBe(3);
    const num = result.dimensions.NUM;
    expect(num.raw).toBe(3);
    // Row 3–3 → sten 7: z = (7 − 5.5)/2 = 0.75, T = 57.5, stanine ⌊2·0.75 + 5.5⌋ = 7.
    expect(num.scaled).toMatchObject({
      z: 0.75,
      sten: 7,
      T: 57.5,
      stanine: 7,
      normVersion: 'v1',
      clamped: false,
    });
    expect(num.scaled.percentile).toBeCloseTo(77.337, 2);
    expect(num.band).toMatchObject({ level: 'Strong', colour: '#2e7d32' });
    expect(result.characterTypes['character:sten']).toMatchObject({ type: 'ANALYST', label: 'Analyst' });

    const managers = await t.callOk(
      'quiz-scorings/blueprints/preview',
      { blueprint_id: bp.id, responses, norm_group: 'managers' },
      admin,
    );
    // Parametric mean 2, SD 1: z = 1, sten ⌊2 + 6⌋ = 8.
    expect(managers.result.dimensions.NUM.scaled).toMatchObject({ z: 1, sten: 8, T: 60 });
    expect(managers.result.characterTypes['character:sten'].type).toBe('ANALYST');
  });

  it('answers 400 with the engine message for a bad answer or an unknown item', async () => {
    const bp = await scoredBlueprint('Preview bad');
    await expectRefusal(
      t.call('quiz-scorings/blueprints/preview', { blueprint_id: bp.id, responses: { q1: 'Z' } }, admin),
      { status: 400, message: /q1/ },
    );
    const unknown = await t.call(
      'quiz-scorings/blueprints/preview',
      { blueprint_id: bp.id, responses: { nope: 'A' } },
      admin,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe('response to unknown item nope');
  });
});

describe('quiz-scorings: norm table import', () => {
  const upload = async (name: string, content: Buffer | string, token = admin) => {
    const boundary = '----asesa-test';
    const file = typeof content === 'string' ? Buffer.from(content) : content;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz-scorings/final-scores/import',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('reads a CSV with ; separators, quotes and decimal commas into preview rows', async () => {
    const csv = '\uFEFFRaw_Min;raw max;"scaled";percentile\r\n0;4;"2";5,5\r\n5;9;5;50\r\n10;x;8;\r\n';
    const res = await upload('norms.csv', csv);
    expect(res.status).toBe(200);
    expect(res.body.data.rows[0]).toEqual({
      line: 2,
      raw_min: 0,
      raw_max: 4,
      scaled: 2,
      percentile: 5.5,
      errors: [],
    });
    expect(res.body.data.rows[2].errors).toEqual(["raw_max 'x' is not a number"]);
    expect(res.body.data.valid).toBe(false);
  });

  it('reports gaps and overlaps of a comma CSV as table problems', async () => {
    const res = await upload('n.csv', 'raw_min,raw_max,scaled\n0,5,3\n4,8,5\n10,12,7\n');
    expect(res.body.data.problems).toEqual([
      'rows 1 and 2 overlap: 0–5 and 4–8',
      'rows 2 and 3 leave a gap: 4–8 and 10–12',
    ]);
    expect(res.body.data.valid).toBe(false);
  });

  it('reads an .xlsx workbook, checked by content not by name', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Norms');
    sheet.addRow(['raw_min', 'raw_max', 'scaled']);
    sheet.addRow([0, 3, 4]);
    sheet.addRow([4, 6, 6]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload('table.csv', buffer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      rows: [
        { line: 2, raw_min: 0, raw_max: 3, scaled: 4, percentile: null, errors: [] },
        { line: 3, raw_min: 4, raw_max: 6, scaled: 6, percentile: null, errors: [] },
      ],
      problems: [],
      valid: true,
    });
  });

  it('refuses binary that is neither, a missing column, and an oversized file', async () => {
    const png = await upload('x.xlsx', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
    expect(png.status).toBe(400);
    expect(png.body.error.message).toBe('file: upload a .csv or .xlsx file');
    const header = await upload('x.csv', 'raw_min,scaled\n1,2\n');
    expect(header.body.data.problems).toEqual([
      'the header row needs the columns raw_min, raw_max and scaled; missing raw_max',
    ]);
    const big = await upload('big.csv', `raw_min,raw_max,scaled\n${'1,1,1\n'.repeat(120_000)}`);
    expect(big.status).toBe(413);
  });

  it('is admin-only', async () => {
    expect((await upload('n.csv', 'raw_min,raw_max,scaled\n', consultant)).status).toBe(403);
  });
});

describe('quiz-scorings: access', () => {
  it('answers 403 to consultants and collaborators on every call', async () => {
    const paths = callsUnder('quiz-scorings/');
    // 8 CRUD families, the preview, the version read and the choice of the blueprint in use (the
    // upload is checked above).
    expect(paths).toHaveLength(43);
    const band = { level: 'L', colour: '#000000' };
    // A valid body for each part's new/update, so the answer is about access, not input.
    const fields: Record<string, Record<string, unknown>> = {
      blueprints: { instrument_id: instrumentId, name: 'N' },
      'blueprint-settings': {},
      'blueprint-dimensions': { dimension_code: 'NUM', indicators: [{ code: 'NUM-CALC', weight: 1 }] },
      'group-dimensions': { code: 'G', name: 'G', dimensions: [{ code: 'NUM', weight: 1 }] },
      'character-blueprints': {
        type_code: 'T',
        name: 'T',
        conditions: [{ dimension: 'NUM', op: '>', value: 1 }],
      },
      'gob-blueprints': { target_code: 'NUM', bands: [band] },
      'final-scores': finalScore(1),
      'indicator-scores': { indicator_code: 'NUM-CALC', bands: [band] },
    };
    const bodyFor = (path: string) => {
      const [, part, action] = path.split('/');
      if (action === 'preview') return { blueprint_id: 1, responses: {} };
      if (action === 'version') return { id: 1, version: 1 };
      if (action === 'datatable') return { blueprint_id: 1 };
      if (['detail', 'mark-as-removed', 'use-for-scoring'].includes(action)) return { id: 1 };
      if (action === 'new') return { blueprint_id: 1, ...fields[part] };
      return { ...fields[part], blueprint_id: undefined, id: 1, instrument_id: undefined };
    };
    await expectForbiddenCalls(t, paths, [consultant, collaborator], bodyFor);
  });
});

describe('quiz-scorings: participant scoring', () => {
  it('scores a participant through the seeded blueprint and records its version', async () => {
    const db = t.deps.db;
    const participant = await db
      .selectFrom('participants')
      .select('id')
      .where('participant_code', '=', DEMO_PARTICIPANT_CODE)
      .executeTakeFirstOrThrow();
    const subs = await db
      .selectFrom('submissions as s')
      .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
      .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
      .select(['s.id', 'v.content_json', 'v.instrument_id'])
      .where('s.participant_id', '=', participant.id)
      .execute();
    // A blueprint authored since does not score until an admin chooses it.
    for (const sub of subs)
      await t.callOk(
        'quiz-scorings/blueprints/new',
        { instrument_id: sub.instrument_id, name: 'Authored later, not in use' },
        admin,
      );
    const now = nowIso();
    for (const sub of subs) await finishWithSixRight(t, sub, now);
    await scoreParticipantJob(t.deps, { participantId: participant.id });

    const blueprint = await db
      .selectFrom('scoring_blueprints')
      .select(['id', 'version'])
      .where('name', '=', DEMO_SCORING.blueprintName)
      .executeTakeFirstOrThrow();
    const results = await db
      .selectFrom('results')
      .selectAll()
      .where('participant_id', '=', participant.id)
      .orderBy('instrument_version_id')
      .execute();
    // The reasoning test, the Work Style Inventory and the adaptive test, each through its own blueprint.
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({
      blueprint_id: blueprint.id,
      blueprint_version: blueprint.version,
      number_correct: 6,
    });
    const result = JSON.parse(results[0].result_json);
    expect(result.blueprint).toEqual({ id: `blueprint-${blueprint.id}`, version: String(blueprint.version) });
    const gr = result.dimensions[DEMO_SCORING.dimension.code];
    expect(gr.raw).toBe(6);
    expect(gr.scaled).toMatchObject({ sten: DEMO_SCORING.stens[6], normVersion: '2026.1' });
    expect(gr.band.level).toBe('Meets expectations');
  });
});
