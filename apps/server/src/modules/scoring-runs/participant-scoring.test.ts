import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { COMPETENCE_LEVELS as LEVELS } from '../../../test/support/library-rows';
import { idOfDemoCorporate, idOfInstrument, startAppAs } from '../../../test/support/module-setup';
import { finishedParticipant } from '../../../test/support/participants.fixtures';
import { idOfRow } from '../../../test/support/row-ids';
import { nowIso } from '../../lib/clock';
import { DEMO_SCORING } from '../../seed/demo-scoring';

// The demo ability test has 8 keyed items; its blueprint norms 'General reasoning' on a sten table
// (0…8 correct → 1 2 3 4 5 6 7 9 10) whose z is (sten − 5.5) / 2. Competence levels on the sten scale:
// 1 [1,4) Developing, 2 [4,7) Proficient, 3 [7,10] Role model. Job fit: 100 · max(0, 1 − S / 2), S the
// weighted mean shortfall in stens below the targets.

let t: TestApp;
let admin: string;
let consultant: string;
let corporateId: number;
let abilityId: number;

async function project(name: string, competences: Array<{ id: number; target: number; weight: number }>) {
  const p = await t.callOk(
    'projects/new',
    { account_corporate_id: corporateId, name, instrument_ids: [abilityId] },
    consultant,
  );
  // Competence targets set directly: this test is about scoring them, not about editing them.
  await t.deps.db.deleteFrom('project_competences').where('project_id', '=', p.id).execute();
  for (const [position, c] of competences.entries()) {
    await t.deps.db
      .insertInto('project_competences')
      .values({ project_id: p.id, competence_id: c.id, target_level: c.target, weight: c.weight, position })
      .execute();
  }
  return p.id as number;
}

async function competence(code: string, dimensionCode: string, weight: number) {
  const dimensionId = await idOfRow(t, 'test_dimensions', 'code', dimensionCode);
  const c = await t.callOk('competences/new', { code, name: `Competence ${code}`, levels: LEVELS }, admin);
  await t.callOk(
    'competences/dimension-scorings',
    { competence_id: c.id, scorings: [{ test_dimension_id: dimensionId, weight }] },
    admin,
  );
  return c.id as number;
}

const participant = (id: number) =>
  t.deps.db.selectFrom('participants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  corporateId = await idOfDemoCorporate(t);
  abilityId = await idOfInstrument(t, 'DEMO-ABILITY');
});
afterAll(() => t.close());

describe('participant scoring with competences and job fit', () => {
  let projectId: number;
  let scoredId: number;

  it('computes competence levels and the job fit from the normed dimension scores', async () => {
    const analytical = await competence('NUM-A', DEMO_SCORING.dimension.code, 1);
    const numeracy = await competence('NUM-B', DEMO_SCORING.dimension.code, 2);
    projectId = await project('Scoring check', [
      { id: analytical, target: 3, weight: 1 },
      { id: numeracy, target: 1, weight: 3 },
    ]);
    scoredId = (await finishedParticipant(t.deps, { projectId, corporateId, name: 'Sari Hand', correct: 3 }))
      .id;
    const p = await participant(scoredId);
    expect(p.status).toBe('scored');
    expect(p.score_percent).toBe(37.5); // 3 / 8
    // 3 correct → sten 4 → z = −0.75. NUM-A: −0.75 / √1; NUM-B: 2 · −0.75 / √4 = −0.75. Both sten 4, level 2.
    const competences = JSON.parse(p.competences_json!);
    expect(competences).toEqual([
      expect.objectContaining({
        code: 'NUM-A',
        z: -0.75,
        score: 4,
        level: 2,
        label: 'Proficient',
        reason: null,
      }),
      expect.objectContaining({
        code: 'NUM-B',
        z: -0.75,
        score: 4,
        level: 2,
        label: 'Proficient',
        reason: null,
      }),
    ]);
    // Targets: NUM-A level 3 → sten 7, short by 3; NUM-B level 1 → sten 1, reached.
    // S = (1 · 3 + 3 · 0) / 4 = 0.75; fit = 100 · (1 − 0.75 / 2) = 62.5. NUM-A carries 25 points and
    // its shortfall costs 37.5, so it adds −12.5; NUM-B adds its 75.
    expect(p.job_fit).toBe(62.5);
    const fit = JSON.parse(p.job_fit_json!);
    expect(fit.contributions.map((c: { contribution: number }) => c.contribution)).toEqual([-12.5, 75]);
    expect(fit.mean_shortfall).toBe(0.75);
    // The ability dimension's reliability (0.75) gives each competence an SE of √0.25 = 0.5 z = 1 sten.
    expect(competences[0]).toMatchObject({ se_sten: 1, sten_band: { low: 3, high: 5 }, target_sten: 7 });
    expect(fit.contributions[0].probability_met).toBeLessThan(0.01);
    expect(fit.contributions[1].probability_met).toBe(1);
    expect(fit.band).toMatchObject({ level: 0.8 });
    expect(fit.formula).toContain('s_j = score on the sten scale');
    const levels = await t.deps.db
      .selectFrom('participant_competences')
      .select(['score', 'level'])
      .where('participant_id', '=', scoredId)
      .orderBy('competence_id')
      .execute();
    expect(levels.map((l) => [Number(l.score), l.level])).toEqual([
      [4, 2],
      [4, 2],
    ]);
  });

  it('records the blueprint and the norm version each result used', async () => {
    const result = await t.deps.db
      .selectFrom('results')
      .selectAll()
      .where('participant_id', '=', scoredId)
      .executeTakeFirstOrThrow();
    const blueprint = await t.deps.db
      .selectFrom('scoring_blueprints')
      .select(['id', 'version'])
      .where('name', '=', DEMO_SCORING.blueprintName)
      .executeTakeFirstOrThrow();
    expect(result.blueprint_id).toBe(blueprint.id);
    expect(result.blueprint_version).toBe(blueprint.version);
    expect(JSON.parse(result.norm_versions_json!)).toEqual({ [DEMO_SCORING.dimension.code]: '2026.1' });
  });

  it('a recalculation after a norm change rescores and records the new norm version', async () => {
    const final = await t.deps.db
      .selectFrom('scoring_final_scores')
      .selectAll()
      .where('dimension_code', '=', DEMO_SCORING.dimension.code)
      .executeTakeFirstOrThrow();
    const before = await t.deps.db
      .selectFrom('scoring_blueprints')
      .select('version')
      .where('id', '=', final.blueprint_id)
      .executeTakeFirstOrThrow();
    // A new norm group sample: 3 correct is now sten 6 (z = 0.25).
    const stens = [1, 3, 4, 6, 7, 8, 9, 10, 10];
    await t.callOk(
      'quiz-scorings/final-scores/update',
      {
        id: final.id,
        dimension_code: final.dimension_code,
        norm_group: final.norm_group,
        method: 'table',
        scale_kind: 'sten',
        rows: stens.map((scaled, raw) => ({ raw_min: raw, raw_max: raw, scaled })),
        mean: null,
        sd: null,
        n: 530,
        norm_date: '2026-06-30',
        norm_version: '2026.2',
        raw_step: 1,
      },
      admin,
    );
    const { job_id } = await t.callOk(
      'projects/participants/recalculate',
      { project_id: projectId },
      consultant,
    );
    await t.deps.jobs.drain();
    expect(
      await t.callOk('projects/participants/recalculate-progress', { project_id: projectId }, consultant),
    ).toEqual({ job_id, status: 'done', progress: 100, error: null });

    const p = await participant(scoredId);
    const competences = JSON.parse(p.competences_json!);
    expect(competences.map((c: { score: number; level: number }) => [c.score, c.level])).toEqual([
      [6, 2],
      [6, 2],
    ]);
    // NUM-A now short by 1 sten: S = 1 / 4 → 100 · (1 − 0.25 / 2) = 87.5
    expect(p.job_fit).toBe(87.5);
    const result = await t.deps.db
      .selectFrom('results')
      .selectAll()
      .where('participant_id', '=', scoredId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(result.norm_versions_json!)).toEqual({ [DEMO_SCORING.dimension.code]: '2026.2' });
    expect(result.blueprint_version).toBeGreaterThan(before.version);
    expect(JSON.parse(result.result_json).dimensions[DEMO_SCORING.dimension.code].scaled.sten).toBe(6);
    const view = await t.callOk('projects/participants/results', { participant_id: scoredId }, consultant);
    expect(view.instruments[0].norm_versions).toEqual({ [DEMO_SCORING.dimension.code]: '2026.2' });
  });
});

describe('recalculation in batches', () => {
  it('rescores everyone who finished across write batches and skips who has not finished', async () => {
    const projectId = await project('Batches', []);
    const ids: number[] = [];
    for (let n = 0; n < 61; n++) {
      ids.push(
        (
          await finishedParticipant(t.deps, {
            projectId,
            corporateId,
            name: `Batch ${n}`,
            correct: n % 9,
            score: false,
          })
        ).id,
      );
    }
    // One of them is still taking a test: recalculation leaves them alone.
    await t.deps.db
      .updateTable('submissions')
      .set({ state: 'in_progress', finished_at: null })
      .where('participant_id', '=', ids[60])
      .execute();
    await t.callOk('projects/participants/recalculate', { project_id: projectId }, consultant);
    await t.deps.jobs.drain();
    const rows = await t.deps.db
      .selectFrom('participants')
      .select(['id', 'status', 'number_correct', 'score_percent'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
    expect(rows.slice(0, 60).every((r) => r.status === 'scored')).toBe(true);
    expect(rows.slice(0, 60).map((r) => r.number_correct)).toEqual(ids.slice(0, 60).map((_id, n) => n % 9));
    expect(rows[60]).toMatchObject({ status: 'completed', number_correct: null, score_percent: null });
    const results = await t.deps.db
      .selectFrom('results')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('participant_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(results.n)).toBe(60);
  });
});

describe('job fit without the data it needs', () => {
  it('is null with the reason kept when the project has no competences', async () => {
    const projectId = await project('No competences', []);
    const { id } = await finishedParticipant(t.deps, {
      projectId,
      corporateId,
      name: 'Nina None',
      correct: 5,
    });
    const p = await participant(id);
    expect(p.score_percent).toBe(62.5);
    expect(p.job_fit).toBeNull();
    expect(JSON.parse(p.job_fit_json!).reason).toBe(
      'The project has no competences, so there is no job fit.',
    );
    expect(JSON.parse(p.competences_json!)).toEqual([]);
  });

  it('is null with the reason kept when a competence dimension was not measured', async () => {
    const now = nowIso();
    await t.deps.db
      .insertInto('test_dimensions')
      .values({ code: 'UNMEASURED', name: 'Unmeasured', description: '', created_at: now, updated_at: now })
      .execute();
    const orphan = await competence('ORPHAN', 'UNMEASURED', 1);
    const projectId = await project('Missing dimension', [{ id: orphan, target: 2, weight: 1 }]);
    const { id } = await finishedParticipant(t.deps, {
      projectId,
      corporateId,
      name: 'Omar Orphan',
      correct: 6,
    });
    const p = await participant(id);
    expect(p.status).toBe('scored');
    expect(p.job_fit).toBeNull();
    const reason = JSON.parse(p.job_fit_json!).reason as string;
    expect(reason).toContain('Job fit needs every competence; missing: Competence ORPHAN');
    expect(reason).toContain('No normed score for dimension UNMEASURED');
    expect(JSON.parse(p.competences_json!)[0]).toMatchObject({ code: 'ORPHAN', score: null, level: null });
  });
});
