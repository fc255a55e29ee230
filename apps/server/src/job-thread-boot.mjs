// Entry of the job worker thread: Node 20 does not pass tsx's module hooks on to worker threads,
// so the thread registers tsx itself before loading the TypeScript entry.
import { tsImport } from 'tsx/esm/api';

await tsImport('./job-thread.ts', import.meta.url);
