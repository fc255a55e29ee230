import { MEANWHILE_P99_MS } from '../../apps/server/bench/meanwhile';
import { type CampaignResult, runCampaignBench, type UnderLoad } from '../../apps/server/bench/run';
import type { Engine } from '../lib/database';
import { TIME_RATIO, withEngine } from '../lib/engine';
import type { LoadMetrics } from '../lib/load';
import type { ScenarioResult } from '../lib/report';

const fixed = (v: number | null, digits = 1) => (v === null ? '—' : v.toFixed(digits));

/** The saves and the write lock while a job ran: part of the recalculation and export rows. */
function duringJob(u: UnderLoad) {
  const lockOk = u.longestLockWaitMs === null || u.longestLockWaitMs <= 50;
  return {
    metrics: {
      savesDuring: u.saves,
      saveP99DuringMs: u.saveP99Ms,
      healthP99DuringMs: u.healthP99Ms,
      loopDelayMaxMs: u.loopDelayMaxMs,
      ...(u.longestLockWaitMs === null ? {} : { longestLockWaitMs: u.longestLockWaitMs }),
    },
    text: `health p99 ${fixed(u.healthP99Ms)} ms, saves p99 ${fixed(u.saveP99Ms)} ms, loop blocked ≤ ${fixed(u.loopDelayMaxMs)} ms${u.longestLockWaitMs === null ? '' : `, lock wait ≤ ${fixed(u.longestLockWaitMs)} ms`}`,
    target: `health and saves p99 ≤ ${MEANWHILE_P99_MS} ms${u.longestLockWaitMs === null ? '' : ', lock wait ≤ 50 ms'}`,
    pass: u.saveP99Ms <= MEANWHILE_P99_MS && u.healthP99Ms <= MEANWHILE_P99_MS && lockOk,
  };
}

function rows(engine: Engine, r: CampaignResult, echo: LoadMetrics): ScenarioResult[] {
  const echoMs = 1000 / echo.requestsPerSecond;
  const n = r.participants.toLocaleString('en');
  const row = (
    name: string,
    ms: number,
    rest: Omit<ScenarioResult, 'name' | 'engine' | 'instances' | 'ratio' | 'ratioOf'>,
  ) => ({
    name,
    engine,
    instances: 1,
    ratio: ms / echoMs,
    ratioOf: TIME_RATIO,
    ...rest,
  });
  const recalc = duringJob(r.recalculation);
  const exported = duringJob(r.export);
  return [
    row(`datatable filter+sort+page of ${n}`, r.datatableP95Ms, {
      metrics: { participants: r.participants, p95Ms: r.datatableP95Ms },
      summary: `p95 ${fixed(r.datatableP95Ms)} ms`,
      target: 'p95 ≤ 50 ms',
      pass: r.datatableP95Ms <= 50,
    }),
    row(`datatable substring search of ${n}`, r.searchP95Ms, {
      metrics: { participants: r.participants, p95Ms: r.searchP95Ms },
      summary: `p95 ${fixed(r.searchP95Ms)} ms`,
      target: 'p95 ≤ 300 ms',
      pass: r.searchP95Ms <= 300,
    }),
    row(`recalculation of ${n}`, r.recalculation.seconds * 1000, {
      metrics: { participants: r.participants, seconds: r.recalculation.seconds, ...recalc.metrics },
      summary: `${fixed(r.recalculation.seconds)} s, ${recalc.text}`,
      target: `≤ 60 s, ${recalc.target}`,
      pass: r.recalculation.seconds <= 60 && recalc.pass,
    }),
    row(`.xlsx export of ${n}`, r.export.seconds * 1000, {
      metrics: {
        rows: r.export.rows,
        seconds: r.export.seconds,
        fileMb: r.export.megabytes,
        rssGrowthMb: r.export.rssGrowthMb,
        ...exported.metrics,
      },
      summary: `${fixed(r.export.seconds)} s, +${fixed(r.export.rssGrowthMb, 0)} MB RSS, ${exported.text}`,
      target: `≤ 15 s, ≤ 300 MB, ${exported.target}`,
      pass: r.export.seconds <= 15 && r.export.rssGrowthMb <= 300 && exported.pass,
    }),
  ];
}

/** The server's bench/run.ts: datatable, search, recalculation and export at campaign scale. */
export async function runCampaign(
  engine: Engine,
  postgresUrl: string | undefined,
  participants: number,
  echo: LoadMetrics,
  log: (m: string) => void,
): Promise<ScenarioResult[]> {
  const r = await withEngine(engine, postgresUrl, () => runCampaignBench({ participants, log }));
  return rows(engine, r, echo);
}
