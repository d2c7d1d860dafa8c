/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, BlockAvatarDto, BlockedAvatarDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary The avatars you do not sell to, newest first
 */
export const getBlockedAvatars = (signal?: AbortSignal) => {
  return fetcher<BlockedAvatarDto[]>({
    url: `/api/blocked-avatars`, method: 'GET', signal
  });
};

export const getGetBlockedAvatarsQueryKey = () => {
  return [
    `/api/blocked-avatars`
  ] as const;
};

export const getGetBlockedAvatarsQueryOptions = <TData = Awaited<ReturnType<typeof getBlockedAvatars>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBlockedAvatars>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetBlockedAvatarsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getBlockedAvatars>>> = ({ signal }) => getBlockedAvatars(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getBlockedAvatars>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetBlockedAvatarsQueryResult = NonNullable<Awaited<ReturnType<typeof getBlockedAvatars>>>;

export type GetBlockedAvatarsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetBlockedAvatars<TData = Awaited<ReturnType<typeof getBlockedAvatars>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBlockedAvatars>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getBlockedAvatars>>, TError, Awaited<ReturnType<typeof getBlockedAvatars>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBlockedAvatars<TData = Awaited<ReturnType<typeof getBlockedAvatars>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBlockedAvatars>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getBlockedAvatars>>, TError, Awaited<ReturnType<typeof getBlockedAvatars>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBlockedAvatars<TData = Awaited<ReturnType<typeof getBlockedAvatars>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBlockedAvatars>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The avatars you do not sell to, newest first
 */
export function useGetBlockedAvatars<TData = Awaited<ReturnType<typeof getBlockedAvatars>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBlockedAvatars>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetBlockedAvatarsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Unblock an avatar: they can buy again
 */
export const unblockAvatar = (avatarKey: string) => {
  return fetcher<void>({
    url: `/api/blocked-avatars/${avatarKey}`, method: 'DELETE'
  });
};

export const getUnblockAvatarMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof unblockAvatar>>, TError, {
    avatarKey: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof unblockAvatar>>, TError, {
  avatarKey: string;
}, TContext> => {
  const mutationKey = ['unblockAvatar'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof unblockAvatar>>, {
    avatarKey: string;
  }> = (props) => {
    const { avatarKey } = props ?? {};
    return unblockAvatar(avatarKey);
  };
  return { mutationFn, ...mutationOptions };
};

export type UnblockAvatarMutationResult = NonNullable<Awaited<ReturnType<typeof unblockAvatar>>>;

export type UnblockAvatarMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Unblock an avatar: they can buy again
*/
export const useUnblockAvatar = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof unblockAvatar>>, TError, {
    avatarKey: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof unblockAvatar>>, TError, {
  avatarKey: string;
}, TContext> => {
  const mutationOptions = getUnblockAvatarMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* A sale whose item the vendor gave already is still recorded: the L$ were taken and the item given.
* @summary Block an avatar (or change the message): your vendors refuse and refund their payments, saying the message
*/
export const blockAvatar = (avatarKey: string, blockAvatarDto: BodyType<BlockAvatarDto>) => {
  return fetcher<BlockedAvatarDto>({
    url: `/api/blocked-avatars/${avatarKey}`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: blockAvatarDto
  });
};

export const getBlockAvatarMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof blockAvatar>>, TError, {
    avatarKey: string;
    data: BodyType<BlockAvatarDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof blockAvatar>>, TError, {
  avatarKey: string;
  data: BodyType<BlockAvatarDto>;
}, TContext> => {
  const mutationKey = ['blockAvatar'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof blockAvatar>>, {
    avatarKey: string;
    data: BodyType<BlockAvatarDto>;
  }> = (props) => {
    const { avatarKey, data } = props ?? {};
    return blockAvatar(avatarKey, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type BlockAvatarMutationResult = NonNullable<Awaited<ReturnType<typeof blockAvatar>>>;

export type BlockAvatarMutationBody = BodyType<BlockAvatarDto>;

export type BlockAvatarMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Block an avatar (or change the message): your vendors refuse and refund their payments, saying the message
*/
export const useBlockAvatar = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof blockAvatar>>, TError, {
    avatarKey: string;
    data: BodyType<BlockAvatarDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof blockAvatar>>, TError, {
  avatarKey: string;
  data: BodyType<BlockAvatarDto>;
}, TContext> => {
  const mutationOptions = getBlockAvatarMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
