import { z } from 'zod';
import { loginResponse } from './auth';

// Single sign-on for staff with a company's OpenID Connect provider (Entra ID, Okta, Google
// Workspace, Keycloak…), configured per consultant account and per corporate account.

export const SSO_ACCOUNT_KINDS = ['consultant', 'corporate'] as const;
export type SsoAccountKind = (typeof SSO_ACCOUNT_KINDS)[number];

/**
 * What a signed-in stranger of an allowed domain becomes: nobody (refused), or the account's staff
 * (a collaborator of a corporate account; a consultant of a consultant account).
 */
export const SSO_NEW_USER_ROLES = ['none', 'collaborator'] as const;
export type SsoNewUserRole = (typeof SSO_NEW_USER_ROLES)[number];

/** The web page the provider's callback sends the browser to, with `?result=`. */
export const SSO_FINISH_PATH = '/signin/sso';
/** The server's callback (registered at the provider as the redirect URI). */
export const SSO_CALLBACK_PATH = '/api/v1/sso/callback';

/** Why a sign-in with the provider was refused; each is in the audit log and has a message. */
export const SSO_REFUSALS = [
  'provider_error',
  'token_invalid',
  'email_unverified',
  'email_mismatch',
  'other_tenant',
  'no_account',
  'account_removed',
  'state_unknown',
  'state_replayed',
  'expired',
  'other_browser',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

const accountRef = {
  account_kind: z.enum(SSO_ACCOUNT_KINDS, { message: 'account_kind must be consultant or corporate' }),
  account_id: z.number().int().positive(),
};

/** A domain as typed: lower-cased, without an "@" or a scheme. */
export const ssoDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    message: 'each allowed domain must be a domain name such as example.com',
  });

export const ssoConfigDetailRequest = z.object(accountRef);

export const ssoConfigUpdateRequest = z.object({
  ...accountRef,
  issuer_url: z
    .string()
    .trim()
    .max(500)
    .url('issuer_url must be the URL of the OpenID provider (its issuer)'),
  client_id: z.string().trim().min(1, 'client_id is required').max(255),
  /** Left out (or empty) keeps the saved secret; required the first time. */
  client_secret: z.string().max(1000).optional(),
  allowed_domains: z
    .array(ssoDomain)
    .min(1, 'allowed_domains needs at least one domain')
    .max(20, 'allowed_domains holds at most 20 domains'),
  new_user_role: z.enum(SSO_NEW_USER_ROLES, { message: 'new_user_role must be none or collaborator' }),
  /** Passwords refused for the account's users; only an admin may change it. */
  require_sso: z.boolean().optional(),
  is_enabled: z.boolean().default(true),
});
export type SsoConfigUpdateRequest = z.input<typeof ssoConfigUpdateRequest>;

export const ssoConfig = z.object({
  id: z.number().int(),
  account_kind: z.enum(SSO_ACCOUNT_KINDS),
  account_id: z.number().int(),
  issuer_url: z.string(),
  client_id: z.string(),
  /** The secret is never answered: only whether one is saved. */
  client_secret_set: z.boolean(),
  allowed_domains: z.array(z.string()),
  new_user_role: z.enum(SSO_NEW_USER_ROLES),
  require_sso: z.boolean(),
  is_enabled: z.boolean(),
  /** The redirect URI to register at the provider. */
  redirect_uri: z.string(),
  updated_at: z.string(),
});
export type SsoConfig = z.infer<typeof ssoConfig>;

/** The account's configuration, or null when it has none yet (with the redirect URI to register). */
export const ssoConfigDetailResponse = z.object({ config: ssoConfig.nullable(), redirect_uri: z.string() });

export const ssoConfigTestRequest = z.object({ issuer_url: ssoConfigUpdateRequest.shape.issuer_url });
export const ssoConfigTestResponse = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
});

export const ssoStartRequest = z.object({
  email: z.string().trim().toLowerCase().max(254).email('email must be an e-mail address'),
});
export const ssoStartResponse = z.object({ redirect_url: z.string() });

export const ssoFinishRequest = z.object({ result: z.string().min(1, 'result is required').max(200) });

export const SSO_CALLS = {
  'sso/config/detail': { request: ssoConfigDetailRequest, response: ssoConfigDetailResponse },
  'sso/config/update': { request: ssoConfigUpdateRequest, response: ssoConfig },
  'sso/config/test': { request: ssoConfigTestRequest, response: ssoConfigTestResponse },
  'sso/start': { request: ssoStartRequest, response: ssoStartResponse },
  'sso/finish': { request: ssoFinishRequest, response: loginResponse },
} as const;
