import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// Gift card changes move the card list and each card's redemptions.
const AFFECTED_PATHS = ['/api/gift-cards'];

function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && AFFECTED_PATHS.some((prefix) => path.startsWith(prefix));
}

/** Refetches every query a gift card change affects. */
export function useInvalidateGiftCardQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAffected }), [queryClient]);
}
