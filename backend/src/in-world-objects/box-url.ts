/**
 * Whether the platform may call this delivery-box URL: http(s), no credentials, and a host in the allowed list
 * (an entry starting with "." allows every host of that domain).
 */
export function isAllowedBoxUrl(raw: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed));
}
