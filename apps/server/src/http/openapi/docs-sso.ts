import type { CallDocs } from './call-doc';

/** Single sign-on with a company's OpenID Connect provider: its configuration and the sign-in. */
export const SSO_DOCS = {
  'sso/config/detail': "An account's single sign-on configuration (never its client secret), or null",
  'sso/config/update': {
    summary:
      "Saves an account's single sign-on: issuer, client, allowed e-mail domains, the role of new users (audited)",
    errors: {
      400: 'the issuer is not https (http only on loopback), points inside the server network, or does not answer OpenID discovery (`error.field: issuer_url`); no client secret the first time.',
      403: 'a collaborator (single sign-on is set up by the consultant or an admin), or a consultant changing `require_sso` (admins only).',
      409: 'an allowed domain already belongs to another account (`error.field: allowed_domains`).',
    },
  },
  'sso/config/test': {
    summary: "Fetches a provider's OpenID discovery document, as the sign-in will",
    errors: { 403: 'a collaborator.' },
  },
  'sso/start': {
    summary:
      "Starts a company sign-in: answers the provider's authorization URL (PKCE, state and nonce kept for this token's session)",
    errors: { 404: "no account's single sign-on holds the e-mail's domain (`reason: no_sso`)." },
  },
  'sso/finish': {
    summary:
      "Finishes a company sign-in with the callback's `result`: the token becomes the user's (as `auth/login`)",
    errors: {
      400: 'the result is unknown, expired or used already (`reason: sso_state_unknown`, `sso_state_replayed`).',
      403: 'the sign-in was refused (`reason: sso_<why>`: token_invalid, email_unverified, email_mismatch, other_tenant, no_account, account_removed, provider_error, expired), or another session started it (`sso_other_browser`).',
    },
  },
  'GET sso/callback': {
    summary:
      "The provider's redirect URI: checks the state (one use), redeems the code and verifies the ID token, then sends the browser to the web app's /signin/sso",
    errors: {},
  },
} satisfies CallDocs;
