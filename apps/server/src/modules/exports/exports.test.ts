import { stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EXPORT_FILE_GONE,
  EXPORT_NOT_READY,
  NO_PARTICIPANTS_TO_EXPORT,
  roundFor,
  xlsxDateTimeFormat,
} from '@asesa/contracts';
import type { ScoreResult } from '@asesa/scoring';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { insertActiveProject } from '../../../test/support/project-rows';
import { expectRefusal } from '../../../test/support/refusals';
import { addFirstCompetence, addParticipant } from '../../../test/support/test-fixtures';
import { headersOf, workbookOf } from '../../../test/support/workbooks';
import { demoCorporateProject, demoProject, rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import {
  DEMO_COMPETENCE_TEXTS_ID,
  DEMO_DIMENSION_TEXTS_ID,
  DEMO_REASONING_BANDS_ID,
} from '../../seed/demo-library-id';
import { exportsDir } from './export-files';
import { purgeExpiredExports } from './export-retention';
import { EXPORT_CHUNK } from './participants-export.service';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let project: Awaited<ReturnType<typeof demoCorporateProject>>;
const INJECTION = '=HYPERLINK("http://evil.test","click")';

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  rival = await rivalTenant(t, { withProject: true });
  project = await demoCorporateProject(t, 'Sales: Trainees/2026');
  const injected = await addParticipant(t, project, { name: INJECTION, email: 'inject@example.com' });
  const starred = await addParticipant(t, project, { name: 'Budi Starred', email: 'budi@example.com' });
  const competence = await addFirstCompetence(t, project.id);
  await t.deps.db
    .updateTable('participants')
    .set({
      starred: 1,
      status: 'scored',
      score_percent: 62.5,
      number_correct: 5,
      max_score: 8,
      job_fit: 71.25,
      competences_json: JSON.stringify([
        {
          competence_id: competence.id,
          code: 'X',
          name: competence.name,
          score: 0.42,
          level: 3,
          label: 'Proficient',
          colour: '#2e7d32',
        },
      ]),
    })
    .where('id', '=', starred)
    .execute();
  await t.deps.db
    .updateTable('participants')
    .set({ city: '+62 Jakarta' })
    .where('id', '=', injected)
    .execute();
});
afterAll(() => t.close());

async function exportAndRun(body: Record<string, unknown>, token = consultant) {
  const started = await t.callOk('projects/participants/export', { project_id: project.id, ...body }, token);
  await t.deps.jobs.drain();
  return started as { download_id: number; job_id: number };
}

/** The stored row of an export's download (its count of rows, state and file). */
const downloadRow = (id: number) =>
  t.deps.db.selectFrom('downloads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function readWorkbook(bytes: Buffer) {
  const wb = await workbookOf(bytes);
  return wb;
}

function rowsOf(sheet: ExcelJS.Worksheet) {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The rows of the first sheet (the Summary of a participants export). */
async function readXlsx(bytes: Buffer) {
  return rowsOf((await readWorkbook(bytes)).worksheets[0]);
}

/** A sheet's data row of one participant as header text → cell. */
function rowByCode(sheet: ExcelJS.Worksheet, code: string) {
  const headers = headersOf(sheet);
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row, n) => {
    if (n > 1 && row.getCell(1).value === code) found = row;
  });
  expect(found, `${sheet.name} has a row for ${code}`).toBeDefined();
  return new Map(headers.map((h, i) => [h, found!.getCell(i + 1)]));
}

describe('projects/participants/export', () => {
  it('asks for a signed-in user (401) who agreed to the terms (403)', async () => {
    const anonymous = await t.call(
      'projects/participants/export',
      { project_id: project.id },
      await t.anonymousToken(),
    );
    expect(anonymous.status).toBe(401);
    const collaboratorAgrees = (agreed: 0 | 1) =>
      t.deps.db
        .updateTable('users')
        .set({ is_agree_tnc: agreed })
        .where('email', '=', 'collaborator@asesa.test')
        .execute();
    await collaboratorAgrees(0);
    const res = await t.call('projects/participants/export', { project_id: project.id }, collaborator);
    expect(res.status).toBe(403);
    await collaboratorAgrees(1);
  });

  it('names the field of bad input', async () => {
    await expectRefusal(t.call('projects/participants/export', { project_id: 'x' }, consultant), {
      status: 400,
      message: expect.stringContaining('project_id'),
    });
    const status = await t.call(
      'projects/participants/export',
      { project_id: project.id, status: ['bogus'] },
      consultant,
    );
    expect(status.status).toBe(400);
    expect(status.body.error!.message).toContain('status');
    const lang = await t.call(
      'projects/participants/export',
      { project_id: project.id, lang: 'fr' },
      consultant,
    );
    expect(lang.status).toBe(400);
    expect(lang.body.error!.message).toContain('lang');
  });

  it('answers 404 for another tenant’s project, both ways', async () => {
    expect(
      (await t.call('projects/participants/export', { project_id: project.id }, rival.token)).status,
    ).toBe(404);
    expect(
      (await t.call('projects/participants/export', { project_id: rival.projectId }, consultant)).status,
    ).toBe(404);
    expect((await t.call('projects/participants/export', { project_id: 99999 }, admin)).status).toBe(404);
    expect(
      (await t.call('projects/participants/export-progress', { project_id: project.id }, rival.token)).status,
    ).toBe(404);
  });

  it('refuses an export with no participants instead of writing an empty file', async () => {
    const empty = await insertActiveProject(t.deps.db, project.account_corporate_id, 'Empty');
    await expectRefusal(t.call('projects/participants/export', { project_id: empty.id }, consultant), {
      status: 400,
      message: NO_PARTICIPANTS_TO_EXPORT,
    });
    await expectRefusal(
      t.call('projects/participants/export', { project_id: project.id, status: ['revoked'] }, consultant),
      { status: 400, message: NO_PARTICIPANTS_TO_EXPORT },
    );
    const progress = await t.callOk(
      'projects/participants/export-progress',
      { project_id: empty.id },
      consultant,
    );
    expect(progress).toEqual({ job_id: null, status: 'idle', progress: 0, error: null });
  });

  it('writes every participant with scores and competences, neutralising formulas', async () => {
    const started = await t.callOk('projects/participants/export', { project_id: project.id }, consultant);
    const queued = await t.callOk(
      'projects/participants/export-progress',
      { project_id: project.id },
      consultant,
    );
    expect(queued).toMatchObject({ job_id: started.job_id, status: 'queued', progress: 0 });
    await t.deps.jobs.drain();
    const done = await t.callOk(
      'projects/participants/export-progress',
      { project_id: project.id, download_id: started.download_id },
      consultant,
    );
    expect(done).toEqual({ job_id: started.job_id, status: 'done', progress: 100, error: null });

    const row = await downloadRow(started.download_id);
    expect(row).toMatchObject({ status: 'done', progress: 100, row_count: 2, kind: 'participants-xlsx' });
    expect(row.file_name).toMatch(/^Sales Trainees 2026 participants \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(row.size_bytes).toBeGreaterThan(1000);
    expect(row.finished_at).not.toBeNull();

    const file = await fileCall(t, 'downloads/file', { download_id: started.download_id }, consultant);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      'attachment; filename="Sales Trainees 2026 participants',
    );
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.bytes.length).toBe(row.size_bytes);
    const workbook = await readWorkbook(file.bytes);
    // The Summary, then one sheet per instrument of the project, each a row per participant.
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'General Reasoning (demo)',
      'Work Style Inventory (demo)',
      'Adaptive Reasoning (demo)',
    ]);
    for (const sheet of workbook.worksheets) expect(sheet.rowCount, sheet.name).toBe(3);
    const rows = rowsOf(workbook.worksheets[0]);
    const header = rows[0] as string[];
    expect(header.slice(0, 6)).toEqual(['Participant code', 'Name', 'Email', 'Phone', 'City', 'Status']);
    const competenceName = header[header.indexOf('Job fit') + 1].replace(/ sten$/, '');
    expect(header.slice(header.indexOf('Job fit') + 1)).toEqual([
      `${competenceName} sten`,
      `${competenceName} level`,
      'Integrity flags',
      'Starred',
      'Shortlisted',
      'ATS candidate ID',
      'ATS application ID',
      'Accommodation',
    ]);
    const injected = rows.find((r) => r[2] === 'inject@example.com')!;
    expect(injected[1]).toBe(`'${INJECTION}`);
    expect(injected[4]).toBe("'+62 Jakarta");
    const budi = rowByCode(
      workbook.worksheets[0],
      rows.find((r) => r[2] === 'budi@example.com')![0] as string,
    );
    const values = (...headers: string[]) => headers.map((h) => budi.get(h)!.value ?? null);
    // Scores are stored as the drawer and the reports show them: 71.25 reads 71.3 everywhere.
    expect(values('Status', 'Score %', 'Number correct', 'Max score', 'Job fit %')).toEqual([
      'Scored',
      62.5,
      5,
      8,
      71.3,
    ]);
    expect(values(`${competenceName} sten`, `${competenceName} level`, 'Starred', 'Shortlisted')).toEqual([
      0.4,
      'Proficient',
      'Yes',
      'No',
    ]);
    expect(budi.get('Invited at (UTC)')!.value).toBeInstanceOf(Date);
    // No value is an empty cell, not a dash or an empty text.
    expect(values('Phone', 'Completed at (UTC)', 'Job fit band lower', 'Job fit')).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('exports only the participants the filters or ticked rows name', async () => {
    const starred = await exportAndRun({ starred: true });
    expect(await downloadRow(starred.download_id)).toMatchObject({ row_count: 1, status: 'done' });
    const ids = await t.deps.db
      .selectFrom('participants')
      .select('id')
      .where('project_id', '=', project.id)
      .orderBy('id')
      .execute();
    const ticked = await exportAndRun({ participant_ids: [ids[0].id, ids[1].id, rival.participantId] });
    expect((await downloadRow(ticked.download_id)).row_count).toBe(2);
    const ranged = await exportAndRun({ score_percent_min: 60, job_fit_max: 80 });
    expect((await downloadRow(ranged.download_id)).row_count).toBe(1);
    const city = await exportAndRun({ city: '+62 Jakarta' });
    expect((await downloadRow(city.download_id)).row_count).toBe(1);
    const searched = await exportAndRun({ search: 'budi', status: ['scored'] }, collaborator);
    expect((await downloadRow(searched.download_id)).row_count).toBe(1);
  });
});

describe('downloads', () => {
  it('lists the exports an actor may see, with project and author', async () => {
    const mine = await t.callOk('downloads/datatable', {}, consultant);
    expect(mine.recordsTotal).toBeGreaterThanOrEqual(4);
    expect(mine.data[0]).toMatchObject({
      kind: 'participants-xlsx',
      status: 'done',
      progress: 100,
      project_name: 'Sales: Trainees/2026',
      corporate_name: 'Demo Corporation',
    });
    expect(mine.data[0].created_by_name).toBeTruthy();
    const collab = await t.callOk('downloads/datatable', {}, collaborator);
    expect(collab.recordsTotal).toBe(mine.recordsTotal);
    const all = await t.callOk('downloads/datatable', {}, admin);
    expect(all.recordsTotal).toBe(mine.recordsTotal);
    const outsider = await t.callOk('downloads/datatable', {}, rival.token);
    expect(outsider.recordsTotal).toBe(0);
    const searched = await t.callOk(
      'downloads/datatable',
      { search: { value: 'nothing like this' } },
      consultant,
    );
    expect(searched.recordsFiltered).toBe(0);
    const sorted = await t.callOk(
      'downloads/datatable',
      { columns: [{ data: 'created_at' }, { data: 'row_count' }], order: [{ column: 1, dir: 'asc' }] },
      consultant,
    );
    expect(sorted.data[0].row_count).toBe(1);
    const bad = await t.call(
      'downloads/datatable',
      { columns: [{ data: 'storage_path' }], order: [{ column: 0, dir: 'asc' }] },
      consultant,
    );
    expect(bad.status).toBe(400);
  });

  it('hands the file only to its tenant, only when ready, and says when it is gone', async () => {
    const unauth = await fileCall(t, 'downloads/file', { download_id: 1 }, await t.anonymousToken());
    expect(unauth.status).toBe(401);
    const { download_id } = await exportAndRun({});
    expect((await fileCall(t, 'downloads/file', { download_id }, rival.token)).status).toBe(404);
    expect((await fileCall(t, 'downloads/file', { download_id: 99999 }, admin)).status).toBe(404);
    expect((await fileCall(t, 'downloads/file', { download_id }, admin)).status).toBe(200);
    const bad = await fileCall(t, 'downloads/file', { download_id: 'one' }, consultant);
    expect(bad.status).toBe(400);
    expect(bad.json!.error!.message).toContain('download_id');

    const pending = await t.callOk('projects/participants/export', { project_id: project.id }, consultant);
    const notReady = await fileCall(t, 'downloads/file', { download_id: pending.download_id }, consultant);
    expect(notReady.status).toBe(409);
    expect(notReady.json!.error!.message).toBe(EXPORT_NOT_READY);
    await t.deps.jobs.drain();

    const stored = await downloadRow(download_id);
    await unlink(join(exportsDir(t.deps.env), stored.storage_path!));
    const gone = await fileCall(t, 'downloads/file', { download_id }, consultant);
    expect(gone.status).toBe(410);
    expect(gone.json!.error!.message).toBe(EXPORT_FILE_GONE);
  });

  it('deletes export files after the retention period and files no export points to', async () => {
    const { download_id: recent } = await exportAndRun({});
    const { download_id: old } = await exportAndRun({});
    const pathOf = async (id: number) => join(exportsDir(t.deps.env), (await downloadRow(id)).storage_path!);
    const oldFile = await pathOf(old);
    const recentFile = await pathOf(recent);
    const days = t.deps.env.EXPORT_RETENTION_DAYS;
    const longAgo = new Date(Date.now() - (days + 1) * 86_400_000).toISOString();
    await t.deps.db.updateTable('downloads').set({ finished_at: longAgo }).where('id', '=', old).execute();
    // A half-written file of a failed export (no row points to it), two days old, and a fresh one.
    const orphan = join(exportsDir(t.deps.env), `${'a'.repeat(32)}.xlsx`);
    const fresh = join(exportsDir(t.deps.env), `${'b'.repeat(32)}.xlsx`);
    await writeFile(orphan, 'partial');
    await writeFile(fresh, 'partial');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(orphan, twoDaysAgo, twoDaysAgo);

    expect(await purgeExpiredExports(t.deps)).toEqual({ expired: 1, orphans: 1 });
    const exists = (p: string) =>
      stat(p).then(
        () => true,
        () => false,
      );
    expect([await exists(oldFile), await exists(orphan)]).toEqual([false, false]);
    expect([await exists(recentFile), await exists(fresh)]).toEqual([true, true]);
    const gone = await fileCall(t, 'downloads/file', { download_id: old }, consultant);
    expect(gone.status).toBe(410);
    expect(gone.json!.error!.message).toBe(EXPORT_FILE_GONE);
    expect((await fileCall(t, 'downloads/file', { download_id: recent }, consultant)).status).toBe(200);
    const list = await t.callOk('downloads/datatable', { start: 0, length: 100 }, consultant);
    const statusOf = (id: number) => list.data.find((r: { id: number }) => r.id === id)?.status;
    expect([statusOf(old), statusOf(recent)]).toEqual(['expired', 'done']);
    // Running it again changes nothing.
    expect(await purgeExpiredExports(t.deps)).toEqual({ expired: 0, orphans: 0 });
    await unlink(fresh);
  });
});

describe('large exports', () => {
  it('page through more than one chunk without losing or repeating a row', async () => {
    const big = await demoCorporateProject(t, 'Big Intake');
    const now = nowIso();
    const total = EXPORT_CHUNK + 150;
    // Batches of a few hundred rows, as the jobs write.
    for (let start = 0; start < total; start += 300) {
      await t.deps.db
        .insertInto('participants')
        .values(
          Array.from({ length: Math.min(300, total - start) }, (_, i) => ({
            project_id: big.id,
            account_corporate_id: big.account_corporate_id,
            participant_code: `BIG-${String(start + i).padStart(5, '0')}`,
            name: `Bulk ${start + i}`,
            email: `bulk${start + i}@example.com`,
            phone: '',
            status: 'invited' as const,
            is_agree_tnc: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const started = await t.callOk('projects/participants/export', { project_id: big.id }, consultant);
    await t.deps.jobs.drain();
    const file = await fileCall(t, 'downloads/file', { download_id: started.download_id }, consultant);
    const workbook = await readWorkbook(file.bytes);
    expect(workbook.worksheets).toHaveLength(4);
    // Every sheet pages through the participants on its own: each has all of them, once, in order.
    const summaryCodes = rowsOf(workbook.worksheets[0])
      .slice(1)
      .map((r) => r[0]);
    expect(summaryCodes).toHaveLength(total);
    expect(new Set(summaryCodes).size).toBe(total);
    for (const sheet of workbook.worksheets.slice(1))
      expect(
        rowsOf(sheet)
          .slice(1)
          .map((r) => r[0]),
        sheet.name,
      ).toEqual(summaryCodes);

    const people = await t.callOk('candidates/export', {}, consultant);
    await t.deps.jobs.drain();
    const listed = await t.callOk('candidates/datatable', {}, consultant);
    expect(listed.recordsTotal).toBeGreaterThan(total);
    const sheet = await readXlsx(
      (await fileCall(t, 'downloads/file', { download_id: people.download_id }, consultant)).bytes,
    );
    expect(sheet).toHaveLength(listed.recordsTotal + 1);
    expect(new Set(sheet.slice(1).map((r) => r[1])).size).toBe(listed.recordsTotal);
  });
});

describe('the participants export for analysis (demo project)', () => {
  const GENERAL_REASONING = 'GENERAL-REASONING';
  const TRAITS = ['ORGANISATION', 'DRIVE', 'SOCIABILITY', 'COOPERATION', 'COMPOSURE'];
  const DATE_FORMAT = xlsxDateTimeFormat('en');
  const { Null, Number: NumberCell, String: StringCell, Date: DateCell } = ExcelJS.ValueType;

  async function exportDemo(body: Record<string, unknown>) {
    const demo = await demoProject(t);
    const started = await t.callOk(
      'projects/participants/export',
      { project_id: demo.id, ...body },
      consultant,
    );
    await t.deps.jobs.drain();
    const file = await fileCall(t, 'downloads/file', { download_id: started.download_id }, consultant);
    expect(file.status).toBe(200);
    return readWorkbook(file.bytes);
  }

  /** What the database holds for a demo candidate: the participant, their results and the names around them. */
  async function candidate(name: string) {
    const demo = await demoProject(t);
    const p = await t.deps.db
      .selectFrom('participants')
      .selectAll()
      .where('project_id', '=', demo.id)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const results = await t.deps.db
      .selectFrom('results as r')
      .innerJoin('submissions as s', 's.id', 'r.submission_id')
      .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
      .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
      .select(['i.name', 'i.kind', 'r.number_correct', 'r.max_score', 'r.result_json', 'r.created_at'])
      .where('r.participant_id', '=', p.id)
      .orderBy('pi.position')
      .execute();
    const instruments = await t.deps.db
      .selectFrom('project_instruments as pi')
      .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
      .select('i.name')
      .where('pi.project_id', '=', demo.id)
      .orderBy('pi.position')
      .orderBy('pi.id')
      .execute();
    const library = await t.deps.db.selectFrom('test_dimensions').select(['code', 'name']).execute();
    return {
      p,
      results: results.map((r) => ({ ...r, result: JSON.parse(r.result_json) as ScoreResult })),
      instrumentNames: instruments.map((i) => i.name),
      dimensionName: (code: string) => library.find((d) => d.code === code)?.name ?? code,
      competences: JSON.parse(p.competences_json ?? '[]') as Array<{
        code: string;
        name: string;
        score: number;
        label: string;
      }>,
      jobFit: JSON.parse(p.job_fit_json ?? 'null') as {
        band: { lower: number; upper: number };
        contributions: Array<{ shortfall: number }>;
      },
    };
  }

  it('writes a Summary and a sheet per instrument: cell by cell for one scored candidate', async () => {
    const hadi = await candidate('Hadi Pratama');
    // Integrity flags: counted by kind; returning to the tab is no flag.
    const now = nowIso();
    await t.deps.db
      .insertInto('proctoring_events')
      .values(
        ['tab_hidden', 'tab_visible', 'tab_hidden', 'paste'].map((kind) => ({
          participant_id: hadi.p.id,
          submission_id: null,
          kind,
          created_at: now,
          file_path: null,
        })),
      )
      .execute();
    const workbook = await exportDemo({ lang: 'en' });
    // The sheets are named by the tests' English names, translated from their Indonesian ones.
    const englishNames = new Map([
      ['Penalaran Umum (demo)', 'General Reasoning (demo)'],
      ['Inventori Gaya Kerja (demo)', 'Work Style Inventory (demo)'],
      ['Penalaran Adaptif (demo)', 'Adaptive Reasoning (demo)'],
    ]);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      ...hadi.instrumentNames.map((n) => englishNames.get(n)),
    ]);

    const summary = workbook.getWorksheet('Summary')!;
    const competenceHeaders = hadi.competences.flatMap((c) => [`${c.name} sten`, `${c.name} level`]);
    expect(headersOf(summary)).toEqual([
      'Participant code',
      'Name',
      'Email',
      'Phone',
      'City',
      'Status',
      'Invited at (UTC)',
      'Registered at (UTC)',
      'Started at (UTC)',
      'Completed at (UTC)',
      'Score %',
      'Number correct',
      'Max score',
      'Job fit %',
      'Job fit band lower',
      'Job fit band upper',
      'Job fit',
      ...competenceHeaders,
      'Integrity flags',
      'Flags: Tab hidden',
      'Flags: Paste',
      'Starred',
      'Shortlisted',
      'ATS candidate ID',
      'ATS application ID',
      'Accommodation',
    ]);
    const row = rowByCode(summary, hadi.p.participant_code);
    const cell = (header: string) => {
      expect(row.has(header), header).toBe(true);
      return row.get(header)!;
    };
    const expectCell = (header: string, type: ExcelJS.ValueType, value: unknown) => {
      expect({ header, type: cell(header).type, value: cell(header).value }).toEqual({ header, type, value });
    };
    expectCell('Name', StringCell, 'Hadi Pratama');
    expectCell('Email', StringCell, hadi.p.email);
    expectCell('City', StringCell, hadi.p.city);
    expectCell('Phone', hadi.p.phone ? StringCell : Null, hadi.p.phone || null);
    expectCell('Status', StringCell, 'Scored');
    for (const [header, stamp] of [
      ['Registered at (UTC)', hadi.p.registered_at],
      ['Started at (UTC)', hadi.p.started_at],
      ['Completed at (UTC)', hadi.p.completed_at],
    ] as const) {
      expect(stamp, header).not.toBeNull();
      expectCell(header, DateCell, new Date(stamp!));
      expect(cell(header).numFmt, header).toBe(DATE_FORMAT);
    }
    // Scores as shown (rounded by the shared rule to their kind's digits).
    expectCell('Score %', NumberCell, roundFor('percent', hadi.p.score_percent));
    expectCell('Number correct', NumberCell, hadi.p.number_correct);
    expectCell('Max score', NumberCell, hadi.p.max_score);
    expect(hadi.p.job_fit).not.toBeNull();
    expectCell('Job fit %', NumberCell, roundFor('jobFit', hadi.p.job_fit));
    expectCell('Job fit band lower', NumberCell, roundFor('jobFit', hadi.jobFit.band.lower));
    expectCell('Job fit band upper', NumberCell, roundFor('jobFit', hadi.jobFit.band.upper));
    const met = hadi.jobFit.contributions.filter((c) => c.shortfall <= 0).length;
    expectCell('Job fit', StringCell, `Meets ${met} of ${hadi.jobFit.contributions.length} targets`);
    expect(hadi.competences).toHaveLength(3);
    for (const c of hadi.competences) {
      expectCell(`${c.name} sten`, NumberCell, roundFor('sten', c.score));
      expectCell(`${c.name} level`, StringCell, c.label);
    }
    expectCell('Integrity flags', NumberCell, 3);
    expectCell('Flags: Tab hidden', NumberCell, 2);
    expectCell('Flags: Paste', NumberCell, 1);
    expectCell('Starred', StringCell, hadi.p.starred ? 'Yes' : 'No');
    // Who never started has no scores, no job fit and no flags: empty cells.
    const untouched = rowByCode(summary, 'DEMO-PCODE-01');
    for (const header of ['Started at (UTC)', 'Score %', 'Job fit %', 'Job fit', 'Integrity flags'])
      expect(untouched.get(header)!.type, header).toBe(Null);

    const checked = new Set<string>();
    for (const r of hadi.results) {
      const sheet = workbook.getWorksheet(englishNames.get(r.name) ?? r.name)!;
      const cells = rowByCode(sheet, hadi.p.participant_code);
      const instrumentCell = (header: string, type: ExcelJS.ValueType, value: unknown) => {
        expect(cells.has(header), `${r.name}: ${header}`).toBe(true);
        const c = cells.get(header)!;
        expect({ sheet: r.name, header, type: c.type, value: c.value }).toEqual({
          sheet: r.name,
          header,
          type,
          value,
        });
      };
      instrumentCell('Name', StringCell, 'Hadi Pratama');
      instrumentCell('Scored at (UTC)', DateCell, new Date(r.created_at));
      if (r.kind === 'ability') {
        instrumentCell('Number correct', NumberCell, r.number_correct);
        // An adaptive test's number correct is of the items given, not of the bank.
        const adaptive = Object.values(r.result.indicators).some((i) => i.method === 'theta');
        instrumentCell('Max score', NumberCell, adaptive ? r.result.ability.answeredKeyed : r.max_score);
        // Scoring stores an adaptive result's maximum as the items given (20 here, not the bank's 168).
        if (adaptive) expect(r.max_score).toBe(r.result.ability.answeredKeyed);
      }
      for (const [code, score] of [
        ...Object.entries(r.result.dimensions),
        ...Object.entries(r.result.groupDimensions),
      ]) {
        const name = hadi.dimensionName(code);
        instrumentCell(`${name} raw`, NumberCell, roundFor('raw', score.raw));
        if ([GENERAL_REASONING, ...TRAITS].includes(code)) {
          expect(score.scaled, `${code} is normed`).not.toBeNull();
          expect(score.band, `${code} is banded`).not.toBeNull();
        }
        instrumentCell(
          `${name} sten`,
          score.scaled ? NumberCell : Null,
          roundFor('sten', score.scaled?.sten),
        );
        instrumentCell(`${name} T`, score.scaled ? NumberCell : Null, roundFor('T', score.scaled?.T));
        instrumentCell(
          `${name} percentile`,
          score.scaled ? NumberCell : Null,
          roundFor('percentile', score.scaled?.percentile),
        );
        instrumentCell(`${name} band`, score.band ? StringCell : Null, score.band?.label ?? null);
        checked.add(code);
      }
    }
    expect([...checked]).toEqual(expect.arrayContaining([GENERAL_REASONING, ...TRAITS]));
  });

  it('writes the headers and words in Indonesian (the library’s names too), the numbers the same', async () => {
    const hadi = await candidate('Hadi Pratama');
    const workbook = await exportDemo({ lang: 'id' });
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Ringkasan', ...hadi.instrumentNames]);
    const summary = workbook.getWorksheet('Ringkasan')!;
    expect(headersOf(summary)).toEqual([
      'Kode peserta',
      'Nama',
      'Email',
      'Telepon',
      'Kota',
      'Status',
      'Diundang (UTC)',
      'Terdaftar (UTC)',
      'Mulai (UTC)',
      'Selesai (UTC)',
      'Skor %',
      'Jawaban benar',
      'Skor maksimum',
      'Kecocokan jabatan %',
      'Rentang kecocokan bawah',
      'Rentang kecocokan atas',
      'Kecocokan jabatan',
      ...hadi.competences.flatMap((c) => {
        const name = DEMO_COMPETENCE_TEXTS_ID[c.code].name;
        return [`${name} sten`, `${name} level`];
      }),
      'Tanda integritas',
      'Tanda: Tab disembunyikan',
      'Tanda: Tempel',
      'Berbintang',
      'Masuk daftar pendek',
      'ID kandidat ATS',
      'ID lamaran ATS',
      'Akomodasi',
    ]);
    const row = rowByCode(summary, hadi.p.participant_code);
    expect(row.get('Status')!.value).toBe('Dinilai');
    expect(row.get('Kecocokan jabatan %')!.value).toBe(roundFor('jobFit', hadi.p.job_fit));
    // The level labels in Indonesian, from the competence library's translations.
    const analytical = hadi.competences.find((c) => c.code === 'ANALYTICAL')!;
    const level = row.get(`${DEMO_COMPETENCE_TEXTS_ID.ANALYTICAL.name} level`)!.value as string;
    expect(Object.values(DEMO_COMPETENCE_TEXTS_ID.ANALYTICAL.levels!)).toContain(level);
    expect(level).not.toBe(analytical.label);
    const met = hadi.jobFit.contributions.filter((c) => c.shortfall <= 0).length;
    expect(row.get('Kecocokan jabatan')!.value).toBe(
      `Memenuhi ${met} dari ${hadi.jobFit.contributions.length} target`,
    );
    expect(row.get('Berbintang')!.value).toBe(hadi.p.starred ? 'Ya' : 'Tidak');
    expect(row.get('Selesai (UTC)')!.type).toBe(DateCell);
    // Dates shown as the Indonesian screens and reports write them: "12 Agu 2026 14.05".
    expect(row.get('Selesai (UTC)')!.numFmt).toBe('[$-421]d mmm yyyy hh"."mm');
    const download = await t.deps.db
      .selectFrom('downloads')
      .select('file_name')
      .where('kind', '=', 'participants-xlsx')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(download.file_name).toMatch(/ peserta \d{4}-\d{2}-\d{2}\.xlsx$/);

    const ability = hadi.results.find((r) => GENERAL_REASONING in r.result.dimensions)!;
    const reasoning = DEMO_DIMENSION_TEXTS_ID[GENERAL_REASONING].name;
    const sheet = workbook.getWorksheet(ability.name)!;
    expect(headersOf(sheet)).toEqual([
      'Kode peserta',
      'Nama',
      'Dinilai (UTC)',
      'Jawaban benar',
      'Skor maksimum',
      `${reasoning} skor mentah`,
      `${reasoning} sten`,
      `${reasoning} T`,
      `${reasoning} persentil`,
      `${reasoning} kategori`,
    ]);
    const score = ability.result.dimensions[GENERAL_REASONING];
    const reasoningRow = rowByCode(sheet, hadi.p.participant_code);
    expect(reasoningRow.get(`${reasoning} sten`)!.value).toBe(roundFor('sten', score.scaled!.sten));
    // The band's name from the blueprint's Indonesian texts, not its English label.
    const bandId = reasoningRow.get(`${reasoning} kategori`)!.value as string;
    expect(DEMO_REASONING_BANDS_ID.map((b) => b.level)).toContain(bandId);
    const inventory = hadi.results.find((r) => TRAITS[0] in r.result.dimensions)!;
    const traitHeaders = headersOf(workbook.getWorksheet(inventory.name)!);
    for (const code of TRAITS)
      expect(traitHeaders).toEqual(
        expect.arrayContaining([`${DEMO_DIMENSION_TEXTS_ID[code].name} persentil`]),
      );
    // Number correct belongs to ability tests only.
    expect(traitHeaders).not.toContain('Jawaban benar');
  });

  it('follows the user’s language when the request names none', async () => {
    const setLocale = (locale: string) =>
      t.deps.db.updateTable('users').set({ locale }).where('email', '=', 'consultant@asesa.test').execute();
    await setLocale('id');
    try {
      expect((await exportDemo({})).worksheets[0].name).toBe('Ringkasan');
    } finally {
      await setLocale('en');
    }
    expect((await exportDemo({})).worksheets[0].name).toBe('Summary');
  });

  it('names sheets as Excel accepts them: at most 31 characters, no forbidden characters, unique', async () => {
    const twice = await demoCorporateProject(t, 'Twice the same test');
    await addParticipant(t, twice, { name: 'Ani Twice', email: 'ani.twice@example.com' });
    const first = await t.deps.db
      .selectFrom('project_instruments')
      .selectAll()
      .where('project_id', '=', twice.id)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = first;
    await t.deps.db
      .insertInto('project_instruments')
      .values({ ...copy, position: 99 })
      .execute();
    const instrument = await t.deps.db
      .selectFrom('instruments')
      .select('name')
      .where('id', '=', first.instrument_id)
      .executeTakeFirstOrThrow();
    const long = "'Numerical/Verbal Reasoning: Graduate Level [2026]?";
    // The export is in English: the sheet is named by the instrument's English name.
    const englishName = (name: string) =>
      t.callOk(
        'instruments/translation',
        { id: first.instrument_id, language: 'en', texts: { name } },
        admin,
      );
    const before = await t.callOk(
      'instruments/translation',
      { id: first.instrument_id, language: 'en' },
      admin,
    );
    const previousEnglish = before.entries.find((e: { key: string }) => e.key === 'name').text ?? '';
    await englishName(long);
    await t.deps.db
      .updateTable('instruments')
      .set({ name: long })
      .where('id', '=', first.instrument_id)
      .execute();
    try {
      const started = await t.callOk('projects/participants/export', { project_id: twice.id }, consultant);
      await t.deps.jobs.drain();
      const file = await fileCall(t, 'downloads/file', { download_id: started.download_id }, consultant);
      const names = (await readWorkbook(file.bytes)).worksheets.map((w) => w.name);
      expect(names).toHaveLength(5);
      expect(names[1]).toBe('Numerical Verbal Reasoning Grad');
      expect(names[4]).toBe('Numerical Verbal Reasoning (2)');
      for (const name of names) {
        expect(name.length, name).toBeLessThanOrEqual(31);
        expect(name, name).not.toMatch(/[:\\/?*[\]]|^'|'$/);
      }
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    } finally {
      await t.deps.db
        .updateTable('instruments')
        .set({ name: instrument.name })
        .where('id', '=', first.instrument_id)
        .execute();
      await englishName(previousEnglish);
    }
  });
});
