import { SSO_CALLBACK_PATH, SSO_FINISH_PATH } from '@asesa/contracts';
import * as oidc from 'openid-client';
import type { Env } from '../../config/env';
import { outboundPolicy } from '../../config/outbound-ranges';
import type { Deps } from '../../deps';
import { fieldError } from '../../lib/errors';
import { guardedFetch } from '../../lib/outbound/guarded-fetch';
import { isIpLiteral } from '../../lib/outbound/outbound-address';
import { resolvedUrlProblem } from '../../lib/outbound/outbound-url';
import { isSealed, open } from '../../lib/secret-box';
import { fillMessage } from '../../lib/server-messages';
import { SSO_MESSAGES } from './sso.messages';

// The provider side of single sign-on, through openid-client (the certified relying party): its
// discovery, PKCE, state, nonce and ID-token checks are the library's, not ours.

const base = (env: Env) => (env.PUBLIC_URL || `http://localhost:${env.PORT}`).replace(/\/+$/, '');

/** The redirect URI to register at the provider. */
export const redirectUri = (env: Env) => `${base(env)}${SSO_CALLBACK_PATH}`;
/** Where the callback sends the browser to finish the sign-in in the web app. */
export const finishUrl = (env: Env, result: string) =>
  `${base(env)}${SSO_FINISH_PATH}?result=${encodeURIComponent(result)}`;

/**
 * Plain http is allowed only for a provider on this machine (a loopback address: a provider the
 * tests start, or one beside the server); anything else must be https. openid-client refuses http
 * unless told, so this is the one place that tells it.
 */
function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIpLiteral(host) && (host.startsWith('127.') || host === '::1');
}

/** Refuses an issuer URL the server must not fetch: not https (unless loopback) or inward. */
export async function assertIssuerUrl(deps: Deps, issuerUrl: string): Promise<void> {
  const url = new URL(issuerUrl);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url)))
    throw fieldError('issuer_url', SSO_MESSAGES.issuerNotHttps);
  const problem = await resolvedUrlProblem(issuerUrl, outboundPolicy(deps.env.OUTBOUND_ALLOWED_RANGES));
  if (problem) throw fieldError('issuer_url', SSO_MESSAGES.issuerInward);
}

export interface ProviderClient {
  issuer_url: string;
  client_id: string;
  client_secret: string;
}

/** The provider's metadata (discovery) as a client configuration; throws a 400 naming the problem. */
export async function discoverProvider(deps: Deps, client: ProviderClient): Promise<oidc.Configuration> {
  await assertIssuerUrl(deps, client.issuer_url);
  const url = new URL(client.issuer_url);
  try {
    return await oidc.discovery(
      url,
      client.client_id,
      client.client_secret,
      oidc.ClientSecretPost(client.client_secret),
      {
        execute: isLoopback(url) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
        // Discovery and every later call of this configuration (keys, token, user info) connect
        // through the outbound rules' own DNS lookup: a provider's name that re-points inward
        // after it was saved is refused at the connection.
        [oidc.customFetch]: guardedFetch(outboundPolicy(deps.env.OUTBOUND_ALLOWED_RANGES)),
      },
    );
  } catch (err) {
    throw fieldError(
      'issuer_url',
      fillMessage(SSO_MESSAGES.discoveryFailed, {
        issuer: client.issuer_url,
        problem: { en: describe(err), id: describe(err) },
      }),
    );
  }
}

function describe(err: unknown): string {
  const cause = (err as { cause?: { message?: string } }).cause?.message;
  return [(err as Error).message, cause].filter(Boolean).join(': ').slice(0, 200);
}

/** A fresh state, nonce and PKCE verifier, and the URL that sends the browser to the provider. */
export async function authorizationRequest(env: Env, config: oidc.Configuration, email: string) {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(env),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: email,
  });
  return { state, nonce, codeVerifier, url: url.href };
}

export interface VerifiedIdentity {
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Redeems the code (PKCE) and verifies the ID token: signature, issuer, audience, expiry and nonce
 * are openid-client's checks, and state is compared with the stored one. Throws on any failure.
 */
export async function redeemCode(
  config: oidc.Configuration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider answered no ID token');
  let source: Record<string, unknown> = claims;
  // Some providers keep the e-mail out of the ID token: then it is asked of userinfo, for this subject.
  if (typeof claims.email !== 'string')
    source = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  return {
    email: typeof source.email === 'string' ? source.email.trim().toLowerCase() : null,
    emailVerified: source.email_verified === true,
    name: typeof source.name === 'string' ? source.name : null,
  };
}

/** A stored configuration: its client secret is sealed (lib/secret-box), or plain from before. */
export interface StoredClient extends ProviderClient {
  id: number;
  updated_at: string;
}

/** The secret a stored configuration signs in with (a value stored before encryption reads as it is). */
export const storedSecret = (env: Env, stored: string) => (isSealed(stored) ? open(env, stored) : stored);

/** How long a provider's discovered metadata serves before it is fetched again. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** Per database (a test file's own), the discovered providers by configuration and its version. */
const discovered = new WeakMap<
  Deps['db'],
  Map<string, { config: Promise<oidc.Configuration>; until: number }>
>();

const cacheKey = (c: StoredClient) => `${c.id}|${c.updated_at}|${c.issuer_url}|${c.client_id}`;

/**
 * A stored configuration's provider, discovered once and kept for DISCOVERY_TTL_MS: a sign-in
 * makes two calls (start, callback) and each needed the metadata. A saved change gives the
 * configuration a new updated_at, so the next sign-in discovers anew (and forgetProvider drops
 * the old entries at once); a failed discovery is not kept.
 */
export function storedProvider(deps: Deps, client: StoredClient): Promise<oidc.Configuration> {
  const cache = discovered.get(deps.db) ?? new Map();
  discovered.set(deps.db, cache);
  const key = cacheKey(client);
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.config;
  const config = discoverProvider(deps, {
    issuer_url: client.issuer_url,
    client_id: client.client_id,
    client_secret: storedSecret(deps.env, client.client_secret),
  });
  cache.set(key, { config, until: Date.now() + DISCOVERY_TTL_MS });
  config.catch(() => cache.delete(key));
  return config;
}

/** Drops a configuration's discovered provider (it was changed). */
export function forgetProvider(deps: Deps, configId: number): void {
  const cache = discovered.get(deps.db);
  for (const key of cache?.keys() ?? []) if (key.startsWith(`${configId}|`)) cache?.delete(key);
}

/** Whether an error is the provider's own error answer (as opposed to a failed check of ours). */
export const isProviderError = (err: unknown) =>
  err instanceof oidc.AuthorizationResponseError || err instanceof oidc.ResponseBodyError;
