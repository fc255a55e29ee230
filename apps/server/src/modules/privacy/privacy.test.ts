import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { finishedParticipant } from '../../../test/support/participants.fixtures';
import { expectRefusal } from '../../../test/support/refusals';
import { demoCorporateProject, rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { photosDir } from '../participant-journey/participant-photos';
import { ERASED_NAME } from './erase-participant';
import { purgeExpiredPersonalData } from './retention';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
});
afterAll(() => t.close());

/** A participant's personal data erased (confirmed), as the given staff member asks: the raw answer. */
const askToErase = (participantId: number, token: string) =>
  t.call('projects/participants/erase', { participant_id: participantId, confirm: true }, token);
/** The same, expected to succeed: the erasure's summary. */
const erase = (participantId: number, token = consultant) =>
  t.callOk('projects/participants/erase', { participant_id: participantId, confirm: true }, token);

/** A scored participant with everything personal a real one has: form answers, photo, snapshots, mail. */
async function personWithData(project: { id: number; account_corporate_id: number }, name: string) {
  const p = await finishedParticipant(t.deps, {
    projectId: project.id,
    corporateId: project.account_corporate_id,
    name,
    correct: 3,
  });
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const photoFolder = join(photosDir(t.deps.env), String(p.id));
  mkdirSync(photoFolder, { recursive: true });
  writeFileSync(join(photoFolder, 'photo.jpg'), 'jpeg');
  writeFileSync(join(photoFolder, 'thumb.jpg'), 'jpeg');
  const snapFolder = join(t.deps.env.dataDir, 'proctoring', String(p.id));
  mkdirSync(snapFolder, { recursive: true });
  writeFileSync(join(snapFolder, 'snap.jpg'), 'jpeg');
  await t.deps.db
    .updateTable('participants')
    .set({
      phone: '0812-555',
      birth_date: '1990-04-01',
      city: 'Bandung',
      gender: 'female',
      education_level: 'bachelor',
      photo_path: `${p.id}/photo.jpg`,
      photo_thumbnail: `${p.id}/thumb.jpg`,
    })
    .where('id', '=', p.id)
    .execute();
  await t.deps.db
    .insertInto('proctoring_events')
    .values({
      participant_id: p.id,
      kind: 'snapshot',
      detail: '{"ip":"10.1.2.3"}',
      created_at: nowIso(),
      file_path: `${p.id}/snap.jpg`,
    })
    .execute();
  await t.deps.db
    .insertInto('outbox')
    .values({
      to_address: email,
      subject: `Invitation for ${name}`,
      body_text: `Dear ${name}`,
      status: 'held',
      attempts: 0,
      created_at: nowIso(),
    })
    .execute();
  return { ...p, email, photoFolder, snapFolder };
}

const participantRow = (id: number) =>
  t.deps.db.selectFrom('participants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const resultsOf = (id: number) =>
  t.deps.db
    .selectFrom('results')
    .select(['number_correct', 'max_score'])
    .where('participant_id', '=', id)
    .execute();

describe('projects/participants/erase (right to be forgotten)', () => {
  it('erases the personal data at once, keeps the anonymous scores counted, deletes the files', async () => {
    const project = await demoCorporateProject(t, 'Erase project');
    const keep = await personWithData(project, 'Kept Person');
    const gone = await personWithData(project, 'Siti Forgotten');
    const overviewBefore = await t.callOk(
      'projects/participants/overview',
      { project_id: project.id },
      consultant,
    );
    const scoreBefore = (await participantRow(gone.id)).score_percent;
    const resultsBefore = await resultsOf(gone.id);
    expect(resultsBefore.length).toBeGreaterThan(0);

    const answer = await erase(gone.id);
    expect(answer).toMatchObject({ participant_id: gone.id, files_deleted: 3 });

    const row = await participantRow(gone.id);
    expect(row).toMatchObject({
      name: ERASED_NAME,
      email: '',
      phone: '',
      birth_date: null,
      city: '',
      gender: '',
      education_level: '',
      photo_path: null,
      photo_thumbnail: null,
      results_secret: null,
      status: 'scored',
      score_percent: scoreBefore,
    });
    expect(row.erased_at).toBeTruthy();
    expect(row.participant_code).not.toBe(gone.code);
    expect(JSON.stringify(row)).not.toMatch(/Siti|Forgotten|Bandung|1990|0812/);
    expect(existsSync(gone.photoFolder)).toBe(false);
    expect(existsSync(gone.snapFolder)).toBe(false);
    const events = await t.deps.db
      .selectFrom('proctoring_events')
      .selectAll()
      .where('participant_id', '=', gone.id)
      .execute();
    expect(events.map((e) => [e.file_path, e.detail])).toEqual([[null, '']]);
    const mail = await t.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('subject', 'like', '%Siti%')
      .execute();
    expect(mail).toEqual([]);
    // Anonymous answers and scores stay, so the project's figures still count the person.
    expect(await resultsOf(gone.id)).toEqual(resultsBefore);
    expect(await t.callOk('projects/participants/overview', { project_id: project.id }, consultant)).toEqual(
      overviewBefore,
    );
    // The other participant is untouched.
    expect(await participantRow(keep.id)).toMatchObject({
      name: 'Kept Person',
      city: 'Bandung',
      erased_at: null,
    });
    expect(existsSync(keep.photoFolder)).toBe(true);
    // The old code no longer opens anything.
    const landing = await t.call('test-activities/submit-code', { code: gone.code });
    expect(landing.status).not.toBe(200);
  });

  it("erases the participant's own invitation e-mails even when another participant shares the address", async () => {
    const project = await demoCorporateProject(t, 'Shared address project');
    const other = await demoCorporateProject(t, 'Shared address elsewhere');
    const email = 'shared.person@example.com';
    const invite = (projectId: number) =>
      t.callOk(
        'projects/invitations/invite',
        { project_id: projectId, name: 'Shared Person', email },
        consultant,
      );
    const gone = await invite(project.id);
    const kept = await invite(other.id);
    await erase(gone.participant_id);
    const mails = await t.deps.db
      .selectFrom('outbox')
      .select(['participant_id', 'to_address', 'body_text'])
      .where('participant_id', 'in', [gone.participant_id, kept.participant_id])
      .orderBy('id')
      .execute();
    expect(mails).toEqual([
      { participant_id: gone.participant_id, to_address: '', body_text: '' },
      {
        participant_id: kept.participant_id,
        to_address: email,
        body_text: expect.stringContaining(kept.participant_code),
      },
    ]);
  });

  it("keeps the invitation e-mail of a collaborator invited at the erased participant's address", async () => {
    const project = await demoCorporateProject(t, 'Address shared with a collaborator');
    const email = 'colleague.to.be@example.com';
    await t.callOk(
      'accounts/collaborators/invite',
      { account_corporate_id: project.account_corporate_id, name: 'Colleague To Be', email },
      consultant,
    );
    const participant = await t.callOk(
      'projects/invitations/invite',
      { project_id: project.id, name: 'Colleague To Be', email },
      consultant,
    );
    await erase(participant.participant_id);
    const staffMail = await t.deps.db
      .selectFrom('outbox')
      .select(['to_address', 'body_text'])
      .where('to_address', '=', email)
      .where('participant_id', 'is', null)
      .execute();
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0].body_text).toContain('Colleague To Be');
  });

  it('is recorded in the audit log without the personal data', async () => {
    const [row] = (await t.callOk('audit-log/datatable', { action: 'projects/participants/erase' }, admin))
      .data;
    expect(row).toMatchObject({
      area: 'privacy',
      actor_role: 'consultant',
      entity_type: 'projects/participants',
    });
    expect(row.changes).toEqual({ personal_data: ['[personal]', 'erased'] });
  });

  it('requires confirm: true, answers 404 for another tenant, 403 for collaborators', async () => {
    const project = await demoCorporateProject(t, 'Erase refusals');
    const p = await personWithData(project, 'Refused Person');
    const noConfirm = await t.call('projects/participants/erase', { participant_id: p.id }, admin);
    expect(noConfirm.status).toBe(400);
    expect(noConfirm.body.error).toMatchObject({ field: 'confirm' });
    const rival = await rivalTenant(t, { slug: 'rival-erase' });
    const foreign = await askToErase(p.id, rival.consultantToken);
    expect(foreign.status).toBe(404);
    const collab = await askToErase(p.id, collaborator);
    expect(collab.status).toBe(403);
    expect((await participantRow(p.id)).erased_at).toBeNull();
    // Twice is harmless: the second answers the first erasure.
    const first = await erase(p.id, admin);
    const second = await erase(p.id, admin);
    expect(second).toEqual({ ...first, files_deleted: 0 });
  });
});

describe('retention', () => {
  it('the setting defaults to the env, admins change it, others may not, bad values answer 400', async () => {
    expect(await t.callOk('privacy/retention/detail', {}, admin)).toEqual({
      retention_days: 365,
      default_days: 365,
      is_default: true,
      updated_at: null,
    });
    const set = await t.callOk('privacy/retention/update', { retention_days: 30 }, admin);
    expect(set).toMatchObject({ retention_days: 30, default_days: 365, is_default: false });
    expect((await t.call('privacy/retention/update', { retention_days: 30 }, consultant)).status).toBe(403);
    await expectRefusal(t.call('privacy/retention/update', { retention_days: 0 }, admin), {
      status: 400,
      message: 'retention_days: retention_days must be at least 1',
    });
    const kept = await t.callOk('privacy/retention/update', { retention_days: null }, admin);
    expect(kept).toMatchObject({ retention_days: null, is_default: false });
    const back = await t.callOk(
      'privacy/retention/update',
      { retention_days: null, use_default: true },
      admin,
    );
    expect(back).toMatchObject({ retention_days: 365, is_default: true });
    const [audit] = (await t.callOk('audit-log/datatable', { action: 'privacy/retention/update' }, admin))
      .data;
    expect(audit.area).toBe('privacy');
  });

  it('housekeeping erases participants of projects that ended longer ago than the period, and no one else', async () => {
    await t.callOk('privacy/retention/update', { retention_days: 30 }, admin);
    const old = await demoCorporateProject(t, 'Ended long ago');
    const recent = await demoCorporateProject(t, 'Ended last week');
    const open = await demoCorporateProject(t, 'No end date');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.deps.db
      .updateTable('projects')
      .set({ end_date: day(-45) })
      .where('id', '=', old.id)
      .execute();
    await t.deps.db
      .updateTable('projects')
      .set({ end_date: day(-7) })
      .where('id', '=', recent.id)
      .execute();
    const a = await personWithData(old, 'Old Person');
    const b = await personWithData(recent, 'Recent Person');
    const c = await personWithData(open, 'Quiet Person');
    const d = await personWithData(open, 'Active Person');
    // Without an end date, the participant's last change counts.
    await t.deps.db
      .updateTable('participants')
      .set({ updated_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where('id', '=', c.id)
      .execute();
    const erased = await purgeExpiredPersonalData(t.deps);
    expect(erased).toBeGreaterThanOrEqual(2);
    expect((await participantRow(a.id)).erased_at).toBeTruthy();
    expect((await participantRow(c.id)).erased_at).toBeTruthy();
    expect((await participantRow(b.id)).erased_at).toBeNull();
    expect((await participantRow(d.id)).erased_at).toBeNull();
    expect(existsSync(a.photoFolder)).toBe(false);
    expect(await resultsOf(a.id)).not.toEqual([]);
    expect(await purgeExpiredPersonalData(t.deps)).toBe(0);
    const [audit] = (await t.callOk('audit-log/datatable', { action: 'housekeeping/retention' }, admin)).data;
    expect(audit).toMatchObject({ actor_user_id: null, changes: { retention_days: [null, 30] } });
  });

  it('keeps everything when the period is none', async () => {
    await t.callOk('privacy/retention/update', { retention_days: null }, admin);
    const old = await demoCorporateProject(t, 'Ended, kept');
    await t.deps.db
      .updateTable('projects')
      .set({ end_date: '2001-01-01' })
      .where('id', '=', old.id)
      .execute();
    const p = await personWithData(old, 'Kept Forever');
    expect(await purgeExpiredPersonalData(t.deps)).toBe(0);
    expect((await participantRow(p.id)).erased_at).toBeNull();
  });
});
