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
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type Db, openDb } from '../src/db/connection';
import type { Deps } from '../src/deps';
import type { WriteGate } from '../src/hot-path/write-gate';
import { migrateWithJobQueue } from '../src/jobs/queue-schema';
import { seedDemo } from '../src/seed/demo';
import { DEMO_USERS } from '../src/seed/demo-content';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  db: Db;
  engine: 'sqlite' | 'postgres';
  /** The PostgreSQL schema of this test file (undefined on SQLite). */
  pgSchema?: string;
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

/**
 * Builds the real app on a fresh database for one test file: SQLite in a temp folder, or its own
 * schema on the PostgreSQL of TEST_DATABASE_URL. Seeds the demo data unless told not to.
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
  let dropSchema = async () => {};
  let pgSchema: string | undefined;
  let db: Db;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    pgSchema = schema;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = openDb({ databaseUrl: url, dataDir, pgSchema: schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  } else {
    db = openDb({
      databaseUrl: '',
      dataDir,
      autoCheckpoint: opts.autoCheckpoint,
      writeGate: opts.writeGate && { gate: opts.writeGate, side: 'request' },
    });
  }
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
  if (opts.seed !== false) await seedDemo(deps);

  const call: TestApp['call'] = async (path, body = {}, token, headers = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      payload: body as object,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
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
    call,
    callOk,
    anonymousToken,
    signIn,
    close: async () => {
      await app.close();
      await db.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
