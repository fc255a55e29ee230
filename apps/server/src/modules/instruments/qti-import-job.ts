import type { QtiImportProgress, QtiImportStarted } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { AppError, gone, notFound, problemsIn, type UploadProblem } from '../../lib/errors';
import type { MessageLanguage, ServerMessage } from '../../lib/server-messages';
import { findLiveInstrument } from './instruments.repository';
import { QTI_MESSAGES as Q } from './qti.messages';
import {
  deleteAnalysesBefore,
  findAnalysis,
  findPendingPackage,
  insertPendingAnalysis,
  recordAnalysis,
  recordAnalysisRefusal,
  setAnalysisJob,
} from './qti-analyses.repository';
import { analysePackage } from './qti-analysis';
import { ANALYSIS_KEPT_MS, reportOf, type StoredAnalysis } from './qti-import.service';
import { QTI_JOB_MESSAGES as J } from './qti-job.messages';
import { checkPackageArchive } from './qti-package-read';

// A QTI package of any size is analysed by a job: the upload is kept on its analysis row and the
// request answers at once; the job reads the package item by item, reporting how far it is, and
// leaves the report (or the refusal, in every language) on the row for the progress call.

export const QTI_IMPORT_JOB = 'qti-import-analysis';

const keptSince = () => new Date(Date.now() - ANALYSIS_KEPT_MS).toISOString();

/** `instruments/items/import-qti`: keeps the package and queues its analysis. */
export async function startQtiImport(
  deps: Deps,
  actor: Actor,
  fields: { id: number; mode: 'append' | 'replace'; section: string },
  buffer: Buffer,
): Promise<QtiImportStarted> {
  if (!(await findLiveInstrument(deps.db, fields.id))) throw notFound('Instrument');
  // Bytes that are not a zip archive are refused at once (400), not after a queued analysis.
  await checkPackageArchive(buffer);
  await deleteAnalysesBefore(deps.db, keptSince());
  const analysisId = await insertPendingAnalysis(deps.db, {
    instrument_id: fields.id,
    user_id: actor.userId,
    mode: fields.mode,
    package_base64: buffer.toString('base64'),
    created_at: nowIso(),
  });
  const jobId = await deps.jobs.enqueue(QTI_IMPORT_JOB, { analysisId, section: fields.section });
  await setAnalysisJob(deps.db, analysisId, jobId);
  return { analysis_id: analysisId, job_id: jobId };
}

/** A refusal as kept on the row: the message and the problems (items of the package) in every language. */
interface StoredRefusal {
  message: ServerMessage;
  problems?: UploadProblem[];
}

/**
 * The job: the package analysed (progress up to 95 % while items are read), the report and media
 * stored. A package refused (not a package, too large unpacked, too many items) is not retried:
 * the refusal is kept for the author and the job ends.
 */
export async function qtiImportJob(
  deps: Deps,
  payload: { analysisId: number; section: string },
  report: JobReport,
): Promise<void> {
  const row = await findPendingPackage(deps.db, payload.analysisId);
  // Expired (an hour) before the job ran, or already analysed by an earlier run.
  if (!row?.package_base64) return;
  try {
    const { media, ...analysis } = await analysePackage(
      Buffer.from(row.package_base64, 'base64'),
      payload.section,
      (done, total) => report(Math.floor((95 * done) / Math.max(total, 1))),
    );
    await recordAnalysis(deps.db, row.id, {
      analysis_json: JSON.stringify(analysis),
      media_json: JSON.stringify(
        media.map((m) => ({ path: m.path, base64: Buffer.from(m.bytes).toString('base64') })),
      ),
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const refusal: StoredRefusal = { message: err.text, problems: err.extra.problems };
    await recordAnalysisRefusal(deps.db, row.id, JSON.stringify(refusal));
  }
}

/** The refusal as the reader of `language` gets it: the message, then each problem. */
function refusalIn(errorJson: string, language: MessageLanguage): string {
  const refusal = JSON.parse(errorJson) as StoredRefusal;
  const problems = problemsIn(refusal.problems ?? [], language).map((p) =>
    p.item ? `${p.item}: ${p.message}` : p.message,
  );
  return [refusal.message[language], ...problems].join('. ');
}

/** `instruments/items/import-qti-progress`: how far the analysis is; its report once done. */
export async function qtiImportProgress(
  deps: Deps,
  actor: Actor,
  input: { analysis_id: number },
  language: MessageLanguage,
): Promise<QtiImportProgress> {
  const row = await findAnalysis(deps.db, input.analysis_id, actor.userId, keptSince());
  if (!row) throw gone(Q.analysisGone);
  const progress = await jobProgress(deps.db, row.job_id);
  if (row.error_json)
    return { ...progress, status: 'failed', error: refusalIn(row.error_json, language), report: null };
  if (!row.analysis_json) {
    // The job gave up on an error of its own (not a refusal of the package): say so in the reader's language.
    if (progress.status === 'failed') return { ...progress, error: J.analysisFailed[language], report: null };
    return { ...progress, status: progress.status === 'done' ? 'running' : progress.status, report: null };
  }
  const analysis = JSON.parse(row.analysis_json) as StoredAnalysis;
  const media = (JSON.parse(row.media_json) as unknown[]).length;
  const mode = row.mode === 'replace' ? 'replace' : 'append';
  return {
    ...progress,
    status: 'done',
    progress: 100,
    error: null,
    report: reportOf(row.id, { id: row.instrument_id, mode }, analysis, media, language),
  };
}
