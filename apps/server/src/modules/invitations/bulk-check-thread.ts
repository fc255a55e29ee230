import { lazyTaskThread, movableBytes } from '../../lib/threads/ts-thread-pool';
import { UPLOADED_SHEET_MESSAGES } from '../../lib/uploaded-sheet/uploaded-sheet.messages';
import type {
  BulkCheckAnswer,
  BulkCheckTask,
  BulkFinishAnswer,
  BulkFinishTask,
  BulkSheetTask,
} from './bulk-check';

// Invitation sheets are read and checked in a thread of their own (bulk-check.ts), so the event
// loop keeps answering saves and health checks while ten thousand rows are checked.

const checkThread = lazyTaskThread<BulkSheetTask, BulkCheckAnswer | BulkFinishAnswer>({
  module: new URL('./bulk-check.ts', import.meta.url),
  exportName: 'runBulkSheetTask',
  maxQueue: 8,
  // The rows of the largest sheet allowed, checked, a few times over.
  memoryMb: 256,
  busy: { message: UPLOADED_SHEET_MESSAGES.busy, retryAfterSeconds: 30 },
});

/** The sheet read and its rows checked, off the event loop (the file's bytes move there). */
export function checkBulkSheetInThread(task: BulkCheckTask) {
  const upload = movableBytes(task.file);
  return checkThread.run(
    { step: 'check', ...task, file: upload.bytes },
    undefined,
    upload.transfer,
  ) as Promise<BulkCheckAnswer>;
}

/** The checked rows finished into a batch (addresses the project has marked), off the event loop. */
export const finishBulkSheetInThread = (task: BulkFinishTask) =>
  checkThread.run({ step: 'finish', ...task }) as Promise<BulkFinishAnswer>;

/** Ends the check thread (server shutdown, tests). */
export const closeBulkCheckThread = () => checkThread.close();
