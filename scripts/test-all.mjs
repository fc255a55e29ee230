// `npm test`: every tier, each with a JSON report, then a timing table (each tier's wall time,
// counts and slowest files), a warning for a tier over its budget, and one summary line
// "N passed, N failed". A tier that fails or runs no test fails the whole run.
// `npm test -- <tier> …` runs only the tiers named (e.g. `npm test -- scripts browser`).
//
// The tiers run two at a time (LANES): each lane takes the next tier of ORDER that is ready
// (the browser journeys wait for the web build), longest first. The reliability suite runs its
// files one at a time, mostly on one core (an in-process app under a fuzzer, or a server it kills
// and waits for), so beside it the other tiers have the second core and its waits: on a 2-core
// machine the run takes about half the sum of its tiers.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './browser-preflight.mjs';
import { ensurePdfTools, ensureWrk } from './debian-tools-preflight.mjs';
import { playwrightFailures, playwrightFlaky, vitestFailures } from './test-failures.mjs';
import { budgetWarnings, playwrightFileSeconds, timingTable, vitestFileSeconds } from './test-timing.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
// Vitest keeps one core free by default (one worker on a 2-core machine); the suites are
// CPU-bound test files with nothing to share, so every core gets a worker.
const workers = Math.max(2, availableParallelism());

/**
 * Each tier's budget in seconds: its wall time on a 2-core machine with another tier beside it.
 * The run's two lanes hold half the sum, so `npm test` with PostgreSQL fits in 32 minutes (CI's
 * 40 with the installs) and without it (no server-postgres, stack, reliability-postgres) in 25.
 * Over budget prints a warning naming the tier's slowest files, never a failure.
 */
const BUDGETS = {
  typecheck: 120,
  lint: 60,
  scripts: 30,
  scoring: 60,
  contracts: 30,
  'web-unit': 60,
  'server-sqlite': 180,
  'server-postgres': 300,
  stack: 150,
  reliability: 1320,
  'reliability-postgres': 420,
  'build-web': 60,
  browser: 1080,
};

const vitest = (name, cwd, extra = []) => ({
  name,
  cwd,
  cmd: [
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(reports, `${name}.json`)}`,
    ...extra,
  ],
  report: join(reports, `${name}.json`),
  kind: 'vitest',
});

// Provisioned before the first tier, so a machine that cannot run the browser journeys says so at
// once rather than after every other tier (installing it, as root on Debian, takes a minute).
const only = new Set(process.argv.slice(2));
const chromium = !only.size || only.has('browser') ? ensureChromium() : {};
if (chromium.missing) console.log(`==> browser: ${chromium.missing}`);
const serverTiers = ['server-sqlite', 'server-postgres'];
const serverRuns = !only.size || serverTiers.some((t) => only.has(t));
for (const ensure of [ensurePdfTools, ensureWrk]) {
  const tools = serverRuns ? ensure() : {};
  if (tools.missing) console.log(`==> server: ${tools.missing}`);
}

const maxWorkers = `--maxWorkers=${workers}`;
const tiers = [
  { name: 'typecheck', cwd: root, cmd: ['npm', 'run', 'typecheck'], kind: 'check' },
  // Biome's formatting and lint rules, then the import rules and the folder-loop check of
  // docs/architecture.md.
  { name: 'lint', cwd: root, cmd: ['npm', 'run', 'lint'], kind: 'check' },
  // These scripts' own tests (node:test): the browser tier's Chromium check on made-up machines,
  // the failure list, this runner's timing table and the folder-loop check.
  {
    name: 'scripts',
    cwd: root,
    cmd: [
      process.execPath,
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${join(reports, 'scripts.tap')}`,
      '--test-reporter=./scripts/node-test-durations.mjs',
      `--test-reporter-destination=${join(reports, 'scripts.durations.json')}`,
      ...readdirSync(join(root, 'scripts'))
        .filter((f) => f.endsWith('.test.mjs'))
        .map((f) => join('scripts', f)),
    ],
    report: join(reports, 'scripts.tap'),
    durations: join(reports, 'scripts.durations.json'),
    kind: 'node-test',
  },
  vitest('scoring', join(root, 'packages/scoring'), [maxWorkers]),
  vitest('contracts', join(root, 'packages/contracts'), [maxWorkers]),
  vitest('web-unit', join(root, 'apps/web'), [maxWorkers]),
  vitest('server-sqlite', join(root, 'apps/server'), ['--project', 'sqlite', maxWorkers]),
  ...(process.env.TEST_DATABASE_URL
    ? [vitest('server-postgres', join(root, 'apps/server'), ['--project', 'postgres', maxWorkers])]
    : []),
  // deploy/: nginx in front of 3 instances, each killed and restarted while participants answer
  // (apps/server/test/stack-failover.spec.ts). Needs PostgreSQL and Debian's nginx.
  ...(process.env.TEST_DATABASE_URL && existsSync('/usr/sbin/nginx')
    ? [vitest('stack', join(root, 'apps/server'), ['--config', 'test/stack.vitest.config.ts'])]
    : []),
  // The reliability suite (apps/server/test/reliability): faults, replays, fuzzing, the access
  // matrix, brute force; its figures are printed after it (see printReliabilityFigures).
  {
    ...vitest('reliability', join(root, 'apps/server'), ['--config', 'test/reliability.vitest.config.ts']),
    env: { RELIABILITY_FIGURES: join(reports, 'reliability-figures.jsonl') },
    after: () => printReliabilityFigures(join(reports, 'reliability-figures.jsonl')),
  },
  // The fuzzers again on PostgreSQL: it refuses what SQLite stores (a NUL in a text, an id past
  // 2,147,483,647) and answered 500 there unseen while they ran on SQLite only.
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          ...vitest('reliability-postgres', join(root, 'apps/server'), [
            '--config',
            'test/reliability.vitest.config.ts',
            'test/reliability/fuzz-contracts.test.ts',
            'test/reliability/fuzz-uploads.test.ts',
            'test/reliability/hostile-uploads.test.ts',
            'test/reliability/outbound-ssrf.test.ts',
          ]),
          env: {
            TEST_DB_ENGINE: 'postgres',
            RELIABILITY_FIGURES: join(reports, 'reliability-postgres-figures.jsonl'),
          },
          after: () => printReliabilityFigures(join(reports, 'reliability-postgres-figures.jsonl')),
        },
      ]
    : []),
  // The build fails here when the participant test page needs more JavaScript than its budget
  // (apps/web/scripts/bundle-budget.mjs); a plain `npm run build` only warns.
  {
    name: 'build-web',
    cwd: root,
    cmd: ['npm', 'run', 'build'],
    env: { BUNDLE_BUDGET: 'enforce' },
    kind: 'check',
  },
  {
    name: 'browser',
    cwd: join(root, 'e2e'),
    cmd: ['npx', 'playwright', 'test'],
    report: join(reports, 'browser.json'),
    env: { PW_JSON_REPORT: join(reports, 'browser.json'), CHROMIUM_PATH: chromium.path },
    kind: 'playwright',
    // Without a browser Playwright would only print its launch error once per journey.
    missing: chromium.missing,
  },
];

/** How many tiers run at once. */
const LANES = 2;
/**
 * The order lanes take tiers in: the checks first, so a type or lint error shows at once; then
 * the longest tiers first, so the short ones fill in at the end and both lanes finish near the
 * same time (the reliability suite ~20 min beside the rest, the browser journeys ~16).
 */
const ORDER = [
  'reliability',
  'typecheck',
  'lint',
  'scripts',
  'build-web',
  'browser',
  'reliability-postgres',
  'server-postgres',
  'server-sqlite',
  'stack',
  'scoring',
  'contracts',
  'web-unit',
];
/** What a tier needs done before it starts, where that tier runs at all. */
const NEEDS = { browser: ['build-web'] };

const unknown = [...only].filter((name) => !tiers.some((t) => t.name === name));
if (unknown.length) {
  console.error(`unknown tier ${unknown.join(', ')}; the tiers are ${tiers.map((t) => t.name).join(', ')}`);
  process.exit(2);
}
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function counts(tier) {
  if (!tier.report || !existsSync(tier.report)) return { passed: 0, failed: 0 };
  if (tier.kind === 'node-test') {
    const tap = readFileSync(tier.report, 'utf8');
    const total = (word) => Number(tap.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
    return { passed: total('pass'), failed: total('fail') + total('cancelled') };
  }
  const r = JSON.parse(readFileSync(tier.report, 'utf8'));
  if (tier.kind === 'vitest')
    return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0) };
  const s = r.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, flaky: s.flaky ?? 0 };
}

/** What failed in a tier, by name (the tail of a long log is often all that is read). */
function failureNames(tier) {
  if (!tier.report || !existsSync(tier.report) || tier.kind === 'node-test') return [];
  const r = JSON.parse(readFileSync(tier.report, 'utf8'));
  return tier.kind === 'vitest' ? vitestFailures(r, tier.cwd) : playwrightFailures(r);
}

/** The tier's files with their times, from its report; none for a check. */
function fileSeconds(tier) {
  try {
    if (tier.kind === 'node-test') {
      const files = JSON.parse(readFileSync(tier.durations, 'utf8')).files ?? [];
      return files.map((f) => ({ ...f, file: f.file.startsWith(root) ? f.file.slice(root.length) : f.file }));
    }
    if (!tier.report || !existsSync(tier.report)) return [];
    const r = JSON.parse(readFileSync(tier.report, 'utf8'));
    return tier.kind === 'vitest' ? vitestFileSeconds(r, tier.cwd) : playwrightFileSeconds(r);
  } catch {
    return [];
  }
}

/** The figures the reliability suites recorded (test/reliability/figures.ts), as one table. */
function printReliabilityFigures(file) {
  if (!existsSync(file)) return console.log('\nreliability figures: none recorded');
  const rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  console.log('\nreliability figures:');
  for (const r of rows) console.log(`  ${r.suite} [${r.engine}] ${r.figure}: ${r.value}`);
}

/**
 * Runs one tier's command. Alone, its output goes straight to ours; beside another lane, each line
 * is prefixed with the tier's name so the two can be told apart, and the whole output is also kept
 * in .reports/<tier>.log.
 */
function runCommand(tier, prefixed) {
  return new Promise((resolve) => {
    const child = spawn(tier.cmd[0], tier.cmd.slice(1), {
      cwd: tier.cwd,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...tier.env },
    });
    if (prefixed) {
      const log = createWriteStream(join(reports, `${tier.name}.log`));
      for (const stream of [child.stdout, child.stderr]) {
        let partial = '';
        stream.on('data', (chunk) => {
          log.write(chunk);
          const lines = (partial + chunk.toString()).split('\n');
          partial = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${tier.name}] ${line}\n`);
        });
        stream.on('end', () => partial && process.stdout.write(`[${tier.name}] ${partial}\n`));
      }
      child.on('close', () => log.end());
    }
    child.on('close', (status) => resolve(status ?? 1));
    child.on('error', () => resolve(127));
  });
}

/** Runs a tier and answers its result row: wall time, counts or verdict, files, failures. */
async function runTier(tier, prefixed) {
  if (tier.missing) {
    console.log(`\n==> ${tier.name}: not run: ${tier.missing}`);
    return { name: tier.name, seconds: 0, failed: 1, verdict: `NOT RUN (${tier.missing})`, failures: [] };
  }
  console.log(`\n==> ${tier.name}: ${tier.cmd.join(' ')}`);
  const started = performance.now();
  const status = await runCommand(tier, prefixed);
  const seconds = (performance.now() - started) / 1000;
  console.log(`==> ${tier.name}: done in ${seconds.toFixed(0)} s (exit code ${status})`);
  if (tier.kind === 'check') {
    const ok = status === 0;
    return {
      name: tier.name,
      seconds,
      passed: 0,
      failed: ok ? 0 : 1,
      verdict: ok ? 'ok' : 'FAILED',
      failures: [],
    };
  }
  tier.after?.();
  const c = counts(tier);
  const failures = c.failed ? failureNames(tier).map((line) => `  ${tier.name}: ${line}`) : [];
  let failed = c.failed;
  let verdict = `${c.passed} passed, ${c.failed} failed`;
  // A journey that passed only on its retry (CI retries once) is named, not hidden.
  const flaky = c.flaky
    ? playwrightFlaky(JSON.parse(readFileSync(tier.report, 'utf8'))).map((line) => `  ${tier.name}: ${line}`)
    : [];
  if (c.flaky) verdict += ` (${c.flaky} flaky: passed on the retry)`;
  if (status !== 0 && c.failed === 0) {
    failed++;
    verdict += ` (exit code ${status})`;
  }
  if (c.passed + c.failed === 0) {
    failed++;
    verdict += ' (NO TESTS RAN)';
  }
  return {
    name: tier.name,
    seconds,
    passed: c.passed,
    failed,
    verdict,
    files: fileSeconds(tier),
    failures,
    flaky,
  };
}

const chosen = tiers.filter((t) => !only.size || only.has(t.name));
const pending = [...chosen].sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
const lanes = Math.min(LANES, chosen.length);
const done = new Set();
const ready = (tier) =>
  (NEEDS[tier.name] ?? []).every((n) => done.has(n) || !chosen.some((t) => t.name === n));
let wake = () => {};
/** One lane: runs the next ready tier until none is left; waits while the rest need a running one. */
async function lane() {
  const out = [];
  while (pending.length) {
    const next = pending.findIndex(ready);
    if (next < 0) {
      await new Promise((resolve) => {
        const before = wake;
        wake = () => {
          before();
          resolve();
        };
      });
      continue;
    }
    const [tier] = pending.splice(next, 1);
    out.push(await runTier(tier, lanes > 1));
    done.add(tier.name);
    const waiting = wake;
    wake = () => {};
    waiting();
  }
  return out;
}
const started = performance.now();
const results = (await Promise.all(Array.from({ length: lanes }, lane))).flat();
// The table lists the tiers in their usual order, whichever lane finished first.
results.sort((a, b) => tiers.findIndex((t) => t.name === a.name) - tiers.findIndex((t) => t.name === b.name));

const failures = results.flatMap((r) => r.failures);
if (failures.length) console.log(`\nfailed:\n${failures.join('\n')}`);
const flaky = results.flatMap((r) => r.flaky ?? []);
if (flaky.length) console.log(`\nflaky (failed, then passed on the retry):\n${flaky.join('\n')}`);
console.log(`\ntimings (${lanes} lane${lanes > 1 ? 's' : ''}, ${workers} workers a vitest tier):`);
console.log(timingTable(results));
console.log(`total: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
for (const warning of budgetWarnings(results, BUDGETS)) console.log(warning);
const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
const failed = results.reduce((sum, r) => sum + (r.failed ?? 0), 0);
console.log(`\n${results.map((r) => `${r.name}: ${r.verdict}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
