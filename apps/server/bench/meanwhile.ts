// What a long job costs the people answering meanwhile, measured the same way by every bench
// scenario: four mid-test participants save an answer every 25 ms each, a monitor asks
// /api/health every 50 ms, the event loop's delay is sampled every 10 ms and the process's RSS
// every 50 ms, until the job is done. The server's rule: no request's work blocks the event loop
// for more than 50 ms, so health and saves keep a p99 within 50 ms whatever runs meanwhile.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from './participants';

type Call = (path: string, body: unknown) => Promise<{ elapsed: number }>;
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

/**
 * Starts the saves, the health monitor and the samplers; `finish` stops them all and answers what
 * they saw. `health` makes one health check (the caller's app: in process or over HTTP).
 */
export function measureMeanwhile(
  call: Call,
  live: readonly LiveParticipant[],
  health: () => Promise<unknown>,
) {
  const saves: number[] = [];
  const checks: number[] = [];
  let stop = false;
  const savers = live.slice(0, 4).map(async (person, n) => {
    let k = 0;
    while (!stop) {
      const item = person.itemIds[k++ % person.itemIds.length];
      const { elapsed } = await call('test-activities/submission', {
        submission_id: person.submissionId,
        participant_code: person.code,
        submission: { [item]: ['A', 'B', 'C', 'D'][(k + n) % 4] },
      });
      saves.push(elapsed);
      await sleep(25);
    }
  });
  const monitor = (async () => {
    while (!stop) {
      const started = performance.now();
      await health();
      checks.push(performance.now() - started);
      await sleep(50);
    }
  })();
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
      stop = true;
      await Promise.all([...savers, monitor]);
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
