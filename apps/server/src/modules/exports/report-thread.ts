import type Piscina from 'piscina';
import { bufferOf, runTask, taskThread } from '../../lib/threads/ts-thread-pool';
import { EXPORT_MESSAGES } from './exports.messages';
import type { RenderOptions } from './participant-report.pdf';
import type { ReportData } from './participant-report.reader';

// A report downloaded on its own is drawn in the report thread: laying out a PDF takes tens of
// milliseconds of CPU (hundreds on a cold font cache), which on the event loop would hold every
// other request back. The .zip of reports draws in the job thread instead.

/** Reports waiting for the thread; beyond, 503 with Retry-After. */
const MAX_WAITING = 32;
const RETRY_AFTER_SECONDS = 10;
/** The fonts, one report and its drawing fit easily. */
const REPORT_THREAD_MEMORY_MB = 256;

let pool: Piscina | undefined;

/** The report as a PDF, drawn off the event loop. */
export async function renderReportInThread(data: ReportData, options: RenderOptions): Promise<Buffer> {
  pool ??= taskThread({
    module: new URL('./report-thread-task.ts', import.meta.url),
    exportName: 'renderReportTask',
    maxQueue: MAX_WAITING,
    memoryMb: REPORT_THREAD_MEMORY_MB,
  });
  const pdf = await runTask<Uint8Array>(
    pool,
    { data, options },
    { message: EXPORT_MESSAGES.reportsBusy, retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
  return bufferOf(pdf);
}

/** Ends the report thread (server shutdown, tests). */
export async function closeReportThread(): Promise<void> {
  const open = pool;
  pool = undefined;
  await open?.destroy();
}
