import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// A box change moves the box list, the scripts (a box key is filled in), the object counts and, when a box is
// switched off or deleted, the requests it held.
const AFFECTED_PATHS = ['/api/delivery-boxes', '/api/lsl/scripts', '/api/lsl/status', '/api/redeliveries'];

function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && AFFECTED_PATHS.some((prefix) => path.startsWith(prefix));
}

/** Refetches every query a delivery box change affects. */
export function useInvalidateDeliveryBoxQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAffected }), [queryClient]);
}
