import { defineConfig } from 'vitest/config';

// The engine's tests calibrate real models (EM to 1e-6, numerical Hessians): seconds each on an
// idle machine, several times that when CI runs the other tiers beside them. The limit is there to
// catch a test that hangs, not to time the engine (npm run bench does that).
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 60_000 },
});
