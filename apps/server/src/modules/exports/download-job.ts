import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { updateDownload } from './downloads.repository';
import type { StreamingSheet } from './xlsx-writer';

// The steps every .xlsx export job shares: report progress to the job and the download list,
// then record the finished file or the failure.

/** After a chunk: progress up to 95 % (writing the file's last parts takes the final few per cent). */
export async function reportSheetProgress(
  db: Kysely<Database>,
  downloadId: number,
  sheet: StreamingSheet,
  total: number,
  report: (progress: number) => Promise<void>,
): Promise<void> {
  const progress = Math.min(95, Math.floor((95 * sheet.rows) / Math.max(total, 1)));
  await report(progress);
  await updateDownload(db, downloadId, { progress, row_count: sheet.rows });
}

/** Closes the workbook and marks the download done with its file, size and rows. */
export async function finishSheetDownload(
  db: Kysely<Database>,
  downloadId: number,
  sheet: StreamingSheet,
  file: { relative: string },
): Promise<void> {
  const size = await sheet.finish();
  await updateDownload(db, downloadId, {
    status: 'done',
    progress: 100,
    storage_path: file.relative,
    size_bytes: size,
    row_count: sheet.rows,
    finished_at: nowIso(),
  });
}

/** Marks the download failed with the reason (the job then retries or gives up). */
export async function failDownload(db: Kysely<Database>, downloadId: number, err: unknown): Promise<void> {
  await updateDownload(db, downloadId, {
    status: 'failed',
    error: (err instanceof Error ? err.message : String(err)).slice(0, 500),
    finished_at: nowIso(),
  });
}
