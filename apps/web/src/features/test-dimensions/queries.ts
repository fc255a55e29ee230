import type { DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const TEST_DIMENSIONS_KEY = ['test-dimensions'] as const;

export function fetchDimensionPage(query: DatatableQuery) {
  return unwrap(api('test-dimensions/datatable', query));
}

/** Every dimension with its indicators (the item editor's indicator pickers). */
export function useDimensionOptions() {
  return useQuery({
    queryKey: [...TEST_DIMENSIONS_KEY, 'compact'],
    queryFn: () => unwrap(api('test-dimensions/compact-list', {})),
  });
}

export function fetchTestDimension(id: number) {
  return unwrap(api('test-dimensions/detail', { id }));
}
