import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { playwrightFailures, playwrightFlaky, vitestFailures } from './test-failures.mjs';

describe('vitestFailures', () => {
  it('names each failed test by file and titles, with the first line of its message', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/server/test/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { ancestorTitles: ['outer'], title: 'passes', status: 'passed', failureMessages: [] },
            {
              ancestorTitles: ['outer', 'inner'],
              title: 'fails',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n    at a.test.ts:3'],
            },
          ],
        },
        { name: '/repo/apps/server/test/b.test.ts', status: 'passed', message: '', assertionResults: [] },
      ],
    };
    assert.deepEqual(vitestFailures(report, '/repo/apps/server'), [
      'test/a.test.ts › outer › inner › fails: AssertionError: expected 1 to be 2',
    ]);
  });

  it('says a file failed outside its tests when every test passed (a hook or the import)', () => {
    const report = {
      testResults: [
        {
          name: '/r/test/hooks.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [{ ancestorTitles: [], title: 'a', status: 'passed', failureMessages: [] }],
        },
        {
          name: '/r/test/import.test.ts',
          status: 'failed',
          message: 'Cannot find module x',
          assertionResults: [],
        },
      ],
    };
    const lines = vitestFailures(report, '/r');
    assert.match(lines[0], /^test\/hooks\.test\.ts: failed outside its tests \(a beforeAll\/afterAll hook/);
    assert.equal(lines[1], 'test/import.test.ts: Cannot find module x');
  });

  it('says a test ran out of time where vitest names only its marker error', () => {
    const report = {
      testResults: [
        {
          name: 'slow.test.ts',
          status: 'failed',
          assertionResults: [
            {
              ancestorTitles: [],
              title: 'renders',
              status: 'failed',
              failureMessages: ['Error: STACK_TRACE_ERROR\n    at slow.test.ts:4:3'],
            },
          ],
        },
      ],
    };
    assert.deepEqual(vitestFailures(report), [
      'slow.test.ts › renders: timed out (the test or its hook ran past its timeout)',
    ]);
  });

  it('keeps a line to 500 characters', () => {
    const report = {
      testResults: [
        {
          name: 'x.test.ts',
          status: 'failed',
          assertionResults: [
            { ancestorTitles: [], title: 't', status: 'failed', failureMessages: ['e'.repeat(1000)] },
          ],
        },
      ],
    };
    const [line] = vitestFailures(report);
    assert.equal(line.length, 500);
    assert.ok(line.endsWith('…'));
  });
});

describe('playwrightFailures', () => {
  it('names unexpected outcomes with file, line and describe titles, and skips flaky and passed ones', () => {
    const spec = (title, line, status, message) => ({
      title,
      file: 'journey.spec.ts',
      line,
      tests: [{ status, results: [{ error: message ? { message } : undefined, errors: [] }] }],
    });
    const report = {
      suites: [
        {
          title: 'journey.spec.ts',
          file: 'journey.spec.ts',
          specs: [spec('top', 5, 'unexpected', 'Test timeout of 60000ms exceeded.')],
          suites: [
            {
              title: 'on a phone',
              file: 'journey.spec.ts',
              specs: [
                spec('works', 20, 'unexpected', 'Error: expect(locator).toBeVisible() failed\n\nLocator: x'),
                spec('ok', 30, 'expected'),
                spec('retried', 40, 'flaky', 'x'),
              ],
            },
          ],
        },
      ],
    };
    assert.deepEqual(playwrightFailures(report), [
      'journey.spec.ts:5 › top: Test timeout of 60000ms exceeded.',
      'journey.spec.ts:20 › on a phone › works: Error: expect(locator).toBeVisible() failed',
    ]);
  });
});

describe('playwrightFailures on a failed expectation', () => {
  it('adds the line of the expectation and its locator', () => {
    const message =
      "Error: expect(locator).toBeVisible() failed\n\nLocator: getByText('Saved')\nExpected: visible";
    const report = {
      suites: [
        {
          title: 'journey.spec.ts',
          file: 'journey.spec.ts',
          specs: [
            {
              title: 'saves',
              file: 'journey.spec.ts',
              line: 3,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      error: { message },
                      errors: [{ message, location: { file: 'journey.spec.ts', line: 12, column: 5 } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    assert.deepEqual(playwrightFailures(report), [
      "journey.spec.ts:3 › saves: Error: expect(locator).toBeVisible() failed (line 12; locator getByText('Saved'))",
    ]);
  });
});

describe('playwrightFailures on a timeout', () => {
  it('adds the line and the locator the test was waiting on', () => {
    const report = {
      suites: [
        {
          title: 'journey.spec.ts',
          file: 'journey.spec.ts',
          specs: [
            {
              title: 'hangs',
              file: 'journey.spec.ts',
              line: 3,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      error: { message: '\u001b[31mTest timeout of 3000ms exceeded.\u001b[39m' },
                      errors: [
                        { message: 'Test timeout of 3000ms exceeded.' },
                        {
                          location: { file: 'journey.spec.ts', line: 7, column: 56 },
                          message:
                            "Error: locator.click: Test timeout of 3000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('button', { name: 'Nope' })\u001b[22m\n",
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    assert.deepEqual(playwrightFailures(report), [
      "journey.spec.ts:3 › hangs: Test timeout of 3000ms exceeded. (line 7: Error: locator.click: Test timeout of 3000ms exceeded.; waiting for getByRole('button', { name: 'Nope' }))",
    ]);
  });
});

describe('playwrightFlaky', () => {
  it('names the tests that passed only on their retry, with the first attempt’s error', () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          specs: [
            {
              title: 'filters',
              file: 'a.spec.ts',
              line: 7,
              tests: [
                {
                  status: 'flaky',
                  results: [{ error: { message: 'Error: element(s) not found\nmore' } }, { errors: [] }],
                },
              ],
            },
            { title: 'fine', file: 'a.spec.ts', line: 9, tests: [{ status: 'expected', results: [{}] }] },
            {
              title: 'broken',
              file: 'a.spec.ts',
              line: 11,
              tests: [{ status: 'unexpected', results: [{}] }],
            },
          ],
        },
      ],
    };
    assert.deepEqual(playwrightFlaky(report), ['a.spec.ts:7 › filters: Error: element(s) not found']);
  });
});
