import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { endUserSessions } from '../auth/token.service';
import { replaceLiveInvitations } from './invitations.repository';
import { USER_MESSAGES } from './users.messages';
import { findPendingCollaborator, markUserRemoved, takeInvitedAddress } from './users.repository';

// What the account pages (consultant and corporate accounts) need of their users. The users
// feature owns the users table, so the query fragment their listings build on is exposed here.

export {
  accountUsers,
  assertEmailFree,
  consultantUsersOf,
  insertInvitedUser,
  insertPendingCollaborator,
  type NewUser,
  presentAccountUser,
} from './users.repository';

/** "The e-mail '{email}' is already used by another user." */
export const USER_EMAIL_TAKEN = USER_MESSAGES.emailTaken;

/** Soft-removes a user: it can no longer sign in, its sessions and invitation links stop working. */
export async function removeUser(db: Kysely<Database>, userId: number): Promise<void> {
  await markUserRemoved(db, userId);
  await replaceLiveInvitations(db, userId);
  await endUserSessions(db, userId);
}

/**
 * A collaborator invited with this address who signs in through the corporate's provider before
 * accepting: the invitation is accepted by the sign-in (the address becomes the user's, no
 * password is set, the link stops working), so no second user is made. Answers the user's id,
 * or null when no invitation waits for the address.
 */
export async function acceptInvitationBySso(
  db: Kysely<Database>,
  email: string,
  corporateId: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const pending = await findPendingCollaborator(trx, email, corporateId);
    if (!pending || !(await takeInvitedAddress(trx, pending.id))) return null;
    await replaceLiveInvitations(trx, pending.id);
    return pending.id;
  });
}
