// Shared by the registration and candidate-results suites (not a test file itself).
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/harness';
import { nowIso } from '../../lib/clock';
import { insertParticipant } from '../projects/participants.repository';
import { scoreParticipantJob } from '../scoring/scoring.service';

export interface FilePart {
  field: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** POSTs the multipart registration (test-activities/submit) with text fields and files. */
export async function submitRegistration(t: TestApp, fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----asesa${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/test-activities/submit',
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A project of the demo corporate running the demo project's instruments. */
export async function journeyProject(t: TestApp, name: string) {
  const demo = await t.deps.db
    .selectFrom('projects')
    .select(['id', 'account_corporate_id'])
    .where('name', '=', 'Graduate Intake 2026 (demo)')
    .executeTakeFirstOrThrow();
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

let added = 0;
/** A participant invited straight into a project; answers its id and code. */
export async function journeyParticipant(
  t: TestApp,
  project: { id: number; account_corporate_id: number },
  name: string,
) {
  added++;
  const code = `JRNY-${project.id}-${String(added).padStart(4, '0')}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const row = await insertParticipant(t.deps.db, {
    projectId: project.id,
    corporateId: project.account_corporate_id,
    code,
    name,
    email: `${name.split(' ')[0].toLowerCase()}.${added}@example.com`,
  });
  return { id: row.id, code };
}

/** Finishes a participant's tests with no answers and runs the real scoring job. */
export async function scoreJourneyParticipant(t: TestApp, participantId: number) {
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

/** POSTs a call that answers a file; the envelope too when it refused with one. */
export async function postForFile(t: TestApp, path: string, body: unknown) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload: body as object });
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes: res.rawPayload,
    json: isJson ? (res.json() as { error: { message: string } | null }) : null,
  };
}
