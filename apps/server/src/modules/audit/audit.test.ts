import type { AuditLogRow } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { demoProject } from '../../../test/tenants';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let project: { id: number; account_corporate_id: number };

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  project = await demoProject(t);
});
afterAll(() => t.close());

const rows = async (filter: Record<string, unknown> = {}): Promise<AuditLogRow[]> =>
  (await t.callOk('audit-log/datatable', { length: 100, ...filter }, admin)).data;
const logCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe('the audit log records changes', () => {
  it('accounts: a corporate renamed by its consultant, with actor, tenant and the field before/after', async () => {
    const corporate = await t.deps.db
      .selectFrom('corporate_accounts')
      .select(['id', 'title'])
      .where('id', '=', project.account_corporate_id)
      .executeTakeFirstOrThrow();
    await t.callOk('accounts/corporates/update', { id: corporate.id, title: 'Renamed Corp' }, consultant);
    const [row] = await rows({ action: 'accounts/corporates/update' });
    expect(row).toMatchObject({
      actor_name: 'Citra Consultant <consultant@asesa.test>',
      actor_role: 'consultant',
      area: 'accounts',
      entity_type: 'accounts/corporates',
      entity_id: corporate.id,
      account_corporate_id: corporate.id,
    });
    expect(row.changes).toEqual({ title: [corporate.title, 'Renamed Corp'] });
  });

  it('credits: a top-up with the amount and corporate', async () => {
    const entry = await t.callOk(
      'accounts/credits/top-up',
      { account_corporate_id: project.account_corporate_id, amount: 40, remarks: 'audit' },
      admin,
    );
    const [row] = await rows({ area: 'credits' });
    expect(row).toMatchObject({
      action: 'accounts/credits/top-up',
      actor_role: 'admin',
      entity_type: 'accounts/credits',
      entity_id: entry.id,
      account_corporate_id: project.account_corporate_id,
    });
    expect(row.changes.amount).toEqual([null, 40]);
    expect(row.changes.remarks).toEqual([null, 'audit']);
  });

  it('content: a job profile created then renamed', async () => {
    const profile = await t.callOk('job-profiles/new', { name: 'Auditor', description: 'Checks' }, admin);
    await t.callOk(
      'job-profiles/update',
      { id: profile.id, name: 'Senior auditor', description: 'Checks' },
      admin,
    );
    const found = await rows({ action: 'job-profiles/' });
    expect(found.map((r) => r.action)).toEqual(['job-profiles/update', 'job-profiles/new']);
    expect(found[0]).toMatchObject({
      area: 'content',
      entity_id: profile.id,
      actor_name: expect.stringContaining('Ayu Admin'),
    });
    expect(found[0].changes).toEqual({ name: ['Auditor', 'Senior auditor'] });
    expect(found[1].changes.name).toEqual([null, 'Auditor']);
  });

  it('projects: a project updated by a collaborator; an invited candidate shows no personal data', async () => {
    await t.callOk(
      'projects/update',
      { id: project.id, name: 'Audited project', description: 'x' },
      collaborator,
    );
    const [update] = await rows({ action: 'projects/update' });
    expect(update).toMatchObject({
      actor_role: 'collaborator',
      entity_type: 'projects',
      entity_id: project.id,
    });
    expect(update.changes.name[1]).toBe('Audited project');

    const invited = await t.callOk(
      'projects/invitations/invite',
      { project_id: project.id, name: 'Rina Secret', email: 'rina.secret@example.com', phone: '0811' },
      consultant,
    );
    const [invite] = await rows({ action: 'projects/invitations/invite' });
    expect(invite).toMatchObject({ entity_type: 'projects/invitations', entity_id: invited.participant_id });
    expect(invite.changes.email).toEqual([null, '[personal]']);
    expect(invite.changes.participant_code).toEqual(['[hidden]', '[hidden]']);
    expect(JSON.stringify(invite)).not.toMatch(/Rina|rina\.secret|0811/);
  });

  it('never writes a password', async () => {
    const password = 'A brand new password 1';
    await t.callOk(
      'users/password',
      { old_password: 'Collaborator#2026', new_password: password, confirm_new_password: password },
      collaborator,
    );
    const [row] = await rows({ action: 'users/password' });
    expect(row.area).toBe('accounts');
    expect(JSON.stringify(row)).not.toContain(password);
    expect(JSON.stringify(row)).not.toContain('Collaborator#2026');
  });

  it('a read, a refused change and an invalid change write nothing', async () => {
    const before = await logCount();
    await t.callOk('projects/list', {}, consultant);
    await t.callOk('accounts/corporates/datatable', {}, admin);
    await t.callOk('job-profiles/datatable', {}, admin);
    expect((await t.call('job-profiles/new', { name: 'x' }, collaborator)).status).toBe(403);
    expect((await t.call('job-profiles/new', { name: '' }, admin)).status).toBe(400);
    expect(await logCount()).toBe(before);
  });
});

describe('audit-log/datatable', () => {
  it('filters by actor (name or id), area and day, newest first, paged in SQL', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => b - a));
    const byName = await rows({ actor: 'citra' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.actor_role === 'consultant')).toBe(true);
    const id = byName[0].actor_user_id!;
    expect((await rows({ actor: String(id) })).length).toBe(byName.length);
    const today = new Date().toISOString().slice(0, 10);
    expect((await rows({ from: today, to: today })).length).toBe(all.length);
    expect(await rows({ to: '2000-01-01' })).toEqual([]);
    const page = await t.callOk('audit-log/datatable', { start: 0, length: 2 }, admin);
    expect(page.data).toHaveLength(2);
    expect(page.recordsTotal).toBe(all.length);
  });

  it('is for admins; bad filters answer 400 naming the field', async () => {
    expect((await t.call('audit-log/datatable', {}, consultant)).status).toBe(403);
    await expectRefusal(t.call('audit-log/datatable', { from: '01/02/2026' }, admin), {
      status: 400,
      field: 'from',
    });
    await expectRefusal(t.call('audit-log/datatable', { from: '2026-02-02', to: '2026-02-01' }, admin), {
      status: 400,
      message: 'from: from must be on or before to',
    });
  });
});
