// The deployment of deploy/ (nginx on loopback in front of 3 instances, one PostgreSQL,
// one DATA_DIR) loses nothing while its instances crash and come back one at a time.
//
// Participants take a whole test through nginx (stack-participant.ts: register, start, answer
// every item with a save after each answer, change some answers, finish, complete) while each
// instance in turn is SIGKILLed and restarted. Afterwards the database must hold every answer a
// save was acknowledged for (per item the acknowledged answer with the highest seq), every
// participant's test must be finished and every participant scored.
//
// Runs as its own tier of `npm test` (vitest --config test/stack.vitest.config.ts) on the
// PostgreSQL of TEST_DATABASE_URL, in a database of its own that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_APP_NAME, WEB_APP_SECRET } from '@asesa/contracts';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_BIN, nginxAvailable, type Stack, startStack } from '../../../deploy/stack.mjs';
import { ITEMS_PER_TEST } from '../bench/dataset';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type Db, openDb } from '../src/db/connection';
import type { Database } from '../src/db/schema';
import type { Deps } from '../src/deps';
import { APP_JOBS_QUEUE } from '../src/jobs/pgboss-queue';
import { SCORE_PARTICIPANT_JOB } from '../src/modules/scoring-runs/scoring-runs.service';
import { deviceIdFor } from './harness';
import { type CallLog, Device, type ParticipantRun, seedParticipants, takeTest } from './stack-participant';
import { withPgClient } from './support/pg-admin';

const baseUrl = process.env.TEST_DATABASE_URL;
const skipReason = !baseUrl
  ? 'TEST_DATABASE_URL is not set (the stack runs on PostgreSQL)'
  : !nginxAvailable()
    ? `nginx is missing at ${NGINX_BIN} (apt-get install nginx; .ci/run installs it)`
    : null;
if (skipReason) console.warn(`stack test skipped: ${skipReason}`);

const DEVICES = 8;
const CHANGES_PER_PARTICIPANT = 5;
const THINK_MS = 60;
/** Quiet time before each kill and while an instance is down, before it restarts. */
const BEFORE_KILL_MS = 3_000;
const DOWN_MS = 2_000;

const dbName = `asesa_stack_${randomBytes(4).toString('hex')}`;
const urlOf = (name: string) => {
  const u = new URL(baseUrl ?? 'postgres://localhost/x');
  u.pathname = `/${name}`;
  return u.toString();
};

let stack: Stack | undefined;
let db: Db | undefined;
let seedDir: string | undefined;
let failed = false;

const admin = <T>(work: (client: pg.Client) => Promise<T>) => withPgClient(baseUrl, work);

/**
 * The participants whose scoring job pg-boss handed out before `before` and still holds as active:
 * fetched by an instance killed before it finished (a live one finishes in well under a second).
 */
async function strandedScoringOf(db: Kysely<Database>, before: string): Promise<Set<number>> {
  const { rows } = await sql<{ participant_id: number }>`
    select (j.payload_json::json->>'participantId')::int as participant_id
    from jobs j
    join job b on b.name = ${APP_JOBS_QUEUE} and b.data->>'jobId' = j.id::text
    where j.type = ${SCORE_PARTICIPANT_JOB} and j.status in ('queued', 'running')
      and b.state = 'active' and b.started_on < ${before}::timestamptz
      and b.started_on < now() - interval '5 seconds'`.execute(db);
  return new Set(rows.map((r) => r.participant_id));
}

describe.skipIf(skipReason !== null)('deploy/: nginx in front of 3 instances', () => {
  let codes: string[] = [];
  let deps: Deps;

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
    stack = await startStack({ databaseUrl: urlOf(dbName), instances: 3 });
    // The instances migrated and seeded the database; the participants are written directly.
    seedDir = mkdtempSync(join(tmpdir(), 'asesa-stack-seed-'));
    db = openDb({ databaseUrl: urlOf(dbName), dataDir: seedDir });
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      DATABASE_URL: urlOf(dbName),
      DATA_DIR: stack.dataDir,
    });
    deps = (await buildApp(env, db)).deps;
    codes = await seedParticipants(deps, 200, 'STACK');
  });

  afterAll(async () => {
    await stack?.stop({ keepLogs: failed });
    if (failed && stack) console.warn(`stack logs kept in ${stack.dir}`);
    await db?.close();
    if (seedDir) rmSync(seedDir, { recursive: true, force: true });
    if (failed) console.warn(`stack test database kept: ${dbName}`);
    else await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  });

  it('loses no acknowledged answer while each instance is killed and restarted in turn', async ({
    onTestFailed,
  }) => {
    onTestFailed(() => {
      failed = true;
    });
    const s = stack!;
    const log: CallLog = { retries: 0, samples: [] };
    const runs: ParticipantRun[] = [];
    const events: string[] = [];
    const killedAt: string[] = [];
    let chaosDone = false;
    let next = 0;
    const t0 = Date.now();
    const at = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

    const chaos = (async () => {
      try {
        for (const [i, instance] of s.instances.entries()) {
          await new Promise((r) => setTimeout(r, BEFORE_KILL_MS));
          killedAt.push(new Date().toISOString());
          await instance.kill('SIGKILL');
          events.push(`${at()} instance ${i + 1} SIGKILLed`);
          await new Promise((r) => setTimeout(r, DOWN_MS));
          const started = Date.now();
          await instance.restart();
          events.push(`${at()} instance ${i + 1} back (restart took ${Date.now() - started} ms)`);
        }
      } finally {
        chaosDone = true;
      }
    })();
    // Each device takes one participant's test after another until every instance has been
    // killed and restarted, so saves are in flight through every kill.
    const device = async () => {
      const d = new Device(s.url, log);
      while (!chaosDone && next < codes.length) {
        runs.push(await takeTest(d, codes[next++], { thinkMs: THINK_MS, changes: CHANGES_PER_PARTICIPANT }));
      }
    };
    await Promise.all([chaos, ...Array.from({ length: DEVICES }, device)]);
    const trafficSeconds = (Date.now() - t0) / 1000;

    // Every acknowledged answer is stored: per item the last answer given, at its seq.
    const stored = await deps.db
      .selectFrom('answers')
      .select(['submission_id', 'item_id', 'value', 'seq'])
      .where(
        'submission_id',
        'in',
        runs.map((r) => r.submissionId),
      )
      .execute();
    const bySubmission = new Map<number, Map<string, { value: string; seq: number | null }>>();
    for (const a of stored) {
      const m = bySubmission.get(a.submission_id) ?? new Map();
      m.set(a.item_id, { value: a.value, seq: a.seq });
      bySubmission.set(a.submission_id, m);
    }
    let acknowledged = 0;
    const lost: string[] = [];
    for (const run of runs) {
      const held = bySubmission.get(run.submissionId) ?? new Map();
      expect(run.acknowledged.size).toBe(ITEMS_PER_TEST);
      for (const [item, ack] of run.acknowledged) {
        acknowledged++;
        const row = held.get(item);
        if (!row || row.value !== ack.value || row.seq !== ack.seq)
          lost.push(
            `${run.code} ${item}: acknowledged ${ack.value}@${ack.seq}, stored ${JSON.stringify(row)}`,
          );
      }
    }

    // Every test finished, every participant completed, then scored by the jobs (on whichever
    // instance claimed them, killed or not).
    const states = await deps.db
      .selectFrom('submissions')
      .select(['state'])
      .where(
        'id',
        'in',
        runs.map((r) => r.submissionId),
      )
      .execute();
    const unfinished = states.filter((x) => x.state !== 'finished').length;
    // congrat-candidate answers the participant's status: 'completed', or already 'scored' when
    // its first try was cut off by a kill and the scoring job ran before the device's retry.
    const notCompleted = runs.filter((r) => r.status !== 'completed' && r.status !== 'scored');
    // Scoring runs as a pg-boss job on whichever instance fetches it. A job fetched by an instance
    // that is then SIGKILLed stays active in pg-boss until it expires (scoring: 2 min after it was
    // fetched, scoring-runs.module.ts) and pg-boss's maintenance retries it: not lost, but later than this
    // test waits. Such jobs are told apart by pg-boss's own record (active, fetched before the last
    // kill; the kill may fall before the `jobs` row was claimed) and named; every other
    // participant must be scored.
    const lastKill = killedAt.at(-1) ?? new Date().toISOString();
    const scoreDeadline = Date.now() + 60_000;
    let unscored: { id: number; participant_code: string }[] = [];
    let stranded: typeof unscored = [];
    for (;;) {
      const rows = await deps.db
        .selectFrom('participants')
        .select(['id', 'participant_code', 'status', 'number_correct'])
        .where(
          'participant_code',
          'in',
          runs.map((r) => r.code),
        )
        .execute();
      unscored = rows.filter((r) => r.status !== 'scored' || r.number_correct === null);
      const fetchedByTheKilled = await strandedScoringOf(deps.db, lastKill);
      stranded = unscored.filter((p) => fetchedByTheKilled.has(p.id));
      if (unscored.length === stranded.length || Date.now() > scoreDeadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const scoreSeconds = (Date.now() - t0) / 1000 - trafficSeconds;
    const scored = runs.length - unscored.length;
    // What nginx absorbed: requests it passed to another instance because the chosen one was down.
    const nginxLog = readFileSync(join(s.dir, 'nginx-error.log'), 'utf8');
    const refused = nginxLog.match(/connect\(\) failed \(111/g)?.length ?? 0;
    const cutOffLines = nginxLog.split('\n').filter((l) => /prematurely closed|reset by peer/.test(l));
    const cutOffPaths = new Map<string, number>();
    for (const line of cutOffLines) {
      const path = line.match(/request: "\w+ ([^ ?"]+)/)?.[1] ?? '?';
      cutOffPaths.set(path, (cutOffPaths.get(path) ?? 0) + 1);
    }
    const cutOff = [...cutOffPaths].map(([path, n]) => `${n} × ${path}`).join(', ') || 'none';
    const given = runs.reduce((n, r) => n + r.answersGiven, 0);
    const saves = runs.reduce((n, r) => n + r.saves, 0);
    console.log(
      [
        `stack test: ${runs.length} participants finished through nginx in ${trafficSeconds.toFixed(1)} s, ${DEVICES} at a time`,
        ...events.map((e) => `  ${e}`),
        `  answers given ${given} (${runs.length} × ${ITEMS_PER_TEST} items + ${CHANGES_PER_PARTICIPANT} changes), saves ${saves}`,
        `  acknowledged (latest per item) ${acknowledged}, stored ${stored.length}, lost ${lost.length}`,
        `  nginx: ${refused} connections refused by a killed instance (passed on to another), requests cut off mid-way: ${cutOff}`,
        '    (answer saves are resent by nginx; any other call answers 502 and the device retries it)',
        `  calls the device retried after a transient failure: ${log.retries}`,
        ...log.samples.map((x) => `    ${x}`),
        `  congrat-candidate answered 'scored' (a retry after the scoring job had run): ${runs.filter((r) => r.status === 'scored').length}`,
        `  ${scored} of ${runs.length} participants scored ${scoreSeconds.toFixed(1)} s after the traffic ended`,
        ...(stranded.length
          ? [
              `  ${stranded.length} scoring job(s) were fetched by an instance that was then killed: ` +
                `${stranded.map((p) => p.participant_code).join(', ')} (pg-boss retries them once they expire, 2 min after they were fetched)`,
            ]
          : []),
      ].join('\n'),
    );
    // The report above comes first so that a failure below is explained by it.
    expect(lost).toEqual([]);
    expect(stored.length).toBe(acknowledged);
    expect(unfinished).toBe(0);
    expect(notCompleted.map((r) => `${r.code}: ${r.status}`)).toEqual([]);
    expect(unscored.filter((p) => !stranded.includes(p)).map((p) => p.participant_code)).toEqual([]);
    expect(s.instances.every((i) => i.running)).toBe(true);
  });
  it('uploads land on the shared DATA_DIR: a photo sent through nginx is served by every instance', async () => {
    const s = stack!;
    const code = codes[codes.length - 1];
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const device = new Device(s.url, { retries: 0, samples: [] });
    await device.ok('test-activities/submit', () => {
      const form = new FormData();
      form.set('participantCode', code);
      form.set('name', 'Photo Participant');
      form.set('email', 'photo@stack.example');
      form.set('is_agree_tnc', 'true');
      form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
      return form;
    });
    const participant = await deps.db
      .selectFrom('participants')
      .select(['id', 'photo_path'])
      .where('participant_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(participant.photo_path).toBeTruthy();

    // The admin signs in through nginx, then reads the photo from each instance directly.
    const device_id = deviceIdFor('stack');
    const anonymous = (await device.ok('token/get', {
      app_name: WEB_APP_NAME,
      secret: WEB_APP_SECRET,
      device_type: 'web',
      device_id,
    })) as { token: string };
    const signedIn = await fetch(`${s.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${anonymous.token}` },
      body: JSON.stringify({ username: 'admin@asesa.test', password: 'Admin#2026' }),
    });
    expect(signedIn.status).toBe(200);
    const adminToken = ((await signedIn.json()) as { data: { token: string } }).data.token;
    const sizes = [];
    for (const instance of s.instances) {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/v1/projects/participants/photo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ participant_id: participant.id }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      sizes.push((await res.arrayBuffer()).byteLength);
    }
    expect(new Set(sizes).size).toBe(1);
    expect(sizes[0]).toBeGreaterThan(0);
  });
});
