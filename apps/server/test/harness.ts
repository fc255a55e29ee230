import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CallPath,
  type CallRequest,
  DEVICE_ID_LENGTH,
  type Envelope,
  WEB_APP_NAME,
  WEB_APP_SECRET,
} from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type Db, openDb } from '../src/db/connection';
import type { Deps } from '../src/deps';
import { type WriteGate, writeTurns } from '../src/hot-path/write-gate';
import { migrateWithJobQueue } from '../src/jobs/queue-schema';
import { seedDemo } from '../src/seed/demo';
import { DEMO_USERS } from '../src/seed/demo-content';
import { withLazyBodyAndHeaders } from './lazy-body';
import {
  adminQuery,
  copyPostgresTemplate,
  copySqliteTemplate,
  type DbTemplates,
  databaseUrlFor,
  dropPostgresCopy,
  PG_TEMPLATE_SCHEMA,
} from './support/db-templates';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  db: Db;
  engine: 'sqlite' | 'postgres';
  /** The PostgreSQL schema of this test file (undefined on SQLite). */
  pgSchema?: string;
  /** The PostgreSQL database this file's schema is in (undefined on SQLite). */
  databaseUrl?: string;
  /** POST /api/v1/{path} with an optional bearer token; raw status and parsed envelope. */
  call<T = unknown>(
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }>;
  /** Typed variant for calls of the contracts table. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the call answers and assert on it.
  callOk<P extends CallPath>(path: P, body: CallRequest<P>, token?: string): Promise<any>;
  /** A fresh anonymous device token (token/get). */
  anonymousToken(ip?: string): Promise<string>;
  /** Signs a demo user in and returns the rotated token. */
  signIn(who: keyof typeof DEMO_USERS | { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

export const deviceIdFor = (seed = '') =>
  (seed + randomBytes(32).toString('hex')).replace(/[^A-Za-z0-9]/g, '').slice(0, DEVICE_ID_LENGTH);

/** The templates of this run for the engine, or undefined where no global set-up made them. */
function providedTemplates(engine: 'sqlite' | 'postgres'): DbTemplates | undefined {
  // The bench builds its in-process apps with this harness too, outside any vitest run.
  if (!process.env.VITEST) return undefined;
  const templates = inject('dbTemplates') as DbTemplates | undefined;
  return templates?.engine === engine ? templates : undefined;
}

/**
 * Builds the real app on a fresh database for one test file: SQLite in a temp folder, or its own
 * database on the PostgreSQL of TEST_DATABASE_URL, copied from the run's migrated (or migrated and
 * seeded) template, or migrated and seeded here where the suite makes no templates. Holds the
 * demo data unless told not to.
 */
export async function startTestApp(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    autoCheckpoint?: boolean;
    writeGate?: WriteGate;
  } = {},
): Promise<TestApp> {
  const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'asesa-test-'));
  const seed = opts.seed !== false;
  // The run's templates (test/db-templates.setup.ts), when this suite's config makes them.
  const templates = providedTemplates(engine);
  let dropDatabase = async () => {};
  let pgSchema: string | undefined;
  let databaseUrl: string | undefined;
  let db: Db;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    if (templates) {
      const copy = await copyPostgresTemplate(seed ? templates.seeded : templates.migrated);
      pgSchema = PG_TEMPLATE_SCHEMA;
      databaseUrl = databaseUrlFor(url, copy);
      dropDatabase = () => dropPostgresCopy(copy);
    } else {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      pgSchema = schema;
      databaseUrl = url;
      await adminQuery(url, `CREATE SCHEMA ${schema}`);
      dropDatabase = () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    }
    db = openDb({ databaseUrl, dataDir, pgSchema });
  } else {
    if (templates) copySqliteTemplate(seed ? templates.seeded : templates.migrated, dataDir);
    db = openDb({
      databaseUrl: '',
      dataDir,
      autoCheckpoint: opts.autoCheckpoint,
      writeTurns: opts.writeGate && writeTurns(opts.writeGate, 'request'),
    });
  }
  // On a template's copy this finds nothing to do, as a restarted server would.
  await migrateWithJobQueue(db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_WEB: 'false',
    DATA_DIR: dataDir,
    ...opts.env,
  });
  const { app, deps } = await buildApp(env, db);
  await app.ready();
  if (seed && !templates) await seedDemo(deps);

  const call: TestApp['call'] = async (path, body = {}, token, headers = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      payload: body as object,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return withLazyBodyAndHeaders(res.statusCode, res.headers, () => res.json());
  };
  const anonymousToken = async (ip?: string) => {
    const res = await call<{ token: string }>(
      'token/get',
      { app_name: WEB_APP_NAME, secret: WEB_APP_SECRET, device_type: 'web', device_id: deviceIdFor() },
      undefined,
      ip ? { 'x-forwarded-for': ip } : {},
    );
    if (res.status !== 200) throw new Error(`token/get failed: ${JSON.stringify(res.body)}`);
    return res.body.data!.token;
  };
  const signIn: TestApp['signIn'] = async (who) => {
    const creds = typeof who === 'string' ? DEMO_USERS[who] : who;
    const res = await call<{ token: string }>(
      'auth/login',
      { username: creds.email, password: creds.password },
      await anonymousToken(),
    );
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.data!.token;
  };
  const callOk: TestApp['callOk'] = async (path, body, token) => {
    const res = await call(path, body, token);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  return {
    app,
    deps,
    db,
    engine,
    pgSchema,
    databaseUrl,
    call,
    callOk,
    anonymousToken,
    signIn,
    close: async () => {
      await app.close();
      await db.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
