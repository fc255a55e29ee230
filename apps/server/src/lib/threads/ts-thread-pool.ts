import Piscina from 'piscina';
import { AppError } from '../errors';
import type { ServerMessage } from '../server-messages';
import { takeOwnership } from './owned-bytes';

// Work that would hold the event loop for longer than a request may (reading an uploaded sheet,
// drawing a PDF) runs in a task thread: one per kind of work, made on first use. On two cores a
// second thread of a kind would take the core the API answers on, so tasks of a kind queue for
// their one thread, and past `maxQueue` the caller is told the server is busy.

export interface TaskThreadOptions {
  /** The TypeScript module the thread runs (a file URL), and the function of it that does a task. */
  module: URL;
  exportName: string;
  maxQueue: number;
  /** The thread's heap: a task that needs more ends with ERR_WORKER_OUT_OF_MEMORY. */
  memoryMb: number;
}

export function taskThread(options: TaskThreadOptions): Piscina {
  const pool = new Piscina({
    filename: new URL('./ts-thread-boot.mjs', import.meta.url).href,
    workerData: { module: options.module.href, exportName: options.exportName },
    // One thread stays once made: after a thread dies (a task over its memory limit), Piscina
    // makes a new one only to keep this minimum, so with none the tasks queued behind the one that
    // died would wait until their abort instead of running.
    minThreads: 1,
    maxThreads: 1,
    maxQueue: options.maxQueue,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32 },
  });
  // A thread that fails outside a task (it could not load its module) is reported, not thrown:
  // unheard, Piscina's 'error' event would end the whole server. The task that waited on it fails.
  pool.on('error', (err: unknown) =>
    process.emitWarning(`task thread ${options.exportName}: ${err instanceof Error ? err.message : err}`),
  );
  return pool;
}

/** Piscina's refusal when a kind's queue is full. */
const isQueueFull = (err: unknown) =>
  /queue is at limit/i.test((err as { message?: string } | null)?.message ?? '');

/**
 * Runs a task in its thread; a full queue answers 503 with Retry-After and the kind's own words
 * (a server busy with reports is not a failed report).
 */
async function runTask<T>(
  pool: Piscina,
  task: unknown,
  busy: { message: ServerMessage; retryAfterSeconds: number },
  signal?: AbortSignal,
  transferList?: ArrayBuffer[],
): Promise<T> {
  try {
    return await pool.run(task, { ...(signal ? { signal } : {}), ...(transferList ? { transferList } : {}) });
  } catch (err) {
    if (isQueueFull(err))
      throw new AppError(503, busy.message, { headers: { 'retry-after': String(busy.retryAfterSeconds) } });
    throw err;
  }
}

/**
 * The bytes of an upload in an ArrayBuffer of their own, to be moved to a thread (the `transfer`
 * of `run`) rather than copied by the structured clone on the event loop: a few megabytes cloned
 * there held every other request back for tens of milliseconds. One memcpy here, none at the send.
 */
export function movableBytes(buffer: Uint8Array): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  // An upload read into memory of its own (owned-bytes.ts) moves as it is, without this copy.
  if (takeOwnership(buffer)) return { bytes: buffer, transfer: [buffer.buffer as ArrayBuffer] };
  const bytes = new Uint8Array(buffer);
  return { bytes, transfer: [bytes.buffer] };
}

/** A Buffer over a structured clone's bytes (a Buffer crosses a thread as a plain Uint8Array). */
export const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A kind of work with one lazily made thread: `run` sends a task to it (made on first use),
 * `close` ends it (server shutdown, tests). Each kind keeps its own queue and busy answer.
 */
export function lazyTaskThread<Task, Answer>(
  options: TaskThreadOptions & { busy: { message: ServerMessage; retryAfterSeconds: number } },
) {
  let pool: Piscina | undefined;
  let inFlight = 0;
  const thread = {
    /** Tasks sent and not yet settled (running or queued): how many a new task waits behind. */
    get inFlight() {
      return inFlight;
    },
    /** `transfer`: ArrayBuffers the task holds that move to the thread (unusable here after). */
    async run(task: Task, signal?: AbortSignal, transfer?: ArrayBuffer[]): Promise<Answer> {
      pool ??= taskThread(options);
      inFlight++;
      try {
        return await runTask<Answer>(pool, task, options.busy, signal, transfer);
      } finally {
        inFlight--;
      }
    },
    /** Whether the thread is made (by a task, or by `warm`). */
    get made() {
      return pool !== undefined;
    },
    /** Makes the thread now (it loads its module), so the first task does not wait for that. */
    warm(): void {
      pool ??= taskThread(options);
    },
    async close(): Promise<void> {
      const open = pool;
      pool = undefined;
      await open?.destroy();
    },
  };
  lazyThreads.add(thread);
  return thread;
}

/** Every lazy thread made so far (one per kind of work, at module load). */
const lazyThreads = new Set<{ warm(): void }>();

/**
 * Makes every kind's thread now. A thread compiles and loads its module when made: seconds on a
 * busy two-core machine, which the first upload or report after a start would otherwise wait
 * for. The server calls this once it listens; the tests, which start many apps, do not.
 */
export function warmTaskThreads(): void {
  for (const thread of lazyThreads) thread.warm();
}
