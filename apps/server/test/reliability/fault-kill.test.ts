// Faults: the default deployment (one `--role=all` server process on SQLite) is killed
// with SIGKILL 20 times while 200 candidates take their test, saving after every answer. Each
// candidate's device (stack-participant.ts: the web app's queue semantics) retries what got no
// answer. Afterwards every answer a save was acknowledged for is in the database with its latest
// value, and every candidate finished (final save and completion acknowledged).
import { describe, expect, it } from 'vitest';
import { ITEMS_PER_TEST } from '../../bench/dataset';
import { openDb } from '../../src/db/connection';
import { type CallLog, Device, type ParticipantRun, takeTest } from '../stack-participant';
import { checkAcknowledged, runUnderChaos } from './fault-check';
import { recordFigure } from './figures';
import { killSuite } from './kill-suite';

const SUITE = 'faults: kill -9';
const CANDIDATES = Number(process.env.FAULT_CANDIDATES ?? 200);
const KILLS = Number(process.env.FAULT_KILLS ?? 20);
/** Time each candidate thinks between answers (they keep changing answers until the last kill). */
const THINK_MS = Number(process.env.FAULT_THINK_MS ?? 1_500);
const CHANGES = 5;
/** A device keeps retrying this long: 20 restarts of a server on a loaded machine add up. */
const GIVE_UP_MS = 600_000;

describe('kill -9 of the server while candidates save answers (SQLite, one process)', () => {
  // The database is prepared in-process (demo data, a 20-item test, invited candidates), then
  // served by a real server process, as a deployment would.
  const suite = killSuite({ slug: 'sqlite', participants: CANDIDATES, prefix: 'KILL' });

  it(`loses no acknowledged answer through ${KILLS} SIGKILLs, and every candidate finishes`, async ({
    onTestFailed,
  }) => {
    onTestFailed(suite.markFailed);
    const { server, url, codes } = suite;
    const log: CallLog = { retries: 0, samples: [] };
    const runs: ParticipantRun[] = [];
    const restarts: number[] = [];
    const t0 = Date.now();

    await runUnderChaos(
      (chaos) =>
        codes.map(async (code, i) => {
          await new Promise((r) => setTimeout(r, (i * 37) % 2_000));
          // Candidates keep saving until the last restart, so saves are in flight at every kill.
          const keepChanging = () => !chaos.done;
          runs.push(
            await takeTest(new Device(url, log, GIVE_UP_MS), code, {
              thinkMs: THINK_MS,
              changes: CHANGES,
              keepChanging,
            }),
          );
        }),
      async (chaos) => {
        for (let k = 0; k < KILLS; k++) {
          if (chaos.aborted) break;
          // Up for a random 1–3 s (saves in flight), then killed mid-traffic.
          await new Promise((r) => setTimeout(r, 1_000 + Math.random() * 2_000));
          await server.kill('SIGKILL');
          const started = Date.now();
          await server.restart();
          restarts.push(Date.now() - started);
        }
      },
    );
    const seconds = (Date.now() - t0) / 1000;
    await server.stop();

    const db = openDb({ databaseUrl: '', dataDir: suite.dataDir });
    try {
      const check = await checkAcknowledged(db.kysely, runs);
      expect(check.lost).toEqual([]);
      expect(runs.length).toBe(CANDIDATES);
      expect(runs.every((r) => r.acknowledged.size === ITEMS_PER_TEST)).toBe(true);
      expect(check.stored).toBe(check.acknowledged);
      expect(check.unfinished).toEqual([]);
      expect(runs.every((r) => r.status === 'completed')).toBe(true);
      const saves = runs.reduce((n, r) => n + r.saves, 0);
      const given = runs.reduce((n, r) => n + r.answersGiven, 0);
      const restartAvg = restarts.reduce((a, b) => a + b, 0) / restarts.length;
      console.log(
        [
          `kill -9: ${CANDIDATES} candidates finished in ${seconds.toFixed(0)} s through ${restarts.length} SIGKILLs ` +
            `(restart to healthy: avg ${restartAvg.toFixed(0)} ms, max ${Math.max(...restarts)} ms)`,
          `  answers given ${given}, saves ${saves}, acknowledged answers (latest per item) ${check.acknowledged}, stored ${check.stored}, lost ${check.lost.length}`,
          `  calls retried after no answer or a 5xx: ${log.retries}`,
          ...log.samples.map((x) => `    ${x}`),
        ].join('\n'),
      );
      recordFigure(SUITE, 'SIGKILLs survived (SQLite, one process)', restarts.length);
      recordFigure(SUITE, 'candidates finished', `${runs.length} of ${CANDIDATES}`);
      recordFigure(SUITE, 'acknowledged answers / stored', `${check.acknowledged} / ${check.stored}`);
      recordFigure(SUITE, 'answers given / saves', `${given} / ${saves}`);
      recordFigure(SUITE, 'calls retried by the devices', log.retries);
    } finally {
      await db.close();
    }
    // 20 restarts take 1–2 minutes on a quiet machine, near 10 on a loaded 2-core host.
  }, 1_800_000);
});
