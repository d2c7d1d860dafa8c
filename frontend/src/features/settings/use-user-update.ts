import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { getGetAuthUserQueryKey } from '../../api/generated/endpoints/account/account';
import type { UserDto } from '../../api/generated/model';

/** After a settings change: keep the returned user, then refetch the user query (docs/product.md, 7). */
export function useUserUpdated(): (user: UserDto) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: UserDto) => {
      queryClient.setQueryData(getGetAuthUserQueryKey(), user);
      await queryClient.invalidateQueries({ queryKey: getGetAuthUserQueryKey() });
    },
    [queryClient],
  );
}
