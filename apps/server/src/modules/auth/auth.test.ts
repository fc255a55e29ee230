import { SIDEBAR_MENUS, TOKEN_EXPIRED_CODE, WEB_APP_NAME, WEB_APP_SECRET } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceIdFor, startTestApp, type TestApp } from '../../../test/harness';
import { expectRefusal } from '../../../test/support/refusals';
import { sha256 } from '../../lib/crypto';
import { WRONG_CREDENTIALS_MESSAGE } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokenGet = (overrides: Record<string, unknown> = {}) =>
  t.call<{ token: string; refresh_token: string; expires_in: number }>('token/get', {
    app_name: WEB_APP_NAME,
    secret: WEB_APP_SECRET,
    device_type: 'web',
    device_id: deviceIdFor(),
    ...overrides,
  });

describe('token/get and token/refresh', () => {
  it('issues a device-bound token with 256 bits of randomness and a ~5 h lifetime', async () => {
    const res = await tokenGet();
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.error).toBeNull();
    expect(res.body.data!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data!.expires_in).toBe(18_000);
    const stored = await t.deps.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', sha256(res.body.data!.token))
      .executeTakeFirst();
    expect(stored).toBeDefined();
  });

  it('refuses an unknown app or secret with 401', async () => {
    const res = await tokenGet({ secret: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body.error!.message).toBe('Unknown app_name or secret.');
  });

  it('refuses a device id that is not 36 letters or digits, naming the field', async () => {
    const res = await tokenGet({ device_id: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error!.field).toBe('device_id');
    expect(res.body.error!.message).toBe('device_id: device_id must be 36 letters or digits');
  });

  it('rotates a token pair on refresh; the old pair stops working', async () => {
    const device_id = deviceIdFor();
    const first = (await tokenGet({ device_id })).body.data!;
    const res = await t.call<{ token: string }>('token/refresh', {
      refresh_token: first.refresh_token,
      device_id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.token).not.toBe(first.token);
    const again = await t.call('token/refresh', { refresh_token: first.refresh_token, device_id });
    expect(again.status).toBe(401);
    expect((await t.call('auth/logout', {}, first.token)).status).toBe(401);
  });

  it('refuses a refresh token from another device', async () => {
    const first = (await tokenGet()).body.data!;
    const res = await t.call('token/refresh', {
      refresh_token: first.refresh_token,
      device_id: deviceIdFor(),
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ reason: 'invalid_token' });
  });

  it('answers body code 100 for an expired token so the client refreshes it', async () => {
    const { token } = (await tokenGet()).body.data!;
    await t.deps.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', sha256(token))
      .execute();
    const res = await t.call('auth/whoami', {}, token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(TOKEN_EXPIRED_CODE);
    expect(res.body.error!.reason).toBe('token_expired');
  });
});

describe('auth/login and auth/logout', () => {
  it('signs in, rotating the session: the anonymous token no longer works', async () => {
    const anon = await t.anonymousToken();
    const res = await t.call<{ token: string }>(
      'auth/login',
      { username: 'admin@asesa.test', password: 'Admin#2026' },
      anon,
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.token).not.toBe(anon);
    expect((await t.call('auth/whoami', {}, res.body.data!.token)).status).toBe(200);
    expect((await t.call('auth/whoami', {}, anon)).status).toBe(401);
  });

  it('accepts the e-mail in any case', async () => {
    const anon = await t.anonymousToken();
    const res = await t.call(
      'auth/login',
      { username: 'Consultant@Asesa.TEST', password: 'Consultant#2026' },
      anon,
    );
    expect(res.status).toBe(200);
  });

  it('answers 401 with a clear message for a wrong password or unknown user', async () => {
    for (const username of ['collaborator@asesa.test', 'nobody@asesa.test']) {
      const res = await t.call('auth/login', { username, password: 'wrong' }, await t.anonymousToken());
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 401,
        data: null,
        error: { message: WRONG_CREDENTIALS_MESSAGE, reason: 'invalid_credentials' },
      });
    }
  });

  it('requires a token to log in', async () => {
    await expectRefusal(t.call('auth/login', { username: 'admin@asesa.test', password: 'Admin#2026' }), {
      status: 401,
      reason: 'invalid_token',
    });
  });

  it('names the missing or wrong-typed field', async () => {
    const anon = await t.anonymousToken();
    await expectRefusal(t.call('auth/login', { username: 'admin@asesa.test' }, anon), {
      status: 400,
      field: 'password',
    });
    await expectRefusal(t.call('auth/login', { username: 42, password: 'x' }, anon), {
      status: 400,
      message: /^username: /,
    });
    const notEmail = await t.call('auth/login', { username: 'not-an-email', password: 'x' }, anon);
    expect(notEmail.body.error!.message).toBe('username: username must be an e-mail address');
  });

  it('logout revokes the session on the server', async () => {
    const token = await t.signIn('consultant');
    const res = await t.call('auth/logout', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    await expectRefusal(t.call('auth/whoami', {}, token), { status: 401, reason: 'invalid_token' });
  });
});

describe('session calls by role', () => {
  it('whoami, user-context and is-admin describe each role', async () => {
    for (const role of ['admin', 'consultant', 'collaborator'] as const) {
      const token = await t.signIn(role);
      const who = await t.callOk('auth/whoami', {}, token);
      expect(who.user.role).toBe(role);
      expect(who.user.is_agree_tnc).toBe(true);
      const ctx = await t.callOk('auth/user-context', {}, token);
      expect(ctx).toEqual({ role, menus: SIDEBAR_MENUS[role] });
      expect(await t.callOk('auth/is-admin', {}, token)).toEqual({ status: role === 'admin' });
    }
  });

  it('gives a collaborator its corporate (for the role label and logo)', async () => {
    const who = await t.callOk('auth/whoami', {}, await t.signIn('collaborator'));
    expect(who.corporate).toMatchObject({
      name: 'Demo Corporation',
      title: 'Demo Corp',
      is_logo_available: false,
      corporate_logo: null,
    });
  });

  it('answers 401 not_signed_in for an anonymous token', async () => {
    const res = await t.call('auth/whoami', {}, await t.anonymousToken());
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ message: 'You are not signed in.', reason: 'not_signed_in' });
  });

  it('profile returns name, path, thumbnail, title', async () => {
    const p = await t.callOk('auth/profile', {}, await t.signIn('consultant'));
    expect(p).toEqual({ name: 'Citra Consultant', path: null, thumbnail: null, title: 'Senior consultant' });
  });

  it('credit-balance is the ledger sum for non-admins and refused for admins', async () => {
    // The demo's 500 opening credits less the five candidates who started, 3 credits each.
    expect(await t.callOk('auth/credit-balance', {}, await t.signIn('collaborator'))).toEqual({
      balance: 485,
    });
    expect(await t.callOk('auth/credit-balance', {}, await t.signIn('consultant'))).toEqual({ balance: 485 });
    const admin = await t.call('auth/credit-balance', {}, await t.signIn('admin'));
    expect(admin.status).toBe(403);
  });
});

describe('the HTTP edge', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^The request body is not valid JSON/);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.call('auth/nothing-here', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 404,
      data: null,
      error: { message: 'No such API path: POST /api/v1/auth/nothing-here' },
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: JSON.stringify({ username: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The request body is too large.');
  });

  it('serves the health check and the OpenAPI document with every call', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ code: 200, data: { status: 'ok', database: t.engine } });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      'token/get',
      'token/refresh',
      'auth/login',
      'auth/logout',
      'auth/whoami',
      'auth/user-context',
      'auth/is-admin',
      'auth/profile',
      'auth/credit-balance',
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/${path}`);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
