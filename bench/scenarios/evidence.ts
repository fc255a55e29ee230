import { type EvidenceRun, runEvidenceBench } from '../../apps/server/bench/evidence';
import { MEANWHILE_P99_MS } from '../../apps/server/bench/meanwhile';
import type { Engine } from '../lib/database';
import { TIME_RATIO, withEngine } from '../lib/engine';
import type { LoadMetrics } from '../lib/load';
import type { ScenarioResult } from '../lib/report';

const fixed = (v: number, digits = 1) => v.toFixed(digits);

function row(
  name: string,
  engine: Engine,
  r: EvidenceRun,
  expected: number,
  limitSeconds: number,
  writeSeconds: number,
  echo: LoadMetrics,
): ScenarioResult {
  const echoMs = 1000 / echo.requestsPerSecond;
  const em = r.emCycles === null ? '' : `, ${r.emCycles} EM cycles${r.converged ? '' : ' (not converged)'}`;
  return {
    name,
    engine,
    instances: 1,
    metrics: {
      participants: r.participants,
      items: r.items,
      seconds: r.seconds,
      engineStartSeconds: r.engineStartSeconds,
      cpuSeconds: r.cpuSeconds,
      rssGrowthMb: r.rssGrowthMb,
      savesDuring: r.saves,
      saveP99DuringMs: r.saveP99Ms,
      healthP99DuringMs: r.healthP99Ms,
      loopDelayMaxMs: r.loopDelayMaxMs,
      ...(r.emCycles === null ? {} : { emCycles: r.emCycles }),
      datasetWriteSeconds: writeSeconds,
    },
    summary: `${fixed(r.seconds)} s (engine from ~${fixed(r.engineStartSeconds)} s, CPU ${fixed(r.cpuSeconds)} s${em}), +${fixed(r.rssGrowthMb, 0)} MB RSS, health p99 ${fixed(r.healthP99Ms)} ms, saves p99 ${fixed(r.saveP99Ms)} ms of ${r.saves}, loop blocked ≤ ${fixed(r.loopDelayMaxMs)} ms`,
    ratio: (r.seconds * 1000) / echoMs,
    ratioOf: TIME_RATIO,
    target: `≤ ${limitSeconds} s, health and saves p99 ≤ ${MEANWHILE_P99_MS} ms`,
    pass:
      r.seconds <= limitSeconds &&
      r.saveP99Ms <= MEANWHILE_P99_MS &&
      r.healthP99Ms <= MEANWHILE_P99_MS &&
      r.participants === expected &&
      r.saves > 0,
  };
}

/**
 * Evidence analyses as jobs through the server (apps/server/bench/evidence.ts), answer saves
 * meanwhile: the item analysis of `participants` × 60 (item statistics, distractors, reliability
 * and DIF, no IRT calibration) and a 2PL calibration of a fifth of them.
 */
export async function runEvidence(
  engine: Engine,
  postgresUrl: string | undefined,
  participants: number,
  echo: LoadMetrics,
  log: (m: string) => void,
): Promise<ScenarioResult[]> {
  const calibrationParticipants = Math.max(2, Math.round(participants / 5));
  const r = await withEngine(engine, postgresUrl, () =>
    runEvidenceBench({ participants, calibrationParticipants, log }),
  );
  const n = (v: number) => v.toLocaleString('en');
  return [
    row(
      `item analysis of ${n(participants)} × ${r.itemAnalysis.items} as a job (no IRT calibration)`,
      engine,
      r.itemAnalysis,
      participants,
      10,
      r.writeSeconds,
      echo,
    ),
    row(
      `2PL calibration of ${n(calibrationParticipants)} × ${r.calibration.items} as a job`,
      engine,
      r.calibration,
      calibrationParticipants,
      60,
      r.writeSeconds,
      echo,
    ),
  ];
}
