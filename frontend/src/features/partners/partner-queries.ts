import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Split changes move the splits (their list and each target's); a retry moves the ledger and the sale's details. */
function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  if (typeof path !== 'string') return false;
  return (
    path === '/api/splits' || /^\/api\/(vendors|products)\/\d+\/splits$/.test(path) || path.startsWith('/api/payouts') || path.startsWith('/api/transactions/')
  );
}

/** Refetches every query a change of splits or payouts affects. */
export function useInvalidatePartnerQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAffected }), [queryClient]);
}
