import type { TestApp } from '../../../test/harness';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/crypto';
import { insertParticipant } from '../projects/participants.repository';
import { scoreParticipantJob } from '../scoring/scoring.service';

/** Another tenant: a consultant account, its corporate, a project and a signed-in collaborator. */
export async function createRivalTenant(t: TestApp) {
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };
  const acc = await t.deps.db
    .insertInto('consultant_accounts')
    .values({ name: 'Rival', legal_name: 'Rival Ltd', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const corp = await t.deps.db
    .insertInto('corporate_accounts')
    .values({
      account_consultant_id: acc.id,
      name: 'Rival Corp',
      legal_name: 'PT Rival',
      title: 'Rival',
      slug: `rival-${acc.id}`,
      color_theme: '#003366',
      font_theme: '',
      is_show_header: 1,
      is_use_corporate_logo: 0,
      callback_url: '',
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = `rival${acc.id}@corp.test`;
  await t.deps.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword('Rival#2026'),
      name: 'Rival',
      title: null,
      role: 'collaborator',
      account_consultant_id: null,
      account_corporate_id: corp.id,
      is_agree_tnc: 1,
      ...stamps,
    })
    .execute();
  const project = await t.deps.db
    .insertInto('projects')
    .values({
      account_corporate_id: corp.id,
      name: 'Rival Project',
      status: 'active',
      start_date: null,
      end_date: null,
      created_by: null,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The rival project runs no instruments, so the participant has no submissions.
  const participant = await t.deps.db
    .insertInto('participants')
    .values({
      project_id: project.id,
      account_corporate_id: corp.id,
      participant_code: `RIVAL-${acc.id}-0001`,
      name: 'Rival Person',
      email: 'same.person@example.com',
      phone: '',
      status: 'invited',
      is_agree_tnc: 0,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    corporateId: corp.id,
    projectId: project.id,
    participantId: participant.id,
    token: await t.signIn({ email, password: 'Rival#2026' }),
  };
}

/** The demo project (corporate `demo`) and its corporate id. */
export async function demoProject(t: TestApp) {
  return t.deps.db
    .selectFrom('projects')
    .select(['id', 'account_corporate_id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

let codes = 0;
/** A participant added straight to a project (as an invitation would). */
export async function addParticipant(
  t: TestApp,
  project: { id: number; account_corporate_id: number },
  who: { name: string; email: string },
) {
  codes++;
  const row = await insertParticipant(t.deps.db, {
    projectId: project.id,
    corporateId: project.account_corporate_id,
    code: `TEST-${project.id}-${String(codes).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    name: who.name,
    email: who.email,
  });
  return row.id;
}

/** Finishes a participant's tests with no answers and runs the real scoring job. */
export async function scoreParticipant(t: TestApp, participantId: number) {
  const now = nowIso();
  await t.deps.db
    .updateTable('submissions')
    .set({ state: 'finished', started_at: now, finished_at: now })
    .where('participant_id', '=', participantId)
    .execute();
  await t.deps.db
    .updateTable('participants')
    .set({ status: 'completed', completed_at: now })
    .where('id', '=', participantId)
    .execute();
  await scoreParticipantJob(t.deps, { participantId });
}

/** POSTs a file call and answers status, headers and the raw bytes. */
export async function fileCall(t: TestApp, path: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes: res.rawPayload,
    json: isJson ? (res.json() as { code: number; error: { message: string } | null }) : null,
  };
}

/** A fresh project of the demo corporate running the demo project's instruments. */
export async function createDemoCorporateProject(t: TestApp, name: string) {
  const demo = await demoProject(t);
  const now = nowIso();
  const project = await t.deps.db
    .insertInto('projects')
    .values({
      account_corporate_id: demo.account_corporate_id,
      name,
      status: 'active',
      start_date: null,
      end_date: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'account_corporate_id', 'name'])
    .executeTakeFirstOrThrow();
  const instruments = await t.deps.db
    .selectFrom('project_instruments')
    .select(['instrument_id', 'instrument_version_id', 'position'])
    .where('project_id', '=', demo.id)
    .execute();
  await t.deps.db
    .insertInto('project_instruments')
    .values(instruments.map((i) => ({ ...i, project_id: project.id })))
    .execute();
  return project;
}
