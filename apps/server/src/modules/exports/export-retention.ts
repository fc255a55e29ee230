import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '../../deps';
import { listDownloadsBefore, listStoredPaths, markDownloadExpired } from './downloads.repository';
import { exportsDir } from './export-files';

// Exports hold candidates' personal data: their files are kept EXPORT_RETENTION_DAYS, then deleted
// (the download list keeps the row, marked expired, and downloads/file answers that the file is
// gone). Files no row points to (an export that failed half-way, or a crash) go after a day.

const DAY_MS = 86_400_000;
/** A file no download points to is removed once it has not changed for this long. */
const ORPHAN_AGE_MS = DAY_MS;

async function removeFile(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** Deletes expired export files and orphans; answers how many of each were removed. */
export async function purgeExpiredExports(
  deps: Deps,
  now = Date.now(),
): Promise<{ expired: number; orphans: number }> {
  const cutoff = new Date(now - deps.env.EXPORT_RETENTION_DAYS * DAY_MS).toISOString();
  const old = await listDownloadsBefore(deps.db, cutoff);
  for (const row of old) {
    if (row.storage_path) await removeFile(join(exportsDir(deps.env), row.storage_path));
    await markDownloadExpired(deps.db, row.id);
  }

  let names: string[];
  try {
    names = await readdir(exportsDir(deps.env));
  } catch {
    return { expired: old.length, orphans: 0 };
  }
  const kept = new Set((await listStoredPaths(deps.db)).map((r) => r.storage_path));
  let orphans = 0;
  for (const name of names) {
    if (kept.has(name)) continue;
    const path = join(exportsDir(deps.env), name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > ORPHAN_AGE_MS && (await removeFile(path))) orphans++;
  }
  return { expired: old.length, orphans };
}
