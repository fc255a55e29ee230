import { NO_CANDIDATES_TO_EXPORT, xlsxDateTimeFormat } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { fieldOfRow } from '../../../test/support/row-ids';
import { addParticipant } from '../../../test/support/test-fixtures';
import { headersOf, workbookOf } from '../../../test/support/workbooks';
import { demoCorporateProject, rivalTenant } from '../../../test/tenants';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let corporateId: number;

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  rival = await rivalTenant(t, { withProject: true });
  const first = await demoCorporateProject(t, 'Candidates One');
  const second = await demoCorporateProject(t, 'Candidates Two');
  corporateId = first.account_corporate_id;
  const a = await addParticipant(t, first, { name: 'Same Person', email: 'Same.Person@example.com' });
  const b = await addParticipant(t, second, {
    name: 'Same Person (again)',
    email: 'same.person@example.com',
  });
  await addParticipant(t, second, { name: 'Other Person', email: 'other@example.com' });
  await t.deps.db
    .updateTable('participants')
    .set({ score_percent: 40, status: 'scored' })
    .where('id', '=', a)
    .execute();
  await t.deps.db
    .updateTable('participants')
    .set({ score_percent: 75.5, status: 'scored', city: 'Surabaya', job_fit: 80 })
    .where('id', '=', b)
    .execute();
});
afterAll(() => t.close());

const searchFor = (value: string) => ({ search: { value } });

describe('candidates/datatable', () => {
  it('groups the same e-mail across two projects of a corporate into one person', async () => {
    const page = await t.callOk('candidates/datatable', searchFor('same.person'), consultant);
    expect(page.recordsFiltered).toBe(1);
    expect(page.data[0]).toMatchObject({
      account_corporate_id: corporateId,
      corporate_name: 'Demo Corporation',
      email: 'same.person@example.com',
      name: 'Same Person (again)',
      city: 'Surabaya',
      project_count: 2,
      latest_status: 'scored',
      best_score_percent: 75.5,
    });
    expect(page.data[0].last_activity_at).toBeTruthy();
  });

  it('keeps each tenant’s people to itself (the rival has the same e-mail)', async () => {
    const collab = await t.callOk('candidates/datatable', searchFor('same.person'), collaborator);
    expect(collab.data.map((r: { corporate_name: string }) => r.corporate_name)).toEqual([
      'Demo Corporation',
    ]);
    const theirs = await t.callOk('candidates/datatable', {}, rival.token);
    expect(theirs.recordsTotal).toBe(1);
    expect(theirs.data[0]).toMatchObject({
      email: 'same.person@example.com',
      corporate_name: 'Rival Corp',
      project_count: 1,
    });
    const everyone = await t.callOk('candidates/datatable', searchFor('same.person'), admin);
    expect(everyone.recordsFiltered).toBe(2);
  });

  it('filters by corporate, and answers 404 for a corporate the actor may not see', async () => {
    const rivalOnly = await t.callOk(
      'candidates/datatable',
      { account_corporate_id: rival.corporateId },
      admin,
    );
    expect(rivalOnly.recordsTotal).toBe(1);
    expect(
      (await t.call('candidates/datatable', { account_corporate_id: rival.corporateId }, consultant)).status,
    ).toBe(404);
    expect(
      (await t.call('candidates/datatable', { account_corporate_id: corporateId }, rival.token)).status,
    ).toBe(404);
  });

  it('sorts and pages in SQL', async () => {
    const byName = await t.callOk(
      'candidates/datatable',
      {
        columns: [{ data: 'last_activity_at' }, { data: 'name' }],
        order: [{ column: 1, dir: 'asc' }],
        length: 500,
      },
      consultant,
    );
    const names = byName.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const byScore = await t.callOk(
      'candidates/datatable',
      { columns: [{ data: 'best_score_percent' }], order: [{ column: 0, dir: 'desc' }], length: 500 },
      consultant,
    );
    // Where nulls go differs between the engines; the scores themselves run downwards.
    const scores = byScore.data
      .map((r: { best_score_percent: number | null }) => r.best_score_percent)
      .filter((s: number | null) => s !== null);
    expect(scores).toContain(75.5);
    expect(scores).toEqual([...scores].sort((x: number, y: number) => y - x));
    const onePage = await t.callOk('candidates/datatable', { length: 1, start: 1 }, consultant);
    expect(onePage.data).toHaveLength(1);
    expect(onePage.recordsTotal).toBe(byScore.recordsTotal);
  });

  it('asks for a signed-in user and names bad input', async () => {
    expect((await t.call('candidates/datatable', {}, await t.anonymousToken())).status).toBe(401);
    await expectRefusal(t.call('candidates/datatable', { account_corporate_id: 'demo' }, consultant), {
      status: 400,
      message: expect.stringContaining('account_corporate_id'),
    });
  });
});

describe('candidates/detail', () => {
  it('lists the person’s participations, newest first', async () => {
    const detail = await t.callOk(
      'candidates/detail',
      { account_corporate_id: corporateId, email: 'SAME.person@example.com' },
      collaborator,
    );
    expect(detail).toMatchObject({
      email: 'same.person@example.com',
      name: 'Same Person (again)',
      city: 'Surabaya',
    });
    expect(detail.participations.map((p: { project_name: string }) => p.project_name)).toEqual([
      'Candidates Two',
      'Candidates One',
    ]);
    expect(detail.participations[0]).toMatchObject({ status: 'scored', score_percent: 75.5, job_fit: 80 });
  });

  it('answers 404 across tenants and for unknown people; 400 for a bad e-mail; 401 signed out', async () => {
    expect(
      (
        await t.call(
          'candidates/detail',
          { account_corporate_id: corporateId, email: 'same.person@example.com' },
          rival.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          'candidates/detail',
          { account_corporate_id: rival.corporateId, email: 'same.person@example.com' },
          consultant,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          'candidates/detail',
          { account_corporate_id: corporateId, email: 'nobody@example.com' },
          consultant,
        )
      ).status,
    ).toBe(404);
    await expectRefusal(
      t.call('candidates/detail', { account_corporate_id: corporateId, email: 'not-an-email' }, consultant),
      { status: 400, message: expect.stringContaining('email') },
    );
    expect(
      (
        await t.call(
          'candidates/detail',
          { account_corporate_id: corporateId, email: 'a@b.co' },
          await t.anonymousToken(),
        )
      ).status,
    ).toBe(401);
  });
});

describe('candidates/export', () => {
  async function readWorkbook(downloadId: number, token: string) {
    const file = await fileCall(t, 'downloads/file', { download_id: downloadId }, token);
    expect(file.status).toBe(200);
    const wb = await workbookOf(file.bytes);
    return wb;
  }

  async function readPeople(downloadId: number, token: string) {
    const rows: unknown[][] = [];
    (await readWorkbook(downloadId, token)).worksheets[0].eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1)),
    );
    return rows;
  }

  const fileNameOf = async (downloadId: number) =>
    await fieldOfRow(t, 'downloads', 'file_name', 'id', downloadId);

  it('speaks Indonesian when asked: file name, sheet, headers, status words and dates', async () => {
    const started = await t.callOk('candidates/export', { search: 'same.person', lang: 'id' }, consultant);
    await t.deps.jobs.drain();
    expect(await fileNameOf(started.download_id)).toMatch(/^Semua kandidat \d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = await readWorkbook(started.download_id, consultant);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Kandidat']);
    const sheet = wb.worksheets[0];
    expect(headersOf(sheet)).toEqual([
      'Nama',
      'Email',
      'Telepon',
      'Kota',
      'Korporat',
      'Proyek',
      'Status terakhir',
      'Skor terbaik %',
      'Aktivitas terakhir (UTC)',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('same.person@example.com');
    expect(row.getCell(7).value).toBe('Dinilai');
    // A date cell, shown with Indonesian months as the screens and the reports write them.
    expect(row.getCell(9).value).toBeInstanceOf(Date);
    expect(row.getCell(9).numFmt).toBe(xlsxDateTimeFormat('id'));
  });

  it('follows the user’s back-office language when the request names none', async () => {
    const setLocale = (locale: string) =>
      t.deps.db.updateTable('users').set({ locale }).where('email', '=', 'consultant@asesa.test').execute();
    await setLocale('id');
    try {
      const started = await t.callOk('candidates/export', { search: 'same.person' }, consultant);
      await t.deps.jobs.drain();
      expect((await readWorkbook(started.download_id, consultant)).worksheets[0].name).toBe('Kandidat');
    } finally {
      await setLocale('en');
    }
    const english = await t.callOk('candidates/export', { search: 'same.person', lang: 'en' }, consultant);
    await t.deps.jobs.drain();
    expect(await fileNameOf(english.download_id)).toMatch(/^All candidates /);
    const wb = await readWorkbook(english.download_id, consultant);
    expect(wb.worksheets[0].getRow(2).getCell(9).numFmt).toBe(xlsxDateTimeFormat('en'));
    expect((await t.call('candidates/export', { lang: 'fr' }, consultant)).status).toBe(400);
  });

  it('writes one row per person of the consultant’s corporates, seen by that consultant account only', async () => {
    const started = await t.callOk('candidates/export', {}, consultant);
    expect(
      (await t.callOk('candidates/export-progress', { download_id: started.download_id }, consultant)).status,
    ).toBe('queued');
    await t.deps.jobs.drain();
    expect(
      await t.callOk('candidates/export-progress', { download_id: started.download_id }, consultant),
    ).toMatchObject({
      status: 'done',
      progress: 100,
    });
    const rows = await readPeople(started.download_id, consultant);
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Phone',
      'City',
      'Corporate',
      'Projects',
      'Latest status',
      'Best score %',
      'Last activity (UTC)',
    ]);
    const same = rows.filter((r) => r[1] === 'same.person@example.com');
    expect(same).toHaveLength(1);
    expect(same[0].slice(4, 8)).toEqual(['Demo Corporation', 2, 'Scored', 75.5]);
    const listed = await t.callOk('candidates/datatable', { length: 500 }, consultant);
    expect(rows).toHaveLength(listed.recordsTotal + 1);

    const row = await t.deps.db
      .selectFrom('downloads')
      .selectAll()
      .where('id', '=', started.download_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'candidates-xlsx', account_corporate_id: null, status: 'done' });
    expect(row.file_name).toMatch(/^All candidates \d{4}-\d{2}-\d{2}\.xlsx$/);
    // Several corporates' people: not for a collaborator of one of them, nor another tenant.
    expect(
      (await fileCall(t, 'downloads/file', { download_id: started.download_id }, collaborator)).status,
    ).toBe(404);
    expect(
      (await fileCall(t, 'downloads/file', { download_id: started.download_id }, rival.token)).status,
    ).toBe(404);
    expect(
      (await t.call('candidates/export-progress', { download_id: started.download_id }, rival.token)).status,
    ).toBe(404);
    expect((await fileCall(t, 'downloads/file', { download_id: started.download_id }, admin)).status).toBe(
      200,
    );
  });

  it('a collaborator’s export belongs to its corporate; an admin’s covers every tenant', async () => {
    const mine = await t.callOk('candidates/export', { search: 'person' }, collaborator);
    const all = await t.callOk('candidates/export', { search: 'same.person' }, admin);
    await t.deps.jobs.drain();
    const rows = await readPeople(mine.download_id, consultant);
    expect(rows.slice(1).map((r) => r[1])).toEqual(
      expect.arrayContaining(['same.person@example.com', 'other@example.com']),
    );
    const everyone = await readPeople(all.download_id, admin);
    expect(
      everyone
        .slice(1)
        .map((r) => r[4])
        .sort(),
    ).toEqual(['Demo Corporation', 'Rival Corp']);
    expect((await fileCall(t, 'downloads/file', { download_id: all.download_id }, consultant)).status).toBe(
      404,
    );
  });

  it('refuses an empty export, another tenant’s corporate, and a signed-out caller', async () => {
    await expectRefusal(t.call('candidates/export', { search: 'nobody-like-this' }, consultant), {
      status: 400,
      message: NO_CANDIDATES_TO_EXPORT,
    });
    expect(
      (await t.call('candidates/export', { account_corporate_id: rival.corporateId }, consultant)).status,
    ).toBe(404);
    expect((await t.call('candidates/export', {}, await t.anonymousToken())).status).toBe(401);
    await expectRefusal(t.call('candidates/export-progress', { download_id: 'x' }, consultant), {
      status: 400,
      message: expect.stringContaining('download_id'),
    });
  });
});
