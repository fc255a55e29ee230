import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Env } from '../../config/env';
import {
  pgBackup,
  pgClear,
  pgFigures,
  pgHasTables,
  pgRestore,
  SQLITE_FILE,
  SQLITE_SIDE_FILES,
  sqliteBackup,
  sqliteFigures,
  sqliteHasTables,
} from './engines';
import { differingTables, type TableFigures } from './table-checksums';

// `npm run backup` / `npm run restore`. A backup is a folder: manifest.json, the
// database (database.sqlite or database.dump) and files/ (everything else under DATA_DIR:
// uploads, participant photos, webcam snapshots, exports). The manifest names every file with its
// size and SHA-256 and every table with its row count and checksum; restore checks the files
// before touching anything and the tables after, and refuses a target that holds data unless
// told --force.

export const MANIFEST = 'manifest.json';
const FORMAT = 'asesa-backup';
const VERSION = 1;

export interface FileEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  engine: 'sqlite' | 'postgres';
  database: FileEntry;
  tables: Record<string, TableFigures>;
  files: FileEntry[];
}

export class BackupError extends Error {}

async function fileEntry(root: string, path: string): Promise<FileEntry> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(join(root, path))) hash.update(chunk as Buffer);
  return { path, bytes: (await stat(join(root, path))).size, sha256: hash.digest('hex') };
}

/**
 * Keys the server generates into DATA_DIR when none is configured (the secrets' encryption key, the
 * decision-log signing key). A backup leaves them out: a key kept beside what it protects protects
 * nothing, and a restored installation sets SECRETS_KEY and DECISION_SIGNING_KEY (README).
 */
const GENERATED_KEYS = ['secrets.key', 'decision-signing-key.pem'];

/** Files under DATA_DIR, relative (/-separated), without the SQLite database, generated keys and `skip`. */
async function dataFiles(dataDir: string, skip: string[]): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const dbFiles = new Set([SQLITE_FILE, ...SQLITE_SIDE_FILES, ...GENERATED_KEYS]);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dataDir, join(e.parentPath, e.name)))
    .filter((p) => !dbFiles.has(p) && !skip.some((s) => p === s || p.startsWith(`${s}${sep}`)))
    .map((p) => p.split(sep).join('/'))
    .sort();
}

/** Writes a backup of the database and DATA_DIR's files into `out` (created; must be empty). */
export async function backup(env: Env, out: string): Promise<Manifest> {
  out = resolve(out);
  if (existsSync(out) && (await readdir(out)).length)
    throw new BackupError(`${out} is not empty: give a new folder for the backup.`);
  await mkdir(out, { recursive: true });
  const engine = env.isPostgres ? 'postgres' : 'sqlite';
  const databaseFile = engine === 'postgres' ? 'database.dump' : 'database.sqlite';
  let tables: Record<string, TableFigures>;
  if (engine === 'postgres') {
    tables = await pgBackup(env.DATABASE_URL, join(out, databaseFile), env.PG_BIN);
  } else {
    const source = join(env.dataDir, SQLITE_FILE);
    if (!existsSync(source)) throw new BackupError(`No SQLite database at ${source}.`);
    await sqliteBackup(source, join(out, databaseFile));
    tables = sqliteFigures(join(out, databaseFile));
  }
  // A backup folder inside DATA_DIR is not backed up into itself.
  const inside = relative(env.dataDir, out);
  const skip = inside && !inside.startsWith('..') ? [inside] : [];
  const files: FileEntry[] = [];
  for (const path of await dataFiles(env.dataDir, skip)) {
    const target = join(out, 'files', path);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(env.dataDir, path), target);
    files.push(await fileEntry(join(out, 'files'), path));
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    created_at: new Date().toISOString(),
    engine,
    database: await fileEntry(out, databaseFile),
    tables,
    files,
  };
  await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads the manifest and checks every file of the backup against it. */
export async function verifyBackup(from: string): Promise<Manifest> {
  const path = join(from, MANIFEST);
  if (!existsSync(path)) throw new BackupError(`${from} has no ${MANIFEST}: not an Asesa backup.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${path} is not valid JSON.`);
  }
  if (manifest.format !== FORMAT || manifest.version !== VERSION)
    throw new BackupError(`${path} is not an Asesa backup of version ${VERSION}.`);
  const check = async (root: string, entry: FileEntry) => {
    if (!existsSync(join(root, entry.path)))
      throw new BackupError(`The backup is incomplete: ${entry.path} is missing.`);
    const actual = await fileEntry(root, entry.path);
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256)
      throw new BackupError(`The backup is damaged: ${entry.path} differs from the manifest.`);
  };
  await check(from, manifest.database);
  for (const entry of manifest.files) await check(join(from, 'files'), entry);
  return manifest;
}

/**
 * Restores a backup into the configured database and DATA_DIR. The server must be stopped. A
 * database that has tables, or a DATA_DIR file the backup would overwrite, is refused unless force.
 */
export async function restore(env: Env, from: string, opts: { force?: boolean } = {}): Promise<Manifest> {
  from = resolve(from);
  const manifest = await verifyBackup(from);
  const engine = env.isPostgres ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine)
    throw new BackupError(
      `This backup is of a ${manifest.engine} database; the configuration points at ${engine} (DATABASE_URL).`,
    );
  const sqliteTarget = join(env.dataDir, SQLITE_FILE);
  const hasData = engine === 'postgres' ? await pgHasTables(env.DATABASE_URL) : sqliteHasTables(sqliteTarget);
  const clashes = manifest.files.filter((f) => existsSync(join(env.dataDir, f.path))).length;
  if ((hasData || clashes) && !opts.force)
    throw new BackupError(
      `The target is not empty (${hasData ? 'the database has tables' : ''}${hasData && clashes ? ', ' : ''}${
        clashes ? `${clashes} file(s) under DATA_DIR would be overwritten` : ''
      }): restore with --force to replace it.`,
    );

  await mkdir(env.dataDir, { recursive: true });
  let restored: Record<string, TableFigures>;
  if (engine === 'postgres') {
    if (hasData) await pgClear(env.DATABASE_URL);
    await pgRestore(env.DATABASE_URL, join(from, manifest.database.path), env.PG_BIN);
    restored = await pgFigures(env.DATABASE_URL);
  } else {
    for (const name of [SQLITE_FILE, ...SQLITE_SIDE_FILES])
      await rm(join(env.dataDir, name), { force: true });
    await copyFile(join(from, manifest.database.path), sqliteTarget);
    restored = sqliteFigures(sqliteTarget);
  }
  const differing = differingTables(manifest.tables, restored);
  if (differing.length)
    throw new BackupError(`The restored database differs from the backup in: ${differing.join(', ')}.`);
  for (const entry of manifest.files) {
    const target = join(env.dataDir, entry.path);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(from, 'files', entry.path), target);
  }
  return manifest;
}
