import { type Kysely, sql } from 'kysely';
import type { Dialect } from './connection';

/**
 * Runs `work` while holding a PostgreSQL advisory lock named after the current schema, so that
 * several instances starting at once on one database take turns: the first migrates (or seeds),
 * the others then find the work done. Kysely's own migration lock does not cover creating its
 * migration tables, which races on an empty database. SQLite needs nothing: one file, one process
 * starting it.
 */
export async function withStartupLock<T>(
  // biome-ignore lint/suspicious/noExplicitAny: only raw SQL is run here, whatever the schema type.
  db: Kysely<any>,
  dialect: Dialect,
  name: 'migrate' | 'seed',
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work();
  const key = sql`hashtextextended(${`asesa.${name}.`} || current_schema(), 0)`;
  // The lock belongs to a session: take and release it on one pinned connection while `work`
  // uses the others of the pool.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
