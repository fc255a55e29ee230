import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { type Db, openDb } from '../../src/db/connection';
import { migrateWithJobQueue } from '../../src/jobs/queue-schema';
import { seedDemo } from '../../src/seed/demo';

// A migrated database and a migrated-and-seeded one, made once per test run and copied for each
// test file: migrating and seeding cost ~1.3 s a file on SQLite and ~2.2 s on PostgreSQL, a copy
// ~10 ms (a file) and ~0.3 s (CREATE DATABASE … TEMPLATE). A copy holds exactly what a fresh
// migrate-and-seed would: the same migrations and the same seed, run by the same code.

/** The SQLite file name openDb uses under DATA_DIR. */
export const SQLITE_FILE = 'asesa.sqlite';
/** The schema every PostgreSQL template (and so every copy) holds its tables in. */
export const PG_TEMPLATE_SCHEMA = 'asesa_test';

export interface DbTemplates {
  engine: 'sqlite' | 'postgres';
  /** SQLite: the folders holding the template files; PostgreSQL: the template databases' names. */
  migrated: string;
  seeded: string;
}

/** The URL of another database on the server of `url`. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on its own connection (CREATE/DROP DATABASE cannot run inside a pool's). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates (and seeds) `db` the way a test file's fresh database used to be, then closes it. */
async function fill(db: Db, dataDir: string, seed: boolean): Promise<void> {
  await migrateWithJobQueue(db);
  if (seed) {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', DATA_DIR: dataDir });
    const { app, deps } = await buildApp(env, db);
    await app.ready();
    await seedDemo(deps);
    await app.close();
  }
  await db.close();
}

async function makeSqlite(seed: boolean): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `asesa-template-${seed ? 'seeded' : 'migrated'}-`));
  // Closing the only connection checkpoints the WAL into the file, so the file alone is the copy.
  await fill(openDb({ databaseUrl: '', dataDir: dir }), dir, seed);
  if (existsSync(join(dir, `${SQLITE_FILE}-wal`))) throw new Error(`template ${dir} kept its WAL open`);
  return dir;
}

async function makePostgres(url: string, seed: boolean): Promise<string> {
  const name = `asesa_tpl_${seed ? 'seeded' : 'migrated'}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const templateUrl = databaseUrlFor(url, name);
  await adminQuery(templateUrl, `CREATE SCHEMA ${PG_TEMPLATE_SCHEMA}`);
  await fill(openDb({ databaseUrl: templateUrl, dataDir: '', pgSchema: PG_TEMPLATE_SCHEMA }), '', seed);
  return name;
}

/** Makes both templates for the engine; PostgreSQL's on the server of TEST_DATABASE_URL. */
export async function makeTemplates(engine: 'sqlite' | 'postgres'): Promise<DbTemplates> {
  if (engine === 'sqlite') {
    const [migrated, seeded] = await Promise.all([makeSqlite(false), makeSqlite(true)]);
    return { engine, migrated, seeded };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const [migrated, seeded] = await Promise.all([makePostgres(url, false), makePostgres(url, true)]);
  return { engine, migrated, seeded };
}

export async function dropTemplates(t: DbTemplates): Promise<void> {
  if (t.engine === 'sqlite') {
    for (const dir of [t.migrated, t.seeded]) rmSync(dir, { recursive: true, force: true });
    return;
  }
  const url = process.env.TEST_DATABASE_URL!;
  for (const name of [t.migrated, t.seeded]) await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
}

/** Copies a SQLite template into a test file's data folder. */
export function copySqliteTemplate(templateDir: string, dataDir: string): void {
  copyFileSync(join(templateDir, SQLITE_FILE), join(dataDir, SQLITE_FILE));
}

/**
 * A new database copied from a PostgreSQL template; answers its name. FILE_COPY copies the
 * template's files as they are (WAL_LOG, the default, logs every page of a database this small).
 */
export async function copyPostgresTemplate(template: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    process.env.TEST_DATABASE_URL!,
    `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`,
  );
  return name;
}

/** Drops a test file's database; its pool is closed first, so nobody is connected. */
export async function dropPostgresCopy(name: string): Promise<void> {
  await adminQuery(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
