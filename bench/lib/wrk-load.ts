import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadMetrics } from './load';
import { percentile } from './load';
import type { Session } from './participants';

/**
 * Closed-loop load from wrk (Debian's `wrk`, C on epoll) in its own process. autocannon, in the
 * bench's own process, spends about as much CPU on a request as a bare Fastify echo does, so on
 * two cores the echo measured the generator as much as the server; wrk's cost per request is a
 * small fraction of the server's, so each row measures its server. Used when wrk is installed.
 */
export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** Which closed-loop generator drives a load: autocannon in this process, or wrk in its own. */
export type Generator = 'autocannon' | 'wrk';

/** What each request of a run carries: one fixed body, or answer saves of the sessions in turn. */
export type WrkRequests = { path: string; body: unknown } | { saves: Session[] };

const MARK = 'WRK_JSON ';

// The figures of a run as one JSON line: wrk's summary and its latency histogram (µs, count).
const DONE = `
done = function(summary, latency, requests)
  local e = summary.errors
  local parts = {}
  for i = 1, #latency do
    local value, count = latency(i)
    parts[#parts + 1] = string.format("[%d,%d]", value, count)
  end
  io.write(string.format('${MARK}{"requests":%d,"micros":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"max":%d,"histogram":[%s]}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout, latency.max, table.concat(parts, ",")))
end
`;

function luaString(s: string): string {
  return JSON.stringify(s);
}

/** The Lua script: a fixed request, or each session's next save in turn (the bench's saveRequests rule). */
export function wrkScript(requests: WrkRequests): string {
  if ('path' in requests) {
    return `wrk.method = "POST"
wrk.path = ${luaString(requests.path)}
wrk.headers["Content-Type"] = "application/json"
wrk.body = ${luaString(JSON.stringify(requests.body))}
${DONE}`;
  }
  const rows = requests.saves.map(
    (s) =>
      `{sub=${s.submissionId},code=${luaString(s.code)},seq=${s.seq},items={${s.itemIds.map(luaString).join(',')}}}`,
  );
  return `local sessions = {${rows.join(',\n')}}
local options = {"A", "B", "C", "D"}
local headers = {["Content-Type"] = "application/json"}
local turn = 0
request = function()
  turn = turn % #sessions + 1
  local s = sessions[turn]
  s.seq = s.seq + 1
  local item = s.items[s.seq % #s.items + 1]
  local value = options[(s.seq + math.floor(s.seq / 20)) % 4 + 1]
  local body = string.format('{"submission_id":%d,"participant_code":"%s","submission":{"%s":{"value":"%s","seq":%d}}}',
    s.sub, s.code, item, value, s.seq)
  return wrk.format("POST", "/api/v1/test-activities/submission", headers, body)
end
${DONE}`;
}

interface WrkFigures {
  requests: number;
  micros: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  max: number;
  histogram: [number, number][];
}

/** wrk's JSON line as the bench's load figures (latencies in ms, expanded from the histogram). */
export function wrkMetrics(figures: WrkFigures, connections: number): LoadMetrics {
  const latencies: number[] = [];
  for (const [micros, count] of figures.histogram)
    for (let i = 0; i < count; i++) latencies.push(micros / 1000);
  const seconds = figures.micros / 1e6;
  return {
    connections,
    seconds,
    requests: figures.requests,
    requestsPerSecond: figures.requests / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: figures.max / 1000,
    errors: figures.status + figures.connect + figures.read + figures.write + figures.timeout,
    errorSamples: figures.status ? [`${figures.status} responses were not 2xx or 3xx`] : [],
    latencies,
    generator: 'wrk',
  };
}

/** The children's user + system seconds from bash's `times` (its second line). */
export function childCpuSeconds(timesOutput: string): number {
  const lines = [...timesOutput.matchAll(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/gm)];
  const children = lines[lines.length - 1];
  if (!children) return Number.NaN;
  return Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4]);
}

/**
 * One wrk run (one thread, `connections` keep-alive connections, `seconds`). Saves advance each
 * session's seq past every save the run could have sent, so the next run's saves are new too.
 */
export async function runWrk(opts: {
  url: string;
  connections: number;
  seconds: number;
  requests: WrkRequests;
}): Promise<LoadMetrics> {
  const dir = mkdtempSync(join(tmpdir(), 'asesa-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    writeFileSync(script, wrkScript(opts.requests));
    const args = [
      '-t1',
      `-c${opts.connections}`,
      `-d${opts.seconds}s`,
      '--timeout',
      '10s',
      '-s',
      script,
      opts.url,
    ];
    const out = await new Promise<string>((resolve, reject) => {
      // bash's `times` prints its children's CPU time after wrk ends: the generator's share of the cores.
      const child = spawn('bash', ['-c', 'wrk "$@"; s=$?; times; exit $s', 'wrk', ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (c) => {
        text += c;
      });
      child.stderr.on('data', (c) => {
        text += c;
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`)),
      );
    });
    const line = out.split('\n').find((l) => l.startsWith(MARK));
    if (!line) throw new Error(`wrk printed no figures: ${out.slice(0, 500)}`);
    const metrics = wrkMetrics(JSON.parse(line.slice(MARK.length)), opts.connections);
    metrics.generatorCpu = childCpuSeconds(out) / metrics.seconds;
    if ('saves' in opts.requests) {
      const each = Math.ceil(metrics.requests / opts.requests.saves.length) + opts.connections;
      for (const s of opts.requests.saves) s.seq += each;
    }
    return metrics;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
