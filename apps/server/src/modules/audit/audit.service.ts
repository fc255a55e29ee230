import type { AuditLogRow, auditLogRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { fieldError } from '../../lib/errors';
import { AUDIT_MESSAGES } from './audit.messages';
import { auditLogRows, AUDIT_COLUMNS as COLUMNS } from './audit.repository';

/** audit-log/datatable: the log, newest first, filtered and paged in SQL. */
export async function auditLogDatatable(
  deps: Deps,
  query: z.infer<typeof auditLogRequest>,
): Promise<{ recordsTotal: number; recordsFiltered: number; data: AuditLogRow[] }> {
  if (query.from && query.to && query.from > query.to) throw fieldError('from', AUDIT_MESSAGES.fromAfterTo);
  const page = await runDatatable(
    auditLogRows(deps.db, query),
    query,
    {
      columns: Object.fromEntries(COLUMNS.map((c) => [c, `a.${c}`])),
      searchable: ['actor_name', 'action', 'entity_type'],
      defaultColumn: 'id',
    },
    (q) => q, // the base query selects the columns
  );
  return {
    ...page,
    data: (page.data as Record<(typeof COLUMNS)[number], unknown>[]).map(({ changes_json, ...row }) => ({
      ...(row as Omit<AuditLogRow, 'changes'>),
      changes: JSON.parse(String(changes_json)),
    })),
  };
}
