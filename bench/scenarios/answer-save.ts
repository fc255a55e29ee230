import type { BenchDatabase } from '../lib/database';
import { type LoadMetrics, runLoad } from '../lib/load';
import { type Session, saveRequests } from '../lib/participants';
import type { ScenarioResult } from '../lib/report';

/** Answer saves at `connections` connections for `seconds`: each connection saves for its own participant. */
export function measureSaves(url: string, sessions: Session[], connections: number, seconds: number) {
  if (sessions.length < connections) throw new Error(`${connections} connections need as many participants`);
  return runLoad({ url, connections, seconds, connection: (i) => saveRequests(sessions[i]) });
}

export function loadMetrics(m: LoadMetrics): Record<string, number> {
  return {
    connections: m.connections,
    seconds: m.seconds,
    requests: m.requests,
    requestsPerSecond: Math.round(m.requestsPerSecond),
    p50Ms: m.p50,
    p95Ms: m.p95,
    p99Ms: m.p99,
    maxMs: m.max,
    errors: m.errors,
  };
}

/**
 * The answer-save row: throughput as a ratio of the echo's, p99 at 100 connections.
 * The SQLite target is ≥ 0.5 × echo and p99 ≤ 50 ms; every row needs 0 errors.
 */
export function answerSaveRow(
  db: BenchDatabase,
  instances: number,
  saves: LoadMetrics,
  echo: LoadMetrics,
  withTarget: boolean,
): ScenarioResult {
  const ratio = saves.requestsPerSecond / echo.requestsPerSecond;
  return {
    name: `answer saves, ${saves.connections} connections`,
    engine: db.engine,
    instances,
    metrics: loadMetrics(saves),
    summary: `${saves.requestsPerSecond.toFixed(0)} req/s, p50 ${saves.p50.toFixed(1)} / p95 ${saves.p95.toFixed(1)} / p99 ${saves.p99.toFixed(1)} ms, ${saves.errors} errors`,
    ratio,
    ratioOf: 'answer saves: req/s ÷ echo req/s',
    target: withTarget ? '≥ 0.5× echo, p99 ≤ 50 ms, 0 errors' : '0 errors',
    pass: withTarget ? ratio >= 0.5 && saves.p99 <= 50 && saves.errors === 0 : saves.errors === 0,
  };
}
