import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  budgetWarnings,
  formatSeconds,
  playwrightFileSeconds,
  slowest,
  timingTable,
  vitestFileSeconds,
} from './test-timing.mjs';

// Made-up tier results, as the runner builds them from its reports.
const files = (...pairs) => pairs.map(([file, seconds]) => ({ file, seconds }));
const RESULTS = [
  { name: 'typecheck', seconds: 41.2, verdict: 'ok' },
  {
    name: 'server-sqlite',
    seconds: 412,
    passed: 845,
    failed: 0,
    files: files(
      ['a.test.ts', 1],
      ['b.test.ts', 9.5],
      ['c.test.ts', 30],
      ['d.test.ts', 2],
      ['e.test.ts', 4],
      ['f.test.ts', 12],
      ['g.test.ts', 0.5],
    ),
  },
  { name: 'browser', seconds: 1500, passed: 110, failed: 2, files: files(['thin-path.spec.ts', 95]) },
];

describe('formatSeconds', () => {
  it('shows seconds under a minute, minutes and seconds above', () => {
    assert.equal(formatSeconds(4.26), '4.3s');
    assert.equal(formatSeconds(59.94), '59.9s');
    assert.equal(formatSeconds(61), '1m 01s');
    assert.equal(formatSeconds(1500), '25m 00s');
  });
});

describe('file times from the runners’ reports', () => {
  it('takes a vitest file’s time from its start and end, relative to the tier’s folder', () => {
    const report = {
      testResults: [
        { name: '/repo/apps/server/src/a.test.ts', startTime: 1000, endTime: 3500 },
        { name: '/elsewhere/b.test.ts', startTime: 2000, endTime: 2250 },
      ],
    };
    assert.deepEqual(vitestFileSeconds(report, '/repo/apps/server'), [
      { file: 'src/a.test.ts', seconds: 2.5 },
      { file: '/elsewhere/b.test.ts', seconds: 0.25 },
    ]);
  });

  it('adds up a Playwright file’s tests, nested describes and retries included', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }],
          suites: [{ specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 2500 }] }] }] }],
        },
        { specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 700 }] }] }] },
      ],
    };
    assert.deepEqual(playwrightFileSeconds(report), [
      { file: 'a.spec.ts', seconds: 4 },
      { file: 'b.spec.ts', seconds: 0.7 },
    ]);
  });
});

describe('timingTable', () => {
  const table = timingTable(RESULTS);
  const lines = table.split('\n');

  it('has a header and one row a tier, in the order given', () => {
    assert.equal(lines.length, 4);
    assert.match(lines[0], /^tier\s+wall\s+tests\s+slowest files$/);
    assert.deepEqual(
      lines.slice(1).map((l) => l.split(/\s+/)[0]),
      ['typecheck', 'server-sqlite', 'browser'],
    );
  });

  it('shows each tier’s wall time and counts, or a check’s verdict', () => {
    assert.match(lines[1], /^typecheck\s+41\.2s\s+ok\s+-$/);
    assert.match(lines[2], /^server-sqlite\s+6m 52s\s+845 passed, 0 failed\s/);
    assert.match(lines[3], /^browser\s+25m 00s\s+110 passed, 2 failed\s+thin-path\.spec\.ts 1m 35s$/);
  });

  it('names the five slowest files of a tier, slowest first', () => {
    assert.ok(
      lines[2].endsWith('c.test.ts 30.0s, f.test.ts 12.0s, b.test.ts 9.5s, e.test.ts 4.0s, d.test.ts 2.0s'),
      lines[2],
    );
    assert.doesNotMatch(lines[2], /a\.test\.ts|g\.test\.ts/);
  });

  it('lines the columns up', () => {
    const column = (name) => lines[0].indexOf(name);
    for (const line of lines.slice(1)) {
      assert.notEqual(line[column('wall') - 1], undefined);
      assert.equal(line[column('wall') - 1], ' ');
      assert.notEqual(line[column('wall')], ' ');
      assert.notEqual(line[column('tests')], ' ');
    }
  });
});

describe('budgetWarnings', () => {
  it('warns for each tier over its budget, naming the tier, both times and its slowest files', () => {
    const warnings = budgetWarnings(RESULTS, { typecheck: 90, 'server-sqlite': 300, browser: 1200 });
    assert.deepEqual(warnings, [
      'WARNING: tier server-sqlite took 6m 52s, over its budget of 5m 00s; slowest: c.test.ts 30.0s, f.test.ts 12.0s, b.test.ts 9.5s, e.test.ts 4.0s, d.test.ts 2.0s',
      'WARNING: tier browser took 25m 00s, over its budget of 20m 00s; slowest: thin-path.spec.ts 1m 35s',
    ]);
  });

  it('is silent for tiers within budget and for tiers without one', () => {
    assert.deepEqual(budgetWarnings(RESULTS, { 'server-sqlite': 412, browser: 3000 }), []);
    assert.deepEqual(budgetWarnings(RESULTS, {}), []);
  });
});

describe('slowest', () => {
  it('keeps at most n and leaves its input as it was', () => {
    const input = files(['x', 1], ['y', 3], ['z', 2]);
    assert.deepEqual(
      slowest(input, 2).map((f) => f.file),
      ['y', 'z'],
    );
    assert.deepEqual(
      input.map((f) => f.file),
      ['x', 'y', 'z'],
    );
  });
});
