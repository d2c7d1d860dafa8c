import { useMemo } from 'react';

import { isAuthError } from '../api/api-error';
import { useGetAuthUser } from '../api/generated/endpoints/account/account';
import type { AuthMode, AuthState } from './auth-context';

/** What a provider implementation knows by itself, before the user record is loaded. */
export interface ProviderAuthState {
  mode: AuthMode;
  providerLoaded: boolean;
  signedIn: boolean;
  userId: string | null;
  openSignIn: AuthState['openSignIn'];
  signOut: AuthState['signOut'];
  getToken: AuthState['getToken'];
  openAccountSettings?: AuthState['openAccountSettings'];
}

/**
 * The part both providers share: loads GET /api/auth/user while signed in (one retry, docs/product.md, 3.1)
 * and derives the flags the app reads.
 */
export function useAuthState(provider: ProviderAuthState): AuthState {
  const { mode, providerLoaded, signedIn, userId, openSignIn, signOut, getToken, openAccountSettings } = provider;
  const isSignedIn = providerLoaded && signedIn;
  const userQuery = useGetAuthUser({
    query: {
      enabled: isSignedIn,
      retry: (failureCount, error) => failureCount < 1 && !isAuthError(error),
    },
  });
  const user = isSignedIn ? (userQuery.data ?? null) : null;
  const userPending = isSignedIn && userQuery.isPending;

  return useMemo<AuthState>(() => {
    const isAdmin = user?.role === 'admin';
    return {
      mode,
      isLoaded: providerLoaded && !userPending,
      isSignedIn,
      userId: isSignedIn ? (userId ?? user?.id ?? null) : null,
      user,
      isAdmin,
      // A missing role means vendor.
      isVendor: isSignedIn && !isAdmin,
      openSignIn,
      signOut,
      getToken,
      ...(openAccountSettings ? { openAccountSettings } : {}),
    };
  }, [mode, providerLoaded, userPending, isSignedIn, userId, user, openSignIn, signOut, getToken, openAccountSettings]);
}
