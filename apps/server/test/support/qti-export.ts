import type { QtiExportVersion } from '@asesa/contracts';
import { fileCall } from '../file-call';
import type { TestApp } from '../harness';

/**
 * An instrument exported as a QTI package the way the back office does it: the export job started,
 * run to the end, and its file fetched from the download list (status, headers and bytes).
 */
export async function exportQti(t: TestApp, token: string, id: number, version?: string) {
  const started = await t.callOk(
    'instruments/items/export-qti',
    { id, version: version as QtiExportVersion | undefined },
    token,
  );
  await t.deps.jobs.drain();
  return fileCall(t, 'downloads/file', { download_id: started.download_id }, token);
}
