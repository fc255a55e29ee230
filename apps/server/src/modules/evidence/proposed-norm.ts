import {
  NORM_PREVIEW_PERCENTILES,
  type NormRow,
  type NormSampleStats,
  type NormSummary,
} from '@asesa/contracts';
import { buildNormTable, stanine, sten } from '@asesa/scoring';
import type { ServerMessage } from '../../lib/server-messages';
import { EVIDENCE_MESSAGES } from './evidence.messages';

type ScaleKind = NormSummary['scale_kind'];

/**
 * N, mean, SD (n − 1), range and percentiles of a dimension's raw scores; the percentiles
 * interpolate linearly between ranks (Hyndman & Fan type 7, what spreadsheets answer).
 */
export function sampleStats(values: readonly number[]): NormSampleStats {
  const n = values.length;
  if (n === 0) return { n: 0, mean: null, sd: null, min: null, max: null, percentiles: [] };
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / n;
  const sd = n > 1 ? Math.sqrt(sorted.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1)) : null;
  const percentiles = NORM_PREVIEW_PERCENTILES.map((p) => {
    const h = ((n - 1) * p) / 100;
    const low = Math.floor(h);
    const high = Math.min(n - 1, low + 1);
    return { p, raw: sorted[low] + (h - low) * (sorted[high] - sorted[low]) };
  });
  return { n, mean, sd, min: sorted[0], max: sorted[n - 1], percentiles };
}

/** A normalised z on the norm's scale, as a table row stores it (whole numbers but for z). */
function scaledOf(kind: ScaleKind, z: number, percentile: number): number {
  switch (kind) {
    case 'sten':
      return sten(z);
    case 'stanine':
      return stanine(z);
    case 'T':
      return Math.round(50 + 10 * z);
    case 'IQ':
      return Math.round(100 + 15 * z);
    case 'percentile':
      return boundedPercentile(percentile);
    default:
      return Math.round(z * 100) / 100;
  }
}

/** A percentile to one decimal, kept strictly inside (0, 100) as a norm row needs it. */
/** How far below a row's own last score its computed end may fall and still be taken as that score. */
const STEP_SLACK = 1e-9;

const boundedPercentile = (p: number) => Math.min(99.9, Math.max(0.1, Math.round(p * 10) / 10));

export interface ProposalSpec {
  scaleKind: ScaleKind;
  /** The smallest difference between raw scores the table assumes (the current norm's, else 1). */
  rawStep: number;
  normGroup: string;
  normVersion: string;
  normDate: string;
  /**
   * Raw scores the table must reach besides the sample's (the range of the norm it replaces): the
   * end rows stretch to them, as the engine would clamp such scores to the end rows anyway.
   */
  cover?: { min: number; max: number };
}

/**
 * A norm table from a sample's raw scores: each distinct score gets its mid-rank percentile and
 * the normalised z of it (the engine's buildNormTable), scores with the same scaled value share a
 * row, and each row reaches up to one raw step below the next, so the rows cover the sample's raw
 * range (and `cover`) with neither gaps nor overlaps. A row's percentile is the mid-rank of all
 * its scores.
 * Answers the reason instead when the sample has no spread.
 */
export function proposeNorm(values: readonly number[], spec: ProposalSpec): NormSummary | ServerMessage {
  const built = buildNormTable(values, { id: 'proposal', version: spec.normVersion, date: spec.normDate });
  if (built.rows.length < 2 || !(Number(built.sd) > 0)) return EVIDENCE_MESSAGES.normNoSpread;
  const n = values.length;
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  // Scores closer than the step (means of several items) would make a row end before it starts.
  // Nine decimals: means of three items differ by 0.33333333333333304, which no one wants to read.
  const rawStep = Number(
    built.rows
      .reduce((step, r, i) => (i === 0 ? step : Math.min(step, r.min - built.rows[i - 1].min)), spec.rawStep)
      .toFixed(9),
  );
  // One step below the next row's first score, or the row's own last score when that is as far
  // (a rounded step must not end a row a hair before, or after, its own scores).
  const endBefore = (to: number, next: number) => (next - rawStep - to < STEP_SLACK ? to : next - rawStep);

  const groups: Array<{ from: number; to: number; scaled: number; below: number; count: number }> = [];
  let below = 0;
  for (const row of built.rows) {
    const scaled = scaledOf(spec.scaleKind, row.z as number, row.percentile as number);
    const count = counts.get(row.min) ?? 0;
    const last = groups[groups.length - 1];
    if (last && last.scaled === scaled) {
      last.to = row.max;
      last.count += count;
    } else groups.push({ from: row.min, to: row.max, scaled, below, count });
    below += count;
  }
  const rows: NormRow[] = groups.map((g, i) => {
    const next = groups[i + 1];
    const first = i === 0 && spec.cover ? Math.min(g.from, spec.cover.min) : g.from;
    const last = spec.cover ? Math.max(g.to, spec.cover.max) : g.to;
    return {
      raw_min: first,
      raw_max: next ? endBefore(g.to, next.from) : last,
      scaled: g.scaled,
      percentile: boundedPercentile((100 * (g.below + g.count / 2)) / n),
    };
  });
  return {
    norm_group: spec.normGroup,
    method: 'table',
    scale_kind: spec.scaleKind,
    rows,
    mean: built.mean ?? null,
    sd: built.sd ?? null,
    n,
    norm_date: spec.normDate,
    norm_version: spec.normVersion,
    raw_step: rawStep,
  };
}

/**
 * The version after a norm's: its trailing number raised ('2026.1' → '2026.2', 'v3' → 'v4'), or
 * '.2' added to a version without one; '1' for a dimension that had no norm.
 */
export function nextNormVersion(current: string | null | undefined): string {
  if (!current) return '1';
  const match = /^(.*?)(\d+)$/.exec(current);
  const next = match ? `${match[1]}${BigInt(match[2]) + 1n}` : `${current}.2`;
  return next.length <= 40 ? next : next.slice(-40);
}
