import { lookup } from 'node:dns/promises';
import type { OutboundPolicy } from '../../config/outbound-ranges';
import { addressRefused, isIpLiteral } from './outbound-address';

/** A save waits this long for DNS; a name not answered by then is checked at delivery. */
const SAVE_LOOKUP_MS = 2000;

export type OutboundUrlProblem = 'not-http' | 'has-credentials' | 'inward';

/** What is wrong with a URL the server is to send to, from its text alone, or null. */
export function outboundUrlProblem(text: string, policy: OutboundPolicy): OutboundUrlProblem | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not-http';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not-http';
  if (url.username || url.password) return 'has-credentials';
  // A fully qualified name may end with a dot: "localhost." is localhost.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'inward';
  if (isIpLiteral(host) && addressRefused(host, policy)) return 'inward';
  return null;
}

/**
 * The URL's problem once its name is looked up: a name that resolves to a refused address is
 * inward too. A name that does not resolve now is no problem yet (a partner may save its URL
 * before its DNS is live): every delivery looks it up again and refuses it then.
 */
export async function resolvedUrlProblem(
  text: string,
  policy: OutboundPolicy,
): Promise<OutboundUrlProblem | null> {
  const problem = outboundUrlProblem(text, policy);
  if (problem) return problem;
  const host = new URL(text).hostname;
  if (isIpLiteral(host)) return null;
  const unanswered = new Promise<[]>((resolve) => setTimeout(resolve, SAVE_LOOKUP_MS, []).unref());
  const addresses = await Promise.race([
    lookup(host, { all: true, verbatim: true }).catch(() => []),
    unanswered,
  ]);
  return addresses.some((a) => addressRefused(a.address, policy)) ? 'inward' : null;
}
