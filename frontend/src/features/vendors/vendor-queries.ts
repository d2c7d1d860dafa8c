import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// Vendor changes move the vendor list, the dashboard's vendor counts, the LSL status and the scripts (a vendor key is filled in).
const AFFECTED_PATHS = ['/api/vendors', '/api/dashboard', '/api/lsl/status', '/api/lsl/scripts'];

function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && AFFECTED_PATHS.some((prefix) => path.startsWith(prefix));
}

/** Refetches every query a vendor change affects. */
export function useInvalidateVendorQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAffected }), [queryClient]);
}
