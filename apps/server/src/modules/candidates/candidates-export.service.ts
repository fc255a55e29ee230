import type { CandidateExportRequest, ExportStarted, JobProgress } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import {
  enqueueDownloadJob,
  finishSheetDownload,
  reportSheetProgress,
  writeDownload,
} from '../exports/download-job';
import { downloadOfJob, visibleDownloadJob } from '../exports/downloads.service';
import { exportFileName, newExportPath } from '../exports/export-files';
import { exportLanguage } from '../exports/export-language';
import { EXPORT_MESSAGES } from '../exports/exports.messages';
import { type ExportLanguage, exportLabels, statusWord } from '../exports/participants-export.labels';
import { dateCell, StreamingSheet } from '../exports/xlsx-writer';
import {
  type CandidateScope,
  countSearchedPeople,
  findCorporateName,
  listPeopleAfter,
  scopeOf,
} from './candidates.repository';
import { assertCorporateVisible } from './candidates.service';

export const EXPORT_CANDIDATES_JOB = 'export-candidates';
export const CANDIDATES_XLSX = 'candidates-xlsx';
const CHUNK = 1000;

interface CandidateExportParams {
  scope: CandidateScope;
  account_corporate_id?: number;
  search?: string;
  /** The file's language (absent in exports started before languages: English). */
  lang?: ExportLanguage;
}

const countPeople = (deps: Deps, params: CandidateExportParams) =>
  countSearchedPeople(deps.db, params.scope, params.account_corporate_id, params.search);

/**
 * Starts an .xlsx export of the candidate database in the actor's scope (an admin's covers every
 * tenant); it appears in the download list of whoever may see that scope. Its name, headers and
 * status words are in the language asked for, else the user's.
 */
export async function startCandidateExport(
  deps: Deps,
  actor: Actor,
  input: CandidateExportRequest,
): Promise<ExportStarted> {
  const corporateId = input.account_corporate_id;
  if (corporateId) await assertCorporateVisible(deps, actor, corporateId);
  const lang = await exportLanguage(deps, actor.userId, input.lang);
  const params: CandidateExportParams = {
    scope: scopeOf(actor),
    account_corporate_id: corporateId,
    search: input.search,
    lang,
  };
  if ((await countPeople(deps, params)) === 0) throw badRequest(EXPORT_MESSAGES.noCandidates);
  const ownerCorporate = corporateId ?? (actor.role === 'collaborator' ? actor.corporateId : null);
  const corporate = ownerCorporate ? await findCorporateName(deps.db, ownerCorporate) : undefined;
  const labels = exportLabels(lang);
  return enqueueDownloadJob(deps, EXPORT_CANDIDATES_JOB, {
    corporateId: ownerCorporate,
    consultantId: !ownerCorporate && actor.role === 'consultant' ? actor.consultantId : null,
    projectId: null,
    kind: CANDIDATES_XLSX,
    fileName: exportFileName(
      corporate?.name ?? labels.candidates.allCorporates,
      labels.candidates.file,
      nowIso(),
      'xlsx',
    ),
    params,
    createdBy: actor.userId,
  });
}

export async function candidateExportProgress(
  deps: Deps,
  actor: Actor,
  downloadId: number,
): Promise<JobProgress> {
  const row = await visibleDownloadJob(deps, actor, downloadId, CANDIDATES_XLSX);
  if (!row) throw notFound('Export');
  return jobProgress(deps.db, row.job_id);
}

/** The job: people in keyset-paged chunks (corporate, e-mail), one committed row each. */
export async function exportCandidatesJob(
  deps: Deps,
  payload: { downloadId: number },
  report: JobReport,
): Promise<void> {
  const download = await downloadOfJob(deps, payload.downloadId);
  if (!download) throw new Error(`download ${payload.downloadId} not found`);
  const params = JSON.parse(download.params_json) as CandidateExportParams;
  await writeDownload(deps.db, download.id, async () => {
    const total = await countPeople(deps, params);
    const file = await newExportPath(deps.env, 'xlsx');
    const labels = exportLabels(params.lang);
    const L = labels.candidates;
    const sheet = new StreamingSheet(file.absolute, L.sheet, [
      { header: L.name, width: 28 },
      { header: L.email, width: 30 },
      { header: L.phone },
      { header: L.city },
      { header: L.corporate, width: 24 },
      { header: L.projects, width: 10 },
      { header: L.latestStatus, width: 18 },
      { header: L.bestScore, width: 12, numFmt: '0.0' },
      { header: L.lastActivity, width: 22, numFmt: labels.dateTime },
    ]);
    let last: { corporate: number; email: string } | null = null;
    for (;;) {
      const chunk = await listPeopleAfter(
        deps.db,
        { scope: params.scope, corporateId: params.account_corporate_id, search: params.search },
        last,
        CHUNK,
      );
      if (chunk.length === 0) break;
      for (const r of chunk) {
        sheet.addRow([
          r.name,
          r.email,
          r.phone,
          r.city,
          r.corporate_name,
          Number(r.project_count),
          statusWord(labels, r.status),
          r.best_score_percent === null ? null : Math.round(Number(r.best_score_percent) * 10) / 10,
          dateCell(r.last_activity_at as string | null),
        ]);
      }
      const tail = chunk[chunk.length - 1];
      last = { corporate: tail.account_corporate_id, email: tail.email };
      await reportSheetProgress(deps.db, download.id, sheet, total, report);
    }
    await finishSheetDownload(deps.db, download.id, sheet, file);
  });
}
