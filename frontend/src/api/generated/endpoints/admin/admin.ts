/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, UpdateUserRoleDto, UserDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary All users, newest first
 */
export const getAdminUsers = (signal?: AbortSignal) => {
  return fetcher<UserDto[]>({
    url: `/api/admin/users`, method: 'GET', signal
  });
};

export const getGetAdminUsersQueryKey = () => {
  return [
    `/api/admin/users`
  ] as const;
};

export const getGetAdminUsersQueryOptions = <TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAdminUsersQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAdminUsers>>> = ({ signal }) => getAdminUsers(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAdminUsersQueryResult = NonNullable<Awaited<ReturnType<typeof getAdminUsers>>>;

export type GetAdminUsersQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetAdminUsers<TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, Awaited<ReturnType<typeof getAdminUsers>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminUsers<TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, Awaited<ReturnType<typeof getAdminUsers>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminUsers<TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary All users, newest first
 */
export function useGetAdminUsers<TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAdminUsersQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Deactivate a user: every later call of theirs is refused
 */
export const deactivateUser = (id: string) => {
  return fetcher<UserDto>({
    url: `/api/admin/users/${id}/deactivate`, method: 'PUT'
  });
};

export const getDeactivateUserMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deactivateUser>>, TError, {
    id: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deactivateUser>>, TError, {
  id: string;
}, TContext> => {
  const mutationKey = ['deactivateUser'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deactivateUser>>, {
    id: string;
  }> = (props) => {
    const { id } = props ?? {};
    return deactivateUser(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeactivateUserMutationResult = NonNullable<Awaited<ReturnType<typeof deactivateUser>>>;

export type DeactivateUserMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>;

/**
* @summary Deactivate a user: every later call of theirs is refused
*/
export const useDeactivateUser = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deactivateUser>>, TError, {
    id: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deactivateUser>>, TError, {
  id: string;
}, TContext> => {
  const mutationOptions = getDeactivateUserMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Change a user's role
*/
export const updateUserRole = (id: string, updateUserRoleDto: BodyType<UpdateUserRoleDto>) => {
  return fetcher<UserDto>({
    url: `/api/admin/users/${id}/role`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: updateUserRoleDto
  });
};

export const getUpdateUserRoleMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateUserRole>>, TError, {
    id: string;
    data: BodyType<UpdateUserRoleDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateUserRole>>, TError, {
  id: string;
  data: BodyType<UpdateUserRoleDto>;
}, TContext> => {
  const mutationKey = ['updateUserRole'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateUserRole>>, {
    id: string;
    data: BodyType<UpdateUserRoleDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return updateUserRole(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateUserRoleMutationResult = NonNullable<Awaited<ReturnType<typeof updateUserRole>>>;

export type UpdateUserRoleMutationBody = BodyType<UpdateUserRoleDto>;

export type UpdateUserRoleMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>;

/**
* @summary Change a user's role
*/
export const useUpdateUserRole = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateUserRole>>, TError, {
    id: string;
    data: BodyType<UpdateUserRoleDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateUserRole>>, TError, {
  id: string;
  data: BodyType<UpdateUserRoleDto>;
}, TContext> => {
  const mutationOptions = getUpdateUserRoleMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
