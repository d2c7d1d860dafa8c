const STORAGE_KEY = 'sl-vendor-platform.auth-token';

/** The local provider's token, kept in localStorage so a reload stays signed in. */
export const tokenStore = {
  read(): string | null {
    try {
      return window.localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    window.localStorage.setItem(STORAGE_KEY, token);
  },
  clear(): void {
    window.localStorage.removeItem(STORAGE_KEY);
  },
};

/** The `sub` claim of a JWT (the user id), without verifying it: the API does that. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
