import { writeFile } from 'node:fs/promises';
import type { ExportStarted, QtiExportProgress, QtiExportVersion, qtiExportRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import { jobProgress } from '../../jobs/progress';
import { AppError, notFound } from '../../lib/errors';
import type { MessageLanguage } from '../../lib/server-messages';
import { exportQtiPackage, qtiExportSubject, qtiPackageName } from '../instruments/qti-export.service';
import { QTI_JOB_MESSAGES } from '../instruments/qti-job.messages';
import { enqueueDownloadJob, markDownloadDone, reportDownloadProgress, writeDownload } from './download-job';
import { downloadById, findVisibleDownloadProgress } from './downloads.repository';
import { newExportPath } from './export-files';

// An instrument's draft as a QTI content package, written by a job: the call answers at once with
// the download, the job goes through the items reporting how many it has written, and the package
// is then fetched like every other export (downloads/file), so large banks never hold a request.

export const QTI_EXPORT_JOB = 'qti-package-export';
/** The download list's kind of a QTI content package. */
export const QTI_PACKAGE = 'qti-package';

interface QtiExportParams {
  instrument_id: number;
  version: QtiExportVersion;
  /** Items the draft had when the export was asked for: the progress's total. */
  total: number;
}

/** Progress is reported about this often (after every item of small banks). */
const PROGRESS_STEPS = 50;

/** `instruments/items/export-qti`: a row in the download list and the job that writes the package. */
export async function startQtiExport(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof qtiExportRequest>,
): Promise<ExportStarted> {
  const instrument = await qtiExportSubject(deps, input.id);
  const params: QtiExportParams = {
    instrument_id: instrument.id,
    version: input.version,
    total: instrument.total,
  };
  // The library is shared by every tenant: the package belongs to no corporate (admins see it).
  return enqueueDownloadJob(deps, QTI_EXPORT_JOB, {
    corporateId: null,
    projectId: null,
    kind: QTI_PACKAGE,
    fileName: qtiPackageName(instrument.code, input.version),
    params,
    createdBy: actor.userId,
  });
}

/** `instruments/items/export-qti-progress`: items written of the total; failures in the reader's language. */
export async function qtiExportProgress(
  deps: Deps,
  actor: Actor,
  input: { download_id: number },
  language: MessageLanguage,
): Promise<QtiExportProgress> {
  const row = await findVisibleDownloadProgress(deps.db, actor, input.download_id, QTI_PACKAGE);
  if (!row) throw notFound('Export');
  const params = JSON.parse(row.params_json) as QtiExportParams;
  const job = await jobProgress(deps.db, row.job_id);
  // A job that gave up on a removed instrument ends done, its download failed.
  const failed = job.status === 'failed' || (job.status === 'done' && row.status === 'failed');
  const done = job.status === 'done' && !failed ? params.total : Math.min(row.row_count ?? 0, params.total);
  return {
    ...job,
    status: failed ? 'failed' : job.status,
    progress: failed ? 0 : job.progress,
    // The job's own error is for the logs; the author reads why in their language.
    error: failed ? QTI_JOB_MESSAGES.exportFailed[language] : null,
    download_id: row.id,
    file_name: row.file_name,
    done,
    total: params.total,
  };
}

/** The job: the package written item by item (progress up to 95 %), then stored for download. */
export async function qtiExportJob(deps: Deps, payload: { downloadId: number }, report: JobReport) {
  const download = await downloadById(deps.db, payload.downloadId);
  if (!download) throw new Error(`download ${payload.downloadId} not found`);
  const params = JSON.parse(download.params_json) as QtiExportParams;
  const every = Math.max(1, Math.floor(params.total / PROGRESS_STEPS));
  const onItem = async (done: number, total: number) => {
    if (done % every !== 0 && done !== total) return;
    await reportDownloadProgress(deps.db, download.id, report, { done, total, rows: done });
  };
  try {
    await writeDownload(deps.db, download.id, async () => {
      const pkg = await exportQtiPackage(deps, { id: params.instrument_id, version: params.version }, onItem);
      const file = await newExportPath(deps.env, 'zip');
      await writeFile(file.absolute, pkg.body);
      await markDownloadDone(deps.db, download.id, {
        path: file.relative,
        size: pkg.body.length,
        rows: params.total,
      });
    });
  } catch (err) {
    // An instrument removed since the export was asked for will not come back: no retry.
    if (err instanceof AppError && err.status === 404) return;
    throw err;
  }
}
