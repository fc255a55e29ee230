// A throwaway PostgreSQL cluster of the fault suite's own (initdb in a temp folder, its own port),
// so the suite can restart it under load without touching the shared test server. As root the
// binaries run as the postgres account (PostgreSQL refuses to run as root), as .ci/run does.
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The newest installed PostgreSQL's bin folder (PG_BIN wins), or null. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

function postgresUid(): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Why a cluster cannot be made here, or null when it can. */
export function clusterUnavailable(): string | null {
  if (!postgresBin()) return 'no PostgreSQL binaries (apt-get install postgresql, or set PG_BIN)';
  if (process.getuid?.() === 0 && !postgresUid()) return 'running as root without a postgres account';
  return null;
}

export interface Cluster {
  port: number;
  url(database: string): string;
  /**
   * pg_ctl restart: `fast` ends sessions (57P01), `immediate` is a crash and recovery. Runs
   * without blocking, so the test's own clients keep calling during the outage.
   */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  stop(): void;
  remove(): void;
}

export function startCluster(port: number): Cluster {
  const bin = postgresBin() as string;
  const dir = mkdtempSync(join(tmpdir(), 'asesa-fault-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const pgUser = postgresUid() as { uid: number; gid: number };
    chownSync(dir, pgUser.uid, pgUser.gid);
  }
  const run = (command: string) => {
    const res = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${command}: ${res.stderr || res.stdout}`);
  };
  const data = join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (args: string) => run(`${bin}/pg_ctl -D ${data} -l ${dir}/log ${args}`);
  run(`${bin}/initdb -D ${data} -U postgres -A trust --no-sync >/dev/null`);
  ctl(`-o "${options}" -w start >/dev/null`);
  run(`${bin}/psql -h 127.0.0.1 -p ${port} -U postgres -qc 'CREATE DATABASE asesa_faults'`);
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async (mode) => {
      const command = `${bin}/pg_ctl -D ${data} -l ${dir}/log -o "${options}" -m ${mode} -w restart >/dev/null`;
      const [file, args] = asRoot
        ? ['su', ['postgres', '-s', '/bin/sh', '-c', command]]
        : ['sh', ['-c', command]];
      await promisify(execFile)(file, args as string[]);
    },
    stop: () => ctl('-m immediate -w stop >/dev/null'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
