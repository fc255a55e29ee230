import { defineConfig } from 'vitest/config';

// The stack test (deploy/): its own tier of `npm test` (scripts/test-all.mjs), not part of the
// postgres project, because it runs three servers and nginx and wants the machine to itself.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/stack-*.spec.ts'],
    pool: 'forks',
    testTimeout: 300_000,
    hookTimeout: 180_000,
    env: { TEST_DB_ENGINE: 'postgres' },
  },
});
