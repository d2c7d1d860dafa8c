/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, DeleteAccountDto, UpdateProfileDto, UserDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * Revokes your API keys and every session, deactivates your vendors, and removes your name, email, profile image and local sign-in. Vendors, products and sales are kept for the buyers' and the platform's records. The body must be { "confirm": "DELETE" }.
 * @summary Delete your account
 */
export const deleteAuthUser = (deleteAccountDto: BodyType<DeleteAccountDto>) => {
  return fetcher<void>({
    url: `/api/auth/user`, method: 'DELETE',
    headers: { 'Content-Type': 'application/json', },
    data: deleteAccountDto
  });
};

export const getDeleteAuthUserMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteAuthUser>>, TError, {
    data: BodyType<DeleteAccountDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteAuthUser>>, TError, {
  data: BodyType<DeleteAccountDto>;
}, TContext> => {
  const mutationKey = ['deleteAuthUser'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteAuthUser>>, {
    data: BodyType<DeleteAccountDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return deleteAuthUser(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeleteAuthUserMutationResult = NonNullable<Awaited<ReturnType<typeof deleteAuthUser>>>;

export type DeleteAuthUserMutationBody = BodyType<DeleteAccountDto>;

export type DeleteAuthUserMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Delete your account
*/
export const useDeleteAuthUser = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteAuthUser>>, TError, {
    data: BodyType<DeleteAccountDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deleteAuthUser>>, TError, {
  data: BodyType<DeleteAccountDto>;
}, TContext> => {
  const mutationOptions = getDeleteAuthUserMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary The signed-in user, with notification preferences and default commission rate
*/
export const getAuthUser = (signal?: AbortSignal) => {
  return fetcher<UserDto>({
    url: `/api/auth/user`, method: 'GET', signal
  });
};

export const getGetAuthUserQueryKey = () => {
  return [
    `/api/auth/user`
  ] as const;
};

export const getGetAuthUserQueryOptions = <TData = Awaited<ReturnType<typeof getAuthUser>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthUser>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAuthUserQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAuthUser>>> = ({ signal }) => getAuthUser(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAuthUser>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAuthUserQueryResult = NonNullable<Awaited<ReturnType<typeof getAuthUser>>>;

export type GetAuthUserQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetAuthUser<TData = Awaited<ReturnType<typeof getAuthUser>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthUser>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAuthUser>>, TError, Awaited<ReturnType<typeof getAuthUser>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAuthUser<TData = Awaited<ReturnType<typeof getAuthUser>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthUser>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAuthUser>>, TError, Awaited<ReturnType<typeof getAuthUser>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAuthUser<TData = Awaited<ReturnType<typeof getAuthUser>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthUser>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The signed-in user, with notification preferences and default commission rate
 */
export function useGetAuthUser<TData = Awaited<ReturnType<typeof getAuthUser>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthUser>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAuthUserQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * An e-mail other than the current one is refused (400): it changes only once the new address is verified.
 * @summary Update the profile (first name, last name)
 */
export const updateAuthUser = (updateProfileDto: BodyType<UpdateProfileDto>) => {
  return fetcher<UserDto>({
    url: `/api/auth/user`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateProfileDto
  });
};

export const getUpdateAuthUserMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateAuthUser>>, TError, {
    data: BodyType<UpdateProfileDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateAuthUser>>, TError, {
  data: BodyType<UpdateProfileDto>;
}, TContext> => {
  const mutationKey = ['updateAuthUser'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateAuthUser>>, {
    data: BodyType<UpdateProfileDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return updateAuthUser(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateAuthUserMutationResult = NonNullable<Awaited<ReturnType<typeof updateAuthUser>>>;

export type UpdateAuthUserMutationBody = BodyType<UpdateProfileDto>;

export type UpdateAuthUserMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Update the profile (first name, last name)
*/
export const useUpdateAuthUser = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateAuthUser>>, TError, {
    data: BodyType<UpdateProfileDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateAuthUser>>, TError, {
  data: BodyType<UpdateProfileDto>;
}, TContext> => {
  const mutationOptions = getUpdateAuthUserMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Sign out of all sessions (a browser navigation; redirects to /)
*/
export const logout = (signal?: AbortSignal) => {
  return fetcher<unknown>({
    url: `/api/logout`, method: 'GET', signal
  });
};

export const getLogoutQueryKey = () => {
  return [
    `/api/logout`
  ] as const;
};

export const getLogoutQueryOptions = <TData = Awaited<ReturnType<typeof logout>>, TError = ErrorType<void>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getLogoutQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof logout>>> = ({ signal }) => logout(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type LogoutQueryResult = NonNullable<Awaited<ReturnType<typeof logout>>>;

export type LogoutQueryError = ErrorType<void>;

export function useLogout<TData = Awaited<ReturnType<typeof logout>>, TError = ErrorType<void>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof logout>>, TError, Awaited<ReturnType<typeof logout>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useLogout<TData = Awaited<ReturnType<typeof logout>>, TError = ErrorType<void>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof logout>>, TError, Awaited<ReturnType<typeof logout>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useLogout<TData = Awaited<ReturnType<typeof logout>>, TError = ErrorType<void>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Sign out of all sessions (a browser navigation; redirects to /)
 */
export function useLogout<TData = Awaited<ReturnType<typeof logout>>, TError = ErrorType<void>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getLogoutQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}
