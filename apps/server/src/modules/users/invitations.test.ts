import { INVITATION_MESSAGES, PASSWORD_MESSAGES } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationTokenFor } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { addMs, nowIso } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';

let t: TestApp;
let consultant: string;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
});
afterAll(() => t.close());

async function invited(email: string): Promise<string> {
  await t.callOk(
    'accounts/collaborators/invite',
    { account_corporate_id: 1, name: 'Invited Person', email },
    consultant,
  );
  return invitationTokenFor(t, email);
}

const accept = (token: string, password = 'A good long password') => ({
  token,
  name: 'Chosen Name',
  password,
  confirm_password: password,
});

describe('users/invitations/detail', () => {
  it('describes the invitation without signing in', async () => {
    const token = await invited('detail@demo.test');
    const res = await t.call('users/invitations/detail', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      email: 'detail@demo.test',
      name: 'Invited Person',
      role: 'collaborator',
      account_name: 'Demo Corporation',
      expires_at: expect.any(String),
      sso_required: false,
    });
  });

  it('answers 410 for an unknown token and 400 for a malformed one', async () => {
    const unknown = await t.call('users/invitations/detail', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(410);
    expect(unknown.body.error).toEqual({ message: INVITATION_MESSAGES.used });
    const short = await t.call('users/invitations/detail', { token: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.error).toEqual({ message: 'token: the invitation link is not valid', field: 'token' });
  });
});

describe('users/invitations/accept', () => {
  it('sets the name and password, uses up the link; the user signs in with auth/login', async () => {
    const token = await invited('accept@demo.test');
    const res = await t.call('users/invitations/accept', accept(token));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: 'accept@demo.test' });
    const user = await t.deps.db
      .selectFrom('users')
      .select(['name', 'password_hash'])
      .where('email', '=', 'accept@demo.test')
      .executeTakeFirstOrThrow();
    expect(user.name).toBe('Chosen Name');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const used = await t.deps.db
      .selectFrom('user_invitations')
      .select('used_at')
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(used.used_at).not.toBeNull();
    const signedIn = await t.signIn({ email: 'accept@demo.test', password: 'A good long password' });
    expect((await t.callOk('auth/whoami', {}, signedIn)).user.email).toBe('accept@demo.test');
  });

  it('refuses a reused link with 410 and changes nothing', async () => {
    const token = await invitationTokenFor(t, 'accept@demo.test');
    await expectRefusal(t.call('users/invitations/accept', accept(token, 'Another long password')), {
      status: 410,
      message: INVITATION_MESSAGES.used,
    });
    expect((await t.call('users/invitations/detail', { token })).status).toBe(410);
    // The first password still works.
    await t.signIn({ email: 'accept@demo.test', password: 'A good long password' });
  });

  it('refuses an expired link with 410 saying so', async () => {
    const token = await invited('late@demo.test');
    await t.deps.db
      .updateTable('user_invitations')
      .set({ expires_at: addMs(nowIso(), -1000) })
      .where('token_hash', '=', sha256(token))
      .execute();
    await expectRefusal(t.call('users/invitations/detail', { token }), {
      status: 410,
      message: INVITATION_MESSAGES.expired,
    });
    const res = await t.call('users/invitations/accept', accept(token));
    expect(res.status).toBe(410);
    expect(res.body.error).toEqual({
      message: 'This invitation link has expired. Ask for a new invitation.',
    });
    const user = await t.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('invited_email', '=', 'late@demo.test')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
  });

  it('checks the password rules', async () => {
    const token = await invited('rules@demo.test');
    const short = await t.call('users/invitations/accept', accept(token, 'short'));
    expect(short.status).toBe(400);
    expect(short.body.error).toEqual({
      message: `password: ${PASSWORD_MESSAGES.tooShort}`,
      field: 'password',
    });
    const mismatch = await t.call('users/invitations/accept', {
      ...accept(token),
      confirm_password: 'Something else entirely',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toEqual({
      message: `confirm_password: ${PASSWORD_MESSAGES.mismatch}`,
      field: 'confirm_password',
    });
    // Still usable after refused attempts.
    expect((await t.call('users/invitations/accept', accept(token))).status).toBe(200);
  });

  it('only one of two concurrent accepts wins', async () => {
    const token = await invited('race@demo.test');
    const results = await Promise.all([
      t.call('users/invitations/accept', accept(token, 'First long password')),
      t.call('users/invitations/accept', accept(token, 'Second long password')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
  });
});
