import type { QueryClient } from '@tanstack/react-query';

import { getGetAdminActivitiesQueryKey, getGetAdminUsersQueryKey, getGetPlatformStatsQueryKey } from '../../api/generated/endpoints/admin/admin';

const COMMISSION_CONFIGS_PATH = '/api/admin/commission-configs';

/** After a change to users: every page of the user list, every user's details and the activity log (each change is recorded there). */
export function refreshAfterUserChange(queryClient: QueryClient): Promise<unknown> {
  const [usersPath] = getGetAdminUsersQueryKey();
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(usersPath) }),
    queryClient.invalidateQueries({ queryKey: getGetAdminActivitiesQueryKey() }),
  ]);
}

/** After saving a commission configuration: the list, every preview and the figures that depend on the rates. */
export function refreshAfterCommissionChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(COMMISSION_CONFIGS_PATH),
    }),
    queryClient.invalidateQueries({ queryKey: getGetAdminActivitiesQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetPlatformStatsQueryKey() }),
  ]);
}

/** 'Failed to update user role: You cannot remove your own admin role.' */
export function failureText(action: string, error: unknown): string {
  return error instanceof Error && error.message !== '' ? `${action}: ${error.message}` : action;
}
