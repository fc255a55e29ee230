import { runHeavyRequestsBench } from '../../apps/server/bench/heavy-requests';
import { MEANWHILE_P99_MS, meanwhileHolds, meanwhileText } from '../../apps/server/bench/meanwhile';
import type { Engine } from '../lib/database';
import { TIME_RATIO, withEngine } from '../lib/engine';
import type { LoadMetrics } from '../lib/load';
import type { ScenarioResult } from '../lib/report';

/**
 * The requests that work hardest in their own answer (apps/server/bench/heavy-requests.ts), each
 * while answers are saved and health is checked: one row each, held to the event-loop rule.
 */
export async function runHeavyRequests(
  engine: Engine,
  postgresUrl: string | undefined,
  reports: number,
  echo: LoadMetrics,
  log: (m: string) => void,
): Promise<ScenarioResult[]> {
  const runs = await withEngine(engine, postgresUrl, () => runHeavyRequestsBench({ reports, log }));
  const echoMs = 1000 / echo.requestsPerSecond;
  return runs.map((r) => ({
    name: r.name,
    engine,
    instances: 1,
    metrics: {
      seconds: r.seconds,
      healthChecksDuring: r.meanwhile.healthChecks,
      healthP99DuringMs: r.meanwhile.healthP99Ms,
      savesDuring: r.meanwhile.saves.length,
      saveP99DuringMs: r.meanwhile.saveP99Ms,
      loopDelayMaxMs: r.meanwhile.loopDelayMaxMs,
      loopDelayP99Ms: r.meanwhile.loopDelayP99Ms,
      rssGrowthMb: r.meanwhile.rssGrowthMb,
    },
    summary: `${r.answered} in ${r.seconds.toFixed(1)} s; ${meanwhileText(r.meanwhile)}`,
    ratio: (r.seconds * 1000) / echoMs,
    ratioOf: TIME_RATIO,
    target: `answers ${r.expected}; health and saves p99 ≤ ${MEANWHILE_P99_MS} ms`,
    pass: r.answered === r.expected && meanwhileHolds(r.meanwhile),
  }));
}
