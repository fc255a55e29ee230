import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { endUserSessions } from '../auth/token.service';
import { replaceLiveInvitations } from './invitations.repository';
import { USER_MESSAGES } from './users.messages';
import { markUserRemoved } from './users.repository';

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
