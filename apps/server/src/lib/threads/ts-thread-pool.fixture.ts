/** A task for the thread-pool tests: the size of the bytes the thread received. */
export const byteCount = (task: { bytes: Uint8Array }) => task.bytes.byteLength;

/** The nice value of the thread the task runs on (pid 0: the calling thread, on Linux). */
export { getPriority as threadNice } from 'node:os';
