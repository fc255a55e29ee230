import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no types; the tests use a handful of its options.
// @ts-expect-error no declaration file
import Provider from 'oidc-provider';

// A real OpenID provider (node-oidc-provider, certified) on a loopback port, for the single
// sign-on tests: the app discovers it, sends the browser to it and verifies its ID tokens. The
// browser is played by `authorize`, which signs a person in through the provider's own login
// interaction with real HTTP requests. `mode` makes the provider misbehave on purpose.

export interface TestPerson {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People the provider can sign in, by their account id (their e-mail). */
  people: Map<string, TestPerson>;
  /** 'expired': ID tokens expired an hour ago; 'wrong-audience': ID tokens issued to another client. */
  mode: { idToken: 'good' | 'expired' | 'wrong-audience' };
  /** How many times the discovery document was fetched (the app caches it). */
  requests: { discoveries: number };
  /** Plays the browser: from the app's authorization URL to the app's callback URL (with code and state). */
  authorize(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** `host`: the loopback address to listen on (a browser journey uses its own, 127.0.0.2). */
export async function startTestProvider(redirectUri: string, host = '127.0.0.1'): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const people = new Map<string, TestPerson>();
  const mode: TestProvider['mode'] = { idToken: 'good' };
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const requests = { discoveries: 0 };
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/.well-known/openid-configuration')) requests.discoveries++;
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const clientId = 'asesa-test-client';
  const clientSecret = 'a-client-secret-of-the-test-provider';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, id: string) => {
      const person = people.get(id);
      return person && { accountId: id, claims: () => ({ sub: id, ...person }) };
    },
    // The person consents once for all: the test client is the installation's own.
    loadExistingGrant: async (ctx: {
      oidc: { client: { clientId: string }; session: { accountId: string } };
    }) => {
      const grant = new provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    // An ID token that expired an hour ago is beyond any clock tolerance: deterministic, no sleep.
    ttl: {
      IdToken: () => (mode.idToken === 'expired' ? -3600 : 3600),
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  // A token endpoint that answers an ID token for another client, signed with the provider's own
  // key: only the audience check can refuse it.
  provider.use(async (ctx: { path: string; body: unknown }, next: () => Promise<void>) => {
    await next();
    if (ctx.path !== '/token' || mode.idToken !== 'wrong-audience') return;
    const body = ctx.body as { id_token?: string };
    if (body?.id_token) ctx.body = { ...body, id_token: resign(body.id_token, { aud: 'another-client' }) };
  });
  handle = provider.callback();

  function resign(idToken: string, changes: Record<string, unknown>): string {
    const [header, payload] = idToken.split('.');
    const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...changes };
    const input = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
    return `${input}.${signature}`;
  }

  async function authorize(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const cookies = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    let url = new URL(authorizationUrl);
    let prompts = 0;
    for (let hop = 0; hop < 10; hop++) {
      if (url.href.startsWith(redirectUri)) return url;
      let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookies() } });
      keep(res);
      if (url.pathname.startsWith('/interaction/')) {
        const prompt = prompts++ === 0 ? 'login' : 'consent';
        res = await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookies(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt, login, password: 'any' }).toString(),
        });
        keep(res);
      }
      const location = res.headers.get('location');
      if (!location)
        throw new Error(`the provider stopped at ${url.href} with ${res.status}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('the provider redirected too often');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    mode,
    requests,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
