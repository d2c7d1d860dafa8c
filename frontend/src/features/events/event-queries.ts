import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// Event changes move the event list and details (every id) and the dashboard's current event.
const AFFECTED_PATHS = ['/api/events', '/api/dashboard'];

function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && AFFECTED_PATHS.some((prefix) => path.startsWith(prefix));
}

/** Refetches every query an event or participation change affects. */
export function useInvalidateEventQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAffected }), [queryClient]);
}
