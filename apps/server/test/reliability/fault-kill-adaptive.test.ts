// Faults in adaptive tests: the server (one `--role=all` process, on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL) is killed with SIGKILL
// while candidates take an adaptive test, each save answering the item the server chose and
// carrying back the next. The device retries what got no answer. Afterwards every acknowledged
// answer is stored, and the course the server stored (its decisions, step by step) is exactly the
// items each device was given: after every restart the candidate resumed on the same item.
import { describe, expect, it } from 'vitest';
import { benchAdaptiveInstrument } from '../../bench/adaptive-dataset';
import { benchAdmin, benchProject } from '../../bench/dataset';
import { openDb } from '../../src/db/connection';
import type { Deps } from '../../src/deps';
import { type CallLog, Device, inviteCodedParticipants, startTest } from '../stack-participant';
import { runUnderChaos } from './fault-check';
import { recordFigure } from './figures';
import { answersLost, killEngines, killSuite } from './kill-suite';

const SUITE = 'faults: kill -9 in adaptive tests';
const CANDIDATES = Number(process.env.FAULT_ADAPTIVE_CANDIDATES ?? 40);
const KILLS = Number(process.env.FAULT_ADAPTIVE_KILLS ?? 6);
const THINK_MS = 400;
const MAX_ITEMS = 15;
const GIVE_UP_MS = 600_000;

interface AdaptiveRun {
  code: string;
  submissionId: number;
  /** Items in the order the device was given them, with the answer acknowledged for each. */
  course: Array<{ itemId: string; value: string; seq: number }>;
  /** Times a fresh read of the attempt named another item than the one the device held. */
  moved: number;
}

const OPTIONS = ['A', 'B', 'C', 'D'];

async function takeAdaptiveTest(device: Device, code: string): Promise<AdaptiveRun> {
  const { submissionId } = await startTest(device, code);
  const read = async () =>
    (
      (await device.ok('test-activities/instrument', {
        participant_code: code,
        attempt_id: submissionId,
      })) as {
        resume_item_id: string | null;
      }
    ).resume_item_id;
  const run: AdaptiveRun = { code, submissionId, course: [], moved: 0 };
  let item = await read();
  let seq = 0;
  while (item) {
    await new Promise((r) => setTimeout(r, THINK_MS * Math.random()));
    const value = OPTIONS[Math.floor(Math.random() * 4)];
    seq++;
    const res = await device.call('test-activities/submission', {
      participant_code: code,
      submission_id: submissionId,
      submission: { [item]: { value, seq } },
    });
    if (res.status !== 200)
      throw new Error(`${code} save answered ${res.status}: ${JSON.stringify(res.body)}`);
    run.course.push({ itemId: item, value, seq });
    // A resend of a save the killed server had applied answers without a next item: read it.
    const next = (res.body as { data: { next_item_id?: string | null } }).data.next_item_id;
    const stored = await read();
    if (next !== undefined && next !== stored) run.moved++;
    item = stored;
  }
  await device.ok('test-activities/submission', {
    participant_code: code,
    submission_id: submissionId,
    submission: {},
    is_final: true,
  });
  return run;
}

/** An adaptive test, a project running it and CANDIDATES candidates invited; their codes. */
async function prepareAdaptiveProject(deps: Deps): Promise<string[]> {
  const admin = await benchAdmin(deps);
  const test = await benchAdaptiveInstrument(deps, admin, 'CAT-KILL', {
    bank: 80,
    maxItems: MAX_ITEMS,
  });
  const project = await benchProject(deps, 1, test.id, 'Adaptive under SIGKILL');
  // Registration without a photo, as the fixed-form fault suites register.
  const enrolled = { projectId: project.projectId, corporateId: 1 };
  return inviteCodedParticipants(deps, enrolled, CANDIDATES, 'CATK', (i) => `Adaptive ${i}`);
}

const ENGINES = killEngines('adaptive kill -9');

describe.each(
  ENGINES,
)('kill -9 of the server while candidates take an adaptive test ($engine, one process)', ({
  engine,
  skip,
  baseUrl,
}) => {
  const suite = killSuite({
    slug: 'adaptive',
    engine,
    skip,
    baseUrl,
    participants: 0,
    prefix: 'CATK',
    prepare: (seeded) => prepareAdaptiveProject(seeded.deps),
  });

  it.skipIf(skip)(
    `keeps every acknowledged answer and every decision through ${KILLS} SIGKILLs`,
    async ({ onTestFailed }) => {
      onTestFailed(suite.markFailed);
      const { server, url, codes } = suite;
      const log: CallLog = { retries: 0, samples: [] };
      const runs: AdaptiveRun[] = [];
      let kills = 0;
      await runUnderChaos(
        () =>
          codes.map(async (code, i) => {
            await new Promise((r) => setTimeout(r, (i * 53) % 1_500));
            runs.push(await takeAdaptiveTest(new Device(url, log, GIVE_UP_MS), code));
          }),
        async (chaos) => {
          for (let k = 0; k < KILLS && !chaos.aborted; k++) {
            await new Promise((r) => setTimeout(r, 800 + Math.random() * 1_200));
            await server.kill('SIGKILL');
            await server.restart();
            kills++;
          }
        },
      );
      await server.stop();

      const db = openDb({ databaseUrl: suite.databaseUrl, dataDir: suite.dataDir });
      try {
        const ids = runs.map((r) => r.submissionId);
        const steps = await db.kysely
          .selectFrom('adaptive_steps')
          .select(['submission_id', 'step', 'item_id'])
          .where('submission_id', 'in', ids)
          .orderBy('submission_id')
          .orderBy('step')
          .execute();
        const { lost, stored } = await answersLost(
          db.kysely,
          runs.flatMap((r) => r.course.map((c) => ({ code: r.code, submissionId: r.submissionId, ...c }))),
          ids,
        );
        expect(lost).toEqual([]);
        expect(stored).toBe(runs.reduce((n, r) => n + r.course.length, 0));
        // The stored decisions are the items each device was given, in its order, and nothing else.
        for (const r of runs) {
          const decided = steps
            .filter((s) => s.submission_id === r.submissionId && s.item_id)
            .map((s) => s.item_id);
          expect(decided, r.code).toEqual(r.course.map((c) => c.itemId));
          expect(r.course.length, r.code).toBe(MAX_ITEMS);
        }
        expect(runs.filter((r) => r.moved > 0).map((r) => r.code)).toEqual([]);
        const states = await db.kysely
          .selectFrom('submissions')
          .select('state')
          .where('id', 'in', ids)
          .execute();
        expect(states.every((s) => s.state === 'finished')).toBe(true);
        expect(runs.length).toBe(CANDIDATES);
        console.log(
          `adaptive kill -9 (${engine}): ${CANDIDATES} candidates × ${MAX_ITEMS} items through ${kills} SIGKILLs, ` +
            `${stored} answers stored, ${log.retries} calls retried`,
        );
        recordFigure(SUITE, `SIGKILLs survived (adaptive, ${engine})`, kills);
        recordFigure(SUITE, `acknowledged adaptive answers lost (${engine})`, lost.length);
        recordFigure(SUITE, `candidates resumed on another item after a restart (${engine})`, 0);
      } finally {
        await db.close();
      }
    },
    1_200_000,
  );
});
