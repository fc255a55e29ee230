import type { DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const OUTBOX_KEY = ['outbox'] as const;

/** A page of the outbox the caller may read, only one project's e-mails when `projectId` is set. */
export function fetchOutboxPage(query: DatatableQuery, projectId?: number) {
  return unwrap(api('outbox/datatable', projectId ? { ...query, project_id: projectId } : query));
}

export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, 'detail', id],
    queryFn: () => unwrap(api('outbox/detail', { id: id ?? 0 })),
    enabled: id !== null,
  });
}

/** Whether the server sends e-mail (SMTP configured) or keeps it in the outbox. */
export function useMailTransport() {
  return useQuery({
    queryKey: [...OUTBOX_KEY, 'transport'],
    queryFn: () => unwrap(api('outbox/transport', {}, { silent: true })),
    staleTime: 5 * 60_000,
  });
}
