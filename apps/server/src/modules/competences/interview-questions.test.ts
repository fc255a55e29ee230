import { INTERVIEW_QUESTIONS_MAX } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { DEMO_COMPETENCES } from '../../seed/demo-competences';

let t: TestApp;
let admin: string;

const LEVELS = [
  { level: 1, label: 'Developing', min: 1, max: 4, colour: '#b71c1c', text_colour: '#ffffff' },
  { level: 2, label: 'Proficient', min: 4, max: 7, colour: '#f9a825', text_colour: '#000000' },
];
const QUESTIONS = ['Tell me about a plan that went wrong.', 'How do you decide what to do first?'];

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

describe('interview questions of the competence library', () => {
  it('are kept with a new competence and answered by detail', async () => {
    const created = await t.callOk(
      'competences/new',
      { code: 'IQ-1', name: 'Planning', levels: LEVELS, interview_questions: QUESTIONS },
      admin,
    );
    expect(created.interview_questions).toEqual(QUESTIONS);
    expect((await t.callOk('competences/detail', { id: created.id }, admin)).interview_questions).toEqual(
      QUESTIONS,
    );
  });

  it('default to none, stay when an update leaves them out and change when it gives them', async () => {
    const created = await t.callOk('competences/new', { code: 'IQ-2', name: 'Drive', levels: LEVELS }, admin);
    expect(created.interview_questions).toEqual([]);
    const update = { id: created.id, name: 'Drive', levels: LEVELS };
    await t.callOk('competences/update', { ...update, interview_questions: QUESTIONS }, admin);
    const kept = await t.callOk('competences/update', update, admin);
    expect(kept.interview_questions).toEqual(QUESTIONS);
    const changed = await t.callOk(
      'competences/update',
      { ...update, interview_questions: ['Only this one?'] },
      admin,
    );
    expect(changed.interview_questions).toEqual(['Only this one?']);
    const cleared = await t.callOk('competences/update', { ...update, interview_questions: [] }, admin);
    expect(cleared.interview_questions).toEqual([]);
  });

  it('are copied by duplicate', async () => {
    const created = await t.callOk(
      'competences/new',
      { code: 'IQ-3', name: 'Teamwork', levels: LEVELS, interview_questions: QUESTIONS },
      admin,
    );
    const copy = await t.callOk('competences/duplicate', { id: created.id, code: 'IQ-3-COPY' }, admin);
    expect(copy.interview_questions).toEqual(QUESTIONS);
  });

  it('refuse blank or over-long questions and too many of them, naming the field', async () => {
    const base = { code: 'IQ-4', name: 'X', levels: LEVELS };
    await expectRefusal(t.call('competences/new', { ...base, interview_questions: ['ok', '  '] }, admin), {
      status: 400,
      message: expect.stringContaining('interview'),
    });
    const long = await t.call('competences/new', { ...base, interview_questions: ['x'.repeat(501)] }, admin);
    expect(long.status).toBe(400);
    await expectRefusal(
      t.call(
        'competences/new',
        {
          ...base,
          interview_questions: Array.from({ length: INTERVIEW_QUESTIONS_MAX + 1 }, (_, i) => `Q${i}?`),
        },
        admin,
      ),
      { status: 400, message: expect.stringContaining('interview_questions') },
    );
  });

  it('are seeded for the demo competences', async () => {
    const rows = await t.deps.db.selectFrom('competences').select(['id', 'code']).execute();
    for (const spec of DEMO_COMPETENCES) {
      const id = rows.find((r) => r.code === spec.code)!.id;
      expect((await t.callOk('competences/detail', { id }, admin)).interview_questions).toEqual(
        spec.interviewQuestions,
      );
    }
  });
});
