import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationTokenFor } from '../../../test/accounts-fixtures';
import { fakeSmtp } from '../../../test/fake-smtp';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { nowIso } from '../../lib/clock';
import { DELIVER_MAIL_JOB } from '../../lib/mail';

/** The job queued to deliver the outbox's mail. */
const deliveryJob = (t: TestApp) =>
  t.deps.db.selectFrom('jobs').selectAll().where('type', '=', DELIVER_MAIL_JOB).executeTakeFirstOrThrow();

describe('outbox without SMTP', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    [t, admin] = await startAppAs('admin');
    await t.callOk(
      'accounts/collaborators/invite',
      { account_corporate_id: 1, name: 'Held Mail', email: 'held@demo.test' },
      await t.signIn('consultant'),
    );
  });
  afterAll(() => t.close());

  it('holds every message and queues no delivery job', async () => {
    const rows = await t.deps.db.selectFrom('outbox').select(['status', 'attempts', 'sent_at']).execute();
    expect(rows).toEqual([{ status: 'held', attempts: 0, sent_at: null }]);
    const jobs = await t.deps.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', DELIVER_MAIL_JOB)
      .execute();
    expect(jobs).toEqual([]);
  });

  it('admins list messages (searchable, newest first) and read one', async () => {
    const page = await t.callOk('outbox/datatable', { search: { value: 'held@' } }, admin);
    expect(page).toMatchObject({ recordsTotal: 1, recordsFiltered: 1 });
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      to_address: 'held@demo.test',
      subject: 'You are invited to Demo Corporation on Asesa',
      status: 'held',
      attempts: 0,
      last_error: null,
      created_at: expect.any(String),
      sent_at: null,
      project_id: null,
      project_name: null,
      participant_id: null,
    });
    const detail = await t.callOk('outbox/detail', { id: page.data[0].id }, admin);
    expect(detail.body_text).toContain(await invitationTokenFor(t, 'held@demo.test'));
    const byStatus = await t.callOk(
      'outbox/datatable',
      { columns: [{ data: 'status', search: { value: 'sent' } }] },
      admin,
    );
    expect(byStatus.recordsFiltered).toBe(0);
  });

  it('answers 404 for an unknown message; account e-mails are not for consultants or collaborators', async () => {
    await expectRefusal(t.call('outbox/detail', { id: 999 }, admin), {
      status: 404,
      message: 'Message not found.',
    });
    for (const who of ['consultant', 'collaborator'] as const) {
      const token = await t.signIn(who);
      expect(await t.callOk('outbox/datatable', {}, token)).toMatchObject({ recordsTotal: 0, data: [] });
      await expectRefusal(t.call('outbox/detail', { id: 1 }, token), {
        status: 404,
        message: 'Message not found.',
      });
    }
  });

  it('says e-mail is not sent, and which settings send it', async () => {
    for (const who of ['admin', 'consultant', 'collaborator'] as const)
      expect(await t.callOk('outbox/transport', {}, await t.signIn(who))).toEqual({
        sends: false,
        smtp_url_variable: 'SMTP_URL',
        mail_from_variable: 'MAIL_FROM',
      });
    expect((await t.call('outbox/transport', {})).status).toBe(401);
  });
});

describe('outbox with SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    smtp = await fakeSmtp(1);
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('says e-mail is sent', async () => {
    expect(await t.callOk('outbox/transport', {}, await t.signIn('admin'))).toMatchObject({ sends: true });
  });

  it('queues the message and a deliver-mail job instead of sending inside the request', async () => {
    await t.callOk(
      'accounts/collaborators/invite',
      { account_corporate_id: 1, name: 'Sent Mail', email: 'sent@demo.test' },
      await t.signIn('consultant'),
    );
    const row = await t.deps.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    const job = await deliveryJob(t);
    expect(JSON.parse(job.payload_json)).toEqual({ outboxId: row.id });
    expect(smtp.messages).toEqual([]);
  });

  it('records a failure and leaves the job to be retried with backoff', async () => {
    await t.deps.jobs.drain();
    const row = await t.deps.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/451/);
    const job = await deliveryJob(t);
    expect(job.status).toBe('queued');
    expect(job.attempts).toBe(1);
    expect(job.run_after > nowIso()).toBe(true);
    // Not due yet: draining now does nothing.
    expect(await t.deps.jobs.drain()).toBe(0);
  });

  it('sends on the retry and marks the message sent', async () => {
    await t.deps.jobs.retryNow();
    await t.deps.jobs.drain();
    const row = await t.deps.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBeNull();
    expect(row.sent_at).not.toBeNull();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: sent@demo.test');
    expect(smtp.messages[0]).toContain(await invitationTokenFor(t, 'sent@demo.test'));
    const job = await deliveryJob(t);
    expect(job.status).toBe('done');
  });
});
