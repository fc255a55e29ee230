import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { fieldOfRow } from '../../../test/support/row-ids';
import { freshParticipant } from '../../../test/support/test-participants';

// WCAG 3.2.6 (consistent help): every participant page offers the same help. The participant's
// pages ask the consultant running their project (corporate-context); the code entry pages, where
// no project is known yet, ask the platform's contact from configuration (general-config/get).

let t: TestApp;
let consultant: string;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
});
afterAll(() => t.close());

const context = (code: string) => t.callOk('test-activities/corporate-context', { participant_code: code });
const projectOf = async (code: string) =>
  await fieldOfRow(t, 'participants', 'project_id', 'participant_code', code);

describe('the help contact', () => {
  it('on the code entry pages is the platform’s, from configuration', async () => {
    const config = await t.callOk('general-config/get', {}, await t.anonymousToken());
    expect(config.support).toEqual({ name: 'Asesa', email: t.deps.env.SUPPORT_EMAIL, phone: null });
    expect(config.support.email).toMatch(/@/);
  });

  it('on a participant’s pages is the consultant running the project, else the platform’s', async () => {
    const { code } = await freshParticipant(t, consultant);
    const projectId = await projectOf(code);
    const runner = await t.deps.db
      .selectFrom('projects as p')
      .innerJoin('users as u', 'u.id', 'p.created_by')
      .select(['u.id', 'u.name', 'u.email'])
      .where('p.id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect((await context(code)).help).toEqual({ name: runner.name, email: runner.email, phone: null });

    // A project whose creator is gone (or unknown) still gives the participant someone to ask.
    await t.deps.db.updateTable('projects').set({ created_by: null }).where('id', '=', projectId).execute();
    expect((await context(code)).help).toEqual({
      name: 'Asesa',
      email: t.deps.env.SUPPORT_EMAIL,
      phone: null,
    });
  });
});
