// What each tier of `npm test` cost: its wall time, its counts and its slowest files, printed as
// one table at the end of the run, and a warning for a tier over its time budget, so a slow test
// is seen the day it lands. A warning never fails the run: budgets are a signal, not a gate.

const SLOWEST = 5;

/** Seconds, one decimal under a minute, else minutes and seconds ("4m 05s"). */
export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

const relative = (file, root) =>
  root && file.startsWith(root) ? file.slice(root.length).replace(/^\//, '') : file;

/** Vitest's JSON report: each file's own wall time (its first test's start to its end). */
export function vitestFileSeconds(report, root = '') {
  return (report.testResults ?? []).map((f) => ({
    file: relative(f.name, root),
    seconds: Math.max(0, (f.endTime ?? 0) - (f.startTime ?? 0)) / 1000,
  }));
}

/** Playwright's JSON report: each spec file's time, the sum of its tests' last attempts. */
export function playwrightFileSeconds(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms / 1000);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

/** The n slowest of a tier's files, slowest first. */
export function slowest(files, n = SLOWEST) {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, n);
}

const describeFiles = (files) => files.map((f) => `${f.file} ${formatSeconds(f.seconds)}`).join(', ') || '-';

/**
 * One row a tier: name, wall time, counts ("ok"/"FAILED" for a check), then its slowest files.
 * A result is { name, seconds, passed?, failed?, verdict?, files? }.
 */
export function timingTable(results) {
  const rows = results.map((r) => [
    r.name,
    formatSeconds(r.seconds),
    r.verdict ?? `${r.passed ?? 0} passed, ${r.failed ?? 0} failed`,
    describeFiles(slowest(r.files ?? [])),
  ]);
  const header = ['tier', 'wall', 'tests', 'slowest files'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  // The last column is left ragged: padding it would only add trailing spaces.
  const line = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** A warning line for each tier that took longer than its budget (seconds, by tier name). */
export function budgetWarnings(results, budgets) {
  return results
    .filter((r) => budgets[r.name] !== undefined && r.seconds > budgets[r.name])
    .map(
      (r) =>
        `WARNING: tier ${r.name} took ${formatSeconds(r.seconds)}, over its budget of ` +
        `${formatSeconds(budgets[r.name])}; slowest: ${describeFiles(slowest(r.files ?? []))}`,
    );
}
