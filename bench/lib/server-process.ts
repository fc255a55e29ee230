import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));

export interface RunningProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server at ${url} did not come up within 60 s; see ${logFile}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * The real server as production runs it (apps/server/src/main.ts, `--role=all` by default):
 * its own process, listening on a free port, logging to DATA_DIR/server.log.
 */
export async function startServer(opts: {
  databaseUrl: string;
  dataDir: string;
  role?: 'all' | 'web' | 'worker';
  logLevel?: string;
}): Promise<RunningProcess> {
  const port = await freePort();
  // BENCH_SERVER_LOG_DIR keeps the servers' logs (the data folder is removed after the run).
  const logFile = join(process.env.BENCH_SERVER_LOG_DIR ?? opts.dataDir, `server-${port}.log`);
  const log = openSync(logFile, 'a');
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, '--import', 'tsx', 'src/main.ts', `--role=${opts.role ?? 'all'}`];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: opts.logLevel ?? 'info',
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitUntilUp(url, child, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, process: child, stop };
}

/** A bare server process of bench/lib (the echo, the frontier) on a free port. */
async function startBare(script: string, what: string): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the ${what} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child, stop: stopper(child) };
}

/** The bare Fastify echo server (lib/echo-server.mjs) in its own process. */
export const startEcho = () => startBare('./echo-server.mjs', 'echo server');

/** The frontier of answer saves: bare Fastify with one SQLite upsert per request (frontier-server.mjs). */
export const startFrontier = () => startBare('./frontier-server.mjs', 'frontier server');
