import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import type { CallContext } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { findRowById, insertAuditRow } from './audit.repository';
import { type AuditRules, isCandidateEntity, PERSONAL_FIELDS, SECRET_FIELD } from './audited-calls';

// The one hook that writes the audit log: the call layer (http/calls.ts) runs every call through
// auditedCall, which for an audited change reads the entity's row before and after the handler
// and writes the fields that changed. A failed call (any error) changes nothing and logs nothing.

type Row = Record<string, unknown>;

export type Changes = Record<string, [unknown, unknown]>;

const installed = new WeakMap<Deps, AuditRules>();

/** Gives the audit log the features' rules (merged from the module manifests) for these deps. */
export function installAuditRules(deps: Deps, rules: AuditRules): void {
  installed.set(deps, rules);
}

function rulesOf(deps: Deps): AuditRules {
  const rules = installed.get(deps);
  if (!rules) throw new Error('Audit rules are not installed: buildApp installs them before the routes.');
  return rules;
}

/** Longest value kept in the log; longer ones (content JSON) are cut and their length noted. */
const MAX_VALUE_CHARS = 200;
/** Columns that change with every write and say nothing about what changed. */
const NOISE = new Set(['updated_at', 'created_at']);

/** Runs a call's handler; when it is an audited change that succeeds, records it. */
export async function auditedCall<T>(
  path: string,
  body: unknown,
  ctx: CallContext,
  run: () => Promise<T>,
): Promise<T> {
  const rules = rulesOf(ctx.deps);
  if (!rules.isAuditedChange(path, body)) return run();
  const entity = rules.entityOf(path);
  const table = path.startsWith('users/') ? 'users' : entity.table;
  const idBefore = path.startsWith('users/') ? ctx.actor?.userId : idFrom(body, entity.idKeys);
  const before = table && idBefore ? await readRow(ctx, table, idBefore) : undefined;
  const answer = await run();
  const entityId = idBefore ?? idFrom(answer, entity.idKeys);
  const after = table && entityId ? await readRow(ctx, table, entityId) : undefined;
  const changes =
    path === 'projects/participants/erase'
      ? { personal_data: ['[personal]', 'erased'] as [unknown, unknown] }
      : after || before
        ? diff(before, after)
        : requestSummary(body);
  const masked = isCandidateEntity(entity.type) ? maskPersonal(changes) : changes;
  await writeAudit(ctx, {
    action: path,
    entityType: entity.type,
    entityId: entityId ?? null,
    changes: masked,
    tenantRow: tenantOf(table, after ?? before),
  });
  return answer;
}

/** Writes one audit row (also used by services that change things outside a call). */
export async function writeAudit(
  ctx: CallContext,
  entry: { action: string; entityType: string; entityId: number | null; changes: Changes; tenantRow?: Row },
): Promise<void> {
  const actor = ctx.actor;
  const tenant = entry.tenantRow ?? {};
  try {
    await insertAuditRow(ctx.deps.db, {
      created_at: nowIso(),
      actor_user_id: actor?.userId ?? null,
      actor_name: actor ? `${actor.name} <${actor.email}>` : '',
      actor_role: actor?.role ?? '',
      account_consultant_id: numberOr(tenant.account_consultant_id, actor?.consultantId),
      account_corporate_id: numberOr(tenant.account_corporate_id, actor?.corporateId),
      area: rulesOf(ctx.deps).auditArea(entry.action) ?? 'other',
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      changes_json: JSON.stringify(entry.changes),
      ip: ctx.ip,
    });
  } catch (err) {
    // The change itself is done and answered; a lost audit row must be loud, not a failed call.
    console.error(`audit log: could not record ${entry.action}`, err);
  }
}

/** A row's tenant columns; an account's own row is its own tenant. */
function tenantOf(table: keyof Database | undefined, row: Row | undefined): Row | undefined {
  if (!row) return undefined;
  if (table === 'corporate_accounts') return { ...row, account_corporate_id: row.id };
  if (table === 'consultant_accounts') return { account_consultant_id: row.id };
  return row;
}

function numberOr(value: unknown, fallback: number | null | undefined): number | null {
  return typeof value === 'number' ? value : (fallback ?? null);
}

function idFrom(source: unknown, keys: string[]): number | undefined {
  if (!source || typeof source !== 'object') return undefined;
  for (const key of keys) {
    const value = (source as Row)[key];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  }
  return undefined;
}

async function readRow(ctx: CallContext, table: keyof Database, id: number): Promise<Row | undefined> {
  // Tables are named by the module manifests' audit entities, never by the request.
  return findRowById(ctx.deps.db, table, id);
}

/** {field: [before, after]} of the fields that differ (a new row: every field it was given). */
export function diff(before: Row | undefined, after: Row | undefined): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (NOISE.has(key)) continue;
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (sameValue(was, is)) continue;
    if (!before && (is === null || is === '')) continue;
    changes[key] = SECRET_FIELD.test(key) ? ['[hidden]', '[hidden]'] : [shorten(was), shorten(is)];
  }
  return changes;
}

/**
 * Column values compared as they are: strings directly (an instrument's content is megabytes of
 * JSON text; stringifying both sides to compare them held the event loop ~20 ms and made as much
 * garbage), anything else (a Date, a Buffer) by its JSON.
 */
function sameValue(was: unknown, is: unknown): boolean {
  if (was === is) return true;
  if (typeof was !== 'object' || typeof is !== 'object' || was === null || is === null) return false;
  return JSON.stringify(was) === JSON.stringify(is);
}

/** Without a row to compare: the request's fields as the new values (secrets hidden). */
function requestSummary(body: unknown): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries((body as Row) ?? {})) {
    changes[key] = [null, SECRET_FIELD.test(key) ? '[hidden]' : shorten(value)];
  }
  return changes;
}

function maskPersonal(changes: Changes): Changes {
  return Object.fromEntries(
    Object.entries(changes).map(([key, pair]) =>
      PERSONAL_FIELDS.has(key) ? [key, pair.map((v) => (v == null ? v : '[personal]'))] : [key, pair],
    ),
  ) as Changes;
}

function shorten(value: unknown): unknown {
  if (value == null || typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS
    ? `${text.slice(0, MAX_VALUE_CHARS)}… (${text.length} characters)`
    : text;
}
