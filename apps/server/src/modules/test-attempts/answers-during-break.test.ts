import type { AttemptContent } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { keyedSingle } from '../../../test/support/ability-instruments';
import { type BreakSuite, candidateGrantedBreaks, startBreakSuite } from '../../../test/support/break-grants';
import { expectRefusal } from '../../../test/support/refusals';

// While a candidate is on a break the section's clock stands still, so an answer given then is
// refused (409, in the reader's language) and nothing is stored; an answer the device numbered
// before the break began (queued offline) is still saved, and after the break answers save again.

let suite: BreakSuite;
let t: TestApp;

beforeAll(async () => {
  suite = await startBreakSuite('BREAK-ANSWERS', [
    {
      title: 'Only',
      time_limit_seconds: 300,
      items: [keyedSingle('One'), keyedSingle('Two'), keyedSingle('Three')],
    },
  ]);
  ({ t } = suite);
});
afterAll(() => t.close());

async function onBreakParticipant(lastSeq?: number) {
  const { ids, submissionId } = await candidateGrantedBreaks(suite, 5);
  const attempt = (await t.callOk('test-activities/mark-as-started', ids)) as AttemptContent;
  const items = attempt.sections[0].items.map((i) => i.id);
  await t.callOk('test-activities/submission', {
    ...ids,
    submission: { [items[0]]: { value: 'A', seq: 1 } },
  });
  await t.callOk('test-activities/break-start', {
    ...ids,
    ...(lastSeq === undefined ? {} : { last_seq: lastSeq }),
  });
  return { ids, items, submissionId };
}

const storedAnswers = async (submissionId: number) =>
  (
    await t.db.kysely
      .selectFrom('answers')
      .select(['item_id', 'seq'])
      .where('submission_id', '=', submissionId)
      .orderBy('seq')
      .execute()
  ).map((a) => `${a.item_id}@${a.seq}`);

describe('answers during a break', () => {
  it('are refused with a 409 in the reader’s language and stored nowhere; after the break they save', async () => {
    const { ids, items, submissionId } = await onBreakParticipant(2);
    const during = { ...ids, submission: { [items[1]]: { value: 'B', seq: 3 } } };
    const en = await t.call('test-activities/submission', during, undefined, { 'content-language': 'en' });
    expect(en.status).toBe(409);
    expect(en.body.error?.message).toBe('You are on a break; end it to continue answering.');
    expect(en.body.error?.reason).toBe('on_break');
    expect(en.body.error?.field).toBe(`submission.${items[1]}`);
    const id = await t.call('test-activities/submission', during, undefined, { 'content-language': 'id' });
    expect(id.status).toBe(409);
    expect(id.body.error?.message).toBe('Anda sedang jeda; akhiri jeda untuk melanjutkan menjawab.');
    // A plain value (no sequence number) cannot be placed before the break: refused too.
    const plain = await t.call('test-activities/submission', { ...ids, submission: { [items[2]]: 'A' } });
    expect(plain.status).toBe(409);
    // So is a final save: the section ends only with the clock running.
    const final = await t.call('test-activities/submission', { ...ids, submission: {}, is_final: true });
    expect(final.status).toBe(409);
    expect(await storedAnswers(submissionId)).toEqual([`${items[0]}@1`]);

    await t.callOk('test-activities/break-end', ids);
    const after = await t.callOk('test-activities/submission', during);
    expect(after.saved).toBe(1);
    expect(await storedAnswers(submissionId)).toEqual([`${items[0]}@1`, `${items[1]}@3`]);
  });

  it('an answer the device numbered before the break began (queued offline) is still saved', async () => {
    const { ids, items, submissionId } = await onBreakParticipant(2);
    const queued = await t.callOk('test-activities/submission', {
      ...ids,
      submission: { [items[1]]: { value: 'B', seq: 2 } },
    });
    expect(queued).toMatchObject({ saved: 1, state: 'in_progress' });
    // The clock still stands: the section's time left reads as when the break began.
    expect(queued.remaining_seconds).toBeGreaterThan(290);
    expect(queued.remaining_seconds).toBeLessThanOrEqual(300);
    // In one save with an answer given during the break, nothing is stored and the device keeps both.
    await expectRefusal(
      t.call('test-activities/submission', {
        ...ids,
        submission: { [items[2]]: { value: 'A', seq: 2 }, [items[0]]: { value: 'B', seq: 4 } },
      }),
      { status: 409, field: `submission.${items[0]}` },
    );
    expect(await storedAnswers(submissionId)).toEqual([`${items[0]}@1`, `${items[1]}@2`]);
  });

  it('a device that gave no sequence number at the break’s start has every save wait for its end', async () => {
    const { ids, items, submissionId } = await onBreakParticipant();
    await expectRefusal(
      t.call('test-activities/submission', {
        ...ids,
        submission: { [items[1]]: { value: 'B', seq: 2 } },
      }),
      { status: 409, reason: 'on_break' },
    );
    expect(await storedAnswers(submissionId)).toEqual([`${items[0]}@1`]);
  });
});
