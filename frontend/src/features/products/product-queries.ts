import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// Product changes move the product list (every vendor filter) and the dashboard's product figures.
const AFFECTED_PATHS = ['/api/products', '/api/dashboard'];

function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && AFFECTED_PATHS.some((prefix) => path.startsWith(prefix));
}

/** Refetches every query a product change affects. */
export function useInvalidateProductQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAffected }), [queryClient]);
}
