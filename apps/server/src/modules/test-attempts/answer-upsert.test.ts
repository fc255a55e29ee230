import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { journeyParticipant, savedAnswers } from '../../../test/support/journey.fixtures';
import { demoCorporateProject } from '../../../test/tenants';
import { pgPool } from '../../db/connection';
import { type AnswerRow, upsertAnswers } from './test-attempts.repository';
import { runningSubmission } from './test-attempts.service';

// The answer saves of one moment (one turn of the event loop), on a real database: each save gets
// its own result whatever it shares — on PostgreSQL one statement for their reads and one for
// their writes; on SQLite one commit.

let t: TestApp;
let project: { id: number; account_corporate_id: number };
beforeAll(async () => {
  t = await startTestApp();
  project = await demoCorporateProject(t, 'Saves of one moment');
});
afterAll(() => t?.close());

async function participantWithSubmission(name: string) {
  const p = await journeyParticipant(t, project, name);
  const sub = await t.deps.db
    .selectFrom('submissions')
    .select('id')
    .where('participant_id', '=', p.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { ...p, submissionId: sub.id };
}

const answer = (submissionId: number, itemId: string, value: string, seq: number | null): AnswerRow => ({
  submissionId,
  itemId,
  value,
  answeredAt: new Date().toISOString(),
  seq,
});

const stored = async (submissionId: number) =>
  Object.fromEntries(
    Object.entries(await savedAnswers(t, submissionId)).map(([item, a]) => [item, `${a.value}@${a.seq}`]),
  );

/** How many connections the saves took from the PostgreSQL pool (a round trip each). */
async function poolCheckouts<T>(work: () => Promise<T>): Promise<{ result: T; checkouts: number }> {
  const pool = pgPool(t.deps.db);
  let checkouts = 0;
  const count = () => {
    checkouts++;
  };
  pool?.on('acquire', count);
  try {
    return { result: await work(), checkouts };
  } finally {
    pool?.off('acquire', count);
  }
}

describe('answer saves of one moment', () => {
  it('each save learns how many of its own answers were stored', async () => {
    const [a, b] = [await participantWithSubmission('Ayu'), await participantWithSubmission('Bima')];
    const { result, checkouts } = await poolCheckouts(() =>
      Promise.all([
        upsertAnswers(t.deps.db, [answer(a.submissionId, 'q1', 'A', 5)]),
        upsertAnswers(t.deps.db, [
          answer(b.submissionId, 'q1', 'B', 3),
          answer(b.submissionId, 'q2', 'C', 4),
        ]),
        upsertAnswers(t.deps.db, [answer(a.submissionId, 'q2', 'D', 1)]),
        upsertAnswers(t.deps.db, []),
      ]),
    );
    expect(result).toEqual([1, 2, 1, 0]);
    if (pgPool(t.deps.db)) expect(checkouts).toBe(1);

    // Older than what is held: not stored, and only that save hears so.
    expect(
      await Promise.all([
        upsertAnswers(t.deps.db, [answer(a.submissionId, 'q1', 'old', 4)]),
        upsertAnswers(t.deps.db, [
          answer(b.submissionId, 'q1', 'newer', 9),
          answer(b.submissionId, 'q2', 'old', 2),
        ]),
        upsertAnswers(t.deps.db, [answer(a.submissionId, 'q2', 'plain', null)]),
      ]),
    ).toEqual([0, 1, 1]);
    expect(await stored(a.submissionId)).toEqual({ q1: 'A@5', q2: 'plain@null' });
    expect(await stored(b.submissionId)).toEqual({ q1: 'newer@9', q2: 'C@4' });
  });

  it('two saves of the same item in one moment end as if they came one after the other', async () => {
    const p = await participantWithSubmission('Citra');
    expect(
      await Promise.all([
        upsertAnswers(t.deps.db, [answer(p.submissionId, 'q1', 'seven', 7)]),
        upsertAnswers(t.deps.db, [answer(p.submissionId, 'q1', 'six', 6)]),
      ]),
    ).toEqual([1, 0]);
    expect(await stored(p.submissionId)).toEqual({ q1: 'seven@7' });
    // A plain value (no sequence number) after a numbered one replaces it, as it would alone.
    expect(
      await Promise.all([
        upsertAnswers(t.deps.db, [answer(p.submissionId, 'q1', 'eight', 8)]),
        upsertAnswers(t.deps.db, [answer(p.submissionId, 'q1', 'plain', null)]),
      ]),
    ).toEqual([1, 1]);
    expect(await stored(p.submissionId)).toEqual({ q1: 'plain@null' });
  });

  it('a save that cannot be stored fails alone; the others of its moment are stored', async () => {
    const p = await participantWithSubmission('Dewi');
    const outcomes = await Promise.allSettled([
      upsertAnswers(t.deps.db, [answer(p.submissionId, 'q1', 'kept', 1)]),
      upsertAnswers(t.deps.db, [answer(987_654_321, 'q1', 'no such submission', 1)]),
      upsertAnswers(t.deps.db, [answer(p.submissionId, 'q2', 'kept too', 1)]),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/foreign key/i);
    expect(await stored(p.submissionId)).toEqual({ q1: 'kept@1', q2: 'kept too@1' });
  });

  it("the reads of one moment each get their own participant's submission, and a wrong code nothing", async () => {
    const [a, b] = [await participantWithSubmission('Eka'), await participantWithSubmission('Fajar')];
    for (const p of [a, b])
      await t.deps.db
        .updateTable('participants')
        .set({ registered_at: new Date().toISOString() })
        .where('id', '=', p.id)
        .execute();
    const { result, checkouts } = await poolCheckouts(() =>
      Promise.all([
        runningSubmission(t.deps, a.code, a.submissionId),
        runningSubmission(t.deps, b.code, b.submissionId),
        runningSubmission(t.deps, b.code, a.submissionId),
        runningSubmission(t.deps, a.code.toLowerCase(), a.submissionId),
      ]),
    );
    expect(result.map((r) => r?.sub.participant_id ?? null)).toEqual([a.id, b.id, null, a.id]);
    // One query for the four reads (the form is read once more, the first time it is needed).
    if (pgPool(t.deps.db)) expect(checkouts).toBeLessThanOrEqual(2);
  });
});

describe("a save naming a submission id past the database's integers", () => {
  it('is answered 404 alone; the reads of its moment go on', async () => {
    const p = await participantWithSubmission('Gita');
    await t.deps.db
      .updateTable('participants')
      .set({ registered_at: new Date().toISOString() })
      .where('id', '=', p.id)
      .execute();
    const [huge, fine] = await Promise.all([
      t.call('test-activities/submission', {
        participant_code: p.code,
        submission_id: 3_000_000_000,
        submission: { q1: 'A' },
        is_final: false,
      }),
      runningSubmission(t.deps, p.code, p.submissionId),
    ]);
    expect(fine?.sub.id).toBe(p.submissionId);
    // PostgreSQL's integer ids end at 2,147,483,647 (SQLite's do not): no such submission on either.
    expect(huge.status).toBe(404);
  });
});
