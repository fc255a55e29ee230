import { lazyTaskThread, movableBytes } from '../../lib/threads/ts-thread-pool';
import { INSTRUMENT_MESSAGES } from './instruments.messages';
import type { SheetImportAnswer, SheetImportTask } from './item-import';

// Checking a sheet's thousands of items, sanitising their texts and serialising the content take
// over a second of CPU for the largest sheet: on the event loop they would hold back every other
// request (answer saves) that long. They run in a thread of their own; the request only writes.

const importThread = lazyTaskThread<SheetImportTask, SheetImportAnswer>({
  module: new URL('./item-import.ts', import.meta.url),
  exportName: 'prepareSheetImport',
  maxQueue: 8,
  // The largest sheet's rows, items and content a few times over.
  memoryMb: 384,
  busy: { message: INSTRUMENT_MESSAGES.importsBusy, retryAfterSeconds: 10 },
});

/** The sheet's items made into draft content, off the event loop (the file's bytes move there). */
export function prepareSheetImportInThread(task: Omit<SheetImportTask, 'file'> & { file: Uint8Array }) {
  const upload = movableBytes(task.file);
  return importThread.run({ ...task, file: upload.bytes }, undefined, upload.transfer);
}

/** Ends the import thread (server shutdown, tests). */
export const closeItemImportThread = () => importThread.close();
