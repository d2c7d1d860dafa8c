import { ClerkProvider, getToken as getClerkToken, useAuth as useClerkAuth, useClerk } from '@clerk/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';

import { onTokenRejected, setAuthTokenSource } from '../../api/auth-token';
import { AuthContext } from '../auth-context';
import { useAuthState } from '../use-auth-state';

const readClerkToken = () => getClerkToken();

/** The address shown now, read when the sign-in opens so navigating does not change the auth state. */
const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export interface ClerkAuthProviderProps {
  publishableKey: string;
  children: ReactNode;
}

/** Clerk's hosted sign-in (modal); loaded only when VITE_CLERK_PUBLISHABLE_KEY is set. */
export default function ClerkAuthProvider({ publishableKey, children }: ClerkAuthProviderProps) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      afterSignOutUrl="/"
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
    >
      <ClerkAuthBridge>{children}</ClerkAuthBridge>
    </ClerkProvider>
  );
}

function ClerkAuthBridge({ children }: { children: ReactNode }) {
  const clerk = useClerk();
  const { isLoaded, isSignedIn, userId } = useClerkAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Declared before the user query so the fetcher has its token source when that query first runs.
  useEffect(() => {
    setAuthTokenSource(readClerkToken);
    return () => setAuthTokenSource(null);
  }, []);

  const signOut = useCallback(async () => {
    queryClient.clear();
    await clerk.signOut();
  }, [clerk, queryClient]);

  useEffect(
    () =>
      onTokenRejected(() => {
        void signOut().then(() => navigate('/', { replace: true }));
      }),
    [signOut, navigate],
  );

  // Back to the page that asked for the sign-in (a deep link to /vendors lands on /vendors), not Clerk's default '/'.
  const openSignIn = useCallback(() => {
    const here = currentPath();
    clerk.openSignIn({ forceRedirectUrl: here, signUpForceRedirectUrl: here });
  }, [clerk]);

  const openAccountSettings = useCallback(() => clerk.openUserProfile(), [clerk]);

  const state = useAuthState({
    mode: 'clerk',
    providerLoaded: isLoaded,
    signedIn: isSignedIn === true,
    userId: userId ?? null,
    openSignIn,
    signOut,
    getToken: readClerkToken,
    openAccountSettings,
  });

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
