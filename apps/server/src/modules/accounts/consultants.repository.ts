import type { AccountUserRow, ConsultantRow } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';
import { accountUsers, presentAccountUser } from '../users/account-users';

type Db = Kysely<Database>;

/** Live consultant accounts (`consultant_accounts as a`) with their live corporate and user counts. */
export function consultantRows(db: Db) {
  return db
    .selectFrom('consultant_accounts as a')
    .where('a.removed_at', 'is', null)
    .select((eb) => [
      'a.id',
      'a.name',
      'a.legal_name',
      'a.logo_path',
      'a.logo_thumbnail',
      eb
        .selectFrom('corporate_accounts as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.account_consultant_id', '=', 'a.id')
        .where('c.removed_at', 'is', null)
        .as('corporate_count'),
      eb
        .selectFrom('users as u')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('u.account_consultant_id', '=', 'a.id')
        .where('u.removed_at', 'is', null)
        .as('user_count'),
      'a.created_at',
      'a.updated_at',
    ]);
}

/** The datatable's rows: the account rows wrapped, so computed counts sort and filter like columns. */
export function consultantTableRows(db: Db) {
  return db.selectFrom(consultantRows(db).as('a'));
}

type Raw = Omit<ConsultantRow, 'corporate_count' | 'user_count'> & {
  corporate_count: number | string | null;
  user_count: number | string | null;
};

export function presentConsultant(r: Raw): ConsultantRow {
  return { ...r, corporate_count: Number(r.corporate_count ?? 0), user_count: Number(r.user_count ?? 0) };
}

export async function findConsultant(db: Db, id: number): Promise<ConsultantRow | undefined> {
  const row = await consultantRows(db).where('a.id', '=', id).executeTakeFirst();
  return row ? presentConsultant(row as Raw) : undefined;
}

export async function liveConsultantExists(db: Db, id: number): Promise<boolean> {
  const row = await rowWhere(db, 'consultant_accounts', ['id'], { id, removed_at: null });
  return Boolean(row);
}

export async function insertConsultantAccount(
  db: Db,
  names: { name: string; legal_name: string },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('consultant_accounts')
    .values({ ...names, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateConsultantAccount(
  db: Db,
  id: number,
  changes: { name?: string; legal_name?: string; logo_path?: string; logo_thumbnail?: string },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await db
    .updateTable('consultant_accounts')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function markConsultantRemoved(db: Db, id: number): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('consultant_accounts')
    .set({ removed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A live consultant user of a live consultant account, with the account's name. */
export async function findConsultantUser(
  db: Db,
  userId: number,
): Promise<(AccountUserRow & { account: string }) | undefined> {
  const row = await accountUsers(db)
    .innerJoin('consultant_accounts as a', 'a.id', 'u.account_consultant_id')
    .select('a.name as account')
    .where('u.id', '=', userId)
    .where('u.role', '=', 'consultant')
    .where('u.removed_at', 'is', null)
    .where('a.removed_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...presentAccountUser(row), account: row.account } : undefined;
}

/** The names and logo of a live consultant account, for its consultants' profile. */
export function consultantAccountSummary(db: Db, id: number) {
  return rowWhere(db, 'consultant_accounts', ['id', 'name', 'legal_name', 'logo_thumbnail'], {
    id,
    removed_at: null,
  });
}

export async function updateConsultantAccountNames(
  db: Db,
  id: number,
  names: { name?: string; legal_name?: string },
): Promise<void> {
  if (Object.values(names).every((v) => v === undefined)) return;
  await updateConsultantAccount(db, id, names);
}
