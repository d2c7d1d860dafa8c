import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// Promotion changes move the promotion list and its settings (whether discounts add up).
const AFFECTED_PATHS = ['/api/promotions'];

function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && AFFECTED_PATHS.some((prefix) => path.startsWith(prefix));
}

/** Refetches every query a promotion change affects. */
export function useInvalidatePromotionQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAffected }), [queryClient]);
}
