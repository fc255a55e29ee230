import { defineConfig } from 'vitest/config';

// The reliability suite (faults, replays, fuzzing, the access matrix, brute force):
// its own tier of `npm test`, because it kills servers, restarts databases and sends tens of
// thousands of requests, and wants the machine to itself. Files run one at a time. Suites that
// need PostgreSQL read TEST_DATABASE_URL and skip with a reason when it is missing.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/reliability/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
