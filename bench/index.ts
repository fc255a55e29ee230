/**
 * `npm run bench` (after the scoring engine's own bench): every server scenario in one table and
 * one file, bench/results/latest.json (format in bench/README.md). Not a test: a smoke run of the
 * harness is (apps/server/test/bench-harness.test.ts).
 */
import { pathToFileURL } from 'node:url';
import { type Engine, freshDatabase, seedForSaves } from './lib/database';
import { startSessions } from './lib/participants';
import { formatTable, newReport, type Report, writeReport } from './lib/report';
import { startServer } from './lib/server-process';
import { answerSaveRow, measureSaves } from './scenarios/answer-save';
import { runCampaign } from './scenarios/campaign';
import { measureEcho } from './scenarios/echo';
import { runNginx } from './scenarios/nginx';
import { runSpike, type SpikeOptions, spikeOptions } from './scenarios/spike';

export interface BenchOptions {
  smoke: boolean;
  /** Scenario names to run (BENCH_SCENARIOS, comma-separated); empty runs all. */
  only: string[];
  connections: number;
  seconds: number;
  /** The campaign's size (BENCH_PARTICIPANTS). */
  participants: number;
  spike: SpikeOptions;
  /** The servers' LOG_LEVEL (BENCH_LOG_LEVEL, default info as in production). */
  logLevel: string;
  postgresUrl?: string;
  /** SQLite, and PostgreSQL when BENCH_DATABASE_URL is set. */
  engines: Engine[];
  log: (message: string) => void;
}

export const SCENARIOS = ['answer-save', 'spike', 'campaign', 'nginx'] as const;

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
    participants: Number(env.BENCH_PARTICIPANTS ?? (smoke ? 2000 : 100_000)),
    spike: spikeOptions(smoke, env),
    logLevel: env.BENCH_LOG_LEVEL ?? 'info',
    postgresUrl: env.BENCH_DATABASE_URL || undefined,
    engines: env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'],
    log: () => {},
  };
}

/** Answer saves through one real server process on a fresh database of `engine`. */
async function answerSaves(report: Report, opts: BenchOptions, engine: Engine) {
  const echo = report.baseline!.metrics;
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
      opts.log(`answer saves (${engine}): ${opts.connections} connections for ${opts.seconds} s`);
      const saves = await measureSaves(server.url, sessions, opts.connections, opts.seconds);
      for (const sample of saves.errorSamples) opts.log(`error: ${sample}`);
      report.scenarios.push(answerSaveRow(db, 1, saves, echo, engine === 'sqlite'));
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
  const echo = await measureEcho(opts.connections, opts.seconds);
  report.baseline = { name: 'bare Fastify JSON echo', metrics: echo };
  for (const engine of opts.engines) {
    if (wanted('answer-save')) await answerSaves(report, opts, engine);
    if (wanted('spike')) {
      opts.log(`start spike (${engine})`);
      report.scenarios.push(...(await runSpike(engine, opts.postgresUrl, opts.spike, echo, opts.log)));
    }
    if (wanted('campaign')) {
      opts.log(`campaign of ${opts.participants} (${engine})`);
      report.scenarios.push(
        ...(await runCampaign(engine, opts.postgresUrl, opts.participants, echo, opts.log)),
      );
    }
  }
  if (wanted('nginx') && opts.postgresUrl) {
    const nginxOpts = { connections: opts.connections, seconds: opts.seconds, logLevel: opts.logLevel };
    report.scenarios.push(...(await runNginx(opts.postgresUrl, nginxOpts, echo, opts.log)));
  }
  report.finishedAt = new Date().toISOString();
  return report;
}

async function main() {
  const started = performance.now();
  const opts = benchOptionsFromEnv();
  opts.log = (m) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0)} s] ${m}`);
  const report = await runBench(opts);
  console.log(formatTable(report));
  const file = new URL('./results/latest.json', import.meta.url);
  writeReport(report, file);
  console.log(`\nwritten: bench/results/latest.json`);
  if (report.scenarios.some((s) => s.pass === false)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
