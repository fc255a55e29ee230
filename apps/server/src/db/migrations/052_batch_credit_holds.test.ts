import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectLedgersReconcile } from '../../../test/support/ledger-replay';
import { databaseMigratedTo } from '../../../test/support/migrated-to';
import type { Db } from '../connection';
import { migrateToLatest } from '../migrate';

// Migration 052 on a database with bulk invitations in every state: the ones being sent (queued,
// running) get the ledger entry that holds their rows not inserted yet; read, done or failed ones
// get none; and the ledgers reconcile with the batches counted.

const BEFORE = '051_participant_cvs';
const NOW = '2026-01-01T00:00:00.000Z';

let db: Db;
let closeDb: () => Promise<void>;
// biome-ignore lint/suspicious/noExplicitAny: rows written in the schema before the migration.
let legacy: Kysely<any>;
const ids: Record<string, number> = {};

const insert = async (table: string, values: Record<string, unknown>): Promise<number> =>
  (await legacy.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  ({ db, close: closeDb } = await databaseMigratedTo(BEFORE));
  legacy = db.kysely as never;
  const consultant = await insert('consultant_accounts', {
    name: 'Sheet Consulting',
    legal_name: 'PT Sheet',
    created_at: NOW,
    updated_at: NOW,
  });
  ids.corporate = await insert('corporate_accounts', {
    account_consultant_id: consultant,
    name: 'sheets',
    legal_name: 'sheets',
    slug: 'sheets',
    created_at: NOW,
    updated_at: NOW,
  });
  const instrument = await insert('instruments', {
    code: 'SHEET',
    name: 'Sheet test',
    kind: 'ability',
    credit_cost: 2,
    created_at: NOW,
    updated_at: NOW,
  });
  const version = await insert('instrument_versions', {
    instrument_id: instrument,
    version: 1,
    name: 'Sheet test',
    instructions: '',
    content_json: '{"sections":[]}',
    published_at: NOW,
  });
  ids.project = await insert('projects', {
    account_corporate_id: ids.corporate,
    name: 'Sheets',
    created_at: NOW,
    updated_at: NOW,
  });
  await insert('project_instruments', {
    project_id: ids.project,
    instrument_id: instrument,
    instrument_version_id: version,
    position: 0,
  });
  for (const [status, valid, invited] of [
    ['previewed', 2, 0],
    ['queued', 3, 0],
    ['running', 5, 2],
    ['done', 4, 4],
  ] as const)
    ids[status] = await insert('invitation_batches', {
      project_id: ids.project,
      file_name: `${status}.xlsx`,
      rows_json: '[]',
      valid_count: valid,
      invalid_count: 0,
      status,
      invited_count: invited,
      created_by: null,
      created_at: NOW,
    });
  await migrateToLatest(db);
});
afterAll(() => closeDb?.());

it('holds the rows not inserted yet of the batches being sent, and nothing for the others', async () => {
  const rows = await db.kysely
    .selectFrom('credit_ledger')
    .select(['kind', 'reason', 'reserved_change', 'batch_id', 'project_id', 'participant_id'])
    .where('account_corporate_id', '=', ids.corporate)
    .orderBy('id')
    .execute();
  expect(rows.map((r) => ({ ...r, reserved_change: Number(r.reserved_change) }))).toEqual([
    {
      kind: 'reserve',
      reason: 'bulk_batch',
      reserved_change: 6,
      batch_id: ids.queued,
      project_id: ids.project,
      participant_id: null,
    },
    {
      kind: 'reserve',
      reason: 'bulk_batch',
      reserved_change: 6,
      batch_id: ids.running,
      project_id: ids.project,
      participant_id: null,
    },
  ]);
  const ledgers = await expectLedgersReconcile(db.kysely);
  expect(ledgers.find((l) => l.corporateId === ids.corporate)).toMatchObject({
    balance: 0,
    reserved: 12,
    reservedByProject: { [ids.project]: 12 },
  });
});
