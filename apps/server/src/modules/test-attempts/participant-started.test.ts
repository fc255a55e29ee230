import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { publishedAbility } from '../../../test/support/ability-instruments';
import { startAppAs } from '../../../test/support/module-setup';
import { registeredParticipant } from '../../../test/support/registered-participant';
import { fieldOfRow } from '../../../test/support/row-ids';

// When a participant started, as the back office reads it: set when the first test starts (the
// registration block showed "Started –" while the session log listed the start), and the session
// log naming sections by their titles in the content the participant took.

let t: TestApp;
let admin: string;
let consultant: string;
let projectId: number;

const options = ['A', 'B'].map((id) => ({ id, text: `Option ${id}` }));
const single = (stem: string) => ({ type: 'single' as const, stem, options, key: 'A' });

const newInstrument = (code: string, sections: unknown[]) => publishedAbility(t, admin, code, sections);

const newParticipant = () => registeredParticipant(t, projectId);

const start = (code: string, submissionId: number) =>
  t.callOk('test-activities/mark-as-started', { participant_code: code, submission_id: submissionId });

const participantRow = (id: number) =>
  t.deps.db
    .selectFrom('participants')
    .select(['status', 'started_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const submissionStart = async (id: number) => await fieldOfRow(t, 'submissions', 'started_at', 'id', id);

interface SessionRow {
  status: string;
  section_id: string | null;
  section_title: string | null;
}
const sessionOf = async (participantId: number): Promise<SessionRow[]> =>
  (await t.callOk('projects/participants/results', { participant_id: participantId }, consultant)).integrity
    .session;

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  const first = await newInstrument('STARTED-FIRST', [
    { title: 'Numbers', time_limit_seconds: 300, items: [single('Numbers 1'), single('Numbers 2')] },
    { title: 'Words', time_limit_seconds: 300, items: [single('Words 1')] },
  ]);
  const second = await newInstrument('STARTED-SECOND', [
    { title: 'Shapes', time_limit_seconds: null, items: [single('Shapes 1')] },
  ]);
  ({ id: projectId } = await t.callOk(
    'projects/new',
    { account_corporate_id: 1, name: 'Started at', instrument_ids: [first, second] },
    consultant,
  ));
});
afterAll(() => t.close());

describe("the participant's start", () => {
  it("is set when the first test starts, to that test's start, and kept when it resumes", async () => {
    const p = await newParticipant();
    expect(await participantRow(p.id)).toEqual({ status: 'registered', started_at: null });
    await start(p.code, p.submissions[0]);
    const started = await submissionStart(p.submissions[0]);
    expect(started).not.toBeNull();
    expect(await participantRow(p.id)).toEqual({ status: 'in_progress', started_at: started });
    // Resuming (a reload, another device) keeps the first start.
    await new Promise((r) => setTimeout(r, 5));
    await start(p.code, p.submissions[0]);
    expect((await participantRow(p.id)).started_at).toBe(started);
    // The back office reads it.
    const results = await t.callOk('projects/participants/results', { participant_id: p.id }, consultant);
    expect(results.participant.started_at).toBe(started);
  });

  it('a later test keeps the first start; one in progress without a start gets its earliest test start', async () => {
    const p = await newParticipant();
    await start(p.code, p.submissions[0]);
    const first = await submissionStart(p.submissions[0]);
    const final = await t.call('test-activities/submission', {
      participant_code: p.code,
      submission_id: p.submissions[0],
      submission: {},
      is_final: true,
    });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    // As a participant who started before the start was recorded.
    await t.deps.db.updateTable('participants').set({ started_at: null }).where('id', '=', p.id).execute();
    await new Promise((r) => setTimeout(r, 5));
    await start(p.code, p.submissions[1]);
    expect(await submissionStart(p.submissions[1])).not.toBe(first);
    expect(await participantRow(p.id)).toEqual({ status: 'in_progress', started_at: first });
  });
});

describe('the session log in the back office', () => {
  it('names each section by its title; the pinned variation of the project wins', async () => {
    const p = await newParticipant();
    const attempt = await start(p.code, p.submissions[0]);
    const [numbers, words] = (attempt.sections as { id: string }[]).map((s) => s.id);
    await start(p.code, p.submissions[0]); // resumed in Numbers
    await t.callOk('test-activities/finish-section', {
      participant_code: p.code,
      submission_id: p.submissions[0],
      section_id: numbers,
    });
    await start(p.code, p.submissions[0]); // Words starts
    const rows = (await sessionOf(p.id)).map((r) => [r.status, r.section_id, r.section_title]);
    expect(rows).toEqual([
      ['started', null, null],
      ['resumed', numbers, 'Numbers'],
      ['section_finished', numbers, 'Numbers'],
      ['section_started', words, 'Words'],
    ]);

    // The project runs an alternate form with the same sections under other titles.
    const pi = await t.deps.db
      .selectFrom('submissions as s')
      .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
      .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
      .select(['pi.id', 'v.content_json'])
      .where('s.id', '=', p.submissions[0])
      .executeTakeFirstOrThrow();
    const content = JSON.parse(pi.content_json) as { sections: { id: string; title: string }[] };
    const variation = {
      ...content,
      sections: content.sections.map((s) => ({ ...s, title: `${s.title} (form B)` })),
    };
    await t.deps.db
      .updateTable('project_instruments')
      .set({ variation_json: JSON.stringify(variation) })
      .where('id', '=', pi.id)
      .execute();
    try {
      const titles = (await sessionOf(p.id)).map((r) => r.section_title);
      expect(titles).toEqual([null, 'Numbers (form B)', 'Numbers (form B)', 'Words (form B)']);
    } finally {
      await t.deps.db
        .updateTable('project_instruments')
        .set({ variation_json: null })
        .where('id', '=', pi.id)
        .execute();
    }
  });

  it('a section the content no longer has keeps its id without a title', async () => {
    const p = await newParticipant();
    await start(p.code, p.submissions[0]);
    await t.deps.db
      .insertInto('participant_activities')
      .values({
        participant_id: p.id,
        submission_id: p.submissions[0],
        section_id: 's_gone',
        status: 'resumed',
        created_at: new Date().toISOString(),
      })
      .execute();
    const last = (await sessionOf(p.id)).at(-1);
    expect(last).toMatchObject({ status: 'resumed', section_id: 's_gone', section_title: null });
  });
});
