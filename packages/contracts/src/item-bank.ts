import { z } from 'zod';
import { errorProblem } from './envelope';
import { exportStarted } from './exports';
import { jobProgress } from './jobs';

/**
 * Item banks in and out of an instrument's draft content in bulk: an .xlsx sheet (one row per item)
 * and QTI 2.1 / 2.2 / 3.0 content packages. A sheet import is all or nothing: one bad row refuses the
 * whole file with a 400 whose `error.problems` lists every row's problems, and nothing is saved. A
 * QTI import is two steps: the package analysed into a report (each item imported, imported with
 * changes or skipped, with the reasons), then written when the author confirms it.
 */

export const ITEM_IMPORT_MODES = ['append', 'replace'] as const;
export type ItemImportMode = (typeof ITEM_IMPORT_MODES)[number];

/** Option columns of the sheet: A to J (an item has at most 10 options). */
export const ITEM_SHEET_OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
/** GRM threshold columns b1..b10 (a GRM item has at most 10 thresholds). */
export const ITEM_SHEET_THRESHOLDS = 10;
/** The item types a sheet row can hold (forced-choice blocks need per-statement indicators). */
export const ITEM_SHEET_TYPES = [
  'single',
  'multiple',
  'true-false',
  'likert',
  'ranking',
  'numeric',
  'text',
] as const;

/** The columns of the Items sheet, in order (the header row). */
export const ITEM_SHEET_COLUMNS = [
  'Section',
  'Item ID',
  'Type',
  'Stem',
  ...ITEM_SHEET_OPTION_LETTERS.map((l) => `Option ${l}`),
  'Key',
  'Indicator',
  'Reverse',
  'Points',
  'IRT model',
  'IRT a',
  'IRT b',
  ...Array.from({ length: ITEM_SHEET_THRESHOLDS }, (_, i) => `IRT b${i + 1}`),
  'IRT c',
  'Time limit (s)',
  'Weight',
] as const;
export const ITEM_SHEET_NAME = 'Items';
/** Upload limits: a sheet of thousands of items is well under these. */
export const ITEM_SHEET_MAX_BYTES = 10 * 1024 * 1024;
export const QTI_PACKAGE_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many items per import (an instrument holds 50 sections of 500). */
export const ITEM_IMPORT_MAX_ITEMS = 5000;

const instrumentId = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int().positive('id must be a positive number'),
});

export const itemImportFields = instrumentId.extend({
  mode: z.enum(ITEM_IMPORT_MODES, { message: "mode must be 'append' or 'replace'" }),
});
export type ItemImportFields = z.input<typeof itemImportFields>;

/** QTI items carry no section: they go into the section of this title (created when missing). */
export const QTI_DEFAULT_SECTION = 'Imported items';
export const qtiImportFields = itemImportFields.extend({
  section: z.string().trim().max(200).optional(),
});
export type QtiImportFields = z.input<typeof qtiImportFields>;

/**
 * One problem of a refused import: the sheet row (the header is row 1) and column, or the QTI
 * item (its file in the package), and what is wrong.
 */
export const importProblem = errorProblem;
export type ImportProblem = z.infer<typeof importProblem>;

export const itemImportResponse = z.object({
  id: z.number().int(),
  mode: z.enum(ITEM_IMPORT_MODES),
  /** Items the file brought in. */
  imported: z.number().int(),
  /** Items of the draft before a replace (0 when appending). */
  replaced: z.number().int(),
  /** Items of the draft now. */
  item_count: z.number().int(),
  /** Section titles the items went into, in order. */
  sections: z.array(z.string()),
  /** QTI items that map to no item type here, each with the reason (an .xlsx import skips none). */
  skipped: z.array(z.object({ item: z.string(), reason: z.string() })),
});
export type ItemImportResponse = z.infer<typeof itemImportResponse>;

/**
 * What a QTI import does with each item: imported as it was, imported with changes (the notes say
 * which), or skipped (the notes say why). Nothing is written until the author confirms.
 */
export const QTI_ITEM_STATUSES = ['imported', 'changed', 'skipped'] as const;
export type QtiItemStatus = (typeof QTI_ITEM_STATUSES)[number];

/** `instruments/items/import-qti`: the package analysed, kept by `analysis_id` for an hour. */
export const qtiAnalysisResponse = z.object({
  analysis_id: z.number().int(),
  id: z.number().int(),
  mode: z.enum(ITEM_IMPORT_MODES),
  counts: z.object({ imported: z.number().int(), changed: z.number().int(), skipped: z.number().int() }),
  /** The sections the items would go into (the package's assessmentTest's, or the one named). */
  sections: z.array(
    z.object({
      title: z.string(),
      time_limit_seconds: z.number().int().nullable(),
      navigation: z.enum(['free', 'forward_only']),
      item_count: z.number().int(),
    }),
  ),
  /** Every item file of the package, in order, with what the import does with it. */
  items: z.array(
    z.object({
      file: z.string(),
      identifier: z.string(),
      title: z.string(),
      status: z.enum(QTI_ITEM_STATUSES),
      type: z.string().nullable(),
      section: z.string().nullable(),
      notes: z.array(z.string()),
    }),
  ),
  /** Media files (images, audio) the imported items show. */
  media: z.number().int(),
});
export type QtiAnalysisResponse = z.infer<typeof qtiAnalysisResponse>;

/**
 * `instruments/items/import-qti`: the package is kept and a job analyses it; the author polls
 * `instruments/items/import-qti-progress` with `analysis_id` until the report is there.
 */
export const qtiImportStarted = z.object({ analysis_id: z.number().int(), job_id: z.number().int() });
export type QtiImportStarted = z.infer<typeof qtiImportStarted>;
export const qtiImportProgressRequest = z.object({
  analysis_id: z.number().int().positive('analysis_id must be a positive number'),
});
/** The analysis job's progress; its report once done, its refusal (`error`) when the package is refused. */
export const qtiImportProgress = jobProgress.extend({ report: qtiAnalysisResponse.nullable() });
export type QtiImportProgress = z.infer<typeof qtiImportProgress>;

/** `instruments/items/import-qti-confirm`: writes what the analysis showed. */
export const qtiConfirmRequest = z.object({
  analysis_id: z.number().int().positive('analysis_id must be a positive number'),
});
export type QtiConfirmRequest = z.input<typeof qtiConfirmRequest>;

/** The QTI versions an export writes. */
export const QTI_EXPORT_VERSIONS = ['2.2', '3.0'] as const;
export type QtiExportVersion = (typeof QTI_EXPORT_VERSIONS)[number];
export const qtiExportRequest = instrumentId.extend({
  version: z.enum(QTI_EXPORT_VERSIONS, { message: "version must be '2.2' or '3.0'" }).default('2.2'),
});
export type QtiExportRequest = z.input<typeof qtiExportRequest>;
export const qtiExportProgressRequest = z.object({
  download_id: z.number().int().positive('download_id must be a positive number'),
});
/**
 * A QTI export job's progress: items gone through (`done`) of the draft's `total`; once done, the
 * package is fetched with `downloads/file` and this `download_id`.
 */
export const qtiExportProgress = jobProgress.extend({
  download_id: z.number().int(),
  file_name: z.string(),
  done: z.number().int(),
  total: z.number().int(),
});
export type QtiExportProgress = z.infer<typeof qtiExportProgress>;

/** Calls answering a file (spread into FILE_CALLS): the items as a sheet, the empty template. */
export const ITEM_BANK_FILE_CALLS = {
  'instruments/items/export-xlsx': instrumentId,
  'instruments/items/template-xlsx': z.object({}),
} as const;

/** Multipart imports (spread into UPLOAD_CALLS). */
export const ITEM_BANK_UPLOADS = {
  'instruments/items/import-xlsx': { fields: itemImportFields, file: 'file', response: itemImportResponse },
  'instruments/items/import-qti': { fields: qtiImportFields, file: 'file', response: qtiImportStarted },
} as const;

/** JSON calls of the item bank (spread into CALLS). */
export const ITEM_BANK_CALLS = {
  'instruments/items/import-qti-progress': { request: qtiImportProgressRequest, response: qtiImportProgress },
  'instruments/items/import-qti-confirm': { request: qtiConfirmRequest, response: itemImportResponse },
  'instruments/items/export-qti': { request: qtiExportRequest, response: exportStarted },
  'instruments/items/export-qti-progress': { request: qtiExportProgressRequest, response: qtiExportProgress },
} as const;
