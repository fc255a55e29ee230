import { getPriority } from 'node:os';
import type Piscina from 'piscina';
import { describe, expect, it } from 'vitest';
import { ownedBuffer, takeOwnership } from './owned-bytes';
import { lazyTaskThread, movableBytes, taskThread } from './ts-thread-pool';

/** A one-slot pool on `exportName` of `module`, destroyed once `use` is done whatever happens. */
async function withPool(module: URL, exportName: string, use: (pool: Piscina) => Promise<void>) {
  const pool = taskThread({ module, exportName, maxQueue: 1, memoryMb: 64 });
  try {
    await use(pool);
  } finally {
    await pool.destroy();
  }
}

/** A one-slot lazy thread on the fixture's `exportName`, closed once `use` is done whatever happens. */
async function withFixtureThread<Task, Answer>(
  exportName: string,
  use: (thread: ReturnType<typeof lazyTaskThread<Task, Answer>>) => Promise<void>,
) {
  const thread = lazyTaskThread<Task, Answer>({
    module: new URL('./ts-thread-pool.fixture.ts', import.meta.url),
    exportName,
    maxQueue: 1,
    memoryMb: 64,
    busy: { message: { en: 'busy', id: 'sibuk' }, retryAfterSeconds: 1 },
  });
  try {
    await use(thread);
  } finally {
    await thread.close();
  }
}

describe('taskThread', () => {
  it('runs a TypeScript function in its thread', async () => {
    await withPool(new URL('../clock.ts', import.meta.url), 'nowIso', async (pool) => {
      expect(await pool.run(undefined)).toMatch(/^\d{4}-\d\d-\d\dT/);
    });
  });

  it('fails the task, not the process, when its thread cannot load its module', async () => {
    await withPool(new URL('./no-such-module.ts', import.meta.url), 'missing', async (pool) => {
      await expect(pool.run(undefined)).rejects.toThrow();
    });
  });

  it("moves an upload's bytes to the thread instead of copying them on the event loop", async () => {
    await withFixtureThread<{ bytes: Uint8Array }, number>('byteCount', async (thread) => {
      const upload = Buffer.alloc(3 * 1024 * 1024, 7);
      const moved = movableBytes(upload);
      expect(await thread.run({ bytes: moved.bytes }, undefined, moved.transfer)).toBe(upload.length);
      // Moved, not cloned: this side's copy is detached, and the caller's own Buffer is untouched.
      expect(moved.bytes.byteLength).toBe(0);
      expect(upload.length).toBe(3 * 1024 * 1024);
      expect(upload[0]).toBe(7);
    });
  });

  it('moves an upload read into memory of its own without copying it, once', async () => {
    await withFixtureThread<{ bytes: Uint8Array }, number>('byteCount', async (thread) => {
      const upload = ownedBuffer(1024 * 1024)
        .fill(7)
        .subarray(0, 1000);
      const moved = movableBytes(upload);
      // The same view goes: its memory moves, so this side reads it as empty afterwards.
      expect(moved.bytes).toBe(upload);
      expect(await thread.run({ bytes: moved.bytes }, undefined, moved.transfer)).toBe(1000);
      expect(upload.byteLength).toBe(0);
      // Ownership is given up with the first move: memory not owned is copied, as any other.
      const kept = ownedBuffer(10);
      movableBytes(kept);
      expect(takeOwnership(kept)).toBe(false);
    });
  });

  it('runs a task queued behind one that ran its thread out of memory on a new thread', async () => {
    await withFixtureThread<{ exhaust: boolean }, number>('exhaustMemory', async (thread) => {
      // The first ends its thread (over its heap); the second, queued behind it, gets a new thread
      // (before, it waited for its abort: the pool made no thread after one died).
      const [first, second] = await Promise.allSettled([
        thread.run({ exhaust: true }),
        thread.run({ exhaust: false }, AbortSignal.timeout(20_000)),
      ]);
      expect(first.status).toBe('rejected');
      expect((first as PromiseRejectedResult).reason).toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
      expect(second).toEqual({ status: 'fulfilled', value: 1 });
    });
  });

  it('is made at the start when warmed, and serves its first task from that thread', async () => {
    await withFixtureThread<{ exhaust: boolean }, number>('exhaustMemory', async (thread) => {
      expect(thread.made).toBe(false);
      thread.warm();
      expect(thread.made).toBe(true);
      expect(await thread.run({ exhaust: false })).toBe(1);
    });
  });

  it('runs its tasks at a lower priority than the event loop', async () => {
    await withFixtureThread<undefined, number>('threadNice', async (thread) => {
      expect(await thread.run(undefined)).toBeGreaterThan(getPriority());
    });
  });
});
