import {
  type DisplayKind,
  type ExportStarted,
  type JobProgress,
  type ParticipantExportRequest,
  type participantExportRequest,
  roundFor,
  translated,
} from '@asesa/contracts';
import type { EntityScore, ScoreResult } from '@asesa/scoring';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { takenWithOf } from '../accommodations/accommodations.service';
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
import { exportLanguage } from './export-language';
import { EXPORT_MESSAGES } from './exports.messages';
import {
  type ExportLabels,
  type ExportLanguage,
  exportLabels,
  statusWord,
} from './participants-export.labels';
import {
  countExportedParticipants,
  listInstrumentRows,
  listSummaryRows,
} from './participants-export.repository';
import {
  type ExportInstrument,
  flagCounts,
  type ProjectCompetence,
  projectCompetences,
  projectInstruments,
  recordedFlagKinds,
} from './participants-export-contents';
import {
  type BandTexts,
  bandTranslations,
  emptyTranslationCache,
  type ReportTranslationCache,
} from './report-translations';
import { type CellValue, dateCell, type SheetColumn, StreamingWorkbook } from './xlsx-writer';

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
  return countExportedParticipants(deps.db, projectId, filters);
}

/**
 * Starts an .xlsx export of a project's participants: a row in the download list and a job that
 * writes the file. Refuses an export that would be empty. The language is fixed now, so the file
 * reads the same whoever's settings change before the job runs.
 */
export async function startParticipantExport(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof participantExportRequest>,
): Promise<ExportStarted> {
  const project = await exportableProject(deps, actor, input.project_id);
  if ((await countParticipants(deps, project.id, input)) === 0)
    throw badRequest(EXPORT_MESSAGES.noParticipants);
  const lang = await exportLanguage(deps, actor.userId, input.lang);
  return enqueueDownloadJob(deps, EXPORT_PARTICIPANTS_JOB, {
    corporateId: project.account_corporate_id,
    projectId: project.id,
    kind: PARTICIPANTS_XLSX,
    fileName: exportFileName(project.name, exportLabels(lang).participantsFile, nowIso(), 'xlsx'),
    params: { ...input, lang },
    createdBy: actor.userId,
  });
}

/** The progress of the project's latest participants export, or of the one named. */
export async function participantExportProgress(
  deps: Deps,
  actor: Actor,
  input: { project_id: number; download_id?: number },
): Promise<JobProgress> {
  const project = await exportableProject(deps, actor, input.project_id);
  return projectDownloadProgress(deps.db, project.id, PARTICIPANTS_XLSX, input.download_id);
}

// ---------------------------------------------------------------------------------------------
// Cells.

interface StoredCompetence {
  competence_id?: number;
  score?: number | null;
  label?: string | null;
  level?: string | number | null;
}

interface StoredJobFit {
  fit?: number | null;
  band?: { lower: number; upper: number } | null;
  contributions?: Array<{ match?: number; shortfall?: number }>;
}

function parsed<T>(json: string | null): T | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

function competencesOf(json: string | null): Map<number, StoredCompetence> {
  const list = parsed<StoredCompetence[]>(json);
  return new Map(
    (Array.isArray(list) ? list : []).flatMap((c) => (c.competence_id ? [[c.competence_id, c]] : [])),
  );
}

/** A number as a number cell (PostgreSQL answers some as strings); nothing stays empty. */
function num(value: number | string | bigint | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A score as a number cell holding the value the drawer and the reports show: rounded to its
 * kind's digits by the shared rule (contracts' number-format.ts), so the cell reads alike there.
 */
const shown = (kind: DisplayKind, value: number | string | bigint | null | undefined) =>
  roundFor(kind, num(value));

/** Text as a text cell; an empty text leaves the cell empty. */
const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** "Meets 2 of 3 targets": a target is met when its competence falls no sten short of it. */
function jobFitLabel(fit: StoredJobFit | null, labels: ExportLabels): string | null {
  const targets = fit?.contributions ?? [];
  if (fit?.fit === null || fit?.fit === undefined || targets.length === 0) return null;
  const met = targets.filter((c) => (c.shortfall !== undefined ? c.shortfall <= 0 : (c.match ?? 0) >= 1));
  return labels.targetsMet(met.length, targets.length);
}

/** A competence's level label in the export's language (its stored label when untranslated). */
function levelLabel(c: ProjectCompetence, s: StoredCompetence | undefined, lang: ExportLanguage) {
  const label = text(s?.label ?? s?.level);
  if (label === null || s?.level === null || s?.level === undefined) return label;
  return translated(label, c.translations, lang, ['levels', String(s.level)]);
}

function summaryColumns(
  labels: ExportLabels,
  competences: ProjectCompetence[],
  flagKinds: string[],
): SheetColumn[] {
  return [
    { header: labels.code, width: 18 },
    { header: labels.name, width: 28 },
    { header: labels.email, width: 30 },
    { header: labels.phone },
    { header: labels.city },
    { header: labels.status, width: 14 },
    { header: labels.invitedAt, width: 18, numFmt: labels.dateTime },
    { header: labels.registeredAt, width: 18, numFmt: labels.dateTime },
    { header: labels.startedAt, width: 18, numFmt: labels.dateTime },
    { header: labels.completedAt, width: 18, numFmt: labels.dateTime },
    // Scores are stored as shown (rounded, see `shown`) in the General format, which writes them as
    // the drawer and the reports do: "87.5", "100", never "100.0".
    { header: labels.scorePercent, width: 10 },
    { header: labels.numberCorrect, width: 10 },
    { header: labels.maxScore, width: 10 },
    { header: labels.jobFit, width: 10 },
    { header: labels.jobFitLower, width: 12 },
    { header: labels.jobFitUpper, width: 12 },
    { header: labels.jobFitLabel, width: 22 },
    ...competences.flatMap((c) => [
      { header: labels.competenceSten(c.name), width: 12 },
      { header: labels.competenceLevel(c.name), width: 18 },
    ]),
    { header: labels.integrityTotal, width: 12 },
    ...flagKinds.map((k) => ({ header: labels.integrityKind(k), width: 14 })),
    { header: labels.starred, width: 9 },
    { header: labels.shortlisted, width: 11 },
    { header: labels.atsCandidateId, width: 16 },
    { header: labels.atsApplicationId, width: 16 },
    { header: labels.accommodation, width: 40 },
  ];
}

function instrumentColumns(labels: ExportLabels, instrument: ExportInstrument): SheetColumn[] {
  return [
    { header: labels.code, width: 18 },
    { header: labels.name, width: 28 },
    { header: labels.scoredAt, width: 18, numFmt: labels.dateTime },
    ...(instrument.ability
      ? [
          { header: labels.numberCorrect, width: 10 },
          { header: labels.maxScore, width: 10 },
        ]
      : []),
    ...instrument.dimensions.flatMap((d) => [
      { header: labels.raw(d.name), width: 12 },
      { header: labels.sten(d.name), width: 10 },
      { header: labels.t(d.name), width: 10 },
      { header: labels.percentile(d.name), width: 12 },
      { header: labels.band(d.name), width: 16 },
      ...(instrument.thetaCodes.has(d.code)
        ? [
            { header: labels.theta(d.name), width: 10 },
            { header: labels.thetaSe(d.name), width: 10 },
          ]
        : []),
    ]),
  ];
}

/**
 * The most a participant could score: an adaptive test's number correct is of the items the
 * candidate was given (as the results drawer says), not of the whole bank.
 */
function maxScoreOf(stored: number | null, result: ScoreResult | null): number | null {
  const adaptive = Object.values(result?.indicators ?? {}).some((i) => i.method === 'theta');
  return adaptive && result?.ability ? result.ability.answeredKeyed : num(stored);
}

function dimensionCells(
  code: string,
  score: EntityScore | undefined,
  withTheta: boolean,
  bands: BandTexts | undefined,
  lang: ExportLanguage,
): CellValue[] {
  const band = score?.band;
  const bandLabel = text(band?.label ?? band?.level);
  return [
    shown('raw', score?.raw),
    shown('sten', score?.scaled?.sten),
    shown('T', score?.scaled?.T),
    shown('percentile', score?.scaled?.percentile),
    // The band's name in the export's language, from the blueprint version that scored it.
    band && bandLabel !== null
      ? translated(bandLabel, bands?.get(code)?.get(band.level), lang, ['level'])
      : bandLabel,
    ...(withTheta ? [shown('theta', score?.theta?.value), shown('theta', score?.theta?.se)] : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Rows.

type SummaryRow = Awaited<ReturnType<typeof listSummaryRows>>[number];
type InstrumentRow = Awaited<ReturnType<typeof listInstrumentRows>>[number];

/** What every Summary row is written against: the project's competences and the flag kinds. */
interface SummaryContext {
  competences: ProjectCompetence[];
  flagKinds: string[];
  labels: ExportLabels;
  lang: ExportLanguage;
}

/** A participant's Summary row, in the order of summaryColumns. */
function summaryRow(
  p: SummaryRow,
  { competences, flagKinds, labels, lang }: SummaryContext,
  mine: Map<string, number> | undefined,
  takenWith: Awaited<ReturnType<typeof takenWithOf>>,
): CellValue[] {
  const scores = competencesOf(p.competences_json);
  const fit = parsed<StoredJobFit>(p.job_fit_json);
  const correct = num(p.number_correct);
  const max = num(p.max_score);
  const percent = shown(
    'percent',
    num(p.score_percent) ?? (correct !== null && max ? (100 * correct) / max : null),
  );
  // Someone who never started has no flags to count, not zero of them.
  const counted = mine !== undefined || p.started_at !== null;
  return [
    p.participant_code,
    text(p.name),
    text(p.email),
    text(p.phone),
    text(p.city),
    statusWord(labels, p.status),
    dateCell(p.invited_at ?? p.created_at),
    dateCell(p.registered_at),
    dateCell(p.started_at),
    dateCell(p.completed_at),
    percent,
    correct,
    max,
    shown('jobFit', p.job_fit),
    shown('jobFit', fit?.band?.lower),
    shown('jobFit', fit?.band?.upper),
    jobFitLabel(fit, labels),
    ...competences.flatMap((c) => {
      const s = scores.get(c.competence_id);
      return [shown('sten', s?.score), levelLabel(c, s, lang)];
    }),
    counted ? [...(mine?.values() ?? [])].reduce((a, b) => a + b, 0) : null,
    ...flagKinds.map((k) => (counted ? (mine?.get(k) ?? 0) : null)),
    p.starred ? labels.yes : labels.no,
    p.shortlisted ? labels.yes : labels.no,
    text(p.ats_candidate_id ?? ''),
    text(p.ats_application_id ?? ''),
    // The accommodation the tests were taken with, in neutral words (empty without one).
    text(takenWith.get(p.id)?.[lang]),
  ];
}

/** A participant's row on an instrument's sheet, in the order of instrumentColumns. */
async function instrumentRow(
  deps: Deps,
  p: InstrumentRow,
  instrument: ExportInstrument,
  needsScores: boolean,
  lang: ExportLanguage,
  translations: ReportTranslationCache,
): Promise<CellValue[]> {
  const result = needsScores ? parsed<ScoreResult>(p.result_json ?? null) : null;
  // Band names' translations by blueprint version, each version read once per export.
  const bands =
    needsScores && p.blueprint_id && p.blueprint_version
      ? await bandTranslations(deps, p.blueprint_id, p.blueprint_version, translations)
      : undefined;
  return [
    p.participant_code,
    text(p.name),
    dateCell(p.created_at),
    ...(instrument.ability ? [num(p.number_correct), maxScoreOf(p.max_score, result)] : []),
    ...instrument.dimensions.flatMap((d) =>
      dimensionCells(
        d.code,
        result?.dimensions?.[d.code] ?? result?.groupDimensions?.[d.code],
        instrument.thetaCodes.has(d.code),
        bands,
        lang,
      ),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// The job.

/** Pages of rows in id order, each fetched after the last id of the one before. */
async function* keysetPages<T extends { id: number }>(fetch: (afterId: number) => Promise<T[]>) {
  let lastId = 0;
  for (;;) {
    const chunk = await fetch(lastId);
    if (chunk.length === 0) return;
    yield chunk;
    lastId = chunk[chunk.length - 1].id;
  }
}

/**
 * The export job. The file has a Summary sheet and one sheet per instrument of the project, each
 * a row per participant in the same order. The streaming writer finishes a sheet before the next
 * begins, so each sheet reads the participants again in keyset-paged chunks: memory holds one
 * chunk, however many participants and sheets. Progress goes to the job and the download list.
 */
export async function exportParticipantsJob(
  deps: Deps,
  payload: { downloadId: number },
  report: JobReport,
): Promise<void> {
  const download = await downloadById(deps.db, payload.downloadId);
  if (!download?.project_id) throw new Error(`download ${payload.downloadId} not found`);
  const projectId = download.project_id;
  const filters = JSON.parse(download.params_json) as ParticipantExportRequest;
  const lang: ExportLanguage = filters.lang === 'id' ? 'id' : 'en';
  const labels = exportLabels(lang);
  const translations = emptyTranslationCache();
  await writeDownload(deps.db, download.id, async () => {
    const competences = await projectCompetences(deps, projectId, lang);
    const instruments = await projectInstruments(deps, projectId, lang, translations);
    const flagKinds = await recordedFlagKinds(deps, projectId, filters);
    const total = await countParticipants(deps, projectId, filters);
    const work = Math.max(1, total * (1 + instruments.length));
    let written = 0;
    const file = await newExportPath(deps.env, 'xlsx');
    const workbook = new StreamingWorkbook(file.absolute);
    const summary = workbook.addSheet(labels.summarySheet, summaryColumns(labels, competences, flagKinds), {
      frozenColumns: 2,
    });
    const progress = () =>
      reportDownloadProgress(deps.db, download.id, report, {
        done: written,
        total: work,
        rows: summary.rows,
      });
    const summaryPages = keysetPages((afterId) =>
      listSummaryRows(deps.db, projectId, filters, afterId, EXPORT_CHUNK),
    );
    for await (const chunk of summaryPages) {
      const flags = await flagCounts(
        deps,
        chunk.map((p) => p.id),
        flagKinds,
      );
      const takenWith = await takenWithOf(
        deps,
        chunk.map((p) => p.id),
      );
      for (const p of chunk)
        summary.addRow(summaryRow(p, { competences, flagKinds, labels, lang }, flags.get(p.id), takenWith));
      written += chunk.length;
      await progress();
    }

    for (const instrument of instruments) {
      const sheet = workbook.addSheet(instrument.name, instrumentColumns(labels, instrument), {
        frozenColumns: 2,
      });
      // A dimensionless instrument (number correct only) never needs its results' JSON.
      const needsScores = instrument.dimensions.length > 0;
      const pages = keysetPages((afterId) =>
        listInstrumentRows(
          deps.db,
          projectId,
          filters,
          instrument.projectInstrumentId,
          needsScores,
          afterId,
          EXPORT_CHUNK,
        ),
      );
      for await (const chunk of pages) {
        for (const p of chunk)
          sheet.addRow(await instrumentRow(deps, p, instrument, needsScores, lang, translations));
        written += chunk.length;
        await progress();
      }
    }

    const size = await workbook.finish();
    await markDownloadDone(deps.db, download.id, { path: file.relative, size, rows: summary.rows });
  });
}
