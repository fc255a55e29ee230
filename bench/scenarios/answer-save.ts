import type { BenchDatabase } from '../lib/database';
import { generatorText, type LoadMetrics, mergeLoads, runLoad } from '../lib/load';
import { type Session, saveRequests } from '../lib/participants';
import type { ScenarioResult } from '../lib/report';
import { startEcho, startFrontier } from '../lib/server-process';
import { type Generator, runWrk } from '../lib/wrk-load';
import { loadEcho } from './echo';

/**
 * Answer saves at `connections` connections for `seconds`: with autocannon each connection saves
 * for its own participant; wrk takes the participants in turn (as many as connections, so each
 * has about one save in flight).
 */
export function measureSaves(
  url: string,
  sessions: Session[],
  connections: number,
  seconds: number,
  generator: Generator = 'autocannon',
) {
  if (sessions.length < connections) throw new Error(`${connections} connections need as many participants`);
  if (generator === 'wrk')
    return runWrk({ url, connections, seconds, requests: { saves: sessions.slice(0, connections) } });
  return runLoad({ url, connections, seconds, connection: (i) => saveRequests(sessions[i]) });
}

export interface PairedSaves {
  saves: LoadMetrics;
  echo: LoadMetrics;
  /** Saves ÷ echo of each round, in order. */
  ratios: number[];
  /** The frontier (bare Fastify, one SQLite upsert a request) of the median round, and its ratio of each round. */
  frontier?: LoadMetrics;
  frontierRatios: number[];
}

/** One round's three loads, each taken in `slices` short runs in ABBA order (see pairedSaves). */
export async function slicedRound(
  runs: { echo: Run; frontier?: Run; saves: Run },
  slices: number,
): Promise<{ echo: LoadMetrics; frontier?: LoadMetrics; saves: LoadMetrics }> {
  const taken = { echo: [] as LoadMetrics[], frontier: [] as LoadMetrics[], saves: [] as LoadMetrics[] };
  const order = (['echo', 'frontier', 'saves'] as const).filter((k) => runs[k]);
  for (let i = 0; i < slices; i++) {
    for (const k of i % 2 ? [...order].reverse() : order) taken[k].push(await (runs[k] as Run)());
  }
  return {
    echo: mergeLoads(taken.echo),
    frontier: runs.frontier ? mergeLoads(taken.frontier) : undefined,
    saves: mergeLoads(taken.saves),
  };
}

type Run = () => Promise<LoadMetrics>;

/**
 * Answer saves measured against the echo in pairs: a warm-up of each (the JIT), then `rounds`
 * rounds of echo, frontier and saves, each `seconds` long in all. This machine's speed drifts by
 * a third from one minute to the next (a shared VM), so a ratio is only fair within a round, and
 * within a round only if the loads meet the same drift: each load is cut into `slices` runs,
 * alternated echo, frontier, saves, then saves, frontier, echo (ABBA), so a drift through the
 * round falls on all three alike. The rows report the round with the median ratio, and every
 * round's ratio beside it.
 */
export async function pairedSaves(
  url: string,
  sessions: Session[],
  opts: {
    connections: number;
    seconds: number;
    rounds: number;
    slices: number;
    warmSeconds: number;
    frontier?: boolean;
    generator?: Generator;
  },
): Promise<PairedSaves> {
  const { connections, generator } = opts;
  const echo = await startEcho();
  const frontier = opts.frontier ? await startFrontier() : undefined;
  try {
    if (opts.warmSeconds > 0) {
      await loadEcho(echo.url, connections, opts.warmSeconds, generator);
      if (frontier) await measureSaves(frontier.url, sessions, connections, opts.warmSeconds, generator);
      await measureSaves(url, sessions, connections, opts.warmSeconds, generator);
    }
    const slices = Math.max(1, opts.slices);
    const sliceSeconds = Math.max(1, Math.round(opts.seconds / slices));
    const runs = {
      echo: () => loadEcho(echo.url, connections, sliceSeconds, generator),
      frontier:
        frontier && (() => measureSaves(frontier.url, sessions, connections, sliceSeconds, generator)),
      saves: () => measureSaves(url, sessions, connections, sliceSeconds, generator),
    };
    const rounds: { saves: LoadMetrics; echo: LoadMetrics; frontier?: LoadMetrics; ratio: number }[] = [];
    for (let i = 0; i < opts.rounds; i++) {
      const round = await slicedRound(runs, slices);
      rounds.push({ ...round, ratio: round.saves.requestsPerSecond / round.echo.requestsPerSecond });
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor((rounds.length - 1) / 2)];
    return {
      saves: median.saves,
      echo: median.echo,
      ratios: rounds.map((r) => r.ratio),
      frontier: median.frontier,
      frontierRatios: rounds.flatMap((r) =>
        r.frontier ? [r.frontier.requestsPerSecond / r.echo.requestsPerSecond] : [],
      ),
    };
  } finally {
    await Promise.all([echo.stop(), frontier?.stop()]);
  }
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
 * The SQLite target is ≥ 0.55 × echo in every round paired with the echo (the median alone hides
 * a slow round) and p99 ≤ 50 ms; every row needs 0 errors.
 */
/** Answer saves' throughput target, as a share of the echo's in the same round. */
export const ANSWER_SAVE_RATIO = 0.55;

export function answerSaveRow(
  db: BenchDatabase,
  instances: number,
  saves: LoadMetrics,
  echo: LoadMetrics,
  withTarget: boolean,
  roundRatios: number[] = [],
): ScenarioResult {
  const ratio = saves.requestsPerSecond / echo.requestsPerSecond;
  const slowest = Math.min(ratio, ...roundRatios);
  const rounds =
    roundRatios.length > 1
      ? `; median of ${roundRatios.length} rounds paired with the echo (${roundRatios.map((r) => r.toFixed(2)).join(', ')})`
      : '';
  const load = `; load from ${generatorText(saves)}, the echo's from ${generatorText(echo)}`;
  return {
    name: `answer saves, ${saves.connections} connections`,
    engine: db.engine,
    instances,
    metrics: loadMetrics(saves),
    summary: `${saves.requestsPerSecond.toFixed(0)} req/s, p50 ${saves.p50.toFixed(1)} / p95 ${saves.p95.toFixed(1)} / p99 ${saves.p99.toFixed(1)} ms, ${saves.errors} errors${rounds}${load}`,
    ratio,
    ratioOf: roundRatios.length
      ? `answer saves: req/s ÷ echo req/s (${echo.requestsPerSecond.toFixed(0)}) of the same round`
      : 'answer saves: req/s ÷ echo req/s',
    target: withTarget ? `≥ ${ANSWER_SAVE_RATIO}× echo in every round, p99 ≤ 50 ms, 0 errors` : '0 errors',
    pass: withTarget
      ? slowest >= ANSWER_SAVE_RATIO && saves.p99 <= 50 && saves.errors === 0
      : saves.errors === 0,
  };
}

/**
 * The frontier row: what the bare framework with one SQLite upsert a request does, as a ratio of
 * the same round's echo; the answer-save ratio can only approach it.
 */
export function frontierRow(paired: PairedSaves & { frontier: LoadMetrics }): ScenarioResult {
  const { frontier, echo, frontierRatios } = paired;
  return {
    name: `frontier: bare Fastify + one SQLite upsert a request, ${frontier.connections} connections`,
    engine: 'sqlite',
    instances: 1,
    metrics: loadMetrics(frontier),
    summary: `${frontier.requestsPerSecond.toFixed(0)} req/s, p99 ${frontier.p99.toFixed(1)} ms, ${frontier.errors} errors; rounds ${frontierRatios.map((r) => r.toFixed(2)).join(', ')}; answer saves reach ${((paired.saves.requestsPerSecond / frontier.requestsPerSecond) * 100).toFixed(0)} % of it`,
    ratio: frontier.requestsPerSecond / echo.requestsPerSecond,
    ratioOf: 'frontier req/s ÷ echo req/s of the same round (the top of the answer-save ratio)',
    target: '0 errors (a measured ceiling, not a goal)',
    pass: frontier.errors === 0,
  };
}
