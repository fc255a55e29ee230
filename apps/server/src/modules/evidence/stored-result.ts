// A finished analysis's result is read whole on every visit of the workbench: thousands of
// per-item and per-person figures for a large sample. It is sent as the text it was stored as
// (lib/stored-json.ts): parsing and serialising it on every read made the collector mark that many
// objects again and again, and under a stream of reads held the event loop over 50 ms. The one
// part the server reads itself, the study's reliability per scale, is taken out once per analysis
// and kept.

import { storedJson } from '../../lib/stored-json';
import type { StudyReliability } from './evidence-reliability-check';

interface AnalysisKey {
  id: number;
  status: string;
  finished_at: unknown;
}

const KEPT = 64;
const reliabilities = new Map<string, StudyReliability[]>();

/** The result as the answer carries it: a finished one as its stored text, a running one parsed. */
export function resultForAnswer(analysis: AnalysisKey, json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  return analysis.status === 'done' ? storedJson<Record<string, unknown>>(json) : JSON.parse(json);
}

/**
 * The study's α per scale; for a finished analysis read once per analysis, finish time and stored
 * text, and kept among the last KEPT read.
 */
export function studyReliability(analysis: AnalysisKey, json: string | null): StudyReliability[] | undefined {
  if (!json) return undefined;
  const read = () => (JSON.parse(json) as { reliability?: StudyReliability[] }).reliability;
  if (analysis.status !== 'done') return read();
  const key = `${analysis.id}:${String(analysis.finished_at)}:${json.length}`;
  if (reliabilities.has(key)) return reliabilities.get(key);
  const reliability = (read() ?? []).map((r) => ({ dimension: r.dimension, alpha: r.alpha }));
  reliabilities.set(key, reliability);
  if (reliabilities.size > KEPT) reliabilities.delete(reliabilities.keys().next().value as string);
  return reliability;
}
