import type { FastifyRequest } from 'fastify';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** host[:port], lower-cased, without the scheme's default port. */
function normalHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? normalHost(parsed.host) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser navigation started on this site (or was typed in), rather than on another site's link or form.
 * Browsers send Sec-Fetch-Site, which no page can set: it decides when present. Without it (older browsers, and
 * navigations to plain-HTTP addresses, where browsers may leave it out) Origin or Referer must be there and name
 * this server (its Host, or PUBLIC_URL): a page can hide its address (rel="noreferrer"), so a navigation that says
 * nothing of where it comes from is not trusted.
 */
export function isNavigationFromThisSite(request: FastifyRequest, publicUrl?: string): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const ownHosts = new Set([normalHost(request.host)]);
  if (publicUrl) ownHosts.add(hostOf(publicUrl) ?? '');
  const sources = ['origin', 'referer'].map((name) => header(request, name)).filter((value): value is string => value !== undefined);
  return sources.length > 0 && sources.every((value) => ownHosts.has(hostOf(value) ?? ''));
}
