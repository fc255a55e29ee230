import type { SsoRefusal, TokenResponse } from '@asesa/contracts';
import type { Deps } from '../../deps';
import type { CallContext } from '../../http/context';
import { addMs, nowIso } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { writeAudit } from '../audit/audit-log';
import { signInUser } from '../auth/auth.service';
import { acceptInvitationBySso, insertInvitedUser } from '../users/account-users';
import { SSO_MESSAGES, SSO_REFUSAL_MESSAGES } from './sso.messages';
import {
  accountIsLive,
  claimCallback,
  claimFinish,
  domainsOf,
  findActorUser,
  findConfigById,
  findEnabledConfigForDomain,
  findSignInByOutcome,
  findSignInByState,
  findUserByEmail,
  insertSignIn,
  recordOutcome,
  type SsoConfigRow,
  type SsoSignInRow,
} from './sso.repository';
import {
  authorizationRequest,
  finishUrl,
  isProviderError,
  redeemCode,
  redirectUri,
  storedProvider,
  type VerifiedIdentity,
} from './sso-provider';
import { assertSsoStartAllowed } from './sso-start-throttle';

/** How long the trip to the provider and back may take. */
const SIGN_IN_TTL_MS = 10 * 60_000;
/** The result a refused or unknown callback hands the web app: finishing it answers why. */
const INVALID_RESULT = 'invalid';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * sso/start: the e-mail's domain names the account whose provider signs it in; the state, nonce
 * and PKCE verifier are kept on the server for this browser's session, and the browser is sent on.
 */
export async function startSsoSignIn(ctx: CallContext, email: string): Promise<{ redirect_url: string }> {
  const { deps } = ctx;
  const domain = domainOf(email);
  assertSsoStartAllowed(deps, ctx.ip, domain);
  const config = await findEnabledConfigForDomain(deps.db, domain);
  if (!config || !(await accountIsLive(deps.db, config)))
    throw new AppError(404, fillMessage(SSO_MESSAGES.noSsoForDomain, { domain }), { reason: 'no_sso' });
  const provider = await storedProvider(deps, config);
  const request = await authorizationRequest(deps.env, provider, email);
  const now = nowIso();
  await insertSignIn(deps.db, {
    state_hash: sha256(request.state),
    nonce: request.nonce,
    code_verifier: request.codeVerifier,
    session_id: ctx.session!.id,
    sso_config_id: config.id,
    email,
    ip: ctx.ip,
    created_at: now,
    expires_at: addMs(now, SIGN_IN_TTL_MS),
    called_back_at: null,
    outcome_hash: null,
    user_id: null,
    refusal: null,
    finished_at: null,
  });
  return { redirect_url: request.url };
}

/**
 * GET sso/callback: the provider sends the browser back here. The state is looked up (one use
 * only), the code redeemed and the ID token verified, and the person matched to a user of the
 * account (or created when the account allows it). The outcome waits for sso/finish, which only
 * the browser session that started may claim; the answer is where to send the browser.
 */
export async function ssoCallback(deps: Deps, query: Record<string, string>, ip: string): Promise<string> {
  const ctx: CallContext = { deps, session: null, actor: null, ip, language: 'en', messageLanguage: 'en' };
  const signIn = query.state ? await findSignInByState(deps.db, sha256(query.state)) : undefined;
  // An unknown state names no account and anyone can send one: it is refused without a log entry,
  // so the audit log cannot be flooded anonymously (a replayed state, below, is recorded).
  if (!signIn) return finishUrl(deps.env, INVALID_RESULT);
  const config = await findConfigById(deps.db, signIn.sso_config_id);
  if (!(await claimCallback(deps.db, signIn.id, nowIso())) || !config) {
    await auditRefusal(ctx, 'state_replayed', signIn, config);
    return finishUrl(deps.env, INVALID_RESULT);
  }
  const decided = await decide(ctx, signIn, config, query);
  const result = newToken();
  await recordOutcome(deps.db, signIn.id, {
    outcome_hash: sha256(result),
    user_id: 'userId' in decided ? decided.userId : null,
    refusal: 'refusal' in decided ? decided.refusal : null,
  });
  if ('refusal' in decided) await auditRefusal(ctx, decided.refusal, signIn, config, decided.detail);
  return finishUrl(deps.env, result);
}

type Decision = { userId: number } | { refusal: SsoRefusal; detail?: string };

async function decide(
  ctx: CallContext,
  signIn: SsoSignInRow,
  config: SsoConfigRow,
  query: Record<string, string>,
): Promise<Decision> {
  if (signIn.expires_at <= nowIso()) return { refusal: 'expired' };
  let identity: VerifiedIdentity;
  try {
    const provider = await storedProvider(ctx.deps, config);
    const url = new URL(redirectUri(ctx.deps.env));
    url.search = new URLSearchParams(query).toString();
    identity = await redeemCode(provider, url, {
      state: query.state,
      nonce: signIn.nonce,
      codeVerifier: signIn.code_verifier,
    });
  } catch (err) {
    return { refusal: isProviderError(err) ? 'provider_error' : 'token_invalid', detail: failureOf(err) };
  }
  if (!identity.email || !identity.emailVerified) return { refusal: 'email_unverified' };
  if (!(await domainsOf(ctx.deps.db, config.id)).includes(domainOf(identity.email)))
    return { refusal: 'email_mismatch', detail: identity.email };
  return matchUser(ctx, config, identity.email, identity.name);
}

/** The account's user with the address, or a new one when the account creates users at sign-in. */
async function matchUser(
  ctx: CallContext,
  config: SsoConfigRow,
  email: string,
  name: string | null,
): Promise<Decision> {
  const { db } = ctx.deps;
  const corporate = config.account_corporate_id;
  const user = await findUserByEmail(db, email);
  if (user) {
    const ours =
      corporate !== null
        ? user.role === 'collaborator' && user.account_corporate_id === corporate
        : user.role === 'consultant' && user.account_consultant_id === config.account_consultant_id;
    if (!ours) return { refusal: 'other_tenant', detail: email };
    if (user.removed_at || user.consultant_removed_at || user.corporate_removed_at)
      return { refusal: 'account_removed', detail: email };
    return { userId: user.id };
  }
  // A collaborator invited with this address and not yet accepted is that person: the sign-in
  // accepts the invitation rather than making a second user.
  const invited = corporate !== null ? await acceptInvitationBySso(db, email, corporate) : null;
  if (invited !== null) {
    await writeAudit(ctx, {
      action: 'sso/invitation-accepted',
      entityType: 'user',
      entityId: invited,
      changes: { email: [null, email] },
      tenantRow: tenantOf(config),
    });
    return { userId: invited };
  }
  if (config.new_user_role === 'none') return { refusal: 'no_account', detail: email };
  if (!(await accountIsLive(db, config))) return { refusal: 'account_removed', detail: email };
  // A consultant account's staff are consultants; a corporate account's are its collaborators.
  const userId = await insertInvitedUser(
    db,
    {
      email,
      name: name?.trim() || email.slice(0, email.indexOf('@')),
      title: null,
      role: corporate !== null ? 'collaborator' : 'consultant',
      account_consultant_id: corporate !== null ? null : config.account_consultant_id,
      account_corporate_id: corporate,
    },
    'email',
  );
  await writeAudit(ctx, {
    action: 'sso/user-created',
    entityType: 'user',
    entityId: userId,
    changes: { email: [null, email], role: [null, corporate !== null ? 'collaborator' : 'consultant'] },
    tenantRow: tenantOf(config),
  });
  return { userId };
}

/**
 * sso/finish: the web app hands back the callback's result. Only the browser session that started
 * the sign-in may finish it, once; then the session is the user's, as after a password sign-in.
 */
export async function finishSsoSignIn(ctx: CallContext, result: string): Promise<TokenResponse> {
  const { deps } = ctx;
  const signIn = result === INVALID_RESULT ? undefined : await findSignInByOutcome(deps.db, sha256(result));
  if (!signIn) throw refused('state_unknown', 400);
  const config = await findConfigById(deps.db, signIn.sso_config_id);
  if (signIn.session_id !== ctx.session!.id) {
    await auditRefusal(ctx, 'other_browser', signIn, config);
    throw refused('other_browser', 403);
  }
  if (!(await claimFinish(deps.db, signIn.id, nowIso()))) {
    await auditRefusal(ctx, 'state_replayed', signIn, config);
    throw refused('state_replayed', 400);
  }
  if (signIn.refusal || signIn.user_id === null)
    throw refused((signIn.refusal ?? 'no_account') as SsoRefusal, 403);
  const tokens = await signInUser(ctx, signIn.user_id);
  const user = await findActorUser(deps.db, signIn.user_id);
  await writeAudit(
    {
      ...ctx,
      actor: {
        userId: user.id,
        role: user.role,
        name: user.name,
        email: user.email,
        consultantId: user.account_consultant_id,
        corporateId: user.account_corporate_id,
        isAgreeTnc: user.is_agree_tnc === 1,
      },
    },
    {
      action: 'sso/sign-in',
      entityType: 'user',
      entityId: user.id,
      changes: { email: [null, user.email], issuer: [null, config?.issuer_url ?? ''] },
      tenantRow: config ? tenantOf(config) : undefined,
    },
  );
  return tokens;
}

/** The library's reason with its cause, naming the claim that failed (aud, exp, nonce…), for the audit log. */
function failureOf(err: unknown): string {
  const cause = (err as { cause?: { message?: unknown } }).cause?.message;
  const message = err instanceof Error ? err.message : String(err);
  return (typeof cause === 'string' ? `${message}: ${cause}` : message).slice(0, 200);
}

const refused = (refusal: SsoRefusal, status: number) =>
  new AppError(status, SSO_REFUSAL_MESSAGES[refusal], { reason: `sso_${refusal}` });

const tenantOf = (config: Pick<SsoConfigRow, 'account_consultant_id' | 'account_corporate_id'>) => ({
  account_consultant_id: config.account_consultant_id,
  account_corporate_id: config.account_corporate_id,
});

async function auditRefusal(
  ctx: CallContext,
  refusal: SsoRefusal,
  signIn: SsoSignInRow | undefined,
  config: SsoConfigRow | undefined,
  detail?: string,
): Promise<void> {
  await writeAudit(ctx, {
    action: 'sso/sign-in-refused',
    entityType: 'sso/config',
    entityId: config?.id ?? null,
    changes: {
      reason: [null, refusal],
      ...(signIn ? { email: [null, signIn.email] } : {}),
      ...(detail ? { detail: [null, detail] } : {}),
    },
    tenantRow: config ? tenantOf(config) : {},
  });
}
