/** Cookie name Clerk uses for its session token; the local provider sets the same one. */
export const SESSION_COOKIE = '__session';

/** Secure when the request came over HTTPS (behind a proxy, as TRUST_PROXY lets X-Forwarded-Proto say). */
export interface CookieOptions {
  secure: boolean;
}

function attributes({ secure }: CookieOptions): string {
  return `Path=/api; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session cookie lets a plain navigation to /api/logout identify the user. */
export function sessionCookie(token: string, options: CookieOptions, maxAgeSeconds = 7 * 24 * 3600): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(options)}; Max-Age=${maxAgeSeconds}`;
}

export function clearedSessionCookie(options: CookieOptions): string {
  return `${SESSION_COOKIE}=; ${attributes(options)}; Max-Age=0`;
}

export function cookieOptionsFor(request: { protocol: string }): CookieOptions {
  return { secure: request.protocol === 'https' };
}

/** The cookie's value; undefined when it is missing or its escapes are malformed ("%E0%A4%A"), as if it were not sent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
