import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { type TableFigures, tableFigures } from './table-checksums';

// The two engines' halves of backup and restore: SQLite through better-sqlite3's online backup
// API, PostgreSQL through pg_dump/pg_restore (Debian keeps them in /usr/lib/postgresql/N/bin).

const run = promisify(execFile);
/** The SQLite file under DATA_DIR (db/connection.ts). */
export const SQLITE_FILE = 'asesa.sqlite';
export const SQLITE_SIDE_FILES = ['-wal', '-shm', '-journal'].map((s) => `${SQLITE_FILE}${s}`);

/** A PostgreSQL client program: in pgBin (env PG_BIN), else the newest Debian install, else the PATH. */
export function pgProgram(name: 'pg_dump' | 'pg_restore', pgBin: string): string {
  if (pgBin) return join(pgBin, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? join(root, versions[0], 'bin', name) : name;
}

// ---- SQLite

export async function sqliteBackup(source: string, target: string): Promise<void> {
  const db = new SQLite(source, { fileMustExist: true });
  try {
    // Online: pages are copied while the server may keep writing; the copy is one consistent state.
    await db.backup(target);
  } finally {
    db.close();
  }
  // The copy keeps WAL mode; a standalone file must not need a -wal beside it.
  const copy = new SQLite(target);
  copy.pragma('journal_mode = DELETE');
  copy.close();
}

export function sqliteFigures(file: string): Record<string, TableFigures> {
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        tableFigures(
          db.prepare(`select * from "${name.replaceAll('"', '""')}"`).all() as Record<string, unknown>[],
        ),
      ]),
    );
  } finally {
    db.close();
  }
}

/** Whether the SQLite file exists with at least one table. */
export function sqliteHasTables(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new SQLite(file, { readonly: true });
  try {
    const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
      n: number;
    };
    return row.n > 0;
  } finally {
    db.close();
  }
}

// ---- PostgreSQL

const SYSTEM_SCHEMAS = "nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'";

async function pgFiguresOf(client: pg.Client): Promise<Record<string, TableFigures>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${SYSTEM_SCHEMAS} order by 1, 2`,
  );
  const figures: Record<string, TableFigures> = {};
  for (const t of tables) {
    const ident = `${client.escapeIdentifier(t.schema)}.${client.escapeIdentifier(t.name)}`;
    figures[`${t.schema}.${t.name}`] = tableFigures((await client.query(`select * from ${ident}`)).rows);
  }
  return figures;
}

/** pg_dump of the whole database and its table figures, both from one snapshot. */
export async function pgBackup(
  url: string,
  target: string,
  pgBin: string,
): Promise<Record<string, TableFigures>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    await run(pgProgram('pg_dump', pgBin), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0].snapshot}`,
      `--file=${target}`,
      `--dbname=${url}`,
    ]);
    const figures = await pgFiguresOf(client);
    await client.query('commit');
    return figures;
  } finally {
    await client.end();
  }
}

export async function pgFigures(url: string): Promise<Record<string, TableFigures>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const figures = await pgFiguresOf(client);
    await client.query('commit');
    return figures;
  } finally {
    await client.end();
  }
}

export async function pgHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and ${SYSTEM_SCHEMAS}`,
    );
    return Number(rows[0].n) > 0;
  } finally {
    await client.end();
  }
}

/** Empties the database (--force): every non-system schema dropped, an empty public one left. */
export async function pgClear(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where ${SYSTEM_SCHEMAS}`,
    );
    for (const { nspname } of rows)
      await client.query(`drop schema ${client.escapeIdentifier(nspname)} cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

export async function pgRestore(url: string, dump: string, pgBin: string): Promise<void> {
  await run(pgProgram('pg_restore', pgBin), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${url}`,
    dump,
  ]);
}
