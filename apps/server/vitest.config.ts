import { defineConfig } from 'vitest/config';

// The server suite runs on SQLite always and again on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it). Each test file gets a fresh database (a temp SQLite file or its own PG schema).
const engines = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        // The reliability suite is its own tier (test/reliability.vitest.config.ts).
        exclude: ['test/reliability/**', '**/node_modules/**'],
        env: { TEST_DB_ENGINE: engine },
      },
    })),
  },
});
