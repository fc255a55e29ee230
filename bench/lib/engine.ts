import type { Engine } from './database';

/**
 * The in-process scenarios (campaign, spike) build their app with the tests' harness, which
 * picks its engine from TEST_DB_ENGINE and TEST_DATABASE_URL (PostgreSQL: a schema of its own,
 * dropped at the end). This runs `fn` with those set for `engine`, and restores them after.
 */
export async function withEngine<T>(engine: Engine, postgresUrl: string | undefined, fn: () => Promise<T>) {
  const saved = { engine: process.env.TEST_DB_ENGINE, url: process.env.TEST_DATABASE_URL };
  process.env.TEST_DB_ENGINE = engine;
  if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL scenarios need BENCH_DATABASE_URL');
    process.env.TEST_DATABASE_URL = postgresUrl;
  }
  try {
    return await fn();
  } finally {
    const restore = (name: 'TEST_DB_ENGINE' | 'TEST_DATABASE_URL', value: string | undefined) => {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    };
    restore('TEST_DB_ENGINE', saved.engine);
    restore('TEST_DATABASE_URL', saved.url);
  }
}

/** Time figures are compared with the echo's cost of one request at 100 connections (1 s ÷ its req/s). */
export const TIME_RATIO = 'times: ÷ echo request time (1 s ÷ echo req/s)';
