import type { AttemptContent } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { keyedSingle } from '../../../test/support/ability-instruments';
import { type BreakSuite, candidateGrantedBreaks, startBreakSuite } from '../../../test/support/break-grants';
import { expectRefusal } from '../../../test/support/refusals';

// Breaks an accommodation grants are real pauses of the running timed section, through HTTP on a
// real database: the candidate's clock stands still during one, the deadline moves by the break
// taken and never by more than the grant, and the server refuses a break the grant does not give
// (in English and Indonesian, as the reader's Content-Language asks). A break's length is set by moving its start back in the database,
// so the test never waits for the clock.

let suite: BreakSuite;
let t: TestApp;
let consultant: string;

beforeAll(async () => {
  suite = await startBreakSuite('ACC-BREAKS', [
    { title: 'First', time_limit_seconds: 300, items: [keyedSingle('First 1'), keyedSingle('First 2')] },
    { title: 'Second', time_limit_seconds: 300, items: [keyedSingle('Second 1')] },
  ]);
  ({ t, consultant } = suite);
});
afterAll(() => t.close());

const participant = (breakMinutes: number) => candidateGrantedBreaks(suite, breakMinutes);

const body = (p: { code: string; submissionId: number }) => ({
  participant_code: p.code,
  submission_id: p.submissionId,
});
const start = (p: { code: string; submissionId: number }) =>
  t.callOk('test-activities/mark-as-started', body(p));

/** Pretends the running break began `seconds` earlier than it did. */
async function breakBegan(submissionId: number, secondsAgo: number) {
  await t.db.kysely
    .updateTable('submissions')
    .set({ break_started_at: new Date(Date.now() - secondsAgo * 1000).toISOString() })
    .where('id', '=', submissionId)
    .execute();
}

const deadlineOf = async (submissionId: number) =>
  Date.parse(
    String(
      (
        await t.db.kysely
          .selectFrom('submissions')
          .select('deadline_at')
          .where('id', '=', submissionId)
          .executeTakeFirstOrThrow()
      ).deadline_at,
    ),
  );

describe('breaks an accommodation grants', () => {
  it('stand the clock still: the deadline moves by the break taken, capped at the grant, then no more breaks', async () => {
    const p = await participant(2);
    const started = await start(p);
    expect(started.breaks).toMatchObject({ granted_seconds: 120, used_seconds: 0, left_seconds: 120 });
    const before = await deadlineOf(p.submissionId);

    const paused = (await t.callOk('test-activities/break-start', body(p))) as AttemptContent;
    expect(paused.breaks?.on_break_since).toBeTruthy();
    // While on a break, the time left reads as it stood when the break began.
    expect(paused.remaining_seconds).toBeGreaterThan(295);
    expect(paused.remaining_seconds).toBeLessThanOrEqual(300);
    // A repeated start (a lost answer) changes nothing.
    const again = await t.callOk('test-activities/break-start', body(p));
    expect(again.breaks?.on_break_since).toBe(paused.breaks?.on_break_since);

    await breakBegan(p.submissionId, 45);
    const resumed = await t.callOk('test-activities/break-end', body(p));
    expect(resumed.breaks).toMatchObject({ used_seconds: 45, left_seconds: 75, on_break_since: null });
    expect(await deadlineOf(p.submissionId)).toBe(before + 45_000);

    // A break longer than what is left counts only what was left; the rest eats section time.
    await t.callOk('test-activities/break-start', body(p));
    await breakBegan(p.submissionId, 200);
    const over = await t.callOk('test-activities/break-end', body(p));
    expect(over.breaks).toMatchObject({ used_seconds: 120, left_seconds: 0 });
    expect(await deadlineOf(p.submissionId)).toBe(before + 120_000);

    await expectRefusal(
      t.call('test-activities/break-start', body(p), undefined, {
        'content-language': 'id',
      }),
      { status: 409, message: 'Anda sudah memakai seluruh waktu jeda yang diberikan untuk bagian ini.' },
    );
    const refusedEn = await t.call('test-activities/break-start', body(p), undefined, {
      'content-language': 'en',
    });
    expect(refusedEn.body.error?.message).toBe('You have used all the break time granted for this section.');
  });

  it("give each timed section its own allowance; the next section's clock starts without the last one's breaks", async () => {
    const p = await participant(1);
    const first = await start(p);
    await t.callOk('test-activities/break-start', body(p));
    await breakBegan(p.submissionId, 60);
    await t.callOk('test-activities/break-end', body(p));
    await t.callOk('test-activities/finish-section', {
      ...body(p),
      section_id: first.current_section_id as string,
    });
    // Between sections no clock runs: no pause to take.
    await expectRefusal(
      t.call('test-activities/break-start', body(p), undefined, {
        'content-language': 'en',
      }),
      { status: 409, message: /Between sections no clock runs/ },
    );
    const second = await start(p);
    expect(second.remaining_seconds).toBeLessThanOrEqual(300);
    expect(second.breaks).toMatchObject({ granted_seconds: 60, used_seconds: 0, left_seconds: 60 });
  });

  it('are refused without a grant of breaks (403, in the reader’s language), and the clock runs on', async () => {
    const p = await participant(0);
    await start(p);
    const before = await deadlineOf(p.submissionId);
    await expectRefusal(
      t.call('test-activities/break-start', body(p), undefined, { 'content-language': 'en' }),
      { status: 403, message: /Breaks are not part of your test arrangements/ },
    );
    const id = await t.call('test-activities/break-start', body(p), undefined, { 'content-language': 'id' });
    expect(id.body.error?.message).toMatch(/Jeda tidak termasuk pengaturan tes Anda/);
    expect(await deadlineOf(p.submissionId)).toBe(before);
    const plain = await t.callOk('test-activities/instrument', {
      participant_code: p.code,
      attempt_id: p.submissionId,
    });
    expect(plain.breaks ?? null).toBeNull();
  });

  it('a grant changed during a break keeps the break’s lead on the deadline', async () => {
    const p = await participant(2);
    await start(p);
    const before = await deadlineOf(p.submissionId);
    await t.callOk('test-activities/break-start', body(p));
    await t.callOk(
      'projects/participants/accommodations/grant',
      {
        participant_id: p.id,
        requested_by: 'staff',
        reason: 'Extra time added',
        break_minutes: 2,
        extra_time_percent: 10,
      } as never,
      consultant,
    );
    // 300 s + 10 % = 330 s, plus the running break's 120 s lead.
    expect(await deadlineOf(p.submissionId)).toBeGreaterThanOrEqual(before + 30_000);
    await breakBegan(p.submissionId, 30);
    const resumed = await t.callOk('test-activities/break-end', body(p));
    expect(resumed.breaks).toMatchObject({ used_seconds: 30 });
    expect(await deadlineOf(p.submissionId)).toBe(before + 30_000 + 30_000);
  });
});
