import { dateFormatter } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptAndSignIn,
  buildTenant,
  get,
  invitationTokenFor,
  type Tenant,
} from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';

// Inviting an address that has an account in another tenant must answer, list and log exactly as
// inviting a fresh one: only the mailbox's owner learns that the address cannot join.

let t: TestApp;
let consultant: string;
let admin: string;
let other: Tenant;
const DEMO_CORPORATE = 1;
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Row = Record<string, any>;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  admin = await t.signIn('admin');
  other = await buildTenant(t, admin, 'elsewhere');
});
afterAll(() => t.close());

const invite = (email: string) => ({
  account_corporate_id: DEMO_CORPORATE,
  name: 'Same Name',
  email,
  title: 'Recruiter',
});

/** A row without what differs between any two invitations (ids, times, the address itself). */
const shape = (row: Row | null) => {
  const { id, created_at, invitation_expires_at, email: _, ...rest } = row ?? {};
  return {
    ...rest,
    id: typeof id,
    created_at: typeof created_at,
    invitation_expires_at: typeof invitation_expires_at,
  };
};

const mailsTo = (email: string) =>
  t.deps.db
    .selectFrom('outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

async function auditOf(action: string, entityId: number) {
  const row = await t.deps.db
    .selectFrom('audit_log')
    .select(['actor_name', 'entity_type', 'account_corporate_id', 'changes_json'])
    .where('action', '=', action)
    .where('entity_id', '=', entityId)
    .executeTakeFirstOrThrow();
  const changes = JSON.parse(row.changes_json) as Record<string, [unknown, unknown]>;
  // The placeholder sign-in address is random for every invitation: its presence is what compares.
  return {
    ...row,
    changes_json: undefined,
    changes: {
      ...changes,
      id: typeof changes.id?.[1],
      email: typeof changes.email?.[1],
      invited_email: typeof changes.invited_email?.[1],
    },
    address: changes.invited_email?.[1],
  };
}

describe('inviting an address that has an account in another tenant', () => {
  it('answers, lists, re-invites, removes and logs exactly as for a fresh address', async () => {
    const taken = 'consultant@elsewhere.test';
    const fresh = await t.call<Row>(
      'accounts/collaborators/invite',
      invite('fresh-one@demo.test'),
      consultant,
    );
    const other_ = await t.call<Row>('accounts/collaborators/invite', invite(taken), consultant);
    expect(other_.status).toBe(200);
    expect(other_.status).toBe(fresh.status);
    expect(other_.body.data?.email).toBe(taken);
    expect(shape(other_.body.data)).toEqual(shape(fresh.body.data));
    expect(shape(other_.body.data)).toMatchObject({ status: 'invited', role: 'collaborator' });

    const page = await t.callOk(
      'accounts/collaborators/datatable',
      { account_corporate_id: DEMO_CORPORATE, start: 0, length: 100 },
      consultant,
    );
    const listed = (email: string) => page.data.find((r: { email: string }) => r.email === email);
    expect(shape(listed(taken))).toEqual(shape(listed('fresh-one@demo.test')));

    const ids = [fresh.body.data?.id, other_.body.data?.id];
    const reinvited = await Promise.all(
      ids.map((id) => t.call<Row>('accounts/collaborators/re-invite', { id }, consultant)),
    );
    expect(reinvited.map((r) => r.status)).toEqual([200, 200]);
    expect(shape(reinvited[1].body.data)).toEqual(shape(reinvited[0].body.data));

    const [freshLog, takenLog] = await Promise.all(
      ids.map((id) => auditOf('accounts/collaborators/invite', id)),
    );
    expect({ ...takenLog, address: undefined }).toEqual({ ...freshLog, address: undefined });
    expect([freshLog.address, takenLog.address]).toEqual(['fresh-one@demo.test', taken]);

    const removed = await Promise.all(
      ids.map((id) => t.call('accounts/collaborators/mark-as-removed', { id }, consultant)),
    );
    expect(removed.map((r) => [r.status, r.body.data])).toEqual([
      [200, { ok: true }],
      [200, { ok: true }],
    ]);
  });

  it('tells the mailbox owner, in their language, and sends them no link', async () => {
    const owner = 'collab@elsewhere.test';
    await t.deps.db.updateTable('users').set({ locale: 'id' }).where('email', '=', owner).execute();
    const before = (await mailsTo(owner)).length;
    await t.callOk('accounts/collaborators/invite', invite(owner), consultant);
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Undangan ke Demo Corporation di Asesa');
    expect(mail.body_text).toContain(
      `Citra Consultant mengundang Anda ke Demo Corporation di Asesa, tetapi alamat ini (${owner}) sudah memiliki akun di Asesa; mintalah mereka mengundang alamat lain.`,
    );
    expect(mail.body_text).not.toContain('/invitation/');
    // Their own account is untouched: they still sign in.
    const still = await get(t, 'users/profile', other.collaborator);
    expect(still.body.data.email).toBe(owner);
  });

  it('the same address in the tenant the inviter sees is still refused with a clear 409', async () => {
    const res = await t.call<Row>('accounts/collaborators/invite', invite('fresh-one@demo.test'), consultant);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      message: "The e-mail 'fresh-one@demo.test' is already used by another user.",
      field: 'email',
    });
  });
});

describe('accepting an invitation', () => {
  it('works for a fresh address: the user signs in with it', async () => {
    await t.callOk('accounts/collaborators/invite', invite('accepts@demo.test'), consultant);
    const session = await acceptAndSignIn(t, 'accepts@demo.test');
    const me = (await get(t, 'users/profile', session)).body.data;
    expect(me).toMatchObject({ email: 'accepts@demo.test', role: 'collaborator' });
  });

  it('is refused, with the sentence, once the address has an account elsewhere', async () => {
    // Two tenants invite the same new address; the other one's invitation is accepted first.
    await t.callOk('accounts/collaborators/invite', invite('wanted@two.test'), consultant);
    const ours = await invitationTokenFor(t, 'wanted@two.test');
    await t.callOk(
      'accounts/collaborators/invite',
      { account_corporate_id: other.corporateId, name: 'Wanted', email: 'wanted@two.test' },
      other.consultant,
    );
    await acceptAndSignIn(t, 'wanted@two.test');

    const sentence = {
      en: 'Citra Consultant invited you to Demo Corporation on Asesa, but this address (wanted@two.test) already has an account on Asesa; ask them to invite another address.',
      id: 'Citra Consultant mengundang Anda ke Demo Corporation di Asesa, tetapi alamat ini (wanted@two.test) sudah memiliki akun di Asesa; mintalah mereka mengundang alamat lain.',
    };
    await expectRefusal(t.call('users/invitations/detail', { token: ours }), {
      status: 409,
      message: sentence.en,
    });
    const body = {
      token: ours,
      name: 'Wanted',
      password: 'A good long password',
      confirm_password: 'A good long password',
    };
    await expectRefusal(t.call('users/invitations/accept', body, undefined, { 'content-language': 'id' }), {
      status: 409,
      message: sentence.id,
    });
    const mine = await t.deps.db
      .selectFrom('users')
      .select(['password_hash', 'invited_email'])
      .where('account_corporate_id', '=', DEMO_CORPORATE)
      .where('invited_email', '=', 'wanted@two.test')
      .executeTakeFirstOrThrow();
    expect(mine.password_hash).toBeNull();
  });
});

describe('the invitation e-mail', () => {
  it("is in the inviter's language, its expiry written by the shared formatter", async () => {
    for (const [language, subject, greeting] of [
      [
        'en',
        'You are invited to Demo Corporation on Asesa',
        'Citra Consultant invited you to Demo Corporation on Asesa.',
      ],
      [
        'id',
        'Anda diundang ke Demo Corporation di Asesa',
        'Citra Consultant mengundang Anda ke Demo Corporation di Asesa.',
      ],
    ] as const) {
      const email = `lang-${language}@demo.test`;
      const res = await t.call<Row>('accounts/collaborators/invite', invite(email), consultant, {
        'content-language': language,
      });
      expect(res.status).toBe(200);
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe(subject);
      expect(mail.body_text).toContain(greeting);
      const expires = dateFormatter(language).dateTime(res.body.data?.invitation_expires_at);
      expect(mail.body_text).toContain(
        language === 'en' ? `expires on ${expires}.` : `kedaluwarsa pada ${expires}.`,
      );
    }
  });
});
