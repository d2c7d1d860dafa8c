import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '../auth-context';
import ClerkAuthProvider from './ClerkAuthProvider';

const clerk = vi.hoisted(() => ({ openSignIn: vi.fn(), signOut: vi.fn() }));

// Clerk's SDK loads its UI from Clerk's servers; here it is a signed-out stand-in that records how the sign-in was opened.
vi.mock('@clerk/react', () => ({
  ClerkProvider: ({ children }: { children: React.ReactNode }) => children,
  useClerk: () => clerk,
  useAuth: () => ({ isLoaded: true, isSignedIn: false, userId: null }),
  getToken: async () => null,
}));

function SignInButton() {
  const { openSignIn, isSignedIn } = useAuth();
  return (
    <button type="button" onClick={openSignIn} disabled={isSignedIn}>
      Sign in
    </button>
  );
}

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <ClerkAuthProvider publishableKey="pk_test_placeholder">
          <SignInButton />
        </ClerkAuthProvider>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

describe('ClerkAuthProvider', () => {
  afterEach(() => {
    clerk.openSignIn.mockReset();
    window.history.pushState(null, '', '/');
  });

  it("sends the user back to the page that asked for the sign-in, not to Clerk's default '/'", async () => {
    renderAt('/vendors?status=active');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(clerk.openSignIn).toHaveBeenCalledWith({ forceRedirectUrl: '/vendors?status=active', signUpForceRedirectUrl: '/vendors?status=active' });
  });

  it('follows the page shown when the sign-in opens', async () => {
    renderAt('/');
    window.history.pushState(null, '', '/lsl-integration');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(clerk.openSignIn).toHaveBeenCalledWith({ forceRedirectUrl: '/lsl-integration', signUpForceRedirectUrl: '/lsl-integration' });
  });
});
