import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * CPU time per process, read from Linux's /proc (utime + stime, in clock ticks of 10 ms), to
 * say where a load run's CPU went: the app instances, PostgreSQL, nginx and the load generator
 * (this process) share the machine's cores. Elsewhere than Linux there is no /proc: no figures.
 */
const TICK_MS = 10;

export type CpuGroups = Record<string, (pid: number, cmdline: string) => boolean>;

export interface CpuSnapshot {
  /** Milliseconds of CPU per process id, with the group it belongs to. */
  byPid: Map<number, { group: string; ms: number }>;
}

export function cpuSnapshot(groups: CpuGroups): CpuSnapshot | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const byPid = new Map<number, { group: string; ms: number }>();
  for (const d of pids) {
    const pid = Number(d);
    try {
      const cmdline = readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const group = Object.keys(groups).find((g) => groups[g](pid, cmdline));
      if (!group) continue;
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, { group, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      // the process ended meanwhile
    }
  }
  return { byPid };
}

export interface CpuUse {
  /** CPU milliseconds per request, by group. */
  msPerRequest: Record<string, number>;
  /** All groups together. */
  totalMsPerRequest: number;
  /** Share of the machine's cores the groups used, 0–1. */
  machineShare: number;
  /** Requests per second the machine's cores could serve at this cost if they did nothing else. */
  ceilingPerSecond: number;
}

/** What the groups used between two snapshots, per request. */
export function cpuUse(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  requests: number,
  seconds: number,
): CpuUse | null {
  if (!before || !after || requests <= 0 || seconds <= 0) return null;
  const msByGroup: Record<string, number> = {};
  for (const [pid, now] of after.byPid) {
    const spent = now.ms - (before.byPid.get(pid)?.ms ?? 0);
    msByGroup[now.group] = (msByGroup[now.group] ?? 0) + Math.max(0, spent);
  }
  const msPerRequest = Object.fromEntries(Object.entries(msByGroup).map(([g, ms]) => [g, ms / requests]));
  const totalMsPerRequest = Object.values(msPerRequest).reduce((a, b) => a + b, 0);
  const cores = cpus().length;
  return {
    msPerRequest,
    totalMsPerRequest,
    machineShare: (totalMsPerRequest * requests) / (seconds * 1000 * cores),
    ceilingPerSecond: totalMsPerRequest > 0 ? (cores * 1000) / totalMsPerRequest : Number.POSITIVE_INFINITY,
  };
}

/** "app 0.15 + postgres 0.07 + … = 0.36 ms" */
export function cpuText(use: CpuUse): string {
  const parts = Object.entries(use.msPerRequest)
    .sort((a, b) => b[1] - a[1])
    .map(([g, ms]) => `${g} ${ms.toFixed(2)}`);
  return `${parts.join(' + ')} = ${use.totalMsPerRequest.toFixed(2)} ms`;
}
