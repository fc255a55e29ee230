import {
  type ExportStarted,
  type JobProgress,
  NO_PARTICIPANTS_TO_EXPORT,
  type ParticipantExportRequest,
  type participantExportRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { visibleProjects } from '../projects/projects.service';
import { failDownload, finishSheetDownload, reportSheetProgress } from './download-job';
import { downloadById, insertDownload, updateDownload } from './downloads.repository';
import { exportFileName, newExportPath } from './export-files';
import { participantFilter } from './participant-filters';
import { type CellValue, dateCell, type SheetColumn, StreamingSheet } from './xlsx-writer';

export const EXPORT_PARTICIPANTS_JOB = 'export-participants';
export const PARTICIPANTS_XLSX = 'participants-xlsx';
/** Rows read per query (keyset paging on id): one short query each, never a long transaction. */
export const EXPORT_CHUNK = 1000;

async function exportableProject(deps: Deps, actor: Actor, projectId: number) {
  const project = await visibleProjects(deps, actor)
    .select(['p.id', 'p.name', 'p.account_corporate_id'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!project) throw notFound('Project');
  return project;
}

function countParticipants(deps: Deps, projectId: number, filters: ParticipantExportRequest) {
  return deps.db
    .selectFrom('participants as pt')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(participantFilter(projectId, filters))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/**
 * Starts an .xlsx export of a project's participants: a row in the download list and a job that
 * writes the file. Refuses an export that would be empty.
 */
export async function startParticipantExport(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof participantExportRequest>,
): Promise<ExportStarted> {
  const project = await exportableProject(deps, actor, input.project_id);
  if ((await countParticipants(deps, project.id, input)) === 0) throw badRequest(NO_PARTICIPANTS_TO_EXPORT);
  const downloadId = await insertDownload(deps.db, {
    corporateId: project.account_corporate_id,
    projectId: project.id,
    kind: PARTICIPANTS_XLSX,
    fileName: exportFileName(project.name, 'participants', nowIso(), 'xlsx'),
    params: input,
    createdBy: actor.userId,
  });
  const jobId = await deps.jobs.enqueue(EXPORT_PARTICIPANTS_JOB, { downloadId });
  await updateDownload(deps.db, downloadId, { job_id: jobId });
  return { download_id: downloadId, job_id: jobId };
}

/** The progress of the project's latest participants export, or of the one named. */
export async function participantExportProgress(
  deps: Deps,
  actor: Actor,
  input: { project_id: number; download_id?: number },
): Promise<JobProgress> {
  const project = await exportableProject(deps, actor, input.project_id);
  let q = deps.db
    .selectFrom('downloads')
    .select('job_id')
    .where('project_id', '=', project.id)
    .where('kind', '=', PARTICIPANTS_XLSX);
  if (input.download_id) q = q.where('id', '=', input.download_id);
  const row = await q.orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (input.download_id && !row) throw notFound('Export');
  return jobProgress(deps.db, row?.job_id);
}

interface ProjectCompetence {
  competence_id: number;
  name: string;
}

interface StoredCompetence {
  competence_id?: number;
  code?: string;
  score?: number | null;
  label?: string | null;
  level?: string | number | null;
}

function competencesOf(json: string | null): Map<number, StoredCompetence> {
  if (!json) return new Map();
  try {
    const list = JSON.parse(json) as StoredCompetence[];
    return new Map(
      (Array.isArray(list) ? list : []).flatMap((c) => (c.competence_id ? [[c.competence_id, c]] : [])),
    );
  } catch {
    return new Map();
  }
}

const round1 = (n: number | null | undefined) =>
  n === null || n === undefined ? null : Math.round(n * 10) / 10;

function columnsFor(competences: ProjectCompetence[]): SheetColumn[] {
  const DATE = 'yyyy-mm-dd hh:mm';
  return [
    { header: 'Participant code', width: 18 },
    { header: 'Name', width: 28 },
    { header: 'Email', width: 30 },
    { header: 'Phone' },
    { header: 'City' },
    { header: 'Status', width: 12 },
    { header: 'Invited at', width: 18, numFmt: DATE },
    { header: 'Completed at', width: 18, numFmt: DATE },
    { header: 'Score %', width: 10, numFmt: '0.0' },
    { header: 'Number correct', width: 10 },
    { header: 'Max score', width: 10 },
    { header: 'Job fit %', width: 10, numFmt: '0.0' },
    ...competences.flatMap((c) => [
      { header: `${c.name} level`, width: 18 },
      { header: `${c.name} score`, width: 12, numFmt: '0.00' },
    ]),
    { header: 'Starred', width: 9 },
    { header: 'Shortlisted', width: 11 },
  ];
}

/**
 * The export job: reads the participants in keyset-paged chunks, commits each row to the
 * streaming workbook, and reports progress to the job and to the download list as it goes.
 */
export async function exportParticipantsJob(
  deps: Deps,
  payload: { downloadId: number },
  report: (progress: number) => Promise<void>,
): Promise<void> {
  const download = await downloadById(deps.db, payload.downloadId);
  if (!download?.project_id) throw new Error(`download ${payload.downloadId} not found`);
  const projectId = download.project_id;
  const filters = JSON.parse(download.params_json) as ParticipantExportRequest;
  try {
    await updateDownload(deps.db, download.id, { status: 'running', progress: 0, error: null });
    const competences = await deps.db
      .selectFrom('project_competences as pc')
      .innerJoin('competences as c', 'c.id', 'pc.competence_id')
      .select(['pc.competence_id', 'c.name'])
      .where('pc.project_id', '=', projectId)
      .orderBy('pc.position')
      .orderBy('pc.id')
      .execute();
    const total = await countParticipants(deps, projectId, filters);
    const file = await newExportPath(deps.env, 'xlsx');
    const sheet = new StreamingSheet(file.absolute, 'Participants', columnsFor(competences));
    let lastId = 0;
    for (;;) {
      const chunk = await deps.db
        .selectFrom('participants as pt')
        .select([
          'pt.id',
          'pt.participant_code',
          'pt.name',
          'pt.email',
          'pt.phone',
          'pt.city',
          'pt.status',
          'pt.invited_at',
          'pt.created_at',
          'pt.completed_at',
          'pt.score_percent',
          'pt.number_correct',
          'pt.max_score',
          'pt.job_fit',
          'pt.competences_json',
          'pt.starred',
          'pt.shortlisted',
        ])
        .where(participantFilter(projectId, filters))
        .where('pt.id', '>', lastId)
        .orderBy('pt.id')
        .limit(EXPORT_CHUNK)
        .execute();
      if (chunk.length === 0) break;
      for (const p of chunk) {
        const scores = competencesOf(p.competences_json);
        const percent =
          p.score_percent ??
          (p.number_correct !== null && p.max_score ? (100 * p.number_correct) / p.max_score : null);
        const row: CellValue[] = [
          p.participant_code,
          p.name,
          p.email,
          p.phone,
          p.city,
          p.status,
          dateCell(p.invited_at ?? p.created_at),
          dateCell(p.completed_at),
          round1(percent),
          p.number_correct,
          p.max_score,
          round1(p.job_fit),
          ...competences.flatMap((c) => {
            const s = scores.get(c.competence_id);
            return [s ? String(s.label ?? s.level ?? '') || null : null, s?.score ?? null];
          }),
          p.starred ? 'Yes' : 'No',
          p.shortlisted ? 'Yes' : 'No',
        ];
        sheet.addRow(row);
      }
      lastId = chunk[chunk.length - 1].id;
      await reportSheetProgress(deps.db, download.id, sheet, total, report);
    }
    await finishSheetDownload(deps.db, download.id, sheet, file);
  } catch (err) {
    await failDownload(deps.db, download.id, err);
    throw err;
  }
}
