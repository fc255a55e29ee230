import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import {
  type GeneratingItem,
  publishedKeyedInstrument,
  runJobs,
} from '../../../test/support/evidence.fixtures';
import { idOfDemoCorporate, startAppAs } from '../../../test/support/module-setup';
import { registeredParticipant } from '../../../test/support/registered-participant';
import { answerAndScore } from '../../../test/support/scored-submissions';
import { simulatedSample } from '../../../test/support/simulated-samples';

// Publishing an analysis's calibration: simulees of a known 2PL are calibrated, the estimates are
// published as the instrument's next version, and the version holds exactly those numbers. A
// project made before keeps (and scores with) the version it pinned; one made after gets the new.

const ITEMS: GeneratingItem[] = [
  { a: 1.0, b: -1.2 },
  { a: 1.4, b: -0.6 },
  { a: 0.9, b: -0.2 },
  { a: 1.2, b: 0.1 },
  { a: 1.6, b: 0.5 },
  { a: 0.8, b: 0.9 },
  { a: 1.1, b: 1.3 },
  { a: 1.3, b: -0.9 },
];
const N = 600;

// biome-ignore lint/suspicious/noExplicitAny: the engine's result is passed through untyped by the contract.
type Json = any;

let t: TestApp;
let admin: string;
let consultant: string;
let instrument: Awaited<ReturnType<typeof publishedKeyedInstrument>>;
let analysis: { id: number; detail: Json };

async function analyse(body: Record<string, unknown> = {}) {
  const { analysis_id } = await t.callOk(
    'evidence/analyses/new',
    { instrument_id: instrument.instrumentId, model: '2PL', ...body },
    admin,
  );
  await runJobs(t);
  const detail = await t.callOk('evidence/analyses/detail', { analysis_id }, admin);
  expect(detail.status).toBe('done');
  return { id: analysis_id as number, detail: detail as Json };
}

function publish(body: Record<string, unknown>, token = admin) {
  return t.call('evidence/analyses/publish-parameters', body, token);
}

async function versionContent(version: number) {
  const row = await t.deps.db
    .selectFrom('instrument_versions')
    .select(['id', 'content_json'])
    .where('instrument_id', '=', instrument.instrumentId)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  return { id: row.id, content: JSON.parse(row.content_json) as Json };
}

const itemsOf = (content: Json): Json[] => content.sections.flatMap((s: Json) => s.items);

function newProject(name: string) {
  return t.callOk(
    'projects/new',
    { account_corporate_id: 1, name, instrument_ids: [instrument.instrumentId] },
    consultant,
  );
}

/** A participant of the project answering every item with its key, scored by the real job. */
async function scoredParticipant(projectId: number, name: string) {
  const person = await registeredParticipant(t, projectId, name);
  const result = await answerAndScore(
    t,
    person,
    instrument.itemIds.map((itemId, j) => ({ itemId, value: instrument.keys[j] })),
  );
  return {
    version: result.version,
    numberCorrect: result.number_correct,
    result: JSON.parse(result.result_json),
  };
}

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  instrument = await publishedKeyedInstrument(t, admin, 'PUBLISH-2PL', ITEMS.length);
  const demoCorporate = await idOfDemoCorporate(t);
  await simulatedSample(t, demoCorporate, 'Publish sample', instrument, {
    items: ITEMS,
    n: N,
    seed: 20261127,
    label: 'publish',
  });
  analysis = await analyse();
});
afterAll(() => t.close());

describe('evidence/analyses/publish-parameters refusals', () => {
  let unfinished: number;

  it('refuses an analysis that has not finished, naming its state', async () => {
    const { analysis_id } = await t.callOk(
      'evidence/analyses/new',
      { instrument_id: instrument.instrumentId, model: '2PL' },
      admin,
    );
    const res = await publish({ analysis_id });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(
      `analysis_id: analysis ${analysis_id} is queued; only a finished (done) analysis has parameters to publish`,
    );
    await runJobs(t);
    unfinished = analysis_id;
  });

  it("refuses a finished analysis without a calibration, with the engine's reason", async () => {
    // As an analysis whose sample could not support a calibration ends: the other parts, no model.
    const row = await t.deps.db
      .selectFrom('evidence_analyses')
      .select('result_json')
      .where('id', '=', unfinished)
      .executeTakeFirstOrThrow();
    const result = {
      ...JSON.parse(row.result_json ?? '{}'),
      calibration: { unavailable: 'too few persons' },
    };
    await t.deps.db
      .updateTable('evidence_analyses')
      .set({ result_json: JSON.stringify(result) })
      .where('id', '=', unfinished)
      .execute();
    const res = await publish({ analysis_id: unfinished });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(
      `analysis_id: analysis ${unfinished} has no IRT calibration to publish (too few persons)`,
    );
  });

  it('answers 404 for an unknown analysis', async () => {
    const res = await publish({ analysis_id: 999_999 });
    expect(res.status).toBe(404);
  });

  it('refuses consultants, who do not publish to the instrument library', async () => {
    const res = await publish({ analysis_id: analysis.id }, consultant);
    expect(res.status).toBe(403);
    expect(res.body.error?.message).toMatch(/permission/);
  });

  it('refuses an item the analysis did not calibrate, by name', async () => {
    const res = await publish({ analysis_id: analysis.id, item_ids: [instrument.itemIds[0], 'i_nothere'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      message: "item_ids: 'i_nothere' is not calibrated by this analysis",
      field: 'item_ids',
    });
  });

  it('changes nothing when refused', async () => {
    const row = await t.deps.db
      .selectFrom('instruments')
      .select(['version', 'status'])
      .where('id', '=', instrument.instrumentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ version: 1, status: 'published' });
  });
});

describe('publishing an analysis of the newest version', () => {
  let before: { id: number };

  it('writes the calibration into a new version, keeping the rest of each item', async () => {
    before = await newProject('Made before the publication');
    const res = await publish({ analysis_id: analysis.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      instrument_id: instrument.instrumentId,
      version: 2,
      items_updated: ITEMS.length,
    });

    const v1 = await versionContent(1);
    const v2 = await versionContent(2);
    const calibrated = new Map<string, Json>(
      analysis.detail.result.calibration.items.map((item: Json) => [item.id, item]),
    );
    const oldItems = itemsOf(v1.content);
    const newItems = itemsOf(v2.content);
    expect(newItems.map((i) => i.id)).toEqual(instrument.itemIds);
    newItems.forEach((item, j) => {
      const estimate = calibrated.get(item.id);
      expect(estimate.model).toBe('2PL');
      expect(item.irt).toEqual({ model: '2PL', a: estimate.a, b: estimate.b[0] });
      const { irt: _new, ...rest } = item;
      const { irt: _old, ...was } = oldItems[j];
      expect(rest).toEqual(was);
    });
    // The estimates are the generating model's, within sampling error (so they are real estimates).
    newItems.forEach((item, j) => {
      expect(Math.abs(item.irt.b - ITEMS[j].b)).toBeLessThan(0.6);
    });
  });

  it('keeps the provenance with the version, and the draft takes the new items', async () => {
    const v2 = await versionContent(2);
    expect(v2.content.calibration).toEqual({
      analysis_id: analysis.id,
      instrument_version: 1,
      engine_version: analysis.detail.engine_version,
      model: '2PL',
      sample: analysis.detail.sample,
      n: N,
      item_ids: instrument.itemIds,
      published_at: expect.any(String),
    });
    const draft = await t.callOk('instruments/detail', { id: instrument.instrumentId }, admin);
    expect(draft).toMatchObject({ version: 2, status: 'published' });
    const draftItems = draft.sections.flatMap((s: Json) => s.items);
    expect(draftItems.map((i: Json) => i.irt)).toEqual(itemsOf(v2.content).map((i) => i.irt));
  });

  it('records the publication in the audit log', async () => {
    const row = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type', 'entity_id', 'changes_json'])
      .where('action', '=', 'evidence/analyses/publish-parameters')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ entity_type: 'instruments', entity_id: instrument.instrumentId });
    expect(JSON.parse(row.changes_json).version).toEqual([1, 2]);
  });

  it('leaves a project made before on its version; a project made after gets the new one', async () => {
    const old = await scoredParticipant(before.id, 'Before');
    expect(old).toMatchObject({ version: 1, numberCorrect: ITEMS.length });
    // Version 1 has no IRT parameters: no θ.
    expect(old.result.ability.theta).toBeNull();

    const after = await newProject('Made after the publication');
    expect(after.instruments[0]).toMatchObject({ id: instrument.instrumentId, version: 2 });
    const fresh = await scoredParticipant(after.id, 'After');
    expect(fresh).toMatchObject({ version: 2, numberCorrect: ITEMS.length });
    // Scored with the published parameters: every item right gives a θ above the mean.
    expect(fresh.result.ability.theta.theta).toBeGreaterThan(0.5);
  });

  it('refuses an analysis of an older version with 409, naming both versions', async () => {
    const res = await publish({ analysis_id: analysis.id });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      "analysis_id: the analysis calibrated version 1, but version 2 is the instrument's newest; publishing would drop the changes of version 2. Analyse version 2 and publish from that analysis",
    );
  });

  it('refuses while the draft has unpublished changes, with 409', async () => {
    const demoCorporate = await idOfDemoCorporate(t);
    const v2 = await versionContent(2);
    await simulatedSample(
      t,
      demoCorporate,
      'Publish sample v2',
      { ...instrument, versionId: v2.id },
      {
        items: ITEMS,
        n: 200,
        seed: 11,
        label: 'publish-v2',
      },
    );
    const latest = await analyse({ instrument_version: 2 });
    await t.callOk(
      'instruments/update',
      { id: instrument.instrumentId, name: 'Renamed in the draft', kind: 'ability' },
      admin,
    );
    const res = await publish({ analysis_id: latest.id });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      'analysis_id: the instrument has unpublished draft changes, which a version made from this analysis would silently drop; publish the draft (and analyse that version) or undo the changes first',
    );
  });
});
