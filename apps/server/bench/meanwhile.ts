// What a long job costs the people answering meanwhile, measured the same way by every bench
// scenario: four mid-test participants save an answer every 25 ms each and a monitor asks
// /api/health every 50 ms, from their own thread over HTTP (meanwhile-client.mjs), while the
// server's event-loop delay is sampled every 10 ms and the process's RSS every 50 ms, until the
// job is done. The server's rule: no request's work blocks the event loop for more than 50 ms, so
// health and saves keep a p99 within 50 ms whatever runs meanwhile.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { TestApp } from '../test/harness';
import { percentile } from './participants';

type LiveParticipant = { code: string; submissionId: number; itemIds: string[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The event-loop delay histogram's sampling interval. */
const LOOP_RESOLUTION_MS = 10;

export interface Meanwhile {
  saves: number[];
  saveP99Ms: number;
  healthChecks: number;
  healthP99Ms: number;
  /** The longest the event loop could not turn, and its 99th percentile (10 ms resolution). */
  loopDelayMaxMs: number;
  loopDelayP99Ms: number;
  rssGrowthMb: number;
}

/** The rule every heavy operation is held to, for health checks and saves alike (p99, ms). */
export const MEANWHILE_P99_MS = 50;

/** The app's HTTP address, listening on a free port first if it does not listen yet. */
export async function listeningBase(t: TestApp): Promise<string> {
  if (!t.app.server.listening) return t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Starts the savers and the health monitor on their thread and the samplers here; `finish` stops
 * them all and answers what they saw. A save or check that is not answered 200 stops the bench.
 */
export async function measureMeanwhile(t: TestApp, live: readonly LiveParticipant[]) {
  const people = live.slice(0, 4).map(({ code, submissionId, itemIds }) => ({ code, submissionId, itemIds }));
  const client = new Worker(new URL('./meanwhile-client.mjs', import.meta.url), {
    workerData: { base: await listeningBase(t), live: people },
  });
  const next = () => new Promise<Record<string, unknown>>((resolve) => client.once('message', resolve));
  await next();
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 50);
  return {
    async finish(): Promise<Meanwhile> {
      // The work's last stretch on the event loop ends with its answer, and the histogram records
      // a delay only when its timer next fires: let it fire once before reading it, or a loop held
      // to the very end of the work reads as free.
      await sleep(LOOP_RESOLUTION_MS * 2);
      clearInterval(sampler);
      loop.disable();
      const seen = next();
      client.postMessage('stop');
      const { saves, checks, errors } = (await seen) as {
        saves: number[];
        checks: number[];
        errors: string[];
      };
      await client.terminate();
      if (errors.length > 0) throw new Error(`meanwhile: ${errors.join('; ')}`);
      return {
        saves,
        saveP99Ms: percentile(saves, 99),
        healthChecks: checks.length,
        healthP99Ms: percentile(checks, 99),
        // The histogram counts the sampling interval in; what is beyond it is the loop's delay.
        loopDelayMaxMs: Math.max(0, loop.max / 1e6 - LOOP_RESOLUTION_MS),
        loopDelayP99Ms: Math.max(0, loop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS),
        rssGrowthMb: (rssPeak - rssBefore) / (1024 * 1024),
      };
    },
  };
}

/** The meanwhile figures in a row's summary. */
export function meanwhileText(m: Meanwhile): string {
  const f = (v: number) => v.toFixed(1);
  return `health p99 ${f(m.healthP99Ms)} ms, saves p99 ${f(m.saveP99Ms)} ms, loop blocked ≤ ${f(m.loopDelayMaxMs)} ms`;
}

export const meanwhileHolds = (m: Meanwhile) =>
  m.healthP99Ms <= MEANWHILE_P99_MS && m.saveP99Ms <= MEANWHILE_P99_MS && m.saves.length > 0;
