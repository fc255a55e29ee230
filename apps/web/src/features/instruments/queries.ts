import type { DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const INSTRUMENTS_KEY = ['instruments'] as const;

export function fetchInstrumentPage(query: DatatableQuery) {
  return unwrap(api('instruments/list', query));
}

export function useInstrument(id: number) {
  return useQuery({
    queryKey: [...INSTRUMENTS_KEY, 'detail', id],
    queryFn: () => unwrap(api('instruments/detail', { id })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Instruments to choose from when creating a project. */
export function useInstrumentOptions() {
  return useQuery({
    queryKey: [...INSTRUMENTS_KEY, 'compact'],
    queryFn: () => unwrap(api('instruments/compact-list', {})),
  });
}
