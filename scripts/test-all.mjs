// `npm test`: every tier, in order, each with a JSON report, then one summary line
// "N passed, N failed". A tier that fails or runs no test fails the whole run.
// `npm test -- <tier> …` runs only the tiers named (e.g. `npm test -- scripts browser`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './browser-preflight.mjs';
import { ensurePdfTools } from './pdf-tools-preflight.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');

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
const pdfTools = !only.size || serverTiers.some((t) => only.has(t)) ? ensurePdfTools() : {};
if (pdfTools.missing) console.log(`==> server: ${pdfTools.missing}`);

const tiers = [
  { name: 'typecheck', cwd: root, cmd: ['npm', 'run', 'typecheck'], kind: 'check' },
  // Biome's formatting and lint rules, then the import rules of docs/architecture.md.
  { name: 'lint', cwd: root, cmd: ['npm', 'run', 'lint'], kind: 'check' },
  // These scripts' own tests (node:test): the browser tier's Chromium check on made-up machines.
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
      ...readdirSync(join(root, 'scripts'))
        .filter((f) => f.endsWith('.test.mjs'))
        .map((f) => join('scripts', f)),
    ],
    report: join(reports, 'scripts.tap'),
    kind: 'node-test',
  },
  vitest('scoring', join(root, 'packages/scoring')),
  vitest('web-unit', join(root, 'apps/web')),
  vitest('server-sqlite', join(root, 'apps/server'), ['--project', 'sqlite']),
  ...(process.env.TEST_DATABASE_URL
    ? [vitest('server-postgres', join(root, 'apps/server'), ['--project', 'postgres'])]
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
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}

/** What failed in a tier, by name (the tail of a long log is often all that is read). */
function failureNames(tier) {
  if (!tier.report || !existsSync(tier.report) || tier.kind === 'node-test') return [];
  const r = JSON.parse(readFileSync(tier.report, 'utf8'));
  return tier.kind === 'vitest' ? vitestFailures(r, tier.cwd) : playwrightFailures(r);
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

let passed = 0;
let failed = 0;
const lines = [];
const failures = [];
for (const tier of tiers.filter((t) => !only.size || only.has(t.name))) {
  if (tier.missing) {
    console.log(`\n==> ${tier.name}: not run: ${tier.missing}`);
    failed++;
    lines.push(`${tier.name}: NOT RUN (${tier.missing})`);
    continue;
  }
  console.log(`\n==> ${tier.name}: ${tier.cmd.join(' ')}`);
  const res = spawnSync(tier.cmd[0], tier.cmd.slice(1), {
    cwd: tier.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...tier.env },
  });
  if (tier.kind === 'check') {
    if (res.status !== 0) failed++;
    lines.push(`${tier.name}: ${res.status === 0 ? 'ok' : 'FAILED'}`);
    continue;
  }
  tier.after?.();
  const c = counts(tier);
  if (c.failed) failures.push(...failureNames(tier).map((line) => `  ${tier.name}: ${line}`));
  passed += c.passed;
  failed += c.failed;
  let verdict = `${c.passed} passed, ${c.failed} failed`;
  if (res.status !== 0 && c.failed === 0) {
    failed++;
    verdict += ` (exit code ${res.status})`;
  }
  if (c.passed + c.failed === 0) {
    failed++;
    verdict += ' (NO TESTS RAN)';
  }
  lines.push(`${tier.name}: ${verdict}`);
}
if (failures.length) console.log(`\nfailed:\n${failures.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
