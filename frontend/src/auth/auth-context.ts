import { createContext, useContext } from 'react';

import type { UserDto } from '../api/generated/model';

export type AuthMode = 'clerk' | 'local';

/** What every part of the app knows about the signed-in user, whichever provider is behind it. */
export interface AuthState {
  mode: AuthMode;
  /** False until the provider has loaded and, when signed in, the user record has loaded. */
  isLoaded: boolean;
  isSignedIn: boolean;
  userId: string | null;
  user: UserDto | null;
  isAdmin: boolean;
  isVendor: boolean;
  /** The API refuses this signed-in account: an administrator deactivated it. */
  isDeactivated: boolean;
  openSignIn: () => void;
  signOut: () => Promise<void>;
  getToken: () => Promise<string | null>;
  /** Clerk only: opens Clerk's own account page (password, e-mail addresses), which replaces the built-in forms. */
  openAccountSettings?: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}
