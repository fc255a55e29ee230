import type { DatatableQuery } from '@asesa/contracts';
import { api, unwrap } from '../../lib/api';

export const DOWNLOADS_KEY = ['downloads'] as const;

export function fetchDownloadPage(query: DatatableQuery) {
  return unwrap(api('downloads/datatable', query));
}
