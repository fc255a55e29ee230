// Faults: a full or read-only disk answers an answer save 503 with Retry-After (the
// device keeps the answer queued), and once the fault clears the same save is stored.
//
// The faults are real, made from outside the app while it runs:
// - full disk: the SQLite DATA_DIR is a small tmpfs, filled up with a file (ENOSPC → SQLITE_FULL);
// - read-only disk: the database file and its write-ahead log are made immutable (chattr +i;
//   writes to the open files fail with EPERM → SQLITE_IOERR_WRITE). Remounting the filesystem
//   read-only is refused while the server holds files open for writing ("busy"), and file
//   permissions do not apply to open descriptors (nor to root), so immutability is the real
//   read-only condition a running server can meet;
// - PostgreSQL: ALTER DATABASE … SET default_transaction_read_only, then the app's sessions are
//   ended so its pool reconnects into read-only sessions (25006 on write).
// Both need root (mount, chattr): without it those parts skip and say so.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Device, type StartedTest, startTest } from '../stack-participant';
import { type FaultServer, scratchDir, scratchPgDatabase, startFaultServer } from './fault-server';
import { recordFigure } from './figures';

const SUITE = 'faults: disk';
const isRoot = process.getuid?.() === 0;
const sh = (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8' });

/** One answer save sent once, as the device's queue sends it (no retry here: the test looks at it). */
async function saveOnce(
  s: FaultServer,
  code: string,
  t: StartedTest,
  item: string,
  value: string,
  seq: number,
) {
  const res = await fetch(`${s.url}/api/v1/test-activities/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      participant_code: code,
      submission_id: t.submissionId,
      submission: { [item]: { value, seq } },
    }),
  });
  const body = (await res.json()) as { code: number; error: { message: string; reason?: string } | null };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

async function storedAnswer(s: FaultServer, t: StartedTest, item: string) {
  return s.deps.db
    .selectFrom('answers')
    .select(['value', 'seq'])
    .where('submission_id', '=', t.submissionId)
    .where('item_id', '=', item)
    .executeTakeFirst();
}

function expectUnavailable(res: Awaited<ReturnType<typeof saveOnce>>, reason: string) {
  expect(res.status).toBe(503);
  expect(Number(res.retryAfter)).toBeGreaterThan(0);
  expect(res.body.code).toBe(503);
  expect(res.body.error?.reason).toBe(reason);
  expect(res.body.error?.message).toMatch(/try again/);
}

const mountReason = !isRoot
  ? 'not root: cannot mount a small tmpfs'
  : sh('sh', ['-c', 'd=$(mktemp -d) && mount -t tmpfs -o size=1m tmpfs $d && umount $d && rmdir $d'])
        .status !== 0
    ? 'mounting a tmpfs is not allowed here'
    : null;
if (mountReason) console.warn(`full-disk fault skipped: ${mountReason}`);

describe.skipIf(mountReason !== null)('a full disk (SQLite DATA_DIR on a 48 MB tmpfs)', () => {
  const scratch = scratchDir('asesa-fault-full-');
  const mountPoint = join(scratch.dir, 'data');
  let s: FaultServer;

  beforeAll(async () => {
    mkdirSync(mountPoint);
    const mounted = sh('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint]);
    if (mounted.status !== 0) throw new Error(`mount failed: ${mounted.stderr}`);
    s = await startFaultServer({ dataDir: mountPoint, participants: 1, prefix: 'FULL' });
  });

  afterAll(async () => {
    await s?.close();
    sh('umount', [mountPoint]);
    scratch.remove();
  });

  it('answers a save 503 with Retry-After while the disk is full, and stores it once space is freed', async () => {
    const code = s.codes[0];
    const t = await startTest(new Device(s.url, { retries: 0, samples: [] }), code);
    const [item] = t.itemIds;
    expect((await saveOnce(s, code, t, item, 'A', 1)).status).toBe(200);

    // An empty write-ahead log: the next commit needs new blocks on the filesystem.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(s.deps.db);
    const filler = join(mountPoint, 'filler');
    try {
      writeFileSync(filler, Buffer.alloc(64 * 1024 * 1024));
    } catch (err) {
      expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    const refused = await saveOnce(s, code, t, item, 'B', 2);
    expectUnavailable(refused, 'disk_full');
    // Reading still works: the participant's page can load while the disk is full.
    const home = await fetch(`${s.url}/api/v1/test-activities/home`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ participant_code: code }),
    });
    expect(home.status).toBe(200);
    expect(await storedAnswer(s, t, item)).toEqual({ value: 'A', seq: 1 });

    rmSync(filler);
    // The device's queue sends the same save again.
    expect((await saveOnce(s, code, t, item, 'B', 2)).status).toBe(200);
    expect(await storedAnswer(s, t, item)).toEqual({ value: 'B', seq: 2 });
    recordFigure(
      SUITE,
      'SQLite full disk: save answered',
      `${refused.status}, Retry-After ${refused.retryAfter} s`,
    );
  });
});

const chattrReason = !isRoot ? 'not root: cannot make files immutable (chattr +i)' : null;
if (chattrReason) console.warn(`read-only fault skipped: ${chattrReason}`);

describe.skipIf(chattrReason !== null)('a read-only disk (SQLite files made immutable)', () => {
  const scratch = scratchDir('asesa-fault-ro-');
  let s: FaultServer;
  let files: string[] = [];
  const chattr = (flag: string) => sh('chattr', [flag, ...files]);

  beforeAll(async () => {
    s = await startFaultServer({ dataDir: scratch.dir, participants: 1, prefix: 'ROFS' });
    files = ['asesa.sqlite', 'asesa.sqlite-wal'].map((f) => join(scratch.dir, f));
  });

  afterAll(async () => {
    chattr('-i');
    await s?.close();
    scratch.remove();
  });

  it('answers a save 503 with Retry-After while the files are read-only, and stores it once writable', async () => {
    const code = s.codes[0];
    const t = await startTest(new Device(s.url, { retries: 0, samples: [] }), code);
    const [item] = t.itemIds;
    expect((await saveOnce(s, code, t, item, 'A', 1)).status).toBe(200);

    const made = chattr('+i');
    if (made.status !== 0)
      throw new Error(`chattr +i failed (filesystem without attributes?): ${made.stderr}`);
    const refused = await saveOnce(s, code, t, item, 'C', 2);
    expectUnavailable(refused, 'io_error');
    chattr('-i');

    expect((await saveOnce(s, code, t, item, 'C', 2)).status).toBe(200);
    expect(await storedAnswer(s, t, item)).toEqual({ value: 'C', seq: 2 });
    recordFigure(
      SUITE,
      'SQLite read-only files: save answered',
      `${refused.status}, Retry-After ${refused.retryAfter} s`,
    );
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.warn('PostgreSQL read-only fault skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!baseUrl)('a read-only database (PostgreSQL default_transaction_read_only)', () => {
  const scratch = scratchDir('asesa-fault-pgro-');
  const name = `asesa_faults_ro_${process.pid}`;
  let database: Awaited<ReturnType<typeof scratchPgDatabase>>;
  let s: FaultServer;

  beforeAll(async () => {
    database = await scratchPgDatabase(baseUrl!, name);
    s = await startFaultServer({
      dataDir: scratch.dir,
      databaseUrl: database.url,
      participants: 1,
      prefix: 'PGRO',
    });
  });

  afterAll(async () => {
    await s?.close();
    await database?.drop();
    scratch.remove();
  });

  it('answers a save 503 with Retry-After while the database is read-only, and stores it after', async () => {
    const code = s.codes[0];
    const t = await startTest(new Device(s.url, { retries: 0, samples: [] }), code);
    const [item] = t.itemIds;
    expect((await saveOnce(s, code, t, item, 'A', 1)).status).toBe(200);

    await database.admin((c) => c.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`));
    await database.terminateSessions();
    // The pool hears of its ended connections and drops them; a dropped one may still be handed
    // out once (503 too). Every answer until the fault clears must be a 503, never a 500.
    const refused = await saveOnce(s, code, t, item, 'D', 2);
    expectUnavailable(
      refused,
      refused.body.error?.reason === 'read_only' ? 'read_only' : 'database_unavailable',
    );
    // Each pooled connection the termination ended (at most the pool's 10) can be handed out
    // once before the pool hears of it: on a loaded machine more than one is. Each such answer
    // is a 503 too; then the read-only database itself answers.
    let again = await saveOnce(s, code, t, item, 'D', 2);
    for (let i = 0; i < 10 && again.body.error?.reason === 'database_unavailable'; i++) {
      expectUnavailable(again, 'database_unavailable');
      again = await saveOnce(s, code, t, item, 'D', 2);
    }
    expectUnavailable(again, 'read_only');
    expect(await storedAnswer(s, t, item)).toEqual({ value: 'A', seq: 1 });

    await database.admin((c) => c.query(`ALTER DATABASE ${name} RESET default_transaction_read_only`));
    await database.terminateSessions();
    let after = await saveOnce(s, code, t, item, 'D', 2);
    // Connections ended by the reset may answer once more 503 (database_unavailable).
    for (let i = 0; i < 10 && after.status === 503; i++) after = await saveOnce(s, code, t, item, 'D', 2);
    expect(after.status).toBe(200);
    expect(await storedAnswer(s, t, item)).toEqual({ value: 'D', seq: 2 });
    recordFigure(
      SUITE,
      'PostgreSQL read-only: save answered',
      `${again.status}, Retry-After ${again.retryAfter} s`,
    );
  });
});
