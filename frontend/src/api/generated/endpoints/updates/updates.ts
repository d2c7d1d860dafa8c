/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreateUpdateBroadcastDto, ProductVersionDto, PublishProductVersionDto, PublishedVersionDto, UpdateBroadcastDetailDto, UpdateBroadcastDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary A product's published versions, newest (current) first
 */
export const getProductVersions = (id: number, signal?: AbortSignal) => {
  return fetcher<ProductVersionDto[]>({
    url: `/api/products/${id}/versions`, method: 'GET', signal
  });
};

export const getGetProductVersionsQueryKey = (id?: number) => {
  return [
    `/api/products/${id}/versions`
  ] as const;
};

export const getGetProductVersionsQueryOptions = <TData = Awaited<ReturnType<typeof getProductVersions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductVersions>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetProductVersionsQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getProductVersions>>> = ({ signal }) => getProductVersions(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getProductVersions>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetProductVersionsQueryResult = NonNullable<Awaited<ReturnType<typeof getProductVersions>>>;

export type GetProductVersionsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetProductVersions<TData = Awaited<ReturnType<typeof getProductVersions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductVersions>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getProductVersions>>, TError, Awaited<ReturnType<typeof getProductVersions>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetProductVersions<TData = Awaited<ReturnType<typeof getProductVersions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductVersions>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getProductVersions>>, TError, Awaited<ReturnType<typeof getProductVersions>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetProductVersions<TData = Awaited<ReturnType<typeof getProductVersions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductVersions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary A product's published versions, newest (current) first
 */
export function useGetProductVersions<TData = Awaited<ReturnType<typeof getProductVersions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductVersions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetProductVersionsQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The version's item name becomes the product's SL Item ID, so redeliveries and the delivery boxes give the new item from now on. Updates of older versions of the product that are running or paused are cancelled. With broadcast: true, an update starts that sends the item to every past buyer (gift recipients instead of the buyers of gifts), once per avatar; buyers who bought or got a redelivery after publishing are skipped.
 * @summary Publish a new version of one of your products; optionally send it to every past buyer
 */
export const publishProductVersion = (id: number, publishProductVersionDto: BodyType<PublishProductVersionDto>, signal?: AbortSignal) => {
  return fetcher<PublishedVersionDto>({
    url: `/api/products/${id}/versions`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: publishProductVersionDto, signal
  });
};

export const getPublishProductVersionMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof publishProductVersion>>, TError, {
    id: number;
    data: BodyType<PublishProductVersionDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof publishProductVersion>>, TError, {
  id: number;
  data: BodyType<PublishProductVersionDto>;
}, TContext> => {
  const mutationKey = ['publishProductVersion'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof publishProductVersion>>, {
    id: number;
    data: BodyType<PublishProductVersionDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return publishProductVersion(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type PublishProductVersionMutationResult = NonNullable<Awaited<ReturnType<typeof publishProductVersion>>>;

export type PublishProductVersionMutationBody = BodyType<PublishProductVersionDto>;

export type PublishProductVersionMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Publish a new version of one of your products; optionally send it to every past buyer
*/
export const usePublishProductVersion = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof publishProductVersion>>, TError, {
    id: number;
    data: BodyType<PublishProductVersionDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof publishProductVersion>>, TError, {
  id: number;
  data: BodyType<PublishProductVersionDto>;
}, TContext> => {
  const mutationOptions = getPublishProductVersionMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Your updates (a product version sent to its past buyers), newest first, at most 50, with their counts
*/
export const getUpdateBroadcasts = (signal?: AbortSignal) => {
  return fetcher<UpdateBroadcastDto[]>({
    url: `/api/update-broadcasts`, method: 'GET', signal
  });
};

export const getGetUpdateBroadcastsQueryKey = () => {
  return [
    `/api/update-broadcasts`
  ] as const;
};

export const getGetUpdateBroadcastsQueryOptions = <TData = Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetUpdateBroadcastsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getUpdateBroadcasts>>> = ({ signal }) => getUpdateBroadcasts(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetUpdateBroadcastsQueryResult = NonNullable<Awaited<ReturnType<typeof getUpdateBroadcasts>>>;

export type GetUpdateBroadcastsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetUpdateBroadcasts<TData = Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError, Awaited<ReturnType<typeof getUpdateBroadcasts>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetUpdateBroadcasts<TData = Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError, Awaited<ReturnType<typeof getUpdateBroadcasts>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetUpdateBroadcasts<TData = Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your updates (a product version sent to its past buyers), newest first, at most 50, with their counts
 */
export function useGetUpdateBroadcasts<TData = Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcasts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetUpdateBroadcastsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * For a version published without sending it. Every past buyer is queued once (gift recipients instead of the buyers of gifts); those who already have the version are skipped.
 * @summary Send a product's current version to every past buyer
 */
export const createUpdateBroadcast = (createUpdateBroadcastDto: BodyType<CreateUpdateBroadcastDto>, signal?: AbortSignal) => {
  return fetcher<UpdateBroadcastDto>({
    url: `/api/update-broadcasts`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createUpdateBroadcastDto, signal
  });
};

export const getCreateUpdateBroadcastMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createUpdateBroadcast>>, TError, {
    data: BodyType<CreateUpdateBroadcastDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createUpdateBroadcast>>, TError, {
  data: BodyType<CreateUpdateBroadcastDto>;
}, TContext> => {
  const mutationKey = ['createUpdateBroadcast'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createUpdateBroadcast>>, {
    data: BodyType<CreateUpdateBroadcastDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createUpdateBroadcast(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateUpdateBroadcastMutationResult = NonNullable<Awaited<ReturnType<typeof createUpdateBroadcast>>>;

export type CreateUpdateBroadcastMutationBody = BodyType<CreateUpdateBroadcastDto>;

export type CreateUpdateBroadcastMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Send a product's current version to every past buyer
*/
export const useCreateUpdateBroadcast = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createUpdateBroadcast>>, TError, {
    data: BodyType<CreateUpdateBroadcastDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createUpdateBroadcast>>, TError, {
  data: BodyType<CreateUpdateBroadcastDto>;
}, TContext> => {
  const mutationOptions = getCreateUpdateBroadcastMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary One update with its counts and its latest failed deliveries
*/
export const getUpdateBroadcast = (id: number, signal?: AbortSignal) => {
  return fetcher<UpdateBroadcastDetailDto>({
    url: `/api/update-broadcasts/${id}`, method: 'GET', signal
  });
};

export const getGetUpdateBroadcastQueryKey = (id?: number) => {
  return [
    `/api/update-broadcasts/${id}`
  ] as const;
};

export const getGetUpdateBroadcastQueryOptions = <TData = Awaited<ReturnType<typeof getUpdateBroadcast>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcast>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetUpdateBroadcastQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getUpdateBroadcast>>> = ({ signal }) => getUpdateBroadcast(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcast>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetUpdateBroadcastQueryResult = NonNullable<Awaited<ReturnType<typeof getUpdateBroadcast>>>;

export type GetUpdateBroadcastQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetUpdateBroadcast<TData = Awaited<ReturnType<typeof getUpdateBroadcast>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcast>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getUpdateBroadcast>>, TError, Awaited<ReturnType<typeof getUpdateBroadcast>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetUpdateBroadcast<TData = Awaited<ReturnType<typeof getUpdateBroadcast>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcast>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getUpdateBroadcast>>, TError, Awaited<ReturnType<typeof getUpdateBroadcast>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetUpdateBroadcast<TData = Awaited<ReturnType<typeof getUpdateBroadcast>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcast>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary One update with its counts and its latest failed deliveries
 */
export function useGetUpdateBroadcast<TData = Awaited<ReturnType<typeof getUpdateBroadcast>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUpdateBroadcast>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetUpdateBroadcastQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Cancel an update: its queued deliveries are dropped (deliveries already with a box still go out)
 */
export const cancelUpdateBroadcast = (id: number, signal?: AbortSignal) => {
  return fetcher<UpdateBroadcastDto>({
    url: `/api/update-broadcasts/${id}/cancel`, method: 'POST', signal
  });
};

export const getCancelUpdateBroadcastMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof cancelUpdateBroadcast>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof cancelUpdateBroadcast>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['cancelUpdateBroadcast'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelUpdateBroadcast>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return cancelUpdateBroadcast(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type CancelUpdateBroadcastMutationResult = NonNullable<Awaited<ReturnType<typeof cancelUpdateBroadcast>>>;

export type CancelUpdateBroadcastMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Cancel an update: its queued deliveries are dropped (deliveries already with a box still go out)
*/
export const useCancelUpdateBroadcast = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof cancelUpdateBroadcast>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof cancelUpdateBroadcast>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getCancelUpdateBroadcastMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Pause an update: nothing more is handed to the boxes (deliveries already with a box still go out)
*/
export const pauseUpdateBroadcast = (id: number, signal?: AbortSignal) => {
  return fetcher<UpdateBroadcastDto>({
    url: `/api/update-broadcasts/${id}/pause`, method: 'POST', signal
  });
};

export const getPauseUpdateBroadcastMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof pauseUpdateBroadcast>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof pauseUpdateBroadcast>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['pauseUpdateBroadcast'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof pauseUpdateBroadcast>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return pauseUpdateBroadcast(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type PauseUpdateBroadcastMutationResult = NonNullable<Awaited<ReturnType<typeof pauseUpdateBroadcast>>>;

export type PauseUpdateBroadcastMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Pause an update: nothing more is handed to the boxes (deliveries already with a box still go out)
*/
export const usePauseUpdateBroadcast = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof pauseUpdateBroadcast>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof pauseUpdateBroadcast>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getPauseUpdateBroadcastMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Resume a paused update
*/
export const resumeUpdateBroadcast = (id: number, signal?: AbortSignal) => {
  return fetcher<UpdateBroadcastDto>({
    url: `/api/update-broadcasts/${id}/resume`, method: 'POST', signal
  });
};

export const getResumeUpdateBroadcastMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resumeUpdateBroadcast>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof resumeUpdateBroadcast>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['resumeUpdateBroadcast'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof resumeUpdateBroadcast>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return resumeUpdateBroadcast(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type ResumeUpdateBroadcastMutationResult = NonNullable<Awaited<ReturnType<typeof resumeUpdateBroadcast>>>;

export type ResumeUpdateBroadcastMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Resume a paused update
*/
export const useResumeUpdateBroadcast = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resumeUpdateBroadcast>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof resumeUpdateBroadcast>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getResumeUpdateBroadcastMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
