import { lazy, type ReactNode, Suspense } from 'react';

import { FullPageSpinner } from '../ui/FullPageSpinner';
import { LocalAuthProvider } from './local/LocalAuthProvider';

// Clerk's SDK is only downloaded when a publishable key is configured.
const ClerkAuthProvider = lazy(() => import('./clerk/ClerkAuthProvider'));

// An empty value counts as unset.
export const clerkPublishableKey: string | undefined = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY || undefined;

export interface AuthProviderProps {
  children: ReactNode;
}

/** Clerk when VITE_CLERK_PUBLISHABLE_KEY is set, the API's local sign-in otherwise; both expose the same useAuth(). */
export function AuthProvider({ children }: AuthProviderProps) {
  if (clerkPublishableKey) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ClerkAuthProvider publishableKey={clerkPublishableKey}>{children}</ClerkAuthProvider>
      </Suspense>
    );
  }
  return <LocalAuthProvider>{children}</LocalAuthProvider>;
}
