import {
  INVITATION_LIFETIME_HOURS,
  INVITATION_PATH,
  type invitationAcceptRequest,
  type invitationDetail,
} from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Env } from '../../config/env';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { addMs, nowIso } from '../../lib/clock';
import { hashPassword, newToken, sha256 } from '../../lib/crypto';
import { gone } from '../../lib/errors';
import {
  claimInvitation,
  findInvitationByHash,
  insertInvitation,
  replaceLiveInvitations,
} from './invitations.repository';
import { USER_MESSAGES } from './users.messages';
import { updateUser } from './users.repository';

const LIFETIME_MS = INVITATION_LIFETIME_HOURS * 3600 * 1000;

/**
 * Issues a new single-use link for a user and makes any earlier live link invalid (`replaced_at`).
 * Returns the raw token: it goes into the e-mail only, the database keeps its SHA-256.
 */
export async function issueInvitation(
  db: Kysely<Database>,
  userId: number,
  createdBy: number,
): Promise<{ token: string; expiresAt: string }> {
  await replaceLiveInvitations(db, userId);
  const token = newToken();
  const now = nowIso();
  const expiresAt = addMs(now, LIFETIME_MS);
  await insertInvitation(db, {
    user_id: userId,
    token_hash: sha256(token),
    expires_at: expiresAt,
    created_by: createdBy,
    created_at: now,
  });
  return { token, expiresAt };
}

/** The link an invitation e-mail carries: `${PUBLIC_URL or http://localhost:PORT}${INVITATION_PATH}/${token}`. */
export function invitationLink(env: Env, token: string): string {
  const base = (env.PUBLIC_URL || `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return `${base}${INVITATION_PATH}/${token}`;
}

export interface InvitationMail {
  to: string;
  name: string;
  token: string;
  expiresAt: string;
  /** The corporate or consultant account the user joins. */
  accountName: string;
  invitedBy: string;
}

export async function sendInvitationMail(deps: Deps, m: InvitationMail): Promise<void> {
  const product = deps.env.PRODUCT_NAME;
  await deps.mailer.send({
    to: m.to,
    subject: `You are invited to ${m.accountName} on ${product}`,
    text: [
      `Hello ${m.name},`,
      '',
      `${m.invitedBy} invited you to ${m.accountName} on ${product}.`,
      'Open this link to choose your password and sign in:',
      '',
      invitationLink(deps.env, m.token),
      '',
      `The link works once and expires on ${m.expiresAt.slice(0, 16).replace('T', ' ')} UTC.`,
      'If you did not expect this invitation you can ignore this e-mail.',
    ].join('\n'),
  });
}

/**
 * The live invitation behind a token, or 410: unknown, replaced and used links (and links of
 * removed users or accounts) answer alike; an expired one says so.
 */
async function liveInvitation(db: Kysely<Database>, token: string) {
  const row = await findInvitationByHash(db, sha256(token));
  if (
    !row ||
    row.used_at ||
    row.replaced_at ||
    row.removed_at ||
    row.corporate_removed_at ||
    row.consultant_removed_at ||
    row.role === 'admin'
  )
    throw gone(USER_MESSAGES.invitationUsed);
  if (row.expires_at <= nowIso()) throw gone(USER_MESSAGES.invitationExpired);
  return { ...row, role: row.role, accountName: row.corporate_name ?? row.consultant_name ?? '' };
}

/** users/invitations/detail: who the link is for, so the page can greet them. */
export async function invitationDetails(
  deps: Deps,
  token: string,
): Promise<z.input<typeof invitationDetail>> {
  const inv = await liveInvitation(deps.db, token);
  return {
    email: inv.email,
    name: inv.name,
    role: inv.role as 'consultant' | 'collaborator',
    account_name: inv.accountName,
    expires_at: inv.expires_at,
  };
}

/**
 * users/invitations/accept: sets the name and an argon2id password and uses up the link; the
 * user then signs in with auth/login. The link is claimed with a conditional update, so two
 * concurrent accepts cannot both succeed.
 */
export async function acceptInvitation(
  deps: Deps,
  input: z.infer<typeof invitationAcceptRequest>,
): Promise<{ email: string }> {
  const inv = await liveInvitation(deps.db, input.token);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await claimInvitation(trx, inv.id))) throw gone(USER_MESSAGES.invitationUsed);
    await updateUser(trx, inv.user_id, { name: input.name, password_hash: passwordHash });
  });
  return { email: inv.email };
}
