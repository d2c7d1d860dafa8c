import { vi } from 'vitest';

import type { AuthState } from '../../auth/auth-context';

/** A fetch stand-in answering each call with the next queued JSON response; records what was asked. */
export function queuedFetch() {
  const answers: Array<{ status: number; body: unknown }> = [];
  const mock = vi.fn<typeof fetch>(() => {
    const next = answers.shift() ?? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'No answer queued.' } };
    return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } }));
  });
  return {
    mock,
    answer: (status: number, body: unknown) => answers.push({ status, body }),
    calls: () =>
      mock.mock.calls.map(([url, init]) => ({
        url: typeof url === 'string' ? url : url instanceof URL ? url.href : url.url,
        method: init?.method,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      })),
  };
}

/** The auth state of a signed-out (or signed-in) visitor of the built-in sign-in. */
export function localAuthState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    mode: 'local',
    isLoaded: true,
    isSignedIn: false,
    userId: null,
    user: null,
    isAdmin: false,
    isVendor: false,
    isDeactivated: false,
    openSignIn: vi.fn(),
    signOut: vi.fn(() => Promise.resolve()),
    getToken: () => Promise.resolve(null),
    ...overrides,
  };
}
