import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SsoConfigTable, SsoSignInTable } from '../../db/schema';
import { rowsWhere, rowWhere, rowWhereOrThrow } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// Every query of single sign-on: the accounts' configurations and their domains, the sign-ins in
// progress, and the reads of users and accounts a sign-in decides on (their owners write them).

export type SsoConfigRow = Selectable<SsoConfigTable>;
export type SsoSignInRow = Selectable<SsoSignInTable>;

export const accountKey = (kind: 'consultant' | 'corporate', id: number) => `${kind}:${id}`;

export function findConfigByKey(db: Db, key: string) {
  return db.selectFrom('sso_configs').selectAll().where('account_key', '=', key).executeTakeFirst();
}

export function findConfigById(db: Db, id: number) {
  return db.selectFrom('sso_configs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function domainsOf(db: Db, configId: number): Promise<string[]> {
  const rows = await rowsWhere(
    db,
    'sso_domains',
    ['domain'],
    { sso_config_id: configId },
    { orderBy: ['domain'] },
  );
  return rows.map((r) => r.domain);
}

/** The domains of the list that another configuration holds. */
export async function domainsHeldElsewhere(db: Db, domains: string[], configId: number | null) {
  const rows = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('domain', 'in', domains)
    .$if(configId !== null, (q) => q.where('sso_config_id', '!=', configId!))
    .execute();
  return rows.map((r) => r.domain);
}

export type NewConfig = Omit<SsoConfigRow, 'id'>;

export async function insertConfig(db: Db, row: NewConfig): Promise<number> {
  const inserted = await db.insertInto('sso_configs').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateConfig(db: Db, id: number, changes: Partial<NewConfig>): Promise<void> {
  await db.updateTable('sso_configs').set(changes).where('id', '=', id).execute();
}

export async function replaceDomains(db: Db, configId: number, domains: string[]): Promise<void> {
  await db.deleteFrom('sso_domains').where('sso_config_id', '=', configId).execute();
  if (domains.length)
    await db
      .insertInto('sso_domains')
      .values(domains.map((domain) => ({ domain, sso_config_id: configId })))
      .execute();
}

/** The enabled configuration an e-mail domain signs in through, if any. */
export function findEnabledConfigForDomain(db: Db, domain: string) {
  return db
    .selectFrom('sso_domains as d')
    .innerJoin('sso_configs as s', 's.id', 'd.sso_config_id')
    .selectAll('s')
    .where('d.domain', '=', domain)
    .where('s.is_enabled', '=', 1)
    .executeTakeFirst();
}

export async function insertSignIn(db: Db, row: Insertable<SsoSignInTable>): Promise<void> {
  await db.insertInto('sso_sign_ins').values(row).execute();
}

export function findSignInByState(db: Db, stateHash: string) {
  return db.selectFrom('sso_sign_ins').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
}

/**
 * Sets one of a sign-in's once-only times; answers false when another request set it first (a
 * callback or an outcome is used once, whoever comes second is refused).
 */
async function claimSignInStep(db: Db, id: number, step: 'called_back_at' | 'finished_at', at: string) {
  const res = await db
    .updateTable('sso_sign_ins')
    .set({ [step]: at })
    .where('id', '=', id)
    .where(step, 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Marks the sign-in as called back; answers false when another callback got there first. */
export function claimCallback(db: Db, id: number, at: string): Promise<boolean> {
  return claimSignInStep(db, id, 'called_back_at', at);
}

export async function recordOutcome(
  db: Db,
  id: number,
  outcome: { outcome_hash: string; user_id: number | null; refusal: string | null },
): Promise<void> {
  await db.updateTable('sso_sign_ins').set(outcome).where('id', '=', id).execute();
}

export function findSignInByOutcome(db: Db, outcomeHash: string) {
  return db.selectFrom('sso_sign_ins').selectAll().where('outcome_hash', '=', outcomeHash).executeTakeFirst();
}

/** Marks the outcome as used; answers false when it had been used already. */
export function claimFinish(db: Db, id: number, at: string): Promise<boolean> {
  return claimSignInStep(db, id, 'finished_at', at);
}

export async function deleteSignInsBefore(db: Db, cutoff: string): Promise<number> {
  const res = await db.deleteFrom('sso_sign_ins').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(res.numDeletedRows ?? 0);
}

/** The user behind a signed-in address, removed ones and those of removed accounts included. */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('consultant_accounts as ca', 'ca.id', 'u.account_consultant_id')
    .leftJoin('corporate_accounts as co', 'co.id', 'u.account_corporate_id')
    .select([
      'u.id',
      'u.role',
      'u.name',
      'u.account_consultant_id',
      'u.account_corporate_id',
      'u.removed_at',
      'ca.removed_at as consultant_removed_at',
      'co.removed_at as corporate_removed_at',
    ])
    .where('u.email', '=', email)
    .executeTakeFirst();
}

/** Whether the account a configuration belongs to is live. */
export async function accountIsLive(
  db: Db,
  config: { account_consultant_id: number; account_corporate_id: number | null },
) {
  const consultant = await rowWhere(db, 'consultant_accounts', ['id'], {
    id: config.account_consultant_id,
    removed_at: null,
  });
  if (!consultant) return false;
  if (config.account_corporate_id === null) return true;
  const corporate = await rowWhere(db, 'corporate_accounts', ['id'], {
    id: config.account_corporate_id,
    removed_at: null,
  });
  return corporate !== undefined;
}

/** A signed-in user as the audit log names its actor. */
export function findActorUser(db: Db, id: number) {
  return rowWhereOrThrow(
    db,
    'users',
    ['id', 'name', 'email', 'role', 'account_consultant_id', 'account_corporate_id', 'is_agree_tnc'],
    { id },
  );
}

/** Configurations whose client secret is still stored as it was typed (before encryption). */
export function listPlainSecrets(db: Db) {
  return db
    .selectFrom('sso_configs')
    .select(['id', 'client_secret'])
    .where('client_secret', 'not like', 'v1.%')
    .execute();
}

export async function setClientSecret(db: Db, id: number, stored: string): Promise<void> {
  await db.updateTable('sso_configs').set({ client_secret: stored }).where('id', '=', id).execute();
}
