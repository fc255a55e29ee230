// The real app in the test's own process, listening on a loopback port over real HTTP, on a
// database the fault suites choose (a SQLite DATA_DIR on a small filesystem, a PostgreSQL database
// they make read-only), with the demo data and `participants` invited participants.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { type Db, openDb } from '../../src/db/connection';
import type { Deps } from '../../src/deps';
import { migrateWithJobQueue } from '../../src/jobs/queue-schema';
import { seedDemo } from '../../src/seed/demo';
import { seedParticipants } from '../stack-participant';
import { withPgClient } from '../support/pg-admin';

export interface FaultServer {
  url: string;
  deps: Deps;
  db: Db;
  codes: string[];
  close(): Promise<void>;
}

export async function startFaultServer(opts: {
  dataDir: string;
  databaseUrl?: string;
  participants: number;
  prefix: string;
}): Promise<FaultServer> {
  const db = openDb({ databaseUrl: opts.databaseUrl ?? '', dataDir: opts.dataDir });
  await migrateWithJobQueue(db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DATA_DIR: opts.dataDir,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  });
  const { app, deps } = await buildApp(env, db);
  await seedDemo(deps);
  const codes = await seedParticipants(deps, opts.participants, opts.prefix);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    db,
    codes,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** A PostgreSQL database of its own on the server of TEST_DATABASE_URL, dropped by `drop()`. */
export async function scratchPgDatabase(baseUrl: string, name: string) {
  const admin = <T>(work: (client: pg.Client) => Promise<T>) => withPgClient(baseUrl, work);
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    admin,
    /** Ends every session of the database (the app's pooled connections): new ones see new settings. */
    terminateSessions: () =>
      admin((c) =>
        c.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        ),
      ),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** A temp folder for a suite's files, removed by `remove()`. */
export function scratchDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
