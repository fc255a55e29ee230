// Shared by the registration, candidate-results and partner suites (not a test file itself).
// Projects come from test/tenants.ts, scoring from exports/test-fixtures.ts, file calls from test/file-call.ts.
import { randomBytes } from 'node:crypto';
import { enrolParticipant } from '../../src/modules/test-attempts/sittings.service';
import { type UploadFile, upload } from '../accounts-fixtures';
import type { TestApp } from '../harness';

/** POSTs the multipart registration (test-activities/submit) with text fields and files. */
export function submitRegistration(
  t: TestApp,
  fields: Record<string, string>,
  files: UploadFile[] = [],
  headers: Record<string, string> = {},
) {
  return upload(t, 'test-activities/submit', undefined, fields, files, headers);
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
  const row = await enrolParticipant(t.deps.db, {
    projectId: project.id,
    corporateId: project.account_corporate_id,
    code,
    name,
    email: `${name.split(' ')[0].toLowerCase()}.${added}@example.com`,
  });
  return { id: row.id, code };
}

/** A submission's stored answers by item: value and sequence number, as the database holds them. */
export async function savedAnswers(t: TestApp, submissionId: number) {
  const rows = await t.deps.db
    .selectFrom('answers')
    .select(['item_id', 'value', 'seq'])
    .where('submission_id', '=', submissionId)
    .execute();
  return Object.fromEntries(rows.map((a) => [a.item_id, { value: a.value, seq: a.seq }]));
}
