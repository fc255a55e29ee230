import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Env, loadEnv } from '../../src/config/env';
import { backup, MANIFEST, restore } from '../../src/db/backup/backup';
import { pgFigures, SQLITE_FILE, sqliteFigures } from '../../src/db/backup/engines';
import { openDb } from '../../src/db/connection';
import { migrateWithJobQueue } from '../../src/jobs/queue-schema';
import { seedDemo } from '../../src/seed/demo';
import { recordFigure } from './figures';

// `npm run backup` and `npm run restore` round trip on both engines. A database with the
// demo data and files under DATA_DIR (an upload, a participant photo, a webcam snapshot) is backed
// up, restored into an empty target, and every table's row count and checksum, and every file's
// bytes, must match; restore refuses a non-empty target without --force and a damaged backup.

const temps: string[] = [];
const temp = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `datasec-${name}-`));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const envFor = (dataDir: string, databaseUrl = ''): Env =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });

/** A seeded database with personal files, as a running installation has. */
async function seedSource(env: Env): Promise<void> {
  const db = openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await migrateWithJobQueue(db);
  const { app, deps } = await buildApp(env, db);
  await app.ready();
  await seedDemo(deps);
  await app.close();
  await db.close();
  for (const [path, body] of [
    ['uploads/logos/logo.png', 'png bytes'],
    ['participant-photos/1/photo.jpg', 'jpeg bytes'],
    ['proctoring/1/snap.jpg', 'snapshot bytes'],
  ]) {
    mkdirSync(join(env.dataDir, path, '..'), { recursive: true });
    writeFileSync(join(env.dataDir, path), body);
  }
}

/** The restore put back every file of the backup, byte for byte, and its database opens and
 *  serves: the demo admin is there. */
async function expectRestored(target: Env, source: Env, manifest: { files: { path: string }[] }) {
  for (const f of manifest.files)
    expect(await readFile(join(target.dataDir, f.path))).toEqual(
      await readFile(join(source.dataDir, f.path)),
    );
  const db = openDb({ databaseUrl: target.DATABASE_URL, dataDir: target.dataDir });
  await migrateWithJobQueue(db);
  const admin = await db.kysely
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .executeTakeFirst();
  expect(admin?.email).toBe('admin@asesa.test');
  await db.close();
}

const totalRows = (tables: Record<string, { rows: number }>) =>
  Object.values(tables).reduce((n, t) => n + t.rows, 0);

describe('backup and restore on SQLite', () => {
  it('round-trips every table and file into an empty target', async () => {
    const source = envFor(temp('sqlite-src'));
    await seedSource(source);
    const out = join(temp('sqlite-out'), 'backup');
    const manifest = await backup(source, out);
    expect(manifest.engine).toBe('sqlite');
    expect(manifest.files.map((f) => f.path)).toEqual([
      'participant-photos/1/photo.jpg',
      'proctoring/1/snap.jpg',
      'uploads/logos/logo.png',
    ]);
    expect(manifest.tables).toEqual(sqliteFigures(join(source.dataDir, SQLITE_FILE)));
    expect(manifest.tables.users.rows).toBeGreaterThan(0);

    const target = envFor(temp('sqlite-dst'));
    await restore(target, out);
    expect(sqliteFigures(join(target.dataDir, SQLITE_FILE))).toEqual(manifest.tables);
    await expectRestored(target, source, manifest);
    recordFigure('data-backup', 'sqlite tables round-tripped', Object.keys(manifest.tables).length);
    recordFigure('data-backup', 'sqlite rows round-tripped', totalRows(manifest.tables));
    recordFigure('data-backup', 'sqlite files round-tripped', manifest.files.length);

    // Refusals: a target with data, a damaged backup, a backup of the other engine.
    await expect(restore(target, out)).rejects.toThrow(/not empty .*--force/);
    await expect(restore(envFor(temp('x'), 'postgres://nobody@127.0.0.1:1/none'), out)).rejects.toThrow(
      /backup is of a sqlite database/,
    );
    await expect(backup(source, out)).rejects.toThrow(/is not empty/);
    const damaged = join(out, 'files', 'uploads/logos/logo.png');
    const good = await readFile(damaged);
    await writeFile(damaged, 'tampered');
    await expect(restore(envFor(temp('sqlite-dmg')), out)).rejects.toThrow(
      'The backup is damaged: uploads/logos/logo.png differs from the manifest.',
    );
    await writeFile(damaged, good);
    await expect(restore(envFor(temp('none')), join(out, 'files'))).rejects.toThrow(/has no manifest.json/);
    // --force replaces a target that has data.
    await restore(target, out, { force: true });
    expect(sqliteFigures(join(target.dataDir, SQLITE_FILE))).toEqual(manifest.tables);
    expect(existsSync(join(out, MANIFEST))).toBe(true);
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const databaseUrl = (name: string) => {
  const url = new URL(baseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrl(name);
}
async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

describe.skipIf(!baseUrl)('backup and restore on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  afterAll(async () => {
    await dropDatabase('datasec_src');
    await dropDatabase('datasec_dst');
  });

  it('round-trips every table (pg-boss included) and file into an empty database', async () => {
    const source = envFor(temp('pg-src'), await freshDatabase('datasec_src'));
    await seedSource(source);
    const out = join(temp('pg-out'), 'backup');
    const manifest = await backup(source, out);
    expect(manifest.engine).toBe('postgres');
    expect(manifest.tables).toEqual(await pgFigures(source.DATABASE_URL));
    expect(Object.keys(manifest.tables)).toContain('public.users');

    const target = envFor(temp('pg-dst'), await freshDatabase('datasec_dst'));
    await restore(target, out);
    expect(await pgFigures(target.DATABASE_URL)).toEqual(manifest.tables);
    await expectRestored(target, source, manifest);
    recordFigure('data-backup', 'postgres tables round-tripped', Object.keys(manifest.tables).length);
    recordFigure('data-backup', 'postgres rows round-tripped', totalRows(manifest.tables));

    await expect(restore(target, out)).rejects.toThrow(/not empty \(the database has tables, 3 file/);
    await restore(target, out, { force: true });
    expect(await pgFigures(target.DATABASE_URL)).toEqual(manifest.tables);
  });
});
