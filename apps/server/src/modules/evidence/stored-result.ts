// A finished analysis's result is read whole on every visit of the workbench: thousands of
// objects for a large sample (per-item and per-person figures). Parsing them anew on each read
// made the garbage collector mark that many objects again and again, and under a stream of reads
// its marking steps held the event loop over 50 ms. A finished result never changes, so the
// parsed result of the last few analyses is kept, frozen (every reader shares it).

const KEPT = 16;
const kept = new Map<string, unknown>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The stored result JSON of an analysis, parsed; a finished one (`done`) is parsed once per
 * analysis, finish time and stored text, and kept among the last KEPT read.
 */
export function parsedResult(
  analysis: { id: number; status: string; finished_at: unknown },
  json: string | null,
): Record<string, unknown> | null {
  if (!json) return null;
  if (analysis.status !== 'done') return JSON.parse(json);
  const key = `${analysis.id}:${String(analysis.finished_at)}:${json.length}`;
  const hit = kept.get(key);
  if (hit !== undefined) {
    // Most recently used last: the first key is the one to let go.
    kept.delete(key);
    kept.set(key, hit);
    return hit as Record<string, unknown>;
  }
  const parsed = deepFreeze(JSON.parse(json));
  kept.set(key, parsed);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return parsed;
}
