import type { Deps } from '../../deps';
import { tooManyRequests } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { SSO_MESSAGES } from './sso.messages';

// sso/start is anonymous and each start fetches the provider's metadata and keeps a row: starts
// are limited per address and per e-mail domain (one address cannot flood, and many addresses
// cannot flood one company's provider). Counted in memory per instance over a sliding minute;
// the oldest start in the window says when the next is allowed (Retry-After).

const WINDOW_MS = 60_000;
/** Keys remembered at once; the least recently used is forgotten beyond it. */
const KEPT = 10_000;

const starts = new Map<string, number[]>();

/** Counts a start for the key; answers the seconds to wait when the limit was reached. */
function take(key: string, limit: number, now: number): number | null {
  const recent = (starts.get(key) ?? []).filter((at) => at > now - WINDOW_MS);
  starts.delete(key);
  if (recent.length >= limit) {
    starts.set(key, recent);
    return Math.max(1, Math.ceil((recent[0] + WINDOW_MS - now) / 1000));
  }
  recent.push(now);
  starts.set(key, recent);
  if (starts.size > KEPT) starts.delete(starts.keys().next().value!);
  return null;
}

/** Refuses a start over the address's or the domain's limit: 429 naming the wait, in the reader's language. */
export function assertSsoStartAllowed(deps: Deps, ip: string, domain: string): void {
  const now = Date.now();
  const wait =
    take(`ip:${ip}`, deps.env.SSO_START_RATE_LIMIT_PER_IP, now) ??
    take(`domain:${domain}`, deps.env.SSO_START_RATE_LIMIT_PER_DOMAIN, now);
  if (wait !== null) throw tooManyRequests(fillMessage(SSO_MESSAGES.startThrottled, { seconds: wait }), wait);
}
