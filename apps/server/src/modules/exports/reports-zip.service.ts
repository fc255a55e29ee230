import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import {
  type ExportStarted,
  type JobProgress,
  parseReportTypes,
  type ReportLanguage,
  type ReportType,
  type reportsZipRequest,
} from '@asesa/contracts';
import { ZipFile } from 'yazl';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import { nowIso } from '../../lib/clock';
import { AppError, badRequest, fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { visibleParticipant } from '../participants/participants.policy';
import { visibleProjects } from '../projects/projects.service';
import {
  enqueueDownloadJob,
  markDownloadDone,
  projectDownloadProgress,
  reportDownloadProgress,
  writeDownload,
} from './download-job';
import { downloadById } from './downloads.repository';
import { exportFileName, newExportPath } from './export-files';
import { EXPORT_MESSAGES } from './exports.messages';
import { commonLabels, reportLanguageOf } from './participant-report.labels';
import { languageOfReport, renderParticipantReport } from './participant-report.pdf';
import { projectReportContext, readReport } from './participant-report.reader';
import { findAnyResult, listParticipantNames } from './participant-report.repository';
import { participantReader } from './participant-report.service';

export const REPORTS_ZIP_JOB = 'reports-zip';
/** The download list's kind of a .zip of reports. */
export const REPORTS_ZIP = 'reports-zip';

interface ZipParams {
  participant_ids: number[];
  type: ReportType;
  /** The language asked for; without it each report's own default (archives made before languages). */
  lang?: ReportLanguage;
}

/**
 * Starts a .zip of the chosen participants' reports of one type: a row in the download list and a
 * job that renders them. Every chosen participant must be one of the project's that the actor may
 * see (404 otherwise, as for an unknown one), and at least one of them scored. The archive, its
 * name and its note are in the language asked for, else the project's; so are the reports (the
 * candidate feedback without a language asked for: each candidate's own).
 */
export async function startReportsZip(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof reportsZipRequest>,
): Promise<ExportStarted> {
  const project = await visibleProjects(deps, actor)
    .select(['p.id', 'p.name', 'p.account_corporate_id', 'p.report_types', 'p.default_language'])
    .where('p.id', '=', input.project_id)
    .executeTakeFirst();
  if (!project) throw notFound('Project');
  if (!parseReportTypes(project.report_types).includes(input.type))
    throw fieldError('type', fillMessage(EXPORT_MESSAGES.typeNotOffered, { type: input.type }));
  const ids = [...new Set(input.participant_ids)];
  const visible = await visibleParticipant(deps, actor, ids)
    .select(['pt.id', 'pt.project_id'])
    .where('pt.project_id', '=', project.id)
    .execute();
  if (visible.length !== ids.length) throw notFound('Participant');
  const scored = await findAnyResult(deps.db, ids);
  if (!scored) throw badRequest(EXPORT_MESSAGES.noReportsToZip, 'participant_ids');
  const params: ZipParams = { participant_ids: ids, type: input.type, lang: input.lang };
  const lang = reportLanguageOf('hiring-manager', {
    requested: input.lang,
    project: project.default_language,
  });
  return enqueueDownloadJob(deps, REPORTS_ZIP_JOB, {
    corporateId: project.account_corporate_id,
    projectId: project.id,
    kind: REPORTS_ZIP,
    fileName: exportFileName(project.name, commonLabels(lang).zipWords[input.type], nowIso(), 'zip'),
    params,
    createdBy: actor.userId,
  });
}

/** The progress of the project's latest .zip of reports, or of the one named. */
export async function reportsZipProgress(
  deps: Deps,
  actor: Actor,
  input: { project_id: number; download_id?: number },
): Promise<JobProgress> {
  const project = await visibleProjects(deps, actor)
    .select('p.id')
    .where('p.id', '=', input.project_id)
    .executeTakeFirst();
  if (!project) throw notFound('Project');
  return projectDownloadProgress(deps.db, project.id, REPORTS_ZIP, input.download_id);
}

/** Progress is reported about this often (and once per report for small archives). */
const PROGRESS_STEPS = 50;

/**
 * The job: renders each chosen participant's report into the archive as it goes (the archive is
 * written to disk while it grows, PDFs stored as they are: they are compressed already), lists
 * those not scored yet in a text file, and reports progress to the job and the download list.
 */
export async function reportsZipJob(
  deps: Deps,
  payload: { downloadId: number },
  report: JobReport,
): Promise<void> {
  const download = await downloadById(deps.db, payload.downloadId);
  if (!download?.project_id || download.account_corporate_id === null)
    throw new Error(`download ${payload.downloadId} not found`);
  const params = JSON.parse(download.params_json) as ZipParams;
  const { project_id: projectId, account_corporate_id: corporateId } = download;
  await writeDownload(deps.db, download.id, async () => {
    // The chosen participants were checked against the user who asked; the job reads as a reader
    // of the project's corporate, which sees exactly those.
    const reader = participantReader(corporateId);
    const context = await projectReportContext(deps, projectId);
    const archive = commonLabels(
      reportLanguageOf('hiring-manager', { requested: params.lang, project: context.project.language }),
    );
    const file = await newExportPath(deps.env, 'zip');
    const zip = new ZipFile();
    const out = createWriteStream(file.absolute);
    zip.outputStream.pipe(out);
    const written = finished(out);
    const names = new Set<string>();
    const notScored: string[] = [];
    const generatedAt = nowIso();
    const total = params.participant_ids.length;
    const every = Math.max(1, Math.floor(total / PROGRESS_STEPS));
    let count = 0;
    for (const [i, id] of params.participant_ids.entries()) {
      const data = await readReport(deps, reader, id, context).catch((err: unknown) => {
        // A participant erased or removed since the job started has no report any more.
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      });
      if (!data) {
        notScored.push(String(id));
        continue;
      }
      const lang = languageOfReport(data, params.type, params.lang);
      const pdf = await renderParticipantReport(data, {
        generatedAt,
        productName: deps.env.PRODUCT_NAME,
        type: params.type,
        lang,
      });
      const fileWords = commonLabels(lang).fileWords[params.type];
      zip.addBuffer(pdf, uniqueName(names, data.participant.name, data.participant.code, fileWords), {
        compress: false,
        mtime: new Date(generatedAt),
      });
      count++;
      if ((i + 1) % every === 0 || i + 1 === total)
        await reportDownloadProgress(deps.db, download.id, report, { done: i + 1, total, rows: count });
    }
    if (notScored.length) {
      const names = await listParticipantNames(deps.db, notScored.map(Number));
      const text = [archive.notScoredNote, ...names.map((n) => `${n.name} (${n.participant_code})`), ''].join(
        '\r\n',
      );
      zip.addBuffer(Buffer.from(text, 'utf8'), archive.notScoredFile, { mtime: new Date(generatedAt) });
    }
    zip.end();
    await written;
    const size = (await stat(file.absolute)).size;
    await markDownloadDone(deps.db, download.id, { path: file.relative, size, rows: count });
  });
}

/**
 * "Hadi Pratama DEMO-0001 report.pdf" ("… laporan manajer perekrutan.pdf" in Indonesian), numbered
 * when two participants would share a name.
 */
function uniqueName(taken: Set<string>, name: string, code: string, fileWords: string): string {
  const base = exportFileName(`${name} ${code}`, fileWords, '', 'pdf').replace(/ \.pdf$/, '.pdf');
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = base.replace(/\.pdf$/, ` (${n}).pdf`);
  taken.add(candidate.toLowerCase());
  return candidate;
}
