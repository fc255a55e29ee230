import {
  type ImportedNormRow,
  NORM_TABLE_MAX_ROWS,
  type NormImportResponse,
  type NormRow,
} from '@asesa/contracts';
import { type Norm, type NormTableRow, ScoringError, validateNorm } from '@asesa/scoring';
import type { ScoringFinalScoreTable } from '../../db/schema';
import {
  fieldMessage,
  fillMessage,
  type MessageLanguage,
  type ServerMessage,
} from '../../lib/server-messages';
import { readUploadedSheet } from '../../lib/uploaded-sheet/read-uploaded-sheet';
import { looksLikeZip } from '../../lib/uploaded-sheet/zip-bounds';
import { BLUEPRINT_MESSAGES as M } from './scoring-blueprints.messages';

/** A stored final score as the norm builder reads it: its columns, the kinds narrowed, the rows parsed. */
export interface FinalScoreSpec
  extends Pick<
    ScoringFinalScoreTable,
    'dimension_code' | 'norm_group' | 'mean' | 'sd' | 'n' | 'norm_date' | 'norm_version' | 'raw_step'
  > {
  method: 'table' | 'parametric';
  scale_kind: 'sten' | 'stanine' | 'T' | 'percentile' | 'IQ' | 'z';
  rows: NormRow[];
}

const range = (r: NormRow) => `${r.raw_min}–${r.raw_max}`;
/** Tolerance for decimal raw steps (0.1 + 0.2 ≠ 0.3). */
const EPSILON = 1e-9;

/**
 * What is wrong with a norm table's raw ranges, in the admin's words: a row whose min is above its
 * max, rows out of order, rows that overlap, and gaps wider than one raw step. Rows count from 1.
 */
export function normTableProblems(rows: readonly NormRow[], rawStep = 1): ServerMessage[] {
  if (rows.length === 0) return [M.normNeedsRow];
  const problems: ServerMessage[] = [];
  rows.forEach((row, i) => {
    if (row.raw_min > row.raw_max)
      problems.push(fillMessage(M.rowMinAboveMax, { row: i + 1, min: row.raw_min, max: row.raw_max }));
  });
  return [...problems, ...orderProblems(rows, rawStep)];
}

/** The problems between neighbouring rows: out of order, overlapping, or leaving a gap. */
function orderProblems(rows: readonly NormRow[], rawStep: number): ServerMessage[] {
  const problems: ServerMessage[] = [];
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1];
    const row = rows[i];
    const pair = { a: i, b: i + 1, first: range(prev), second: range(row) };
    if (row.raw_min < prev.raw_min) problems.push(fillMessage(M.rowsOutOfOrder, pair));
    else if (row.raw_min <= prev.raw_max) problems.push(fillMessage(M.rowsOverlap, pair));
    else if (row.raw_min - prev.raw_max > rawStep + EPSILON) problems.push(fillMessage(M.rowsGap, pair));
  }
  return problems;
}

/** A scaled score on the table's scale as z (the engine derives every other scale from z). */
function zOf(kind: FinalScoreSpec['scale_kind'], scaled: number): number {
  switch (kind) {
    case 'sten':
      return (scaled - 5.5) / 2;
    case 'stanine':
      return (scaled - 5) / 2;
    case 'T':
      return (scaled - 50) / 10;
    case 'IQ':
      return (scaled - 100) / 15;
    default:
      return scaled;
  }
}

/**
 * The engine's norm for a final score: a parametric norm (mean, SD) or a table whose rows give z
 * (or the percentile for percentile tables), keeping the table's own sten/stanine/T as published.
 */
export function engineNorm(id: string, spec: FinalScoreSpec): Norm {
  const meta = { id, version: spec.norm_version, n: spec.n, date: spec.norm_date };
  if (spec.method === 'parametric') {
    return { kind: 'parametric', ...meta, mean: spec.mean ?? Number.NaN, sd: spec.sd ?? Number.NaN };
  }
  return {
    kind: 'table',
    ...meta,
    rows: spec.rows.map((r): NormTableRow => {
      const base: NormTableRow = { min: r.raw_min, max: r.raw_max };
      if (spec.scale_kind === 'percentile') base.percentile = r.scaled;
      else base.z = zOf(spec.scale_kind, r.scaled);
      if (r.percentile != null && spec.scale_kind !== 'percentile') base.percentile = r.percentile;
      if (spec.scale_kind === 'sten') base.sten = r.scaled;
      if (spec.scale_kind === 'stanine') base.stanine = r.scaled;
      if (spec.scale_kind === 'T') base.T = r.scaled;
      return base;
    }),
  };
}

/**
 * Every problem of a final score: the table's gaps and overlaps, then the engine's own norm check
 * (finite values, SD > 0, percentiles strictly between 0 and 100). Empty when it is usable.
 */
export function finalScoreProblems(spec: FinalScoreSpec): ServerMessage[] {
  if (spec.method === 'table') {
    const problems = normTableProblems(spec.rows, spec.raw_step);
    if (problems.length) return problems;
  } else if (spec.mean == null || spec.sd == null) {
    return [M.parametricNeeds];
  }
  try {
    validateNorm(engineNorm(`${spec.dimension_code}@${spec.norm_group}`, spec));
    return [];
  } catch (err) {
    if (err instanceof ScoringError) return [fillMessage(M.engineRefused, { detail: err.message })];
    throw err;
  }
}

// Import of a norm table from .csv or .xlsx

const REQUIRED = ['raw_min', 'raw_max', 'scaled'] as const;
const COLUMNS = [...REQUIRED, 'percentile'] as const;
type Column = (typeof COLUMNS)[number];

/** A file that cannot be read as a norm table at all (answered as a 400 about the file). */
export class NormFileError extends Error {
  constructor(readonly text: ServerMessage) {
    super(text.en);
  }
}

const headerName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Splits CSV text into cells: quoted fields ("" escapes a quote, newlines allowed), ; , or tab. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  const separator = [';', '\t', ','].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** A number from a cell: "12", "12.5", or "12,5" (decimal comma); null when empty. */
function numberOf(cell: unknown): number | null | 'invalid' {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 'invalid';
  const text = String(cell).trim();
  if (text === '') return null;
  const normal = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  const value = Number(normal);
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(normal) && Number.isFinite(value) ? value : 'invalid';
}

/**
 * Reads the cells of an uploaded file, told apart by its content: an .xlsx (zip, read by
 * lib/uploaded-sheet off the event loop) or CSV text.
 */
export async function readTableFile(buffer: Buffer): Promise<unknown[][]> {
  if (looksLikeZip(buffer)) {
    // The header and one row more than a table may have: normRowsFromCells then says so.
    const sheet = await readUploadedSheet(buffer, {
      maxRows: NORM_TABLE_MAX_ROWS + 2,
      notXlsx: fieldMessage('file', M.notReadableXlsx),
    });
    return sheet.rows.map((row) => row.cells);
  }
  if (buffer.includes(0)) throw new NormFileError(M.csvOrXlsx);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  if (text.includes('\uFFFD')) throw new NormFileError(M.csvNotUtf8);
  return parseCsv(text);
}

/**
 * Turns a file's cells into norm rows with per-row errors, and the table's problems (missing
 * columns, gaps, overlaps), in the reader's language. Nothing is saved: the admin reviews the
 * preview, then saves.
 */
export function normRowsFromCells(
  cells: unknown[][],
  language: MessageLanguage,
  rawStep = 1,
): NormImportResponse {
  const refused = (problem: ServerMessage) => ({ rows: [], problems: [problem[language]], valid: false });
  if (cells.length === 0) return refused(M.fileEmpty);
  const header = cells[0].map((c) => headerName(String(c ?? '')));
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
  const missing = REQUIRED.filter((c) => index[c] < 0);
  if (missing.length) return refused(fillMessage(M.headerColumns, { missing: missing.join(', ') }));
  const body = cells.slice(1);
  if (body.length > NORM_TABLE_MAX_ROWS)
    return refused(fillMessage(M.tooManyNormRows, { max: NORM_TABLE_MAX_ROWS }));
  const rows: ImportedNormRow[] = body.map((cellsOfRow, i) => {
    const errors: string[] = [];
    const say = (problem: ServerMessage) => errors.push(problem[language]);
    const read = (column: Column) => {
      if (index[column] < 0) return null;
      const value = numberOf(cellsOfRow[index[column]]);
      if (value === 'invalid') {
        say(fillMessage(M.cellNotNumber, { column, value: String(cellsOfRow[index[column]]) }));
        return null;
      }
      if (value === null && column !== 'percentile') say(fillMessage(M.cellEmpty, { column }));
      return value;
    };
    const row = {
      line: i + 2,
      raw_min: read('raw_min'),
      raw_max: read('raw_max'),
      scaled: read('scaled'),
      percentile: read('percentile'),
      errors,
    };
    if (row.raw_min !== null && row.raw_max !== null && row.raw_min > row.raw_max)
      say(fillMessage(M.minAboveMax, { min: row.raw_min, max: row.raw_max }));
    if (row.percentile !== null && !(row.percentile > 0 && row.percentile < 100)) say(M.percentileRange);
    return row;
  });
  const complete = rows.filter((r) => r.errors.length === 0) as Array<ImportedNormRow & NormRow>;
  // A row's own min above its max is among that row's errors already; the table adds the pairs'.
  const problems =
    complete.length === rows.length && rows.length > 0
      ? orderProblems(complete, rawStep)
      : rows.length === 0
        ? [M.headerOnly]
        : [];
  return {
    rows,
    problems: problems.map((p) => p[language]),
    valid: problems.length === 0 && rows.every((r) => r.errors.length === 0),
  };
}
