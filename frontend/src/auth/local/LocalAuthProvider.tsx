import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { onTokenRejected, setAuthTokenSource } from '../../api/auth-token';
import { AuthContext } from '../auth-context';
import { useAuthState } from '../use-auth-state';
import { type LocalSession, LocalSessionContext } from './local-session';
import { tokenStore, tokenSubject } from './token-store';

// Loaded on first use, so the landing page does not download the form.
const SignInDialog = lazy(async () => ({ default: (await import('./SignInDialog')).SignInDialog }));

const readStoredToken = () => Promise.resolve(tokenStore.read());

export interface LocalAuthProviderProps {
  children: ReactNode;
}

/** Sign-in against the API's built-in accounts; used when no Clerk key is configured. */
export function LocalAuthProvider({ children }: LocalAuthProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => tokenStore.read());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);

  // Declared before the user query so the fetcher has its token source when that query first runs.
  useEffect(() => {
    setAuthTokenSource(readStoredToken);
    return () => setAuthTokenSource(null);
  }, []);

  const signOut = useCallback(() => {
    tokenStore.clear();
    setToken(null);
    queryClient.clear();
    return Promise.resolve();
  }, [queryClient]);

  // A stored token the API refuses (expired, or all sessions revoked) signs the user out.
  useEffect(
    () =>
      onTokenRejected(() => {
        void signOut();
        void navigate('/', { replace: true });
      }),
    [signOut, navigate],
  );

  const openSignIn = useCallback(() => {
    setDialogUsed(true);
    setDialogOpen(true);
  }, []);
  const signedIn = useCallback(
    (newToken: string) => {
      queryClient.clear();
      tokenStore.write(newToken);
      setToken(newToken);
      setDialogOpen(false);
    },
    [queryClient],
  );
  // The same user with a new token (after a password or e-mail change): keep the loaded data.
  const acceptToken = useCallback(
    (newToken: string) => {
      if (token !== null && tokenSubject(token) === tokenSubject(newToken)) {
        tokenStore.write(newToken);
        setToken(newToken);
        return;
      }
      signedIn(newToken);
    },
    [token, signedIn],
  );
  const session = useMemo<LocalSession>(() => ({ acceptToken }), [acceptToken]);

  const state = useAuthState({
    mode: 'local',
    providerLoaded: true,
    signedIn: token !== null,
    userId: token ? tokenSubject(token) : null,
    openSignIn,
    signOut,
    getToken: readStoredToken,
  });

  return (
    <AuthContext.Provider value={state}>
      <LocalSessionContext.Provider value={session}>{children}</LocalSessionContext.Provider>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <SignInDialog open={dialogOpen && !state.isSignedIn} onClose={() => setDialogOpen(false)} onSignedIn={signedIn} />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
}
