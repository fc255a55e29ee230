import type { CorporateRow } from '@asesa/contracts';
import type { Insertable, Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleCorporates } from '../../db/tenant-scope';
import type { Actor } from '../../deps';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database>;
/** A query of user ids (the collaborators of removed accounts, whose sessions end). */
export type UserIdsQuery = SelectQueryBuilder<Database, 'users', { id: number }>;

/** The datatable's rows: the visible rows wrapped, so computed columns (balance, names) sort and filter like columns. */
export function visibleCorporateTableRows(db: Db, actor: Actor) {
  return db.selectFrom(visibleCorporateRows(db, actor).as('c'));
}

/**
 * The live corporate accounts the actor may see (`corporate_accounts as c`), with the columns of
 * the contract's row: consultant and sector names, logo and the ledger balance.
 */
export function visibleCorporateRows(db: Db, actor: Actor) {
  return db
    .selectFrom('corporate_accounts as c')
    .innerJoin('consultant_accounts as ca', 'ca.id', 'c.account_consultant_id')
    .leftJoin('sectors as s', 's.id', 'c.sector_id')
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor))
    .select((eb) => [
      'c.id',
      'c.name',
      'c.legal_name',
      'c.title',
      'c.slug',
      'c.color_theme',
      'c.font_theme',
      'c.is_show_header',
      'c.is_use_corporate_logo',
      'c.callback_url',
      'c.account_consultant_id',
      'ca.name as consultant_name',
      'c.sector_id',
      's.name as sector_name',
      'c.logo_path',
      'c.logo_thumbnail',
      eb
        .selectFrom('credit_ledger as l')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('l.amount'), e.lit(0)).as('b'))
        .whereRef('l.account_corporate_id', '=', 'c.id')
        .as('balance'),
      'c.created_at',
      'c.updated_at',
    ]);
}

type Raw = Omit<CorporateRow, 'is_show_header' | 'is_use_corporate_logo' | 'balance'> & {
  is_show_header: number;
  is_use_corporate_logo: number;
  balance: number | string | null;
};

export function presentCorporate(r: Raw): CorporateRow {
  return {
    ...r,
    is_show_header: r.is_show_header === 1,
    is_use_corporate_logo: r.is_use_corporate_logo === 1,
    balance: Number(r.balance ?? 0),
  };
}

export async function findVisibleCorporate(
  db: Db,
  actor: Actor,
  id: number,
): Promise<CorporateRow | undefined> {
  const row = await visibleCorporateRows(db, actor).where('c.id', '=', id).executeTakeFirst();
  return row ? presentCorporate(row as Raw) : undefined;
}

type CorporateValues = Omit<
  Insertable<Database['corporate_accounts']>,
  'id' | 'created_at' | 'updated_at' | 'removed_at' | 'logo_path' | 'logo_thumbnail'
>;

export async function insertCorporate(db: Db, values: CorporateValues): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('corporate_accounts')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates the given columns (undefined ones are left alone) and the update time. */
export async function updateCorporateRow(
  db: Db,
  id: number,
  changes: Partial<CorporateValues> & { logo_path?: string; logo_thumbnail?: string },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await setCorporateColumns(db, id, { ...set, updated_at: nowIso() });
}

/** Sets these columns of one corporate account. */
async function setCorporateColumns(db: Db, id: number, values: Updateable<Database['corporate_accounts']>) {
  await db.updateTable('corporate_accounts').set(values).where('id', '=', id).execute();
}

/** Whether a slug is taken by any corporate account (removed ones keep theirs), other than `exceptId`. */
export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('corporate_accounts').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/**
 * Soft-removes one corporate account, or all of a consultant account's; answers the query of their
 * collaborators, whose sessions the caller ends (selected before the removal, like the accounts).
 */
export async function removeCorporates(
  db: Db,
  which: { id: number } | { consultantId: number },
  endSessions: (users: UserIdsQuery) => Promise<void>,
): Promise<void> {
  const [column, value] =
    'id' in which ? (['id', which.id] as const) : (['account_consultant_id', which.consultantId] as const);
  const live = db
    .selectFrom('corporate_accounts')
    .select('id')
    .where('removed_at', 'is', null)
    .where(column, '=', value);
  await endSessions(usersQuery(db).where('account_corporate_id', 'in', live));
  const now = nowIso();
  await db
    .updateTable('corporate_accounts')
    .set({ removed_at: now, updated_at: now })
    .where('removed_at', 'is', null)
    .where(column, '=', value)
    .execute();
}

/** The users of a consultant account (their sessions end with it). */
export const consultantUsersQuery = (db: Db, consultantId: number): UserIdsQuery =>
  usersQuery(db).where('account_consultant_id', '=', consultantId);

const usersQuery = (db: Db): UserIdsQuery => db.selectFrom('users').select('id');

/** The partner integration's columns of a corporate account (the partner feature's settings). */
export async function updateCorporatePartnerOrigins(
  db: Db,
  corporateId: number,
  partnerOrigins: string,
  at: string,
) {
  await setCorporateColumns(db, corporateId, { partner_origins: partnerOrigins, updated_at: at });
}

export async function updateCorporatePartnerToken(
  db: Db,
  corporateId: number,
  tokenHash: string,
  at: string,
) {
  await setCorporateColumns(db, corporateId, { partner_token_hash: tokenHash, partner_token_created_at: at });
}

/** Draws the signing secret: only where none is set yet, unless rotating (so one draw wins a race). */
export async function updateCorporateSecret(db: Db, corporateId: number, secret: string, rotate: boolean) {
  let q = db.updateTable('corporate_accounts').set({ partner_secret: secret }).where('id', '=', corporateId);
  if (!rotate) q = q.where('partner_secret', 'is', null);
  await q.execute();
}
