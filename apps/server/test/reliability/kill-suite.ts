// What the kill -9 suites share: the database is prepared in-process (demo data, invited
// candidates, the suite's own additions), then served by a real `--role=all` server process the
// test kills and restarts, as a deployment would run it. A failing test keeps its files for a look;
// a passing one removes them (and its PostgreSQL database).
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type AppProcess, appProcess, freePort } from '../../../../deploy/stack.mjs';
import type { Database } from '../../src/db/schema';
import { storedAnswers } from './fault-check';
import { type FaultServer, scratchDir, scratchPgDatabase, startFaultServer } from './fault-server';

export type KillEngine = 'SQLite' | 'PostgreSQL';

/** SQLite always; PostgreSQL when TEST_DATABASE_URL names a server (else skipped, with a warning). */
export function killEngines(what: string) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) console.warn(`${what} on PostgreSQL skipped: TEST_DATABASE_URL is not set`);
  return [
    { engine: 'SQLite' as KillEngine, skip: false, baseUrl },
    { engine: 'PostgreSQL' as KillEngine, skip: !baseUrl, baseUrl },
  ];
}

export interface KillSuite {
  /** The server process; set once the suite's beforeAll has run. */
  readonly server: AppProcess;
  readonly url: string;
  readonly databaseUrl: string;
  readonly dataDir: string;
  /** The invited candidates' codes (those `prepare` returns, when it returns any). */
  readonly codes: string[];
  /** Keeps the suite's files after the run (call it from the test's onTestFailed). */
  markFailed(): void;
}

/** Registers the suite's beforeAll (prepare, then serve) and afterAll (stop, clean up). */
export function killSuite(opts: {
  /** Names the suite's temp folder and PostgreSQL database, e.g. `extra`. */
  slug: string;
  engine?: KillEngine;
  skip?: boolean;
  baseUrl?: string;
  participants: number;
  prefix: string;
  /** The suite's own additions to the seeded database; may return the candidates' codes. */
  prepare?: (seeded: FaultServer) => Promise<string[] | undefined>;
}): KillSuite {
  const scratch = scratchDir(`asesa-fault-kill-${opts.slug}-`);
  const dataDir = join(scratch.dir, 'data');
  let server: AppProcess | undefined;
  let codes: string[] = [];
  let failed = false;
  let pgDb: Awaited<ReturnType<typeof scratchPgDatabase>> | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    if (opts.skip) return;
    if (opts.engine === 'PostgreSQL' && opts.baseUrl) {
      pgDb = await scratchPgDatabase(opts.baseUrl, `asesa_kill_${opts.slug}_${Date.now()}`);
      databaseUrl = pgDb.url;
    }
    const seeded = await startFaultServer({
      dataDir,
      databaseUrl,
      participants: opts.participants,
      prefix: opts.prefix,
    });
    codes = (await opts.prepare?.(seeded)) ?? seeded.codes;
    await seeded.close();
    server = appProcess({
      port: await freePort(),
      role: 'all',
      env: { LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'false' },
      log: join(scratch.dir, 'server.log'),
    });
    await server.start();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (failed) console.warn(`kill test (${opts.slug}) files kept in ${scratch.dir}`);
    else {
      scratch.remove();
      await pgDb?.drop();
    }
  });

  return {
    get server() {
      if (!server) throw new Error('the kill suite has not started its server');
      return server;
    },
    get url() {
      return `http://127.0.0.1:${this.server.port}`;
    },
    get databaseUrl() {
      return databaseUrl;
    },
    dataDir,
    get codes() {
      return codes;
    },
    markFailed: () => {
      failed = true;
    },
  };
}

export interface AcknowledgedAnswer {
  code: string;
  submissionId: number;
  itemId: string;
  value: string;
  seq: number;
}

/** The acknowledged answers the database does not hold as acknowledged (`code item`), and how
 *  many answers the submissions hold in all. */
export async function answersLost(
  db: Kysely<Database>,
  acknowledged: AcknowledgedAnswer[],
  ids = [...new Set(acknowledged.map((a) => a.submissionId))],
) {
  const { held, count } = await storedAnswers(db, ids);
  const lost = acknowledged
    .filter((a) => {
      const row = held.get(`${a.submissionId}/${a.itemId}`);
      return !row || row.value !== a.value || Number(row.seq) !== a.seq;
    })
    .map((a) => `${a.code} ${a.itemId}`);
  return { lost, stored: count };
}
