// Hot path: saves sharing a commit still get their own result or error (group-commit.ts).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../db/connection';
import { executeGroupCommitted } from './group-commit';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A database file on disk and a second connection to it, as another process would see it. */
async function twoConnections() {
  const dataDir = mkdtempSync(join(tmpdir(), 'asesa-group-commit-'));
  dirs.push(dataDir);
  const writer = openDb({ databaseUrl: '', dataDir });
  await sql`create table t (id integer primary key, v text not null check (v <> 'bad'))`.execute(
    writer.kysely,
  );
  const reader = openDb({ databaseUrl: '', dataDir });
  return { writer, reader };
}

const insert = (id: number, v: string) => CompiledQuery.raw('insert into t (id, v) values (?, ?)', [id, v]);

describe('group commit (SQLite)', () => {
  it('settles each statement with its own result, after the commit another connection sees', async () => {
    const { writer, reader } = await twoConnections();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        executeGroupCommitted(writer.kysely, insert(i + 1, `v${i}`)).then(async (res) => {
          // Settled means committed: another connection already reads the row.
          const seen = await sql<{ v: string }>`select v from t where id = ${i + 1}`.execute(reader.kysely);
          return { changed: Number(res.numAffectedRows), seen: seen.rows[0]?.v };
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => ({ changed: 1, seen: `v${i}` })));
    await writer.close();
    await reader.close();
  });

  it('refuses only the statement that fails; the others of its commit are stored', async () => {
    const { writer, reader } = await twoConnections();
    const outcomes = await Promise.allSettled([
      executeGroupCommitted(writer.kysely, insert(1, 'a')),
      executeGroupCommitted(writer.kysely, insert(2, 'bad')),
      executeGroupCommitted(writer.kysely, insert(1, 'duplicate id')),
      executeGroupCommitted(writer.kysely, insert(3, 'c')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const rows = await sql<{ id: number; v: string }>`select id, v from t order by id`.execute(reader.kysely);
    expect(rows.rows).toEqual([
      { id: 1, v: 'a' },
      { id: 3, v: 'c' },
    ]);
    // The connection is usable afterwards, inside and outside a group.
    await executeGroupCommitted(writer.kysely, insert(4, 'd'));
    await writer.kysely.executeQuery(insert(5, 'e'));
    const count = await sql<{ n: number }>`select count(*) as n from t`.execute(reader.kysely);
    expect(count.rows[0].n).toBe(4);
    await writer.close();
    await reader.close();
  });

  it('runs inside a caller transaction as part of it', async () => {
    const { writer, reader } = await twoConnections();
    await expect(
      writer.kysely.transaction().execute(async (trx) => {
        await executeGroupCommitted(trx, insert(1, 'a'));
        throw new Error('caller gives up');
      }),
    ).rejects.toThrow('caller gives up');
    const count = await sql<{ n: number }>`select count(*) as n from t`.execute(reader.kysely);
    expect(count.rows[0].n).toBe(0);
    await writer.close();
    await reader.close();
  });
});
