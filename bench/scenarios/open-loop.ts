import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Engine, freshDatabase, seedForSaves } from '../lib/database';
import type { LoadMetrics } from '../lib/load';
import type { Session } from '../lib/participants';
import { startSessions } from '../lib/participants';
import type { ScenarioResult } from '../lib/report';
import { startServer } from '../lib/server-process';

export interface OpenLoopOptions {
  /** Saves a second to hold (BENCH_OPEN_LOOP_RATE). */
  rate: number;
  /** How long (BENCH_OPEN_LOOP_SECONDS). */
  seconds: number;
  /** Participants the saves are spread over (BENCH_OPEN_LOOP_PARTICIPANTS). */
  participants: number;
  /** Length of each lower rate tried when the target rate does not hold. */
  stepSeconds: number;
  /** Whether lower rates are tried at all (not in smoke runs: their figures judge nothing). */
  stepDown: boolean;
  logLevel: string;
  postgresUrl?: string;
}

export function openLoopOptions(
  smoke: boolean,
  env = process.env,
): Omit<OpenLoopOptions, 'logLevel' | 'postgresUrl'> {
  const num = (name: string, full: number, small: number) => Number(env[name] ?? (smoke ? small : full));
  return {
    rate: num('BENCH_OPEN_LOOP_RATE', 12_000, 100),
    seconds: num('BENCH_OPEN_LOOP_SECONDS', 60, 2),
    participants: num('BENCH_OPEN_LOOP_PARTICIPANTS', 2_000, 20),
    stepSeconds: num('BENCH_OPEN_LOOP_STEP_SECONDS', 20, 2),
    stepDown: !smoke,
  };
}

/** What one run of the generator (lib/open-loop-generator.mjs) measured. */
interface OpenLoopRun {
  rate: number;
  seconds: number;
  sent: number;
  answered: number;
  answeredPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  errors: number;
  errorSamples: string[];
  worstScheduleLagMs: number;
  generatorCpuShare: number;
  seqs: number[];
}

const P99_TARGET_MS = 50;

/** A run holds when every save was answered 200, on time on average, and its p99 is within target. */
const holds = (r: OpenLoopRun) =>
  r.errors === 0 && r.answeredPerSecond >= r.rate * 0.98 && r.p99Ms !== null && r.p99Ms <= P99_TARGET_MS;

/** Runs the generator in its own process against `url` at `rate` for `seconds`. */
function generate(url: string, sessions: Session[], rate: number, seconds: number): Promise<OpenLoopRun> {
  const dir = mkdtempSync(join(tmpdir(), 'asesa-open-loop-'));
  const input = join(dir, 'input.json');
  writeFileSync(input, JSON.stringify({ url, rate, seconds, sessions }));
  const script = fileURLToPath(new URL('../lib/open-loop-generator.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, input], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise<OpenLoopRun>((resolve, reject) => {
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`the open-loop generator exited with ${code}`));
      const run = JSON.parse(out) as OpenLoopRun;
      run.seqs.forEach((seq, i) => {
        sessions[i].seq = seq;
      });
      resolve(run);
    });
  });
}

/**
 * Waits until the server has worked off what a run left queued (a run that did not hold leaves
 * saves behind it): three health checks in a row answered within 20 ms, or 60 s. Without it the
 * next, lower rate is measured on a server still busy with the last one.
 */
async function drained(url: string) {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const t0 = performance.now();
    await fetch(new URL('/api/health', url)).then((r) => r.arrayBuffer());
    quick = performance.now() - t0 <= 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The highest rate that holds: halves down from the target until a rate holds, then bisects between
 * it and the lowest that failed (to within a sixteenth of the target), each run on a drained server.
 */
async function highestHolding(
  url: string,
  sessions: Session[],
  opts: OpenLoopOptions,
  log: (m: string) => void,
): Promise<OpenLoopRun | undefined> {
  const tryRate = async (rate: number) => {
    await drained(url);
    log(`open loop: ${opts.rate}/s did not hold; trying ${rate}/s for ${opts.stepSeconds} s`);
    const run = await generate(url, sessions, rate, opts.stepSeconds);
    return holds(run) ? run : undefined;
  };
  let failed = opts.rate;
  let held: OpenLoopRun | undefined;
  for (let rate = Math.round(opts.rate / 2); !held && rate >= opts.rate / 32; rate = Math.round(rate / 2)) {
    held = await tryRate(rate);
    if (!held) failed = rate;
  }
  if (!held) return undefined;
  while (failed - held.rate > opts.rate / 16) {
    const mid = Math.round((held.rate + failed) / 2);
    const run = await tryRate(mid);
    if (run) held = run;
    else failed = mid;
  }
  return held;
}

const ms = (v: number | null) => (v === null ? '∞' : v.toFixed(1));

/**
 * Answer saves on a fixed schedule (open loop) at the target rate, the load generator in its own
 * process, on one server instance; when the target does not hold, the highest rate that does
 * (highestHolding), so the row says what this machine carries within p99 ≤ 50 ms.
 */
export async function runOpenLoop(
  engine: Engine,
  opts: OpenLoopOptions,
  echo: LoadMetrics,
  log: (m: string) => void,
): Promise<ScenarioResult[]> {
  const db = await freshDatabase(engine, opts.postgresUrl);
  try {
    log(`open loop (${engine}): seeding ${opts.participants} participants`);
    const codes = await seedForSaves(db, opts.participants);
    const server = await startServer({
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      logLevel: opts.logLevel,
    });
    try {
      const sessions = await startSessions(server.url, codes);
      // The JIT warms up on a fifth of the rate first.
      await generate(server.url, sessions, Math.max(1, Math.round(opts.rate / 5)), Math.min(5, opts.seconds));
      log(`open loop (${engine}): ${opts.rate}/s for ${opts.seconds} s`);
      const main = await generate(server.url, sessions, opts.rate, opts.seconds);
      for (const sample of main.errorSamples) log(`error: ${sample}`);
      const rows = [openLoopRow(engine, main, echo, engine === 'sqlite')];
      if (holds(main) || engine !== 'sqlite' || !opts.stepDown) return rows;
      const highest = await highestHolding(server.url, sessions, opts, log);
      rows.push(highestRow(engine, opts.rate, highest, echo));
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

function openLoopRow(
  engine: Engine,
  run: OpenLoopRun,
  echo: LoadMetrics,
  withTarget: boolean,
): ScenarioResult {
  return {
    name: `answer saves at ${run.rate}/s (open loop, generator in its own process) for ${run.seconds} s`,
    engine,
    instances: 1,
    metrics: {
      rate: run.rate,
      seconds: run.seconds,
      saves: run.answered,
      savesPerSecond: Math.round(run.answeredPerSecond),
      p50Ms: run.p50Ms ?? Number.POSITIVE_INFINITY,
      p99Ms: run.p99Ms ?? Number.POSITIVE_INFINITY,
      maxMs: run.maxMs ?? Number.POSITIVE_INFINITY,
      errors: run.errors,
      worstScheduleLagMs: run.worstScheduleLagMs,
      generatorCpuShare: run.generatorCpuShare,
    },
    summary: `${run.answeredPerSecond.toFixed(0)}/s answered, p50 ${ms(run.p50Ms)} / p99 ${ms(run.p99Ms)} / max ${ms(run.maxMs)} ms (from when each save was due), ${run.errors} errors; the generator took ${run.generatorCpuShare.toFixed(2)} of the 2 cores`,
    ratio: run.answeredPerSecond / echo.requestsPerSecond,
    ratioOf: 'saves answered a second ÷ echo req/s (closed loop, 100 connections)',
    target: withTarget ? `${run.rate}/s held, p99 ≤ ${P99_TARGET_MS} ms, 0 errors` : '0 errors',
    pass: withTarget ? holds(run) : run.errors === 0,
  };
}

function highestRow(
  engine: Engine,
  target: number,
  run: OpenLoopRun | undefined,
  echo: LoadMetrics,
): ScenarioResult {
  return {
    name: `open loop: the highest rate tried that holds p99 ≤ ${P99_TARGET_MS} ms`,
    engine,
    instances: 1,
    metrics: run ? { rate: run.rate, p99Ms: run.p99Ms ?? Number.POSITIVE_INFINITY, errors: run.errors } : {},
    summary: run
      ? `${run.rate}/s for ${run.seconds} s: p99 ${ms(run.p99Ms)} ms, ${run.errors} errors, the generator took ${run.generatorCpuShare.toFixed(2)} cores (${((run.rate / target) * 100).toFixed(1)} % of the target)`
      : `none of the rates tried down to ${Math.round(target / 32)}/s held`,
    ratio: run ? run.answeredPerSecond / echo.requestsPerSecond : null,
    ratioOf: 'saves answered a second ÷ echo req/s',
    target: 'a measurement (the target row above is the goal)',
    pass: run !== undefined,
  };
}
