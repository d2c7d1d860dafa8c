import { createContext, useContext } from 'react';

/** What the built-in sign-in's pages need beyond useAuth(): taking a token the API handed out (reset, password change). */
export interface LocalSession {
  /** Signs in with (or switches to) this token, as the sign-in dialog does. */
  acceptToken: (token: string) => void;
}

export const LocalSessionContext = createContext<LocalSession | null>(null);

/** Null outside the built-in sign-in (with Clerk). */
export function useLocalSession(): LocalSession | null {
  return useContext(LocalSessionContext);
}
