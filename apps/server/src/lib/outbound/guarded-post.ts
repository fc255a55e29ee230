import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { OutboundPolicy } from '../../config/outbound-ranges';
import { addressRefused } from './outbound-address';
import { outboundUrlProblem } from './outbound-url';

/** Thrown when the address is one the server must not reach; the delivery records it as its error. */
export class InwardAddressError extends Error {
  override name = 'InwardAddressError';
}

/**
 * The DNS lookup of the connection itself, refusing a name any of whose addresses is refused: the
 * check and the connection use the same answer, so a name cannot resolve outward when checked and
 * inward when connected (DNS rebinding).
 */
export function guardedLookup(policy: OutboundPolicy, resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...(options as LookupAllOptions), all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => addressRefused(a.address, policy));
      if (refused)
        return callback(
          new InwardAddressError(`${hostname} resolves to ${refused.address}, inside the server's network`),
          '',
          4,
        );
      if ((options as LookupAllOptions).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/**
 * POSTs (or PATCHes) a body to a URL a user chose, only to public addresses (or the ranges the operator
 * allowed), never following a redirect; answers the HTTP status. Throws on a refused address, a
 * network failure or the timeout.
 */
export function guardedPost(
  url: string,
  init: {
    headers: Record<string, string>;
    body: string;
    timeoutMs: number;
    policy: OutboundPolicy;
    method?: 'POST' | 'PATCH';
  },
): Promise<number> {
  const problem = outboundUrlProblem(url, init.policy);
  if (problem)
    return Promise.reject(
      problem === 'inward'
        ? new InwardAddressError(`${new URL(url).hostname} is inside the server's network`)
        : new Error(`${url} is not an http(s) URL the server sends to`),
    );
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: init.method ?? 'POST',
        headers: { ...init.headers, 'content-length': Buffer.byteLength(init.body) },
        lookup: guardedLookup(init.policy),
        // A partner that accepts the connection and then says nothing is given up on in time.
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (res) => {
        // The answer's body is not read: only its status counts, and a partner cannot make the
        // server hold a large one.
        res.destroy();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
