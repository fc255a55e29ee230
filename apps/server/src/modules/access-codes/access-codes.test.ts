import { xlsxDateTimeFormat } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { submitRegistration } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { headersOf, workbookOf } from '../../../test/support/workbooks';
import { demoProject, rivalTenant } from '../../../test/tenants';
import { CODE_ALPHABET } from '../projects/participant-code';

let t: TestApp;
let consultant: string;
let collaborator: string;
let outsider: string;
let projectId: number;

beforeAll(async () => {
  [t, consultant, collaborator] = await startAppAs('consultant', 'collaborator');
  outsider = (await rivalTenant(t, { slug: 'rival-codes' })).token;
  projectId = (await demoProject(t)).id;
});
afterAll(() => t.close());

describe('unique-codes/generate', () => {
  it('draws a batch of 6-character codes from the unambiguous alphabet, unique across the installation', async () => {
    const first = await t.callOk('unique-codes/generate', { project_id: projectId, count: 5 }, consultant);
    expect(first).toMatchObject({ batch: 2, count: 5 });
    for (const code of first.codes) {
      expect(code).toHaveLength(6);
      expect([...code].every((c: string) => CODE_ALPHABET.includes(c))).toBe(true);
    }
    const big = await t.callOk(
      'unique-codes/generate',
      { project_id: projectId, count: 5000, expires_at: '2099-12-31' },
      collaborator,
    );
    expect(big).toMatchObject({ batch: 3, count: 5000 });
    const all = await t.deps.db.selectFrom('unique_codes').select('code').execute();
    expect(new Set(all.map((r) => r.code)).size).toBe(all.length);
    expect(all).toHaveLength(1 + 5 + 5000);
    const stored = await t.deps.db
      .selectFrom('unique_codes')
      .select(['expires_at', 'batch'])
      .where('code', '=', big.codes[0])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ expires_at: '2099-12-31T00:00:00.000Z', batch: 3 });
  });

  it('refuses a count outside 1–5000 and a past or bad expiry, naming the field', async () => {
    for (const [count, message] of [
      [0, 'count: count must be at least 1'],
      [5001, 'count: count must be at most 5000'],
      [2.5, 'count: count must be a whole number'],
    ] as const) {
      await expectRefusal(t.call('unique-codes/generate', { project_id: projectId, count }, consultant), {
        status: 400,
        message: message,
      });
    }
    const past = await t.call(
      'unique-codes/generate',
      { project_id: projectId, count: 1, expires_at: '2020-01-01' },
      consultant,
    );
    expect(past.body.error).toMatchObject({
      message: 'expires_at: the expiry is in the past',
      field: 'expires_at',
    });
    const bad = await t.call(
      'unique-codes/generate',
      { project_id: projectId, count: 1, expires_at: 'soon' },
      consultant,
    );
    expect(bad.body.error!.message).toBe('expires_at: expires_at must be a date');
  });
});

describe('unique-codes/list and export', () => {
  it('lists the codes with used status; filters by batch and used, searches the code', async () => {
    const all = await t.callOk('unique-codes/list', { project_id: projectId }, collaborator);
    expect(all.recordsTotal).toBe(5006);
    const demo = await t.callOk(
      'unique-codes/list',
      { project_id: projectId, search: { value: 'demo01' } },
      collaborator,
    );
    expect(demo.data).toEqual([
      expect.objectContaining({ code: 'DEMO01', batch: 1, is_used: false, used_email: null }),
    ]);
    const batch2 = await t.callOk(
      'unique-codes/list',
      {
        project_id: projectId,
        batch: 2,
        columns: [{ data: 'code' }],
        order: [{ column: 0, dir: 'asc' }],
      },
      collaborator,
    );
    expect(batch2.recordsTotal).toBe(5);
    const codes = batch2.data.map((r: { code: string }) => r.code);
    expect(codes).toEqual([...codes].sort());
    const used = await t.callOk('unique-codes/list', { project_id: projectId, used: true }, collaborator);
    expect(used.recordsTotal).toBe(0);
  });

  it('exports the project codes as .xlsx with their used status', async () => {
    const res = await fileCall(t, 'unique-codes/export', { project_id: projectId, batch: 2 }, consultant);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('access-codes-Graduate-Intake-2026-demo.xlsx');
    const wb = await workbookOf(res.bytes);
    const ws = wb.worksheets[0];
    expect(headersOf(ws)).toEqual(['Code', 'Batch', 'Used', 'Used by', 'Used at (UTC)', 'Expires (UTC)']);
    expect(ws.rowCount).toBe(6);
    expect(ws.getRow(2).getCell(3).value).toBe('No');
  });

  it('exports the codes in Indonesian when asked: file name, sheet, headers, words, dates', async () => {
    const res = await fileCall(
      t,
      'unique-codes/export',
      // Batch 3: the codes that expire (2099-12-31).
      { project_id: projectId, batch: 3, lang: 'id' },
      consultant,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('kode-akses-Graduate-Intake-2026-demo.xlsx');
    const wb = await workbookOf(res.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Kode akses']);
    const ws = wb.worksheets[0];
    expect(headersOf(ws)).toEqual([
      'Kode',
      'Batch',
      'Terpakai',
      'Dipakai oleh',
      'Dipakai pada (UTC)',
      'Berakhir (UTC)',
    ]);
    expect(ws.getRow(2).getCell(3).value).toBe('Tidak');
    // Dates are date cells shown with Indonesian months, as the screens write them.
    expect(ws.getRow(2).getCell(6).value).toEqual(new Date('2099-12-31T00:00:00.000Z'));
    expect(ws.getRow(2).getCell(6).numFmt).toBe(xlsxDateTimeFormat('id'));
  });
});

describe('test-activities/submit-code', () => {
  it('an unused code creates a participant in its project and redirects to the participant code', async () => {
    const res = await t.callOk('test-activities/submit-code', { code: 'demo01' });
    expect(res.is_redirect).toBe(true);
    expect(res.is_used).toBe(false);
    expect(res.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const landing = await t.callOk('test-activities/landing', { participant_code: res.code });
    expect(landing.project_name).toBe('Graduate Intake 2026 (demo)');
    const row = await t.deps.db
      .selectFrom('unique_codes')
      .select(['participant_id', 'used_at'])
      .where('code', '=', 'DEMO01')
      .executeTakeFirstOrThrow();
    expect(row.participant_id).toBeTruthy();
    const used = await t.callOk('unique-codes/list', { project_id: projectId, used: true }, collaborator);
    expect(used.data.map((r: { code: string }) => r.code)).toEqual(['DEMO01']);
  });

  it('a used code asks for the e-mail it was used with; a wrong e-mail is a clear 400', async () => {
    const first = await t.callOk('unique-codes/generate', { project_id: projectId, count: 1 }, consultant);
    const code = first.codes[0];
    await t.callOk('test-activities/submit-code', { code, email: 'Sari@Example.com' });
    const noEmail = await t.callOk('test-activities/submit-code', { code });
    expect(noEmail).toEqual({ is_redirect: false, is_used: true, code });
    await expectRefusal(t.call('test-activities/submit-code', { code, email: 'other@example.com' }), {
      status: 400,
      message: 'email: this access code was used with another e-mail address',
      field: 'email',
    });
    const right = await t.callOk('test-activities/submit-code', { code, email: 'sari@example.com' });
    expect(right.is_redirect).toBe(true);
    expect(right.is_used).toBe(true);
    const p = await t.deps.db
      .selectFrom('participants')
      .select(['email'])
      .where('participant_code', '=', right.code)
      .executeTakeFirstOrThrow();
    expect(p.email).toBe('sari@example.com');
  });

  it('a code redeemed but never registered is resumed by its code until the registration binds it to an e-mail', async () => {
    const { codes } = await t.callOk(
      'unique-codes/generate',
      { project_id: projectId, count: 1 },
      consultant,
    );
    const code = codes[0];
    const first = await t.callOk('test-activities/submit-code', { code });
    expect(first).toMatchObject({ is_redirect: true, is_used: false });
    // The tab closed before the registration: the same code opens the same registration again,
    // with any e-mail or none (the candidate may have typed the one they mean to register with).
    expect(await t.callOk('test-activities/submit-code', { code })).toEqual(first);
    expect(await t.callOk('test-activities/submit-code', { code, email: 'rina@example.com' })).toEqual(first);
    const participants = await t.deps.db
      .selectFrom('unique_codes')
      .select('participant_id')
      .where('code', '=', code)
      .execute();
    expect(participants).toHaveLength(1);

    const registered = await submitRegistration(t, {
      participantCode: first.code,
      name: 'Rina Resumed',
      email: 'rina@example.com',
      is_agree_tnc: 'true',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    // Registered: the code is Rina's. It asks for her e-mail and refuses anyone else's.
    expect(await t.callOk('test-activities/submit-code', { code })).toEqual({
      is_redirect: false,
      is_used: true,
      code,
    });
    await expectRefusal(t.call('test-activities/submit-code', { code, email: 'someone@example.com' }), {
      status: 400,
      message: 'email: this access code was used with another e-mail address',
    });
    expect(await t.callOk('test-activities/submit-code', { code, email: 'Rina@Example.com' })).toEqual({
      is_redirect: true,
      is_used: true,
      code: first.code,
    });
  });

  it('unknown codes answer 404, malformed ones 400, expired ones 410', async () => {
    expect((await t.call('test-activities/submit-code', { code: 'ZZZZZZ' })).status).toBe(404);
    await expectRefusal(t.call('test-activities/submit-code', { code: 'AB-12' }), {
      status: 400,
      message: 'code: code must be 6 alphanumeric characters',
    });
    const batch = await t.callOk('unique-codes/generate', { project_id: projectId, count: 1 }, consultant);
    await t.deps.db
      .updateTable('unique_codes')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('code', '=', batch.codes[0])
      .execute();
    await expectRefusal(t.call('test-activities/submit-code', { code: batch.codes[0] }), {
      status: 410,
      message: 'This access code has expired. Please contact the organiser.',
    });
  });
});

describe('unique codes access rules', () => {
  it('another tenant gets 404; no user 401; a collaborator before the terms 403', async () => {
    const anonymous = await t.anonymousToken();
    const pending = (await rivalTenant(t, { slug: 'pending-codes', agreeTnc: false })).token;
    const before = await t.deps.db.selectFrom('unique_codes').select('id').execute();
    for (const [path, body] of [
      ['unique-codes/generate', { project_id: projectId, count: 3 }],
      ['unique-codes/list', { project_id: projectId }],
    ] as const) {
      expect((await t.call(path, body, outsider)).status, path).toBe(404);
      expect((await t.call(path, body, anonymous)).status, path).toBe(401);
      expect((await t.call(path, body, pending)).status, path).toBe(403);
    }
    expect((await fileCall(t, 'unique-codes/export', { project_id: projectId }, outsider)).status).toBe(404);
    expect((await fileCall(t, 'unique-codes/export', { project_id: projectId })).status).toBe(401);
    expect(await t.deps.db.selectFrom('unique_codes').select('id').execute()).toHaveLength(before.length);
  });
});
