/**
 * Server benchmarks at campaign scale: the "campaign" scenario of `npm run bench`
 * (bench/index.ts at the repository root), not part of the tests.
 *
 * Builds the real app on a fresh database with the demo data (SQLite, or the PostgreSQL of
 * TEST_DATABASE_URL when TEST_DB_ENGINE=postgres, as the tests do), adds a project of
 * `participants` people × 20 answers (100,000 × 20 = 2,000,000 answers by default), and measures
 * through the real HTTP pipeline (Fastify inject): the participant datatable, a substring search,
 * a recalculation and an .xlsx export (both background jobs, run by the job worker thread as with
 * --role=all), and the answer-save call of people mid-test while those jobs run. On SQLite another
 * thread also times how long it waits for the write lock while the jobs run.
 */

import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { jobDownload, withAllRoleServer } from './all-role-server';
import { benchAdmin, buildDataset, rng } from './dataset';
import { measureMeanwhile } from './meanwhile';
import { percentile } from './participants';
import { timedCaller } from './timed-call';

/** What the jobs did to the people saving answers meanwhile (and to the write lock, on SQLite). */
export interface UnderLoad {
  seconds: number;
  saves: number;
  saveP99Ms: number;
  /** SQLite only: the longest wait of a one-row write for the write lock (null on PostgreSQL). */
  longestLockWaitMs: number | null;
  rssGrowthMb: number;
  healthP99Ms: number;
  loopDelayMaxMs: number;
}

export interface CampaignResult {
  participants: number;
  datatableP95Ms: number;
  searchP95Ms: number;
  recalculation: UnderLoad;
  export: UnderLoad & { rows: number; megabytes: number };
}

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

export async function runCampaignBench(opts: {
  participants: number;
  log?: (message: string) => void;
}): Promise<CampaignResult> {
  const log = opts.log ?? (() => {});
  return withAllRoleServer(async ({ t, gate, startJobs }) => {
    const { deps } = t;
    const sqlite = t.engine === 'sqlite';
    const admin = await benchAdmin(deps);
    log(`building ${opts.participants.toLocaleString('en')} participants × 20 answers (${t.engine})`);
    const data = await buildDataset(deps, admin, opts.participants, (done) => {
      if (done % 20_000 === 0) log(`${done.toLocaleString('en')} participants written`);
    });
    const token = await t.signIn('consultant');
    const call = timedCaller(t, token);

    const random = rng(7);
    const columns = ['name', 'email', 'participant_code', 'status', 'score_percent', 'created_at'].map(
      (data) => ({ data }),
    );
    const scoreColumn = columns.findIndex((c) => c.data === 'score_percent');

    // 1. Indexed filter + sort + page: scored people, best score first, a page somewhere in the first 500.
    log('datatable');
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

    // Jobs run on their worker thread, as in a `--role=all` server. The participants mid-test keep
    // saving answers while a job runs; on SQLite another thread probes the write lock.
    startJobs();
    const underLoad = async (
      start: () => Promise<void>,
      isDone: () => Promise<boolean>,
    ): Promise<UnderLoad> => {
      const probe = sqlite
        ? new Worker(new URL('./write-probe.mjs', import.meta.url), {
            workerData: { file: join(deps.env.dataDir, 'asesa.sqlite'), intervalMs: 15, gate },
          })
        : null;
      const meanwhile = await measureMeanwhile(t, data.live);
      const t0 = performance.now();
      await start();
      while (!(await isDone())) await sleep(200);
      const seconds = (performance.now() - t0) / 1000;
      const m = await meanwhile.finish();
      let longestLockWaitMs: number | null = null;
      if (probe) {
        probe.postMessage('stop');
        const waits: number[] = await new Promise((resolve) => probe.once('message', resolve));
        await probe.terminate();
        longestLockWaitMs = Math.max(...waits);
      }
      return {
        seconds,
        saves: m.saves.length,
        saveP99Ms: m.saveP99Ms,
        longestLockWaitMs,
        rssGrowthMb: m.rssGrowthMb,
        healthP99Ms: m.healthP99Ms,
        loopDelayMaxMs: m.loopDelayMaxMs,
      };
    };

    // 3. Recalculation of the whole project.
    log('recalculating');
    const recalculation = await underLoad(
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

    // 4. Export of every participant to .xlsx.
    log('exporting');
    let downloadId = 0;
    const exported = await underLoad(
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
    const download = await jobDownload(t, downloadId);
    return {
      participants: opts.participants,
      datatableP95Ms: percentile(filtered, 95),
      searchP95Ms: percentile(searched, 95),
      recalculation,
      export: { ...exported, rows: download.row_count ?? 0, megabytes: (download.size_bytes ?? 0) / 1e6 },
    };
  });
}
