import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { submitRegistration } from '../../../test/support/journey.fixtures';
import { expectLedgersReconcile } from '../../../test/support/ledger-replay';
import { idOfDemoCorporate, idOfInstrument, startAppAs } from '../../../test/support/module-setup';
import { corporateRow, demoProject } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { bulkInviteJob } from '../invitations/bulk.service';

// Credits are money: every ledger, replayed entry by entry, must give the balance the server
// shows (the sum of its entries) and hold, per project, exactly what its invited participants who
// have not started cost. Checked on the demo data and after each step of a campaign (grant,
// invitations, starts, a finish, revocations, expiries, a resend, an access code, a removed
// project, a changed cost), read straight from the tables; a bulk invitation holds its rows from
// its claim, chunk by chunk, to its end; and two starts at once charge once.

let t: TestApp;
let consultant: string;
let corporateId: number;
const projects = { a: 0, b: 0, c: 0 };
const people: Record<string, { id: number; code: string }> = {};

const emailOf = (name: string) => `${name}@replay.test`;
const ledgerSize = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function invite(projectId: number, name: string) {
  const res = await t.callOk(
    'projects/invitations/invite',
    { project_id: projectId, name, email: emailOf(name) },
    consultant,
  );
  people[name] = { id: res.participant_id, code: res.participant_code };
}

/** The participant registers and starts their first test. */
async function start(name: string) {
  const reg = await submitRegistration(t, {
    participantCode: people[name].code,
    name,
    email: emailOf(name),
    is_agree_tnc: 'true',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const home = await t.callOk('test-activities/home', { participant_code: people[name].code });
  return home.instruments[0].submission_id as number;
}

const markStarted = (name: string, submissionId: number) =>
  t.call('test-activities/mark-as-started', {
    participant_code: people[name].code,
    submission_id: submissionId,
  });

/**
 * Every ledger replays and holds what the participants' states say, by the tables alone; the
 * server's figures for the campaign's corporate are the replayed ones; and reading them adds no
 * entry (the step that changed a state wrote its own).
 */
async function reconciles(expected: { balance: number; reserved: number }) {
  const ledgers = await expectLedgersReconcile(t.deps.db);
  const mine = ledgers.find((l) => l.corporateId === corporateId)!;
  expect({ balance: mine.balance, reserved: mine.reserved }).toEqual(expected);
  const size = await ledgerSize();
  const figures = await t.callOk(
    'accounts/credits/balance',
    { account_corporate_id: corporateId },
    consultant,
  );
  expect(figures).toMatchObject({ ...expected, available: expected.balance - expected.reserved });
  expect(await ledgerSize()).toBe(size);
  return mine;
}

/** The campaign corporate's entries as kind/reason pairs, oldest first. */
const storyOf = async () =>
  (
    await t.deps.db
      .selectFrom('credit_ledger')
      .select(['kind', 'reason', 'participant_id', 'reserved_change'])
      .where('account_corporate_id', '=', corporateId)
      .orderBy('id')
      .execute()
  ).map((e) => `${e.kind}:${e.reason}`);

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  const now = nowIso();
  const demo = await t.deps.db
    .selectFrom('corporate_accounts')
    .select('account_consultant_id')
    .where('id', '=', await idOfDemoCorporate(t))
    .executeTakeFirstOrThrow();
  corporateId = (
    await t.deps.db
      .insertInto('corporate_accounts')
      .values(
        corporateRow(
          {
            account_consultant_id: demo.account_consultant_id,
            name: 'Replay Corp',
            legal_name: 'PT Replay',
            title: 'Replay',
            slug: 'replay',
          },
          now,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // The demo instruments cost 1 credit each.
  const ability = await idOfInstrument(t, 'DEMO-ABILITY');
  const inventory = await idOfInstrument(t, 'DEMO-PERSONALITY');
  const project = async (name: string, instrument_ids: number[]) =>
    (await t.callOk('projects/new', { account_corporate_id: corporateId, name, instrument_ids }, consultant))
      .id;
  projects.a = await project('Replay A', [ability]);
  projects.b = await project('Replay B', [ability, inventory]);
  projects.c = await project('Replay C', [inventory]);
});
afterAll(() => t.close());

describe('the demo ledger', () => {
  it('replays to its balance: 500 opening credits, five starts charged, two waiting reserved', async () => {
    const demo = await idOfDemoCorporate(t);
    const ledgers = await expectLedgersReconcile(t.deps.db);
    const ledger = ledgers.find((l) => l.corporateId === demo)!;
    expect(ledger).toMatchObject({
      balance: 485,
      reserved: 6,
      reservedByProject: { [(await demoProject(t)).id]: 6 },
      entries: 13,
    });
    expect(
      await t.callOk('accounts/credits/balance', { account_corporate_id: demo }, consultant),
    ).toMatchObject({
      balance: 485,
      reserved: 6,
      reserved_participants: 2,
    });
  });
});

describe('a campaign, step by step', () => {
  it('a grant is balance, not reservation', async () => {
    await t.callOk('accounts/credits/top-up', { account_corporate_id: corporateId, amount: 40 }, consultant);
    await reconciles({ balance: 40, reserved: 0 });
  });

  it('invitations reserve their project cost', async () => {
    for (const name of ['ana', 'bayu', 'citra', 'dani', 'eko', 'fitri']) await invite(projects.a, name);
    for (const name of ['gilang', 'hana']) await invite(projects.b, name);
    for (const name of ['ika', 'joko']) await invite(projects.c, name);
    const ledger = await reconciles({ balance: 40, reserved: 6 + 4 + 2 });
    expect(ledger.reservedByProject).toEqual({ [projects.a]: 6, [projects.b]: 4, [projects.c]: 2 });
  });

  it('starts charge the balance and use up their reservation', async () => {
    for (const name of ['ana', 'bayu', 'citra']) {
      const res = await markStarted(name, await start(name));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await reconciles({ balance: 37, reserved: 9 });
  });

  it('a finish changes nothing', async () => {
    const submissionId = (await t.callOk('test-activities/home', { participant_code: people.ana.code }))
      .instruments[0].submission_id;
    const final = await t.call('test-activities/submission', {
      participant_code: people.ana.code,
      submission_id: submissionId,
      submission: {},
      is_final: true,
    });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    await t.callOk('test-activities/congrat-candidate', { participant_code: people.ana.code });
    await reconciles({ balance: 37, reserved: 9 });
  });

  it('a withdrawn invitation releases its reservation; a started one keeps its charge', async () => {
    await t.callOk(
      'projects/invitations/selected-revoke',
      { participant_ids: [people.dani.id, people.bayu.id] },
      consultant,
    );
    await reconciles({ balance: 37, reserved: 8 });
  });

  it('expired invitations release theirs when seen expired; a resend reserves again', async () => {
    await t.deps.db
      .updateTable('participants')
      .set({ code_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', 'in', [people.eko.id, people.fitri.id])
      .execute();
    await t.callOk('projects/invitations/datatable', { project_id: projects.a }, consultant);
    await reconciles({ balance: 37, reserved: 6 });
    await t.callOk('projects/invitations/resend', { participant_id: people.fitri.id }, consultant);
    await reconciles({ balance: 37, reserved: 7 });
  });

  it('a participant registering with an access code reserves like an invitation', async () => {
    const { codes } = await t.callOk(
      'unique-codes/generate',
      { project_id: projects.a, count: 1 },
      consultant,
    );
    const claimed = await t.call('test-activities/submit-code', {
      code: codes[0],
      email: 'kiki@replay.test',
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    await reconciles({ balance: 37, reserved: 8 });
  });

  it('a candidate finding their code expired releases its reservation there and then', async () => {
    await invite(projects.a, 'nina');
    await reconciles({ balance: 37, reserved: 9 });
    await t.deps.db
      .updateTable('participants')
      .set({ code_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', people.nina.id)
      .execute();
    const refused = await t.call('test-activities/home', { participant_code: people.nina.code });
    expect(refused.status).toBe(410);
    await reconciles({ balance: 37, reserved: 8 });
  });

  it("a removed project releases its participants' reservations", async () => {
    await t.callOk('projects/mark-as-removed', { id: projects.b }, consultant);
    const ledger = await reconciles({ balance: 37, reserved: 4 });
    expect(ledger.reservedByProject).toEqual({ [projects.a]: 2, [projects.c]: 2 });
  });

  it('a changed cost moves the reservations of those waiting by the difference', async () => {
    await t.callOk(
      'projects/instrument-orders',
      {
        project_id: projects.c,
        instruments: [
          { instrument_id: await idOfInstrument(t, 'DEMO-PERSONALITY') },
          { instrument_id: await idOfInstrument(t, 'DEMO-ABILITY') },
        ],
      },
      consultant,
    );
    const ledger = await reconciles({ balance: 37, reserved: 6 });
    expect(ledger.reservedByProject).toEqual({ [projects.a]: 2, [projects.c]: 4 });
  });

  it('each entry says what happened, in order', async () => {
    expect(await storyOf()).toEqual([
      'grant:top_up',
      ...Array(10).fill('reserve:invited'),
      ...Array(3).fill('charge:started'),
      'release:revoked',
      'release:expired',
      'release:expired',
      'reserve:reinvited',
      'reserve:access_code',
      'reserve:invited',
      'release:expired',
      'release:project_removed',
      'release:project_removed',
      'reserve:repriced',
      'reserve:repriced',
    ]);
  });
});

describe('concurrency', () => {
  it('two starts of the same participant at once charge once', async () => {
    await invite(projects.a, 'lina');
    const submissionId = await start('lina');
    const both = await Promise.all([markStarted('lina', submissionId), markStarted('lina', submissionId)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const charges = await t.deps.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reserved_change'])
      .where('participant_id', '=', people.lina.id)
      .where('kind', '=', 'charge')
      .execute();
    expect(charges.map((c) => [Number(c.amount), Number(c.reserved_change)])).toEqual([[-1, -1]]);
    await reconciles({ balance: 36, reserved: 6 });
  });
});

/** What one bulk invitation holds in reserve, by its entries. */
const batchHeld = async (batchId: number) =>
  Number(
    (
      await t.deps.db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reserved_change'), eb.lit(0)).as('held'))
        .where('batch_id', '=', batchId)
        .executeTakeFirstOrThrow()
    ).held,
  );

async function readSheet(projectId: number, names: string[]): Promise<number> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Participants');
  ws.addRow(['Name', 'Email']);
  for (const name of names) ws.addRow([name, emailOf(name)]);
  const res = await upload(
    t,
    'projects/invitations/bulk-read',
    consultant,
    { project_id: String(projectId) },
    { field: 'file', filename: 'people.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()) },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.batch_id;
}

describe('a bulk invitation', () => {
  it('holds its rows from its claim, moves them to its participants chunk by chunk, releases the skipped', async () => {
    await t.callOk('accounts/credits/top-up', { account_corporate_id: corporateId, amount: 300 }, consultant);
    const before = (await expectLedgersReconcile(t.deps.db)).find((l) => l.corporateId === corporateId)!;
    const { balance, reserved } = before;
    const names = Array.from({ length: 250 }, (_, i) => `sheet${i}`);
    const batchId = await readSheet(projects.a, names);
    // Read, not claimed: nothing held yet.
    await reconciles({ balance, reserved });

    await t.callOk('projects/invitations/bulk-invite', { batch_id: batchId }, consultant);
    const claimed = await reconciles({ balance, reserved: reserved + 250 });
    expect(claimed.reservedByProject[projects.a]).toBe((before.reservedByProject[projects.a] ?? 0) + 250);
    expect(await batchHeld(batchId)).toBe(250);
    const shown = await t.callOk('projects/invitations/credits', { project_id: projects.a }, consultant);
    expect(shown.reservations.find((r: { project_id: number }) => r.project_id === projects.a)).toMatchObject(
      {
        credits: claimed.reservedByProject[projects.a],
      },
    );

    // One of the sheet's people is invited by hand meanwhile: they hold their own reservation,
    // and the job skips their row.
    await invite(projects.a, 'sheet7');
    await reconciles({ balance, reserved: reserved + 251 });

    // The job, run here so the ledger can be read after each chunk (200 rows, then 50).
    const seen: { held: number; reserved: number }[] = [];
    await bulkInviteJob(t.deps, { batchId }, async () => {
      const ledger = (await expectLedgersReconcile(t.deps.db)).find((l) => l.corporateId === corporateId)!;
      seen.push({ held: await batchHeld(batchId), reserved: ledger.reserved });
    });
    // After the first chunk: 199 inserted hold their own, the skipped row holds nothing, the
    // batch still holds its 50 rows to come; after the second, the batch holds nothing.
    expect(seen).toEqual([
      { held: 50, reserved: reserved + 1 + 199 + 50 },
      { held: 0, reserved: reserved + 250 },
    ]);
    await reconciles({ balance, reserved: reserved + 250 });
    expect(await t.deps.jobs.drain()).toBeGreaterThanOrEqual(1);
    await reconciles({ balance, reserved: reserved + 250 });

    const lines = await t.deps.db
      .selectFrom('credit_ledger')
      .select(['kind', 'reserved_change'])
      .where('batch_id', '=', batchId)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => `${l.kind}:${l.reserved_change}`)).toEqual([
      'reserve:250',
      'release:-200',
      'release:-50',
    ]);
  });

  it('a batch whose job failed for good releases what it still held, once', async () => {
    const before = (await expectLedgersReconcile(t.deps.db)).find((l) => l.corporateId === corporateId)!;
    const batchId = await readSheet(projects.a, ['lost1', 'lost2', 'lost3']);
    const { job_id: jobId } = await t.callOk(
      'projects/invitations/bulk-invite',
      { batch_id: batchId },
      consultant,
    );
    await reconciles({ balance: before.balance, reserved: before.reserved + 3 });
    // The job ran out of attempts before inserting anyone.
    await t.deps.db
      .updateTable('jobs')
      .set({ status: 'failed', last_error: 'gone' })
      .where('id', '=', jobId)
      .execute();
    // Until the figures are read next, the batch and its hold are as they were.
    await expectLedgersReconcile(t.deps.db);
    expect(await batchHeld(batchId)).toBe(3);
    const shown = await t.callOk('projects/invitations/credits', { project_id: projects.a }, consultant);
    expect(shown.reserved).toBe(before.reserved);
    await reconciles({ balance: before.balance, reserved: before.reserved });
    expect(await batchHeld(batchId)).toBe(0);
    const batch = await t.deps.db
      .selectFrom('invitation_batches')
      .select('status')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch.status).toBe('failed');
    await reconciles({ balance: before.balance, reserved: before.reserved });
  });
});

describe('append-only', () => {
  it('refuses to update or delete an entry, whoever asks', async () => {
    const before = await t.deps.db.selectFrom('credit_ledger').selectAll().orderBy('id').execute();
    await expect(
      t.deps.db
        .updateTable('credit_ledger')
        .set({ amount: 1_000 })
        .where('account_corporate_id', '=', corporateId)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.deps.db.deleteFrom('credit_ledger').where('account_corporate_id', '=', corporateId).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await t.deps.db.selectFrom('credit_ledger').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
