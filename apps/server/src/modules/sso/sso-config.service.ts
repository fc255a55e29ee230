import type {
  SsoConfig,
  SsoConfigUpdateRequest,
  ssoConfigTestRequest,
  ssoConfigUpdateRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor } from '../../deps';
import type { CallContext } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { seal } from '../../lib/secret-box';
import { fillMessage } from '../../lib/server-messages';
import { consultantDetail } from '../accounts/consultants.service';
import { corporateDetail } from '../accounts/corporates.service';
import { diff, writeAudit } from '../audit/audit-log';
import { SSO_MESSAGES } from './sso.messages';
import {
  accountKey,
  domainsHeldElsewhere,
  domainsOf,
  findConfigById,
  findConfigByKey,
  insertConfig,
  replaceDomains,
  type SsoConfigRow,
  updateConfig,
} from './sso.repository';
import { discoverProvider, forgetProvider, redirectUri, storedSecret } from './sso-provider';

type AccountRef = { account_kind: 'consultant' | 'corporate'; account_id: number };
interface Account {
  key: string;
  account_consultant_id: number;
  account_corporate_id: number | null;
}

/**
 * Who sets up an account's single sign-on: an admin any account's; a consultant its own consultant
 * account's and its corporates'. Collaborators do not (they cannot change their corporate account
 * either); another tenant's account answers 404 as everywhere.
 */
async function accountFor(ctx: CallContext, ref: AccountRef): Promise<Account> {
  const actor = ctx.actor!;
  if (actor.role === 'collaborator') throw forbidden(SSO_MESSAGES.manageSso);
  if (ref.account_kind === 'corporate') {
    const corporate = await corporateDetail(ctx.deps, actor, ref.account_id);
    return {
      key: accountKey('corporate', corporate.id),
      account_consultant_id: corporate.account_consultant_id,
      account_corporate_id: corporate.id,
    };
  }
  if (actor.role === 'consultant' && actor.consultantId !== ref.account_id)
    throw notFound('Consultant account');
  await consultantDetail(ctx.deps, ref.account_id);
  return {
    key: accountKey('consultant', ref.account_id),
    account_consultant_id: ref.account_id,
    account_corporate_id: null,
  };
}

async function present(ctx: CallContext, row: SsoConfigRow): Promise<SsoConfig> {
  const corporate = row.account_corporate_id;
  return {
    id: row.id,
    account_kind: corporate === null ? 'consultant' : 'corporate',
    account_id: corporate ?? row.account_consultant_id,
    issuer_url: row.issuer_url,
    client_id: row.client_id,
    client_secret_set: row.client_secret !== '',
    allowed_domains: await domainsOf(ctx.deps.db, row.id),
    new_user_role: row.new_user_role,
    require_sso: row.require_sso === 1,
    is_enabled: row.is_enabled === 1,
    redirect_uri: redirectUri(ctx.deps.env),
    updated_at: row.updated_at,
  };
}

/** sso/config/detail: the account's configuration (never its secret), or null. */
export async function ssoConfigDetail(ctx: CallContext, ref: AccountRef) {
  const account = await accountFor(ctx, ref);
  const row = await findConfigByKey(ctx.deps.db, account.key);
  return { config: row ? await present(ctx, row) : null, redirect_uri: redirectUri(ctx.deps.env) };
}

/**
 * sso/config/update: saves the configuration and its domains. A domain already held by another
 * account is refused (409 naming it): an address must lead to one account. Requiring SSO is an
 * admin's decision (it locks the account's users out of passwords).
 */
export async function updateSsoConfig(
  ctx: CallContext,
  input: z.infer<typeof ssoConfigUpdateRequest>,
): Promise<SsoConfig> {
  const { deps } = ctx;
  const actor = ctx.actor!;
  const account = await accountFor(ctx, input);
  const current = await findConfigByKey(deps.db, account.key);
  assertRequireSsoChange(actor, input, current);
  const secret = input.client_secret || (current && storedSecret(deps.env, current.client_secret));
  if (!secret) throw fieldError('client_secret', SSO_MESSAGES.secretRequired);
  await discoverProvider(deps, {
    issuer_url: input.issuer_url,
    client_id: input.client_id,
    client_secret: secret,
  });
  const domains = [...new Set(input.allowed_domains)];
  const domainsBefore = current ? await domainsOf(deps.db, current.id) : [];
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    const clash = await domainsHeldElsewhere(trx, domains, current?.id ?? null);
    if (clash.length)
      throw conflict(fillMessage(SSO_MESSAGES.domainTaken, { domain: clash[0] }), 'allowed_domains');
    const fields = {
      issuer_url: input.issuer_url,
      client_id: input.client_id,
      // Kept encrypted: the server sends it to the provider, nobody reads it back.
      client_secret: seal(deps.env, secret),
      new_user_role: input.new_user_role,
      require_sso: input.require_sso === undefined ? (current?.require_sso ?? 0) : input.require_sso ? 1 : 0,
      is_enabled: input.is_enabled ? 1 : 0,
      updated_at: now,
    };
    if (current) await updateConfig(trx, current.id, fields);
    const configId =
      current?.id ??
      (await insertConfig(trx, {
        ...fields,
        account_key: account.key,
        account_consultant_id: account.account_consultant_id,
        account_corporate_id: account.account_corporate_id,
        created_at: now,
      }));
    await replaceDomains(trx, configId, domains);
    return configId;
  });
  forgetProvider(deps, id);
  const saved = (await findConfigById(deps.db, id))!;
  const before = current ? { ...current, allowed_domains: domainsBefore.join(', ') } : undefined;
  await writeAudit(ctx, {
    action: 'sso/config/update',
    entityType: 'sso/config',
    entityId: id,
    changes: diff(before, { ...saved, allowed_domains: domains.join(', ') }),
    tenantRow: {
      account_consultant_id: saved.account_consultant_id,
      account_corporate_id: saved.account_corporate_id,
    },
  });
  return present(ctx, saved);
}

function assertRequireSsoChange(
  actor: Actor,
  input: SsoConfigUpdateRequest,
  current: SsoConfigRow | undefined,
) {
  if (input.require_sso === undefined || actor.role === 'admin') return;
  if (input.require_sso !== ((current?.require_sso ?? 0) === 1))
    throw forbidden(SSO_MESSAGES.requireSsoAdminOnly);
}

/** sso/config/test: fetches the provider's discovery document, as the sign-in will. */
export async function testSsoConfig(ctx: CallContext, input: z.infer<typeof ssoConfigTestRequest>) {
  if (ctx.actor!.role === 'collaborator') throw forbidden(SSO_MESSAGES.manageSso);
  // Discovery needs no client: the id and secret here are placeholders nothing is sent with.
  const config = await discoverProvider(ctx.deps, {
    issuer_url: input.issuer_url,
    client_id: 'connection-test',
    client_secret: 'connection-test',
  });
  const meta = config.serverMetadata();
  return { issuer: meta.issuer, authorization_endpoint: meta.authorization_endpoint ?? '' };
}
