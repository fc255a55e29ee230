import { pdfThread } from '../../lib/threads/pdf-thread';
import { EXPORT_MESSAGES } from './exports.messages';
import type { RenderOptions } from './participant-report.pdf';
import type { ReportData } from './participant-report.reader';

// A report downloaded on its own is drawn in the report thread: laying out a PDF takes tens of
// milliseconds of CPU (hundreds on a cold font cache), which on the event loop would hold every
// other request back. The .zip of reports draws in the job thread instead.

const reportThread = pdfThread<ReportData, RenderOptions>({
  module: new URL('./report-thread-task.ts', import.meta.url),
  exportName: 'renderReportTask',
  // Reports waiting for the thread; beyond, 503 with Retry-After.
  maxQueue: 32,
  // The fonts, one report and its drawing fit easily.
  memoryMb: 256,
  busy: { message: EXPORT_MESSAGES.reportsBusy, retryAfterSeconds: 10 },
});

/** The report as a PDF, drawn off the event loop. */
export const renderReportInThread = reportThread.render;

/** Ends the report thread (server shutdown, tests). */
export const closeReportThread = reportThread.close;
