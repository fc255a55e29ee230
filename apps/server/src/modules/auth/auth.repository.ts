import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere, rowWhereOrThrow } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// The sign-in queries: the user behind an e-mail, the signed-in user's own rows, and the record of
// sign-in attempts the throttle counts. Sessions are in session.repository.ts.

/** A user who may sign in: not removed, nor of a removed consultant or corporate account. */
export function findLoginUser(db: Db, email: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('consultant_accounts as ca', 'ca.id', 'u.account_consultant_id')
    .leftJoin('corporate_accounts as co', 'co.id', 'u.account_corporate_id')
    .select(['u.id', 'u.password_hash', 'u.role', 'u.account_consultant_id', 'u.account_corporate_id'])
    .where('u.email', '=', email)
    .where('u.removed_at', 'is', null)
    .where('ca.removed_at', 'is', null)
    .where('co.removed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Whether the user's account requires its single sign-on (sso_configs, the sso feature's table):
 * a collaborator's corporate, a consultant's consultant account. Admins always have passwords.
 */
export async function ssoRequiredFor(
  db: Db,
  user: { role: string; account_consultant_id: number | null; account_corporate_id: number | null },
): Promise<boolean> {
  if (user.role === 'admin') return false;
  const required = db
    .selectFrom('sso_configs')
    .select('id')
    .where('require_sso', '=', 1)
    .where('is_enabled', '=', 1);
  const row = await (user.role === 'collaborator'
    ? required.where('account_corporate_id', '=', user.account_corporate_id ?? -1)
    : required
        .where('account_consultant_id', '=', user.account_consultant_id ?? -1)
        .where('account_corporate_id', 'is', null)
  ).executeTakeFirst();
  return row !== undefined;
}

export function findWhoamiUser(db: Db, userId: number) {
  return rowWhereOrThrow(
    db,
    'users',
    ['id', 'name', 'email', 'role', 'title', 'is_agree_tnc', 'locale', 'admin_language'],
    { id: userId },
  );
}

export function findWhoamiCorporate(db: Db, corporateId: number) {
  return rowWhere(db, 'corporate_accounts', ['id', 'name', 'title', 'logo_path', 'logo_thumbnail'], {
    id: corporateId,
  });
}

export function findProfileUser(db: Db, userId: number) {
  return rowWhere(db, 'users', ['name', 'title', 'photo_path', 'photo_thumbnail'], { id: userId });
}

export type AuthEventKind = 'login_failed' | 'login_succeeded' | 'login_throttled' | 'lock_notified';

export async function insertAuthEvent(
  db: Db,
  event: { kind: AuthEventKind; email: string; ip: string; created_at: string },
): Promise<number> {
  const row = await db.insertInto('auth_events').values(event).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAuthEventKind(db: Db, id: number, kind: AuthEventKind): Promise<void> {
  await db.updateTable('auth_events').set({ kind }).where('id', '=', id).execute();
}

export async function deleteAuthEvent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('auth_events').where('id', '=', id).execute();
}

/** The failed and refused sign-ins, as a table to page. */
export function failedLoginRows(db: Db) {
  return db.selectFrom('auth_events').where('kind', 'in', ['login_failed', 'login_throttled']);
}

export type SecurityEventTable = 'auth_events' | 'access_code_events' | 'participant_code_events';

/** Deletes a throttle's records older than the cutoff; answers how many. */
export async function deleteSecurityEventsBefore(db: Db, table: SecurityEventTable, cutoff: string) {
  const result = await db.deleteFrom(table).where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** The owner of an account to tell it is being guessed: its name and the language they read. */
export function findAccountOwner(db: Db, email: string) {
  return rowWhere(db, 'users', ['name', 'email', 'locale'], { email, removed_at: null });
}

/** Whether the owner of an e-mail was told of a lock since a time. */
export async function lockNoticeSince(db: Db, email: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_events')
    .select('id')
    .where('kind', '=', 'lock_notified')
    .where('email', '=', email)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
