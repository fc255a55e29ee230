import type { DatatableQuery } from '@asesa/contracts';
import { api, unwrap } from '../../lib/api';

export const CORPORATES_KEY = ['corporates'] as const;

export function fetchCorporatePage(query: DatatableQuery) {
  return unwrap(api('accounts/corporates/datatable', query));
}
