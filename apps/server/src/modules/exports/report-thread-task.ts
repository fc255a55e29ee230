import { type RenderOptions, renderParticipantReport } from './participant-report.pdf';
import type { ReportData } from './participant-report.reader';
import { withLogoBuffer } from './report-data';

/** Runs in the report thread (report-thread.ts). */
export function renderReportTask(task: { data: ReportData; options: RenderOptions }): Promise<Uint8Array> {
  return renderParticipantReport(withLogoBuffer(task.data), task.options);
}
