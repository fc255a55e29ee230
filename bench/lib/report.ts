import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type { LoadMetrics } from './load';

/** One row of the table and of bench/results/latest.json. */
export interface ScenarioResult {
  name: string;
  engine: 'sqlite' | 'postgres' | 'none';
  instances: number;
  /** Absolute figures (ms, s, req/s, MB, counts). */
  metrics: Record<string, number>;
  /** The figure the row is judged by, in one line. */
  summary: string;
  /** The headline figure as a ratio to the echo baseline of the same run (see ratioOf). */
  ratio: number | null;
  ratioOf: string;
  target: string;
  pass: boolean | null;
  /** The one-minute load average when the row started. */
  loadAverage?: number;
  /** False when that load was above MAX_COMPARABLE_LOAD: the row is shown, not judged. */
  comparable?: boolean;
}

export interface Report {
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; loadAverage: number[] };
  startedAt: string;
  finishedAt?: string;
  baseline: { name: string; metrics: LoadMetrics } | null;
  scenarios: ScenarioResult[];
}

export function newReport(): Report {
  return {
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: loadavg(),
    },
    startedAt: new Date().toISOString(),
    baseline: null,
    scenarios: [],
  };
}

const ratioText = (r: number | null) => (r === null || !Number.isFinite(r) ? '—' : `${r.toFixed(2)}×`);

function resultText(s: ScenarioResult): string {
  if (s.comparable === false) return `not comparable (load ${s.loadAverage?.toFixed(2)} at start)`;
  return s.pass === null ? '—' : s.pass ? 'PASS' : 'FAIL';
}

export function formatTable(report: Report): string {
  const header = ['Scenario', 'Engine', 'Inst.', 'Measured', 'vs echo', 'Target', 'Result'];
  const lines = report.scenarios.map((s) => [
    s.name,
    s.engine,
    String(s.instances),
    s.summary,
    ratioText(s.ratio),
    s.target,
    resultText(s),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const m = report.machine;
  const base = report.baseline?.metrics;
  return [
    `Asesa benchmarks — ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, load average at start ${m.loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
    base
      ? `Baseline (bare Fastify JSON echo, ${base.connections} connections, ${base.seconds.toFixed(0)} s): ${base.requestsPerSecond.toFixed(0)} req/s, p50 ${base.p50.toFixed(1)} ms, p95 ${base.p95.toFixed(1)} ms, p99 ${base.p99.toFixed(1)} ms`
      : 'Baseline: not measured',
    row(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(row),
    ...(report.scenarios.filter((s) => s.ratio !== null).length
      ? [
          '',
          'vs echo: ' +
            [...new Set(report.scenarios.filter((s) => s.ratio !== null).map((s) => s.ratioOf))].join('; '),
        ]
      : []),
  ].join('\n');
}

export function writeReport(report: Report, file: URL): void {
  mkdirSync(new URL('.', file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
