import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitationTokenFor } from '../../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startTestProvider, type TestProvider } from '../../../test/support/oidc-test-provider';
import { expectRefusal } from '../../../test/support/refusals';
import { sealPlainSsoSecrets } from './sso-housekeeping';

// Single sign-on end to end against a real OpenID provider started here on a loopback port: the
// app discovers it, the provider signs people in through its own login interaction (real HTTP),
// and the app verifies what comes back. Nothing of ours is replaced.

const PUBLIC_URL = 'http://127.0.0.1:3999';
const REDIRECT_URI = `${PUBLIC_URL}/api/v1/sso/callback`;
const START_LIMIT_PER_IP = 30;
const START_LIMIT_PER_DOMAIN = 40;

let t: TestApp;
let idp: TestProvider;
let corporateId: number;
let admin: string;
let consultant: string;

beforeAll(async () => {
  [t, idp] = await Promise.all([
    startTestApp({
      env: {
        PUBLIC_URL,
        OUTBOUND_ALLOWED_RANGES: '127.0.0.1/32',
        SSO_START_RATE_LIMIT_PER_IP: String(START_LIMIT_PER_IP),
        SSO_START_RATE_LIMIT_PER_DOMAIN: String(START_LIMIT_PER_DOMAIN),
      },
    }),
    startTestProvider(REDIRECT_URI),
  ]);
  corporateId = (
    await t.db.kysely
      .selectFrom('corporate_accounts')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
  [admin, consultant] = await Promise.all([t.signIn('admin'), t.signIn('consultant')]);
  for (const [email, verified] of [
    ['collaborator@asesa.test', true],
    ['consultant@asesa.test', true],
    ['new.person@asesa.test', true],
    ['unverified@asesa.test', false],
    ['newbie@consult.example', true],
  ] as const)
    idp.people.set(email, { email, email_verified: verified, name: `Person ${email}` });
});
afterAll(async () => {
  await Promise.all([t.close(), idp.close()]);
});
beforeEach(() => {
  idp.mode.idToken = 'good';
});

const configure = (token: string, changes: Record<string, unknown> = {}) =>
  t.call<Record<string, unknown>>(
    'sso/config/update',
    {
      account_kind: 'corporate',
      account_id: corporateId,
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      allowed_domains: ['asesa.test'],
      new_user_role: 'none',
      ...changes,
    },
    token,
  );

/** The demo consultant's account id (its SSO configuration is the consultant kind). */
async function demoConsultantAccount(): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('users')
    .select('account_consultant_id')
    .where('email', '=', 'consultant@asesa.test')
    .executeTakeFirstOrThrow();
  return row.account_consultant_id!;
}

/** The whole trip as a browser makes it: start, the provider's login, the callback, the finish. */
async function companySignIn(email: string) {
  const token = await t.anonymousToken();
  const start = await t.call<{ redirect_url: string }>('sso/start', { email }, token);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const callback = await idp.authorize(start.body.data!.redirect_url, email);
  const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
  expect(back.statusCode).toBe(302);
  const landing = new URL(String(back.headers.location));
  const result = landing.searchParams.get('result')!;
  const finish = await t.call<{ token: string }>('sso/finish', { result }, token);
  return { token, callback, landing, result, finish };
}

const auditRows = (action: string) =>
  t.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'changes_json', 'account_corporate_id', 'actor_user_id', 'area'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();

const lastRefusal = async () =>
  JSON.parse((await auditRows('sso/sign-in-refused'))[0].changes_json).reason[1];

describe('sso configuration', () => {
  it('saves a corporate configuration, never answers the secret, and records the change with it hidden', async () => {
    const saved = await configure(consultant);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      issuer_url: idp.issuer,
      client_secret_set: true,
      allowed_domains: ['asesa.test'],
      redirect_uri: REDIRECT_URI,
      require_sso: false,
    });
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    const detail = await t.call(
      'sso/config/detail',
      { account_kind: 'corporate', account_id: corporateId },
      consultant,
    );
    expect(JSON.stringify(detail.body)).not.toContain(idp.clientSecret);
    const [entry] = await auditRows('sso/config/update');
    expect(entry.account_corporate_id).toBe(corporateId);
    expect(entry.area).toBe('accounts');
    expect(JSON.parse(entry.changes_json).client_secret).toEqual(['[hidden]', '[hidden]']);
  });

  it('keeps the saved secret when none is sent', async () => {
    const res = await configure(consultant, { client_secret: undefined, new_user_role: 'none' });
    expect(res.status).toBe(200);
    expect(res.body.data!.client_secret_set).toBe(true);
  });

  it('refuses a domain that another account holds, naming it', async () => {
    const consultantId = await demoConsultantAccount();
    const res = await configure(consultant, {
      account_kind: 'consultant',
      account_id: consultantId,
      allowed_domains: ['ASESA.test'],
    });
    expect(res.status).toBe(409);
    expect(res.body.error!.field).toBe('allowed_domains');
    expect(res.body.error!.message).toContain('asesa.test already signs in through another account');
  });

  it('lets only an admin require SSO, and refuses collaborators', async () => {
    const byConsultant = await configure(consultant, { require_sso: true });
    expect(byConsultant.status).toBe(403);
    expect(byConsultant.body.error!.message).toBe(
      'Only an administrator can require single sign-on for an account.',
    );
    const collaborator = await t.signIn('collaborator');
    const res = await t.call(
      'sso/config/detail',
      { account_kind: 'corporate', account_id: corporateId },
      collaborator,
    );
    expect(res.status).toBe(403);
  });

  it('refuses an issuer that is not an OpenID provider with a clear 400', async () => {
    const res = await configure(admin, { issuer_url: `${idp.issuer}/nowhere` });
    expect(res.status).toBe(400);
    expect(res.body.error!.field).toBe('issuer_url');
    expect(res.body.error!.message).toContain('did not describe itself as an OpenID provider');
    const http = await configure(admin, { issuer_url: 'http://idp.example.com' });
    expect(http.body.error!.message).toContain('https://');
  });

  it('tests the connection by fetching the discovery document', async () => {
    const res = await t.call('sso/config/test', { issuer_url: idp.issuer }, consultant);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ issuer: idp.issuer, authorization_endpoint: `${idp.issuer}/auth` });
  });
});

describe('sso sign-in', () => {
  beforeAll(async () => {
    expect((await configure(admin, { require_sso: false, new_user_role: 'none' })).status).toBe(200);
  });

  it('signs a known collaborator in with PKCE, state and nonce, creating the session and an audit entry', async () => {
    const { finish, landing } = await companySignIn('collaborator@asesa.test');
    expect(landing.pathname).toBe('/signin/sso');
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    const who = await t.call<{ user: { email: string } }>('auth/whoami', {}, finish.body.data!.token);
    expect(who.body.data!.user.email).toBe('collaborator@asesa.test');
    const [entry] = await auditRows('sso/sign-in');
    expect(entry.account_corporate_id).toBe(corporateId);
    expect(JSON.parse(entry.changes_json).email[1]).toBe('collaborator@asesa.test');
  });

  it('sent the authorization request with S256 PKCE, a state and a nonce', async () => {
    const token = await t.anonymousToken();
    const start = await t.call<{ redirect_url: string }>(
      'sso/start',
      { email: 'collaborator@asesa.test' },
      token,
    );
    const url = new URL(start.body.data!.redirect_url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
  });

  it('refuses a domain without SSO with a clear 404', async () => {
    const res = await t.call('sso/start', { email: 'someone@nowhere.example' }, await t.anonymousToken());
    expect(res.status).toBe(404);
    expect(res.body.error!.message).toBe(
      'No company sign-in is set up for nowhere.example; sign in with your e-mail and password.',
    );
  });

  it('refuses a stranger when the account creates no users, in the reader language', async () => {
    const { finish } = await companySignIn('new.person@asesa.test');
    expect(finish.status).toBe(403);
    expect(finish.body.error!.reason).toBe('sso_no_account');
    expect(await lastRefusal()).toBe('no_account');
    const none = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'new.person@asesa.test')
      .execute();
    expect(none).toEqual([]);
  });

  it('creates a stranger as a collaborator of the corporate when the account allows it', async () => {
    expect((await configure(admin, { new_user_role: 'collaborator' })).status).toBe(200);
    const { finish } = await companySignIn('new.person@asesa.test');
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    const user = await t.db.kysely
      .selectFrom('users')
      .select(['role', 'account_corporate_id', 'name'])
      .where('email', '=', 'new.person@asesa.test')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      role: 'collaborator',
      account_corporate_id: corporateId,
      name: 'Person new.person@asesa.test',
    });
    expect((await auditRows('sso/user-created')).length).toBe(1);
    expect((await configure(admin, { new_user_role: 'none' })).status).toBe(200);
  });

  it('accepts the invitation of a collaborator invited but not yet joined: no second user, no password', async () => {
    const email = 'invitee@asesa.test';
    idp.people.set(email, { email, email_verified: true, name: 'Ina Invitee' });
    const invited = await t.call<{ id: number }>(
      'accounts/collaborators/invite',
      { account_corporate_id: corporateId, name: 'Ina Invitee', email },
      consultant,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const { finish } = await companySignIn(email);
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    const users = await t.db.kysely
      .selectFrom('users')
      .select(['id', 'email', 'invited_email', 'password_hash'])
      .where((eb) => eb.or([eb('email', '=', email), eb('invited_email', '=', email)]))
      .execute();
    expect(users).toEqual([{ id: invited.body.data!.id, email, invited_email: null, password_hash: null }]);
    const links = await t.db.kysely
      .selectFrom('user_invitations')
      .select(['used_at', 'replaced_at'])
      .where('user_id', '=', invited.body.data!.id)
      .execute();
    expect(links.every((l) => l.used_at !== null || l.replaced_at !== null)).toBe(true);
    expect((await auditRows('sso/invitation-accepted')).length).toBe(1);
  });

  it('refuses an ID token issued to another client (wrong audience)', async () => {
    idp.mode.idToken = 'wrong-audience';
    const { finish } = await companySignIn('collaborator@asesa.test');
    expect(finish.status).toBe(403);
    expect(finish.body.error!.reason).toBe('sso_token_invalid');
    expect(await lastRefusal()).toBe('token_invalid');
    const detail = JSON.parse((await auditRows('sso/sign-in-refused'))[0].changes_json).detail[1];
    expect(detail).toMatch(/aud/);
  });

  it('refuses an expired ID token', async () => {
    idp.mode.idToken = 'expired';
    const { finish } = await companySignIn('collaborator@asesa.test');
    expect(finish.status).toBe(403);
    expect(finish.body.error!.reason).toBe('sso_token_invalid');
    const detail = JSON.parse((await auditRows('sso/sign-in-refused'))[0].changes_json).detail[1];
    expect(detail).toMatch(/"exp"/);
  });

  it('refuses a replayed state: the second callback and a second finish', async () => {
    const { callback, result, token } = await companySignIn('collaborator@asesa.test');
    const again = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(again.statusCode).toBe(302);
    const replayed = new URL(String(again.headers.location)).searchParams.get('result')!;
    expect(await lastRefusal()).toBe('state_replayed');
    const finish = await t.call('sso/finish', { result: replayed }, await t.anonymousToken());
    expect(finish.status).toBe(400);
    expect(finish.body.error!.message).toBe(
      'This sign-in link is not known or has expired: start the company sign-in again.',
    );
    // The finished sign-in replaced its session: its token cannot finish anything again.
    const twice = await t.call('sso/finish', { result }, token);
    expect(twice.status).toBe(401);
  });

  it('refuses an unverified e-mail address', async () => {
    const { finish } = await companySignIn('unverified@asesa.test');
    expect(finish.status).toBe(403);
    expect(finish.body.error!.reason).toBe('sso_email_unverified');
    expect(finish.body.error!.message).toBe(
      'Your company sign-in was refused: the provider has not verified your e-mail address.',
    );
  });

  it('refuses a user of another tenant with the same domain', async () => {
    const { finish } = await companySignIn('consultant@asesa.test');
    expect(finish.status).toBe(403);
    expect(finish.body.error!.reason).toBe('sso_other_tenant');
  });

  it('lets only the browser session that started finish it', async () => {
    const token = await t.anonymousToken();
    const start = await t.call<{ redirect_url: string }>(
      'sso/start',
      { email: 'collaborator@asesa.test' },
      token,
    );
    const callback = await idp.authorize(start.body.data!.redirect_url, 'collaborator@asesa.test');
    const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    const result = new URL(String(back.headers.location)).searchParams.get('result')!;
    await expectRefusal(t.call('sso/finish', { result }, await t.anonymousToken()), {
      status: 403,
      reason: 'sso_other_browser',
    });
  });

  it('answers refusals in Indonesian to an Indonesian reader', async () => {
    const res = await t.call('sso/finish', { result: 'invalid' }, await t.anonymousToken(), {
      'content-language': 'id',
    });
    expect(res.body.error!.message).toBe(
      'Tautan masuk ini tidak dikenal atau sudah kedaluwarsa: mulai lagi masuk perusahaan.',
    );
  });
});

describe('the client secret and the discovery', () => {
  const storedSecret = async () =>
    (
      await t.db.kysely
        .selectFrom('sso_configs')
        .select('client_secret')
        .where('account_corporate_id', '=', corporateId)
        .executeTakeFirstOrThrow()
    ).client_secret;

  it('keeps the client secret encrypted: the stored value is not the secret', async () => {
    expect((await configure(consultant)).status).toBe(200);
    const stored = await storedSecret();
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(idp.clientSecret);
    expect((await companySignIn('collaborator@asesa.test')).finish.status).toBe(200);
  });

  it('encrypts a secret stored before encryption, which signs in meanwhile', async () => {
    await t.db.kysely
      .updateTable('sso_configs')
      .set({ client_secret: idp.clientSecret })
      .where('account_corporate_id', '=', corporateId)
      .execute();
    expect((await companySignIn('collaborator@asesa.test')).finish.status).toBe(200);
    expect(await sealPlainSsoSecrets(t.deps)).toBe(1);
    expect(await storedSecret()).toMatch(/^v1\./);
    expect(await sealPlainSsoSecrets(t.deps)).toBe(0);
    expect((await companySignIn('collaborator@asesa.test')).finish.status).toBe(200);
  });

  it('discovers the provider once per configuration version, again after a change', async () => {
    expect((await configure(consultant)).status).toBe(200);
    const saved = idp.requests.discoveries;
    await companySignIn('collaborator@asesa.test');
    await companySignIn('collaborator@asesa.test');
    // Saving discovered (to check the issuer); the two sign-ins (four calls) discovered once.
    expect(idp.requests.discoveries).toBe(saved + 1);
    expect((await configure(consultant)).status).toBe(200);
    const changed = idp.requests.discoveries;
    await companySignIn('collaborator@asesa.test');
    expect(idp.requests.discoveries).toBe(changed + 1);
  });
});

describe('sso/start limits', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.anonymousToken();
  });
  const start = (email: string, ip: string, language = 'en') =>
    t.call('sso/start', { email }, token, { 'x-forwarded-for': ip, 'content-language': language });

  it('limits starts per address: 429 with Retry-After, in the reader language', async () => {
    for (let i = 0; i < START_LIMIT_PER_IP; i++)
      expect((await start(`p${i}@quiet-${i}.example`, '10.9.9.9')).status).toBe(404);
    const refused = await start('p@one-more.example', '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error!.message).toMatch(/^Too many single sign-on attempts .* in \d+ seconds\.$/);
    const id = await start('p@one-more.example', '10.9.9.9', 'id');
    expect(id.body.error!.message).toMatch(/^Terlalu banyak percobaan single sign-on .* dalam \d+ detik\.$/);
    // Another address is not held up.
    expect((await start('p@one-more.example', '10.9.9.10')).status).toBe(404);
  });

  it('limits starts per e-mail domain, whatever the address', async () => {
    for (let i = 0; i < START_LIMIT_PER_DOMAIN; i++)
      expect((await start(`p${i}@flood.example`, `10.8.0.${i + 1}`)).status).toBe(404);
    const refused = await start('p@flood.example', '10.8.1.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a consultant account', () => {
  it("creates a stranger as a consultant of the account, the account's own staff", async () => {
    const consultantId = await demoConsultantAccount();
    const saved = await configure(consultant, {
      account_kind: 'consultant',
      account_id: consultantId,
      allowed_domains: ['consult.example'],
      new_user_role: 'collaborator',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { finish } = await companySignIn('newbie@consult.example');
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    const user = await t.db.kysely
      .selectFrom('users')
      .select(['role', 'account_consultant_id', 'account_corporate_id'])
      .where('email', '=', 'newbie@consult.example')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      role: 'consultant',
      account_consultant_id: consultantId,
      account_corporate_id: null,
    });
  });

  it("answers another consultant account's configuration as not found", async () => {
    const res = await t.call(
      'sso/config/detail',
      { account_kind: 'consultant', account_id: 999_999 },
      consultant,
    );
    expect(res.status).toBe(404);
  });
});

describe('require SSO', () => {
  it("refuses the password sign-in of the account's users, and no one else's", async () => {
    expect((await configure(admin, { require_sso: true })).status).toBe(200);
    await expectRefusal(
      t.call(
        'auth/login',
        { username: 'collaborator@asesa.test', password: 'Collaborator#2026' },
        await t.anonymousToken(),
      ),
      {
        status: 403,
        reason: 'sso_required',
        message: expect.stringContaining('Continue with your company account'),
      },
    );
    expect((await auditRows('sso/password-refused')).length).toBe(1);
    // The consultant's account does not require it, and company sign-in still works.
    await expect(t.signIn('consultant')).resolves.toBeTruthy();
    expect((await companySignIn('collaborator@asesa.test')).finish.status).toBe(200);
    expect((await configure(admin, { require_sso: false })).status).toBe(200);
    await expect(t.signIn('collaborator')).resolves.toBeTruthy();
  });

  it('sets no password through an invitation: the invitee is sent to the company sign-in, which accepts it', async () => {
    expect((await configure(admin, { require_sso: true })).status).toBe(200);
    const email = 'sso-only@asesa.test';
    idp.people.set(email, { email, email_verified: true, name: 'Sena Only' });
    const invited = await t.call<{ id: number }>(
      'accounts/collaborators/invite',
      { account_corporate_id: corporateId, name: 'Sena Only', email },
      consultant,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const token = await invitationTokenFor(t, email);
    const detail = await t.call<{ sso_required: boolean }>('users/invitations/detail', { token });
    expect(detail.body.data!.sso_required).toBe(true);
    const password = 'A good long password';
    const body = { token, name: 'Sena Only', password, confirm_password: password };
    const refused = await t.call('users/invitations/accept', body);
    expect(refused.status).toBe(403);
    expect(refused.body.error!.reason).toBe('sso_required');
    expect(refused.body.error!.message).toContain('Continue with your company account');
    expect(refused.body.error!.message).toContain(email);
    const inIndonesian = await t.call('users/invitations/accept', body, undefined, {
      'content-language': 'id',
    });
    expect(inIndonesian.body.error!.message).toContain('Masuk dengan akun perusahaan');
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', invited.body.data!.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
    // The company sign-in with the invited address joins, and the link is used up.
    expect((await companySignIn(email)).finish.status).toBe(200);
    expect((await t.call('users/invitations/detail', { token })).status).toBe(410);
    expect((await configure(admin, { require_sso: false })).status).toBe(200);
  });
});
