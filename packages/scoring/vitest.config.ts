import { defineConfig } from 'vitest/config';

// The engine's tests calibrate real models (EM to 1e-6, numerical Hessians): seconds each on an
// idle machine, several times that when CI runs the other tiers beside them. The limit is there to
// catch a test that hangs, not to time the engine (npm run bench does that).
//
// The engine is pure functions without module state a test could leave behind (its caches are
// keyed by the objects they describe), so the test files share their workers' module graph instead
// of importing the engine afresh per file: on two cores that import was a third of the tier's time.
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 60_000, pool: 'threads', isolate: false },
});
