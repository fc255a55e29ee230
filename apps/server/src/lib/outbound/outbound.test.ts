import type { lookup } from 'node:dns';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { outboundPolicy } from '../../config/outbound-ranges';
import { guardedLookup, guardedPost, InwardAddressError } from './guarded-post';
import { addressRefused } from './outbound-address';
import { outboundUrlProblem, resolvedUrlProblem } from './outbound-url';

const publicOnly = outboundPolicy('');

describe('addressRefused', () => {
  it('refuses every address that is not public unicast, IPv4 written as IPv6 included', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'not an address',
    ])
      expect(addressRefused(address, publicOnly), address).toBe(true);
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(addressRefused(address, publicOnly), address).toBe(false);
  });

  it("allows the operator's private ranges, and only those", () => {
    const onPremise = outboundPolicy('10.20.0.0/16, fd12::/16');
    expect(addressRefused('10.20.3.4', onPremise)).toBe(false);
    expect(addressRefused('fd12::5', onPremise)).toBe(false);
    expect(addressRefused('10.21.0.1', onPremise)).toBe(true);
    expect(addressRefused('127.0.0.1', onPremise)).toBe(true);
    expect(() => outboundPolicy('10.0.0.0/99')).toThrow();
  });
});

describe('outboundUrlProblem', () => {
  it('takes http(s) URLs to public hosts only', () => {
    expect(outboundUrlProblem('https://ats.example.com/hook', publicOnly)).toBeNull();
    expect(outboundUrlProblem('file:///etc/passwd', publicOnly)).toBe('not-http');
    expect(outboundUrlProblem('gopher://example.com', publicOnly)).toBe('not-http');
    expect(outboundUrlProblem('not a url', publicOnly)).toBe('not-http');
    expect(outboundUrlProblem('https://user:pw@ats.example.com/', publicOnly)).toBe('has-credentials');
    expect(outboundUrlProblem('http://LOCALHOST:80/', publicOnly)).toBe('inward');
    expect(outboundUrlProblem('http://[::1]/', publicOnly)).toBe('inward');
    expect(outboundUrlProblem('http://0x7f000001/', publicOnly)).toBe('inward');
  });

  it('saves a name that does not resolve yet', async () => {
    expect(await resolvedUrlProblem('https://hook.not-yet-live.invalid/', publicOnly)).toBeNull();
  });
});

describe('guardedLookup', () => {
  // DNS rebinding: the name answers a public address to the check and an inward one to the
  // connection. The connection's own lookup is the one judged, so the inward answer is refused.
  const answering = (...addresses: string[]): typeof lookup =>
    ((
      _host: string,
      _options: unknown,
      callback: (e: null, a: { address: string; family: number }[]) => void,
    ) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )) as unknown as typeof lookup;

  const run = (resolve: typeof lookup) =>
    new Promise<{ err: Error | null; address: string }>((done) =>
      guardedLookup(publicOnly, resolve)('ats.example.com', {}, (err, address) =>
        done({ err, address: String(address) }),
      ),
    );

  it('refuses a name with any inward address, and passes a public one', async () => {
    const inward = await run(answering('93.184.215.14', '127.0.0.1'));
    expect(inward.err).toBeInstanceOf(InwardAddressError);
    expect(inward.err?.message).toBe("ats.example.com resolves to 127.0.0.1, inside the server's network");
    expect(await run(answering('93.184.215.14'))).toEqual({ err: null, address: '93.184.215.14' });
  });
});

describe('guardedPost', () => {
  it('never reaches a loopback server unless its range is allowed, and follows no redirect', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const init = { headers: {}, body: '{}', timeoutMs: 2000 };
    try {
      await expect(guardedPost(url, { ...init, policy: publicOnly })).rejects.toBeInstanceOf(
        InwardAddressError,
      );
      expect(hits).toBe(0);
      expect(await guardedPost(url, { ...init, policy: outboundPolicy('127.0.0.1/32') })).toBe(302);
      expect(hits).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
