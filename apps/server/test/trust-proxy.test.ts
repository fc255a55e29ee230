import { WEB_APP_NAME, WEB_APP_SECRET } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceIdFor, startTestApp, type TestApp } from './harness';

// The client address counts failed sign-ins per IP. X-Forwarded-For is believed only from the
// peers TRUST_PROXY names (default: loopback, the nginx of deploy/); from anyone else a client
// could dodge the limit by inventing a new address on every try.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_IP: '3', LOGIN_RATE_LIMIT_PER_ACCOUNT: '100' } });
});
afterAll(() => t.close());

/** A failed sign-in sent from `peer` (the TCP address) claiming to be `forwardedFor`. */
async function failedLogin(peer: string, forwardedFor: string, i: number) {
  const device = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token/get',
    remoteAddress: peer,
    payload: { app_name: WEB_APP_NAME, secret: WEB_APP_SECRET, device_type: 'web', device_id: deviceIdFor() },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: peer,
    headers: { authorization: `Bearer ${device.json().data.token}`, 'x-forwarded-for': forwardedFor },
    payload: { username: `nobody${i}@example.com`, password: 'wrong' },
  });
  return res.statusCode;
}

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For from the proxy on loopback: each forwarded client has its own limit', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await failedLogin('127.0.0.1', `198.51.100.${i}`, i));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });

  it('ignores X-Forwarded-For from any other peer: a new made-up address per try does not help', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await failedLogin('203.0.113.9', `198.51.100.${50 + i}`, i));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
