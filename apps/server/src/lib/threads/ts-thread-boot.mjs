// Entry of a task thread (ts-thread-pool.ts): Node 20 does not pass tsx's module hooks on to
// worker threads, so the thread registers tsx itself, then loads the TypeScript module it serves.
// A module that fails to load fails each task with its error, rather than a thread that never
// starts and tasks that wait for it forever.
import { setPriority } from 'node:os';
import { workerData } from 'piscina';
import { tsImport } from 'tsx/esm/api';

// A task thread's work (a sheet, a PDF) may wait; the API's answers may not. On Linux a thread has
// its own nice value (pid 0 = this thread), so when the cores are short the scheduler gives them
// to the event loop first. Raising one's own nice needs no privilege; where it fails, work goes on.
const TASK_THREAD_NICE = 5;
try {
  setPriority(TASK_THREAD_NICE);
} catch {}

let task;
try {
  const loaded = await tsImport(workerData.module, import.meta.url);
  task = loaded[workerData.exportName];
  if (typeof task !== 'function')
    throw new Error(`${workerData.module} has no function ${workerData.exportName}`);
} catch (err) {
  task = () => {
    throw err;
  };
}

export default task;
