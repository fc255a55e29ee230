// Faults with an accommodation: candidates granted 50 % extra time are mid-section (a 10-minute
// timed section, so 15 minutes for them) when the server (one `--role=all` process, on SQLite and,
// when TEST_DATABASE_URL is set, on PostgreSQL) is killed with SIGKILL. After the restart the
// section's deadline still holds the extra time (start + 900 s, and the remaining time the
// candidate's page reads is above the plain 600 s), every answer acknowledged before the kill is
// stored, and the candidates carry on and finish.
import { describe, expect, it } from 'vitest';
import { benchAdmin } from '../../bench/dataset';
import { openDb } from '../../src/db/connection';
import type { Deps } from '../../src/deps';
import { grantAccommodation } from '../../src/modules/accommodations/accommodations.service';
import { type CallLog, Device, startTest } from '../stack-participant';
import { recordFigure } from './figures';
import { answersLost, killEngines, killSuite } from './kill-suite';

const SUITE = 'faults: kill -9 with extra time';
const CANDIDATES = 4;
const LIMIT_SECONDS = 600;
const EXTRA_PERCENT = 50;
const EXTENDED_SECONDS = (LIMIT_SECONDS * (100 + EXTRA_PERCENT)) / 100;
const GIVE_UP_MS = 300_000;

const ENGINES = killEngines('extra-time kill -9');

interface Sitting {
  code: string;
  submissionId: number;
  itemIds: string[];
  acknowledged: Map<string, { value: string; seq: number }>;
}

const save = async (device: Device, s: Sitting, item: string, value: string, seq: number) => {
  const res = await device.call('test-activities/submission', {
    participant_code: s.code,
    submission_id: s.submissionId,
    submission: { [item]: { value, seq } },
  });
  if (res.status !== 200)
    throw new Error(`${s.code} save answered ${res.status}: ${JSON.stringify(res.body)}`);
  s.acknowledged.set(item, { value, seq });
};

/** The benchmark test is untimed; here its one section gets a 10-minute limit. */
async function timeEverySection(deps: Deps, code: string) {
  const version = await deps.db
    .selectFrom('instrument_versions as v')
    .innerJoin('project_instruments as pi', 'pi.instrument_version_id', 'v.id')
    .innerJoin('participants as p', 'p.project_id', 'pi.project_id')
    .select(['v.id', 'v.content_json'])
    .where('p.participant_code', '=', code)
    .executeTakeFirstOrThrow();
  const content = JSON.parse(version.content_json) as { sections: { time_limit_seconds: number | null }[] };
  for (const s of content.sections) s.time_limit_seconds = LIMIT_SECONDS;
  await deps.db
    .updateTable('instrument_versions')
    .set({ content_json: JSON.stringify(content) })
    .where('id', '=', version.id)
    .execute();
}

async function grantExtraTime(deps: Deps, codes: string[]) {
  const admin = await benchAdmin(deps);
  const participants = await deps.db
    .selectFrom('participants')
    .select(['id'])
    .where('participant_code', 'in', codes)
    .execute();
  for (const p of participants)
    await grantAccommodation(deps, admin, {
      participant_id: Number(p.id),
      extra_time_percent: EXTRA_PERCENT,
      extra_time_overrides: [],
      break_minutes: 0,
      larger_text: false,
      high_contrast: false,
      screen_reader: false,
      reason: 'Dyslexia assessment on file',
      requested_by: 'staff',
      requester_name: '',
    });
}

const remainingOf = async (device: Device, s: Sitting) =>
  (
    (await device.ok('test-activities/instrument', {
      participant_code: s.code,
      attempt_id: s.submissionId,
    })) as { remaining_seconds: number | null; extra_time_percent: number }
  ).remaining_seconds;

describe.each(ENGINES)('kill -9 mid-section with 50 % extra time ($engine, one process)', ({
  engine,
  skip,
  baseUrl,
}) => {
  const suite = killSuite({
    slug: 'extra',
    engine,
    skip,
    baseUrl,
    participants: CANDIDATES,
    prefix: 'XTRA',
    prepare: async (seeded) => {
      await timeEverySection(seeded.deps, seeded.codes[0]);
      await grantExtraTime(seeded.deps, seeded.codes);
      return seeded.codes;
    },
  });

  it.skipIf(skip)(
    'keeps the extended deadline and the saved answers through a SIGKILL',
    async ({ onTestFailed }) => {
      onTestFailed(suite.markFailed);
      const { server, url, codes } = suite;
      const log: CallLog = { retries: 0, samples: [] };
      const device = new Device(url, log, GIVE_UP_MS);
      const sittings: Sitting[] = [];
      for (const code of codes) {
        const { submissionId, itemIds } = await startTest(device, code);
        sittings.push({ code, submissionId, itemIds, acknowledged: new Map() });
      }
      // Half of each candidate's answers saved, then one more save on its way as the server dies.
      for (const s of sittings)
        for (const [i, item] of s.itemIds.slice(0, s.itemIds.length / 2).entries())
          await save(device, s, item, 'ABCD'[i % 4], i + 1);
      const before = await Promise.all(sittings.map((s) => remainingOf(device, s)));
      const inFlight = sittings.map((s) => save(device, s, s.itemIds[s.itemIds.length - 1], 'D', 100));
      await server.kill('SIGKILL');
      const killedAt = Date.now();
      await server.restart();
      const restartMs = Date.now() - killedAt;
      await Promise.all(inFlight);

      const after = await Promise.all(sittings.map((s) => remainingOf(device, s)));
      for (const [i, remaining] of after.entries()) {
        // Still the extended clock: above the plain limit, and not reset by the restart.
        expect(remaining).toBeGreaterThan(LIMIT_SECONDS);
        expect(remaining).toBeLessThanOrEqual(before[i] ?? 0);
      }
      const db = openDb({ databaseUrl: suite.databaseUrl, dataDir: suite.dataDir });
      try {
        const subs = await db.kysely
          .selectFrom('submissions')
          .select(['id', 'section_started_at', 'deadline_at', 'state'])
          .where(
            'id',
            'in',
            sittings.map((s) => s.submissionId),
          )
          .execute();
        for (const sub of subs) {
          expect(sub.state).toBe('in_progress');
          const seconds =
            (Date.parse(String(sub.deadline_at)) - Date.parse(String(sub.section_started_at))) / 1000;
          expect(seconds).toBe(EXTENDED_SECONDS);
        }
        const { lost } = await answersLost(
          db.kysely,
          sittings.flatMap((s) =>
            [...s.acknowledged].map(([itemId, ack]) => ({
              code: s.code,
              submissionId: s.submissionId,
              itemId,
              ...ack,
            })),
          ),
        );
        expect(lost).toEqual([]);
      } finally {
        await db.close();
      }
      // The candidates carry on after the restart and finish within their extended time.
      for (const s of sittings) {
        await save(device, s, s.itemIds[0], 'C', 200);
        await device.ok('test-activities/submission', {
          participant_code: s.code,
          submission_id: s.submissionId,
          submission: {},
          is_final: true,
        });
      }
      recordFigure(SUITE, `${engine}: restart after SIGKILL (ms)`, restartMs);
      recordFigure(
        SUITE,
        `${engine}: remaining seconds before / after the kill`,
        `${before[0]} / ${after[0]}`,
      );
    },
    600_000,
  );
});
