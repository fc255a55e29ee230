import type Piscina from 'piscina';
import { bufferOf, runTask, taskThread } from '../../lib/threads/ts-thread-pool';
import { EVIDENCE_MESSAGES } from './evidence.messages';
import type { ManualOptions } from './technical-manual.pdf';
import type { ManualData } from './technical-manual-data';

// A technical manual runs to dozens of pages of tables and charts: drawn on the event loop it
// would hold every other request back, so it is drawn in a thread of its own (lib/threads).

const MAX_WAITING = 8;
const RETRY_AFTER_SECONDS = 30;
const MANUAL_THREAD_MEMORY_MB = 384;

let pool: Piscina | undefined;

/** The manual as a PDF, drawn off the event loop. */
export async function renderManualInThread(data: ManualData, options: ManualOptions): Promise<Buffer> {
  pool ??= taskThread({
    module: new URL('./technical-manual-task.ts', import.meta.url),
    exportName: 'renderManualTask',
    maxQueue: MAX_WAITING,
    memoryMb: MANUAL_THREAD_MEMORY_MB,
  });
  const pdf = await runTask<Uint8Array>(
    pool,
    { data, options },
    { message: EVIDENCE_MESSAGES.manualsBusy, retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
  return bufferOf(pdf);
}

/** Ends the manual thread (server shutdown, tests). */
export async function closeManualThread(): Promise<void> {
  const open = pool;
  pool = undefined;
  await open?.destroy();
}
