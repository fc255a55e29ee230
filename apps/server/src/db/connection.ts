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
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    kysely,
    dialect: 'sqlite',
    checkpoint: () => {
      if (sqlite.open) sqlite.pragma('wal_checkpoint(PASSIVE)');
    },
    close: () => kysely.destroy(),
  };
}
