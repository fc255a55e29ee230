import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { abilityDraft } from '../../../test/support/draft-instruments';
import { startAppAs } from '../../../test/support/module-setup';
import { registeredParticipant } from '../../../test/support/registered-participant';
import { answerAndScore } from '../../../test/support/scored-submissions';

// The rule "a published instrument is versioned, never changed under a running project". An
// admin edits and republishes an instrument a project already uses: the project, its
// participants' test and their scores stay on the version the project was made with.

let t: TestApp;
let admin: string;
let consultant: string;

const options = [
  { id: 'A', text: 'Right' },
  { id: 'B', text: 'Wrong' },
];
const items = (...stems: string[]) =>
  stems.map((stem) => ({ type: 'single' as const, stem, options, key: 'A' }));

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
});
afterAll(() => t.close());

async function newProject(name: string, instrumentId: number) {
  return t.callOk(
    'projects/new',
    { account_corporate_id: 1, name, instrument_ids: [instrumentId] },
    consultant,
  );
}

describe('published instrument versions', () => {
  it('a republished instrument changes nothing under a project made before', async () => {
    const { id } = await abilityDraft(t, admin, { code: 'PINNED', name: 'Pinned' }, [
      { title: 'S', items: items('Old 1', 'Old 2') },
    ]);
    expect(await t.callOk('instruments/submit', { id }, admin)).toMatchObject({ version: 1 });
    const running = await newProject('Running', id);
    const nadia = await registeredParticipant(t, running.id);

    // The admin rewrites the items, adds one and publishes version 2.
    const draft = await t.callOk('instruments/detail', { id }, admin);
    const sections = draft.sections.map((s: { items: Array<{ stem: string }> }) => ({
      ...s,
      items: [...s.items.map((i) => ({ ...i, stem: i.stem.replace('Old', 'New') })), ...items('New 3')],
    }));
    await t.callOk('instruments/content', { id, sections }, admin);
    expect(await t.callOk('instruments/submit', { id }, admin)).toMatchObject({ version: 2 });

    // The running project keeps version 1: in its detail, in the participant's test ...
    const detail = await t.callOk('projects/detail', { id: running.id }, consultant);
    expect(detail.instruments[0]).toMatchObject({ id, version: 1 });
    const test = await t.callOk('test-activities/instrument', {
      participant_code: nadia.code,
      attempt_id: nadia.attemptId,
    });
    const served = test.sections.flatMap((s: { items: Array<{ id: string; stem: string }> }) => s.items);
    expect(served.map((i: { stem: string }) => i.stem)).toEqual(['Old 1', 'Old 2']);

    // ... and in the scores: two items right of two, against version 1's content.
    const result = await answerAndScore(
      t,
      nadia,
      served.map((i: { id: string }) => ({ itemId: i.id, value: 'A' })),
    );
    expect(result).toMatchObject({ version: 1, number_correct: 2, max_score: 2 });

    // A project made now gets version 2.
    const fresh = await newProject('Fresh', id);
    expect(fresh.instruments[0]).toMatchObject({ id, version: 2 });
  });
});
