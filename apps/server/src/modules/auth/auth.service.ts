import { SIDEBAR_MENUS, type TokenResponse, type UserContext, type WhoamiResponse } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import type { CallContext } from '../../http/context';
import { dummyPasswordHash, verifyPassword } from '../../lib/crypto';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { writeAudit } from '../audit/audit-log';
import { creditBalance } from '../credits/ledger';
import { AUTH_MESSAGES } from './auth.messages';
import {
  findLoginUser,
  findProfileUser,
  findWhoamiCorporate,
  findWhoamiUser,
  ssoRequiredFor,
} from './auth.repository';
import { loginFailed } from './lock-notice';
import { assertLoginAllowed, loginSucceeded } from './login-throttle';
import { createSession, revokeSession } from './session.repository';

/** Whether the user's account signs in only with its company account (no passwords). */
export function accountRequiresSso(
  db: Deps['db'],
  user: { role: string; account_consultant_id: number | null; account_corporate_id: number | null },
): Promise<boolean> {
  return ssoRequiredFor(db, user);
}

export const WRONG_CREDENTIALS_MESSAGE = AUTH_MESSAGES.wrongCredentials.en;

/**
 * auth/login: checks the password (argon2id) and binds the user to a NEW session for the same
 * device, revoking the anonymous one (session rotation: a planted token never gains rights).
 */
export async function login(ctx: CallContext, email: string, password: string): Promise<TokenResponse> {
  const { deps, ip } = ctx;
  const normalised = email.trim().toLowerCase();
  const attemptId = await assertLoginAllowed(deps, normalised, ip, ctx.proofOfWork);
  // Removed users, and users of a removed consultant or corporate account, cannot sign in.
  const user = await findLoginUser(deps.db, normalised);
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  // A wrong password needs no record: the attempt is on record as failed until it succeeds.
  if (!user || !valid) {
    await loginFailed(deps, normalised, ip);
    throw new AppError(401, AUTH_MESSAGES.wrongCredentials, { reason: 'invalid_credentials' });
  }
  await loginSucceeded(deps, attemptId);
  // An account that requires its company sign-in refuses passwords (the password was right, so
  // saying why tells nothing a guesser could use).
  if (await ssoRequiredFor(deps.db, user)) {
    await writeAudit(ctx, {
      action: 'sso/password-refused',
      entityType: 'user',
      entityId: user.id,
      changes: { email: [null, normalised], reason: [null, 'sso_required'] },
      tenantRow: user,
    });
    throw new AppError(403, AUTH_MESSAGES.ssoRequired, { reason: 'sso_required' });
  }
  return signInUser(ctx, user.id);
}

/**
 * Binds the user to a NEW session for the calling device, revoking the anonymous one (session
 * rotation): the end of every sign-in, by password or by the company's single sign-on.
 */
export async function signInUser(ctx: CallContext, userId: number): Promise<TokenResponse> {
  const { deps, ip } = ctx;
  const session = ctx.session!;
  await revokeSession(deps.db, session.id);
  return createSession(deps.db, {
    appName: deps.env.WEB_APP_NAME,
    deviceId: session.deviceId,
    deviceType: 'web',
    ip,
    userId,
  });
}

export async function logout(ctx: CallContext): Promise<{ ok: boolean }> {
  if (ctx.session) await revokeSession(ctx.deps.db, ctx.session.id);
  return { ok: true };
}

export async function whoami(deps: Deps, actor: Actor): Promise<WhoamiResponse> {
  const user = await findWhoamiUser(deps.db, actor.userId);
  const corporate = actor.corporateId ? await findWhoamiCorporate(deps.db, actor.corporateId) : undefined;
  return {
    user: { ...user, is_agree_tnc: user.is_agree_tnc === 1 },
    corporate: corporate
      ? {
          id: corporate.id,
          name: corporate.name,
          title: corporate.title || corporate.name,
          is_logo_available: Boolean(corporate.logo_path),
          corporate_logo: corporate.logo_path,
        }
      : null,
  };
}

export function userContext(actor: Actor): UserContext {
  return { role: actor.role, menus: SIDEBAR_MENUS[actor.role] };
}

export async function profile(deps: Deps, actor: Actor) {
  const user = await findProfileUser(deps.db, actor.userId);
  if (!user) throw notFound('User');
  return { name: user.name, path: user.photo_path, thumbnail: user.photo_thumbnail, title: user.title };
}

/** The sidebar's Corporate Credits: a collaborator's corporate, or all of a consultant's corporates. */
export async function sidebarCreditBalance(deps: Deps, actor: Actor): Promise<{ balance: number }> {
  if (actor.role === 'collaborator' && actor.corporateId)
    return { balance: await creditBalance(deps.db, { corporateId: actor.corporateId }) };
  if (actor.role === 'consultant' && actor.consultantId)
    return { balance: await creditBalance(deps.db, { consultantId: actor.consultantId }) };
  throw forbidden(AUTH_MESSAGES.noCredits);
}
