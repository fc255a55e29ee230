import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { asRequest, stepAside, type WriteGate } from './write-gate';

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
  /** SQLite: the write gate shared by the request and job threads of this process, and which side this is. */
  writeGate?: { gate: WriteGate; side: 'request' | 'job' };
}

/**
 * The better-sqlite3 database as Kysely sees it, with every writing statement passed through the
 * write gate: the request side raises it while writing; the job side steps aside before it
 * begins a transaction or an autocommit write (never inside its own transaction, which must end).
 */
function gated(sqlite: SQLite.Database, { gate, side }: NonNullable<DbOptions['writeGate']>) {
  let inTransaction = false;
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const statement = sqlite.prepare(sql);
      if (statement.reader) return statement;
      const head = sql.trimStart().slice(0, 8).toLowerCase();
      const guard = <T>(execute: () => T): T => {
        if (side === 'request') return asRequest(gate, execute);
        if (!inTransaction) stepAside(gate);
        if (head.startsWith('begin')) inTransaction = true;
        if (head.startsWith('commit') || head.startsWith('rollback')) inTransaction = false;
        return execute();
      };
      return {
        reader: false,
        all: (parameters: unknown[]) => guard(() => statement.all(parameters)),
        run: (parameters: unknown[]) => guard(() => statement.run(parameters)),
        iterate: (parameters: unknown[]) => statement.iterate(parameters),
      };
    },
  };
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
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
  const database = opts.writeGate ? (gated(sqlite, opts.writeGate) as unknown as SQLite.Database) : sqlite;
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    kysely,
    dialect: 'sqlite',
    checkpoint: () => {
      if (sqlite.open) sqlite.pragma('wal_checkpoint(PASSIVE)');
    },
    close: () => kysely.destroy(),
  };
}
