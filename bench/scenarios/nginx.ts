import { startStack } from '../../deploy/stack.mjs';
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
    // Each of three instances sees a third of the saves: warmed up alike, one and three compare
    // their steady state, not their compilers'.
    if (opts.warmSeconds > 0) await measureSaves(stack.url, sessions, opts.connections, opts.warmSeconds);
    return await measureSaves(stack.url, sessions, opts.connections, opts.seconds);
  } finally {
    await stack.stop();
  }
}

/**
 * Issue 8: 1 and then 3 instances behind nginx on PostgreSQL; three should serve at least 1.5 ×
 * the answer saves of one (each run its own fresh participants, so both start alike).
 */
export async function runNginx(
  postgresUrl: string,
  opts: NginxOptions,
  echo: LoadMetrics,
  log: (m: string) => void,
): Promise<ScenarioResult[]> {
  const results: { instances: number; saves: LoadMetrics; db: BenchDatabase }[] = [];
  for (const instances of [1, 3]) {
    const db = await freshDatabase('postgres', postgresUrl);
    try {
      const codes = await seedForSaves(db, opts.connections);
      log(
        `answer saves behind nginx, ${instances} instance(s): ${opts.connections} connections for ${opts.seconds} s`,
      );
      const saves = await savesBehindNginx(db, codes, instances, opts);
      for (const sample of saves.errorSamples) log(`error: ${sample}`);
      results.push({ instances, saves, db });
    } finally {
      await db.drop();
    }
  }
  const [one, three] = results;
  const scale = three.saves.requestsPerSecond / one.saves.requestsPerSecond;
  return [
    ...results.map((r) => ({
      ...answerSaveRow(r.db, r.instances, r.saves, echo, false),
      name: `answer saves behind nginx, ${opts.connections} connections`,
    })),
    {
      name: 'answer saves: 3 instances ÷ 1 behind nginx',
      engine: 'postgres',
      instances: 3,
      metrics: {
        oneInstanceRequestsPerSecond: Math.round(one.saves.requestsPerSecond),
        threeInstancesRequestsPerSecond: Math.round(three.saves.requestsPerSecond),
        scale,
      },
      summary: `${scale.toFixed(2)}× (${one.saves.requestsPerSecond.toFixed(0)} → ${three.saves.requestsPerSecond.toFixed(0)} req/s)`,
      ratio: null,
      ratioOf: '',
      target: '≥ 1.5×',
      pass: scale >= 1.5 && one.saves.errors === 0 && three.saves.errors === 0,
    },
  ];
}
