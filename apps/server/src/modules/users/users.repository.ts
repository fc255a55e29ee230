import { randomBytes } from 'node:crypto';
import type { AccountUserRow, UserProfile } from '@asesa/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';
import { isUniqueViolation } from '../../db/unique';
import { nowIso } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { USER_MESSAGES } from './users.messages';

type Db = Kysely<Database>;

/**
 * Back-office users as account pages list them (`users as u`), with a status derived in SQL:
 * removed (soft-deleted), active (has a password), invited (link sent, no password yet), and
 * the expiry of the live invitation link.
 */
export function accountUsers(db: Db) {
  return db.selectFrom('users as u').select((eb) => [
    'u.id',
    'u.name',
    // An invited collaborator's address waits in invited_email (users.email is a placeholder).
    eb.fn
      .coalesce('u.invited_email', 'u.email')
      .as('email'),
    'u.title',
    'u.role',
    'u.created_at',
    'u.account_consultant_id',
    'u.account_corporate_id',
    sql<
      AccountUserRow['status']
    >`case when u.removed_at is not null then 'removed' when u.password_hash is not null then 'active' else 'invited' end`.as(
      'status',
    ),
    eb
      .selectFrom('user_invitations as i')
      .select((e) => e.fn.max('i.expires_at').as('x'))
      .whereRef('i.user_id', '=', 'u.id')
      .where('i.used_at', 'is', null)
      .where('i.replaced_at', 'is', null)
      .as('invitation_expires_at'),
  ]);
}

/** Shapes a row of `accountUsers` for the contract. */
export function presentAccountUser(r: {
  id: number;
  name: string;
  email: string;
  title: string | null;
  role: AccountUserRow['role'];
  status: AccountUserRow['status'];
  invitation_expires_at: string | null;
  created_at: string;
}): AccountUserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    title: r.title,
    role: r.role,
    status: r.status,
    invitation_expires_at: r.status === 'invited' ? r.invitation_expires_at : null,
    created_at: r.created_at,
  };
}

const emailTaken = (email: string, field: string) =>
  conflict(fillMessage(USER_MESSAGES.emailTaken, { email }), field);

/** The consultant users of a consultant account, removed ones included, oldest first. */
export async function consultantUsersOf(db: Db, consultantId: number): Promise<AccountUserRow[]> {
  const rows = await accountUsers(db)
    .where('u.account_consultant_id', '=', consultantId)
    .where('u.role', '=', 'consultant')
    .orderBy('u.id')
    .execute();
  return rows.map(presentAccountUser);
}

/** E-mail addresses are unique across every user, removed ones included (they may come back). */
export async function assertEmailFree(db: Db, email: string, field: string): Promise<void> {
  const taken = await rowWhere(db, 'users', ['id'], { email });
  if (taken) throw emailTaken(email, field);
}

export interface NewUser {
  email: string;
  name: string;
  title: string | null;
  role: 'consultant' | 'collaborator';
  account_consultant_id: number | null;
  account_corporate_id: number | null;
}

/**
 * An invited collaborator: the address waits in `invited_email` and `users.email` holds a unique
 * placeholder (never delivered: `.invalid` is reserved), so the invitation does not depend on
 * whether the address has an account elsewhere; accepting the link moves the address over.
 */
export async function insertPendingCollaborator(db: Db, user: NewUser): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      ...user,
      email: `invited-${randomBytes(16).toString('hex')}@invitation.invalid`,
      invited_email: user.email,
      password_hash: null,
      is_agree_tnc: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user who signs in with an address (removed ones included), with the language they read. */
export function userWithEmail(db: Db, email: string) {
  return rowWhere(db, 'users', ['id', 'name', 'locale'], { email });
}

/**
 * Accepting an invitation: the name and password are set and a waiting address becomes the
 * sign-in one. False when that address became another user's meanwhile (the unique index).
 */
export async function activateInvitedUser(
  db: Db,
  id: number,
  changes: { name: string; password_hash: string },
): Promise<boolean> {
  return moveToInvitedAddress(db, id, changes);
}

/** The corporate's collaborator invited with this address who has not accepted yet. */
export function findPendingCollaborator(db: Db, email: string, corporateId: number) {
  return rowWhere(db, 'users', ['id'], {
    invited_email: email,
    role: 'collaborator',
    account_corporate_id: corporateId,
    removed_at: null,
    password_hash: null,
  });
}

/**
 * The waiting address becomes the sign-in one, with no password (the person signs in through
 * the company's provider). False when the address became another user's meanwhile.
 */
export function takeInvitedAddress(db: Db, id: number): Promise<boolean> {
  return moveToInvitedAddress(db, id, {});
}

/** The waiting address becomes the sign-in one, with `changes`; false when it is another user's now. */
async function moveToInvitedAddress(
  db: Db,
  id: number,
  changes: { name?: string; password_hash?: string },
): Promise<boolean> {
  try {
    await db
      .updateTable('users')
      .set((eb) => ({
        ...changes,
        email: eb.fn.coalesce('invited_email', 'email'),
        invited_email: null,
        updated_at: nowIso(),
      }))
      .where('id', '=', id)
      .execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * An invited user: no password until the invitation is accepted, terms not yet agreed. A
 * concurrent insert of the same e-mail answers 409 on `emailField` like the check before it.
 */
export async function insertInvitedUser(db: Db, user: NewUser, emailField: string): Promise<number> {
  const now = nowIso();
  try {
    const row = await db
      .insertInto('users')
      .values({ ...user, password_hash: null, is_agree_tnc: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken(user.email, emailField);
    throw err;
  }
}

/** A user who can sign in at once: a password set and the terms agreed (the demo's users). */
export async function insertActiveUser(
  db: Db,
  user: Omit<NewUser, 'role'> & { role: 'admin' | NewUser['role']; password_hash: string },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({ ...user, is_agree_tnc: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a user's preferences (language of the pages, language of the back office's content). */
export function updateUserPreferences(
  db: Db,
  userId: number,
  changes: { locale?: string; admin_language?: string },
  at: string,
) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: at })
    .where('id', '=', userId)
    .returning(['locale', 'admin_language'])
    .executeTakeFirstOrThrow();
}

export async function markUserRemoved(db: Db, userId: number): Promise<void> {
  const now = nowIso();
  await db.updateTable('users').set({ removed_at: now, updated_at: now }).where('id', '=', userId).execute();
}

/** The signed-in user's own profile. */
export async function userProfile(db: Db, userId: number): Promise<UserProfile> {
  const u = await rowWhere(
    db,
    'users',
    ['id', 'name', 'email', 'title', 'role', 'photo_path', 'photo_thumbnail', 'is_agree_tnc'],
    { id: userId, removed_at: null },
  );
  if (!u) throw notFound('User');
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    title: u.title,
    role: u.role,
    path: u.photo_path,
    thumbnail: u.photo_thumbnail,
    is_agree_tnc: u.is_agree_tnc === 1,
  };
}

/** Updates columns of the user's own row (undefined ones are left alone) and the update time. */
export async function updateUser(
  db: Db,
  id: number,
  changes: {
    name?: string;
    title?: string | null;
    photo_path?: string;
    photo_thumbnail?: string;
    is_agree_tnc?: number;
    password_hash?: string;
  },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await db
    .updateTable('users')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function passwordHashOf(db: Db, id: number): Promise<string | null> {
  const row = await rowWhere(db, 'users', ['password_hash'], { id });
  return row?.password_hash ?? null;
}
