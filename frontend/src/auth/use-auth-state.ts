import { useEffect, useMemo, useState } from 'react';

import { ApiError, isAuthError } from '../api/api-error';
import { ACCOUNT_DEACTIVATED_MESSAGE, onAccountDeactivated } from '../api/auth-token';
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
  // Any call of this session refused because the account was deactivated (the user record's own included).
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  useEffect(() => onAccountDeactivated(() => setRefusedFor(userId ?? 'signed-in')), [userId]);
  const userRefused = userQuery.error instanceof ApiError && userQuery.error.status === 403 && userQuery.error.apiMessage === ACCOUNT_DEACTIVATED_MESSAGE;
  const isDeactivated = isSignedIn && (userRefused || refusedFor === (userId ?? 'signed-in'));

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
      isDeactivated,
      openSignIn,
      signOut,
      getToken,
      ...(openAccountSettings ? { openAccountSettings } : {}),
    };
  }, [mode, providerLoaded, userPending, isSignedIn, userId, user, isDeactivated, openSignIn, signOut, getToken, openAccountSettings]);
}
