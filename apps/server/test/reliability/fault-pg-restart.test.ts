// Faults: the database restarted under load (PostgreSQL). A `--role=all` server process
// runs on a PostgreSQL cluster of this suite's own while candidates take their test; the cluster
// is restarted (fast: sessions ended with 57P01; immediate: a crash and recovery) several times.
// The server must stay up (its pool hears its connections die), answer calls during an outage
// 503 with Retry-After (never 500), and the candidates' devices retry: nothing acknowledged lost,
// every candidate finishes.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, appProcess, freePort } from '../../../../deploy/stack.mjs';
import { openDb } from '../../src/db/connection';
import { type CallLog, Device, type ParticipantRun, takeTest } from '../stack-participant';
import { checkAcknowledged, runUnderChaos } from './fault-check';
import { type Cluster, clusterUnavailable, startCluster } from './fault-pg-cluster';
import { scratchDir, startFaultServer } from './fault-server';
import { recordFigure } from './figures';

const SUITE = 'faults: database restart';
const CANDIDATES = Number(process.env.FAULT_PG_CANDIDATES ?? 60);
const RESTARTS: ('fast' | 'immediate')[] = ['fast', 'immediate', 'fast', 'immediate'];
const THINK_MS = 400;

const skipReason = clusterUnavailable();
if (skipReason) console.warn(`database restart fault skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('PostgreSQL restarted while candidates save answers', () => {
  const scratch = scratchDir('asesa-fault-pgr-');
  let cluster: Cluster;
  let server: AppProcess;
  let codes: string[] = [];
  let failed = false;

  beforeAll(async () => {
    cluster = startCluster(await freePort());
    const url = cluster.url('asesa_faults');
    const seeded = await startFaultServer({
      dataDir: join(scratch.dir, 'seed'),
      databaseUrl: url,
      participants: CANDIDATES,
      prefix: 'PGR',
    });
    codes = seeded.codes;
    await seeded.close();
    server = appProcess({
      port: await freePort(),
      role: 'all',
      env: { LOG_LEVEL: 'warn', DATABASE_URL: url, DATA_DIR: join(scratch.dir, 'data'), SEED_DEMO: 'false' },
      log: join(scratch.dir, 'server.log'),
    });
    await server.start();
  });

  afterAll(async () => {
    await server?.stop();
    cluster?.stop();
    if (failed) console.warn(`database restart test files kept in ${scratch.dir}`);
    else {
      cluster?.remove();
      scratch.remove();
    }
  });

  it('keeps the server up, answers 503 during the outage, and loses nothing', async ({ onTestFailed }) => {
    onTestFailed(() => {
      failed = true;
    });
    const url = `http://127.0.0.1:${server.port}`;
    const log: CallLog = { retries: 0, samples: [], byStatus: new Map() };
    const runs: ParticipantRun[] = [];
    const outages: number[] = [];
    const t0 = Date.now();

    await runUnderChaos(
      (chaos) =>
        codes.map(async (code, i) => {
          await new Promise((r) => setTimeout(r, (i * 53) % 1_500));
          const keepChanging = () => !chaos.done;
          runs.push(
            await takeTest(new Device(url, log), code, { thinkMs: THINK_MS, changes: 5, keepChanging }),
          );
        }),
      async (chaos) => {
        for (const mode of RESTARTS) {
          if (chaos.aborted) break;
          await new Promise((r) => setTimeout(r, 2_000 + Math.random() * 2_000));
          const started = Date.now();
          await cluster.restart(mode);
          outages.push(Date.now() - started);
          expect(server.running, `server process died during the ${mode} restart`).toBe(true);
        }
        // Traffic on the fresh connections for a moment before the candidates wrap up.
        await new Promise((r) => setTimeout(r, 2_000));
      },
    );
    const seconds = (Date.now() - t0) / 1000;
    expect(server.running).toBe(true);

    const db = openDb({ databaseUrl: cluster.url('asesa_faults'), dataDir: join(scratch.dir, 'check') });
    try {
      const check = await checkAcknowledged(db.kysely, runs);
      const statuses = Object.fromEntries(log.byStatus ?? []);
      console.log(
        [
          `database restart: ${CANDIDATES} candidates finished in ${seconds.toFixed(0)} s through ` +
            `${outages.length} PostgreSQL restarts (${RESTARTS.join(', ')}; pg_ctl took ${outages.join(', ')} ms)`,
          `  acknowledged answers ${check.acknowledged}, stored ${check.stored}, lost ${check.lost.length}`,
          `  calls retried ${log.retries}, by status: ${JSON.stringify(statuses)}`,
          ...log.samples.map((x) => `    ${x}`),
        ].join('\n'),
      );
      expect(check.lost).toEqual([]);
      expect(runs.length).toBe(CANDIDATES);
      expect(check.stored).toBe(check.acknowledged);
      expect(check.unfinished).toEqual([]);
      expect(runs.every((r) => r.status === 'completed')).toBe(true);
      // The outage is a 503 (or no answer while a connection drops), never a 500.
      expect(Object.keys(statuses).filter((s) => s !== '503' && s !== '0')).toEqual([]);
      recordFigure(SUITE, 'PostgreSQL restarts survived by one server process', outages.length);
      recordFigure(SUITE, 'acknowledged answers / stored', `${check.acknowledged} / ${check.stored}`);
      recordFigure(SUITE, 'calls answered 503 during outages and retried', statuses['503'] ?? 0);
    } finally {
      await db.close();
    }
  });
});
