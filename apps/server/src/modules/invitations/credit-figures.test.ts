import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { creditFiguresOf } from '../../../test/support/invitation-calls';
import { submitRegistration } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { fieldOfRow } from '../../../test/support/row-ids';
import { tightCorporate } from '../../../test/tenants';

// The credit figures tell one story, all read from the ledger: the balance is its grants minus a
// charge per participant who started, reserved is what its reservations of the invited
// participants who have not started hold (participants × their project's cost), and
// available = balance − reserved does not move when an invited participant starts: the
// reservation becomes the charge.

let t: TestApp;
let consultant: string;
let corp: { corporateId: number; projectId: number };
let second: number;
const invited: Record<string, number> = {};

async function invite(projectId: number, name: string) {
  const res = await t.callOk(
    'projects/invitations/invite',
    { project_id: projectId, name, email: `${name.toLowerCase()}@figures.test` },
    consultant,
  );
  invited[name] = res.participant_id;
  return res as { participant_id: number; participant_code: string };
}

/** The participant registers and starts their first test (the debit happens here). */
async function startTest(code: string, name: string) {
  const reg = await submitRegistration(t, {
    participantCode: code,
    name,
    email: `${name.toLowerCase()}@figures.test`,
    is_agree_tnc: 'true',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const home = await t.callOk('test-activities/home', { participant_code: code });
  const started = await t.call('test-activities/mark-as-started', {
    participant_code: code,
    submission_id: home.instruments[0].submission_id,
  });
  expect(started.status).toBe(200);
}

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  // One instrument at 2 credits, 20 credits topped up.
  corp = await tightCorporate(t, consultant, { slug: 'figures', cost: 2, credits: 20 });
  const instruments = await t.deps.db
    .selectFrom('instruments')
    .select('id')
    .where('code', 'in', ['DEMO-ABILITY', 'DEMO-PERSONALITY'])
    .execute();
  expect(instruments).toHaveLength(2);
  // A second project of the corporate running both demo instruments (2 + 1 credits).
  second = (
    await t.callOk(
      'projects/new',
      {
        account_corporate_id: corp.corporateId,
        name: 'Second figures project',
        instrument_ids: instruments.map((i) => i.id),
      },
      consultant,
    )
  ).id;
});
afterAll(() => t.close());

describe('credit figures', () => {
  it('says what is reserved in credits: participants who have not started × cost, per project', async () => {
    for (const name of ['Ani', 'Budi', 'Cici']) await invite(corp.projectId, name);
    await invite(second, 'Dodi');
    const summary = await creditFiguresOf(t, consultant, corp.projectId);
    expect(summary).toEqual({
      account_corporate_id: corp.corporateId,
      balance: 20,
      reserved: 9,
      available: 11,
      reserved_participants: 4,
      reservations: [
        {
          project_id: corp.projectId,
          project_name: 'Project figures',
          participants: 3,
          cost_per_participant: 2,
          credits: 6,
        },
        {
          project_id: second,
          project_name: 'Second figures project',
          participants: 1,
          cost_per_participant: 3,
          credits: 3,
        },
      ],
      cost_per_participant: 2,
    });
    // The corporate's credit page reads the same figures.
    const { account_corporate_id: _a, cost_per_participant: _c, ...figures } = summary;
    expect(
      await t.callOk('accounts/credits/balance', { account_corporate_id: corp.corporateId }, consultant),
    ).toEqual(figures);
  });

  it('a revoked invitation frees its reservation', async () => {
    await t.callOk('projects/invitations/selected-revoke', { participant_ids: [invited.Cici] }, consultant);
    const credits = await t.callOk(
      'accounts/credits/balance',
      { account_corporate_id: corp.corporateId },
      consultant,
    );
    expect(credits).toMatchObject({ balance: 20, reserved: 7, available: 13, reserved_participants: 3 });
    expect(credits.reservations[0]).toMatchObject({ participants: 2, credits: 4 });
  });

  it('a start turns the reservation into a debit: balance and reserved drop, available stays', async () => {
    const code = await fieldOfRow(t, 'participants', 'participant_code', 'id', invited.Ani);
    await startTest(code, 'Ani');
    const credits = await t.callOk(
      'accounts/credits/balance',
      { account_corporate_id: corp.corporateId },
      consultant,
    );
    expect(credits).toMatchObject({ balance: 18, reserved: 5, available: 13, reserved_participants: 2 });
  });

  it('the history tells it entry by entry: grant, reservations, a release, a charge', async () => {
    const history = await t.callOk(
      'accounts/credits/history',
      { account_corporate_id: corp.corporateId },
      consultant,
    );
    const story = history.data.map(
      (e: {
        kind: string;
        reason: string;
        amount: number;
        reserved_change: number;
        balance_after: number;
        reserved_after: number;
        participant_name: string | null;
        project_name: string | null;
      }) => [
        e.kind,
        e.reason,
        e.amount,
        e.reserved_change,
        e.balance_after,
        e.reserved_after,
        e.participant_name,
        e.project_name,
      ],
    );
    expect(story).toEqual([
      ['charge', 'started', -2, -2, 18, 5, 'Ani', 'Project figures'],
      ['release', 'revoked', 0, -2, 20, 7, 'Cici', 'Project figures'],
      ['reserve', 'invited', 0, 3, 20, 9, 'Dodi', 'Second figures project'],
      ['reserve', 'invited', 0, 2, 20, 6, 'Cici', 'Project figures'],
      ['reserve', 'invited', 0, 2, 20, 4, 'Budi', 'Project figures'],
      ['reserve', 'invited', 0, 2, 20, 2, 'Ani', 'Project figures'],
      ['grant', 'top_up', 20, 0, 20, 0, null, null],
    ]);
    expect(history.recordsTotal).toBe(7);
    // Who acted: the consultant invited and revoked; a start is the participant's own.
    expect(history.data.map((e: { created_by_name: string | null }) => e.created_by_name)).toEqual([
      null,
      'Citra Consultant',
      'Citra Consultant',
      'Citra Consultant',
      'Citra Consultant',
      'Citra Consultant',
      null,
    ]);
    expect(history.data[0]).toMatchObject({
      participant_id: invited.Ani,
      project_id: corp.projectId,
      instrument_name: 'Penalaran Umum (demo)',
      remarks: '',
    });
  });
});
