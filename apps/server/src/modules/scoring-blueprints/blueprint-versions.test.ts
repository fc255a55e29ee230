import { createScorer } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { finishWithSixRight } from '../../../test/support/demo-answers';
import { startAppAs } from '../../../test/support/module-setup';
import { submissionsWithContent } from '../../../test/support/submission-contents';
import { nowIso } from '../../lib/clock';
import { DEMO_PARTICIPANT_CODE } from '../../seed/demo-content';
import { DEMO_SCORING } from '../../seed/demo-scoring';
import { responsesOf, type ScoringContent } from '../instruments/item-definitions';
import { scoreParticipantJob } from '../scoring-runs/scoring-runs.service';
import { buildEngineBlueprint } from './blueprint-builder';
import { keepBlueprintVersion } from './blueprint-versions';

// A result names the blueprint version that scored it; these tests check that version's
// definition stays readable and rebuilds the very same result after the blueprint has changed.

let t: TestApp;
let admin: string;
let participantId: number;
let blueprintId: number;

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  const db = t.deps.db;
  participantId = (
    await db
      .selectFrom('participants')
      .select('id')
      .where('participant_code', '=', DEMO_PARTICIPANT_CODE)
      .executeTakeFirstOrThrow()
  ).id;
  blueprintId = (
    await db
      .selectFrom('scoring_blueprints')
      .select('id')
      .where('name', '=', DEMO_SCORING.blueprintName)
      .executeTakeFirstOrThrow()
  ).id;
  await finishDemoParticipant();
});
afterAll(() => t.close());

/** The demo participant answers six of the eight reasoning items right, agrees with every statement of the inventory and finishes. */
async function finishDemoParticipant() {
  const subs = await submissionsWithContent(t, participantId);
  const now = nowIso();
  for (const sub of subs) await finishWithSixRight(t, sub, now);
}

/** The participant's stored result of the reasoning test (the first), with the content and answers it was scored from. */
async function storedResult() {
  const db = t.deps.db;
  const row = await db
    .selectFrom('results as r')
    .innerJoin('submissions as s', 's.id', 'r.submission_id')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select(['r.submission_id', 'r.blueprint_id', 'r.blueprint_version', 'r.result_json', 'v.content_json'])
    .where('r.participant_id', '=', participantId)
    .orderBy('pi.position')
    .executeTakeFirstOrThrow();
  const answers = await db
    .selectFrom('answers')
    .select(['item_id', 'value'])
    .where('submission_id', '=', row.submission_id)
    .execute();
  return { ...row, answers };
}

const readVersion = (version: number, token = admin) =>
  t.call<Record<string, unknown>>('quiz-scorings/blueprints/version', { id: blueprintId, version }, token);

describe('quiz-scorings: blueprint versions', () => {
  it('keeps the definition a result was scored with, readable and rebuildable after the blueprint changed', async () => {
    await scoreParticipantJob(t.deps, { participantId });
    const first = await storedResult();
    const oldVersion = first.blueprint_version!;
    expect(first.blueprint_id).toBe(blueprintId);

    // The norm table changes: a new version, and the participant rescored with it.
    const finals = await t.callOk(
      'quiz-scorings/final-scores/datatable',
      { blueprint_id: blueprintId },
      admin,
    );
    const { id, created_at: _c, updated_at: _u, blueprint_id: _b, ...final } = finals.data[0];
    const newRows = final.rows.map((r: { scaled: number }) => ({ ...r, scaled: Math.max(1, r.scaled - 1) }));
    await t.callOk(
      'quiz-scorings/final-scores/update',
      { ...final, id, rows: newRows, norm_version: '2026.2' },
      admin,
    );
    await scoreParticipantJob(t.deps, { participantId });
    const second = await storedResult();
    expect(second.blueprint_version).toBe(oldVersion + 1);
    expect(second.result_json).not.toBe(first.result_json);

    // Both versions are readable; each holds its own norm table.
    const old = await readVersion(oldVersion);
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({
      blueprint_id: blueprintId,
      version: oldVersion,
      current_version: oldVersion + 1,
    });
    const oldDefinition = old.body.data!.definition as Parameters<typeof buildEngineBlueprint>[0];
    expect(oldDefinition.version).toBe(oldVersion);
    expect(oldDefinition.finals[0]).toMatchObject({ norm_version: '2026.1', rows: final.rows });
    const current = await readVersion(oldVersion + 1);
    expect(current.status).toBe(200);
    const newDefinition = current.body.data!.definition as typeof oldDefinition;
    expect(newDefinition.finals[0]).toMatchObject({ norm_version: '2026.2', rows: newRows });

    // The old definition is exactly what scored: rebuilt over the same content, it gives the old result.
    const content = JSON.parse(first.content_json) as ScoringContent;
    for (const [definition, result] of [
      [oldDefinition, first],
      [newDefinition, second],
    ] as const) {
      const blueprint = buildEngineBlueprint(definition, content);
      const rebuilt = createScorer(blueprint).score(responsesOf(blueprint.items, result.answers));
      expect(JSON.parse(JSON.stringify(rebuilt))).toEqual(JSON.parse(result.result_json));
    }

    // Kept once per version, whatever the number of scorings.
    await scoreParticipantJob(t.deps, { participantId });
    const kept = await t.deps.db
      .selectFrom('scoring_blueprint_versions')
      .select('version')
      .where('blueprint_id', '=', blueprintId)
      .orderBy('version')
      .execute();
    expect(kept.map((k) => k.version)).toEqual([oldVersion, oldVersion + 1]);
  });

  it('keeps the current version on first read, so later reads answer the same', async () => {
    const bp = await t.callOk(
      'quiz-scorings/blueprints/new',
      { instrument_id: await demoInstrumentId(), name: 'Unscored' },
      admin,
    );
    const first = await t.call<{ kept_at: string; definition: { name: string; dimensions: unknown[] } }>(
      'quiz-scorings/blueprints/version',
      { id: bp.id, version: 1 },
      admin,
    );
    expect(first.status).toBe(200);
    expect(first.body.data!.definition).toMatchObject({ name: 'Unscored', dimensions: [], settings: null });
    const again = await t.call('quiz-scorings/blueprints/version', { id: bp.id, version: 1 }, admin);
    expect(again.body.data).toEqual(first.body.data);
  });

  it('names what is wrong: a version never used, one not reached yet, a bad number, an unknown blueprint', async () => {
    const unused = await readVersion(1);
    expect(unused.status).toBe(404);
    expect(unused.body.error?.message).toMatch(/version 1 of this blueprint scored nobody/);
    const future = await readVersion(999);
    expect(future.status).toBe(404);
    expect(future.body.error?.message).toMatch(/version 999 does not exist yet/);
    for (const version of [0, 1.5, 'two']) {
      const res = await t.call('quiz-scorings/blueprints/version', { id: blueprintId, version }, admin);
      expect(res.status, String(version)).toBe(400);
      expect(res.body.error?.message).toMatch(/version/);
    }
    const unknown = await t.call('quiz-scorings/blueprints/version', { id: 999_999, version: 1 }, admin);
    expect(unknown.status).toBe(404);
  });

  it('answers 403 to consultants and collaborators', async () => {
    for (const who of ['consultant', 'collaborator'] as const) {
      const res = await readVersion(1, await t.signIn(who));
      expect(res.status, who).toBe(403);
    }
  });

  it('lets the first of concurrent writers of a version win', async () => {
    const base = (await readVersion((await currentVersion()) as number)).body.data!.definition as Parameters<
      typeof keepBlueprintVersion
    >[1];
    // A made-up version number no cache has seen; each writer brings a different name.
    const writers = Array.from({ length: 6 }, (_, i) => ({ ...base, version: 5000, name: `writer ${i}` }));
    await Promise.all(writers.map((d) => keepBlueprintVersion(t.deps.db, d)));
    const rows = await t.deps.db
      .selectFrom('scoring_blueprint_versions')
      .select('definition_json')
      .where('blueprint_id', '=', blueprintId)
      .where('version', '=', 5000)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].definition_json).name).toMatch(/^writer \d$/);
  });
});

/** The demo blueprint as stored now. */
const blueprintRow = () =>
  t.deps.db
    .selectFrom('scoring_blueprints')
    .select(['instrument_id', 'version'])
    .where('id', '=', blueprintId)
    .executeTakeFirstOrThrow();
const demoInstrumentId = async () => (await blueprintRow()).instrument_id;
const currentVersion = async () => (await blueprintRow()).version;
