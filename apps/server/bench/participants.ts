/**
 * Participant benchmarks, the "spike" scenario of `npm run bench` (bench/index.ts at the
 * repository root). Not part of the tests (the harness's smoke test runs it for a few seconds).
 *
 * A real listening server (the app on a fresh SQLite file with the demo data, jobs on their worker
 * thread as with --role=all) and the participants' devices on another thread (load-client.mjs,
 * keep-alive HTTP, open loop). Measures:
 *   1. 2,000 participants starting their test within 60 s — each home, instrument, mark-as-started;
 *   2. answer saves sustained at 600/s by those participants for BENCH_SAVE_SECONDS (default 300).
 * Runs on SQLite, or on the PostgreSQL of TEST_DATABASE_URL when TEST_DB_ENGINE=postgres (as the
 * tests do); the caller turns the figures into rows against its own baseline.
 *
 * Environment: BENCH_SMOKE=1 (50 participants, 5 s, 100 saves/s), BENCH_STARTERS,
 * BENCH_START_SECONDS, BENCH_SAVE_RATE, BENCH_SAVE_SECONDS.
 */

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';
import { createWriteGate } from '../src/hot-path/write-gate';
import { startJobWorker } from '../src/jobs/job-worker';
import { nowIso } from '../src/lib/clock';
import { startTestApp } from '../test/harness';
import { benchAdaptiveInstrument } from './adaptive-dataset';
import { benchAdmin, benchInstrument, benchProject } from './dataset';

export interface ParticipantBenchOptions {
  starters: number;
  startSeconds: number;
  saveRate: number;
  saveSeconds: number;
  /** The participants take an adaptive test of a 500-item bank; each save answers the item chosen for them. */
  adaptive?: boolean;
  log?: (message: string) => void;
}

export interface ParticipantBenchResult {
  /** Requests that did not answer 200, and a few of them. */
  errors: number;
  errorSamples: string[];
  /** Participants who started (home, instrument, mark-as-started all answered 200). */
  started: number;
  /** From the first arrival to the last participant started. */
  startSeconds: number;
  startErrors: number;
  /** p95 of every start call, and per call. */
  startP95Ms: number;
  startP95ByCallMs: Record<string, number>;
  saves: number;
  saveErrors: number;
  saveP50Ms: number;
  saveP99Ms: number;
  savesPerSecond: number;
  /** Process CPU (server and clients) per save: not stretched by other processes on the machine. */
  cpuMsPerSave: number;
  /**
   * The server's event loop busy per save (its thread alone, without the devices' thread and the job
   * worker that cpuMsPerSave counts): what a save costs the thread that answers every request.
   * Stretched when other processes take the cores, so compared only on a quiet machine.
   */
  serverMsPerSave: number;
}

export function optionsFromEnv(env = process.env): ParticipantBenchOptions {
  const smoke = env.BENCH_SMOKE === '1';
  const num = (name: string, full: number, small: number) => Number(env[name] ?? (smoke ? small : full));
  return {
    starters: num('BENCH_STARTERS', 2000, 50),
    startSeconds: num('BENCH_START_SECONDS', 60, 5),
    saveRate: num('BENCH_SAVE_RATE', 600, 100),
    saveSeconds: num('BENCH_SAVE_SECONDS', 300, 5),
  };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface LoadErrors {
  count: number;
  samples: string[];
}

/** Runs one task of load-client.mjs on its own thread and waits for its answer. */
function load<T>(workerData: Record<string, unknown>): Promise<T & { errors: LoadErrors }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-client.mjs', import.meta.url), { workerData });
    worker.once('message', (result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`load client exited with ${code}`));
    });
  });
}

/** One project whose participants registered and have not started their 20-item test; returns their codes. */
export async function seedParticipants(
  deps: Awaited<ReturnType<typeof startTestApp>>['deps'],
  n: number,
  adaptive = false,
) {
  const admin = await benchAdmin(deps);
  const corporate = await deps.db
    .selectFrom('corporate_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const test = adaptive
    ? await benchAdaptiveInstrument(deps, admin, 'BENCH-ADAPTIVE')
    : await benchInstrument(deps, admin, 'BENCH-START');
  const project = await benchProject(deps, corporate.id, test.id, 'Benchmark participant starts');
  const codes: string[] = [];
  const now = nowIso();
  for (let from = 0; from < n; from += 500) {
    const batch = Array.from({ length: Math.min(500, n - from) }, (_, k) => {
      const i = from + k;
      const code = `START-${i.toString(36).toUpperCase().padStart(6, '0')}`;
      codes.push(code);
      return {
        project_id: project.projectId,
        account_corporate_id: corporate.id,
        participant_code: code,
        name: `Starter ${i}`,
        email: `starter${i}@bench.example`,
        phone: '',
        status: 'registered' as const,
        is_agree_tnc: 1 as const,
        number_correct: null,
        max_score: null,
        registered_at: now,
        completed_at: null,
        created_at: now,
        updated_at: now,
        invited_at: now,
        code_expires_at: null,
        revoked_at: null,
        started_at: null,
        score_percent: null,
      };
    });
    const ids = await deps.db.insertInto('participants').values(batch).returning('id').execute();
    await deps.db
      .insertInto('submissions')
      .values(
        ids.map(({ id }) => ({
          participant_id: id,
          project_instrument_id: project.projectInstrumentId,
          state: 'not_started' as const,
          started_at: null,
          deadline_at: null,
          finished_at: null,
          created_at: now,
        })),
      )
      .execute();
  }
  return codes;
}

/**
 * BENCH_SAVES_PROFILE=<file.cpuprofile> records the server's main thread while the saves run (the
 * server shares this process): where an answer save's CPU goes, without the seeding and starts;
 * BENCH_STARTS_PROFILE the same while the participants start.
 */
async function startProfile(file: string | undefined) {
  if (!file) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** Builds the app, listens, seeds, runs both measurements; always closes what it opened. */
export async function runParticipantBench(opts: ParticipantBenchOptions): Promise<ParticipantBenchResult> {
  const log = opts.log ?? (() => {});
  // As in a `--role=all` server: requests never checkpoint, the job worker thread does, and the
  // request and job threads share the write gate.
  const gate = createWriteGate();
  const t = await startTestApp({ seed: true, autoCheckpoint: false, writeGate: gate });
  const sqlite = t.engine === 'sqlite';
  const jobWorker = sqlite
    ? startJobWorker(t.deps.env, t.deps.jobs, t.app.log, { databaseUrl: '', writeGate: gate })
    : null;
  const errorSamples: string[] = [];
  let errors = 0;
  const tally = (e: LoadErrors) => {
    errors += e.count;
    errorSamples.push(...e.samples.slice(0, 5 - errorSamples.length));
  };
  try {
    log(`seeding ${opts.starters} registered participants`);
    const codes = await seedParticipants(t.deps, opts.starters, opts.adaptive);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

    // 1. Participants arriving evenly over the window, each opening their test.
    log(`${opts.starters} participants start within ${opts.startSeconds} s`);
    const startsProfiler = await startProfile(process.env.BENCH_STARTS_PROFILE);
    const starts = await load<{
      latencies: Record<string, number[]>;
      sequences: number[];
      started: { code: string; submissionId: number; itemIds: string[] }[];
      seconds: number;
    }>({ base, task: 'starts', codes, windowSeconds: opts.startSeconds });
    await startsProfiler?.stop();
    tally(starts.errors);
    const startP95ByCallMs = Object.fromEntries(
      Object.entries(starts.latencies).map(([path, values]) => [path, percentile(values, 95)]),
    );

    // 2. Sustained answer saves by the participants who started.
    log(`answer saves at ${opts.saveRate}/s for ${opts.saveSeconds} s`);
    const profiler = await startProfile(process.env.BENCH_SAVES_PROFILE);
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    const saves = await load<{ latencies: number[]; seconds: number }>({
      base,
      task: opts.adaptive ? 'adaptiveSaves' : 'saves',
      sessions: starts.started,
      ratePerSecond: opts.saveRate,
      seconds: opts.saveSeconds,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const loop = performance.eventLoopUtilization(loopBefore);
    await profiler?.stop();
    tally(saves.errors);
    return {
      errors,
      errorSamples,
      started: starts.started.length,
      startSeconds: starts.seconds,
      startErrors: starts.errors.count,
      startP95Ms: percentile(Object.values(starts.latencies).flat(), 95),
      startP95ByCallMs,
      saves: saves.latencies.length,
      saveErrors: saves.errors.count,
      saveP50Ms: percentile(saves.latencies, 50),
      saveP99Ms: percentile(saves.latencies, 99),
      savesPerSecond: saves.latencies.length / saves.seconds,
      cpuMsPerSave: (cpu.user + cpu.system) / 1000 / Math.max(1, saves.latencies.length),
      serverMsPerSave: loop.active / Math.max(1, saves.latencies.length),
    };
  } finally {
    await jobWorker?.stop();
    await t.close();
  }
}
