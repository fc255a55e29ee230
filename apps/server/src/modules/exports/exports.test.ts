import { stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXPORT_FILE_GONE, EXPORT_NOT_READY, NO_PARTICIPANTS_TO_EXPORT } from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import { startTestApp, type TestApp } from '../../../test/harness';
import { demoCorporateProject, rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { exportsDir } from './export-files';
import { purgeExpiredExports } from './export-retention';
import { EXPORT_CHUNK } from './participants-export.service';
import { addParticipant } from './test-fixtures';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let project: Awaited<ReturnType<typeof demoCorporateProject>>;
const INJECTION = '=HYPERLINK("http://evil.test","click")';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  consultant = await t.signIn('consultant');
  collaborator = await t.signIn('collaborator');
  rival = await rivalTenant(t, { withProject: true });
  project = await demoCorporateProject(t, 'Sales: Trainees/2026');
  const injected = await addParticipant(t, project, { name: INJECTION, email: 'inject@example.com' });
  const starred = await addParticipant(t, project, { name: 'Budi Starred', email: 'budi@example.com' });
  const competence = await t.deps.db
    .selectFrom('competences')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('project_competences')
    .values({ project_id: project.id, competence_id: competence.id, target_level: 3, weight: 1, position: 0 })
    .execute();
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

async function readXlsx(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('projects/participants/export', () => {
  it('asks for a signed-in user (401) who agreed to the terms (403)', async () => {
    const anonymous = await t.call(
      'projects/participants/export',
      { project_id: project.id },
      await t.anonymousToken(),
    );
    expect(anonymous.status).toBe(401);
    await t.deps.db
      .updateTable('users')
      .set({ is_agree_tnc: 0 })
      .where('email', '=', 'collaborator@asesa.test')
      .execute();
    const res = await t.call('projects/participants/export', { project_id: project.id }, collaborator);
    expect(res.status).toBe(403);
    await t.deps.db
      .updateTable('users')
      .set({ is_agree_tnc: 1 })
      .where('email', '=', 'collaborator@asesa.test')
      .execute();
  });

  it('names the field of bad input', async () => {
    const res = await t.call('projects/participants/export', { project_id: 'x' }, consultant);
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toContain('project_id');
    const status = await t.call(
      'projects/participants/export',
      { project_id: project.id, status: ['bogus'] },
      consultant,
    );
    expect(status.status).toBe(400);
    expect(status.body.error!.message).toContain('status');
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
    const now = nowIso();
    const empty = await t.deps.db
      .insertInto('projects')
      .values({
        account_corporate_id: project.account_corporate_id,
        name: 'Empty',
        status: 'active',
        start_date: null,
        end_date: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.call('projects/participants/export', { project_id: empty.id }, consultant);
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe(NO_PARTICIPANTS_TO_EXPORT);
    const filtered = await t.call(
      'projects/participants/export',
      { project_id: project.id, status: ['revoked'] },
      consultant,
    );
    expect(filtered.status).toBe(400);
    expect(filtered.body.error!.message).toBe(NO_PARTICIPANTS_TO_EXPORT);
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

    const row = await t.deps.db
      .selectFrom('downloads')
      .selectAll()
      .where('id', '=', started.download_id)
      .executeTakeFirstOrThrow();
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
    const rows = await readXlsx(file.bytes);
    expect(rows).toHaveLength(3);
    const header = rows[0] as string[];
    expect(header.slice(0, 6)).toEqual(['Participant code', 'Name', 'Email', 'Phone', 'City', 'Status']);
    const competenceName = header[12].replace(/ level$/, '');
    expect(header.slice(12)).toEqual([
      `${competenceName} level`,
      `${competenceName} score`,
      'Starred',
      'Shortlisted',
    ]);
    const injected = rows.find((r) => r[2] === 'inject@example.com')!;
    expect(injected[1]).toBe(`'${INJECTION}`);
    expect(injected[4]).toBe("'+62 Jakarta");
    const budi = rows.find((r) => r[2] === 'budi@example.com')!;
    expect(budi.slice(5, 6)).toEqual(['scored']);
    expect(budi.slice(8, 16)).toEqual([62.5, 5, 8, 71.3, 'Proficient', 0.42, 'Yes', 'No']);
    expect(budi[6]).toBeInstanceOf(Date);
  });

  it('exports only the participants the filters or ticked rows name', async () => {
    const starred = await exportAndRun({ starred: true });
    const s = await t.deps.db
      .selectFrom('downloads')
      .select(['row_count', 'status'])
      .where('id', '=', starred.download_id)
      .executeTakeFirstOrThrow();
    expect(s).toEqual({ row_count: 1, status: 'done' });
    const ids = await t.deps.db
      .selectFrom('participants')
      .select('id')
      .where('project_id', '=', project.id)
      .orderBy('id')
      .execute();
    const ticked = await exportAndRun({ participant_ids: [ids[0].id, ids[1].id, rival.participantId] });
    const k = await t.deps.db
      .selectFrom('downloads')
      .select('row_count')
      .where('id', '=', ticked.download_id)
      .executeTakeFirstOrThrow();
    expect(k.row_count).toBe(2);
    const ranged = await exportAndRun({ score_percent_min: 60, job_fit_max: 80 });
    const r = await t.deps.db
      .selectFrom('downloads')
      .select('row_count')
      .where('id', '=', ranged.download_id)
      .executeTakeFirstOrThrow();
    expect(r.row_count).toBe(1);
    const city = await exportAndRun({ city: '+62 Jakarta' });
    const c = await t.deps.db
      .selectFrom('downloads')
      .select('row_count')
      .where('id', '=', city.download_id)
      .executeTakeFirstOrThrow();
    expect(c.row_count).toBe(1);
    const searched = await exportAndRun({ search: 'budi', status: ['scored'] }, collaborator);
    const b = await t.deps.db
      .selectFrom('downloads')
      .select('row_count')
      .where('id', '=', searched.download_id)
      .executeTakeFirstOrThrow();
    expect(b.row_count).toBe(1);
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

    const stored = await t.deps.db
      .selectFrom('downloads')
      .select('storage_path')
      .where('id', '=', download_id)
      .executeTakeFirstOrThrow();
    await unlink(join(exportsDir(t.deps.env), stored.storage_path!));
    const gone = await fileCall(t, 'downloads/file', { download_id }, consultant);
    expect(gone.status).toBe(410);
    expect(gone.json!.error!.message).toBe(EXPORT_FILE_GONE);
  });

  it('deletes export files after the retention period and files no export points to', async () => {
    const { download_id: recent } = await exportAndRun({});
    const { download_id: old } = await exportAndRun({});
    const pathOf = async (id: number) =>
      join(
        exportsDir(t.deps.env),
        (
          await t.deps.db
            .selectFrom('downloads')
            .select('storage_path')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).storage_path!,
      );
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
    const rows = await readXlsx(file.bytes);
    expect(rows).toHaveLength(total + 1);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(total);

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
