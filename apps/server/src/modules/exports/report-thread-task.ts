import { bufferOf } from '../../lib/threads/ts-thread-pool';
import { type RenderOptions, renderParticipantReport } from './participant-report.pdf';
import type { ReportData } from './participant-report.reader';

// Runs in the report thread (report-thread.ts). The report's data crossed the thread boundary by
// structured clone, which turns the logo's Buffer into a plain Uint8Array: pdfkit wants a Buffer.

export async function renderReportTask(task: {
  data: ReportData;
  options: RenderOptions;
}): Promise<Uint8Array> {
  const { logo } = task.data.brand;
  const brand = { ...task.data.brand, logo: logo ? bufferOf(logo) : null };
  return renderParticipantReport({ ...task.data, brand }, task.options);
}
