import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../../test/support/migrated-to';
import type { Db } from '../connection';
import { migrateToLatest } from '../migrate';

// Migration 045 on a database with a blueprint made before it: the blueprint keeps its name and
// has no translations yet, so every reader sees its base name until someone translates it.

const BEFORE = '044_participant_not_found_strings';
const NOW = '2026-01-01T00:00:00.000Z';

let db: Db;
let closeDb: () => Promise<void>;
let blueprintId: number;

beforeAll(async () => {
  ({ db, close: closeDb } = await databaseMigratedTo(BEFORE));
  // biome-ignore lint/suspicious/noExplicitAny: rows written in the schema before the migration.
  const legacy = db.kysely as unknown as Kysely<any>;
  const instrument = await legacy
    .insertInto('instruments')
    .values({ code: 'LEGACY', name: 'Legacy test', kind: 'ability', created_at: NOW, updated_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  const blueprint = await legacy
    .insertInto('scoring_blueprints')
    .values({ instrument_id: instrument.id, name: 'Legacy norms', created_at: NOW, updated_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  blueprintId = blueprint.id;
  await migrateToLatest(db);
});
afterAll(() => closeDb?.());

it('gives a blueprint made before it no translations, and keeps its name', async () => {
  const row = await db.kysely
    .selectFrom('scoring_blueprints')
    .select(['name', 'translations_json'])
    .where('id', '=', blueprintId)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ name: 'Legacy norms', translations_json: '{}' });
});
