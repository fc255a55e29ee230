/**
 * The reliability an instrument version showed in its own evidence study, for the error bands of
 * results and reports. The scoring set-up states a reliability when it is written; once an evidence
 * analysis of the version has finished, its Cronbach's α per scale is what the data say, and the
 * bands use it (the reader is told which source was used). This read lives with the instrument, not
 * with the evidence feature, because results and reports sit below the evidence feature (its
 * technical manual prints with the reports' layout).
 */
import type { Deps } from '../../deps';
import {
  type AnalysisReader,
  findAnalysisResult,
  listFinishedAnalysesFor,
} from './instrument-reliability.repository';

/** The evidence study a version's bands draw on. */
export interface EvidenceReliability {
  analysisId: number;
  finishedAt: string;
  n: number;
  /** α per scale (dimension code); the key null is all the items together. */
  alpha: Map<string | null, number>;
}

interface StoredReliability {
  dimension: string | null;
  alpha?: number;
}

// A finished analysis never changes, and its result is large (items, DIF, calibration): read and
// parse it once per process, keeping only the α per scale.
const alphaCaches = new WeakMap<Deps['db'], Map<number, Map<string | null, number>>>();

async function alphaOf(deps: Deps, analysisId: number): Promise<Map<string | null, number>> {
  let alphaCache = alphaCaches.get(deps.db);
  if (!alphaCache) {
    alphaCache = new Map();
    alphaCaches.set(deps.db, alphaCache);
  }
  const cached = alphaCache.get(analysisId);
  if (cached) return cached;
  const row = await findAnalysisResult(deps.db, analysisId);
  const alpha = new Map<string | null, number>();
  try {
    const result = JSON.parse(row?.result_json ?? '{}') as { reliability?: StoredReliability[] };
    for (const r of result.reliability ?? [])
      if (typeof r.alpha === 'number' && Number.isFinite(r.alpha)) alpha.set(r.dimension, r.alpha);
  } catch {
    // An unreadable result gives no reliability: the bands keep the set-up's.
  }
  if (alphaCache.size > 500) alphaCache.clear();
  alphaCache.set(analysisId, alpha);
  return alpha;
}

/**
 * Per instrument version (`${instrumentId}:${version}`) the latest finished evidence analysis the
 * reader may draw on (an admin's over all data, or one of the reader's own consultant account),
 * with its α per scale. A project's scoring reads the same studies as its participants' reports
 * (they share the project's consultant account), so competences' standard errors rest on the
 * reliability the reports print.
 */
export async function evidenceReliabilityFor(
  deps: Deps,
  reader: AnalysisReader,
  versions: ReadonlyArray<{ instrumentId: number; version: number }>,
): Promise<Map<string, EvidenceReliability>> {
  if (versions.length === 0) return new Map();
  const rows = await listFinishedAnalysesFor(
    deps.db,
    reader,
    versions.map((v) => v.instrumentId),
  );
  return latestStudies(deps, versions, rows);
}

/** Per wanted version the newest of these analyses (newest first) with an α. */
async function latestStudies(
  deps: Deps,
  versions: ReadonlyArray<{ instrumentId: number; version: number }>,
  rows: Awaited<ReturnType<typeof listFinishedAnalysesFor>>,
): Promise<Map<string, EvidenceReliability>> {
  const found = new Map<string, EvidenceReliability>();
  const wanted = new Set(versions.map((v) => `${v.instrumentId}:${v.version}`));
  for (const row of rows) {
    const key = `${row.instrument_id}:${row.instrument_version}`;
    if (!wanted.has(key) || found.has(key) || row.finished_at === null) continue;
    const alpha = await alphaOf(deps, row.id);
    if (alpha.size === 0) continue;
    found.set(key, {
      analysisId: row.id,
      finishedAt: String(row.finished_at),
      n: Number(row.n ?? 0),
      alpha,
    });
  }
  return found;
}

/**
 * The evidence's α of a scale: its own figure, or all the items' when the version's results have
 * this one scale only (an instrument whose items name no indicator).
 */
export function evidenceAlphaOf(
  study: EvidenceReliability,
  code: string,
  scalesInResult: number,
): number | null {
  return study.alpha.get(code) ?? (scalesInResult === 1 ? (study.alpha.get(null) ?? null) : null);
}
