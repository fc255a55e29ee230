// Shared by the registration, candidate-results and partner suites (not a test file itself).
// Projects come from test/tenants.ts, scoring from exports/test-fixtures.ts, file calls from test/file-call.ts.
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/harness';
import { insertParticipant } from '../projects/participants.repository';

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
