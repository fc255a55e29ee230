import type { AuditLogRow, auditLogRequest } from '@asesa/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Deps } from '../../http/context';
import { badRequest } from '../../http/errors';

const COLUMNS = [
  'id',
  'created_at',
  'actor_user_id',
  'actor_name',
  'actor_role',
  'account_consultant_id',
  'account_corporate_id',
  'area',
  'action',
  'entity_type',
  'entity_id',
  'changes_json',
  'ip',
] as const;

const escapeLike = (value: string) => value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** audit-log/datatable: the log, newest first, filtered and paged in SQL. */
export async function auditLogDatatable(
  deps: Deps,
  query: z.infer<typeof auditLogRequest>,
): Promise<{ recordsTotal: number; recordsFiltered: number; data: AuditLogRow[] }> {
  if (query.from && query.to && query.from > query.to)
    throw badRequest('from: from must be on or before to', 'from');
  let base = deps.db.selectFrom('audit_log as a');
  if (query.actor) {
    const actor = query.actor;
    base = /^\d+$/.test(actor)
      ? base.where('a.actor_user_id', '=', Number(actor))
      : base.where(sql<boolean>`lower(a.actor_name) like ${`%${escapeLike(actor)}%`} escape '\\'`);
  }
  if (query.action) {
    const action = query.action;
    base = action.endsWith('/')
      ? base.where(sql<boolean>`a.action like ${`${escapeLike(action)}%`} escape '\\'`)
      : base.where('a.action', '=', action);
  }
  if (query.area) base = base.where('a.area', '=', query.area);
  // Timestamps are ISO text: a day's bounds compare as text.
  if (query.from) base = base.where('a.created_at', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to) base = base.where('a.created_at', '<=', `${query.to}T23:59:59.999Z`);
  const page = await runDatatable(
    base,
    query,
    {
      columns: Object.fromEntries(COLUMNS.map((c) => [c, `a.${c}`])),
      searchable: ['actor_name', 'action', 'entity_type'],
      defaultColumn: 'id',
    },
    (q) => q.select(COLUMNS.map((c) => `a.${c}` as const)),
  );
  return {
    ...page,
    data: (page.data as Record<(typeof COLUMNS)[number], unknown>[]).map(({ changes_json, ...row }) => ({
      ...(row as Omit<AuditLogRow, 'changes'>),
      changes: JSON.parse(String(changes_json)),
    })),
  };
}
