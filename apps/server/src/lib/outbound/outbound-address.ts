import ipaddr from 'ipaddr.js';
import type { OutboundPolicy } from '../../config/outbound-ranges';

// Where the server may send a request a user chose the address of (a corporate's callback_url):
// to public unicast addresses only, so a saved URL can never make the server reach its own
// machine, the cloud's metadata service or the office network behind it. An operator may open
// private ranges for an on-premise ATS (OUTBOUND_ALLOWED_RANGES, config/outbound-ranges.ts).

/** Whether a text is an IP address (v4 or v6, brackets allowed) rather than a host name. */
export const isIpLiteral = (host: string) => ipaddr.isValid(host.replace(/^\[|\]$/g, ''));

/**
 * Whether the server must not connect to this address: anything but a public unicast address
 * (loopback, private, link-local, carrier-grade NAT, unique-local, multicast, reserved,
 * unspecified…), unless the operator allowed its range. An IPv4 address written as IPv6
 * (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function addressRefused(address: string, policy: OutboundPolicy): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return true;
  }
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (policy.allowed.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits))) return false;
  return ip.range() !== 'unicast';
}
