import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { publishedAbility } from '../../../test/support/ability-instruments';
import { savedAnswers } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { registeredParticipant } from '../../../test/support/registered-participant';

// Match and gap-match answers on save: pairs of the item's own choices within their use limits are
// kept; anything else is a 400 naming the item and the problem, in the reader's language.

let t: TestApp;
let p: { code: string; submissionId: number };
let match: string;
let gapMatch: string;

const save = (submission: Record<string, unknown>, language?: string) =>
  t.call(
    'test-activities/submission',
    { participant_code: p.code, submission_id: p.submissionId, submission, is_final: false },
    undefined,
    language ? { 'content-language': language } : {},
  );

beforeAll(async () => {
  let admin: string;
  [t, admin] = await startAppAs('admin');
  const instrument = await publishedAbility(t, admin, 'PAIRS-ANS', [
    {
      title: 'Pairs',
      items: [
        {
          type: 'match',
          stem: 'Capitals',
          sources: [
            { id: 'FR', text: 'France', match_max: 1 },
            { id: 'ID', text: 'Indonesia', match_max: 1 },
          ],
          targets: [
            { id: 'PAR', text: 'Paris', match_max: 1 },
            { id: 'JKT', text: 'Jakarta', match_max: 1 },
          ],
          key: [
            { source: 'FR', target: 'PAR' },
            { source: 'ID', target: 'JKT' },
          ],
        },
        {
          type: 'gap-match',
          stem: 'Snow in [[g1]], sun in [[g2]].',
          gap_texts: [
            { id: 'W', text: 'winter', match_max: 1 },
            { id: 'S', text: 'summer', match_max: 1 },
          ],
          gaps: [
            { id: 'g1', key: 'W' },
            { id: 'g2', key: 'S' },
          ],
        },
      ],
    },
  ]);
  const { id: projectId } = await t.callOk(
    'projects/new',
    { account_corporate_id: 1, name: 'Pairs', instrument_ids: [instrument] },
    await t.signIn('consultant'),
  );
  p = await registeredParticipant(t, projectId);
  const started = await t.callOk('test-activities/mark-as-started', {
    participant_code: p.code,
    submission_id: p.submissionId,
  });
  [match, gapMatch] = started.sections[0].items.map((i: { id: string }) => i.id);
  expect(started.sections[0].items[1].gaps[0].options).toEqual([
    { id: 'W', text: 'winter' },
    { id: 'S', text: 'summer' },
  ]);
});
afterAll(() => t.close());

describe('match and gap-match answers', () => {
  it('keeps pairs of the items own choices', async () => {
    const res = await save({ [match]: ['FR PAR', 'ID JKT'], [gapMatch]: { g1: 'W', g2: 'S' } });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(await savedAnswers(t, p.submissionId)).toMatchObject({
      // The answers table holds them as JSON text.
      [match]: { value: JSON.stringify(['FR PAR', 'ID JKT']) },
      [gapMatch]: { value: JSON.stringify({ g1: 'W', g2: 'S' }) },
    });
  });

  it.each([
    [
      () => ({ [match]: 'FR PAR' }),
      () => `item '${match}' takes a list of 'source target' pairs, not "FR PAR"`,
    ],
    [
      () => ({ [match]: ['FR ROM'] }),
      () => `'FR ROM' does not pair a source and a target of item '${match}'`,
    ],
    [() => ({ [match]: ['FR PAR', 'ID PAR'] }), () => `item '${match}' uses 'PAR' more than 1 time(s)`],
    [() => ({ [gapMatch]: { g9: 'W' } }), () => `'g9' is not a gap of item '${gapMatch}'`],
    [() => ({ [gapMatch]: { g1: 'X' } }), () => `'X' is not a gap text of item '${gapMatch}'`],
    [() => ({ [gapMatch]: { g1: 'W', g2: 'W' } }), () => `item '${gapMatch}' uses 'W' more than 1 time(s)`],
  ])('refuses a wrong answer by name (%#)', async (submission, message) => {
    const res = await save(submission());
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe(`submission: ${message()}`);
  });

  it('names the problem in Indonesian to an Indonesian reader', async () => {
    const pairs = await save({ [match]: ['FR PAR', 'ID PAR'] }, 'id');
    expect(pairs.status).toBe(400);
    expect(pairs.body.error!.message).toBe(`submission: soal '${match}' memakai 'PAR' lebih dari 1 kali`);
    const text = await save({ [gapMatch]: { g1: 'X' } }, 'id');
    expect(text.body.error!.message).toBe(`submission: 'X' bukan teks isian soal '${gapMatch}'`);
  });
});
