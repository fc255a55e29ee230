import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedParticipants } from '../../apps/server/bench/participants';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import { openDb } from '../../apps/server/src/db/connection';
import { migrateWithJobQueue } from '../../apps/server/src/jobs/queue-schema';
import { seedDemo } from '../../apps/server/src/seed/demo';

export type Engine = 'sqlite' | 'postgres';

/** A database of its own for one scenario: a fresh SQLite folder, or a fresh PostgreSQL database. */
export interface BenchDatabase {
  engine: Engine;
  /** DATABASE_URL for the server processes ('' selects SQLite under dataDir). */
  databaseUrl: string;
  dataDir: string;
  drop(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * SQLite: a temporary DATA_DIR. PostgreSQL: a new database beside the one of `postgresUrl`
 * (BENCH_DATABASE_URL), dropped afterwards, so several server processes and the job queue see
 * the same data as in production (one database, default schema).
 */
export async function freshDatabase(engine: Engine, postgresUrl?: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'asesa-bench-'));
  if (engine === 'sqlite') {
    return {
      engine,
      databaseUrl: '',
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('PostgreSQL scenarios need BENCH_DATABASE_URL');
  const name = `asesa_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Migrates and seeds the database before any server starts: the demo data and a project of
 * `participants` registered participants who have not started their 20-item test yet.
 * Returns their participant codes.
 */
export async function seedForSaves(target: BenchDatabase, participants: number): Promise<string[]> {
  const db = openDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await migrateWithJobQueue(db);
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
    });
    const { app, deps } = await buildApp(env, db);
    await seedDemo(deps);
    const codes = await seedParticipants(deps, participants);
    await app.close();
    return codes;
  } finally {
    await db.close();
  }
}
