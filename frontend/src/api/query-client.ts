import { QueryClient } from '@tanstack/react-query';

import { isAuthError } from './api-error';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_QUERY_RETRIES = 2;

/** Retry transient failures at most twice; a 401 or 403 will not change on retry. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && !isAuthError(error);
}

/** docs/product.md, 6: fresh for 5 minutes, no refetch on window focus or timer, mutations never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
