// Replays: random interleavings of what a participant's device does — save an answer
// (with the next sequence number), resend an earlier request (a retry after a lost answer: a
// save, a finish-section or the final submit), reload (read the attempt as the page does), start
// the next section, finish the current section, submit — checked against a model of the server:
// - the stored answers are, per item, the answer with the highest sequence number acknowledged;
// - a resent save never overwrites a newer answer;
// - a finished section (and a submitted test) never changes again: later saves are refused with
//   409 (section_closed), except a resend of answers the test already holds (acknowledged), and
//   its answers stay as they were when it closed;
// - a reload shows exactly the model's answers and last sequence number.
// One fresh participant per run, through the real app (in-process, app.inject) on SQLite.
import { ANSWER_REFUSALS } from '@asesa/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchAdmin, benchProject } from '../../bench/dataset';
import {
  createInstrument,
  saveContent,
  submitInstrument,
} from '../../src/modules/instruments/instruments.service';
import { enrolParticipant } from '../../src/modules/test-attempts/sittings.service';
import { startTestApp, type TestApp } from '../harness';
import { recordFigure } from './figures';

const RUNS = Number(process.env.REPLAY_RUNS ?? 10_000);
const SECTIONS = 2;
const ITEMS_PER_SECTION = 3;
const VALUES = ['A', 'B', 'C', 'D'] as const;

type Op =
  | { kind: 'save'; item: number; value: string }
  | { kind: 'resend'; pick: number }
  | { kind: 'reload' }
  | { kind: 'start' }
  | { kind: 'finishSection' }
  | { kind: 'submit' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      item: fc.nat(SECTIONS * ITEMS_PER_SECTION - 1),
      value: fc.constantFrom(...VALUES),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('resend' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'start' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'finishSection' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'submit' as const }) },
);

/** What the server should hold and answer: the model the real app is checked against. */
interface Model {
  section: number;
  started: boolean;
  finished: boolean;
  answers: Map<string, { value: string; seq: number }>;
  /** Per finished section, its answers when it closed. */
  closedAnswers: Map<number, Map<string, string>>;
}

type Request = { path: string; body: Record<string, unknown> };

describe('replays: random interleavings of save, resend, reload, finish and submit', () => {
  let t: TestApp;
  let projectId: number;
  let corporateId: number;
  let itemIds: string[] = [];
  let sectionIds: string[] = [];
  let sectionOf = new Map<string, number>();
  let participants = 0;
  const tally = { requests: 0, resends: 0, refused: 0, ignoredRepeats: 0, setupMs: 0 };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await benchAdmin(t.deps);
    corporateId = (
      await t.deps.db.selectFrom('corporate_accounts').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const options = VALUES.map((id) => ({ id, text: `Option ${id}` }));
    const instrument = await createInstrument(t.deps, admin, {
      code: 'REPLAY',
      name: 'Replay test',
      kind: 'ability',
      instructions: 'Replays.',
    });
    await saveContent(t.deps, {
      id: instrument.id,
      sections: Array.from({ length: SECTIONS }, (_, s) => ({
        title: `Section ${s + 1}`,
        time_limit_seconds: null,
        items: Array.from({ length: ITEMS_PER_SECTION }, (_, i) => ({
          type: 'single' as const,
          stem: `Question ${s + 1}.${i + 1}`,
          options,
          key: 'A',
        })),
      })),
    });
    await submitInstrument(t.deps, instrument.id);
    // The attempt shows only the running section's items: ids come from the published content.
    const version = await t.deps.db
      .selectFrom('instrument_versions')
      .select('content_json')
      .where('instrument_id', '=', instrument.id)
      .executeTakeFirstOrThrow();
    const content = JSON.parse(version.content_json) as {
      sections: { id: string; items: { id: string }[] }[];
    };
    sectionIds = content.sections.map((x) => x.id);
    itemIds = content.sections.flatMap((x) => x.items.map((i) => i.id));
    sectionOf = new Map(content.sections.flatMap((x, i) => x.items.map((it) => [it.id, i] as const)));
    projectId = (await benchProject(t.deps, corporateId, instrument.id, 'Replays')).projectId;
  });

  afterAll(async () => {
    await t?.close();
  });

  /**
   * A new participant with the test started (section 1 running). Registration is not what is
   * replayed: the participant is written registered, and only the start goes through the API.
   */
  async function freshParticipant() {
    const code = `RPL-${String(++participants).padStart(6, '0')}`;
    const row = await enrolParticipant(t.deps.db, {
      projectId,
      corporateId,
      code,
      name: `Replay ${participants}`,
      email: `replay${participants}@example.com`,
    });
    await t.deps.db
      .updateTable('participants')
      .set({ registered_at: new Date().toISOString(), status: 'registered', is_agree_tnc: 1 })
      .where('id', '=', row.id)
      .execute();
    const sub = await t.deps.db
      .selectFrom('submissions')
      .select('id')
      .where('participant_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const attempt = await t.callOk('test-activities/mark-as-started', {
      participant_code: code,
      submission_id: sub.id,
    });
    if (attempt.sections[0]?.id !== sectionIds[0]) throw new Error('unexpected first section');
    return { code, submissionId: sub.id };
  }

  it(`stored state = latest answer per item; finished sections never change (${RUNS} runs)`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const setupAt = performance.now();
        const { code, submissionId } = await freshParticipant();
        tally.setupMs += performance.now() - setupAt;
        const model: Model = {
          section: 0,
          started: true,
          finished: false,
          answers: new Map(),
          closedAnswers: new Map(),
        };
        const sent: Request[] = [];
        let seq = 0;

        const closeCurrent = (all: boolean) => {
          const last = all || model.section >= SECTIONS - 1;
          const closing = last
            ? Array.from({ length: SECTIONS - model.section }, (_, k) => model.section + k)
            : [model.section];
          for (const index of closing) {
            const held = new Map<string, string>();
            for (const [item, a] of model.answers) if (sectionOf.get(item) === index) held.set(item, a.value);
            model.closedAnswers.set(index, held);
          }
          if (last) model.finished = true;
          else {
            model.section += 1;
            model.started = false;
          }
        };

        /** The status the model expects, applying the request to the model when it succeeds. */
        const expectAndApply = (req: Request): { status: number; reason?: string } => {
          if (req.path === 'test-activities/submission') {
            const entries = Object.entries(
              req.body.submission as Record<string, { value: string; seq: number }>,
            );
            if (model.finished) {
              // A save already held (a resend after the test ended) is acknowledged and changes nothing.
              const held = entries.every(([item, a]) => (model.answers.get(item)?.seq ?? -1) >= a.seq);
              if (held) {
                tally.ignoredRepeats++;
                return { status: 200 };
              }
              return { status: 409, reason: ANSWER_REFUSALS.sectionClosed };
            }
            for (const [item] of entries) {
              const index = sectionOf.get(item) as number;
              if (index < model.section) return { status: 409, reason: ANSWER_REFUSALS.sectionClosed };
              if (index > model.section || !model.started)
                return { status: 409, reason: ANSWER_REFUSALS.sectionNotStarted };
            }
            for (const [item, a] of entries) {
              const held = model.answers.get(item);
              if (!held || a.seq > held.seq) model.answers.set(item, a);
              else tally.ignoredRepeats++;
            }
            if (req.body.is_final) closeCurrent(true);
            return { status: 200 };
          }
          if (req.path === 'test-activities/finish-section') {
            const index = sectionIds.indexOf(req.body.section_id as string);
            if (model.finished || index < model.section) return { status: 200 };
            if (index > model.section || !model.started) return { status: 409 };
            closeCurrent(false);
            return { status: 200 };
          }
          // mark-as-started: starts the current section if it waits; otherwise changes nothing.
          if (!model.finished) model.started = true;
          return { status: 200 };
        };

        const send = async (req: Request) => {
          const expected = expectAndApply(req);
          const res = await t.call(req.path, req.body);
          tally.requests++;
          if (res.status !== 200) tally.refused++;
          const got = { status: res.status, reason: res.body.error?.reason };
          expect(got, `${req.path} ${JSON.stringify(req.body)}`).toEqual(
            expected.reason ? expected : { status: expected.status, reason: got.reason },
          );
        };

        for (const op of ops) {
          if (op.kind === 'save') {
            const item = itemIds[op.item];
            seq += 1;
            const req = {
              path: 'test-activities/submission',
              body: {
                participant_code: code,
                submission_id: submissionId,
                submission: { [item]: { value: op.value, seq } },
              },
            };
            sent.push(req);
            await send(req);
          } else if (op.kind === 'resend') {
            if (!sent.length) continue;
            tally.resends++;
            await send(sent[op.pick % sent.length]);
          } else if (op.kind === 'reload') {
            const attempt = await t.callOk('test-activities/instrument', {
              participant_code: code,
              attempt_id: submissionId,
            });
            tally.requests++;
            const expected = Object.fromEntries([...model.answers].map(([item, a]) => [item, a.value]));
            expect(attempt.answers).toEqual(expected);
            expect(attempt.last_seq).toBe(Math.max(0, ...[...model.answers.values()].map((a) => a.seq)));
            seq = Math.max(seq, attempt.last_seq);
          } else if (op.kind === 'start') {
            const req = {
              path: 'test-activities/mark-as-started',
              body: { participant_code: code, submission_id: submissionId },
            };
            await send(req);
          } else if (op.kind === 'finishSection') {
            const req = {
              path: 'test-activities/finish-section',
              body: {
                participant_code: code,
                submission_id: submissionId,
                section_id: sectionIds[Math.min(model.section, SECTIONS - 1)],
              },
            };
            sent.push(req);
            await send(req);
          } else {
            const req = {
              path: 'test-activities/submission',
              body: { participant_code: code, submission_id: submissionId, submission: {}, is_final: true },
            };
            sent.push(req);
            await send(req);
          }
        }

        const stored = await t.deps.db
          .selectFrom('answers')
          .select(['item_id', 'value', 'seq'])
          .where('submission_id', '=', submissionId)
          .execute();
        const storedMap = new Map(stored.map((a) => [a.item_id, { value: a.value, seq: a.seq }]));
        expect(storedMap).toEqual(model.answers);
        for (const [index, held] of model.closedAnswers) {
          const now = new Map(
            stored.filter((a) => sectionOf.get(a.item_id) === index).map((a) => [a.item_id, a.value]),
          );
          expect(now, `section ${index + 1} changed after it closed`).toEqual(held);
        }
        const sub = await t.deps.db
          .selectFrom('submissions')
          .select(['state', 'section_index'])
          .where('id', '=', submissionId)
          .executeTakeFirstOrThrow();
        expect(sub.state).toBe(model.finished ? 'finished' : 'in_progress');
        if (!model.finished) expect(sub.section_index).toBe(model.section);
      }),
      { numRuns: RUNS },
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `replays: ${RUNS} runs (one participant each) in ${seconds.toFixed(0)} s: ${tally.requests} requests, ` +
        `setup ${(tally.setupMs / 1000).toFixed(1)} s, ${tally.resends} resends, ${tally.refused} refused as the model said, ${tally.ignoredRepeats} older saves ignored`,
    );
    recordFigure('replays', 'property runs (fresh participant each)', RUNS);
    recordFigure('replays', 'requests checked against the model', tally.requests);
    recordFigure('replays', 'resent requests', tally.resends);
    recordFigure('replays', 'saves refused (409) as modelled', tally.refused);
    recordFigure('replays', 'seconds for all runs', Math.round(seconds));
    // About 3 minutes on a quiet machine; the bound leaves room for a busy CI host.
  }, 1_800_000);
});
