import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { benchOptionsFromEnv, runBench } from '../../../bench/index';
import { cpuSnapshot, cpuText, cpuUse } from '../../../bench/lib/cpu';
import { mergeLoads } from '../../../bench/lib/load';
import { MAX_COMPARABLE_LOAD } from '../../../bench/lib/load-average';
import { formatTable, newReport } from '../../../bench/lib/report';
import { childCpuSeconds, wrkMetrics, wrkScript } from '../../../bench/lib/wrk-load';
import { ANSWER_SAVE_RATIO, answerSaveRow, slicedRound } from '../../../bench/scenarios/answer-save';

// The benchmark harness (`npm run bench`) works — its smoke mode runs the echo baseline,
// answer saves through a real server process and the participants' start spike on this file's
// engine, every request answered 200, and yields the rows of bench/results/latest.json. No timing
// is asserted: the machine running the tests is not the benchmark machine.
describe('benchmark harness (smoke mode)', () => {
  it('measures the echo, answer saves, open-loop saves and the start spike without an error', async () => {
    const engine: 'sqlite' | 'postgres' = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
    const opts = {
      // wrk drives the rounds, as on the bench machine (npm test's preflight installs it).
      ...benchOptionsFromEnv({ BENCH_SMOKE: '1', BENCH_GENERATOR: 'wrk' }),
      only: ['answer-save', 'open-loop', 'spike'],
      engines: [engine],
      postgresUrl: process.env.TEST_DATABASE_URL,
      connections: 10,
      seconds: 2,
      spike: { starters: 20, startSeconds: 2, saveRate: 50, saveSeconds: 2 },
      openLoop: { rate: 100, seconds: 2, participants: 10, stepSeconds: 1, stepDown: false },
    };
    const report = await runBench(opts);

    expect(report.baseline?.metrics.requests).toBeGreaterThan(0);
    expect(report.baseline?.metrics.errors).toBe(0);
    expect(report.scenarios.map((s) => [s.name, s.engine])).toEqual([
      // The frontier of saves (bare Fastify, one SQLite upsert a request) is SQLite's ceiling.
      ...(engine === 'sqlite'
        ? [['frontier: bare Fastify + one SQLite upsert a request, 10 connections', engine]]
        : []),
      ['answer saves, 10 connections', engine],
      ['answer saves at 100/s (open loop, generator in its own process) for 2 s', engine],
      ['start spike: 20 participants within 2 s', engine],
      ['answer saves at 50/s (open loop) for 2 s', engine],
    ]);
    for (const s of report.scenarios) {
      expect(s.metrics.errors, s.name).toBe(0);
      expect(s.ratio, s.name).toBeGreaterThan(0);
      // Each row says the load it started at, and whether that load lets it be judged.
      expect(s.loadAverage, s.name).toBeGreaterThanOrEqual(0);
      expect(s.comparable, s.name).toBe((s.loadAverage ?? 0) <= MAX_COMPARABLE_LOAD);
    }
    const [saves, openLoop, spike, steady] = report.scenarios.filter((s) => !s.name.startsWith('frontier'));
    expect(saves.metrics.requests).toBeGreaterThan(0);
    // The row names its generator and the share of a core it took.
    expect(saves.summary).toMatch(/load from wrk at \d\.\d\d core, the echo's from wrk at \d\.\d\d core/);
    // Every save sent on schedule was answered, each latency counted from when it was due.
    expect(openLoop.metrics.saves).toBe(200);
    expect(openLoop.metrics.p99Ms).toBeGreaterThan(0);
    expect(openLoop.metrics.generatorCpuShare).toBeGreaterThan(0);
    expect(spike.metrics.started).toBe(20);
    expect(steady.metrics.saves).toBe(100);
  }, 300_000);
});

// The nginx scenario says where each save's CPU went (bench/lib/cpu.ts, from Linux's /proc).
describe.skipIf(process.platform !== 'linux')('CPU per request by process group', () => {
  it("counts this process's CPU time and divides it per request", () => {
    const groups = { 'load generator': (pid: number) => pid === process.pid };
    const before = cpuSnapshot(groups);
    const start = process.cpuUsage();
    const spentMs = () => {
      const u = process.cpuUsage(start);
      return (u.user + u.system) / 1000;
    };
    while (spentMs() < 300);
    const use = cpuUse(before, cpuSnapshot(groups), 100, 1);
    // /proc counts in 10 ms ticks: within a few ticks of what Node counted, per each of 100 requests.
    const perRequest = use?.msPerRequest['load generator'] ?? 0;
    expect(Math.abs(perRequest * 100 - spentMs())).toBeLessThanOrEqual(40);
    expect(use?.ceilingPerSecond).toBeCloseTo((cpus().length * 1000) / (use?.totalMsPerRequest ?? 1), 6);
    expect(cpuText(use!)).toMatch(/^load generator \d+\.\d\d = \d+\.\d\d ms$/);
    expect(cpuUse(before, null, 100, 1)).toBeNull();
  });
});

// A row that started on a busy machine is shown with its figures but neither passes nor fails.
describe('a row from a busy machine', () => {
  it('reads "not comparable" with the load it started at, instead of PASS or FAIL', () => {
    const report = newReport();
    const row = {
      name: 'answer saves',
      engine: 'sqlite' as const,
      instances: 1,
      metrics: {},
      summary: '5000 saves/s',
      ratio: 0.4,
      ratioOf: 'throughput',
      target: '≥ 0.5×',
      pass: false,
    };
    report.scenarios.push(
      { ...row, loadAverage: 2.31, comparable: false },
      { ...row, loadAverage: 0.4, comparable: true },
    );
    const [, , , , busy, quiet] = formatTable(report).split('\n');
    expect(busy).toContain('| not comparable (load 2.31 at start) |');
    expect(busy).not.toContain('FAIL');
    expect(quiet).toContain('| FAIL');
  });
});

// A median can hide a slow round: the answer-save row passes only when every round paired with the
// echo reaches the target.
describe('the answer-save row', () => {
  const load = (requestsPerSecond: number) => ({
    connections: 100,
    seconds: 10,
    requests: requestsPerSecond * 10,
    requestsPerSecond,
    p50: 5,
    p95: 10,
    p99: 20,
    max: 30,
    errors: 0,
    errorSamples: [],
    latencies: [],
  });
  const db = { engine: 'sqlite' as const };
  it.each([
    { rounds: [0.56, 0.6, 0.58], pass: true },
    { rounds: [0.6, 0.43, 0.58], pass: false },
  ])('rounds $rounds: pass $pass', ({ rounds, pass }) => {
    const row = answerSaveRow(db as never, 1, load(5800), load(10_000), true, rounds);
    expect(row.target).toBe(`≥ ${ANSWER_SAVE_RATIO}× echo in every round, p99 ≤ 50 ms, 0 errors`);
    expect(row.pass).toBe(pass);
  });
});

// A round's loads are cut into slices taken in ABBA order, so a drift of the machine's speed
// through the round falls on the echo and the saves alike; the slices add up to one load.
describe('a round taken in slices', () => {
  const slice = (latencies: number[], seconds: number, errors = 0) => ({
    connections: 100,
    seconds,
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: 0,
    p95: 0,
    p99: 0,
    max: Math.max(...latencies),
    errors,
    errorSamples: errors ? ['500: boom'] : [],
    latencies,
  });

  it('alternates echo, frontier, saves with saves, frontier, echo', async () => {
    const order: string[] = [];
    const run = (name: string) => async () => {
      order.push(name);
      return slice([1, 2], 1);
    };
    const round = await slicedRound({ echo: run('echo'), frontier: run('frontier'), saves: run('saves') }, 4);
    expect(order).toEqual([
      ...['echo', 'frontier', 'saves', 'saves', 'frontier', 'echo'],
      ...['echo', 'frontier', 'saves', 'saves', 'frontier', 'echo'],
    ]);
    expect(round.saves.requests).toBe(8);
    expect(round.saves.seconds).toBe(4);
  });

  it('merges slices into one load: requests and seconds summed, percentiles over every latency', () => {
    const merged = mergeLoads([slice([1, 2, 3, 4], 2), slice([10, 20, 30, 40, 50, 60], 3, 1)]);
    expect(merged.requests).toBe(10);
    expect(merged.seconds).toBe(5);
    expect(merged.requestsPerSecond).toBe(2);
    expect(merged.p50).toBe(10);
    expect(merged.p99).toBe(60);
    expect(merged.max).toBe(60);
    expect(merged.errors).toBe(1);
    expect(merged.errorSamples).toEqual(['500: boom']);
  });
});

// wrk drives the answer-save rounds where it is installed: a C generator in its own process whose
// cost per request is a fraction of the server's, so the echo measures the echo server and not the
// generator. Its figures come back as one JSON line (summary and latency histogram in µs).
describe('load from wrk', () => {
  it('turns its histogram into latencies in ms and counts every failure kind as an error', () => {
    const m = wrkMetrics(
      {
        requests: 6,
        micros: 2_000_000,
        connect: 0,
        read: 1,
        write: 0,
        status: 2,
        timeout: 1,
        max: 9000,
        histogram: [
          [1000, 3],
          [2000, 2],
          [9000, 1],
        ],
      },
      10,
    );
    expect(m.latencies).toEqual([1, 1, 1, 2, 2, 9]);
    expect(m.requestsPerSecond).toBe(3);
    expect([m.p50, m.p99, m.max]).toEqual([1, 9, 9]);
    expect(m.errors).toBe(4);
    expect(m.errorSamples).toEqual(['2 responses were not 2xx or 3xx']);
    expect(m.generator).toBe('wrk');
  });

  it("reads the generator's CPU from bash's `times` (its children's line)", () => {
    expect(childCpuSeconds('Running 2s test\n0m0.002s 0m0.001s\n1m2.500s 0m0.250s\n')).toBeCloseTo(62.75);
    expect(childCpuSeconds('no times printed')).toBeNaN();
  });

  it("writes each participant's next save in turn, with rising seqs", () => {
    const saves = [
      { code: 'AB12CD', submissionId: 7, itemIds: ['i1', 'i2'], seq: 4 },
      { code: 'EF34GH', submissionId: 8, itemIds: ['j1'], seq: 0 },
    ];
    const script = wrkScript({ saves });
    expect(script).toContain('{sub=7,code="AB12CD",seq=4,items={"i1","i2"}}');
    expect(script).toContain('"/api/v1/test-activities/submission"');
    expect(wrkScript({ path: '/echo', body: { a: 1 } })).toContain('wrk.body = "{\\"a\\":1}"');
  });
});
