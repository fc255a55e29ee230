import {
  type ImportedNormRow,
  NORM_TABLE_MAX_ROWS,
  type NormImportResponse,
  type NormRow,
} from '@asesa/contracts';
import { type Norm, type NormTableRow, ScoringError, validateNorm } from '@asesa/scoring';
import { readUploadedSheet } from '../../lib/uploaded-sheet/read-uploaded-sheet';
import { looksLikeZip } from '../../lib/uploaded-sheet/zip-bounds';

const NOT_XLSX = {
  en: 'file: the file is not a readable .xlsx workbook',
  id: 'file: berkas ini bukan buku kerja .xlsx yang dapat dibaca',
};

/** A stored final score as the norm builder reads it. */
export interface FinalScoreSpec {
  dimension_code: string;
  norm_group: string;
  method: 'table' | 'parametric';
  scale_kind: 'sten' | 'stanine' | 'T' | 'percentile' | 'IQ' | 'z';
  rows: NormRow[];
  mean: number | null;
  sd: number | null;
  n: number;
  norm_date: string;
  norm_version: string;
  raw_step: number;
}

const range = (r: NormRow) => `${r.raw_min}–${r.raw_max}`;
/** Tolerance for decimal raw steps (0.1 + 0.2 ≠ 0.3). */
const EPSILON = 1e-9;

/**
 * What is wrong with a norm table's raw ranges, in the admin's words: a row whose min is above its
 * max, rows out of order, rows that overlap, and gaps wider than one raw step. Rows count from 1.
 */
export function normTableProblems(rows: readonly NormRow[], rawStep = 1): string[] {
  const problems: string[] = [];
  if (rows.length === 0) return ['a norm table needs at least one row'];
  rows.forEach((row, i) => {
    if (row.raw_min > row.raw_max)
      problems.push(`row ${i + 1}: raw_min ${row.raw_min} is above raw_max ${row.raw_max}`);
  });
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1];
    const row = rows[i];
    const pair = `rows ${i} and ${i + 1}`;
    if (row.raw_min < prev.raw_min) {
      problems.push(`${pair} are out of order: ${range(prev)} comes before ${range(row)}; sort by raw_min`);
    } else if (row.raw_min <= prev.raw_max) {
      problems.push(`${pair} overlap: ${range(prev)} and ${range(row)}`);
    } else if (row.raw_min - prev.raw_max > rawStep + EPSILON) {
      problems.push(`${pair} leave a gap: ${range(prev)} and ${range(row)}`);
    }
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
export function finalScoreProblems(spec: FinalScoreSpec): string[] {
  if (spec.method === 'table') {
    const problems = normTableProblems(spec.rows, spec.raw_step);
    if (problems.length) return problems;
  } else if (spec.mean == null || spec.sd == null) {
    return ['a parametric norm needs mean and sd'];
  }
  try {
    validateNorm(engineNorm(`${spec.dimension_code}@${spec.norm_group}`, spec));
    return [];
  } catch (err) {
    if (err instanceof ScoringError) return [err.message];
    throw err;
  }
}

// Import of a norm table from .csv or .xlsx

const REQUIRED = ['raw_min', 'raw_max', 'scaled'] as const;
const COLUMNS = [...REQUIRED, 'percentile'] as const;
type Column = (typeof COLUMNS)[number];

export class NormFileError extends Error {}

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
      notXlsx: NOT_XLSX,
    });
    return sheet.rows.map((row) => row.cells);
  }
  if (buffer.includes(0)) throw new NormFileError('file: upload a .csv or .xlsx file');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  if (text.includes('\uFFFD')) throw new NormFileError('file: a .csv file must be UTF-8 text');
  return parseCsv(text);
}

/**
 * Turns a file's cells into norm rows with per-row errors, and the table's problems (missing
 * columns, gaps, overlaps). Nothing is saved: the admin reviews the preview, then saves.
 */
export function normRowsFromCells(cells: unknown[][], rawStep = 1): NormImportResponse {
  if (cells.length === 0) return { rows: [], problems: ['the file is empty'], valid: false };
  const header = cells[0].map((c) => headerName(String(c ?? '')));
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
  const missing = REQUIRED.filter((c) => index[c] < 0);
  if (missing.length) {
    return {
      rows: [],
      problems: [
        `the header row needs the columns raw_min, raw_max and scaled; missing ${missing.join(', ')}`,
      ],
      valid: false,
    };
  }
  const body = cells.slice(1);
  if (body.length > NORM_TABLE_MAX_ROWS)
    return { rows: [], problems: [`a norm table has at most ${NORM_TABLE_MAX_ROWS} rows`], valid: false };
  const rows: ImportedNormRow[] = body.map((cellsOfRow, i) => {
    const errors: string[] = [];
    const read = (column: Column) => {
      if (index[column] < 0) return null;
      const value = numberOf(cellsOfRow[index[column]]);
      if (value === 'invalid') {
        errors.push(`${column} '${String(cellsOfRow[index[column]])}' is not a number`);
        return null;
      }
      if (value === null && column !== 'percentile') errors.push(`${column} is empty`);
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
      errors.push(`raw_min ${row.raw_min} is above raw_max ${row.raw_max}`);
    if (row.percentile !== null && !(row.percentile > 0 && row.percentile < 100))
      errors.push('percentile must lie strictly between 0 and 100');
    return row;
  });
  const complete = rows.filter((r) => r.errors.length === 0) as Array<ImportedNormRow & NormRow>;
  const problems =
    complete.length === rows.length && rows.length > 0
      ? normTableProblems(complete, rawStep).filter((p) => !p.startsWith('row '))
      : rows.length === 0
        ? ['the file has a header but no rows']
        : [];
  return { rows, problems, valid: problems.length === 0 && rows.every((r) => r.errors.length === 0) };
}
