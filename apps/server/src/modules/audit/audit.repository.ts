import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// The only file with audit-log queries.

export function insertAuditRow(db: Db, row: Insertable<Database['audit_log']>) {
  return db.insertInto('audit_log').values(row).execute();
}

/** Any table's row by id, as a plain record (the before/after of an audited change). */
export async function findRowById(
  db: Db,
  table: keyof Database,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  return (await db
    .selectFrom(table)
    .selectAll()
    .where('id' as never, '=', id as never)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
}

export interface AuditLogFilter {
  actor?: string;
  action?: string;
  area?: string;
  from?: string;
  to?: string;
}

const escapeLike = (value: string) => value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

export const AUDIT_COLUMNS = [
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

/**
 * The audit log's rows narrowed by the filter. An all-digit actor is a user id, otherwise part of the
 * name; an action ending in '/' is a prefix.
 */
export function auditLogRows(db: Db, filter: AuditLogFilter) {
  let base = db.selectFrom('audit_log as a');
  if (filter.actor) {
    const actor = filter.actor;
    base = /^\d+$/.test(actor)
      ? base.where('a.actor_user_id', '=', Number(actor))
      : base.where(sql<boolean>`lower(a.actor_name) like ${`%${escapeLike(actor)}%`} escape '\\'`);
  }
  if (filter.action) {
    const action = filter.action;
    base = action.endsWith('/')
      ? base.where(sql<boolean>`a.action like ${`${escapeLike(action)}%`} escape '\\'`)
      : base.where('a.action', '=', action);
  }
  if (filter.area) base = base.where('a.area', '=', filter.area);
  // Timestamps are ISO text: a day's bounds compare as text.
  if (filter.from) base = base.where('a.created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) base = base.where('a.created_at', '<=', `${filter.to}T23:59:59.999Z`);
  return base.select(AUDIT_COLUMNS.map((c) => `a.${c}` as const));
}
