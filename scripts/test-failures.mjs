// The names of what failed in a tier's JSON report, one line each. The runner prints them last,
// beside the summary, because a CI log is often read from its tail only and the failure itself
// may be thousands of lines above it.

const MAX_LINE = 500;

const firstLine = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean) ?? '';

/** Vitest reports a test that ran out of time by the stack of a marker error made where the test
 * was declared, whose first line is `Error: STACK_TRACE_ERROR`: say what it means. */
const vitestReason = (message) => {
  const line = firstLine(message);
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out (the test or its hook ran past its timeout)' : line;
};

const clip = (line) => (line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line);

/** Vitest's JSON report: failed tests by file and name; a file that failed with every test passed
 * failed in a hook (beforeAll, afterAll) or at import, which the report does not describe. */
export function vitestFailures(report, root = '') {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name =
      root && file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\//, '') : file.name;
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) {
      const title = [...(t.ancestorTitles ?? []), t.title].join(' › ');
      lines.push(clip(`${name} › ${title}: ${vitestReason(t.failureMessages?.[0])}`));
    }
    if (file.status === 'failed' && failed.length === 0)
      lines.push(
        clip(
          `${name}: ${firstLine(file.message) || 'failed outside its tests (a beforeAll/afterAll hook or the import); see the log above'}`,
        ),
      );
  }
  return lines;
}

/** Playwright's JSON report: every test whose outcome was not the expected one. */
export function playwrightFailures(report) {
  return playwrightTests(report, 'unexpected');
}

/** Playwright's JSON report: every test that failed first and passed on its retry. */
export function playwrightFlaky(report) {
  return playwrightTests(report, 'flaky');
}

/**
 * A timeout says only that time ran out; Playwright also reports the action that was waiting, with
 * its line and what it waited for. That part names the step that hung.
 */
function whereItWaited(result) {
  const pending = (result?.errors ?? []).slice(1).find((e) => e.location);
  if (!pending) return whereItFailed(result);
  const text = String(pending.message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes.
    .replace(/\u001b\[[0-9;]*m/g, '');
  const waiting = text.match(/waiting for (.*)/)?.[1]?.trim();
  return ` (line ${pending.location.line}: ${firstLine(text)}${waiting ? `; waiting for ${waiting}` : ''})`;
}

/** A failed expectation's line in the spec and the locator it checked: the retry of a journey
 * often fails at another step than its first attempt, and CI keeps only the summary. */
function whereItFailed(result) {
  const first = (result?.errors ?? []).find((e) => e.location);
  if (!first) return '';
  const text = String(first.message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes.
    .replace(/\u001b\[[0-9;]*m/g, '');
  const locator = text.match(/^Locator: (.*)$/m)?.[1]?.trim();
  return ` (line ${first.location.line}${locator ? `; locator ${locator}` : ''})`;
}

/** Playwright's tests of one outcome, named by file, line and titles, with their first error. */
function playwrightTests(report, status) {
  const lines = [];
  // A file's suite holds its top-level tests; nested suites are its describe blocks.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        // A flaky test's last attempt passed: its error is the first attempt's.
        const last = status === 'flaky' ? test.results?.[0] : test.results?.at(-1);
        const error = firstLine(last?.error?.message ?? last?.errors?.[0]?.message) + whereItWaited(last);
        lines.push(clip(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${error}`));
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}
