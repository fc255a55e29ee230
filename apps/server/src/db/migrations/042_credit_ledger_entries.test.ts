import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgersReconcile } from '../../../test/support/ledger-replay';
import { databaseMigratedTo } from '../../../test/support/migrated-to';
import type { Db } from '../connection';
import { migrateToLatest } from '../migrate';

// Migration 042 on a database as it stood before it: the ledger of English lines (top-ups, the
// demo's "Opening demo credits", "Test started: …" debits) and participants whose reservations
// were computed on every read, some of whom started without a debit. Afterwards every ledger
// replays to what the participants' states say, and entries cannot be changed.

const BEFORE = '041_adaptive_runner_strings';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * DAY).toISOString();

let db: Db;
let closeDb: () => Promise<void>;
// biome-ignore lint/suspicious/noExplicitAny: the rows are written in the schema before the migration, which the typed schema no longer describes.
let legacy: Kysely<any>;
const ids: Record<string, number> = {};

async function insert(table: string, values: Record<string, unknown>): Promise<number> {
  return (await legacy.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A project on the given instruments (each pinned to its version). */
async function project(corporate: number, name: string, instruments: string[], removed = false) {
  const id = await insert('projects', {
    account_corporate_id: corporate,
    name,
    created_at: at(0),
    updated_at: at(0),
    removed_at: removed ? at(20) : null,
  });
  for (const [position, code] of instruments.entries())
    ids[`${name}/${code}`] = await insert('project_instruments', {
      project_id: id,
      instrument_id: ids[code],
      instrument_version_id: ids[`${code}@1`],
      position,
    });
  ids[name] = id;
  return id;
}

/** A participant of a project, with a submission per instrument, started (on the first) or not. */
async function participant(
  name: string,
  p: { project: string; corporate: number; instruments: string[]; status: string; startedDay?: number },
) {
  const started = p.startedDay === undefined ? null : at(p.startedDay);
  const id = await insert('participants', {
    project_id: ids[p.project],
    account_corporate_id: p.corporate,
    participant_code: `${name.toUpperCase()}-${randomBytes(3).toString('hex')}`,
    name,
    email: `${name}@legacy.test`,
    status: p.status,
    invited_at: at(1),
    started_at: started,
    created_at: at(1),
    updated_at: at(1),
  });
  for (const [n, code] of p.instruments.entries())
    await insert('submissions', {
      participant_id: id,
      project_instrument_id: ids[`${p.project}/${code}`],
      state: started && n === 0 ? 'in_progress' : 'not_started',
      started_at: n === 0 ? started : null,
      created_at: at(1),
    });
  ids[name] = id;
  return id;
}

const ledgerRow = (values: Record<string, unknown>) =>
  insert('credit_ledger', { created_by: null, participant_id: null, project_id: null, ...values });

beforeAll(async () => {
  ({ db, close: closeDb } = await databaseMigratedTo(BEFORE));
  legacy = db.kysely as never;

  const consultantAccount = await insert('consultant_accounts', {
    name: 'Legacy Consulting',
    legal_name: 'PT Legacy',
    created_at: at(0),
    updated_at: at(0),
  });
  const corporate = (slug: string) =>
    insert('corporate_accounts', {
      account_consultant_id: consultantAccount,
      name: slug,
      legal_name: slug,
      slug,
      created_at: at(0),
      updated_at: at(0),
    });
  ids.legacy = await corporate('legacy');
  ids.panel = await corporate('panel');
  ids.user = await insert('users', {
    email: 'consultant@legacy.test',
    name: 'Lena Legacy',
    role: 'consultant',
    account_consultant_id: consultantAccount,
    created_at: at(0),
    updated_at: at(0),
  });
  for (const [code, cost] of [
    ['REASONING', 2],
    ['INVENTORY', 1],
  ] as const) {
    ids[code] = await insert('instruments', {
      code,
      name: `${code} test`,
      kind: 'ability',
      credit_cost: cost,
      created_at: at(0),
      updated_at: at(0),
    });
    ids[`${code}@1`] = await insert('instrument_versions', {
      instrument_id: ids[code],
      version: 1,
      name: `${code} test`,
      instructions: '',
      content_json: '{"sections":[]}',
      published_at: at(0),
    });
  }
  const both = ['REASONING', 'INVENTORY'];
  // Intake costs 3 credits a participant; the removed project 2; the panel's 2.
  await project(ids.legacy, 'Intake', both);
  await project(ids.legacy, 'Removed', ['REASONING'], true);
  await project(ids.panel, 'Panel study', ['REASONING']);
  const intake = { project: 'Intake', corporate: ids.legacy, instruments: both };
  await participant('debited', { ...intake, status: 'completed', startedDay: 3 });
  await participant('undebited', { ...intake, status: 'in_progress', startedDay: 4 });
  await participant('invited', { ...intake, status: 'invited' });
  await participant('registered', { ...intake, status: 'registered' });
  await participant('revoked', { ...intake, status: 'revoked' });
  await participant('expired', { ...intake, status: 'expired' });
  await participant('startedthenrevoked', { ...intake, status: 'revoked', startedDay: 5 });
  await participant('leftover', {
    project: 'Removed',
    corporate: ids.legacy,
    instruments: ['REASONING'],
    status: 'invited',
  });
  const panel = { project: 'Panel study', corporate: ids.panel, instruments: ['REASONING'] };
  await participant('panelist', { ...panel, status: 'completed', startedDay: 2 });
  await participant('panelinvite', { ...panel, status: 'invited' });

  ids.opening = await ledgerRow({
    account_corporate_id: ids.legacy,
    amount: 500,
    remarks: 'Opening demo credits',
    created_by: ids.user,
    created_at: at(0),
  });
  ids.topUp = await ledgerRow({
    account_corporate_id: ids.legacy,
    amount: 100,
    remarks: 'Q2 package',
    created_by: ids.user,
    created_at: at(2),
  });
  for (const [name, day] of [
    ['debited', 3],
    ['startedthenrevoked', 5],
  ] as const)
    ids[`debit:${name}`] = await ledgerRow({
      account_corporate_id: ids.legacy,
      amount: -3,
      remarks: `Test started: ${name} (Intake)`,
      created_at: at(day),
      participant_id: ids[name],
      project_id: ids.Intake,
    });

  await migrateToLatest(db);
});
afterAll(() => closeDb());

const entries = (corporate: number) =>
  db.kysely
    .selectFrom('credit_ledger')
    .select([
      'id',
      'kind',
      'reason',
      'amount',
      'reserved_change',
      'remarks',
      'participant_id',
      'project_id',
      'instrument_id',
      'created_at',
    ])
    .where('account_corporate_id', '=', corporate)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

describe('migration 042: the credit ledger as entries', () => {
  it('keeps each old entry as its kind, the English line gone, a person’s remarks kept', async () => {
    const rows = await entries(ids.legacy);
    const byId = (id: number) => rows.find((r) => r.id === id);
    expect(byId(ids.opening)).toMatchObject({ kind: 'grant', reason: 'opening', amount: 500, remarks: '' });
    expect(byId(ids.topUp)).toMatchObject({
      kind: 'grant',
      reason: 'top_up',
      amount: 100,
      remarks: 'Q2 package',
    });
    expect(byId(ids['debit:debited'])).toMatchObject({
      kind: 'charge',
      reason: 'started',
      amount: -3,
      reserved_change: 0,
      remarks: '',
      participant_id: ids.debited,
      instrument_id: ids.REASONING,
    });
  });

  it('charges who started without a debit, at their start, and reserves for who waits', async () => {
    const rows = (await entries(ids.legacy)).map((r) => [
      r.kind,
      r.reason,
      Number(r.amount),
      Number(r.reserved_change),
      r.participant_id,
      r.created_at,
    ]);
    expect(rows).toEqual([
      ['grant', 'opening', 500, 0, null, at(0)],
      ['reserve', 'invited', 0, 3, ids.invited, at(1)],
      ['reserve', 'invited', 0, 3, ids.registered, at(1)],
      ['grant', 'top_up', 100, 0, null, at(2)],
      ['charge', 'started', -3, 0, ids.debited, at(3)],
      ['charge', 'started', -3, 0, ids.undebited, at(4)],
      ['charge', 'started', -3, 0, ids.startedthenrevoked, at(5)],
    ]);
    // A corporate that never had credits owes nothing for its panel; its waiting invitee is reserved.
    expect(
      (await entries(ids.panel)).map((r) => [r.kind, r.participant_id, Number(r.reserved_change)]),
    ).toEqual([['reserve', ids.panelinvite, 2]]);
  });

  it('leaves every ledger reconciled: balance the sum of entries, reserved what the waiting cost', async () => {
    const ledgers = await expectLedgersReconcile(db.kysely);
    expect(ledgers.find((l) => l.corporateId === ids.legacy)).toMatchObject({
      balance: 591,
      reserved: 6,
      reservedByProject: { [ids.Intake]: 6 },
    });
  });

  it('makes the ledger append-only', async () => {
    await expect(
      db.kysely.updateTable('credit_ledger').set({ remarks: 'edited' }).where('id', '=', ids.topUp).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.kysely.deleteFrom('credit_ledger').where('id', '=', ids.opening).execute(),
    ).rejects.toThrow(/append-only/);
  });
});
