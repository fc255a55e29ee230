// Faults in adaptive tests: the server (one `--role=all` process, on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL) is killed with SIGKILL
// while candidates take an adaptive test, each save answering the item the server chose and
// carrying back the next. The device retries what got no answer. Afterwards every acknowledged
// answer is stored, and the course the server stored (its decisions, step by step) is exactly the
// items each device was given: after every restart the candidate resumed on the same item.
import { join } from 'node:path';
import { DEFAULT_LANDING_FORM } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, appProcess, freePort } from '../../../../deploy/stack.mjs';
import { benchAdaptiveInstrument } from '../../bench/adaptive-dataset';
import { benchAdmin, benchProject } from '../../bench/dataset';
import { openDb } from '../../src/db/connection';
import { enrolParticipant } from '../../src/modules/test-attempts/sittings.service';
import { type CallLog, Device, startTest } from '../stack-participant';
import { runUnderChaos } from './fault-check';
import { scratchDir, scratchPgDatabase, startFaultServer } from './fault-server';
import { recordFigure } from './figures';

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

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.warn('adaptive kill -9 on PostgreSQL skipped: TEST_DATABASE_URL is not set');

const ENGINES = [
  { engine: 'SQLite', skip: false },
  { engine: 'PostgreSQL', skip: !baseUrl },
] as const;

describe.each(
  ENGINES,
)('kill -9 of the server while candidates take an adaptive test ($engine, one process)', ({
  engine,
  skip,
}) => {
  const scratch = scratchDir('asesa-fault-kill-adaptive-');
  const dataDir = join(scratch.dir, 'data');
  let server: AppProcess;
  const codes: string[] = [];
  let failed = false;
  let pgDb: Awaited<ReturnType<typeof scratchPgDatabase>> | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    if (skip) return;
    if (engine === 'PostgreSQL' && baseUrl) {
      pgDb = await scratchPgDatabase(baseUrl, `asesa_kill_adaptive_${Date.now()}`);
      databaseUrl = pgDb.url;
    }
    const seeded = await startFaultServer({ dataDir, databaseUrl, participants: 0, prefix: 'CATK' });
    const admin = await benchAdmin(seeded.deps);
    const test = await benchAdaptiveInstrument(seeded.deps, admin, 'CAT-KILL', {
      bank: 80,
      maxItems: MAX_ITEMS,
    });
    const project = await benchProject(seeded.deps, 1, test.id, 'Adaptive under SIGKILL');
    // Registration without a photo, as the fixed-form fault suites register.
    const form = { fields: { ...DEFAULT_LANDING_FORM.fields, photo: { show: true, required: false } } };
    await seeded.deps.db
      .updateTable('projects')
      .set({ landing_form_json: JSON.stringify(form) })
      .where('id', '=', project.projectId)
      .execute();
    for (let i = 0; i < CANDIDATES; i++) {
      const code = `CATK-${String(i).padStart(4, '0')}`;
      await enrolParticipant(seeded.deps.db, {
        projectId: project.projectId,
        corporateId: 1,
        code,
        name: `Adaptive ${i}`,
        email: `catk${i}@stack.example`,
      });
      codes.push(code);
    }
    await seeded.close();
    server = appProcess({
      port: await freePort(),
      role: 'all',
      env: { LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'false' },
      log: join(scratch.dir, 'server.log'),
    });
    await server.start();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (failed) console.warn(`adaptive kill test files kept in ${scratch.dir}`);
    else {
      scratch.remove();
      await pgDb?.drop();
    }
  });

  it.skipIf(skip)(
    `keeps every acknowledged answer and every decision through ${KILLS} SIGKILLs`,
    async ({ onTestFailed }) => {
      onTestFailed(() => {
        failed = true;
      });
      const url = `http://127.0.0.1:${server.port}`;
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

      const db = openDb({ databaseUrl, dataDir });
      try {
        const ids = runs.map((r) => r.submissionId);
        const answers = await db.kysely
          .selectFrom('answers')
          .select(['submission_id', 'item_id', 'value', 'seq'])
          .where('submission_id', 'in', ids)
          .execute();
        const steps = await db.kysely
          .selectFrom('adaptive_steps')
          .select(['submission_id', 'step', 'item_id'])
          .where('submission_id', 'in', ids)
          .orderBy('submission_id')
          .orderBy('step')
          .execute();
        const held = new Map(answers.map((a) => [`${a.submission_id}/${a.item_id}`, a]));
        const lost = runs.flatMap((r) =>
          r.course
            .filter((c) => {
              const row = held.get(`${r.submissionId}/${c.itemId}`);
              return !row || row.value !== c.value || row.seq !== c.seq;
            })
            .map((c) => `${r.code} ${c.itemId}`),
        );
        expect(lost).toEqual([]);
        expect(answers.length).toBe(runs.reduce((n, r) => n + r.course.length, 0));
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
            `${answers.length} answers stored, ${log.retries} calls retried`,
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
