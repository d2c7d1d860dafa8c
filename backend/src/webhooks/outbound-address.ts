import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses the platform never calls on a merchant's behalf: this machine, private networks, link-local (cloud metadata
 * at 169.254.169.254), carrier-grade NAT, multicast, documentation and reserved ranges, in IPv4 and IPv6.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IPv4 or IPv6 literal) is one the platform may call. IPv4 written in IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const WEBHOOK_URL_INVALID = 'url must be an https:// address of at most 2000 characters, e.g. https://example.com/hooks/sl-vendor';
export const WEBHOOK_URL_NOT_PUBLIC =
  'url must point at a public address: loopback, private, link-local and reserved addresses (and names resolving to them) are refused';
export const WEBHOOK_URL_UNRESOLVED = 'url names a host that could not be found: check its spelling';

/** Why an address may not be called, or null when it may; `address` is what the call will connect to. */
export type OutboundCheck = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/**
 * Checks `url` before a call: https only (or an origin listed in `allowedOrigins`, which tests use for a receiver on
 * loopback), then every address its host resolves to must be public. The call then connects to the address checked
 * here, so a name that resolves elsewhere a moment later (DNS rebinding) is never followed.
 */
export async function checkOutboundUrl(url: string, allowedOrigins: readonly string[]): Promise<OutboundCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: WEBHOOK_URL_INVALID };
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const allowed = allowedOrigins.includes(parsed.origin);
  if (!allowed && parsed.protocol !== 'https:') return { ok: false, reason: WEBHOOK_URL_INVALID };
  if (parsed.username || parsed.password) return { ok: false, reason: WEBHOOK_URL_INVALID };
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { ok: false, reason: WEBHOOK_URL_UNRESOLVED };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: WEBHOOK_URL_UNRESOLVED };
  if (!allowed && addresses.some((entry) => !isPublicAddress(entry.address))) return { ok: false, reason: WEBHOOK_URL_NOT_PUBLIC };
  return { ok: true, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
