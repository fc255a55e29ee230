import { INVITATION_LIFETIME_HOURS, INVITATION_MESSAGES } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptAndSignIn,
  buildTenant,
  invitationTokenFor,
  type Tenant,
} from '../../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';
import { sha256 } from '../../lib/crypto';
import { WRONG_CREDENTIALS_MESSAGE } from '../auth/auth.service';

let t: TestApp;
let consultant: string;
let other: Tenant;
const DEMO_CORPORATE = 1;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  other = await buildTenant(t, await t.signIn('admin'), 'other');
});
afterAll(() => t.close());

const invite = (email: string, name = 'Nadia New', corporate = DEMO_CORPORATE) => ({
  account_corporate_id: corporate,
  name,
  email,
  title: 'Recruiter',
});

describe('accounts/collaborators/invite', () => {
  it('creates an invited collaborator and e-mails a single-use link', async () => {
    const row = await t.callOk('accounts/collaborators/invite', invite('Nadia@Demo.test'), consultant);
    expect(row).toMatchObject({
      name: 'Nadia New',
      email: 'nadia@demo.test',
      title: 'Recruiter',
      role: 'collaborator',
      status: 'invited',
    });
    const user = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'collaborator',
      password_hash: null,
      is_agree_tnc: 0,
      account_corporate_id: DEMO_CORPORATE,
      account_consultant_id: null,
    });
    const token = await invitationTokenFor(t, 'nadia@demo.test');
    const invitation = await t.deps.db
      .selectFrom('user_invitations')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(invitation.token_hash).toBe(sha256(token));
    expect(invitation.expires_at).toBe(row.invitation_expires_at);
    const hours = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 3600_000;
    expect(hours).toBe(INVITATION_LIFETIME_HOURS);
    const mail = await t.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'nadia@demo.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('You are invited to Demo Corporation on Asesa');
    expect(mail.body_text).toContain('Citra Consultant invited you to Demo Corporation on Asesa.');
  });

  it('uses PUBLIC_URL for the link when it is set', async () => {
    const custom = await startTestApp({ env: { PUBLIC_URL: 'https://asesa.example.com/' } });
    try {
      await custom.callOk(
        'accounts/collaborators/invite',
        invite('p@demo.test'),
        await custom.signIn('consultant'),
      );
      const token = await invitationTokenFor(custom, 'p@demo.test');
      const mail = await custom.deps.db.selectFrom('outbox').select('body_text').executeTakeFirstOrThrow();
      expect(mail.body_text).toContain(`https://asesa.example.com/invitation/${token}\n`);
    } finally {
      await custom.close();
    }
  });

  it('refuses an e-mail any user has (409 naming email) and an invalid one (400)', async () => {
    for (const email of ['collaborator@asesa.test', 'CONSULTANT@asesa.test', 'nadia@demo.test']) {
      const res = await t.call('accounts/collaborators/invite', invite(email), consultant);
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        message: `The e-mail '${email.toLowerCase()}' is already used by another user.`,
        field: 'email',
      });
    }
    const bad = await t.call('accounts/collaborators/invite', invite('not-an-email'), consultant);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      message: 'email: email must be a valid e-mail address',
      field: 'email',
    });
  });

  it("refuses another tenant's corporate (404) and collaborators (403)", async () => {
    await expectRefusal(
      t.call('accounts/collaborators/invite', invite('x@x.test', 'X', other.corporateId), consultant),
      { status: 404, message: 'Corporate account not found.' },
    );
    await expectRefusal(
      t.call('accounts/collaborators/invite', invite('y@y.test'), await t.signIn('collaborator')),
      { status: 403, message: 'Only consultants and admins manage collaborators.' },
    );
    const users = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['x@x.test', 'y@y.test'])
      .execute();
    expect(users).toEqual([]);
  });

  it('admins may invite into any corporate', async () => {
    const row = await t.callOk(
      'accounts/collaborators/invite',
      invite('admin-invited@other.test', 'Ada', other.corporateId),
      await t.signIn('admin'),
    );
    expect(row.status).toBe('invited');
  });
});

describe('accounts/collaborators/datatable', () => {
  it("lists a corporate's collaborators with status invited, active or removed", async () => {
    const page = await t.callOk(
      'accounts/collaborators/datatable',
      {
        account_corporate_id: DEMO_CORPORATE,
        columns: [{ data: 'email' }],
        order: [{ column: 0, dir: 'asc' }],
      },
      consultant,
    );
    expect(page.data.map((r: { email: string; status: string }) => [r.email, r.status])).toEqual([
      ['collaborator@asesa.test', 'active'],
      ['nadia@demo.test', 'invited'],
    ]);
    const invited = await t.callOk(
      'accounts/collaborators/datatable',
      { account_corporate_id: DEMO_CORPORATE, columns: [{ data: 'status', search: { value: 'invited' } }] },
      consultant,
    );
    expect(invited.recordsFiltered).toBe(1);
    expect(invited.data[0].invitation_expires_at).toEqual(expect.any(String));
  });

  it("a collaborator sees its own corporate's list; other tenants get 404", async () => {
    const own = await t.callOk(
      'accounts/collaborators/datatable',
      { account_corporate_id: DEMO_CORPORATE },
      await t.signIn('collaborator'),
    );
    expect(own.recordsTotal).toBe(2);
    const res = await t.call(
      'accounts/collaborators/datatable',
      { account_corporate_id: DEMO_CORPORATE },
      other.consultant,
    );
    expect(res.status).toBe(404);
    const res2 = await t.call(
      'accounts/collaborators/datatable',
      { account_corporate_id: DEMO_CORPORATE },
      other.collaborator,
    );
    expect(res2.status).toBe(404);
  });
});

describe('accounts/collaborators/re-invite', () => {
  it('issues a new link; the old one answers 410 and the new one works', async () => {
    const nadiaId = await idOfRow(t, 'users', 'invited_email', 'nadia@demo.test');
    const oldToken = await invitationTokenFor(t, 'nadia@demo.test');
    const row = await t.callOk('accounts/collaborators/re-invite', { id: nadiaId }, consultant);
    expect(row).toMatchObject({ id: nadiaId, status: 'invited' });
    const newToken = await invitationTokenFor(t, 'nadia@demo.test');
    expect(newToken).not.toBe(oldToken);
    const replaced = await t.deps.db
      .selectFrom('user_invitations')
      .select('replaced_at')
      .where('token_hash', '=', sha256(oldToken))
      .executeTakeFirstOrThrow();
    expect(replaced.replaced_at).not.toBeNull();

    await expectRefusal(t.call('users/invitations/detail', { token: oldToken }), {
      status: 410,
      message: INVITATION_MESSAGES.used,
    });
    const fresh = await t.callOk('users/invitations/detail', { token: newToken });
    expect(fresh).toMatchObject({
      email: 'nadia@demo.test',
      role: 'collaborator',
      account_name: 'Demo Corporation',
    });
  });

  it('refuses someone who already accepted (409), other tenants (404) and collaborators (403)', async () => {
    await expectRefusal(
      t.call('accounts/collaborators/re-invite', { id: other.collaboratorId }, other.consultant),
      {
        status: 409,
        message: 'Name of collab@other.test has already accepted the invitation and can sign in.',
      },
    );
    await expectRefusal(t.call('accounts/collaborators/re-invite', { id: other.invitedId }, consultant), {
      status: 404,
      message: 'Collaborator not found.',
    });
    const byCollab = await t.call(
      'accounts/collaborators/re-invite',
      { id: other.invitedId },
      other.collaborator,
    );
    expect(byCollab.status).toBe(403);
    const consultantUser = await t.call('accounts/collaborators/re-invite', { id: 2 }, consultant);
    expect(consultantUser.status).toBe(404);
  });
});

describe('accounts/collaborators/mark-as-removed', () => {
  it('removes a collaborator: sessions end, sign-in fails, the list says removed', async () => {
    await t.callOk('accounts/collaborators/invite', invite('leaving@demo.test', 'Leo'), consultant);
    const leo = await acceptAndSignIn(t, 'leaving@demo.test');
    const id = await idOfRow(t, 'users', 'email', 'leaving@demo.test');
    expect((await t.call('auth/whoami', {}, leo)).status).toBe(200);

    expect((await t.call('accounts/collaborators/mark-as-removed', { id }, other.consultant)).status).toBe(
      404,
    );
    const res = await t.call('accounts/collaborators/mark-as-removed', { id }, consultant);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });

    expect((await t.call('auth/whoami', {}, leo)).status).toBe(401);
    await expectRefusal(
      t.call(
        'auth/login',
        { username: 'leaving@demo.test', password: 'Correct horse 42' },
        await t.anonymousToken(),
      ),
      { status: 401, message: WRONG_CREDENTIALS_MESSAGE },
    );
    const page = await t.callOk(
      'accounts/collaborators/datatable',
      { account_corporate_id: DEMO_CORPORATE, search: { value: 'leaving' } },
      consultant,
    );
    expect(page.data[0]).toMatchObject({
      email: 'leaving@demo.test',
      status: 'removed',
      invitation_expires_at: null,
    });
    expect((await t.call('accounts/collaborators/mark-as-removed', { id }, consultant)).status).toBe(404);
    expect((await t.call('accounts/collaborators/re-invite', { id }, consultant)).status).toBe(404);
    // Their e-mail stays taken.
    expect(
      (await t.call('accounts/collaborators/invite', invite('leaving@demo.test'), consultant)).status,
    ).toBe(409);
  });

  it('kills the link of an invited collaborator who is removed', async () => {
    const nadiaId = await idOfRow(t, 'users', 'invited_email', 'nadia@demo.test');
    const token = await invitationTokenFor(t, 'nadia@demo.test');
    await t.callOk('accounts/collaborators/mark-as-removed', { id: nadiaId }, consultant);
    await expectRefusal(
      t.call('users/invitations/accept', {
        token,
        name: 'Nadia',
        password: 'Long enough 1',
        confirm_password: 'Long enough 1',
      }),
      { status: 410, message: INVITATION_MESSAGES.used },
    );
  });

  it('is refused to collaborators', async () => {
    const res = await t.call(
      'accounts/collaborators/mark-as-removed',
      { id: other.invitedId },
      other.collaborator,
    );
    expect(res.status).toBe(403);
  });
});
