import { MEANWHILE_P99_MS } from '../../apps/server/bench/meanwhile';
import { runReportsBench } from '../../apps/server/bench/reports';
import type { Engine } from '../lib/database';
import { TIME_RATIO, withEngine } from '../lib/engine';
import type { LoadMetrics } from '../lib/load';
import type { ScenarioResult } from '../lib/report';

const fixed = (v: number, digits = 1) => v.toFixed(digits);

/** 1,000 hiring-manager reports as one .zip job (apps/server/bench/reports.ts), answer saves meanwhile. */
export async function runReports(
  engine: Engine,
  postgresUrl: string | undefined,
  reports: number,
  echo: LoadMetrics,
  log: (m: string) => void,
): Promise<ScenarioResult[]> {
  const r = await withEngine(engine, postgresUrl, () => runReportsBench({ reports, log }));
  const echoMs = 1000 / echo.requestsPerSecond;
  return [
    {
      name: `${r.reports.toLocaleString('en')} PDF reports as a .zip`,
      engine,
      instances: 1,
      metrics: {
        reports: r.reports,
        seconds: r.seconds,
        cpuSeconds: r.cpuSeconds,
        msPerReport: (1000 * r.seconds) / Math.max(1, r.reports),
        zipMb: r.zipMegabytes,
        rssGrowthMb: r.rssGrowthMb,
        savesDuring: r.saves,
        saveP99DuringMs: r.saveP99Ms,
        healthP99DuringMs: r.healthP99Ms,
        loopDelayMaxMs: r.loopDelayMaxMs,
      },
      summary: `${fixed(r.seconds)} s (CPU ${fixed(r.cpuSeconds)} s), +${fixed(r.rssGrowthMb, 0)} MB RSS, health p99 ${fixed(r.healthP99Ms)} ms, saves p99 ${fixed(r.saveP99Ms)} ms, loop blocked ≤ ${fixed(r.loopDelayMaxMs)} ms`,
      ratio: (r.seconds * 1000) / echoMs,
      ratioOf: TIME_RATIO,
      target: `≤ 60 s, ≤ 200 MB, health and saves p99 ≤ ${MEANWHILE_P99_MS} ms`,
      pass:
        r.seconds <= 60 &&
        r.rssGrowthMb <= 200 &&
        r.saveP99Ms <= MEANWHILE_P99_MS &&
        r.healthP99Ms <= MEANWHILE_P99_MS &&
        r.reports > 0,
    },
  ];
}
