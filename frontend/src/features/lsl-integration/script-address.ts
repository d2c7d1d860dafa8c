/** Why Second Life's servers could not call (or should not be given) the address filled into the scripts. */
export type ScriptAddressProblem = 'loopback' | 'private' | 'insecure';

const PRIVATE_NAME_SUFFIXES = ['.local', '.lan', '.internal', '.home.arpa', '.intranet', '.corp'];

function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function loopbackHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || host === '::') return true;
  const bytes = ipv4(host);
  return bytes !== null && bytes[0] === 127;
}

function privateHost(host: string): boolean {
  const bytes = ipv4(host);
  if (bytes) {
    const [a, b] = bytes;
    // RFC 1918, link-local, and carrier-grade NAT (RFC 6598): none is reachable from the internet.
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  if (host.includes(':')) return /^f[cd]/i.test(host) || /^fe[89ab]/i.test(host);
  // A name without a dot, or under a suffix only a local network resolves.
  return !host.includes('.') || PRIVATE_NAME_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * The worst problem of the scripts' address: this computer only, a private network, or plain http:// (keys and sales
 * in clear). Null for a public https:// address.
 */
export function scriptAddressProblem(baseUrl: string): ScriptAddressProblem | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return 'private';
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (loopbackHost(host)) return 'loopback';
  if (privateHost(host)) return 'private';
  return url.protocol === 'https:' ? null : 'insecure';
}
