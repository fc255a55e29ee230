import { cpus } from 'node:os';
import { startStack } from '../../deploy/stack.mjs';
import { type CpuGroups, type CpuUse, cpuSnapshot, cpuText, cpuUse } from '../lib/cpu';
import { type BenchDatabase, freshDatabase, seedForSaves } from '../lib/database';
import type { LoadMetrics } from '../lib/load';
import { startSessions } from '../lib/participants';
import type { ScenarioResult } from '../lib/report';
import { answerSaveRow, measureSaves } from './answer-save';

export interface NginxOptions {
  connections: number;
  seconds: number;
  logLevel: string;
  warmSeconds: number;
}

/**
 * Saves each instance serves before the measured run. V8 optimises a function after thousands of
 * calls: three instances sharing a 3-second warm-up had each served a third of what one instance
 * had, and measured two thirds as fast per save as after a longer one.
 */
const WARM_SAVES_PER_INSTANCE = 30_000;
const WARM_LIMIT_MS = 120_000;

/** Where the run's CPU went: the app instances, PostgreSQL, nginx and the load generator (this process). */
function stackGroups(appPids: number[]): CpuGroups {
  return {
    app: (pid) => appPids.includes(pid),
    // The server (…/bin/postgres -D …) and its backends ("postgres: user db …").
    postgres: (_pid, cmd) => /(^|\/)postgres[: ]/.test(cmd),
    nginx: (_pid, cmd) => cmd.startsWith('nginx'),
    'load generator': (pid) => pid === process.pid,
  };
}

/** Answer saves through nginx in front of `instances` server processes sharing one PostgreSQL database. */
async function savesBehindNginx(db: BenchDatabase, codes: string[], instances: number, opts: NginxOptions) {
  const stack = await startStack({
    databaseUrl: db.databaseUrl,
    instances,
    dataDir: db.dataDir,
    env: { LOG_LEVEL: opts.logLevel, SERVE_WEB: 'false', SEED_DEMO: 'false' },
  });
  try {
    const sessions = await startSessions(stack.url, codes);
    if (opts.warmSeconds > 0) {
      const started = Date.now();
      let served = 0;
      while (served < WARM_SAVES_PER_INSTANCE * instances && Date.now() - started < WARM_LIMIT_MS)
        served += (await measureSaves(stack.url, sessions, opts.connections, opts.warmSeconds)).requests;
    }
    const groups = stackGroups(stack.instances.map((i) => i.pid).filter((p): p is number => p !== undefined));
    const before = cpuSnapshot(groups);
    const saves = await measureSaves(stack.url, sessions, opts.connections, opts.seconds);
    return { saves, cpu: cpuUse(before, cpuSnapshot(groups), saves.requests, saves.seconds) };
  } finally {
    await stack.stop();
  }
}

/**
 * 1 and then 3 instances behind nginx on PostgreSQL; three should serve at least 1.5 ×
 * the answer saves of one (each run its own fresh participants, so both start alike).
 */
export async function runNginx(
  postgresUrl: string,
  opts: NginxOptions,
  echo: LoadMetrics,
  log: (m: string) => void,
): Promise<ScenarioResult[]> {
  const results: { instances: number; saves: LoadMetrics; cpu: CpuUse | null; db: BenchDatabase }[] = [];
  for (const instances of [1, 3]) {
    const db = await freshDatabase('postgres', postgresUrl);
    try {
      const codes = await seedForSaves(db, opts.connections);
      log(
        `answer saves behind nginx, ${instances} instance(s): ${opts.connections} connections for ${opts.seconds} s`,
      );
      const { saves, cpu } = await savesBehindNginx(db, codes, instances, opts);
      for (const sample of saves.errorSamples) log(`error: ${sample}`);
      results.push({ instances, saves, cpu, db });
    } finally {
      await db.drop();
    }
  }
  const [one, three] = results;
  const scale = three.saves.requestsPerSecond / one.saves.requestsPerSecond;
  // The most any number of instances could serve on this machine at one instance's CPU per save
  // (more processes have so far only cost more per save): beyond it, scaling needs more cores.
  const ceilingScale = one.cpu ? one.cpu.ceilingPerSecond / one.saves.requestsPerSecond : null;
  const ceilingText =
    one.cpu && ceilingScale !== null
      ? `; ${cpus().length} cores at 1 instance's ${one.cpu.totalMsPerRequest.toFixed(2)} ms of CPU per save serve at most ${one.cpu.ceilingPerSecond.toFixed(0)}/s = ${ceilingScale.toFixed(2)}×`
      : '';
  return [
    ...results.map((r) => {
      const row = answerSaveRow(r.db, r.instances, r.saves, echo, false);
      return {
        ...row,
        name: `answer saves behind nginx, ${opts.connections} connections`,
        metrics: { ...row.metrics, ...cpuMetrics(r.cpu) },
        summary: r.cpu
          ? `${row.summary}; CPU per save ${cpuText(r.cpu)} (${(r.cpu.machineShare * 100).toFixed(0)}% of the machine)`
          : row.summary,
      };
    }),
    {
      name: 'answer saves: 3 instances ÷ 1 behind nginx',
      engine: 'postgres',
      instances: 3,
      metrics: {
        oneInstanceRequestsPerSecond: Math.round(one.saves.requestsPerSecond),
        threeInstancesRequestsPerSecond: Math.round(three.saves.requestsPerSecond),
        scale,
        ...(ceilingScale !== null && one.cpu
          ? {
              machineCeilingPerSecond: Math.round(one.cpu.ceilingPerSecond),
              machineCeilingScale: ceilingScale,
            }
          : {}),
      },
      summary: `${scale.toFixed(2)}× (${one.saves.requestsPerSecond.toFixed(0)} → ${three.saves.requestsPerSecond.toFixed(0)} req/s)${ceilingText}`,
      ratio: null,
      ratioOf: '',
      target: '≥ 1.5×',
      pass: scale >= 1.5 && one.saves.errors === 0 && three.saves.errors === 0,
    },
  ];
}

/** CPU milliseconds per save by process group, as metrics (cpuMsPerSave.app, …). */
function cpuMetrics(cpu: CpuUse | null): Record<string, number> {
  if (!cpu) return {};
  return {
    ...Object.fromEntries(Object.entries(cpu.msPerRequest).map(([g, ms]) => [`cpuMsPerSave.${g}`, ms])),
    cpuMsPerSave: cpu.totalMsPerRequest,
    machineShare: cpu.machineShare,
  };
}
