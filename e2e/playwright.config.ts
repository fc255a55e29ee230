import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// The journeys run against the built web app served by the real server, on a fresh database.
// Each worker has a server and a database of its own (ports E2E_PORT, E2E_PORT + 1, …), so two
// journeys running at once never see each other's data. Playwright loads this file again in each
// worker process with TEST_PARALLEL_INDEX set: that is how a worker finds its own server.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Two by default: a journey waits on the browser and the server in turn, so on a 2-core machine
// two of them at once use the cores that one leaves idle.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const portOf = (worker: number) => PORT + worker;
export const BASE_URL = `http://127.0.0.1:${portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;

// npm test sets CHROMIUM_PATH (scripts/browser-preflight.mjs); run alone, Debian's headless shell
// when it is there (half the CPU of the full browser), else its full Chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  // One retry in CI, where the journeys share two cores with the reliability suite: a journey
  // that passes only on its retry is named in npm test's summary as flaky, never counted away.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace records every action's DOM snapshot and a screencast: a fifth of the tier's CPU,
    // for files nobody opens when the journeys pass. E2E_TRACE=retain-on-failure (or on) brings
    // it back when a journey is being debugged; a failure always keeps its screenshot.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // The app drops antd's animations for people who prefer reduced motion; the journeys do too,
    // so no click lands on a dropdown or dialog still sliding in or out on a loaded machine.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: 'node ./start-server.mjs',
    url: `http://127.0.0.1:${portOf(worker)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(portOf(worker)) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
