import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminQuery } from '../../../test/support/db-templates';
import { type Db, openDb } from '../connection';
import { migrateToLatest, migrationProvider } from '../migrate';

// Migration 045 on a database with a blueprint made before it: the blueprint keeps its name and
// has no translations yet, so every reader sees its base name until someone translates it.

const BEFORE = '044_participant_not_found_strings';
const NOW = '2026-01-01T00:00:00.000Z';

let db: Db;
let closeDb: () => Promise<void>;
let blueprintId: number;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'asesa-m045-'));
  let schema: string | undefined;
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    schema = `m045_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE SCHEMA ${schema}`);
    db = openDb({ databaseUrl: url, dataDir, pgSchema: schema });
    closeDb = async () => {
      await db.close();
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    };
  } else {
    db = openDb({ databaseUrl: '', dataDir });
    closeDb = () => db.close();
  }
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateTo(BEFORE);
  if (error) throw error;
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
