import { bufferOf } from '../../lib/threads/ts-thread-pool';
import { type ManualOptions, renderTechnicalManual } from './technical-manual.pdf';
import type { ManualData } from './technical-manual-data';

// Runs in the manual thread (technical-manual-thread.ts); the logo crossed as a Uint8Array.

export async function renderManualTask(task: {
  data: ManualData;
  options: ManualOptions;
}): Promise<Uint8Array> {
  const { logo } = task.data.brand;
  const brand = { ...task.data.brand, logo: logo ? bufferOf(logo) : null };
  return renderTechnicalManual({ ...task.data, brand }, task.options);
}
