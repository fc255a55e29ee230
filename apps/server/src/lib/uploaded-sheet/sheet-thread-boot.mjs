// Entry of a sheet thread: Node 20 does not pass tsx's module hooks on to worker threads, so the
// thread registers tsx itself before loading the TypeScript reader (as the job threads do).
import { tsImport } from 'tsx/esm/api';

const { readSheetInThread } = await tsImport('./sheet-thread.ts', import.meta.url);

export default readSheetInThread;
