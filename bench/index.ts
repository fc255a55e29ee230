/**
 * `npm run bench` (after the scoring engine's own bench): every server scenario in one table and
 * one file, bench/results/latest.json (format in bench/README.md). Not a test: a smoke run of the
 * harness is (apps/server/test/bench-harness.test.ts).
 */
import { pathToFileURL } from 'node:url';
import { type Engine, freshDatabase, seedForSaves } from './lib/database';
import { MAX_COMPARABLE_LOAD, settledLoad } from './lib/load-average';
import { startSessions } from './lib/participants';
import { formatTable, newReport, type Report, type ScenarioResult, writeReport } from './lib/report';
import { startServer } from './lib/server-process';
import { type Generator, wrkAvailable } from './lib/wrk-load';
import { answerSaveRow, frontierRow, pairedSaves } from './scenarios/answer-save';
import { runCampaign } from './scenarios/campaign';
import { measureEcho } from './scenarios/echo';
import { runEvidence } from './scenarios/evidence';
import { runHeavyRequests } from './scenarios/heavy-requests';
import { runNginx } from './scenarios/nginx';
import { type OpenLoopOptions, openLoopOptions, runOpenLoop } from './scenarios/open-loop';
import { runReports } from './scenarios/reports';
import { runSpike, type SpikeOptions, spikeOptions } from './scenarios/spike';

export interface BenchOptions {
  smoke: boolean;
  /** Scenario names to run (BENCH_SCENARIOS, comma-separated); empty runs all. */
  only: string[];
  connections: number;
  seconds: number;
  /** Answer saves: rounds paired with the echo (BENCH_ROUNDS), after a warm-up of warmSeconds. */
  rounds: number;
  /** Answer saves: each round's loads cut into this many alternating runs (BENCH_SLICES). */
  slices: number;
  /** Answer saves: the closed-loop generator (BENCH_GENERATOR; wrk when it is installed, else autocannon). */
  generator: Generator;
  warmSeconds: number;
  /** The campaign's size (BENCH_PARTICIPANTS). */
  participants: number;
  /** Reports in the .zip of the reports scenario (BENCH_REPORTS). */
  reports: number;
  /** PDF reports drawn one by one in the heavy-requests scenario (BENCH_SINGLE_REPORTS). */
  singleReports: number;
  /** The evidence scenario's item-analysis sample (BENCH_EVIDENCE_PARTICIPANTS); its calibration takes a fifth. */
  evidenceParticipants: number;
  spike: SpikeOptions;
  /** The open-loop row: rate, seconds, participants, and the lower rates' length. */
  openLoop: Omit<OpenLoopOptions, 'logLevel' | 'postgresUrl'>;
  /** Longest wait for the load average to settle before a scenario (BENCH_SETTLE_SECONDS). */
  settleSeconds: number;
  /** The servers' LOG_LEVEL (BENCH_LOG_LEVEL, default info as in production). */
  logLevel: string;
  postgresUrl?: string;
  /** SQLite, and PostgreSQL when BENCH_DATABASE_URL is set. */
  engines: Engine[];
  log: (message: string) => void;
  /** Called with the report so far after each scenario. */
  onProgress?: (report: Report) => void;
}

export const SCENARIOS = [
  'answer-save',
  'open-loop',
  'spike',
  'adaptive',
  'campaign',
  'reports',
  'evidence',
  'heavy-requests',
  'nginx',
] as const;

function generatorFromEnv(value: string | undefined): Generator {
  if (value === 'wrk' || value === 'autocannon') return value;
  if (value) throw new Error(`BENCH_GENERATOR: ${value} is not wrk or autocannon`);
  return wrkAvailable() ? 'wrk' : 'autocannon';
}

export function benchOptionsFromEnv(env = process.env): BenchOptions {
  const smoke = env.BENCH_SMOKE === '1';
  return {
    smoke,
    only: (env.BENCH_SCENARIOS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    connections: Number(env.BENCH_CONNECTIONS ?? 100),
    seconds: Number(env.BENCH_SECONDS ?? (smoke ? 3 : 20)),
    rounds: Number(env.BENCH_ROUNDS ?? (smoke ? 1 : 3)),
    slices: Number(env.BENCH_SLICES ?? (smoke ? 1 : 4)),
    generator: generatorFromEnv(env.BENCH_GENERATOR),
    warmSeconds: smoke ? 0 : 3,
    participants: Number(env.BENCH_PARTICIPANTS ?? (smoke ? 2000 : 100_000)),
    reports: Number(env.BENCH_REPORTS ?? (smoke ? 20 : 1000)),
    singleReports: Number(env.BENCH_SINGLE_REPORTS ?? (smoke ? 2 : 20)),
    evidenceParticipants: Number(env.BENCH_EVIDENCE_PARTICIPANTS ?? (smoke ? 2000 : 100_000)),
    spike: spikeOptions(smoke, env),
    openLoop: openLoopOptions(smoke, env),
    settleSeconds: Number(env.BENCH_SETTLE_SECONDS ?? (smoke ? 0 : 90)),
    logLevel: env.BENCH_LOG_LEVEL ?? 'info',
    postgresUrl: env.BENCH_DATABASE_URL || undefined,
    engines: env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'],
    log: () => {},
  };
}

/** Answer saves through one real server process on a fresh database of `engine`. */
async function answerSaves(opts: BenchOptions, engine: Engine): Promise<ScenarioResult[]> {
  const db = await freshDatabase(engine, opts.postgresUrl);
  try {
    opts.log(`answer saves (${engine}): seeding ${opts.connections} participants`);
    const codes = await seedForSaves(db, opts.connections);
    const server = await startServer({
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      logLevel: opts.logLevel,
    });
    try {
      const sessions = await startSessions(server.url, codes);
      opts.log(
        `answer saves (${engine}): ${opts.connections} connections, ${opts.rounds} rounds × (echo, saves: ${opts.seconds} s each in ${opts.slices} alternating slices), load from ${opts.generator}`,
      );
      const paired = await pairedSaves(server.url, sessions, { ...opts, frontier: engine === 'sqlite' });
      for (const sample of paired.saves.errorSamples) opts.log(`error: ${sample}`);
      const row = answerSaveRow(db, 1, paired.saves, paired.echo, engine === 'sqlite', paired.ratios);
      return paired.frontier ? [frontierRow({ ...paired, frontier: paired.frontier }), row] : [row];
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

export async function runBench(opts: BenchOptions): Promise<Report> {
  const report = newReport();
  const unknown = opts.only.filter((s) => !(SCENARIOS as readonly string[]).includes(s));
  if (unknown.length)
    throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')} (use ${SCENARIOS.join(', ')})`);
  const wanted = (name: (typeof SCENARIOS)[number]) => !opts.only.length || opts.only.includes(name);
  opts.log(`echo baseline: ${opts.connections} connections for ${opts.seconds} s`);
  await settledLoad(opts.settleSeconds, opts.log);
  const echo = await measureEcho(opts.connections, opts.seconds);
  report.baseline = { name: 'bare Fastify JSON echo', metrics: echo };
  // A scenario that fails is a failed row, and the others still run: a long run is not lost.
  const step = async (name: string, engine: Engine, run: () => Promise<ScenarioResult[]>) => {
    const load = await settledLoad(opts.settleSeconds, opts.log);
    opts.log(`${name} (${engine}), load average ${load.toFixed(2)}`);
    const comparable = load <= MAX_COMPARABLE_LOAD;
    try {
      const rows = await run();
      for (const row of rows) {
        row.loadAverage = load;
        row.comparable = comparable;
      }
      report.scenarios.push(...rows);
    } catch (err) {
      opts.log(`${name} (${engine}) failed: ${err instanceof Error ? err.stack : err}`);
      report.scenarios.push({
        name,
        engine,
        instances: 1,
        metrics: {},
        summary: `failed: ${err instanceof Error ? err.message : err}`.slice(0, 160),
        ratio: null,
        ratioOf: '',
        target: 'runs',
        pass: false,
      });
    }
    opts.onProgress?.(report);
  };
  for (const engine of opts.engines) {
    if (wanted('answer-save')) await step('answer saves', engine, () => answerSaves(opts, engine));
    if (wanted('open-loop'))
      await step('open-loop saves', engine, () =>
        runOpenLoop(
          engine,
          { ...opts.openLoop, logLevel: opts.logLevel, postgresUrl: opts.postgresUrl },
          echo,
          opts.log,
        ),
      );
    if (wanted('spike'))
      await step('start spike', engine, () => runSpike(engine, opts.postgresUrl, opts.spike, echo, opts.log));
    if (wanted('adaptive'))
      await step('adaptive start spike', engine, () =>
        runSpike(engine, opts.postgresUrl, opts.spike, echo, opts.log, true),
      );
    if (wanted('campaign'))
      await step(`campaign of ${opts.participants}`, engine, () =>
        runCampaign(engine, opts.postgresUrl, opts.participants, echo, opts.log),
      );
    if (wanted('reports'))
      await step(`${opts.reports} reports as a .zip`, engine, () =>
        runReports(engine, opts.postgresUrl, opts.reports, echo, opts.log),
      );
    if (wanted('evidence'))
      await step('evidence analyses as jobs', engine, () =>
        runEvidence(engine, opts.postgresUrl, opts.evidenceParticipants, echo, opts.log),
      );
    if (wanted('heavy-requests'))
      await step('heavy requests', engine, () =>
        runHeavyRequests(engine, opts.postgresUrl, opts.singleReports, echo, opts.log),
      );
  }
  const postgresUrl = opts.postgresUrl;
  if (wanted('nginx') && postgresUrl) {
    const nginxOpts = {
      connections: opts.connections,
      seconds: opts.seconds,
      logLevel: opts.logLevel,
      warmSeconds: opts.warmSeconds,
    };
    await step('answer saves behind nginx', 'postgres', () =>
      runNginx(postgresUrl, nginxOpts, echo, opts.log),
    );
  }
  report.finishedAt = new Date().toISOString();
  return report;
}

async function main() {
  const started = performance.now();
  const opts = benchOptionsFromEnv();
  opts.log = (m) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0)} s] ${m}`);
  const file = new URL('./results/latest.json', import.meta.url);
  // Written after every scenario too (without finishedAt), so a long run that stops keeps its rows.
  opts.onProgress = (partial) => writeReport(partial, file);
  const report = await runBench(opts);
  console.log(formatTable(report));
  writeReport(report, file);
  console.log(`\nwritten: bench/results/latest.json`);
  if (report.scenarios.some((s) => s.pass === false && s.comparable !== false)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
