import { randomBytes } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../../config/env';

/**
 * Exports live under DATA_DIR/exports, beside (not inside) the public uploads folder: they hold
 * personal data and are only handed out through downloads/file after a tenancy check.
 */
export function exportsDir(env: Env): string {
  return join(env.dataDir, 'exports');
}

/** A fresh unguessable file name for an export (the download name is kept in the row). */
export async function newExportPath(
  env: Env,
  extension: string,
): Promise<{ relative: string; absolute: string }> {
  await mkdir(exportsDir(env), { recursive: true });
  const relative = `${randomBytes(16).toString('hex')}.${extension}`;
  return { relative, absolute: join(exportsDir(env), relative) };
}

/** The absolute path of a stored export, or null when the name is unsafe or the file is gone. */
export async function existingExport(env: Env, relative: string | null): Promise<string | null> {
  if (!relative || !/^[a-f0-9]{32}\.[a-z]+$/.test(relative)) return null;
  const absolute = join(exportsDir(env), relative);
  try {
    return (await stat(absolute)).isFile() ? absolute : null;
  } catch {
    return null;
  }
}

/** "Sales Trainees participants 2026-11-22.xlsx": a readable name without path separators. */
export function exportFileName(subject: string, what: string, date: string, extension: string): string {
  // Path separators, characters Windows refuses in names, and control characters become spaces.
  const clean =
    [...subject]
      .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
      .join('')
      .replace(/\s+/g, ' ')
      .trim() || 'export';
  return `${clean.slice(0, 120)} ${what} ${date.slice(0, 10)}.${extension}`;
}
