import { z } from 'zod';
import { errorProblem } from './envelope';

/**
 * Item banks in and out of an instrument's draft content in bulk: an .xlsx sheet (one row per item)
 * and QTI 2.2 / 3.0 packages. Imports are all or nothing: one bad row refuses the whole file with a
 * 400 whose `error.problems` lists every row's problems, and nothing is saved.
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

/** Calls answering a file (spread into FILE_CALLS): the items as a sheet, and the empty template. */
export const ITEM_BANK_FILE_CALLS = {
  'instruments/items/export-xlsx': instrumentId,
  'instruments/items/template-xlsx': z.object({}),
} as const;

/** Multipart imports (spread into UPLOAD_CALLS). */
export const ITEM_BANK_UPLOADS = {
  'instruments/items/import-xlsx': { fields: itemImportFields, file: 'file', response: itemImportResponse },
  'instruments/items/import-qti': { fields: qtiImportFields, file: 'file', response: itemImportResponse },
} as const;
