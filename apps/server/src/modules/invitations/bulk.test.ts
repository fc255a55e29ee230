import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/accounts-fixtures';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';
import { headersOf, workbookOf } from '../../../test/support/workbooks';
import { demoProject, rivalTenant, tightCorporate } from '../../../test/tenants';

let t: TestApp;
let consultant: string;
let outsider: string;
let projectId: number;

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  outsider = (await rivalTenant(t, { slug: 'rival-bulk' })).token;
  projectId = (await demoProject(t)).id;
  await t.callOk(
    'projects/configs/languages/new',
    { project_id: projectId, language_code: 'en' },
    consultant,
  );
});
afterAll(() => t.close());

type Row = [string, string, string?, string?];

async function sheet(
  rows: Row[],
  header = ['Name', 'Email', 'Phone', 'Language'],
  name = 'Participants',
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(name);
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const read = (
  content: Buffer | string,
  token = consultant,
  project = projectId,
  name = 'people.xlsx',
  headers: Record<string, string> = {},
) =>
  upload(
    t,
    'projects/invitations/bulk-read',
    token,
    { project_id: String(project) },
    { field: 'file', filename: name, content: Buffer.from(content) },
    headers,
  );

/** A workbook of these rows read for the project, as its consultant uploads it. */
const readRows = async (project: number, rows: Row[]) => read(await sheet(rows), consultant, project);
/** The project's credit figures, as its consultant sees them. */
const creditsOf = (project: number) =>
  t.callOk('projects/invitations/credits', { project_id: project }, consultant);

const template = async (body: Record<string, unknown>) => {
  const res = await fileCall(
    t,
    'projects/invitations/bulk-template',
    { project_id: projectId, ...body },
    consultant,
  );
  expect(res.status).toBe(200);
  const wb = await workbookOf(res.bytes);
  return { res, wb };
};

describe('bulk template', () => {
  it('in English: an .xlsx with the columns Name, Email, Phone, Language and an instructions sheet', async () => {
    const { res, wb } = await template({ language: 'en' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('invitations-Graduate-Intake-2026-demo.xlsx');
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Participants', 'Instructions']);
    expect(headersOf(wb.getWorksheet('Participants')!)).toEqual(['Name', 'Email', 'Phone', 'Language']);
    // No pre-formatted rows: rows added to the sheet start right under the header.
    expect(wb.getWorksheet('Participants')!.rowCount).toBe(1);
    const help = wb.getWorksheet('Instructions')!;
    const text = help.getSheetValues().flat().join(' ');
    expect(text).toContain('id (Bahasa Indonesia), en (English)');
    expect(text).toContain('at most 10,000 rows');
  });

  it('in Indonesian when asked, and by default (the default language): titles, instructions and file name', async () => {
    for (const body of [{ language: 'id' }, {}]) {
      const { res, wb } = await template(body);
      expect(res.headers['content-disposition']).toContain('undangan-Graduate-Intake-2026-demo.xlsx');
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Peserta', 'Petunjuk']);
      expect(headersOf(wb.getWorksheet('Peserta')!)).toEqual(['Nama', 'Email', 'Telepon', 'Bahasa']);
      const text = wb.getWorksheet('Petunjuk')!.getSheetValues().flat().join(' ');
      expect(text).toContain('Wajib. Nama lengkap peserta');
      expect(text).toContain('paling banyak 10.000 baris');
      expect(text).not.toMatch(/Required|Optional|Fill the/);
    }
  });

  it('refuses a language that is not a language code', async () => {
    const res = await fileCall(
      t,
      'projects/invitations/bulk-template',
      { project_id: projectId, language: 'x'.repeat(11) },
      consultant,
    );
    expect(res.status).toBe(400);
  });
});

describe('bulk read', () => {
  it('refuses a file that is not an .xlsx, whatever its name', async () => {
    for (const content of [
      'Name,Email\nA,a@x.test\n',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
    ]) {
      const res = await read(content, consultant, projectId, 'people.xlsx');
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: 'file: this is not an .xlsx file', field: 'file' });
    }
    const noFile = await upload(
      t,
      'projects/invitations/bulk-read',
      consultant,
      { project_id: String(projectId) },
      { field: 'other', filename: 'x.xlsx', content: Buffer.from('x') },
    );
    expect(noFile.status).toBe(400);
  });

  it('refuses a sheet without the Name and Email columns, an empty sheet, and a bad project_id', async () => {
    const noColumns = await read(await sheet([['A', 'a@x.test']], ['Full name', 'Mail']));
    expect(noColumns.body.error!.message).toBe(
      'file: row 1 must name the columns Name, Email, Phone, Language (missing Name, Email)',
    );
    const empty = await read(await sheet([]));
    expect(empty.body.error!.message).toBe('file: the sheet has no participant rows below the header');
    const badProject = await upload(
      t,
      'projects/invitations/bulk-read',
      consultant,
      { project_id: 'abc' },
      { field: 'file', filename: 'x.xlsx', content: await sheet([['A', 'a@x.test']]) },
    );
    expect(badProject.status).toBe(400);
    expect(badProject.body.error!.message).toBe('project_id: project_id must be a number');
  });

  it('refuses more than 10,000 rows, naming the limit', async () => {
    const rows: Row[] = Array.from({ length: 10_001 }, (_, i) => [`P ${i}`, `p${i}@many.test`]);
    const res = await read(await sheet(rows));
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe(
      'file: the sheet has more than 10,000 participant rows; invite at most 10,000 at once (split the sheet)',
    );
  });

  it('checks every row: missing name, bad e-mail, duplicates in the sheet, existing participants, unknown language', async () => {
    const res = await read(
      await sheet([
        ['Ani', 'ani@bulk.test', '0811', 'en'],
        ['', 'noname@bulk.test'],
        ['Bad', 'not-an-email'],
        ['Ani Again', 'ANI@bulk.test'],
        ['Dewi', 'dewi.demo@example.com'],
        ['Lang', 'lang@bulk.test', '', 'fr'],
        ['Ok', 'ok@bulk.test', '', 'ID'],
      ]),
    );
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ total: 7, valid_count: 2, invalid_count: 5 });
    expect(data.rows[0]).toEqual({
      row: 2,
      name: 'Ani',
      email: 'ani@bulk.test',
      phone: '0811',
      language_code: 'en',
      errors: [],
    });
    expect(data.rows[6]).toMatchObject({ row: 8, language_code: 'id', errors: [] });
    expect(data.invalid).toEqual([
      { row: 3, name: '', email: 'noname@bulk.test', errors: ['Name is required'] },
      {
        row: 4,
        name: 'Bad',
        email: 'not-an-email',
        errors: ['Email "not-an-email" is not a valid e-mail address'],
      },
      {
        row: 5,
        name: 'Ani Again',
        email: 'ani@bulk.test',
        errors: ['Email ani@bulk.test is already in row 2'],
      },
      {
        row: 6,
        name: 'Dewi',
        email: 'dewi.demo@example.com',
        errors: ['dewi.demo@example.com is already a participant of this project'],
      },
      {
        row: 7,
        name: 'Lang',
        email: 'lang@bulk.test',
        errors: ['Language "fr" is not a language of this project (use id, en)'],
      },
    ]);
    const batch = await t.deps.db
      .selectFrom('invitation_batches')
      .selectAll()
      .where('id', '=', data.batch_id)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({
      project_id: projectId,
      file_name: 'people.xlsx',
      valid_count: 2,
      invalid_count: 5,
      status: 'previewed',
    });
    expect(JSON.parse(batch.rows_json)).toHaveLength(7);
  });

  it('lists the first 500 rows with problems and counts them all', async () => {
    const rows: Row[] = Array.from({ length: 600 }, (_, i) => [`Wrong ${i}`, `wrong-${i}`]);
    const res = await read(await sheet(rows));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ total: 600, valid_count: 0, invalid_count: 600 });
    expect(data.invalid).toHaveLength(500);
    expect(data.invalid.map((r: { row: number }) => r.row).slice(0, 2)).toEqual([2, 3]);
    expect(data.invalid.at(-1)).toMatchObject({ row: 501, name: 'Wrong 499' });
  });

  it('reads the Indonesian template as well: its sheet and column titles, in any order and case', async () => {
    const res = await read(
      await sheet(
        [['0812', 'Budi', 'budi@bulk.test', 'en'] as unknown as Row],
        ['Telepon', 'NAMA', 'email', 'Bahasa'],
        'Peserta',
      ),
    );
    // The answer in the message: a refusal says which rule it met.
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows[0]).toEqual({
      row: 2,
      name: 'Budi',
      email: 'budi@bulk.test',
      phone: '0812',
      language_code: 'en',
      errors: [],
    });
  });
});

describe('bulk invite', () => {
  it('10,000 rows with invalid ones: the job invites every valid row in chunks, invalid rows are reported by row number', async () => {
    const bad = new Set([17, 2500, 9999]);
    const rows: Row[] = Array.from({ length: 10_000 }, (_, i) =>
      bad.has(i)
        ? [`Bad ${i}`, `bad-${i}-at-bulk`]
        : [`Person ${i}`, `person${i}@big.test`, '', i % 2 ? 'en' : ''],
    );
    rows.push(['', '']); // a blank row is not a participant row
    const res = await read(await sheet(rows));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ total: 10_000, valid_count: 9_997, invalid_count: 3 });
    expect(data.rows).toHaveLength(200);
    expect(data.invalid.map((r: { row: number }) => r.row)).toEqual([19, 2502, 10_001]);
    expect(data.invalid[0].errors).toEqual(['Email "bad-17-at-bulk" is not a valid e-mail address']);

    // The demo corporate's 500 credits do not cover 9,997 participants at 3 credits each: top up first.
    const demoId = await idOfRow(t, 'corporate_accounts', 'slug', 'demo');
    await t.callOk(
      'accounts/credits/top-up',
      { account_corporate_id: demoId, amount: 30_000, remarks: 'bulk test' },
      consultant,
    );
    const before = await t.callOk(
      'projects/participants/datatable-progress',
      { project_id: projectId },
      consultant,
    );
    expect(before).toEqual({ job_id: null, status: 'idle', progress: 0, error: null });
    const started = await t.callOk(
      'projects/invitations/bulk-invite',
      { batch_id: data.batch_id },
      consultant,
    );
    expect(started.job_id).toBeGreaterThan(0);
    const queued = await t.callOk(
      'projects/participants/datatable-progress',
      { project_id: projectId },
      consultant,
    );
    expect(queued).toMatchObject({ job_id: started.job_id, status: 'queued' });
    const twice = await t.call('projects/invitations/bulk-invite', { batch_id: data.batch_id }, consultant);
    expect(twice.status).toBe(409);

    await t.deps.jobs.drain();
    const done = await t.callOk(
      'projects/participants/datatable-progress',
      { project_id: projectId },
      consultant,
    );
    expect(done).toEqual({ job_id: started.job_id, status: 'done', progress: 100, error: null });
    const invited = await t.deps.db
      .selectFrom('participants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .where('email', 'like', '%@big.test')
      .executeTakeFirstOrThrow();
    expect(Number(invited.n)).toBe(9_997);
    const mails = await t.deps.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('to_address', 'like', '%@big.test')
      .executeTakeFirstOrThrow();
    expect(Number(mails.n)).toBe(9_997);
    // Every held e-mail names its own participant and project (one per participant).
    const linked = await t.deps.db
      .selectFrom('outbox as o')
      .innerJoin('participants as pt', 'pt.id', 'o.participant_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('o.to_address', 'like', '%@big.test')
      .whereRef('pt.email', '=', 'o.to_address')
      .where('o.project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(Number(linked.n)).toBe(9_997);
    const english = await t.deps.db
      .selectFrom('participants')
      .select(['language_code', 'invite_count', 'invited_at'])
      .where('email', '=', 'person1@big.test')
      .executeTakeFirstOrThrow();
    expect(english).toMatchObject({ language_code: 'en', invite_count: 1 });
    const mail = await t.deps.db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', 'person1@big.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Assessment invitation: Graduate Intake 2026 (demo)');
    const none = await t.deps.db
      .selectFrom('participants')
      .select('id')
      .where('name', 'like', 'Bad %')
      .execute();
    expect(none).toHaveLength(0);
    const batch = await t.deps.db
      .selectFrom('invitation_batches')
      .selectAll()
      .where('id', '=', data.batch_id)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ status: 'done', invited_count: 9_997, job_id: started.job_id });
  }, 120_000);

  it("names each row's problems and the missing credits in the reader's language", async () => {
    const indonesian = { 'content-language': 'id' };
    const tight = await tightCorporate(t, consultant, { slug: 'bulk-tight-id', cost: 2, credits: 1 });
    const res = await read(
      await sheet([
        ['', 'tanpa-nama@bulk.test'],
        ['Salah', 'bukan-email'],
        ['Budi', 'budi@bulk.test', '', 'fr'],
        ['Sari', 'sari@bulk.test'],
      ]),
      consultant,
      tight.projectId,
      'orang.xlsx',
      indonesian,
    );
    expect(res.body.data.invalid.map((r: { errors: string[] }) => r.errors)).toEqual([
      ['Nama wajib diisi'],
      ['Email "bukan-email" bukan alamat e-mail yang valid'],
      [expect.stringMatching(/^Bahasa "fr" bukan bahasa proyek ini \(gunakan /)],
    ]);
    await expectRefusal(
      t.call(
        'projects/invitations/bulk-invite',
        { batch_id: res.body.data.batch_id },
        consultant,
        indonesian,
      ),
      {
        status: 400,
        message:
          'Kredit tidak cukup: mengundang 1 peserta memerlukan 2 kredit, 1 kredit tersedia (saldo 1 kredit, 0 kredit dicadangkan untuk 0 peserta undangan yang belum memulai).',
      },
    );
  });

  it('checks the credits for all valid rows first: short means 400 naming the numbers and nobody invited', async () => {
    const tight = await tightCorporate(t, consultant, { slug: 'bulk-tight', cost: 2, credits: 4 });
    const res = await readRows(tight.projectId, [
      ['A', 'a@tight.test'],
      ['B', 'b@tight.test'],
      ['C', 'c@tight.test'],
    ]);
    await expectRefusal(
      t.call('projects/invitations/bulk-invite', { batch_id: res.body.data.batch_id }, consultant),
      {
        status: 400,
        message:
          'Not enough credits: inviting 3 participants needs 6 credits, 4 credits are available (balance 4 credits, 0 credits reserved for 0 invited participants who have not started).',
      },
    );
    await t.deps.jobs.drain();
    const people = await t.deps.db
      .selectFrom('participants')
      .select('id')
      .where('project_id', '=', tight.projectId)
      .execute();
    expect(people).toHaveLength(0);
    const batch = await t.deps.db
      .selectFrom('invitation_batches')
      .select(['status', 'job_id'])
      .where('id', '=', res.body.data.batch_id)
      .executeTakeFirstOrThrow();
    expect(batch).toEqual({ status: 'previewed', job_id: null });
    const progress = await t.callOk(
      'projects/participants/datatable-progress',
      { project_id: tight.projectId },
      consultant,
    );
    expect(progress.status).toBe('idle');
  });

  it('a queued batch reserves its rows until the job has invited them', async () => {
    const tight = await tightCorporate(t, consultant, { slug: 'bulk-reserve', cost: 1, credits: 3 });
    const res = await readRows(tight.projectId, [
      ['A', 'a@reserve.test'],
      ['B', 'b@reserve.test'],
    ]);
    await t.callOk('projects/invitations/bulk-invite', { batch_id: res.body.data.batch_id }, consultant);
    const queued = await creditsOf(tight.projectId);
    expect(queued).toMatchObject({
      balance: 3,
      reserved: 2,
      available: 1,
      // The batch's rows not yet inserted are reserved like invited participants.
      reserved_participants: 2,
      reservations: [{ project_id: tight.projectId, participants: 2, cost_per_participant: 1, credits: 2 }],
    });
    const second = await readRows(tight.projectId, [
      ['C', 'c@reserve.test'],
      ['D', 'd@reserve.test'],
    ]);
    const refused = await t.call(
      'projects/invitations/bulk-invite',
      { batch_id: second.body.data.batch_id },
      consultant,
    );
    expect(refused.body.error!.message).toMatch(
      /^Not enough credits: inviting 2 participants needs 2 credits, 1 credit is available /,
    );
    await t.deps.jobs.drain();
    const done = await creditsOf(tight.projectId);
    expect(done).toMatchObject({ balance: 3, reserved: 2, available: 1 });
  });

  it('a batch without valid rows cannot be invited; unknown batches answer 404', async () => {
    const res = await read(await sheet([['', 'x@nobody.test']]));
    await expectRefusal(
      t.call('projects/invitations/bulk-invite', { batch_id: res.body.data.batch_id }, consultant),
      { status: 409, message: 'The sheet has no valid rows to invite.' },
    );
    expect((await t.call('projects/invitations/bulk-invite', { batch_id: 999_999 }, consultant)).status).toBe(
      404,
    );
  });
});

describe('bulk access rules', () => {
  it('another tenant gets 404 for our project and batches; no token gets 401', async () => {
    const mine = await read(await sheet([['Zed', 'zed@bulk.test']]));
    expect((await read(await sheet([['Zed', 'zed@bulk.test']]), outsider)).status).toBe(404);
    expect(
      (await t.call('projects/invitations/bulk-invite', { batch_id: mine.body.data.batch_id }, outsider))
        .status,
    ).toBe(404);
    expect(
      (await fileCall(t, 'projects/invitations/bulk-template', { project_id: projectId }, outsider)).status,
    ).toBe(404);
    expect((await fileCall(t, 'projects/invitations/bulk-template', { project_id: projectId })).status).toBe(
      401,
    );
    const anonymous = await t.anonymousToken();
    expect((await read(await sheet([['Zed', 'zed@bulk.test']]), anonymous)).status).toBe(401);
    const pending = (await rivalTenant(t, { slug: 'pending-bulk', agreeTnc: false })).token;
    expect((await read(await sheet([['Zed', 'zed@bulk.test']]), pending)).status).toBe(403);
    expect(
      (await t.call('projects/invitations/bulk-invite', { batch_id: mine.body.data.batch_id }, pending))
        .status,
    ).toBe(403);
    expect(
      await t.deps.db.selectFrom('participants').select('id').where('email', '=', 'zed@bulk.test').execute(),
    ).toHaveLength(0);
  });
});
