// The deployment of deploy/README.md on one machine, for tests and benchmarks: N app instances
// (the real server entry, apps/server/src/main.ts, each its own process) behind a private nginx
// rendered from deploy/nginx.conf. Plain Node, no dependencies beyond the repository's own.
//
//   const stack = await startStack({ databaseUrl, instances: 3 });
//   await fetch(`${stack.url}/api/health`);
//   await stack.instances[1].kill();      // SIGKILL; then .restart()
//   await stack.stop();
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, renderMain, renderSite } from './nginx-config.mjs';

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/src/main.ts');
const HEALTH_TIMEOUT_MS = 90_000;

/** Whether nginx can be run here (the stack test skips, naming the reason, when it cannot). */
export function nginxAvailable() {
  return existsSync(NGINX_BIN);
}

/** A port the OS says is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The last lines of a log file, for error messages. */
function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitHealthy(port, child, log) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `instance on port ${port} exited (${child.exitCode ?? child.signalCode}):\n${tail(log)}`,
      );
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`instance on port ${port} not healthy within ${HEALTH_TIMEOUT_MS / 1000} s:\n${tail(log)}`);
}

function waitExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Sends `signal`, waits for the exit; a process that ignores it for 10 s is killed. */
async function terminate(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (!(await waitExit(child, 10_000))) {
    child.kill('SIGKILL');
    await waitExit(child, 5_000);
  }
}

/**
 * One app process (`node --import tsx apps/server/src/main.ts --role=…`), restartable on the
 * same port. Its output goes to `log` (appended across restarts). Not started until `.start()`.
 * Exported for tests that crash a single server (the reliability faults suite).
 */
export function appProcess({ port, role, env, log }) {
  let child = null;
  const launch = async () => {
    const out = openSync(log, 'a');
    child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY, `--role=${role}`], {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
      stdio: ['ignore', out, out],
    });
    if (role !== 'worker') await waitHealthy(port, child, log);
  };
  return {
    port,
    log,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    start: launch,
    /** Ends the process abruptly (a crash, an OOM kill); SIGTERM for a graceful stop. */
    async kill(signal = 'SIGKILL') {
      await terminate(child, signal);
    },
    /** Starts it again on the same port; resolves when it answers /api/health. */
    async restart() {
      await terminate(child, 'SIGKILL');
      await launch();
    },
    /** Graceful stop: finishes in-flight requests (main.ts's SIGTERM handler). */
    async stop() {
      await terminate(child, 'SIGTERM');
    },
  };
}

/** The uid:gid of a local account, or null (root runs nginx's workers as Debian's www-data). */
function account(name) {
  const res = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (res.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(res.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function startNginx({ dir, listen, ports, webDist }) {
  const temp = join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  let user;
  if (process.getuid?.() === 0) {
    // As root the master switches its workers to an unprivileged account, which must be able to
    // reach the config, write request-body temp files and read the web app's assets.
    const worker = account('www-data') ?? account('nobody');
    if (!worker) throw new Error('nginx as root needs a www-data or nobody account for its workers');
    user = account('www-data') ? 'www-data' : 'nobody';
    chmodSync(dir, 0o755);
    chownSync(temp, worker.uid, worker.gid);
  }
  const siteFile = join(dir, 'asesa.conf');
  writeFileSync(siteFile, renderSite({ listen, ports, webDist }));
  writeFileSync(join(dir, 'nginx.conf'), renderMain({ dir, siteFile, user }));
  const log = join(dir, 'nginx-error.log');
  const out = openSync(join(dir, 'nginx-stderr.log'), 'a');
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', out, out],
  });
  const port = Number(listen.split(':').pop());
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(
        `nginx exited (${child.exitCode}):\n${tail(join(dir, 'nginx-stderr.log'))}\n${tail(log)}`,
      );
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      return child;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx not answering on ${listen}:\n${tail(log)}`);
      await sleep(100);
    }
  }
}

/**
 * Starts `instances` app processes and nginx in front of them.
 *
 * The first instance starts alone (it runs the migrations and seeds the demo data into an empty
 * database, as the first unit started in production does); the others start once it is healthy.
 * With role `web`, one extra `--role=worker` process runs the background jobs.
 *
 * @param {{ databaseUrl: string, instances?: number, nginxPort?: number, basePort?: number,
 *   dataDir?: string, env?: Record<string, string>, role?: 'all' | 'web', webDist?: string }} opts
 */
export async function startStack({
  databaseUrl,
  instances = 3,
  nginxPort,
  basePort,
  dataDir,
  env = {},
  role = 'all',
  webDist,
}) {
  if (!databaseUrl) throw new Error('startStack: databaseUrl is required (instances share one database)');
  if (!nginxAvailable())
    throw new Error(`startStack: nginx not found at ${NGINX_BIN} (apt-get install nginx)`);
  const dir = mkdtempSync(join(tmpdir(), 'asesa-stack-'));
  const data = dataDir ?? join(dir, 'data');
  mkdirSync(data, { recursive: true });
  const ports = [];
  for (let i = 0; i < instances; i++) ports.push(basePort ? basePort + i : await freePort());
  const listenPort = nginxPort ?? (await freePort());
  const appEnv = { LOG_LEVEL: 'warn', ...env, DATABASE_URL: databaseUrl, DATA_DIR: data };
  const apps = ports.map((port, i) =>
    appProcess({ port, role, env: appEnv, log: join(dir, `instance-${i + 1}.log`) }),
  );
  const worker =
    role === 'web'
      ? appProcess({ port: 0, role: 'worker', env: appEnv, log: join(dir, 'worker.log') })
      : null;
  let nginx = null;
  const stop = async () => {
    await terminate(nginx, 'SIGTERM');
    await Promise.all([...apps, ...(worker ? [worker] : [])].map((a) => a.stop()));
  };
  try {
    await apps[0].start();
    await Promise.all(apps.slice(1).map((a) => a.start()));
    await worker?.start();
    nginx = await startNginx({ dir, listen: `127.0.0.1:${listenPort}`, ports, webDist });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${listenPort}`,
    dir,
    dataDir: data,
    instances: apps,
    worker,
    /** Stops nginx and every instance; `keepLogs: false` also removes the temp folder. */
    async stop({ keepLogs = false } = {}) {
      await stop();
      if (!keepLogs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
