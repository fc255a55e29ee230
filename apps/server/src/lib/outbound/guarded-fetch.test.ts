import type { lookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPolicy } from '../../config/outbound-ranges';
import { guardedFetch } from './guarded-fetch';
import { InwardAddressError } from './guarded-post';

// The fetch openid-client uses for a configured provider: a name is resolved by the connection's
// own guarded lookup (so one that points inward is refused there), redirects come back unfollowed.

let server: Server;
let port = 0;
const seen: { method?: string; body: string; type?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, body, type: req.headers['content-type'] });
      if (req.url === '/moved') {
        res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"issuer":"here"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guardedFetch', () => {
  it('refuses an inward name or address, and anything but http(s), before connecting', async () => {
    const publicOnly = guardedFetch(outboundPolicy(''));
    await expect(publicOnly(`http://localhost:${port}/`)).rejects.toBeInstanceOf(InwardAddressError);
    await expect(publicOnly(`http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(InwardAddressError);
    await expect(publicOnly('file:///etc/passwd')).rejects.toThrow(/not an http\(s\) URL/);
    expect(seen).toHaveLength(0);
  });

  it('refuses at the connection a name that passed the URL check but resolves inward', async () => {
    const rebinding = ((_host: string, _options: unknown, callback: (...a: unknown[]) => void) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as typeof lookup;
    const publicOnly = guardedFetch(outboundPolicy(''), rebinding);
    await expect(publicOnly(`http://provider.example:${port}/`)).rejects.toBeInstanceOf(InwardAddressError);
    expect(seen).toHaveLength(0);
  });

  it('answers a Response with the status, headers and body, sends a form body, follows no redirect', async () => {
    const allowed = guardedFetch(outboundPolicy('127.0.0.0/8'));
    const res = await allowed(`http://127.0.0.1:${port}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ issuer: 'here' });
    const posted = await allowed(`http://127.0.0.1:${port}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c' }),
    });
    expect(posted.status).toBe(200);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      body: 'grant_type=authorization_code&code=c',
      type: 'application/x-www-form-urlencoded',
    });
    const moved = await allowed(`http://127.0.0.1:${port}/moved`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://169.254.169.254/');
  });
});
