import { pdfThread } from '../../lib/threads/pdf-thread';
import { EVIDENCE_MESSAGES } from './evidence.messages';
import type { ManualOptions } from './technical-manual.pdf';
import type { ManualData } from './technical-manual-data';

// A technical manual runs to dozens of pages of tables and charts: drawn on the event loop it
// would hold every other request back, so it is drawn in a thread of its own (lib/threads).

const manualThread = pdfThread<ManualData, ManualOptions>({
  module: new URL('./technical-manual-task.ts', import.meta.url),
  exportName: 'renderManualTask',
  maxQueue: 8,
  memoryMb: 384,
  busy: { message: EVIDENCE_MESSAGES.manualsBusy, retryAfterSeconds: 30 },
});

/** The manual as a PDF, drawn off the event loop. */
export const renderManualInThread = manualThread.render;

/** Ends the manual thread (server shutdown, tests). */
export const closeManualThread = manualThread.close;
