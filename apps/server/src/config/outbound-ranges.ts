import ipaddr from 'ipaddr.js';

// The operator's OUTBOUND_ALLOWED_RANGES, parsed: private ranges the server may send partner
// events to although they are not public (an on-premise ATS). Parsed here, where the setting is
// read, so a bad range stops the server at start; lib/outbound applies the policy.

export type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export interface OutboundPolicy {
  /** CIDR ranges allowed although not public (from OUTBOUND_ALLOWED_RANGES). */
  allowed: readonly Range[];
}

/** The policy of a comma list of CIDR ranges (`10.20.0.0/16, fd00::/8`); throws on one that is not. */
export function outboundPolicy(allowedRanges: string): OutboundPolicy {
  const allowed = allowedRanges
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => ipaddr.parseCIDR(r) as Range);
  return { allowed };
}
