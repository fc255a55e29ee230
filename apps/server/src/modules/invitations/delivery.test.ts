import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSmtp } from '../../../test/fake-smtp';
import { startTestApp, type TestApp } from '../../../test/harness';
import { invitePerson } from '../../../test/support/invitation-calls';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { demoProject, rivalTenant, tightCorporate } from '../../../test/tenants';
import { linkInvitationMails } from '../../db/migrations/035_outbox_participants';
import { nowIso } from '../../lib/clock';

// What the invitations list says about each invitation's e-mail, from the outbox row of its
// latest e-mail (held, queued, sent, failed), and who may read which e-mails in the outbox.

type Row = {
  id: number;
  email: string;
  invite_count: number;
  sent_count: number;
  last_sent_at: string | null;
  delivery: {
    outbox_id: number;
    status: string;
    attempts: number;
    last_error: string | null;
    sent_at: string | null;
  } | null;
};

async function invitationOf(t: TestApp, token: string, projectId: number, email: string): Promise<Row> {
  const page = await t.callOk(
    'projects/invitations/datatable',
    { project_id: projectId, search: { value: email } },
    token,
  );
  expect(page.data).toHaveLength(1);
  return page.data[0];
}

const outboxRowOf = (t: TestApp, id: number) =>
  t.deps.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('without SMTP', () => {
  let t: TestApp;
  let admin: string;
  let consultant: string;
  let collaborator: string;
  let demo: { id: number };
  let sister: { projectId: number };
  let rival: Awaited<ReturnType<typeof rivalTenant>>;
  const mails: Record<'demo' | 'sister' | 'rival' | 'account', number> = {
    demo: 0,
    sister: 0,
    rival: 0,
    account: 0,
  };

  const idOfMailTo = async (to: string) =>
    (
      await t.deps.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
    demo = await demoProject(t);
    // A second corporate of the same consultant, which the demo collaborator does not belong to.
    sister = await tightCorporate(t, consultant, { slug: 'sister', cost: 1, credits: 10 });
    rival = await rivalTenant(t, { withProject: true });
    await invitePerson(t, consultant, demo.id, 'Held Person', 'held@demo.test');
    await invitePerson(t, consultant, sister.projectId, 'Sister Person', 'person@sister.test');
    await t.callOk(
      'projects/invitations/invite',
      { project_id: rival.projectId, name: 'Rival Invitee', email: 'invitee@rival.test' },
      rival.consultantToken,
    );
    // An account e-mail: a sign-in link for a new collaborator.
    await t.callOk(
      'accounts/collaborators/invite',
      { account_corporate_id: 1, name: 'New Colleague', email: 'colleague@demo.test' },
      consultant,
    );
    mails.demo = await idOfMailTo('held@demo.test');
    mails.sister = await idOfMailTo('person@sister.test');
    mails.rival = await idOfMailTo('invitee@rival.test');
    mails.account = await idOfMailTo('colleague@demo.test');
  });
  afterAll(() => t.close());

  it('links each invitation e-mail to its participant and project; account e-mails to neither', async () => {
    const demoMail = await outboxRowOf(t, mails.demo);
    const held = await invitationOf(t, consultant, demo.id, 'held@demo.test');
    expect(demoMail).toMatchObject({ participant_id: held.id, project_id: demo.id, status: 'held' });
    expect(await outboxRowOf(t, mails.account)).toMatchObject({ participant_id: null, project_id: null });
  });

  it('shows a held e-mail as held, never as sent', async () => {
    const row = await invitationOf(t, consultant, demo.id, 'held@demo.test');
    expect(row).toMatchObject({
      invite_count: 1,
      sent_count: 0,
      last_sent_at: null,
      delivery: { outbox_id: mails.demo, status: 'held', attempts: 0, last_error: null, sent_at: null },
    });
    // The seeded participants got no e-mail at all.
    const page = await t.callOk(
      'projects/invitations/datatable',
      { project_id: demo.id, length: 100 },
      consultant,
    );
    const seeded = page.data.filter((r: Row) => r.email !== 'held@demo.test');
    expect(seeded.length).toBeGreaterThan(0);
    for (const r of seeded) expect(r).toMatchObject({ sent_count: 0, last_sent_at: null, delivery: null });
  });

  it('a resend is the latest e-mail: invited twice, still sent none', async () => {
    const before = await invitationOf(t, consultant, demo.id, 'held@demo.test');
    const resent = await t.callOk('projects/invitations/resend', { participant_id: before.id }, consultant);
    expect(resent).toMatchObject({ invite_count: 2, sent_count: 0, delivery: { status: 'held' } });
    expect(resent.delivery.outbox_id).toBeGreaterThan(mails.demo);
    expect(await invitationOf(t, consultant, demo.id, 'held@demo.test')).toEqual(resent);
  });

  it('admins read every e-mail', async () => {
    const page = await t.callOk('outbox/datatable', { length: 100 }, admin);
    const ids = page.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(mails)));
    for (const id of Object.values(mails))
      expect((await t.call('outbox/detail', { id }, admin)).status).toBe(200);
  });

  it("a consultant reads its corporates' invitation e-mails, with their project, and nothing else", async () => {
    const page = await t.callOk('outbox/datatable', { length: 100 }, consultant);
    expect(page.recordsTotal).toBe(3);
    const ids = page.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([mails.demo, mails.sister]));
    expect(ids).not.toContain(mails.rival);
    expect(ids).not.toContain(mails.account);
    const sisterRow = page.data.find((r: { id: number }) => r.id === mails.sister);
    expect(sisterRow).toMatchObject({ project_id: sister.projectId, project_name: 'Project sister' });
    const detail = await t.callOk('outbox/detail', { id: mails.demo }, consultant);
    expect(detail.body_text).toContain('/test-activity/');
    for (const id of [mails.rival, mails.account]) {
      await expectRefusal(t.call('outbox/detail', { id }, consultant), {
        status: 404,
        message: 'Message not found.',
      });
    }
    const onlySister = await t.callOk('outbox/datatable', { project_id: sister.projectId }, consultant);
    expect(onlySister.data.map((r: { id: number }) => r.id)).toEqual([mails.sister]);
  });

  it("a collaborator reads its own corporate's invitation e-mails only", async () => {
    const page = await t.callOk('outbox/datatable', { length: 100 }, collaborator);
    expect(page.data.map((r: { project_id: number }) => r.project_id)).toEqual([demo.id, demo.id]);
    expect((await t.call('outbox/detail', { id: mails.demo }, collaborator)).status).toBe(200);
    for (const id of [mails.sister, mails.rival, mails.account])
      expect((await t.call('outbox/detail', { id }, collaborator)).status).toBe(404);
    await expectRefusal(t.call('outbox/datatable', { project_id: sister.projectId }, collaborator), {
      status: 404,
      message: 'Project not found.',
    });
  });

  it("another tenant's consultant and collaborator see only their own e-mails", async () => {
    for (const token of [rival.consultantToken, rival.token]) {
      const page = await t.callOk('outbox/datatable', { length: 100 }, token);
      expect(page.data.map((r: { id: number }) => r.id)).toEqual([mails.rival]);
      for (const id of [mails.demo, mails.sister, mails.account])
        expect((await t.call('outbox/detail', { id }, token)).status).toBe(404);
      expect((await t.call('outbox/datatable', { project_id: demo.id }, token)).status).toBe(404);
      // A search cannot reach past the tenancy either.
      const searched = await t.callOk('outbox/datatable', { search: { value: 'demo.test' } }, token);
      expect(searched.recordsFiltered).toBe(0);
    }
  });

  it('links the invitation e-mails written before e-mails named their participant', async () => {
    const held = await invitationOf(t, consultant, demo.id, 'held@demo.test');
    const code = (await t.callOk('projects/invitations/code', { participant_id: held.id }, consultant))
      .participant_code as string;
    const old = (to: string, body: string) =>
      t.deps.db
        .insertInto('outbox')
        .values({
          to_address: to,
          subject: 'Old',
          body_text: body,
          status: 'held',
          attempts: 0,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const invitation = await old('held@demo.test', `Open /test-activity/${code} to start.`);
    const otherMail = await old('held@demo.test', 'A message without the code.');
    const stranger = await old('nobody@demo.test', `Forwarded: /test-activity/${code}`);
    await linkInvitationMails(t.deps.db as unknown as Kysely<unknown>);
    expect(await outboxRowOf(t, invitation.id)).toMatchObject({
      participant_id: held.id,
      project_id: demo.id,
    });
    for (const { id } of [otherMail, stranger])
      expect(await outboxRowOf(t, id)).toMatchObject({ participant_id: null, project_id: null });
    await t.deps.db
      .deleteFrom('outbox')
      .where('id', 'in', [invitation.id, otherMail.id, stranger.id])
      .execute();
  });

  it('answers 401 without a signed-in user', async () => {
    const anonymous = await t.anonymousToken();
    expect((await t.call('outbox/datatable', {}, anonymous)).status).toBe(401);
    expect((await t.call('outbox/detail', { id: mails.demo })).status).toBe(401);
  });
});

describe('with SMTP', () => {
  let t: TestApp;
  let consultant: string;
  let projectId: number;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  const email = 'smtp.person@demo.test';

  beforeAll(async () => {
    // The server refuses the first message with a temporary error.
    smtp = await fakeSmtp(1);
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    consultant = await t.signIn('consultant');
    projectId = (await demoProject(t)).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('queued: written, not sent yet', async () => {
    await t.callOk(
      'projects/invitations/invite',
      { project_id: projectId, name: 'Smtp Person', email },
      consultant,
    );
    expect(await invitationOf(t, consultant, projectId, email)).toMatchObject({
      invite_count: 1,
      sent_count: 0,
      last_sent_at: null,
      delivery: { status: 'queued', attempts: 0, sent_at: null },
    });
  });

  it('failed: the reason and the attempts, still not sent', async () => {
    await t.deps.jobs.drain();
    const row = await invitationOf(t, consultant, projectId, email);
    expect(row).toMatchObject({
      sent_count: 0,
      last_sent_at: null,
      delivery: { status: 'failed', attempts: 1 },
    });
    expect(row.delivery!.last_error).toMatch(/451/);
  });

  it('sent: counted and timed from the hand-over to the SMTP server', async () => {
    await t.deps.jobs.retryNow();
    await t.deps.jobs.drain();
    const row = await invitationOf(t, consultant, projectId, email);
    const mail = await outboxRowOf(t, row.delivery!.outbox_id);
    expect(mail.status).toBe('sent');
    expect(row).toMatchObject({
      invite_count: 1,
      sent_count: 1,
      last_sent_at: mail.sent_at,
      delivery: { status: 'sent', attempts: 2, last_error: null, sent_at: mail.sent_at },
    });
    expect(smtp.messages).toHaveLength(1);
  });

  it('a resend is queued until delivered; the sent count moves only then', async () => {
    const first = await invitationOf(t, consultant, projectId, email);
    const resent = await t.callOk('projects/invitations/resend', { participant_id: first.id }, consultant);
    expect(resent).toMatchObject({
      invite_count: 2,
      sent_count: 1,
      last_sent_at: first.last_sent_at,
      delivery: { status: 'queued', attempts: 0 },
    });
    await t.deps.jobs.drain();
    const after = await invitationOf(t, consultant, projectId, email);
    expect(after).toMatchObject({
      invite_count: 2,
      sent_count: 2,
      delivery: { status: 'sent', attempts: 1 },
    });
    expect(after.last_sent_at).toBe(after.delivery!.sent_at);
    expect(smtp.messages).toHaveLength(2);
  });

  it('sorts by the sent count in SQL', async () => {
    const page = await t.callOk(
      'projects/invitations/datatable',
      {
        project_id: projectId,
        columns: [{ data: 'id' }, { data: 'sent_count' }],
        order: [{ column: 1, dir: 'desc' }],
        length: 1,
      },
      consultant,
    );
    expect(page.data[0]).toMatchObject({ email, sent_count: 2 });
  });
});
