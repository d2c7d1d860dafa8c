import { type ReactNode, useEffect } from 'react';

import { useAuth } from '../auth/auth-context';

export interface SignInRequiredProps {
  children: ReactNode;
}

/**
 * A signed-in page opened while signed out: shows `children` (the landing page) with the sign-in open. The URL is
 * kept, so once signed in the same route shows the page that was asked for.
 */
export function SignInRequired({ children }: SignInRequiredProps) {
  const { openSignIn } = useAuth();

  useEffect(() => {
    openSignIn();
  }, [openSignIn]);

  return children;
}
