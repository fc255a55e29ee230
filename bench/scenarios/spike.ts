import { runParticipantBench } from '../../apps/server/bench/participants';
import type { Engine } from '../lib/database';
import { TIME_RATIO, withEngine } from '../lib/engine';
import type { LoadMetrics } from '../lib/load';
import type { ScenarioResult } from '../lib/report';

export interface SpikeOptions {
  starters: number;
  startSeconds: number;
  saveRate: number;
  saveSeconds: number;
}

export function spikeOptions(smoke: boolean, env = process.env): SpikeOptions {
  const num = (name: string, full: number, small: number) => Number(env[name] ?? (smoke ? small : full));
  return {
    starters: num('BENCH_STARTERS', 2000, 50),
    startSeconds: num('BENCH_START_SECONDS', 60, 3),
    saveRate: num('BENCH_SAVE_RATE', 600, 100),
    saveSeconds: num('BENCH_SAVE_SECONDS', 300, 3),
  };
}

/**
 * The server's bench/participants.ts: participants arriving evenly over a window and
 * starting their test, then answer saves at a steady rate (open loop) by those participants.
 */
export async function runSpike(
  engine: Engine,
  postgresUrl: string | undefined,
  opts: SpikeOptions,
  echo: LoadMetrics,
  log: (m: string) => void,
  adaptive = false,
): Promise<ScenarioResult[]> {
  const r = await withEngine(engine, postgresUrl, () => runParticipantBench({ ...opts, adaptive, log }));
  // An adaptive save also decides the participant's next item from a 500-item bank.
  const what = adaptive ? 'adaptive answers (each deciding the next of 500 items)' : 'answer saves';
  const saveP99Target = adaptive ? 15 : 100;
  // The next-item decision may cost the server's thread little beside the save it rides on.
  const serverMsTarget = adaptive ? 0.9 : Number.POSITIVE_INFINITY;
  for (const sample of r.errorSamples) log(`error: ${sample}`);
  const echoMs = 1000 / echo.requestsPerSecond;
  const startsOk = r.started === opts.starters && r.startErrors === 0;
  return [
    {
      name: `${adaptive ? 'adaptive ' : ''}start spike: ${opts.starters} participants within ${opts.startSeconds} s`,
      engine,
      instances: 1,
      metrics: {
        participants: opts.starters,
        started: r.started,
        seconds: r.startSeconds,
        p95Ms: r.startP95Ms,
        ...Object.fromEntries(Object.entries(r.startP95ByCallMs).map(([call, ms]) => [`${call}P95Ms`, ms])),
        errors: r.startErrors,
      },
      summary: `${r.started} started in ${r.startSeconds.toFixed(1)} s, call p95 ${r.startP95Ms.toFixed(1)} ms, ${r.startErrors} errors`,
      ratio: r.startP95Ms / echoMs,
      ratioOf: TIME_RATIO,
      target: `all in ≤ ${opts.startSeconds} s, p95 ≤ 500 ms, 0 errors`,
      // The last arrival is due at the end of the window; its three calls must fit the p95 budget.
      pass: startsOk && r.startSeconds <= opts.startSeconds + 0.5 && r.startP95Ms <= 500,
    },
    {
      name: `${what} at ${opts.saveRate}/s (open loop) for ${opts.saveSeconds} s`,
      engine,
      instances: 1,
      metrics: {
        rate: opts.saveRate,
        seconds: opts.saveSeconds,
        saves: r.saves,
        savesPerSecond: r.savesPerSecond,
        p50Ms: r.saveP50Ms,
        p99Ms: r.saveP99Ms,
        cpuMsPerSave: r.cpuMsPerSave,
        serverMsPerSave: r.serverMsPerSave,
        errors: r.saveErrors,
      },
      summary: `${r.savesPerSecond.toFixed(0)}/s, p50 ${r.saveP50Ms.toFixed(1)} / p99 ${r.saveP99Ms.toFixed(1)} ms, ${r.saveErrors} errors, server thread ${r.serverMsPerSave.toFixed(2)} ms/save (process CPU with the devices' thread ${r.cpuMsPerSave.toFixed(2)})`,
      ratio: r.saveP99Ms / echoMs,
      ratioOf: TIME_RATIO,
      target: `≥ ${opts.saveRate}/s, p99 ≤ ${saveP99Target} ms, 0 errors${adaptive ? `, server thread ≤ ${serverMsTarget} ms/save` : ''}`,
      // Open loop: every save left on schedule; the rate falls short only if the server lagged.
      pass:
        r.savesPerSecond >= opts.saveRate * 0.98 &&
        r.saveP99Ms <= saveP99Target &&
        r.saveErrors === 0 &&
        r.serverMsPerSave <= serverMsTarget,
    },
  ];
}
