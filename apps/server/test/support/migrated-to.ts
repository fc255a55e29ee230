import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { type Db, openDb } from '../../src/db/connection';
import { migrationProvider } from '../../src/db/migrate';
import { adminQuery } from './db-templates';

/**
 * A database of its own (SQLite, or a PostgreSQL schema when TEST_DB_ENGINE=postgres) brought up
 * to the migration `name` and no further: a migration test writes rows as they were before the
 * next one, then migrates on. `close` drops what it made.
 */
export async function databaseMigratedTo(name: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'asesa-migration-'));
  let db: Db;
  let schema: string | undefined;
  let close: () => Promise<void>;
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const made = `mig_${randomBytes(6).toString('hex')}`;
    schema = made;
    await adminQuery(url, `CREATE SCHEMA ${made}`);
    db = openDb({ databaseUrl: url, dataDir, pgSchema: made });
    close = async () => {
      await db.close();
      await adminQuery(url, `DROP SCHEMA ${made} CASCADE`);
    };
  } else {
    db = openDb({ databaseUrl: '', dataDir });
    close = () => db.close();
  }
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
  return { db, close };
}
