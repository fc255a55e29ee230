import {
  type CandidateExportRequest,
  type ExportStarted,
  type JobProgress,
  NO_CANDIDATES_TO_EXPORT,
} from '@asesa/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Actor, Deps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { failDownload, finishSheetDownload, reportSheetProgress } from '../exports/download-job';
import { insertDownload, updateDownload, visibleDownloads } from '../exports/downloads.repository';
import { exportFileName, newExportPath } from '../exports/export-files';
import { dateCell, StreamingSheet } from '../exports/xlsx-writer';
import { assertCorporateVisible, type CandidateScope, candidatePeople, scopeOf } from './candidates.service';

export const EXPORT_CANDIDATES_JOB = 'export-candidates';
export const CANDIDATES_XLSX = 'candidates-xlsx';
const CHUNK = 1000;

interface CandidateExportParams {
  scope: CandidateScope;
  account_corporate_id?: number;
  search?: string;
}

/** The people an export holds, searched like the table's search box. */
function exportedPeople(deps: Deps, params: CandidateExportParams) {
  const base = candidatePeople(deps, params.scope, params.account_corporate_id);
  const search = params.search?.trim().toLowerCase();
  if (!search) return base;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return base.where((eb) =>
    eb.or(
      ['lp.name', 'g.email', 'lp.phone', 'lp.city'].map(
        (ref) => sql<SqlBool>`lower(${sql.ref(ref)}) like ${pattern} escape '\\'`,
      ),
    ),
  );
}

async function countPeople(deps: Deps, params: CandidateExportParams): Promise<number> {
  const row = await exportedPeople(deps, params)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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
  if ((await countPeople(deps, params)) === 0) throw badRequest(NO_CANDIDATES_TO_EXPORT);
  const ownerCorporate = corporateId ?? (actor.role === 'collaborator' ? actor.corporateId : null);
  const corporate = ownerCorporate
    ? await deps.db
        .selectFrom('corporate_accounts')
        .select('name')
        .where('id', '=', ownerCorporate)
        .executeTakeFirst()
    : undefined;
  const downloadId = await insertDownload(deps.db, {
    corporateId: ownerCorporate,
    consultantId: !ownerCorporate && actor.role === 'consultant' ? actor.consultantId : null,
    projectId: null,
    kind: CANDIDATES_XLSX,
    fileName: exportFileName(corporate?.name ?? 'All', 'candidates', nowIso(), 'xlsx'),
    params,
    createdBy: actor.userId,
  });
  const jobId = await deps.jobs.enqueue(EXPORT_CANDIDATES_JOB, { downloadId });
  await updateDownload(deps.db, downloadId, { job_id: jobId });
  return { download_id: downloadId, job_id: jobId };
}

export async function candidateExportProgress(
  deps: Deps,
  actor: Actor,
  downloadId: number,
): Promise<JobProgress> {
  const row = await visibleDownloads(deps.db, actor)
    .select('d.job_id')
    .where('d.id', '=', downloadId)
    .where('d.kind', '=', CANDIDATES_XLSX)
    .executeTakeFirst();
  if (!row) throw notFound('Export');
  return jobProgress(deps.db, row.job_id);
}

/** The job: people in keyset-paged chunks (corporate, e-mail), one committed row each. */
export async function exportCandidatesJob(
  deps: Deps,
  payload: { downloadId: number },
  report: (progress: number) => Promise<void>,
): Promise<void> {
  const download = await deps.db
    .selectFrom('downloads')
    .select(['id', 'params_json'])
    .where('id', '=', payload.downloadId)
    .executeTakeFirst();
  if (!download) throw new Error(`download ${payload.downloadId} not found`);
  const params = JSON.parse(download.params_json) as CandidateExportParams;
  try {
    await updateDownload(deps.db, download.id, { status: 'running', progress: 0, error: null });
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
      let q = exportedPeople(deps, params);
      if (last) {
        const after = last;
        q = q.where((eb) =>
          eb.or([
            eb('g.account_corporate_id', '>', after.corporate),
            eb.and([eb('g.account_corporate_id', '=', after.corporate), eb('g.email', '>', after.email)]),
          ]),
        );
      }
      const chunk = await q
        .select([
          'g.account_corporate_id',
          'g.email',
          'lp.name',
          'lp.phone',
          'lp.city',
          'cc.name as corporate_name',
          'g.project_count',
          'lp.status',
          'g.best_score_percent',
          'g.last_activity_at',
        ])
        .orderBy('g.account_corporate_id')
        .orderBy('g.email')
        .limit(CHUNK)
        .execute();
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
