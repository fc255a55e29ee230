// Hot path: reads run back to back answer what each would alone (group-read.ts).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../db/connection';
import { compiledOnce } from './compiled-queries';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function database() {
  const dataDir = mkdtempSync(join(tmpdir(), 'asesa-group-read-'));
  dirs.push(dataDir);
  const db = openDb({ databaseUrl: '', dataDir });
  await sql`create table t (id integer primary key, v text not null)`.execute(db.kysely);
  await sql`insert into t (id, v) values (1, 'one'), (2, 'two'), (3, 'three')`.execute(db.kysely);
  return db;
}

// A hot read (hot-path/group-read.ts) through compiledOnce, as the answer save's lean read.
const byId = compiledOnce<{ v: string }>(
  (db) =>
    db
      .selectFrom('t' as never)
      .select('v' as never)
      .where('id' as never, '=', 0 as never) as never,
  () => 1,
  { groupRead: true },
);

// A read that fails while it runs (its text is no JSON), to see one failure stay its own.
const asJson = compiledOnce<{ v: string }>(
  (db) =>
    db
      .selectFrom('t' as never)
      .select(sql<string>`json(v)`.as('v'))
      .where('id' as never, '=', 0 as never) as never,
  () => 1,
  { groupRead: true },
);

// The same read with its rows made from SQLite's values (compiled-queries.ts, ValuesRow).
const byIdAsValues = (columns: string[]) =>
  compiledOnce<{ id: number; v: string }>(
    (db) =>
      db
        .selectFrom('t' as never)
        .select(['id', 'v'] as never)
        .where('id' as never, '=', 0 as never) as never,
    () => 1,
    {
      groupRead: true,
      valuesRow: { columns, row: (values) => ({ id: values[0] as number, v: values[1] as string }) },
    },
  );

describe('grouped reads (SQLite)', () => {
  it('makes rows read as values the same objects, alone, grouped and behind a transaction', async () => {
    const db = await database();
    const read = byIdAsValues(['id', 'v']);
    expect((await read(db.kysely, '', [2])).rows).toEqual([{ id: 2, v: 'two' }]);
    const grouped = await Promise.all([3, 9, 1].map((id) => read(db.kysely, '', [id])));
    expect(grouped.map((r) => r.rows)).toEqual([[{ id: 3, v: 'three' }], [], [{ id: 1, v: 'one' }]]);
    // Through Kysely (a transaction open on the connection), the rows are Kysely's objects, alike.
    const [, behind] = await Promise.all([
      db.kysely.transaction().execute(async (trx) => {
        await sql`update t set v = 'later' where id = 3`.execute(trx);
        await new Promise((r) => setTimeout(r, 10));
      }),
      new Promise((r) => setTimeout(r, 2)).then(() => read(db.kysely, '', [3])),
    ]);
    expect(behind.rows).toEqual([{ id: 3, v: 'later' }]);
    // A column list that is not the select's is refused when the statement is prepared.
    await expect(byIdAsValues(['v', 'id'])(db.kysely, '', [1])).rejects.toThrow(
      "the read's columns are id, v, not v, id",
    );
    await db.close();
  });

  it('answers each read of a turn with its own rows', async () => {
    const db = await database();
    const reads = await Promise.all([1, 2, 3, 4, 2].map((id) => byId(db.kysely, '', [id])));
    expect(reads.map((r) => r.rows.map((row) => row.v))).toEqual([['one'], ['two'], ['three'], [], ['two']]);
    await db.close();
  });

  it('fails a failing read alone and ends the read transaction of its turn', async () => {
    const db = await database();
    await sql`insert into t (id, v) values (4, '[1]')`.execute(db.kysely);
    const reads = [asJson(db.kysely, '', [4]), asJson(db.kysely, '', [1]), byId(db.kysely, '', [2])];
    const [json, notJson, plain] = await Promise.allSettled(reads);
    expect(json).toEqual({ status: 'fulfilled', value: { rows: [{ v: '[1]' }] } });
    expect(notJson).toMatchObject({ status: 'rejected', reason: { message: 'malformed JSON' } });
    expect(plain).toEqual({ status: 'fulfilled', value: { rows: [{ v: 'two' }] } });
    // The connection is free again: a write commits at once and the next turn reads it.
    await sql`update t set v = 'changed' where id = 2`.execute(db.kysely);
    expect((await byId(db.kysely, '', [2])).rows).toEqual([{ v: 'changed' }]);
    await db.close();
  });

  it('waits for a transaction open on the connection and never sees its uncommitted rows', async () => {
    const db = await database();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const transaction = db.kysely.transaction().execute(async (trx) => {
      await sql`update t set v = 'uncommitted' where id = 1`.execute(trx);
      await held;
      throw new Error('rolled back');
    });
    await new Promise((r) => setTimeout(r, 10));
    const read = byId(db.kysely, '', [1]);
    await new Promise((r) => setTimeout(r, 10));
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await read).rows).toEqual([{ v: 'one' }]);
    await db.close();
  });

  it('refuses a read on a closed database by name, and the others of its turn still answer', async () => {
    const db = await database();
    const other = await database();
    const [fine, closed] = [byId(other.kysely, '', [2]), byId(db.kysely, '', [1])];
    await db.close();
    await expect(closed).rejects.toThrow('The database connection is closed.');
    expect((await fine).rows).toEqual([{ v: 'two' }]);
    await other.close();
  });
});
