import type { AuditLogRequest, DatatableQuery } from '@asesa/contracts';
import { api, unwrap } from '../../lib/api';

export const AUDIT_KEY = ['audit-log'] as const;

export type AuditFilters = Pick<AuditLogRequest, 'actor' | 'action' | 'from' | 'to'>;

/** A page of the audit log with the filters above the table (empty ones left out). */
export function fetchAuditPage(filters: AuditFilters) {
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditFilters;
  return (query: DatatableQuery) => unwrap(api('audit-log/datatable', { ...query, ...set }));
}
