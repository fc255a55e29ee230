import { MIN_NORM_SAMPLE, type NormSummary } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import {
  evidenceProject,
  type GeneratingItem,
  insertSimulees,
  publishedKeyedInstrument,
  runJobs,
} from '../../../test/support/evidence.fixtures';
import { idOfDemoCorporate, idOfInstrument, startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { rivalTenant } from '../../../test/tenants';
import { raiseBlueprintVersionFrom } from '../scoring-blueprints/final-scores.repository';
import { normTableProblems } from '../scoring-blueprints/norm-tables';
import { recalculateProjectJob } from '../scoring-runs/recalculate-project';
import { projectScoring, scoreParticipants } from '../scoring-runs/scoring-runs.service';
import { nextNormVersion, proposeNorm } from './proposed-norm';

// Norms from an analysis's sample: simulees answer the demo ability test (whose blueprint is in
// use), are scored by the recalculation job, analysed, and their raw scores proposed as a sten
// table; saving it must raise the norm and blueprint versions while earlier results keep theirs.

const DIMENSION = 'GENERAL-REASONING';
/** A second dimension of the same blueprint (the same items, weighted twice), without a norm yet. */
const SECOND = 'NORMS-DOUBLE-REASONING';
const SAMPLE_N = 150;
const SMALL_SCORED = 20;

/** The norm a sample makes, when it makes one (the tests below give it one). */
const proposedTable = (...args: Parameters<typeof proposeNorm>) => proposeNorm(...args) as NormSummary;

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let instrumentId: number;
let sampleProject: number;
let laterProject: number;
let sampleAnalysis: number;
let smallAnalysis: number;
let unnormedAnalysis: number;

const noReport = async () => {};

/** Raw scores of the dimension in a project's stored results, read straight from the table. */
async function storedRaws(projectId: number) {
  const rows = await t.deps.db
    .selectFrom('results as r')
    .innerJoin('participants as p', 'p.id', 'r.participant_id')
    .select(['r.result_json', 'r.blueprint_version', 'r.norm_versions_json'])
    .where('p.project_id', '=', projectId)
    .execute();
  return rows.map((r) => {
    const result = JSON.parse(r.result_json);
    return {
      raw: result.dimensions[DIMENSION].raw as number,
      sten: result.dimensions[DIMENSION].scaled?.sten as number,
      blueprintVersion: Number(r.blueprint_version),
      normVersions: JSON.parse(r.norm_versions_json ?? '{}') as Record<string, string>,
    };
  });
}

async function analysed(token: string, body: Record<string, unknown>) {
  const { analysis_id } = await t.callOk('evidence/analyses/new', body as never, token);
  await runJobs(t);
  const detail = await t.callOk('evidence/analyses/detail', { analysis_id }, token);
  expect(detail.status).toBe('done');
  return analysis_id as number;
}

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  rival = await rivalTenant(t, { slug: 'norms-rival' });
  instrumentId = await idOfInstrument(t, 'DEMO-ABILITY');
  const version = await t.deps.db
    .selectFrom('instrument_versions')
    .select(['id', 'content_json'])
    .where('instrument_id', '=', instrumentId)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const content = JSON.parse(version.content_json) as {
    sections: { items: { id: string; key: string }[] }[];
  };
  const stored = content.sections.flatMap((s) => s.items);
  const items: GeneratingItem[] = stored.map((_, j) => ({ a: 1.2, b: -1.5 + (3 * j) / stored.length }));
  const common = { itemIds: stored.map((i) => i.id), keys: stored.map((i) => i.key), items };
  const instrument = { instrumentId, versionId: version.id };
  const corporate = await idOfDemoCorporate(t);
  // Added before anyone is scored, so the sample's results carry its raw scores too.
  await t.callOk('test-dimensions/new', { code: SECOND, name: 'Reasoning, weighted twice' }, admin);
  const { scoring_blueprint_id: blueprintId } = await t.deps.db
    .selectFrom('instruments')
    .select('scoring_blueprint_id')
    .where('id', '=', instrumentId)
    .executeTakeFirstOrThrow();
  await t.callOk(
    'quiz-scorings/blueprint-dimensions/new',
    {
      blueprint_id: Number(blueprintId),
      dimension_code: SECOND,
      aggregation: 'sum',
      indicators: [{ code: 'GR-ITEMS', weight: 2 }],
    },
    admin,
  );
  const simulated = async (name: string, n: number, seed: number) => {
    const project = await evidenceProject(t, corporate, name, instrument);
    await insertSimulees(t, { ...project, corporateId: corporate, ...common, n, seed, label: name });
    return project.projectId;
  };
  sampleProject = await simulated('norm-sample', SAMPLE_N, 11);
  laterProject = await simulated('norm-later', 12, 12);
  const smallProject = await simulated('norm-small', 40, 13);
  for (const projectId of [sampleProject, laterProject])
    await recalculateProjectJob(t.deps, { projectId }, noReport);
  // Only some of the small sample are scored: too few for a norm, though enough for an analysis.
  const smallIds = await t.deps.db
    .selectFrom('participants')
    .select('id')
    .where('project_id', '=', smallProject)
    .orderBy('id')
    .limit(SMALL_SCORED)
    .execute();
  await scoreParticipants(
    t.deps,
    await projectScoring(t.deps, smallProject),
    smallIds.map((p) => p.id),
  );

  sampleAnalysis = await analysed(consultant, {
    instrument_id: instrumentId,
    sample: { project_ids: [sampleProject] },
    model: 'Rasch',
  });
  smallAnalysis = await analysed(admin, {
    instrument_id: instrumentId,
    sample: { project_ids: [smallProject] },
    model: 'Rasch',
  });
  // An instrument without a scoring blueprint: scored by number correct, it has no norms.
  const plain = await publishedKeyedInstrument(t, admin, 'NORMS-PLAIN', 4);
  const plainProject = await evidenceProject(t, corporate, 'norm-plain', plain);
  await insertSimulees(t, {
    ...plainProject,
    corporateId: corporate,
    itemIds: plain.itemIds,
    keys: plain.keys,
    items: [0, 1, 2, 3].map((j) => ({ a: 1, b: j - 1.5 })),
    n: 40,
    seed: 14,
    label: 'plain',
  });
  unnormedAnalysis = await analysed(admin, {
    instrument_id: plain.instrumentId,
    sample: { project_ids: [plainProject.projectId] },
    model: 'Rasch',
  });
}, 180_000);
afterAll(() => t?.close());

describe('norms from an analysis', () => {
  // biome-ignore lint/suspicious/noExplicitAny: the preview as the call answers it.
  let preview: any;

  it("previews the sample's raw scores beside the norm in use, with a proposed sten table", async () => {
    preview = await t.callOk('evidence/norms/preview', { analysis_id: sampleAnalysis }, consultant);
    const raws = (await storedRaws(sampleProject)).map((r) => r.raw);
    const mean = raws.reduce((s, x) => s + x, 0) / raws.length;
    const sd = Math.sqrt(raws.reduce((s, x) => s + (x - mean) ** 2, 0) / (raws.length - 1));
    expect(preview).toMatchObject({ analysis_id: sampleAnalysis, scored_n: SAMPLE_N, minimum_n: 30 });
    expect(preview.make_up.n).toBe(SAMPLE_N);
    const [dimension] = preview.dimensions;
    expect(dimension.dimension_code).toBe(DIMENSION);
    expect(dimension.sample.n).toBe(SAMPLE_N);
    expect(dimension.sample.mean).toBeCloseTo(mean, 9);
    expect(dimension.sample.sd).toBeCloseTo(sd, 9);
    expect(dimension.sample.min).toBe(Math.min(...raws));
    expect(dimension.sample.max).toBe(Math.max(...raws));
    expect(dimension.current).toMatchObject({ norm_group: 'general', n: 412, norm_version: '2026.1' });
    const proposed = dimension.proposed;
    expect(proposed).toMatchObject({
      method: 'table',
      scale_kind: 'sten',
      n: SAMPLE_N,
      norm_version: '2026.2',
    });
    expect(proposed.mean).toBeCloseTo(mean, 9);
    expect(normTableProblems(proposed.rows, proposed.raw_step)).toEqual([]);
    // The rows reach over the sample's raw scores and the range of the norm they replace (0–8).
    const current = dimension.current.rows;
    expect(proposed.rows[0].raw_min).toBe(Math.min(dimension.sample.min, current[0].raw_min));
    expect(proposed.rows.at(-1).raw_max).toBe(Math.max(dimension.sample.max, current.at(-1).raw_max));
    const median = dimension.sample.percentiles.find((p: { p: number }) => p.p === 50).raw;
    const row = proposed.rows.filter((r: { raw_min: number }) => r.raw_min <= median).at(-1);
    expect(Math.abs(row.scaled - 5.5)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(row.percentile - 50)).toBeLessThan(20);
  });

  it('saves the proposal as a new norm and blueprint version; earlier results keep theirs', async () => {
    const before = preview.blueprint.version;
    const later = await storedRaws(laterProject);
    expect(later.every((r) => r.blueprintVersion === before && r.normVersions[DIMENSION] === '2026.1')).toBe(
      true,
    );
    const saved = await t.callOk(
      'evidence/norms/save',
      { analysis_id: sampleAnalysis, dimension_codes: [DIMENSION] },
      admin,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(saved.blueprint_id).toBe(preview.blueprint.id);
    expect(saved.blueprint_version).toBeGreaterThan(before);
    expect(saved.saved).toEqual([
      {
        dimension_code: DIMENSION,
        norm_group: 'general',
        norm_version: '2026.2',
        previous_norm_version: '2026.1',
        n: SAMPLE_N,
        norm_date: today,
      },
    ]);
    const kept = await t.callOk(
      'quiz-scorings/blueprints/version',
      { id: saved.blueprint_id, version: saved.blueprint_version },
      admin,
    );
    const final = kept.definition.finals.find(
      (f: { dimension_code: string }) => f.dimension_code === DIMENSION,
    );
    expect(final).toMatchObject({ norm_version: '2026.2', n: SAMPLE_N, norm_date: today });
    expect(final.rows).toEqual(preview.dimensions[0].proposed.rows);
    const old = await t.callOk(
      'quiz-scorings/blueprints/version',
      { id: saved.blueprint_id, version: before },
      admin,
    );
    expect(old.definition.finals[0].norm_version).toBe('2026.1');

    // Results scored before keep their blueprint and norm versions; a recalculation uses the new norm.
    const sample = await storedRaws(sampleProject);
    expect(sample.every((r) => r.blueprintVersion === before && r.normVersions[DIMENSION] === '2026.1')).toBe(
      true,
    );
    await recalculateProjectJob(t.deps, { projectId: laterProject }, noReport);
    const rescored = await storedRaws(laterProject);
    for (const r of rescored) {
      expect(r.blueprintVersion).toBe(saved.blueprint_version);
      expect(r.normVersions[DIMENSION]).toBe('2026.2');
      const row = final.rows.find(
        (x: { raw_min: number; raw_max: number }) => x.raw_min <= r.raw && r.raw <= x.raw_max,
      );
      expect(r.sten).toBe(row?.scaled);
    }
    // And the next save of the same sample raises the norm version again.
    const again = await t.callOk('evidence/norms/preview', { analysis_id: sampleAnalysis }, admin);
    expect(again.dimensions[0].current.norm_version).toBe('2026.2');
    expect(again.dimensions[0].proposed.norm_version).toBe('2026.3');
  });

  it('saves several dimensions as one blueprint version; a table keeps the sample mean and SD', async () => {
    const proposal = await t.callOk('evidence/norms/preview', { analysis_id: sampleAnalysis }, admin);
    const before = proposal.blueprint.version;
    const saved = await t.callOk(
      'evidence/norms/save',
      { analysis_id: sampleAnalysis, dimension_codes: [DIMENSION, SECOND] },
      admin,
    );
    expect(saved.blueprint_version).toBe(before + 1);
    expect(saved.saved.map((s: { norm_version: string }) => s.norm_version)).toEqual(['2026.3', '1']);
    const head = await t.deps.db
      .selectFrom('scoring_blueprints')
      .select('version')
      .where('id', '=', saved.blueprint_id)
      .executeTakeFirstOrThrow();
    expect(Number(head.version)).toBe(before + 1);

    // Both versions are kept: the one the save replaced and the one it made.
    const old = await t.callOk(
      'quiz-scorings/blueprints/version',
      { id: saved.blueprint_id, version: before },
      admin,
    );
    expect(old.definition.finals.map((f: { dimension_code: string }) => f.dimension_code)).toEqual([
      DIMENSION,
    ]);
    const kept = await t.callOk(
      'quiz-scorings/blueprints/version',
      { id: saved.blueprint_id, version: before + 1 },
      admin,
    );
    // biome-ignore lint/suspicious/noExplicitAny: the finals as the call answers them.
    const finals = new Map<string, any>(kept.definition.finals.map((f: any) => [f.dimension_code, f]));
    const list = await t.callOk(
      'quiz-scorings/final-scores/datatable',
      { blueprint_id: saved.blueprint_id, start: 0, length: 50 },
      admin,
    );
    expect(list.data).toHaveLength(2);
    for (const code of [DIMENSION, SECOND]) {
      const dimension = proposal.dimensions.find(
        (d: { dimension_code: string }) => d.dimension_code === code,
      );
      const final = finals.get(code);
      expect(final).toMatchObject({ method: 'table', n: SAMPLE_N, rows: dimension.proposed.rows });
      expect(final.mean).toBeCloseTo(dimension.sample.mean, 9);
      expect(final.sd).toBeCloseTo(dimension.sample.sd, 9);
      const listed = list.data.find((f: { dimension_code: string }) => f.dimension_code === code);
      expect(listed).toMatchObject({ mean: final.mean, sd: final.sd, norm_version: final.norm_version });
    }
    expect(finals.get(SECOND).mean).toBeCloseTo(2 * finals.get(DIMENSION).mean, 9);

    // A table scores by its rows alone: the mean and SD kept beside them change no sten.
    await recalculateProjectJob(t.deps, { projectId: laterProject }, noReport);
    const rescored = await storedRaws(laterProject);
    const rows = finals.get(DIMENSION).rows as Array<{ raw_min: number; raw_max: number; scaled: number }>;
    for (const r of rescored) {
      expect(r.blueprintVersion).toBe(before + 1);
      expect(r.normVersions[DIMENSION]).toBe('2026.3');
      expect(r.sten).toBe(rows.find((x) => x.raw_min <= r.raw && r.raw <= x.raw_max)?.scaled);
    }
  });

  it('writes no norm into a blueprint changed since it was read', async () => {
    const { blueprint } = await t.callOk('evidence/norms/preview', { analysis_id: sampleAnalysis }, admin);
    expect(await raiseBlueprintVersionFrom(t.deps.db, blueprint.id, blueprint.version - 1)).toBeUndefined();
    const head = await t.deps.db
      .selectFrom('scoring_blueprints')
      .select('version')
      .where('id', '=', blueprint.id)
      .executeTakeFirstOrThrow();
    expect(Number(head.version)).toBe(blueprint.version);
  });

  it('refuses what makes no norm, with a message naming the field', async () => {
    const small = await t.call('evidence/norms/preview', { analysis_id: smallAnalysis }, admin);
    expect(small.status).toBe(400);
    expect(small.body.error?.message).toBe(
      `sample: only ${SMALL_SCORED} participants of the sample are scored with the blueprint in use; a norm needs at least ${MIN_NORM_SAMPLE}`,
    );
    expect(SMALL_SCORED).toBeLessThan(MIN_NORM_SAMPLE);

    await expectRefusal(t.call('evidence/norms/preview', { analysis_id: unnormedAnalysis }, admin), {
      status: 400,
      message: /^analysis_id: .* has no scoring blueprint in use/,
    });

    await expectRefusal(
      t.call('evidence/norms/save', { analysis_id: sampleAnalysis, dimension_codes: ['NO-SUCH'] }, admin),
      { status: 400, message: /^dimension_codes\.0: 'NO-SUCH'/ },
    );

    const unknown = await t.call('evidence/norms/preview', { analysis_id: 999_999 }, admin);
    expect(unknown.status).toBe(404);

    // Queued, not yet run: no figures to build a norm from.
    const { analysis_id: queued } = await t.callOk(
      'evidence/analyses/new',
      { instrument_id: instrumentId, sample: { project_ids: [sampleProject] } },
      consultant,
    );
    await expectRefusal(t.call('evidence/norms/preview', { analysis_id: queued }, consultant), {
      status: 400,
      message: /^analysis_id: analysis \d+ is queued/,
    });
  });

  it("hides other tenants' analyses and lets only admins save", async () => {
    const foreign = await t.call(
      'evidence/norms/preview',
      { analysis_id: sampleAnalysis },
      rival.consultantToken,
    );
    expect(foreign.status).toBe(404);
    // An admin's analysis reads everyone's participants: not a consultant's to see.
    const admins = await t.call('evidence/norms/preview', { analysis_id: smallAnalysis }, consultant);
    expect(admins.status).toBe(404);
    const save = { analysis_id: sampleAnalysis, dimension_codes: [DIMENSION] };
    for (const [token, body] of [
      [collaborator, { analysis_id: sampleAnalysis }],
      [rival.token, { analysis_id: sampleAnalysis }],
    ] as const)
      expect((await t.call('evidence/norms/preview', body, token)).status).toBe(403);
    for (const token of [collaborator, consultant, rival.consultantToken])
      expect((await t.call('evidence/norms/save', save, token)).status).toBe(403);
  });
});

describe('proposed norms', () => {
  const T_SCORES_OF_THE_GENERAL_GROUP = {
    scaleKind: 'T',
    rawStep: 1,
    normGroup: 'general',
    normVersion: '1',
    normDate: '2026-11-27',
  } as const;

  it('covers a raw range with gaps in the sample without gaps or overlaps', () => {
    const values = [0, 0, 2, 2, 2, 5, 5, 7, 9, 9, 9, 9, 12, 15, 15, 20];
    const norm = proposedTable(values, T_SCORES_OF_THE_GENERAL_GROUP);
    if (typeof norm === 'string') throw new Error(norm);
    expect(normTableProblems(norm.rows, norm.raw_step)).toEqual([]);
    expect(norm.rows[0].raw_min).toBe(0);
    expect(norm.rows.at(-1)?.raw_max).toBe(20);
    const scaled = norm.rows.map((r) => r.scaled);
    expect(scaled).toEqual([...scaled].sort((a, b) => a - b));
  });

  it('keeps rows of mean scores free of floating-point crumbs', () => {
    const values = Array.from({ length: 60 }, (_, i) => 1 + (i % 20) / 3);
    const norm = proposedTable(values, T_SCORES_OF_THE_GENERAL_GROUP);
    if (typeof norm === 'string') throw new Error(norm);
    expect(norm.raw_step).toBe(0.333333333);
    expect(normTableProblems(norm.rows, norm.raw_step)).toEqual([]);
    for (const row of norm.rows) expect(values).toContain(row.raw_max);
  });

  it('refuses a sample without spread, and steps norm versions', () => {
    expect(
      proposeNorm([3, 3, 3], {
        scaleKind: 'sten',
        rawStep: 1,
        normGroup: 'g',
        normVersion: '1',
        normDate: 'x',
      }),
    ).toEqual({
      en: 'every participant of the sample has the same raw score',
      id: 'semua peserta dalam sampel memiliki skor mentah yang sama',
    });
    expect(nextNormVersion(null)).toBe('1');
    expect(nextNormVersion('2026.1')).toBe('2026.2');
    expect(nextNormVersion('v9')).toBe('v10');
    expect(nextNormVersion('spring')).toBe('spring.2');
  });
});
