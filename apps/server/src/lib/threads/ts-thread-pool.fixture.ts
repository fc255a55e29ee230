/** A task for the thread-pool tests: the size of the bytes the thread received. */
export const byteCount = (task: { bytes: Uint8Array }) => task.bytes.byteLength;

/** The nice value of the thread the task runs on (pid 0: the calling thread, on Linux). */
export { getPriority as threadNice } from 'node:os';

/** With `exhaust`, keeps every array it makes until the thread runs out of heap; else answers 1. */
export function exhaustMemory(task: { exhaust: boolean }): number {
  const kept: number[][] = [];
  while (task.exhaust) kept.push(Array.from({ length: 100_000 }, (_, i) => i + kept.length));
  return 1;
}
