/**
 * Server benchmarks at campaign scale (issue 6), not part of the tests. Run: npm run bench.
 *
 * Builds the real app on a fresh SQLite file with the demo data, adds a project of PARTICIPANTS
 * people × 20 answers (default 100,000 × 20 = 2,000,000 answers), and measures through the real
 * HTTP pipeline (Fastify inject): the participant datatable, a substring search, a recalculation
 * and an .xlsx export (both background jobs, run by the in-process worker as with --role=all),
 * and the answer-save call of people mid-test while those jobs run. Every latency is also given
 * as a ratio to a baseline measured in the same run (auth/whoami), so machines compare fairly.
 */

import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createWriteGate } from '../src/db/write-gate';
import { startJobWorker } from '../src/jobs/job-worker';
import { startTestApp } from '../test/harness';
import { benchAdmin, buildDataset, rng } from './dataset';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);

interface Row {
  task: string;
  measured: string;
  ratio: string;
  target: string;
  pass: boolean | null;
}
const rows: Row[] = [];

function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (v: number) => `${v.toFixed(1)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

async function main() {
  const started = performance.now();
  // As in a `--role=all` server: requests never checkpoint, the job worker thread does.
  // and the request and job threads share the write gate.
  const gate = createWriteGate();
  const t = await startTestApp({ seed: true, autoCheckpoint: false, writeGate: gate });
  const { deps } = t;
  const log = (m: string) =>
    console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0)} s] ${m}`);
  const admin = await benchAdmin(deps);

  log(`building ${PARTICIPANTS.toLocaleString('en')} participants × 20 answers`);
  const data = await buildDataset(deps, admin, PARTICIPANTS, (done) => {
    if (done % 20_000 === 0) log(`${done.toLocaleString('en')} participants written`);
  });
  const token = await t.signIn('consultant');
  const call = async (path: string, body: unknown, who = token) => {
    const start = performance.now();
    const res = await t.call(path, body, who);
    const elapsed = performance.now() - start;
    if (res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return { elapsed, data: res.body.data as Record<string, unknown> };
  };

  // Baseline: the cheapest signed-in call, measured the same way.
  const baseline: number[] = [];
  for (let i = 0; i < 300; i++) baseline.push((await call('auth/whoami', {})).elapsed);
  const base95 = percentile(baseline, 95);
  const base99 = percentile(baseline, 99);
  rows.push({
    task: 'baseline: auth/whoami p95',
    measured: ms(base95),
    ratio: '1.0×',
    target: '—',
    pass: null,
  });

  const random = rng(7);
  const columns = ['name', 'email', 'participant_code', 'status', 'score_percent', 'created_at'].map(
    (data) => ({ data }),
  );
  const scoreColumn = columns.findIndex((c) => c.data === 'score_percent');

  // 1. Indexed filter + sort + page: scored people, best score first, a page somewhere in the first 500.
  const filtered: number[] = [];
  for (let i = 0; i < 200; i++) {
    const { elapsed, data: page } = await call('projects/participants/datatable', {
      project_id: data.projectId,
      columns,
      order: [{ column: scoreColumn, dir: 'desc' }],
      start: Math.floor(random() * 50) * 10,
      length: 10,
      status: ['scored'],
    });
    if (!Array.isArray(page.data) || page.data.length !== 10)
      throw new Error('the datatable answered no page');
    filtered.push(elapsed);
  }
  const filter95 = percentile(filtered, 95);
  rows.push({
    task: 'datatable filter+sort+page p95',
    measured: ms(filter95),
    ratio: `${(filter95 / base95).toFixed(1)}×`,
    target: '≤ 50 ms',
    pass: filter95 <= 50,
  });

  // 2. Substring search over name, e-mail and code.
  const searched: number[] = [];
  for (let i = 0; i < 100; i++) {
    const name = data.names[Math.floor(random() * data.names.length)];
    const word = name.split(' ')[Math.floor(random() * 2)];
    const from = Math.floor(random() * Math.max(1, word.length - 3));
    const { elapsed } = await call('projects/participants/datatable', {
      project_id: data.projectId,
      columns,
      start: 0,
      length: 10,
      search: { value: word.slice(from, from + 3) },
    });
    searched.push(elapsed);
  }
  const search95 = percentile(searched, 95);
  rows.push({
    task: 'datatable substring search p95',
    measured: ms(search95),
    ratio: `${(search95 / base95).toFixed(1)}×`,
    target: '≤ 300 ms',
    pass: search95 <= 300,
  });

  // Jobs run on their worker thread, as in a `--role=all` server. The participants mid-test keep
  // saving answers while a job runs; another thread probes the write lock.
  const jobWorker = startJobWorker(deps.env, deps.jobs, t.app.log, { databaseUrl: '', writeGate: gate });
  const underLoad = async (label: string, start: () => Promise<void>, isDone: () => Promise<boolean>) => {
    const probe = new Worker(new URL('./write-probe.mjs', import.meta.url), {
      workerData: { file: join(deps.env.dataDir, 'asesa.sqlite'), intervalMs: 15, gate },
    });
    const saves: number[] = [];
    let stop = false;
    const savers = data.live.slice(0, 4).map(async (session, n) => {
      let k = 0;
      while (!stop) {
        const item = session.itemIds[k++ % session.itemIds.length];
        const { elapsed } = await call('test-activities/submission', {
          submission_id: session.submissionId,
          participant_code: session.code,
          submission: { [item]: ['A', 'B', 'C', 'D'][(k + n) % 4] },
        });
        saves.push(elapsed);
        await sleep(25);
      }
    });
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 50);
    const t0 = performance.now();
    await start();
    while (!(await isDone())) await sleep(200);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    stop = true;
    await Promise.all(savers);
    probe.postMessage('stop');
    const waits: number[] = await new Promise((resolve) => probe.once('message', resolve));
    await probe.terminate();
    const save99 = percentile(saves, 99);
    rows.push({
      task: `answer-save p99 during ${label} (${saves.length} saves)`,
      measured: ms(save99),
      ratio: `${(save99 / base99).toFixed(1)}×`,
      target: '≤ 200 ms',
      pass: save99 <= 200,
    });
    const longest = Math.max(...waits);
    rows.push({
      task: `longest wait for the write lock during ${label}`,
      measured: ms(longest),
      ratio: '—',
      target: '≤ 50 ms',
      pass: longest <= 50,
    });
    return { seconds, rssGrowthMb: (rssPeak - rssBefore) / (1024 * 1024) };
  };

  // 3. Recalculation of the whole project.
  log('recalculating');
  const recalc = await underLoad(
    'recalculation',
    async () => {
      await call('projects/participants/recalculate', { project_id: data.projectId });
    },
    async () => {
      const { data: p } = await call('projects/participants/recalculate-progress', {
        project_id: data.projectId,
      });
      if (p.status === 'failed') throw new Error(`recalculation failed: ${p.error}`);
      return p.status === 'done';
    },
  );
  rows.push({
    task: `recalculation of ${PARTICIPANTS.toLocaleString('en')} participants`,
    measured: `${recalc.seconds.toFixed(1)} s`,
    ratio: '—',
    target: '≤ 60 s',
    pass: recalc.seconds <= 60,
  });

  // 4. Export of every participant to .xlsx.
  log('exporting');
  let downloadId = 0;
  const exported = await underLoad(
    'export',
    async () => {
      const { data: started } = await call('projects/participants/export', { project_id: data.projectId });
      downloadId = Number(started.download_id);
    },
    async () => {
      const { data: p } = await call('projects/participants/export-progress', {
        project_id: data.projectId,
        download_id: downloadId,
      });
      if (p.status === 'failed') throw new Error(`export failed: ${p.error}`);
      return p.status === 'done';
    },
  );
  const download = await deps.db
    .selectFrom('downloads')
    .selectAll()
    .where('id', '=', downloadId)
    .executeTakeFirstOrThrow();
  rows.push({
    task: `.xlsx export of ${download.row_count?.toLocaleString('en')} rows (${((download.size_bytes ?? 0) / 1e6).toFixed(1)} MB)`,
    measured: `${exported.seconds.toFixed(1)} s`,
    ratio: '—',
    target: '≤ 15 s',
    pass: exported.seconds <= 15,
  });
  rows.push({
    task: 'resident memory growth during the export',
    measured: `${exported.rssGrowthMb.toFixed(0)} MB`,
    ratio: '—',
    target: '≤ 300 MB',
    pass: exported.rssGrowthMb <= 300,
  });

  await jobWorker.stop();
  await t.close();
  print();
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

function print(): void {
  const header = ['Task', 'Measured', 'vs baseline', 'Target', 'Result'];
  const lines = rows.map((r) => [
    r.task,
    r.measured,
    r.ratio,
    r.target,
    r.pass === null ? '—' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `@asesa/server campaign benchmarks — SQLite, Node ${process.version}, ${PARTICIPANTS.toLocaleString('en')} participants`,
  );
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
