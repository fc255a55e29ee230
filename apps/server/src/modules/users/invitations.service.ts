import {
  dateFormatter,
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
import { AppError, conflict, gone } from '../../lib/errors';
import { fillMessage, type MessageLanguage } from '../../lib/server-messages';
import { accountRequiresSso } from '../auth/auth.service';
import {
  claimInvitation,
  findInvitationByHash,
  insertInvitation,
  replaceLiveInvitations,
} from './invitations.repository';
import { USER_MESSAGES } from './users.messages';
import { activateInvitedUser, userWithEmail } from './users.repository';

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
  /** The invited user (whose own row may already carry the address). */
  userId: number;
  to: string;
  name: string;
  token: string;
  expiresAt: string;
  /** The corporate or consultant account the user joins. */
  accountName: string;
  invitedBy: string;
  /** The inviter's language (the request's): the invitee has no stored language yet. */
  language: MessageLanguage;
}

/** "<inviter> invited you to <account> on <product>, but this address already has an account…" */
function addressHasAccount(product: string, m: { inviter: string; account: string; email: string }) {
  return fillMessage(USER_MESSAGES.addressHasAccount, { product, ...m });
}

/**
 * E-mails an invitation link. When the address already signs in to an account (in another
 * tenant: the inviter was not refused, so as not to tell), its owner is told instead, in the
 * language of that account, that this address cannot join and the inviter should pick another.
 */
export async function sendInvitationMail(deps: Deps, m: InvitationMail): Promise<void> {
  const product = deps.env.PRODUCT_NAME;
  const owner = await userWithEmail(deps.db, m.to);
  if (owner && owner.id !== m.userId) {
    const language: MessageLanguage = owner.locale === 'en' ? 'en' : 'id';
    const params = { product, name: owner.name, account: m.accountName, inviter: m.invitedBy };
    const sentence = addressHasAccount(product, {
      inviter: m.invitedBy,
      account: m.accountName,
      email: m.to,
    });
    await deps.mailer.send({
      to: m.to,
      subject: fillMessage(USER_MESSAGES.addressTakenMailSubject, params)[language],
      text: fillMessage(USER_MESSAGES.addressTakenMailBody, { ...params, sentence })[language],
    });
    return;
  }
  const expires = dateFormatter(m.language).dateTime(m.expiresAt);
  const params = {
    product,
    name: m.name,
    account: m.accountName,
    inviter: m.invitedBy,
    link: invitationLink(deps.env, m.token),
    expires,
  };
  await deps.mailer.send({
    to: m.to,
    subject: fillMessage(USER_MESSAGES.invitationMailSubject, params)[m.language],
    text: fillMessage(USER_MESSAGES.invitationMailBody, params)[m.language],
  });
}

/**
 * The live invitation behind a token, or 410: unknown, replaced and used links (and links of
 * removed users or accounts) answer alike; an expired one says so.
 */
async function liveInvitation(db: Kysely<Database>, token: string, product: string) {
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
  const accountName = row.corporate_name ?? row.consultant_name ?? '';
  // The link reached the mailbox's owner only: they alone learn that the address has an account.
  const owner = await userWithEmail(db, row.email);
  if (owner && owner.id !== row.user_id)
    throw conflict(
      addressHasAccount(product, { inviter: row.inviter_name ?? '', account: accountName, email: row.email }),
    );
  return { ...row, role: row.role, accountName };
}

/** users/invitations/detail: who the link is for, so the page can greet them. */
export async function invitationDetails(
  deps: Deps,
  token: string,
): Promise<z.input<typeof invitationDetail>> {
  const inv = await liveInvitation(deps.db, token, deps.env.PRODUCT_NAME);
  return {
    email: inv.email,
    name: inv.name,
    role: inv.role as 'consultant' | 'collaborator',
    account_name: inv.accountName,
    expires_at: inv.expires_at,
    sso_required: await accountRequiresSso(deps.db, inv),
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
  const inv = await liveInvitation(deps.db, input.token, deps.env.PRODUCT_NAME);
  // An account that requires its company sign-in has no passwords: the first company sign-in with
  // the invited address accepts the invitation (the sso feature).
  if (await accountRequiresSso(deps.db, inv))
    throw new AppError(
      403,
      fillMessage(USER_MESSAGES.invitationSsoRequired, { account: inv.accountName, email: inv.email }),
      { reason: 'sso_required' },
    );
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await claimInvitation(trx, inv.id))) throw gone(USER_MESSAGES.invitationUsed);
    if (!(await activateInvitedUser(trx, inv.user_id, { name: input.name, password_hash: passwordHash })))
      throw conflict(
        addressHasAccount(deps.env.PRODUCT_NAME, {
          inviter: inv.inviter_name ?? '',
          account: inv.accountName,
          email: inv.email,
        }),
      );
  });
  return { email: inv.email };
}
