import { ANSWER_REFUSALS, ITEM_TIME_OVER, MOVED_ON, SECTION_TIME_OVER } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { publishedAbility, keyedSingle as single } from '../../../test/support/ability-instruments';
import { savedAnswers as savedAnswersOf } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { registeredParticipant } from '../../../test/support/registered-participant';
import { fieldOfRow } from '../../../test/support/row-ids';
import { DEADLINE_GRACE_MS } from './clock';
import { activitiesOf } from './participant-activities.repository';
import { runningSubmission } from './test-attempts.service';

// The test engine: the server's clock per section, answers kept by sequence number, per-item
// limits (extra time: accommodations.test.ts), the last attempt and status events — through HTTP on a real database.

let t: TestApp;
let admin: string;
let consultant: string;
/** Two timed sections (5 and 3 items) and a third untimed one. */
let sectioned: number;
/** One section whose second item has its own 20-second limit. */
let perItem: number;
let forwardOnly: number;

const newInstrument = (code: string, sections: unknown[]) => publishedAbility(t, admin, code, sections);

async function newProject(instrumentId: number, settings: Record<string, unknown> = {}): Promise<number> {
  const p = await t.callOk(
    'projects/new',
    { account_corporate_id: 1, name: `Engine ${instrumentId}`, instrument_ids: [instrumentId] },
    consultant,
  );
  if (Object.keys(settings).length)
    await t.callOk('projects/update-setting', { id: p.id, ...settings } as never, consultant);
  return p.id;
}

/** A registered participant of the project: its code, id and (first) submission id. */
const newParticipant = (projectId: number) => registeredParticipant(t, projectId);

const start = (code: string, submissionId: number) =>
  t.callOk('test-activities/mark-as-started', { participant_code: code, submission_id: submissionId });

const save = (code: string, submissionId: number, submission: Record<string, unknown>, is_final = false) =>
  t.call('test-activities/submission', {
    participant_code: code,
    submission_id: submissionId,
    submission,
    is_final,
  });

const savedAnswers = (submissionId: number) => savedAnswersOf(t, submissionId);

/** Moves a running section's deadline into the past (the clock ran out that long ago). */
const expireSection = (submissionId: number, agoMs: number) =>
  t.deps.db
    .updateTable('submissions')
    .set({ deadline_at: new Date(Date.now() - agoMs).toISOString() })
    .where('id', '=', submissionId)
    .execute();

const itemsOf = (attempt: { sections: { items: { id: string }[] }[] }, section: number) =>
  attempt.sections[section].items.map((i) => i.id);

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  sectioned = await newInstrument('ENGINE-SECTIONS', [
    { title: 'First', time_limit_seconds: 300, items: [1, 2, 3, 4, 5].map((n) => single(`First ${n}`)) },
    { title: 'Second', time_limit_seconds: 120, items: [1, 2, 3].map((n) => single(`Second ${n}`)) },
    { title: 'Third', time_limit_seconds: null, items: [single('Third 1')] },
  ]);
  perItem = await newInstrument('ENGINE-PER-ITEM', [
    {
      title: 'Speeded',
      time_limit_seconds: null,
      items: [single('Untimed'), single('Quick', { time_limit_seconds: 20 }), single('Last')],
    },
  ]);
  forwardOnly = await newInstrument('ENGINE-FORWARD', [
    {
      title: 'No going back',
      time_limit_seconds: null,
      navigation: 'forward_only',
      items: [1, 2, 3, 4].map((n) => single(`Forward ${n}`)),
    },
  ]);
});
afterAll(() => t.close());

describe('the server owns the clock, per section', () => {
  let p: Awaited<ReturnType<typeof newParticipant>>;
  let first: string[];

  it("mark-as-started starts the first section's clock; the later sections wait", async () => {
    p = await newParticipant(await newProject(sectioned));
    const a = await start(p.code, p.submissionId);
    expect(a).toMatchObject({
      state: 'in_progress',
      current_section_index: 0,
      section_started: true,
      last_seq: 0,
    });
    expect(a.remaining_seconds).toBeGreaterThan(295);
    expect(a.remaining_seconds).toBeLessThanOrEqual(300);
    expect(a.sections.map((s: { state: string }) => s.state)).toEqual(['current', 'upcoming', 'upcoming']);
    expect(a.sections[1].items).toEqual([]);
    first = itemsOf(a, 0);
    expect(a.resume_item_id).toBe(first[0]);
    const home = await t.callOk('test-activities/home', { participant_code: p.code });
    expect(home.instruments[0]).toMatchObject({
      section_count: 3,
      current_section_index: 0,
      resume_item_id: first[0],
    });
    expect(home.instruments[0].remaining_seconds).toBeGreaterThan(290);
  });

  it('a reload or another device resumes at the first unanswered item with the same remaining time', async () => {
    expect((await save(p.code, p.submissionId, { [first[0]]: { value: 'A', seq: 1 } })).status).toBe(200);
    await t.deps.db
      .updateTable('submissions')
      .set({ deadline_at: new Date(Date.now() + 200_000).toISOString() })
      .where('id', '=', p.submissionId)
      .execute();
    const again = await start(p.code, p.submissionId);
    expect(again.resume_item_id).toBe(first[1]);
    expect(again.remaining_seconds).toBeGreaterThanOrEqual(199);
    expect(again.remaining_seconds).toBeLessThanOrEqual(200);
    expect(again.last_seq).toBe(1);
    const statuses = (await activitiesOf(t.deps, p.id)).map((e) => e.status);
    expect(statuses).toEqual(['started', 'resumed']);
  });

  it('refuses answers to a section that has not started', async () => {
    const ahead = await t.deps.db
      .selectFrom('instrument_versions')
      .select('content_json')
      .where('instrument_id', '=', sectioned)
      .executeTakeFirstOrThrow();
    const secondItem = JSON.parse(ahead.content_json).sections[1].items[0].id;
    const res = await save(p.code, p.submissionId, { [secondItem]: 'A' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      message: 'This section has not been started yet.',
      reason: 'section_not_started',
      field: `submission.${secondItem}`,
    });
  });

  it('answers within the grace after the deadline count; later ones are refused and the section ends', async () => {
    await expireSection(p.submissionId, DEADLINE_GRACE_MS / 2);
    expect((await save(p.code, p.submissionId, { [first[1]]: { value: 'B', seq: 2 } })).status).toBe(200);
    await expireSection(p.submissionId, DEADLINE_GRACE_MS + 1_000);
    const late = await save(p.code, p.submissionId, { [first[2]]: { value: 'C', seq: 3 } });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ message: SECTION_TIME_OVER, reason: 'section_closed' });
    // The section finished with the answers saved before its time ran out.
    expect(Object.keys(await savedAnswers(p.submissionId)).sort()).toEqual([first[0], first[1]].sort());
    const attempt = await t.callOk('test-activities/instrument', {
      participant_code: p.code,
      attempt_id: p.submissionId,
    });
    expect(attempt).toMatchObject({
      current_section_index: 1,
      section_started: false,
      remaining_seconds: null,
    });
    expect(attempt.sections.map((s: { state: string }) => s.state)).toEqual([
      'finished',
      'current',
      'upcoming',
    ]);
    const statuses = (await activitiesOf(t.deps, p.id)).map((e) => e.status);
    expect(statuses.at(-1)).toBe('time_up');
    const log = await t.deps.db
      .selectFrom('submission_sections')
      .selectAll()
      .where('submission_id', '=', p.submissionId)
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ position: 0, finish_reason: 'time' });
  });

  it("the next section's clock starts with mark-as-started; finishing it by hand moves on", async () => {
    const second = await start(p.code, p.submissionId);
    expect(second).toMatchObject({ current_section_index: 1, section_started: true });
    expect(second.remaining_seconds).toBeGreaterThan(115);
    expect(second.remaining_seconds).toBeLessThanOrEqual(120);
    const ids = itemsOf(second, 1);
    expect(ids).toHaveLength(3);
    expect((await save(p.code, p.submissionId, { [ids[0]]: { value: 'A', seq: 4 } })).status).toBe(200);
    const third = await t.callOk('test-activities/finish-section', {
      participant_code: p.code,
      submission_id: p.submissionId,
      section_id: second.current_section_id,
    });
    expect(third).toMatchObject({ current_section_index: 2, section_started: false });
    // A repeated finish (its answer was lost) answers the attempt as it is.
    const repeat = await t.callOk('test-activities/finish-section', {
      participant_code: p.code,
      submission_id: p.submissionId,
      section_id: second.current_section_id,
    });
    expect(repeat.current_section_index).toBe(2);
    const closed = await save(p.code, p.submissionId, { [ids[1]]: { value: 'A', seq: 5 } });
    expect(closed.status).toBe(409);
    expect(closed.body.error!.message).toBe('This section is finished; its answers can no longer change.');
    // An untimed section has no clock.
    const untimed = await start(p.code, p.submissionId);
    expect(untimed).toMatchObject({
      current_section_index: 2,
      section_started: true,
      remaining_seconds: null,
    });
    const done = await save(
      p.code,
      p.submissionId,
      { [itemsOf(untimed, 2)[0]]: { value: 'A', seq: 6 } },
      true,
    );
    expect(done.body.data).toMatchObject({ state: 'finished', current_section_id: null });
  });

  it('bad section ids answer 404; finishing a section that has not started answers 409', async () => {
    const q = await newParticipant(await newProject(sectioned));
    const a = await start(q.code, q.submissionId);
    await expectRefusal(
      t.call('test-activities/finish-section', {
        participant_code: q.code,
        submission_id: q.submissionId,
        section_id: 's_nope',
      }),
      { status: 404, message: 'Section not found.' },
    );
    const ahead = await t.call('test-activities/finish-section', {
      participant_code: q.code,
      submission_id: q.submissionId,
      section_id: a.sections[1].id,
    });
    expect(ahead.status).toBe(409);
    expect(ahead.body.error!.message).toBe('This section has not been started yet.');
  });
});

describe('answers are never lost and saves are idempotent', () => {
  it('a save repeated 5 times and out of order ends in the latest answer; repeats are acknowledged', async () => {
    const p = await newParticipant(await newProject(sectioned));
    const item = itemsOf(await start(p.code, p.submissionId), 0)[0];
    const sends = [
      { value: 'B', seq: 2 },
      { value: 'D', seq: 5 },
      { value: 'A', seq: 1 },
      { value: 'D', seq: 5 },
      { value: 'C', seq: 3 },
    ];
    const answers = [];
    for (const s of sends) {
      const res = await save(p.code, p.submissionId, { [item]: s });
      expect(res.status).toBe(200);
      answers.push(res.body.data);
    }
    expect(answers.map((a) => (a as { ignored: number }).ignored)).toEqual([0, 0, 1, 1, 1]);
    expect((await savedAnswers(p.submissionId))[item]).toEqual({ value: 'D', seq: 5 });
    const attempt = await t.callOk('test-activities/instrument', {
      participant_code: p.code,
      attempt_id: p.submissionId,
    });
    expect(attempt.answers[item]).toBe('D');
    expect(attempt.last_seq).toBe(5);
    // A plain value (a client without sequence numbers) always replaces the saved answer.
    expect((await save(p.code, p.submissionId, { [item]: 'B' })).status).toBe(200);
    expect((await savedAnswers(p.submissionId))[item]).toEqual({ value: 'B', seq: null });
  });

  it('a final save resent after the test ended is acknowledged; a new answer then is refused', async () => {
    const p = await newParticipant(await newProject(sectioned));
    const [first, second] = itemsOf(await start(p.code, p.submissionId), 0);
    const final = { [first]: { value: 'B', seq: 1 }, [second]: { value: 'C', seq: 2 } };
    expect((await save(p.code, p.submissionId, final, true)).body.data).toMatchObject({ state: 'finished' });
    // nginx resends a save whose instance died before answering; the device retries a lost answer.
    const again = await save(p.code, p.submissionId, final, true);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({
      saved: 2,
      ignored: 2,
      state: 'finished',
      remaining_seconds: null,
      current_section_id: null,
    });
    expect((await save(p.code, p.submissionId, { [first]: { value: 'B', seq: 1 } })).status).toBe(200);
    // Anything the server does not hold yet changes a finished test: refused.
    const changed = await save(p.code, p.submissionId, { [first]: { value: 'D', seq: 3 } }, true);
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatchObject({
      message: 'This test is already finished; its answers can no longer change.',
      reason: ANSWER_REFUSALS.sectionClosed,
    });
    const plain = await save(p.code, p.submissionId, { [first]: 'B' }, true);
    expect(plain.status).toBe(409);
    expect(await savedAnswers(p.submissionId)).toEqual({
      [first]: { value: 'B', seq: 1 },
      [second]: { value: 'C', seq: 2 },
    });
  });

  it('concurrent saves of one item keep the highest seq', async () => {
    const p = await newParticipant(await newProject(sectioned));
    const item = itemsOf(await start(p.code, p.submissionId), 0)[1];
    const seqs = [7, 3, 9, 1, 8, 2];
    const results = await Promise.all(
      seqs.map((seq) =>
        save(p.code, p.submissionId, { [item]: { value: ['A', 'B', 'C', 'D'][seq % 4], seq } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(seqs.map(() => 200));
    expect((await savedAnswers(p.submissionId))[item]).toEqual({ value: 'B', seq: 9 });
  });

  it('refuses a malformed sequenced answer by name', async () => {
    const p = await newParticipant(await newProject(sectioned));
    const item = itemsOf(await start(p.code, p.submissionId), 0)[0];
    const res = await save(p.code, p.submissionId, { [item]: { value: 'Z', seq: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe(`submission: 'Z' is not an option of item '${item}'`);
    const negative = await save(p.code, p.submissionId, { [item]: { value: 'A', seq: -1 } });
    expect(negative.status).toBe(400);
  });
});

describe('the participant code is the credential', () => {
  it('a revoked or expired code is refused with a clear message', async () => {
    const p = await newParticipant(await newProject(sectioned));
    const item = itemsOf(await start(p.code, p.submissionId), 0)[0];
    await t.deps.db.updateTable('participants').set({ status: 'revoked' }).where('id', '=', p.id).execute();
    const revoked = await save(p.code, p.submissionId, { [item]: 'A' });
    expect(revoked.status).toBe(403);
    expect(revoked.body.error!.message).toBe(
      'This participant code was revoked. Please contact the organiser.',
    );
    const lastAttempt = await t.call('test-activities/participant-last-attempt', {
      participant_code: p.code,
      section_id: 'anything',
    });
    expect(lastAttempt.status).toBe(403);

    // A code expires for a candidate who has not started (one who started may finish).
    const q = await newParticipant(await newProject(sectioned));
    await t.deps.db
      .updateTable('participants')
      .set({ code_expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', q.id)
      .execute();
    await expectRefusal(
      t.call('test-activities/mark-as-started', {
        participant_code: q.code,
        submission_id: q.submissionId,
      }),
      { status: 410, message: 'This participant code has expired. Please contact the organiser.' },
    );
    const activity = await t.call('test-activities/participant-activities', {
      participant_code: q.code,
      status: 'offline',
    });
    expect(activity.status).toBe(410);
  });

  it("another participant's submission ids answer 404 on every engine call", async () => {
    const projectId = await newProject(sectioned);
    const mine = await newParticipant(projectId);
    const other = await newParticipant(projectId);
    const a = await start(mine.code, mine.submissionId);
    const section = a.current_section_id;
    const item = itemsOf(a, 0)[0];
    const theirs = { participant_code: other.code, submission_id: mine.submissionId };
    const calls = [
      t.call('test-activities/submission', { ...theirs, submission: { [item]: 'A' } }),
      t.call('test-activities/mark-as-started', theirs),
      t.call('test-activities/finish-section', { ...theirs, section_id: section }),
      t.call('test-activities/item-shown', { ...theirs, item_id: item }),
      t.call('test-activities/participant-activities', { ...theirs, status: 'offline' }),
      t.call('test-activities/participant-last-attempt', { ...theirs, section_id: section }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[0].body.error!.message).toBe('Submission not found.');
  });
});

describe('participant-last-attempt and participant-activities', () => {
  it("answers the server's remaining time and records the device's timer without trusting it", async () => {
    const p = await newParticipant(await newProject(sectioned));
    const a = await start(p.code, p.submissionId);
    const res = await t.callOk('test-activities/participant-last-attempt', {
      participant_code: p.code,
      section_id: a.current_section_id,
      last_timer: 9_999,
    });
    expect(res).toMatchObject({
      submission_id: p.submissionId,
      section_id: a.current_section_id,
      section_state: 'current',
      current_section_id: a.current_section_id,
      state: 'in_progress',
    });
    expect(res.remaining_seconds).toBeGreaterThan(290);
    expect(res.remaining_seconds).toBeLessThanOrEqual(300);
    const row = await t.deps.db
      .selectFrom('submissions')
      .select(['client_last_timer', 'deadline_at'])
      .where('id', '=', p.submissionId)
      .executeTakeFirstOrThrow();
    expect(row.client_last_timer).toBe(9_999);
    // The deadline did not move.
    expect(Date.parse(row.deadline_at!) - Date.now()).toBeLessThan(301_000);
    const upcoming = await t.callOk('test-activities/participant-last-attempt', {
      participant_code: p.code,
      section_id: a.sections[1].id,
    });
    expect(upcoming).toMatchObject({ section_state: 'upcoming', remaining_seconds: null });
    const unknown = await t.call('test-activities/participant-last-attempt', {
      participant_code: p.code,
      section_id: 's_nope',
    });
    expect(unknown.status).toBe(404);
  });

  it('records offline and online events for the integrity summary; other statuses are refused by name', async () => {
    const p = await newParticipant(await newProject(sectioned));
    const a = await start(p.code, p.submissionId);
    const offlineAt = new Date(Date.now() - 30_000).toISOString();
    expect(
      await t.callOk('test-activities/participant-activities', {
        participant_code: p.code,
        status: 'offline',
        submission_id: p.submissionId,
        section_id: a.current_section_id,
        last_timer: 250,
        at: offlineAt,
      }),
    ).toEqual({ recorded: true });
    await t.callOk('test-activities/participant-activities', { participant_code: p.code, status: 'online' });
    const events = await activitiesOf(t.deps, p.id);
    expect(events.map((e) => e.status)).toEqual(['started', 'offline', 'online']);
    expect(events[1]).toMatchObject({
      client_timer: 250,
      client_at: offlineAt,
      section_id: a.current_section_id,
    });
    // The reviewer sees the session in the participant's integrity summary.
    const results = await t.callOk('projects/participants/results', { participant_id: p.id }, consultant);
    expect(
      results.integrity.session.map((e: { status: string; instrument_name: string | null }) => [
        e.status,
        e.instrument_name !== null,
      ]),
    ).toEqual([
      ['started', true],
      ['offline', true],
      ['online', false],
    ]);
    await expectRefusal(
      t.call('test-activities/participant-activities', {
        participant_code: p.code,
        status: 'hacked',
      }),
      { status: 400, message: 'status: status must be one of offline, online' },
    );
  });
});

describe('per-item time limits', () => {
  it('an item with its own limit refuses answers after first shown + limit + grace; repeats still pass', async () => {
    const p = await newParticipant(await newProject(perItem));
    const a = await start(p.code, p.submissionId);
    const [untimed, quick] = itemsOf(a, 0);
    expect(a.sections[0].items[1].time_limit_seconds).toBe(20);
    const none = await t.callOk('test-activities/item-shown', {
      participant_code: p.code,
      submission_id: p.submissionId,
      item_id: untimed,
    });
    expect(none).toEqual({ item_id: untimed, remaining_seconds: null });
    const shown = await t.callOk('test-activities/item-shown', {
      participant_code: p.code,
      submission_id: p.submissionId,
      item_id: quick,
    });
    expect(shown.remaining_seconds).toBeGreaterThan(18);
    expect((await save(p.code, p.submissionId, { [quick]: { value: 'B', seq: 1 } })).status).toBe(200);
    // Resume shows the item's own clock.
    const resumed = await t.callOk('test-activities/instrument', {
      participant_code: p.code,
      attempt_id: p.submissionId,
    });
    expect(resumed.item_remaining[quick]).toBeGreaterThan(18);
    // 20 s limit + 30 s grace have passed since the item was first shown.
    await t.deps.db
      .updateTable('item_views')
      .set({ shown_at: new Date(Date.now() - 20_000 - DEADLINE_GRACE_MS - 1_000).toISOString() })
      .where('submission_id', '=', p.submissionId)
      .execute();
    const late = await save(p.code, p.submissionId, { [quick]: { value: 'C', seq: 2 } });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      message: ITEM_TIME_OVER,
      reason: 'item_closed',
      field: `submission.${quick}`,
    });
    // The answer given in time, sent again (a retry), is acknowledged.
    expect((await save(p.code, p.submissionId, { [quick]: { value: 'B', seq: 1 } })).status).toBe(200);
    expect((await savedAnswers(p.submissionId))[quick]).toEqual({ value: 'B', seq: 1 });
    // Other items are not held up.
    expect((await save(p.code, p.submissionId, { [untimed]: { value: 'A', seq: 3 } })).status).toBe(200);
  });
});

describe('randomised item order', () => {
  it('is the same for a participant on every load and differs between participants', async () => {
    const projectId = await newProject(sectioned, { randomise_items: true });
    const base = JSON.parse(
      await fieldOfRow(t, 'instrument_versions', 'content_json', 'instrument_id', sectioned),
    ).sections[0].items.map((i: { id: string }) => i.id);
    const orders: string[][] = [];
    for (let n = 0; n < 4; n++) {
      const p = await newParticipant(projectId);
      const a = await start(p.code, p.submissionId);
      const order = itemsOf(a, 0);
      expect([...order].sort()).toEqual([...base].sort());
      orders.push(order);
      // Resume keeps the order, and continues at the first unanswered item in it.
      await save(p.code, p.submissionId, { [order[0]]: { value: 'A', seq: 1 } });
      const again = await start(p.code, p.submissionId);
      expect(itemsOf(again, 0)).toEqual(order);
      expect(again.resume_item_id).toBe(order[1]);
    }
    expect(new Set(orders.map((o) => o.join())).size).toBeGreaterThan(1);
  });
});

describe('forward-only sections', () => {
  it('refuse a change to a question once a later one is answered, in the order the participant sees them', async () => {
    // Randomised: "later" is the participant's own order, not the instrument's.
    const p = await newParticipant(await newProject(forwardOnly, { randomise_items: true }));
    const a = await start(p.code, p.submissionId);
    const [q1, q2, q3, q4] = itemsOf(a, 0);
    expect((await save(p.code, p.submissionId, { [q1]: { value: 'A', seq: 1 } })).status).toBe(200);
    // The same question may change while the participant is on it; skipping ahead is allowed.
    expect((await save(p.code, p.submissionId, { [q1]: { value: 'B', seq: 2 } })).status).toBe(200);
    expect((await save(p.code, p.submissionId, { [q3]: { value: 'C', seq: 3 } })).status).toBe(200);
    const back = await save(p.code, p.submissionId, { [q1]: { value: 'D', seq: 4 } });
    expect(back.status).toBe(409);
    expect(back.body.error).toMatchObject({ message: MOVED_ON, field: `submission.${q1}` });
    const skipped = await save(p.code, p.submissionId, { [q2]: { value: 'D', seq: 5 } });
    expect(skipped.status).toBe(409);
    // A repeat of what the server holds passes (a device resending its queue).
    expect((await save(p.code, p.submissionId, { [q1]: { value: 'B', seq: 2 } })).status).toBe(200);
    // One save with two answers in the device's order is fine.
    expect(
      (await save(p.code, p.submissionId, { [q4]: { value: 'A', seq: 7 }, [q3]: { value: 'D', seq: 6 } }))
        .status,
    ).toBe(200);
    expect(await savedAnswers(p.submissionId)).toEqual({
      [q1]: { value: 'B', seq: 2 },
      [q3]: { value: 'D', seq: 6 },
      [q4]: { value: 'A', seq: 7 },
    });
  });
});

describe("the answer save's lean read (runningSubmission)", () => {
  it('reads the running submission and its form, and declines whatever is not plainly fine', async () => {
    const projectId = await newProject(sectioned);
    const p = await newParticipant(projectId);
    const attempt = await start(p.code, p.submissionId);
    const lean = await runningSubmission(t.deps, ` ${p.code.toLowerCase()} `, p.submissionId);
    expect(lean?.sub).toMatchObject({ id: p.submissionId, participant_id: p.id, state: 'in_progress' });
    expect(lean?.content.sections.map((s) => s.items.length)).toEqual([5, 3, 1]);
    expect(lean?.content.sections[0].items.map((i) => i.id).sort()).toEqual(itemsOf(attempt, 0).sort());

    // Each of these takes the full path, which answers exactly as before (the tests above).
    const other = await newParticipant(projectId);
    expect(await runningSubmission(t.deps, other.code, p.submissionId)).toBeNull();
    expect(await runningSubmission(t.deps, 'NO-SUCH-CODE', p.submissionId)).toBeNull();
    await expireSection(p.submissionId, DEADLINE_GRACE_MS + 5_000);
    expect(await runningSubmission(t.deps, p.code, p.submissionId)).toBeNull();
    await t.deps.db
      .updateTable('participants')
      .set({ status: 'revoked' })
      .where('id', '=', other.id)
      .execute();
    expect(await runningSubmission(t.deps, other.code, other.submissionId)).toBeNull();
    const third = await newParticipant(projectId);
    await t.deps.db
      .updateTable('projects')
      .set({ removed_at: new Date().toISOString() })
      .where('id', '=', projectId)
      .execute();
    expect(await runningSubmission(t.deps, third.code, third.submissionId)).toBeNull();
  });

  it("a project's pinned variation is the form its saves are checked against", async () => {
    const projectId = await newProject(perItem);
    const base = await newParticipant(projectId);
    const baseItems = itemsOf(await start(base.code, base.submissionId), 0);
    // The project pins a form of its own (a variation) with one item only it has.
    const pinned = {
      sections: [
        {
          id: 'pinned-section',
          title: 'Pinned',
          time_limit_seconds: null,
          items: [{ id: 'pinned-only', ...single('Only in the variation') }],
        },
      ],
    };
    const variation = await newProject(perItem);
    await t.deps.db
      .updateTable('project_instruments')
      .set({ variation_json: JSON.stringify(pinned) })
      .where('project_id', '=', variation)
      .execute();
    const p = await newParticipant(variation);
    await start(p.code, p.submissionId);
    expect((await save(p.code, p.submissionId, { 'pinned-only': 'A' })).status).toBe(200);
    const refused = await save(p.code, p.submissionId, { [baseItems[0]]: 'A' });
    expect(refused.status).toBe(400);
    expect(refused.body.error!.message).toBe(`submission: unknown item '${baseItems[0]}'`);
    // The base form's project still checks against the base form (each has its own cache key).
    expect((await save(base.code, base.submissionId, { [baseItems[0]]: 'A' })).status).toBe(200);
    expect((await save(base.code, base.submissionId, { 'pinned-only': 'A' })).status).toBe(400);
  });
});
