import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { OutboundPolicy } from '../../config/outbound-ranges';
import { guardedLookup, InwardAddressError } from './guarded-post';
import { outboundUrlProblem } from './outbound-url';

/** A provider's answer longer than this (metadata, keys, tokens are a few KB) is given up on. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** What a library's fetch hook passes (openid-client's customFetch): a subset of fetch's init. */
export interface FetchInit {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: ConstructorParameters<typeof Response>[0];
  signal?: AbortSignal | null;
}

/**
 * A fetch for libraries that call a URL a user configured (an OpenID provider's metadata, keys,
 * token and user-info endpoints): every connection resolves its name through guardedLookup, so a
 * provider whose name points, or later re-points, inside the server's network is refused at the
 * connection itself; redirects are answered as they are, never followed.
 */
export function guardedFetch(policy: OutboundPolicy, resolve: typeof dnsLookup = dnsLookup) {
  return (url: string, init: FetchInit = {}): Promise<Response> => {
    const problem = outboundUrlProblem(url, policy);
    if (problem === 'inward')
      return Promise.reject(
        new InwardAddressError(`${new URL(url).hostname} is inside the server's network`),
      );
    if (problem) return Promise.reject(new Error(`${url} is not an http(s) URL the server fetches`));
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
    // Whatever form the body takes (text, form fields, bytes, a stream), it is sent as its bytes.
    const bodyBytes =
      init.body == null
        ? Promise.resolve(undefined)
        : new Response(init.body).arrayBuffer().then(Buffer.from);
    return bodyBytes.then((body) =>
      send(client, target, headers, body, init, guardedLookup(policy, resolve)),
    );
  };
}

function send(
  client: typeof http | typeof https,
  target: URL,
  headers: Record<string, string>,
  body: Buffer | undefined,
  init: FetchInit,
  lookup: LookupFunction,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: init.method ?? 'GET',
        headers: body === undefined ? headers : { ...headers, 'content-length': body.length },
        lookup,
        signal: init.signal ?? AbortSignal.timeout(10_000),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            res.destroy();
            reject(new Error(`${target.host} answered more than ${MAX_ANSWER_BYTES} bytes`));
          } else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const answerHeaders = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const one of [v ?? []].flat()) answerHeaders.append(k, one);
          const status = res.statusCode ?? 502;
          // A Response cannot carry a body with a status that has none (204, 304).
          const content = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(content, { status, headers: answerHeaders }));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
