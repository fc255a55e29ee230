import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type Tenant } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let other: Tenant;
const DEMO = 1;
beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  other = await buildTenant(t, admin, 'other');
});
afterAll(() => t.close());

describe('accounts/credits/top-up', () => {
  it('the consultant of the corporate adds credits; the entry carries the balance after it', async () => {
    const entry = await t.callOk(
      'accounts/credits/top-up',
      { account_corporate_id: DEMO, amount: 250, remarks: '  Q2 package ' },
      consultant,
    );
    // The demo's 500 opening credits less the five candidates who started (3 credits each).
    expect(entry).toEqual({
      id: expect.any(Number),
      kind: 'grant',
      reason: 'top_up',
      amount: 250,
      remarks: 'Q2 package',
      balance_after: 735,
      reserved_change: 0,
      reserved_after: 6,
      created_by_name: 'Citra Consultant',
      created_at: expect.any(String),
      participant_id: null,
      participant_name: null,
      project_id: null,
      project_name: null,
      instrument_id: null,
      instrument_name: null,
    });
  });

  it('an admin may top up any corporate', async () => {
    const entry = await t.callOk(
      'accounts/credits/top-up',
      { account_corporate_id: DEMO, amount: 50 },
      admin,
    );
    expect(entry).toMatchObject({
      amount: 50,
      remarks: '',
      balance_after: 785,
      created_by_name: 'Ayu Admin',
    });
  });

  it('refuses collaborators (403) and other tenants (404), adding nothing', async () => {
    const before = await t.deps.db.selectFrom('credit_ledger').select('id').execute();
    await expectRefusal(
      t.call('accounts/credits/top-up', { account_corporate_id: DEMO, amount: 10 }, collaborator),
      {
        status: 403,
        message: 'Only the consultant of this corporate account or an admin can top up credits.',
      },
    );
    await expectRefusal(
      t.call('accounts/credits/top-up', { account_corporate_id: DEMO, amount: 10 }, other.consultant),
      { status: 404, message: 'Corporate account not found.' },
    );
    expect(await t.deps.db.selectFrom('credit_ledger').select('id').execute()).toEqual(before);
  });

  it.each([
    [-5, 'amount: amount must be greater than 0'],
    [0, 'amount: amount must be greater than 0'],
    [1.5, 'amount: amount must be a whole number of credits'],
    ['100', 'amount: amount must be a number'],
    [null, 'amount: amount must be a number'],
    [1_000_001, 'amount: amount must be at most 1,000,000'],
  ])('refuses amount %j with 400: %s', async (amount, message) => {
    const res = await t.call('accounts/credits/top-up', { account_corporate_id: DEMO, amount }, consultant);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ message, field: 'amount' });
  });

  it('refuses a missing amount and over-long remarks with 400', async () => {
    const missing = await t.call('accounts/credits/top-up', { account_corporate_id: DEMO }, consultant);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({ message: 'amount: amount must be a number', field: 'amount' });
    await expectRefusal(
      t.call(
        'accounts/credits/top-up',
        { account_corporate_id: DEMO, amount: 1, remarks: 'x'.repeat(501) },
        consultant,
      ),
      { status: 400, field: 'remarks' },
    );
  });

  it('accepts the largest amount', async () => {
    const entry = await t.callOk(
      'accounts/credits/top-up',
      { account_corporate_id: DEMO, amount: 1_000_000 },
      admin,
    );
    expect(entry.balance_after).toBe(1_000_785);
  });
});

describe('accounts/credits/balance', () => {
  it("is the ledger sum for the consultant, the corporate's collaborator and admins, beside what is reserved", async () => {
    const demoProject = await t.deps.db
      .selectFrom('projects')
      .select(['id', 'name'])
      .where('account_corporate_id', '=', DEMO)
      .executeTakeFirstOrThrow();
    for (const token of [consultant, collaborator, admin]) {
      expect(await t.callOk('accounts/credits/balance', { account_corporate_id: DEMO }, token)).toEqual({
        balance: 1_000_785,
        // The demo project's two invited candidates who have not started (DEMO-PCODE-01 and the
        // one who only registered), at 3 credits each; the five who started were charged.
        reserved: 6,
        available: 1_000_779,
        reserved_participants: 2,
        reservations: [
          {
            project_id: demoProject.id,
            project_name: demoProject.name,
            participants: 2,
            cost_per_participant: 3,
            credits: 6,
          },
        ],
      });
    }
    expect(
      await t.callOk(
        'accounts/credits/balance',
        { account_corporate_id: other.corporateId },
        other.collaborator,
      ),
    ).toEqual({ balance: 100, reserved: 0, available: 100, reserved_participants: 0, reservations: [] });
  });

  it('answers 404 for other tenants and unknown ids', async () => {
    for (const token of [other.consultant, other.collaborator]) {
      await expectRefusal(t.call('accounts/credits/balance', { account_corporate_id: DEMO }, token), {
        status: 404,
        message: 'Corporate account not found.',
      });
    }
    expect((await t.call('accounts/credits/balance', { account_corporate_id: 999 }, admin)).status).toBe(404);
  });
});

describe('accounts/credits/history', () => {
  it('pages the ledger newest first with the balance and reserved credits after each entry', async () => {
    // The seeded history (opening grant, a reservation per invited candidate, a charge per start)
    // and the three top-ups above.
    const first = await t.callOk(
      'accounts/credits/history',
      { account_corporate_id: DEMO, length: 2 },
      collaborator,
    );
    expect(first.recordsTotal).toBe(16);
    expect(first.recordsFiltered).toBe(16);
    expect(
      first.data.map((e: { amount: number; balance_after: number }) => [e.amount, e.balance_after]),
    ).toEqual([
      [1_000_000, 1_000_785],
      [50, 785],
    ]);
    const second = await t.callOk(
      'accounts/credits/history',
      { account_corporate_id: DEMO, start: 2, length: 2 },
      collaborator,
    );
    const dewiId = await idOfRow(t, 'participants', 'participant_code', 'DEMO-PCODE-01');
    expect(second.data).toEqual([
      expect.objectContaining({
        kind: 'grant',
        amount: 250,
        balance_after: 735,
        remarks: 'Q2 package',
        created_by_name: 'Citra Consultant',
      }),
      // DEMO-PCODE-01's invitation reserves the project's cost; the balance does not move.
      expect.objectContaining({
        kind: 'reserve',
        reason: 'invited',
        amount: 0,
        balance_after: 485,
        reserved_change: 3,
        reserved_after: 6,
        remarks: '',
        participant_id: dewiId,
        participant_name: 'Dewi Demo',
        project_name: 'Graduate Intake 2026 (demo)',
      }),
    ]);
    const byPage = await t.callOk(
      'accounts/credits/history',
      { account_corporate_id: DEMO, cpage: 2, length: 2 },
      consultant,
    );
    expect(byPage.data.map((e: { id: number }) => e.id)).toEqual(
      second.data.map((e: { id: number }) => e.id),
    );
    // The oldest entry: the opening credits, stored as their kind (each reader sees the line in
    // their language), not as English text.
    const last = await t.callOk(
      'accounts/credits/history',
      { account_corporate_id: DEMO, start: 15, length: 1 },
      consultant,
    );
    expect(last.data).toEqual([
      expect.objectContaining({
        kind: 'grant',
        reason: 'opening',
        amount: 500,
        balance_after: 500,
        reserved_after: 0,
        remarks: '',
        created_by_name: 'Citra Consultant',
      }),
    ]);
  });

  it('answers 404 for other tenants', async () => {
    const res = await t.call('accounts/credits/history', { account_corporate_id: DEMO }, other.collaborator);
    expect(res.status).toBe(404);
  });
});
