import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** SQLite: copies the write-ahead log into the database file without blocking anyone (PostgreSQL: nothing). */
  checkpoint(): void;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… or empty for SQLite. */
  databaseUrl: string;
  /** Folder of the SQLite file (DATA_DIR). */
  dataDir: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  /** SQLite file name; ':memory:' for throwaway databases. */
  sqliteFile?: string;
  /**
   * SQLite: whether a commit that grows the write-ahead log past ~4 MB copies it back itself
   * (default). The request thread of a process with a job worker turns this off so no request
   * pays for a checkpoint; the worker checkpoints instead.
   */
  autoCheckpoint?: boolean;
  /**
   * SQLite: how this connection's writes take turns with the other thread of this process that
   * writes to the same file (the write gate's request or job side: hot-path/write-gate.ts).
   */
  writeTurns?: WriteTurns;
}

/**
 * Runs a connection's writing statement in its turn. `inTransaction` answers, whenever asked,
 * whether the connection is inside its own transaction (which must be let go on to its end).
 * The connection takes this from its opener rather than importing the hot path's gate: db/ is
 * below hot-path/.
 */
export interface WriteTurns {
  write<T>(execute: () => T, inTransaction: () => boolean): T;
}

/** How many prepared statements a SQLite connection keeps (least recently used ones go first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The better-sqlite3 database as Kysely sees it. Kysely prepares every query anew, and compiling
 * SQL costs as much as running a small query: statements are kept by their text and reused
 * (iterate, which streams and keeps its statement busy, always gets a fresh one).
 * With write turns, every writing statement passes through them (hot-path/write-gate.ts): the
 * request side raises the gate while writing; the job side waits for requests before it opens a
 * write (a transaction or an autocommit statement), never inside its own transaction (which must
 * end), and keeps its flag up until that write has ended.
 */
function kyselyDatabase(sqlite: SQLite.Database, writeTurns: WriteTurns | undefined) {
  const cache = new Map<string, SQLite.Statement>();
  const prepared = (sql: string): SQLite.Statement => {
    let statement = cache.get(sql);
    if (statement) cache.delete(sql);
    else statement = sqlite.prepare(sql);
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  const inTransaction = () => sqlite.inTransaction;
  const guard = <T>(execute: () => T): T =>
    writeTurns ? writeTurns.write(execute, inTransaction) : execute();
  const direct: DirectSqlite = { sqlite, prepared, write: guard };
  const database = {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const statement = prepared(sql);
      const run = statement.reader ? <T>(execute: () => T) => execute() : guard;
      return {
        reader: statement.reader,
        all: (parameters: unknown[]) => run(() => statement.all(parameters)),
        run: (parameters: unknown[]) => run(() => statement.run(parameters)),
        iterate: (parameters: unknown[]) => sqlite.prepare(sql).iterate(parameters),
      };
    },
  };
  return { database, direct };
}

/**
 * The better-sqlite3 connection under a SQLite Kysely instance, for the hot paths that skip
 * Kysely's per-query work: `prepared` gives the connection's kept statement for a SQL text and
 * `write` runs writing statements through the write gate, as every write of this connection.
 */
export interface DirectSqlite {
  sqlite: SQLite.Database;
  prepared(sql: string): SQLite.Statement;
  write<T>(statements: () => T): T;
}

const sqliteHandles = new WeakMap<Kysely<Database>, DirectSqlite>();

/**
 * The connection under `db` for prepared reads (hot-path/compiled-queries.ts) and group commits
 * (hot-path/group-commit.ts); undefined on PostgreSQL and for a transaction's Kysely.
 */
export function sqliteHandle(db: Kysely<Database>): DirectSqlite | undefined {
  return sqliteHandles.get(db);
}

const pgPools = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * The pool under a PostgreSQL Kysely instance, for the hot paths' named prepared statements
 * (hot-path/compiled-queries.ts); undefined on SQLite and for a transaction's Kysely.
 */
export function pgPool(db: Kysely<Database>): pg.Pool | undefined {
  return pgPools.get(db);
}

// PostgreSQL returns bigint counts as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Opens SQLite (WAL, embedded default) or PostgreSQL when a postgres:// URL is given. */
export function openDb(opts: DbOptions): Db {
  if (/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // A connection the database drops (a restart: 57P01, or a crash) emits 'error' on the pool
    // when idle, on the client itself when checked out (a transaction between statements, a job
    // runner); unheard, either ends the process. Queries in flight fail to their callers (503 at
    // the error edge), a dead client is not queryable so the pool discards it on release, and the
    // next query opens a fresh connection.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pgPools.set(kysely, pool);
    return { kysely, dialect: 'postgres', checkpoint: () => {}, close: () => kysely.destroy() };
  }
  const file = opts.sqliteFile ?? 'asesa.sqlite';
  if (file !== ':memory:') mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(file === ':memory:' ? file : join(opts.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (opts.autoCheckpoint === false) sqlite.pragma('wal_autocheckpoint = 0');
  const { database, direct } = kyselyDatabase(sqlite, opts.writeTurns);
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: database as unknown as SQLite.Database }),
  });
  sqliteHandles.set(kysely, direct);
  return {
    kysely,
    dialect: 'sqlite',
    checkpoint: () => {
      if (sqlite.open) sqlite.pragma('wal_checkpoint(PASSIVE)');
    },
    close: () => kysely.destroy(),
  };
}
