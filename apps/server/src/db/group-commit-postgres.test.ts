import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { pgPool } from './connection';
import { executeGroupCommittedOnPostgres } from './group-commit';

// The group commit on PostgreSQL (db/group-commit.ts): the saves of one turn share a
// transaction; each caller still gets its own result or error, after the commit.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await startTestApp();
  await sql`create table group_commit_t (id integer primary key, v text not null check (v <> 'bad'))`.execute(
    t.deps.db,
  );
});
afterAll(() => t?.close());

const INSERT = 'insert into group_commit_t (id, v) values ($1, $2)';
const count = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from group_commit_t`.execute(t.deps.db)).rows[0].n);

describe.skipIf(!onPostgres)('group commit (PostgreSQL only)', () => {
  it('settles each statement with its own result, after a commit other connections see', async () => {
    const pool = pgPool(t.deps.db)!;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        executeGroupCommittedOnPostgres(pool, INSERT, [i + 1, `v${i}`]).then(async (res) => {
          const seen = await pool.query('select v from group_commit_t where id = $1', [i + 1]);
          return { changed: Number(res.numAffectedRows), seen: seen.rows[0]?.v };
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 30 }, (_, i) => ({ changed: 1, seen: `v${i}` })));
  });

  it('refuses only the statement that fails; the others of its group are stored', async () => {
    const pool = pgPool(t.deps.db)!;
    const before = await count();
    const outcomes = await Promise.allSettled([
      executeGroupCommittedOnPostgres(pool, INSERT, [101, 'a']),
      executeGroupCommittedOnPostgres(pool, INSERT, [102, 'bad']),
      executeGroupCommittedOnPostgres(pool, INSERT, [101, 'duplicate id']),
      executeGroupCommittedOnPostgres(pool, INSERT, [103, 'c']),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/check constraint/);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/duplicate key/);
    expect(await count()).toBe(before + 2);
  });
});
