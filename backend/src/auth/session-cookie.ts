/** Cookie name Clerk uses for its session token; the local provider sets the same one. */
export const SESSION_COOKIE = '__session';

/** The session cookie lets a plain navigation to /api/logout identify the user. */
export function sessionCookie(token: string, maxAgeSeconds = 7 * 24 * 3600): string {
  return `${SESSION_COOKIE}=${token}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/api; HttpOnly; SameSite=Lax; Max-Age=0`;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
