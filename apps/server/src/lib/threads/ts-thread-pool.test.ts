import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lazyTaskThread, movableBytes, taskThread } from './ts-thread-pool';

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

  it("moves an upload's bytes to the thread instead of copying them on the event loop", async () => {
    const thread = lazyTaskThread<{ bytes: Uint8Array }, number>({
      module: new URL('./ts-thread-pool.fixture.ts', import.meta.url),
      exportName: 'byteCount',
      maxQueue: 1,
      memoryMb: 64,
      busy: { message: { en: 'busy', id: 'sibuk' }, retryAfterSeconds: 1 },
    });
    try {
      const upload = Buffer.alloc(3 * 1024 * 1024, 7);
      const moved = movableBytes(upload);
      expect(await thread.run({ bytes: moved.bytes }, undefined, moved.transfer)).toBe(upload.length);
      // Moved, not cloned: this side's copy is detached, and the caller's own Buffer is untouched.
      expect(moved.bytes.byteLength).toBe(0);
      expect(upload.length).toBe(3 * 1024 * 1024);
      expect(upload[0]).toBe(7);
    } finally {
      await thread.close();
    }
  });

  it('runs its tasks at a lower priority than the event loop', async () => {
    const thread = lazyTaskThread<undefined, number>({
      module: new URL('./ts-thread-pool.fixture.ts', import.meta.url),
      exportName: 'threadNice',
      maxQueue: 1,
      memoryMb: 64,
      busy: { message: { en: 'busy', id: 'sibuk' }, retryAfterSeconds: 1 },
    });
    try {
      expect(await thread.run(undefined)).toBeGreaterThan(getPriority());
    } finally {
      await thread.close();
    }
  });
});
