import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * IANA's global unicast space (2000::/3). ipaddr.js names what it knows and calls everything else
 * "unicast", including the deprecated IPv4-compatible form `::a.b.c.d` (`::7f00:1` is 127.0.0.1 on
 * some stacks) and the rest of the IETF-reserved `::/8`: only this block is routed on the internet.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True for an address on the public internet; false for private, local, reserved and special ones,
 * so a calendar import never reaches our own network or the cloud's metadata service (SSRF).
 *
 * Classified by ipaddr.js's range names (a maintained table of the IANA special-purpose registries):
 * anything not plain `unicast` is refused. An IPv4-mapped address (`::ffff:10.0.0.1`) reaches the IPv4
 * inside it, so that one is classified; the other forms that carry an IPv4 address (6to4 `2002::/16`,
 * NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`, Teredo, IPv4-translated `::ffff:0:0:0/96`,
 * IPv4-compatible `::/96`) are refused outright, whatever they wrap.
 */
export function isPublicAddress(address: string): boolean {
  // Only the canonical forms a resolver returns: ipaddr.js alone would also read `127.1` or `0x7f.1`.
  const family = isIP(address);
  if (family === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed instanceof ipaddr.IPv6) {
    if (parsed.range() === 'ipv4Mapped') return parsed.toIPv4Address().range() === 'unicast';
    return parsed.range() === 'unicast' && parsed.match(GLOBAL_UNICAST_V6);
  }
  return parsed.range() === 'unicast';
}
