import type { AuditLogRequest, DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const AUDIT_KEY = ['audit-log'] as const;
export const RETENTION_KEY = ['privacy', 'retention'] as const;

export type AuditFilters = Pick<AuditLogRequest, 'actor' | 'action' | 'from' | 'to'>;

/** A page of the audit log with the filters above the table (empty ones left out). */
export function fetchAuditPage(filters: AuditFilters) {
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditFilters;
  return (query: DatatableQuery) => unwrap(api('audit-log/datatable', { ...query, ...set }));
}

export function useRetention() {
  return useQuery({ queryKey: RETENTION_KEY, queryFn: () => unwrap(api('privacy/retention/detail', {})) });
}
