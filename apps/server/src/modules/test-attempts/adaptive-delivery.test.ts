import { ADAPTIVE_ANSWERED, ANSWER_REFUSALS, ITEM_NOT_SERVED } from '@asesa/contracts';
import { catStepRng, compileBank, createRng, nextItemDecision } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { publishAdaptiveInstrument } from '../../../test/support/adaptive.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { registeredParticipant } from '../../../test/support/registered-participant';

// Adaptive delivery through HTTP on a real database: the server decides each next item, gives
// the participant only that item, refuses answers to anything else, and decides each step once.

let t: TestApp;
let admin: string;
let consultant: string;
let instrumentId: number;

/** A 40-item 2PL bank: difficulties spread over −2.5..2.5, the key always A. */
const BANK = Array.from({ length: 40 }, (_, i) => ({
  stem: `Bank question ${i + 1}`,
  a: 1.2 + (i % 4) * 0.2,
  b: -2.5 + (5 * i) / 39,
}));
const SETTINGS = {
  start_theta: 0,
  exposure: 'none',
  max_exposure: 1,
  content_balance: false,
  se_target: 0.45,
  min_items: 3,
  max_items: 15,
  final_estimator: 'EAP',
};

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  instrumentId = await publishAdaptiveInstrument(t, admin, 'CAT-DELIVERY', {
    settings: SETTINGS,
    items: BANK.map((q) => ({
      type: 'single',
      stem: q.stem,
      options: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: `Option ${id}` })),
      key: 'A',
      irt: { model: '2PL', a: q.a, b: q.b },
    })),
  });
});
afterAll(() => t.close());

async function newCandidate() {
  const project = await t.callOk(
    'projects/new',
    { account_corporate_id: 1, name: `Adaptive ${Date.now()}`, instrument_ids: [instrumentId] },
    consultant,
  );
  return registeredParticipant(t, project.id);
}

type Attempt = {
  resume_item_id: string | null;
  sections: Array<{
    items: Array<{ id: string }>;
    adaptive?: { stopped: boolean; max_items: number } | null;
  }>;
};

const start = (code: string, submissionId: number) =>
  t.callOk('test-activities/mark-as-started', {
    participant_code: code,
    submission_id: submissionId,
  }) as Promise<Attempt>;
const read = (code: string, submissionId: number) =>
  t.callOk('test-activities/instrument', {
    participant_code: code,
    attempt_id: submissionId,
  }) as Promise<Attempt>;
const save = (code: string, submissionId: number, submission: Record<string, unknown>) =>
  t.call('test-activities/submission', { participant_code: code, submission_id: submissionId, submission });

/** The stored bank (ids and parameters) as the server holds it, to replay decisions with the engine. */
async function storedBank() {
  const detail = await t.callOk('instruments/detail', { id: instrumentId }, admin);
  return detail.sections[0].items.map((i: { id: string; irt: { a: number; b: number } }) => ({
    id: i.id,
    irt: { model: '2PL' as const, a: i.irt.a, b: i.irt.b },
  }));
}

/** Answers A (right) or B (wrong) by a simulee of ability θ. */
function responder(theta: number, seed: number) {
  const rng = createRng(seed);
  return (item: { irt: { a: number; b: number } }) =>
    rng.next() < 1 / (1 + Math.exp(-item.irt.a * (theta - item.irt.b))) ? 'A' : 'B';
}

describe('adaptive delivery', () => {
  it('gives one item at a time, never the bank or the keys, and stops where the engine stops', async () => {
    const bank = await storedBank();
    const byId = new Map(bank.map((b: { id: string }) => [b.id, b]));
    const p = await newCandidate();
    const bodies: string[] = [];
    let attempt = await start(p.code, p.submissionId);
    bodies.push(JSON.stringify(attempt));
    const answerOf = responder(0.8, 7);
    const given: Array<{ itemId: string; response: number }> = [];
    let seq = 1;
    while (attempt.resume_item_id) {
      const itemId = attempt.resume_item_id;
      expect(attempt.sections[0].items.map((i) => i.id)).toEqual([...given.map((g) => g.itemId), itemId]);
      const answer = answerOf(byId.get(itemId) as never);
      const res = await save(p.code, p.submissionId, { [itemId]: { value: answer, seq: seq++ } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      bodies.push(JSON.stringify(res.body));
      given.push({ itemId, response: answer === 'A' ? 1 : 0 });
      attempt = await read(p.code, p.submissionId);
      bodies.push(JSON.stringify(attempt));
    }
    expect(attempt.sections[0].adaptive).toEqual({ max_items: 15, stopped: true });

    // The engine, given the same bank, settings and answers, stops after the same items (no
    // exposure control: the choice does not depend on the seed).
    const compiled = compileBank(bank);
    const options = { maxItems: 15, minItems: 3, seTarget: 0.45, quadrature: { mean: 0 } };
    const expected: string[] = [];
    for (;;) {
      const d = nextItemDecision(
        compiled,
        options,
        { administered: given.slice(0, expected.length) },
        catStepRng(1, expected.length),
      );
      if (!d.itemId) {
        expect(d.stopReason).toBe('se-target');
        break;
      }
      expected.push(d.itemId);
    }
    expect(given.map((g) => g.itemId)).toEqual(expected);
    expect(given.length).toBeGreaterThanOrEqual(3);
    expect(given.length).toBeLessThan(15);

    // Nothing the participant received names an item it was not given, a key or a parameter.
    const served = new Set(given.map((g) => g.itemId));
    const unserved = bank.map((b: { id: string }) => b.id).filter((id: string) => !served.has(id));
    const home = await t.callOk('test-activities/home', { participant_code: p.code });
    bodies.push(JSON.stringify(home));
    for (const body of bodies) {
      for (const id of unserved) expect(body).not.toContain(id);
      expect(body).not.toMatch(/"(key|keys|irt|thresholds|weights)"/);
    }
  });

  it('refuses answers to items it did not give, and changes to answered ones; a resend changes nothing', async () => {
    const bank = await storedBank();
    const p = await newCandidate();
    const first = await start(p.code, p.submissionId);
    const firstItem = first.resume_item_id as string;
    const other = bank.find((b: { id: string }) => b.id !== firstItem).id as string;

    const notServed = await save(p.code, p.submissionId, { [other]: { value: 'A', seq: 1 } });
    expect(notServed.status).toBe(409);
    expect(notServed.body.error).toMatchObject({
      message: ITEM_NOT_SERVED,
      reason: ANSWER_REFUSALS.notServed,
    });

    const answered = await save(p.code, p.submissionId, { [firstItem]: { value: 'A', seq: 2 } });
    expect(answered.status).toBe(200);
    const second = await read(p.code, p.submissionId);
    const next = second.resume_item_id as string;
    expect(next).not.toBe(firstItem);
    // The save answers the item it chose, as the attempt content then shows it.
    expect((answered.body.data as { next_item_id: string }).next_item_id).toBe(next);

    // The device resends the same save (its answer got lost): acknowledged, and the same next item.
    const resend = await save(p.code, p.submissionId, { [firstItem]: { value: 'A', seq: 2 } });
    expect(resend.status).toBe(200);
    expect((resend.body.data as { ignored: number }).ignored).toBe(1);
    expect((await read(p.code, p.submissionId)).resume_item_id).toBe(next);
    expect((await start(p.code, p.submissionId)).resume_item_id).toBe(next);

    const change = await save(p.code, p.submissionId, { [firstItem]: { value: 'B', seq: 3 } });
    expect(change.status).toBe(409);
    expect(change.body.error).toMatchObject({
      message: ADAPTIVE_ANSWERED,
      reason: ANSWER_REFUSALS.itemClosed,
    });
    const stored = await t.deps.db
      .selectFrom('answers')
      .select(['item_id', 'value'])
      .where('submission_id', '=', p.submissionId)
      .execute();
    expect(stored).toEqual([{ item_id: firstItem, value: 'A' }]);
  });

  it('decides a step lost in a crash again, the same, from the stored seed', async () => {
    const p = await newCandidate();
    const first = await start(p.code, p.submissionId);
    await save(p.code, p.submissionId, { [first.resume_item_id as string]: { value: 'B', seq: 1 } });
    const next = (await read(p.code, p.submissionId)).resume_item_id;
    // The server died after storing the answer and before storing its decision.
    await t.deps.db
      .deleteFrom('adaptive_steps')
      .where('submission_id', '=', p.submissionId)
      .where('step', '=', 1)
      .execute();
    expect((await read(p.code, p.submissionId)).resume_item_id).toBe(next);
    const steps = await t.deps.db
      .selectFrom('adaptive_steps')
      .select('step')
      .where('submission_id', '=', p.submissionId)
      .execute();
    expect(steps.map((s) => s.step).sort()).toEqual([0, 1]);
  });
});
