import type { CandidateExportRequest, ExportStarted, JobProgress } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { failDownload, finishSheetDownload, reportSheetProgress } from '../exports/download-job';
import { addDownload, changeDownload, downloadOfJob, visibleDownloadJob } from '../exports/downloads.service';
import { exportFileName, newExportPath } from '../exports/export-files';
import { EXPORT_MESSAGES } from '../exports/exports.messages';
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
}

const countPeople = (deps: Deps, params: CandidateExportParams) =>
  countSearchedPeople(deps.db, params.scope, params.account_corporate_id, params.search);

/**
 * Starts an .xlsx export of the candidate database in the actor's scope (an admin's covers every
 * tenant); it appears in the download list of whoever may see that scope.
 */
export async function startCandidateExport(
  deps: Deps,
  actor: Actor,
  input: CandidateExportRequest,
): Promise<ExportStarted> {
  const corporateId = input.account_corporate_id;
  if (corporateId) await assertCorporateVisible(deps, actor, corporateId);
  const params: CandidateExportParams = {
    scope: scopeOf(actor),
    account_corporate_id: corporateId,
    search: input.search,
  };
  if ((await countPeople(deps, params)) === 0) throw badRequest(EXPORT_MESSAGES.noCandidates);
  const ownerCorporate = corporateId ?? (actor.role === 'collaborator' ? actor.corporateId : null);
  const corporate = ownerCorporate ? await findCorporateName(deps.db, ownerCorporate) : undefined;
  const downloadId = await addDownload(deps, {
    corporateId: ownerCorporate,
    consultantId: !ownerCorporate && actor.role === 'consultant' ? actor.consultantId : null,
    projectId: null,
    kind: CANDIDATES_XLSX,
    fileName: exportFileName(corporate?.name ?? 'All', 'candidates', nowIso(), 'xlsx'),
    params,
    createdBy: actor.userId,
  });
  const jobId = await deps.jobs.enqueue(EXPORT_CANDIDATES_JOB, { downloadId });
  await changeDownload(deps, downloadId, { job_id: jobId });
  return { download_id: downloadId, job_id: jobId };
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
  report: (progress: number) => Promise<void>,
): Promise<void> {
  const download = await downloadOfJob(deps, payload.downloadId);
  if (!download) throw new Error(`download ${payload.downloadId} not found`);
  const params = JSON.parse(download.params_json) as CandidateExportParams;
  try {
    await changeDownload(deps, download.id, { status: 'running', progress: 0, error: null });
    const total = await countPeople(deps, params);
    const file = await newExportPath(deps.env, 'xlsx');
    const sheet = new StreamingSheet(file.absolute, 'Candidates', [
      { header: 'Name', width: 28 },
      { header: 'Email', width: 30 },
      { header: 'Phone' },
      { header: 'City' },
      { header: 'Corporate', width: 24 },
      { header: 'Projects', width: 10 },
      { header: 'Latest status', width: 14 },
      { header: 'Best score %', width: 12, numFmt: '0.0' },
      { header: 'Last activity', width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
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
          r.status,
          r.best_score_percent === null ? null : Math.round(Number(r.best_score_percent) * 10) / 10,
          dateCell(r.last_activity_at as string | null),
        ]);
      }
      const tail = chunk[chunk.length - 1];
      last = { corporate: tail.account_corporate_id, email: tail.email };
      await reportSheetProgress(deps.db, download.id, sheet, total, report);
    }
    await finishSheetDownload(deps.db, download.id, sheet, file);
  } catch (err) {
    await failDownload(deps.db, download.id, err);
    throw err;
  }
}
