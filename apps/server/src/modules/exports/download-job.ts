import type { ExportStarted, JobProgress } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import {
  findLatestProjectDownload,
  insertDownload,
  type NewDownload,
  updateDownload,
} from './downloads.repository';
import type { StreamingSheet } from './xlsx-writer';

// The steps every export job shares: record the download and queue its job, report progress to
// the job and the download list, then record the finished file or the failure.

/** A row in the download list and the job that writes its file (the job reads which from its payload). */
export async function enqueueDownloadJob(
  deps: Deps,
  jobName: string,
  download: NewDownload,
): Promise<ExportStarted> {
  const downloadId = await insertDownload(deps.db, download);
  const jobId = await deps.jobs.enqueue(jobName, { downloadId });
  await updateDownload(deps.db, downloadId, { job_id: jobId });
  return { download_id: downloadId, job_id: jobId };
}

/** The progress of the project's latest download of this kind, or of the one named (404 if not the project's). */
export async function projectDownloadProgress(
  db: Kysely<Database>,
  projectId: number,
  kind: string,
  downloadId?: number,
): Promise<JobProgress> {
  const row = await findLatestProjectDownload(db, projectId, kind, downloadId);
  if (downloadId && !row) throw notFound('Export');
  return jobProgress(db, row?.job_id);
}

/**
 * Marks the download running and writes its file. A failure marks the download failed with its
 * reason and is thrown on, so that the queue retries the job (or gives up and the list shows why).
 */
export async function writeDownload(
  db: Kysely<Database>,
  downloadId: number,
  write: () => Promise<void>,
): Promise<void> {
  try {
    await updateDownload(db, downloadId, { status: 'running', progress: 0, error: null });
    await write();
  } catch (err) {
    await failDownload(db, downloadId, err);
    throw err;
  }
}

/**
 * Progress to the job and the download list: `done` of `total` units of work make up to 95 %
 * (storing the finished file takes the final few per cent); `rows` is what the file holds so far.
 */
export async function reportDownloadProgress(
  db: Kysely<Database>,
  downloadId: number,
  report: JobReport,
  work: { done: number; total: number; rows: number },
): Promise<void> {
  const progress = Math.min(95, Math.floor((95 * work.done) / Math.max(work.total, 1)));
  // The download row first: whoever the job's report wakes reads the list's count as it now stands.
  await updateDownload(db, downloadId, { progress, row_count: work.rows });
  await report(progress);
}

/** After a chunk of a single-sheet export: the sheet's rows of the total. */
export async function reportSheetProgress(
  db: Kysely<Database>,
  downloadId: number,
  sheet: StreamingSheet,
  total: number,
  report: JobReport,
): Promise<void> {
  await reportDownloadProgress(db, downloadId, report, { done: sheet.rows, total, rows: sheet.rows });
}

/** Closes the workbook and marks the download done with its file, size and rows. */
export async function finishSheetDownload(
  db: Kysely<Database>,
  downloadId: number,
  sheet: StreamingSheet,
  file: { relative: string },
): Promise<void> {
  const size = await sheet.finish();
  await markDownloadDone(db, downloadId, { path: file.relative, size, rows: sheet.rows });
}

/** Marks the download done with its stored file, its size in bytes and the rows (or entries) it holds. */
export async function markDownloadDone(
  db: Kysely<Database>,
  downloadId: number,
  file: { path: string; size: number; rows: number },
): Promise<void> {
  await updateDownload(db, downloadId, {
    status: 'done',
    progress: 100,
    storage_path: file.path,
    size_bytes: file.size,
    row_count: file.rows,
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
