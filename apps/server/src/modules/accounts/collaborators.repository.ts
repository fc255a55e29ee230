import type { AccountUserRow } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seesEveryTenant, visibleCorporates } from '../../db/tenant-scope';
import type { Actor } from '../../deps';
import { accountUsers, presentAccountUser } from '../users/account-users';

type Db = Kysely<Database>;

/** Every collaborator of one corporate account (`u`), removed ones included, as a table to page. */
export function collaboratorsOf(db: Db, corporateId: number) {
  return db.selectFrom(
    accountUsers(db)
      .where('u.account_corporate_id', '=', corporateId)
      .where('u.role', '=', 'collaborator')
      .as('u'),
  );
}

/**
 * A live collaborator of a live corporate account the actor may see, with the corporate's name;
 * undefined for other tenants' collaborators, removed ones and unknown ids alike.
 */
export async function findVisibleCollaborator(
  db: Db,
  actor: Actor,
  id: number,
): Promise<(AccountUserRow & { corporate: string }) | undefined> {
  const row = await accountUsers(db)
    .innerJoin('corporate_accounts as c', 'c.id', 'u.account_corporate_id')
    .select('c.name as corporate')
    .where('u.id', '=', id)
    .where('u.role', '=', 'collaborator')
    .where('u.removed_at', 'is', null)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor))
    .executeTakeFirst();
  return row ? { ...presentAccountUser(row), corporate: row.corporate } : undefined;
}

/**
 * Whether an address is one the actor can already see on a user: a collaborator (removed ones
 * included, as the lists show them, invited ones by the address they wait for) of a live
 * corporate it sees; for an admin, who sees every user, any user.
 */
export async function addressSeenBy(db: Db, actor: Actor, email: string): Promise<boolean> {
  const sameAddress = (q: ReturnType<typeof accountUsersOnly>) =>
    q.where((eb) => eb.or([eb('u.email', '=', email), eb('u.invited_email', '=', email)]));
  if (seesEveryTenant(actor)) return !!(await sameAddress(accountUsersOnly(db)).executeTakeFirst());
  const row = await sameAddress(accountUsersOnly(db))
    .innerJoin('corporate_accounts as c', 'c.id', 'u.account_corporate_id')
    .where('u.role', '=', 'collaborator')
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor))
    .executeTakeFirst();
  return !!row;
}

const accountUsersOnly = (db: Db) => db.selectFrom('users as u').select('u.id');
