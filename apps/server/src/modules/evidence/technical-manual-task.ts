import { withLogoBuffer } from '../exports/report-data';
import { type ManualOptions, renderTechnicalManual } from './technical-manual.pdf';
import type { ManualData } from './technical-manual-data';

/** Runs in the manual thread (technical-manual-thread.ts). */
export function renderManualTask(task: { data: ManualData; options: ManualOptions }): Promise<Uint8Array> {
  return renderTechnicalManual(withLogoBuffer(task.data), task.options);
}
