import { z } from 'zod';
import { UI_LOCALES } from './auth';
import { datatableCall, datatableQuery } from './envelope';
import { jobProgress } from './jobs';
import { participantDatatableRequest } from './participants';
import { DEFAULT_REPORT_TYPE, reportLanguage, reportType } from './reports';

/** What an export answers when nothing matches: no empty files. */
export const NO_PARTICIPANTS_TO_EXPORT = 'There are no participants to export';
/** downloads/file while the export job is still writing the file. */
export const EXPORT_NOT_READY = 'The export is not ready yet';
/** downloads/file when the export failed or its file was cleaned up. */
export const EXPORT_FILE_GONE = 'The export file is no longer available; please export again';
/** projects/participants/report before the participant has results. */
export const REPORT_NOT_SCORED = 'The participant has not been scored yet, so there is no report';
/** test-activities/export when the project keeps results from its participants. */
export const REPORT_NOT_SHARED = 'This project does not share results with its participants';

/** Kinds of rows in the download list. */
export const DOWNLOAD_KINDS = ['participants-xlsx', 'candidates-xlsx', 'reports-zip'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];
/** expired: the file was deleted after the retention period (the row stays in the list). */
export const DOWNLOAD_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

const positiveId = z.number().int().positive();

/**
 * Which participants of a project an export holds: all, or those matching the participants
 * table's filters (the same fields as projects/participants/datatable, plus its search box), or
 * the ticked rows (participant_ids).
 */
export const participantExportRequest = participantDatatableRequest
  .pick({
    project_id: true,
    status: true,
    city: true,
    starred: true,
    shortlisted: true,
    score_percent_min: true,
    score_percent_max: true,
    job_fit_min: true,
    job_fit_max: true,
  })
  .extend({
    /** Matches name, e-mail or participant code (as the table's search box). */
    search: z.string().trim().max(200).optional(),
    participant_ids: z
      .array(positiveId)
      .min(1, 'participant_ids: choose at least 1 participant')
      .max(10_000, 'participant_ids: at most 10000 participants at once')
      .optional(),
    /** The language of the file's headers and texts; without it the user's back-office language. */
    lang: z.enum(UI_LOCALES, { message: `lang must be one of ${UI_LOCALES.join(', ')}` }).optional(),
  });
export type ParticipantExportRequest = z.input<typeof participantExportRequest>;

export const exportStarted = z.object({ download_id: z.number().int(), job_id: z.number().int() });
export type ExportStarted = z.infer<typeof exportStarted>;

export const exportProgressRequest = z.object({
  project_id: positiveId,
  /** A given export of the project; without it the project's latest participants export. */
  download_id: positiveId.optional(),
});

/** One export in the download list. */
export const downloadRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  file_name: z.string(),
  status: z.enum(DOWNLOAD_STATUSES),
  progress: z.number().int(),
  size_bytes: z.number().int().nullable(),
  row_count: z.number().int().nullable(),
  error: z.string().nullable(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  corporate_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DownloadRow = z.infer<typeof downloadRow>;

export const downloadFileRequest = z.object({ download_id: positiveId });
export const participantReportRequest = z.object({
  participant_id: positiveId,
  /** Which report (one the project offers); the hiring manager's by default. */
  type: reportType.default(DEFAULT_REPORT_TYPE),
  /** The report's language; without it the project's (the candidate feedback: the candidate's). */
  lang: reportLanguage.optional(),
});

/** At most this many reports in one .zip. */
export const REPORTS_ZIP_MAX = 2000;
/** The reports of chosen participants of a project as one .zip (a job; the file goes to the download list). */
export const reportsZipRequest = z.object({
  project_id: positiveId,
  participant_ids: z
    .array(positiveId)
    .min(1, 'participant_ids: choose at least 1 participant')
    .max(REPORTS_ZIP_MAX, `participant_ids: at most ${REPORTS_ZIP_MAX} participants at once`),
  type: reportType.default(DEFAULT_REPORT_TYPE),
  /** The reports' and the archive's language; without it the project's. */
  lang: reportLanguage.optional(),
});
export type ReportsZipRequest = z.input<typeof reportsZipRequest>;
/** projects/participants/reports-zip when none of the chosen participants has been scored. */
export const NO_REPORTS_TO_ZIP = 'None of the chosen participants has been scored, so there are no reports';

/** The participant's own report (test-activities/export): the participant code is the credential. */
export const participantSelfReportRequest = z.object({
  participant_codes: z
    .string()
    .trim()
    .min(6, 'participant_codes is not a valid participant code')
    .max(64, 'participant_codes is not a valid participant code')
    .regex(/^[A-Za-z0-9-]+$/, 'participant_codes is not a valid participant code'),
  lang: z.string().trim().max(10).optional(),
});

export const EXPORT_CALLS = {
  'projects/participants/export': { request: participantExportRequest, response: exportStarted },
  'projects/participants/export-progress': { request: exportProgressRequest, response: jobProgress },
  'projects/participants/reports-zip': { request: reportsZipRequest, response: exportStarted },
  'projects/participants/reports-zip-progress': { request: exportProgressRequest, response: jobProgress },
  'downloads/datatable': datatableCall(datatableQuery, downloadRow),
} as const;

export const EXPORT_FILE_CALLS = {
  'downloads/file': downloadFileRequest,
  'projects/participants/report': participantReportRequest,
  'test-activities/export': participantSelfReportRequest,
} as const;
