import type { DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const OUTBOX_KEY = ['outbox'] as const;

export function fetchOutboxPage(query: DatatableQuery) {
  return unwrap(api('outbox/datatable', query));
}

export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, 'detail', id],
    queryFn: () => unwrap(api('outbox/detail', { id: id ?? 0 })),
    enabled: id !== null,
  });
}
