import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_ID_LENGTH, WEB_APP_NAME, WEB_APP_SECRET } from '@asesa/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANT_CODE, DEMO_USERS } from '../src/seed/demo-content';
import { fakeSmtp } from './fake-smtp';
import { withPgClient } from './support/pg-admin';

// Three real server processes (`--role=all`: HTTP plus a job worker thread each) share
// one PostgreSQL database and one DATA_DIR. They start at the same moment on an empty database,
// so they also race to migrate and seed. Everything is asserted over real HTTP (and by reading
// the database), never through one process's memory.

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres' && !!url;
const SERVER_DIR = join(import.meta.dirname, '..');
const LOGIN_LIMIT = 4;

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

let instances: Instance[] = [];
let database = '';
let databaseUrl = '';
let dataDir = '';
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let db: pg.Client;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const admin = <T>(work: (client: pg.Client) => Promise<T>) => withPgClient(url, work);

function launch(name: string, port: number): Instance {
  // node --import tsx, not the tsx CLI: the CLI relays SIGTERM and SIGKILLs its child when the child
  // does not acknowledge within 30 ms, which a loaded CI machine misses; the test is then about tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role=all'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOGIN_RATE_LIMIT_PER_ACCOUNT: String(LOGIN_LIMIT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, base: `http://127.0.0.1:${port}`, child, output, exited };
}

async function waitUntilHealthy(instance: Instance, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (instance.child.exitCode !== null) break;
    const ok = await fetch(`${instance.base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${instance.name} did not become healthy:\n${instance.output.join('').slice(-3000)}`);
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads whatever a call answers and asserts on it.
async function call<T = any>(
  instance: Instance,
  path: string,
  body: unknown = {},
  token?: string,
): Promise<{ status: number; data: T; error: { message: string } | null }> {
  const res = await fetch(`${instance.base}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T; error: { message: string } | null };
  return { status: res.status, data: envelope.data, error: envelope.error };
}

// biome-ignore lint/suspicious/noExplicitAny: as call().
async function ok<T = any>(instance: Instance, path: string, body: unknown = {}, token?: string): Promise<T> {
  const res = await call<T>(instance, path, body, token);
  if (res.status !== 200)
    throw new Error(`${instance.name} ${path} answered ${res.status}: ${res.error?.message}`);
  return res.data;
}

const deviceId = () => randomBytes(32).toString('hex').slice(0, DEVICE_ID_LENGTH);
const anonymousToken = async (instance: Instance) =>
  (
    await ok<{ token: string }>(instance, 'token/get', {
      app_name: WEB_APP_NAME,
      secret: WEB_APP_SECRET,
      device_type: 'web',
      device_id: deviceId(),
    })
  ).token;

async function signIn(instance: Instance, who: keyof typeof DEMO_USERS): Promise<string> {
  const { email, password } = DEMO_USERS[who];
  return (
    await ok<{ token: string }>(
      instance,
      'auth/login',
      { username: email, password },
      await anonymousToken(instance),
    )
  ).token;
}

const rows = async <R>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as R[];

describe.skipIf(!onPostgres)(
  'several instances on one PostgreSQL (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    let a: Instance;
    let b: Instance;
    let c: Instance;

    beforeAll(async () => {
      database = `asesa_pgboss_${randomBytes(4).toString('hex')}`;
      await admin((client) => client.query(`CREATE DATABASE ${database}`));
      const parsed = new URL(url!);
      parsed.pathname = `/${database}`;
      databaseUrl = parsed.toString();
      dataDir = mkdtempSync(join(tmpdir(), 'asesa-multi-'));
      smtp = await fakeSmtp();
      const ports = [await freePort(), await freePort(), await freePort()];
      // All at once, on an empty database: the migrations and the demo seed race.
      instances = ['A', 'B', 'C'].map((name, i) => launch(name, ports[i]!));
      [a, b, c] = instances as [Instance, Instance, Instance];
      await Promise.all(instances.map((instance) => waitUntilHealthy(instance, 110_000)));
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
    }, 120_000);

    afterAll(async () => {
      // The seed queues the norming study's recalculation and evidence analyses, which take a
      // while on a busy machine; a job still running at SIGTERM is (rightly) cut off after 10 s
      // with exit code 1. Shut down once the queue is idle, which is what this checks.
      const idleBy = Date.now() + 150_000;
      while (db && Date.now() < idleBy) {
        const [busy] = await rows<{ n: number }>(
          "select count(*)::int as n from jobs where status in ('queued', 'running')",
        );
        if (busy?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await db?.end();
      for (const instance of instances) instance.child.kill('SIGTERM');
      const codes = await Promise.all(instances.map((instance) => instance.exited));
      await smtp?.close();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
      // Each process finished its requests and jobs, stopped pg-boss and closed its pool.
      const logs = instances.map((instance) => `${instance.name}: ${instance.output.join('').slice(-2000)}`);
      expect(codes, logs.join('\n')).toEqual([0, 0, 0]);
    }, 240_000);

    it('migrated once and seeded once', async () => {
      const migrations = await rows<{ name: string; n: number }>(
        'select name, count(*)::int as n from kysely_migration group by name having count(*) > 1',
      );
      expect(migrations).toEqual([]);
      const [users] = await rows<{ n: number }>('select count(*)::int as n from users where email = $1', [
        DEMO_USERS.admin.email,
      ]);
      expect(users!.n).toBe(1);
      // The demo corporate and the norming panel's, each once.
      const corporates = await rows<{ slug: string; n: number }>(
        'select slug, count(*)::int as n from corporate_accounts group by slug order by slug',
      );
      expect(corporates).toEqual([
        { slug: 'demo', n: 1 },
        { slug: 'norming-panel', n: 1 },
      ]);
    });

    it('a token from A works on B and C; logging out on A revokes it on B and C', async () => {
      const token = await signIn(a, 'consultant');
      for (const instance of [b, c]) {
        const who = await ok<{ user: { email: string } }>(instance, 'auth/whoami', {}, token);
        expect(who.user.email).toBe(DEMO_USERS.consultant.email);
      }
      await ok(a, 'auth/logout', {}, token);
      expect((await call(b, 'auth/whoami', {}, token)).status).toBe(401);
      expect((await call(c, 'auth/whoami', {}, token)).status).toBe(401);
    });

    it('counts failed log-ins across instances: 429 at the same count as on one instance', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_LIMIT; i++) {
        const instance = instances[i % 3]!;
        const res = await call(
          instance,
          'auth/login',
          { username: DEMO_USERS.collaborator.email, password: `wrong-${i}` },
          await anonymousToken(instance),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429]);
    });

    it('sums credit top-ups sent at once to different instances exactly', async () => {
      const tokens = await Promise.all(instances.map((instance) => signIn(instance, 'consultant')));
      const before = (
        await ok<{ balance: number }>(a, 'accounts/credits/balance', { account_corporate_id: 1 }, tokens[0])
      ).balance;
      const amounts = Array.from({ length: 30 }, (_, i) => i + 1);
      await Promise.all(
        amounts.map((amount, i) =>
          ok(
            instances[i % 3]!,
            'accounts/credits/top-up',
            { account_corporate_id: 1, amount },
            tokens[i % 3],
          ),
        ),
      );
      const expected = before + amounts.reduce((sum, n) => sum + n, 0);
      for (const [i, instance] of instances.entries()) {
        const { balance } = await ok<{ balance: number }>(
          instance,
          'accounts/credits/balance',
          { account_corporate_id: 1 },
          tokens[i],
        );
        expect(balance).toBe(expected);
      }
    });

    it("starts a participant's clock once and debits once when three instances are asked at once; all agree on the time left", async () => {
      const code = DEMO_PARTICIPANT_CODE;
      const form = new FormData();
      form.append('participantCode', code);
      form.append('name', 'Multi Instance');
      form.append('email', 'multi.instance@example.com');
      form.append('is_agree_tnc', 'true');
      const registered = await fetch(`${a.base}/api/v1/test-activities/submit`, {
        method: 'POST',
        body: form,
      });
      expect(registered.status, await registered.clone().text()).toBe(200);
      const home = await ok<{ instruments: { submission_id: number }[] }>(b, 'test-activities/home', {
        participant_code: code,
      });
      const submissionId = home.instruments[0]!.submission_id;
      const started = await Promise.all(
        instances.map((instance) =>
          ok<{ state: string; current_section_id: string }>(instance, 'test-activities/mark-as-started', {
            participant_code: code,
            submission_id: submissionId,
          }),
        ),
      );
      expect(started.map((s) => s.state)).toEqual(['in_progress', 'in_progress', 'in_progress']);
      const sectionId = started[0]!.current_section_id;
      expect(started.map((s) => s.current_section_id)).toEqual([sectionId, sectionId, sectionId]);
      const asked = Date.now();
      const remaining = await Promise.all(
        instances.map(async (instance) => {
          const res = await ok<{ remaining_seconds: number }>(
            instance,
            'test-activities/participant-last-attempt',
            {
              participant_code: code,
              section_id: sectionId,
            },
          );
          return res.remaining_seconds;
        }),
      );
      expect(remaining[0]).toBeGreaterThan(0);
      // Whole seconds read at moments within the time the three answers took: they differ by at most
      // that time rounded up (1 s when quick; more only when the machine is busy).
      const tookSeconds = Math.max(1, Math.ceil((Date.now() - asked) / 1000));
      expect(Math.max(...remaining) - Math.min(...remaining)).toBeLessThanOrEqual(tookSeconds);
      const events = await rows<{ n: number }>(
        "select count(*)::int as n from participant_activities where submission_id = $1 and status = 'started'",
        [submissionId],
      );
      expect(events[0]!.n).toBe(1);
      const debits = await rows<{ n: number }>(
        "select count(*)::int as n from credit_ledger where kind = 'charge' and participant_id = (select participant_id from submissions where id = $1)",
        [submissionId],
      );
      expect(debits[0]!.n).toBe(1);
    });

    // The job worker threads may still be starting (each compiles the server anew): allow for a busy machine.
    it(
      'runs each e-mail job enqueued through different instances exactly once',
      { timeout: 120_000 },
      async () => {
        const token = await signIn(a, 'consultant');
        smtp.messages.length = 0;
        const emails = Array.from({ length: 12 }, (_, i) => `multi-${i}@demo.test`);
        await Promise.all(
          emails.map((email, i) =>
            ok(
              instances[i % 3]!,
              'accounts/collaborators/invite',
              { account_corporate_id: 1, name: `Multi ${i}`, email },
              token,
            ),
          ),
        );
        const until = Date.now() + 110_000;
        while (Date.now() < until) {
          const [pending] = await rows<{ n: number }>(
            "select count(*)::int as n from jobs where type = 'deliver-mail' and status <> 'done'",
          );
          if (pending!.n === 0 && smtp.messages.length >= emails.length) break;
          await new Promise((r) => setTimeout(r, 250));
        }
        // Wait a little longer: a second delivery of any job would show up now.
        await new Promise((r) => setTimeout(r, 1500));
        // The collaborator locked by the sign-in test above is told so by e-mail too, whenever its
        // job runs: the invitations are the messages to multi-… addresses.
        const recipients = smtp.messages
          .map((m) => /^To: (.*)$/m.exec(m)?.[1])
          .filter((to) => to?.startsWith('multi-'))
          .sort();
        expect(recipients).toEqual([...emails].sort());
        // Every delivery job, the lock notice's included, ran once.
        const jobs = await rows<{ status: string; attempts: number }>(
          "select status, attempts from jobs where type = 'deliver-mail'",
        );
        expect(jobs).toHaveLength(emails.length + 1);
        expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
        const outbox = await rows<{ status: string; attempts: number }>(
          'select status, attempts from outbox where to_address like $1',
          ['multi-%'],
        );
        expect(outbox.every((o) => o.status === 'sent' && o.attempts === 1)).toBe(true);
      },
    );

    it('serves an upload made on A from B and C (shared DATA_DIR)', async () => {
      const token = await signIn(a, 'consultant');
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('id', '1');
      form.append('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
      const res = await fetch(`${a.base}/api/v1/accounts/corporates/logo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { logo_path: string } };
      const fromA = Buffer.from(await (await fetch(`${a.base}${data.logo_path}`)).arrayBuffer());
      for (const instance of [b, c]) {
        const served = await fetch(`${instance.base}${data.logo_path}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(fromA)).toBe(true);
      }
    });

    // Last: by now every worker thread has started (the e-mail jobs ran) and installed pg-boss.
    it("pg-boss lives in the app's schema and sent housekeeping once for all three starts", async () => {
      const [installed] = await rows<{ n: number }>('select count(*)::int as n from public.version');
      expect(installed!.n).toBe(1);
      const [sent] = await rows<{ n: number }>(
        "select ((select count(*) from public.job where name = 'housekeeping') + (select count(*) from public.archive where name = 'housekeeping'))::int as n",
      );
      expect(sent!.n).toBe(1);
    });
  },
);
