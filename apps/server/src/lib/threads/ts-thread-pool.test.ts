import { describe, expect, it } from 'vitest';
import { taskThread } from './ts-thread-pool';

describe('taskThread', () => {
  it('runs a TypeScript function in its thread', async () => {
    const pool = taskThread({
      module: new URL('../clock.ts', import.meta.url),
      exportName: 'nowIso',
      maxQueue: 1,
      memoryMb: 64,
    });
    try {
      expect(await pool.run(undefined)).toMatch(/^\d{4}-\d\d-\d\dT/);
    } finally {
      await pool.destroy();
    }
  });

  it('fails the task, not the process, when its thread cannot load its module', async () => {
    const pool = taskThread({
      module: new URL('./no-such-module.ts', import.meta.url),
      exportName: 'missing',
      maxQueue: 1,
      memoryMb: 64,
    });
    try {
      await expect(pool.run(undefined)).rejects.toThrow();
    } finally {
      await pool.destroy();
    }
  });
});
