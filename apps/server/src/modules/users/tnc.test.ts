import { TNC_REQUIRED } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAndSignIn, get } from '../../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let newcomer: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.callOk(
    'accounts/collaborators/invite',
    { account_corporate_id: 1, name: 'Newcomer', email: 'new@demo.test' },
    await t.signIn('consultant'),
  );
  newcomer = await acceptAndSignIn(t, 'new@demo.test');
});
afterAll(() => t.close());

describe('the terms of use gate', () => {
  it('answers 403 tnc_required to every back-office call until the collaborator agrees', async () => {
    for (const [path, body] of [
      ['accounts/corporates/datatable', {}],
      ['accounts/corporates/detail', { id: 1 }],
      ['accounts/credits/balance', { account_corporate_id: 1 }],
      ['projects/list', {}],
      ['users/profile', { name: 'Changed' }],
      [
        'users/password',
        { old_password: 'x', new_password: 'y'.repeat(12), confirm_new_password: 'y'.repeat(12) },
      ],
    ] as const) {
      const res = await t.call(path, body, newcomer);
      expect(res.status, path).toBe(403);
      expect(res.body.error, path).toEqual({
        message: 'Please agree to the terms of use first.',
        reason: 'tnc_required',
      });
    }
    expect(TNC_REQUIRED).toEqual({
      reason: 'tnc_required',
      message: 'Please agree to the terms of use first.',
    });
  });

  it('still lets it use the session calls and read its profile', async () => {
    const who = await t.callOk('auth/whoami', {}, newcomer);
    expect(who.user.is_agree_tnc).toBe(false);
    expect((await t.call('auth/user-context', {}, newcomer)).status).toBe(200);
    expect((await t.call('auth/credit-balance', {}, newcomer)).status).toBe(200);
    const profile = await get(t, 'users/profile', newcomer);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email: 'new@demo.test', is_agree_tnc: false });
  });

  it('users/collaborators/tnc-agreed records the agreement and opens the back office', async () => {
    const res = await t.call('users/collaborators/tnc-agreed', {}, newcomer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'new@demo.test', role: 'collaborator', is_agree_tnc: true });
    const row = await t.deps.db
      .selectFrom('users')
      .select('is_agree_tnc')
      .where('email', '=', 'new@demo.test')
      .executeTakeFirstOrThrow();
    expect(row.is_agree_tnc).toBe(1);
    expect((await t.callOk('auth/whoami', {}, newcomer)).user.is_agree_tnc).toBe(true);
    expect((await t.call('accounts/corporates/datatable', {}, newcomer)).status).toBe(200);
  });

  it('does not apply to participant pages or to consultants', async () => {
    expect((await t.call('test-activities/landing', { participant_code: 'DEMO-PCODE-01' })).status).toBe(200);
    await t.deps.db
      .updateTable('users')
      .set({ is_agree_tnc: 0 })
      .where('email', '=', 'consultant@asesa.test')
      .execute();
    expect((await t.call('accounts/corporates/datatable', {}, await t.signIn('consultant'))).status).toBe(
      200,
    );
  });
});
