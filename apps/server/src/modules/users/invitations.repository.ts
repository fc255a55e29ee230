import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database>;

/** Makes every live (unused, not replaced) link of a user invalid. */
export async function replaceLiveInvitations(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('user_invitations')
    .set({ replaced_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .execute();
}

export async function insertInvitation(
  db: Db,
  invitation: {
    user_id: number;
    token_hash: string;
    expires_at: string;
    created_by: number;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('user_invitations').values(invitation).execute();
}

/** An invitation by its token's hash, with the user and the account it joins. */
export function findInvitationByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('user_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('corporate_accounts as co', 'co.id', 'u.account_corporate_id')
    .leftJoin('consultant_accounts as ca', 'ca.id', 'u.account_consultant_id')
    .leftJoin('users as inviter', 'inviter.id', 'i.created_by')
    .select((eb) => [
      eb.fn.coalesce('u.invited_email', 'u.email').as('email'),
      'inviter.name as inviter_name',
      'i.id',
      'i.expires_at',
      'i.used_at',
      'i.replaced_at',
      'u.id as user_id',
      'u.name',
      'u.role',
      'u.removed_at',
      'u.account_consultant_id',
      'u.account_corporate_id',
      'co.name as corporate_name',
      'co.removed_at as corporate_removed_at',
      'ca.name as consultant_name',
      'ca.removed_at as consultant_removed_at',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a live invitation used; false when another request used or replaced it first. */
export async function claimInvitation(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('user_invitations')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
