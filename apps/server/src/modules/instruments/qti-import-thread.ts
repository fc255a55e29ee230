import { lazyTaskThread } from '../../lib/threads/ts-thread-pool';
import { INSTRUMENT_MESSAGES } from './instruments.messages';
import type { QtiAnalysisAnswer, QtiAnalysisTask } from './qti-analysis';

// Parsing a bank of thousands of QTI items takes seconds of CPU: on the event loop it would hold
// back every other request (answer saves) that long, so packages are analysed in a thread.

const analysisThread = lazyTaskThread<QtiAnalysisTask, QtiAnalysisAnswer>({
  module: new URL('./qti-analysis.ts', import.meta.url),
  exportName: 'analyseInThread',
  maxQueue: 8,
  // A package of 20 MB, its unpacked files and the items a few times over.
  memoryMb: 512,
  busy: { message: INSTRUMENT_MESSAGES.importsBusy, retryAfterSeconds: 10 },
});

/** The package analysed off the event loop. */
export const analyseQtiInThread = (task: QtiAnalysisTask) => analysisThread.run(task);

/** Ends the analysis thread (server shutdown, tests). */
export const closeQtiImportThread = () => analysisThread.close();
