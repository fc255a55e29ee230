import type { DatatableQuery } from '@asesa/contracts';
import { api, apiDownload, unwrap } from '../../lib/api';

export const DOWNLOADS_KEY = ['downloads'] as const;

export function fetchDownloadPage(query: DatatableQuery) {
  return unwrap(api('downloads/datatable', query));
}

/** Saves a prepared export (downloads/file) as a file in the browser. */
export function downloadFile(downloadId: number) {
  return apiDownload('downloads/file', { download_id: downloadId });
}
