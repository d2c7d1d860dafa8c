import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// A new version changes the product's SL Item ID (the Products page) and its versions; updates move their counts.
const AFFECTED_PATHS = ['/api/update-broadcasts', '/api/products'];

function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && AFFECTED_PATHS.some((prefix) => path.startsWith(prefix));
}

/** Refetches every query a published version or an update's pause, resume or cancel affects. */
export function useInvalidateUpdateQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAffected }), [queryClient]);
}
