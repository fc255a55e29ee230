import { bufferOf, lazyTaskThread } from '../../lib/threads/ts-thread-pool';
import { EVIDENCE_MESSAGES } from './evidence.messages';
import type { ManualOptions } from './technical-manual.pdf';
import type { ManualData } from './technical-manual-data';

// A technical manual runs to dozens of pages of tables and charts: drawn on the event loop it
// would hold every other request back, so it is drawn in a thread of its own (lib/threads).

const manualThread = lazyTaskThread<{ data: ManualData; options: ManualOptions }, Uint8Array>({
  module: new URL('./technical-manual-task.ts', import.meta.url),
  exportName: 'renderManualTask',
  maxQueue: 8,
  memoryMb: 384,
  busy: { message: EVIDENCE_MESSAGES.manualsBusy, retryAfterSeconds: 30 },
});

/** The manual as a PDF, drawn off the event loop. */
export async function renderManualInThread(data: ManualData, options: ManualOptions): Promise<Buffer> {
  return bufferOf(await manualThread.run({ data, options }));
}

/** Ends the manual thread (server shutdown, tests). */
export const closeManualThread = () => manualThread.close();
