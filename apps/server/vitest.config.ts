import { defineConfig } from 'vitest/config';

// The server suite runs on SQLite always and again on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it). Each test file gets a fresh database: a copy of the run's migrated-and-seeded
// template (test/db-templates.setup.ts), a file on SQLite, a database on PostgreSQL.
const engines = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    pool: 'forks',
    // Files share their worker's loaded modules instead of importing the server anew each (the
    // imports were 270 of 320 CPU-seconds). Safe because nothing a file leaves behind reaches the
    // next one: each has its own database, the server's caches are keyed by database (WeakMaps)
    // or by content, and no suite mocks a module (vi.mock would leak into later files: do not).
    isolate: false,
    // CI runs this tier beside the PostgreSQL one and the journeys on two cores: a test that renders
    // PDFs or reads sheets there took 8× its time alone (24 s for 3 s) and ran out of 30 s. A hang
    // still fails; the tier's own budget (npm test's timings) is what flags a slowdown.
    testTimeout: process.env.CI ? 90_000 : 30_000,
    hookTimeout: process.env.CI ? 120_000 : 60_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        // The reliability suite is its own tier (test/reliability.vitest.config.ts).
        exclude: ['test/reliability/**', '**/node_modules/**'],
        env: { TEST_DB_ENGINE: engine },
        globalSetup: ['test/db-templates.setup.ts'],
      },
    })),
  },
});
