/**
 * Norms: converting raw scores to z, T, sten, stanine and percentile rank, through a norm table
 * (raw → scaled) or a parametric norm (mean, SD), and building norms from a sample.
 */
import { ScoringError } from './errors';
import { normalCdf, normalQuantile } from './normal';

/** The standard score scales the engine reports. */
export type ScaleName = 'raw' | 'z' | 'T' | 'sten' | 'stanine' | 'percentile';

/** Provenance every norm carries, so a result can name the norm that made it. */
export interface NormMeta {
  id: string;
  version: string;
  /** Size of the norm group. */
  n: number;
  /** When the norm was established (ISO 8601 date). */
  date: string;
  description?: string;
}

/** A norm given by the norm group's mean and SD: z = (raw − mean) / sd. */
export interface ParametricNorm extends NormMeta {
  kind: 'parametric';
  mean: number;
  sd: number;
}

/**
 * One row of a norm table: raw scores in [min, max] map to these values. A row must give z or
 * percentile (the other is derived through the normal distribution); T, sten and stanine may be
 * given explicitly (e.g. a publisher's table) and otherwise follow from z.
 */
export interface NormTableRow {
  min: number;
  max: number;
  z?: number;
  percentile?: number;
  T?: number;
  sten?: number;
  stanine?: number;
}

/** A norm table (raw → scaled). */
export interface NormTable extends NormMeta {
  kind: 'table';
  rows: NormTableRow[];
  /** How the rows' z were made when built from a sample (informational). */
  zMethod?: 'normalised' | 'linear';
  /** Norm group mean and SD when known (informational). */
  mean?: number;
  sd?: number;
}

/** Any norm. */
export type Norm = ParametricNorm | NormTable;

/** A score on every standard scale. */
export interface StandardScores {
  z: number;
  /** T = 50 + 10z. */
  T: number;
  /** sten = clamp(floor(2z + 6), 1, 10). */
  sten: number;
  /** stanine = clamp(floor(2z + 5.5), 1, 9). */
  stanine: number;
  /** Percentile rank (0–100). */
  percentile: number;
}

/** A raw score converted through a norm, naming the norm. */
export interface ScaledScore extends StandardScores {
  normId: string;
  normVersion: string;
  /** True when the raw score lay outside the table and the nearest row was used. */
  clamped: boolean;
}

/** T-score T = 50 + 10z (McCall 1922). */
export function tScore(z: number): number {
  return 50 + 10 * z;
}

/**
 * A score exactly on a sten boundary, z = (raw − mean) / sd, can come out of floating point a hair
 * below it ((10 − 13.4) / 3.4 = −1.0000000000000002): without slack it would fall a whole sten.
 */
const BOUNDARY_SLACK = 1e-9;

/** Sten (standard ten, mean 5.5, SD 2): clamp(floor(2z + 6), 1, 10) (Canfield 1951). */
export function sten(z: number): number {
  return Math.min(10, Math.max(1, Math.floor(2 * z + 6 + BOUNDARY_SLACK)));
}

/** Stanine (standard nine, mean 5, SD 2): clamp(floor(2z + 5.5), 1, 9). */
export function stanine(z: number): number {
  return Math.min(9, Math.max(1, Math.floor(2 * z + 5.5 + BOUNDARY_SLACK)));
}

/** Percentile of a normal score: 100 · Φ(z). */
export function percentileFromZ(z: number): number {
  return 100 * normalCdf(z);
}

/**
 * Normalised z of a percentile rank: z = Φ⁻¹(PR / 100) (area transformation).
 * @throws ScoringError `INVALID_ARGUMENT` unless 0 < PR < 100.
 */
export function normalisedZ(percentileRank: number): number {
  if (!(percentileRank > 0 && percentileRank < 100)) {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      `a percentile rank must lie strictly between 0 and 100, got ${percentileRank}`,
    );
  }
  return normalQuantile(percentileRank / 100);
}

/** All standard scales from a z-score, with the percentile from the normal distribution. */
export function standardScores(z: number): StandardScores {
  if (!Number.isFinite(z)) throw new ScoringError('INVALID_ARGUMENT', `z must be finite, got ${z}`);
  return { z, T: tScore(z), sten: sten(z), stanine: stanine(z), percentile: percentileFromZ(z) };
}

/** The value of a score on a named scale. */
export function scaleValue(scores: StandardScores & { raw?: number }, scale: ScaleName): number {
  if (scale === 'raw') {
    if (scores.raw === undefined) throw new ScoringError('INVALID_ARGUMENT', 'no raw score available');
    return scores.raw;
  }
  return scores[scale];
}

/**
 * Percentile rank by the mid-rank definition: PR(x) = 100 · (#{xᵢ < x} + ½ · #{xᵢ = x}) / N
 * (e.g. Crocker & Algina 1986, ch. 19).
 * @throws ScoringError `EMPTY_NORM_GROUP` for an empty sample.
 */
export function percentileRank(sample: ArrayLike<number>, x: number): number {
  if (sample.length === 0)
    throw new ScoringError('EMPTY_NORM_GROUP', 'percentile rank against an empty norm group');
  let below = 0;
  let equal = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] < x) below++;
    else if (sample[i] === x) equal++;
  }
  return (100 * (below + 0.5 * equal)) / sample.length;
}

/**
 * Checks a norm's structure (finite values, sd > 0, ordered non-overlapping rows, each row with z or
 * a percentile strictly between 0 and 100).
 * @throws ScoringError `INVALID_BLUEPRINT` describing the first problem found.
 */
export function validateNorm(norm: Norm): void {
  const fail = (why: string): never => {
    throw new ScoringError('INVALID_BLUEPRINT', `norm ${norm.id}@${norm.version}: ${why}`, { norm: norm.id });
  };
  if (typeof norm.id !== 'string' || norm.id === '') fail('needs an id');
  if (typeof norm.version !== 'string' || norm.version === '') fail('needs a version');
  if (norm.kind === 'parametric') {
    if (!Number.isFinite(norm.mean)) fail('mean must be finite');
    if (!(Number.isFinite(norm.sd) && norm.sd > 0)) fail('sd must be a positive number');
    return;
  }
  if (norm.kind !== 'table') fail(`unknown kind ${(norm as { kind: unknown }).kind}`);
  if (!Array.isArray(norm.rows) || norm.rows.length === 0) fail('a norm table needs rows');
  norm.rows.forEach((row, i) => {
    if (!(Number.isFinite(row.min) && Number.isFinite(row.max) && row.min <= row.max))
      fail(`row ${i}: needs min ≤ max`);
    if (i > 0 && !(row.min > norm.rows[i - 1].max))
      fail(`row ${i}: rows must be sorted and must not overlap`);
    if (row.z === undefined && row.percentile === undefined) fail(`row ${i}: give z or percentile`);
    if (row.z !== undefined && !Number.isFinite(row.z)) fail(`row ${i}: z must be finite`);
    if (row.percentile !== undefined && !(row.percentile > 0 && row.percentile < 100)) {
      fail(`row ${i}: percentile must lie strictly between 0 and 100`);
    }
    for (const key of ['T', 'sten', 'stanine'] as const) {
      const v = row[key];
      if (v !== undefined && !Number.isFinite(v)) fail(`row ${i}: ${key} must be finite`);
    }
  });
}

/**
 * Converts a raw score through a norm.
 * - Parametric: z = (raw − mean)/sd, percentile = 100·Φ(z).
 * - Table: the row with min ≤ raw ≤ max; z (or Φ⁻¹(percentile/100)) and percentile (or 100·Φ(z)) from
 *   the row, explicit T/sten/stanine taken as given. A raw score between two rows is linearly
 *   interpolated in z and percentile; below the first or above the last row the end row is used and
 *   `clamped` is set.
 * Derived scales: T = 50 + 10z, sten = clamp(⌊2z + 6⌋, 1, 10), stanine = clamp(⌊2z + 5.5⌋, 1, 9).
 */
export function applyNorm(norm: Norm, raw: number): ScaledScore {
  if (!Number.isFinite(raw))
    throw new ScoringError('INVALID_ARGUMENT', `raw score must be finite, got ${raw}`);
  if (norm.kind === 'parametric') {
    const z = (raw - norm.mean) / norm.sd;
    return {
      z,
      T: tScore(z),
      sten: sten(z),
      stanine: stanine(z),
      percentile: percentileFromZ(z),
      normId: norm.id,
      normVersion: norm.version,
      clamped: false,
    };
  }
  const rows = norm.rows;
  let low = 0;
  let high = rows.length - 1;
  if (raw < rows[0].min) return fromRow(norm, rows[0], true);
  if (raw > rows[high].max) return fromRow(norm, rows[high], true);
  // binary search for the last row with min ≤ raw
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (rows[middle].min <= raw) low = middle;
    else high = middle - 1;
  }
  const row = rows[low];
  if (raw <= row.max) return fromRow(norm, row, false);
  // in the gap between rows[low] and rows[low + 1]: interpolate
  const next = rows[low + 1];
  const fraction = (raw - row.max) / (next.min - row.max);
  const z = rowZ(row) + fraction * (rowZ(next) - rowZ(row));
  const percentile = rowPercentile(row) + fraction * (rowPercentile(next) - rowPercentile(row));
  return {
    z,
    T: tScore(z),
    sten: sten(z),
    stanine: stanine(z),
    percentile,
    normId: norm.id,
    normVersion: norm.version,
    clamped: false,
  };
}

function rowZ(row: NormTableRow): number {
  return row.z ?? normalisedZ(row.percentile as number);
}

function rowPercentile(row: NormTableRow): number {
  return row.percentile ?? percentileFromZ(row.z as number);
}

function fromRow(norm: NormTable, row: NormTableRow, clamped: boolean): ScaledScore {
  const z = rowZ(row);
  return {
    z,
    T: row.T ?? tScore(z),
    sten: row.sten ?? sten(z),
    stanine: row.stanine ?? stanine(z),
    percentile: rowPercentile(row),
    normId: norm.id,
    normVersion: norm.version,
    clamped,
  };
}

/** Identity and date of a norm being built (N is counted from the sample). */
export interface NormBuildMeta {
  id: string;
  version: string;
  /** ISO 8601 date the norm is established (passed in: the engine never reads the clock). */
  date: string;
  description?: string;
}

function checkSample(sample: ArrayLike<number>, meta: NormBuildMeta): number[] {
  if (sample.length === 0) {
    throw new ScoringError('EMPTY_NORM_GROUP', `norm ${meta.id}@${meta.version}: the norm group is empty`, {
      norm: meta.id,
    });
  }
  const values = Array.from(sample);
  values.forEach((v, i) => {
    if (!Number.isFinite(v))
      throw new ScoringError('INVALID_ARGUMENT', `norm sample value ${i} is not a finite number`);
  });
  return values;
}

function sampleMoments(values: number[]): { mean: number; sd: number } {
  const m = values.reduce((s, v) => s + v, 0) / values.length;
  const ss = values.reduce((s, v) => s + (v - m) ** 2, 0);
  return { mean: m, sd: values.length > 1 ? Math.sqrt(ss / (values.length - 1)) : 0 };
}

/**
 * Builds a parametric norm from a sample: mean and SD (n − 1) of the raw scores, with N, date and
 * version kept.
 * @throws ScoringError `EMPTY_NORM_GROUP` for an empty sample, `DEGENERATE_NORM_GROUP` when SD = 0.
 */
export function buildParametricNorm(sample: ArrayLike<number>, meta: NormBuildMeta): ParametricNorm {
  const values = checkSample(sample, meta);
  const { mean, sd } = sampleMoments(values);
  if (!(sd > 0)) {
    throw new ScoringError(
      'DEGENERATE_NORM_GROUP',
      `norm ${meta.id}@${meta.version}: the norm group has no spread (SD 0)`,
      {
        norm: meta.id,
      },
    );
  }
  return { kind: 'parametric', ...meta, n: values.length, mean, sd };
}

/**
 * Builds a norm table from a sample: one row per distinct raw score with its mid-rank percentile
 * PR = 100(B + E/2)/N and z either normalised, z = Φ⁻¹(PR/100) (default; robust to skew), or
 * linear, z = (x − mean)/sd. N, date, version, mean and SD are kept with the table.
 * @throws ScoringError `EMPTY_NORM_GROUP` for an empty sample; `DEGENERATE_NORM_GROUP` for linear z with SD 0.
 */
export function buildNormTable(
  sample: ArrayLike<number>,
  meta: NormBuildMeta,
  options: { zMethod?: 'normalised' | 'linear' } = {},
): NormTable {
  const values = checkSample(sample, meta).sort((x, y) => x - y);
  const zMethod = options.zMethod ?? 'normalised';
  const { mean, sd } = sampleMoments(values);
  if (zMethod === 'linear' && !(sd > 0)) {
    throw new ScoringError('DEGENERATE_NORM_GROUP', `norm ${meta.id}@${meta.version}: linear z needs SD > 0`);
  }
  const n = values.length;
  const rows: NormTableRow[] = [];
  let start = 0;
  while (start < n) {
    let end = start;
    while (end < n && values[end] === values[start]) end++;
    const x = values[start];
    const percentile = (100 * (start + 0.5 * (end - start))) / n;
    const z = zMethod === 'normalised' ? normalQuantile(percentile / 100) : (x - mean) / sd;
    rows.push({ min: x, max: x, z, percentile });
    start = end;
  }
  return { kind: 'table', ...meta, n, rows, zMethod, mean, sd };
}
