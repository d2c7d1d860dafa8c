/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreateRedeliveryDto, FailRedeliveryDto, GetRedeliveriesParams, RedeliveryDto, RedeliveryPageDto, RedeliveryRequestDto, RedeliveryStatsDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Redelivery requests for the caller's vendors' sales (admins: all), newest first, paged
 */
export const getRedeliveries = (params?: GetRedeliveriesParams, signal?: AbortSignal) => {
  return fetcher<RedeliveryPageDto>({
    url: `/api/redeliveries`, method: 'GET',
    params, signal
  });
};

export const getGetRedeliveriesQueryKey = (params?: GetRedeliveriesParams) => {
  return [
    `/api/redeliveries`, ...(params ? [params] : [])
  ] as const;
};

export const getGetRedeliveriesQueryOptions = <TData = Awaited<ReturnType<typeof getRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetRedeliveriesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveries>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetRedeliveriesQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getRedeliveries>>> = ({ signal }) => getRedeliveries(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getRedeliveries>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetRedeliveriesQueryResult = NonNullable<Awaited<ReturnType<typeof getRedeliveries>>>;

export type GetRedeliveriesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetRedeliveries<TData = Awaited<ReturnType<typeof getRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetRedeliveriesParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveries>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getRedeliveries>>, TError, Awaited<ReturnType<typeof getRedeliveries>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetRedeliveries<TData = Awaited<ReturnType<typeof getRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetRedeliveriesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveries>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getRedeliveries>>, TError, Awaited<ReturnType<typeof getRedeliveries>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetRedeliveries<TData = Awaited<ReturnType<typeof getRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetRedeliveriesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveries>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Redelivery requests for the caller's vendors' sales (admins: all), newest first, paged
 */
export function useGetRedeliveries<TData = Awaited<ReturnType<typeof getRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetRedeliveriesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveries>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetRedeliveriesQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The purchase must be from one of your vendors. With X-Api-Key, requested_by must be its buyer. If the purchase already has an open (pending or processing) request, that request is returned and no other is filed.
 * @summary Request a redelivery: the buyer through a terminal (X-Api-Key), or the merchant by hand (bearer token)
 */
export const createRedelivery = (createRedeliveryDto: BodyType<CreateRedeliveryDto>, signal?: AbortSignal) => {
  return fetcher<RedeliveryRequestDto>({
    url: `/api/redeliveries`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createRedeliveryDto, signal
  });
};

export const getCreateRedeliveryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createRedelivery>>, TError, {
    data: BodyType<CreateRedeliveryDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createRedelivery>>, TError, {
  data: BodyType<CreateRedeliveryDto>;
}, TContext> => {
  const mutationKey = ['createRedelivery'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createRedelivery>>, {
    data: BodyType<CreateRedeliveryDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createRedelivery(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateRedeliveryMutationResult = NonNullable<Awaited<ReturnType<typeof createRedelivery>>>;

export type CreateRedeliveryMutationBody = BodyType<CreateRedeliveryDto>;

export type CreateRedeliveryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Request a redelivery: the buyer through a terminal (X-Api-Key), or the merchant by hand (bearer token)
*/
export const useCreateRedelivery = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createRedelivery>>, TError, {
    data: BodyType<CreateRedeliveryDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createRedelivery>>, TError, {
  data: BodyType<CreateRedeliveryDto>;
}, TContext> => {
  const mutationOptions = getCreateRedeliveryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Pending requests, requests completed today (SLT) and the 30-day success rate
*/
export const getRedeliveryStats = (signal?: AbortSignal) => {
  return fetcher<RedeliveryStatsDto>({
    url: `/api/redeliveries/stats`, method: 'GET', signal
  });
};

export const getGetRedeliveryStatsQueryKey = () => {
  return [
    `/api/redeliveries/stats`
  ] as const;
};

export const getGetRedeliveryStatsQueryOptions = <TData = Awaited<ReturnType<typeof getRedeliveryStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveryStats>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetRedeliveryStatsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getRedeliveryStats>>> = ({ signal }) => getRedeliveryStats(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getRedeliveryStats>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetRedeliveryStatsQueryResult = NonNullable<Awaited<ReturnType<typeof getRedeliveryStats>>>;

export type GetRedeliveryStatsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetRedeliveryStats<TData = Awaited<ReturnType<typeof getRedeliveryStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveryStats>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getRedeliveryStats>>, TError, Awaited<ReturnType<typeof getRedeliveryStats>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetRedeliveryStats<TData = Awaited<ReturnType<typeof getRedeliveryStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveryStats>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getRedeliveryStats>>, TError, Awaited<ReturnType<typeof getRedeliveryStats>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetRedeliveryStats<TData = Awaited<ReturnType<typeof getRedeliveryStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveryStats>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Pending requests, requests completed today (SLT) and the 30-day success rate
 */
export function useGetRedeliveryStats<TData = Awaited<ReturnType<typeof getRedeliveryStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRedeliveryStats>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetRedeliveryStatsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Mark a pending or assigned request delivered by hand (→ completed)
 */
export const completeRedelivery = (id: number, signal?: AbortSignal) => {
  return fetcher<RedeliveryDto>({
    url: `/api/redeliveries/${id}/complete`, method: 'POST', signal
  });
};

export const getCompleteRedeliveryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof completeRedelivery>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof completeRedelivery>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['completeRedelivery'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof completeRedelivery>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return completeRedelivery(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type CompleteRedeliveryMutationResult = NonNullable<Awaited<ReturnType<typeof completeRedelivery>>>;

export type CompleteRedeliveryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Mark a pending or assigned request delivered by hand (→ completed)
*/
export const useCompleteRedelivery = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof completeRedelivery>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof completeRedelivery>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getCompleteRedeliveryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Mark a pending or assigned request failed, with the reason (→ failed)
*/
export const failRedelivery = (id: number, failRedeliveryDto: BodyType<FailRedeliveryDto>, signal?: AbortSignal) => {
  return fetcher<RedeliveryDto>({
    url: `/api/redeliveries/${id}/fail`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: failRedeliveryDto, signal
  });
};

export const getFailRedeliveryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof failRedelivery>>, TError, {
    id: number;
    data: BodyType<FailRedeliveryDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof failRedelivery>>, TError, {
  id: number;
  data: BodyType<FailRedeliveryDto>;
}, TContext> => {
  const mutationKey = ['failRedelivery'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof failRedelivery>>, {
    id: number;
    data: BodyType<FailRedeliveryDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return failRedelivery(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type FailRedeliveryMutationResult = NonNullable<Awaited<ReturnType<typeof failRedelivery>>>;

export type FailRedeliveryMutationBody = BodyType<FailRedeliveryDto>;

export type FailRedeliveryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Mark a pending or assigned request failed, with the reason (→ failed)
*/
export const useFailRedelivery = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof failRedelivery>>, TError, {
    id: number;
    data: BodyType<FailRedeliveryDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof failRedelivery>>, TError, {
  id: number;
  data: BodyType<FailRedeliveryDto>;
}, TContext> => {
  const mutationOptions = getFailRedeliveryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* A waiting request is handed to an online delivery box that holds the item (→ assigned) and the box is pinged; when no box can take it, it stays pending and waitingReason says why. A request already handed to a box is sent to that box again (or to another one if it went offline).
* @summary Send a request to a delivery box now
*/
export const processRedelivery = (id: number, signal?: AbortSignal) => {
  return fetcher<RedeliveryDto>({
    url: `/api/redeliveries/${id}/process`, method: 'POST', signal
  });
};

export const getProcessRedeliveryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof processRedelivery>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof processRedelivery>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['processRedelivery'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof processRedelivery>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return processRedelivery(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type ProcessRedeliveryMutationResult = NonNullable<Awaited<ReturnType<typeof processRedelivery>>>;

export type ProcessRedeliveryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Send a request to a delivery box now
*/
export const useProcessRedelivery = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof processRedelivery>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof processRedelivery>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getProcessRedeliveryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Send a failed request back to the queue and on to a delivery box (failed → pending → assigned)
*/
export const retryRedelivery = (id: number, signal?: AbortSignal) => {
  return fetcher<RedeliveryDto>({
    url: `/api/redeliveries/${id}/retry`, method: 'POST', signal
  });
};

export const getRetryRedeliveryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof retryRedelivery>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof retryRedelivery>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['retryRedelivery'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof retryRedelivery>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return retryRedelivery(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type RetryRedeliveryMutationResult = NonNullable<Awaited<ReturnType<typeof retryRedelivery>>>;

export type RetryRedeliveryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Send a failed request back to the queue and on to a delivery box (failed → pending → assigned)
*/
export const useRetryRedelivery = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof retryRedelivery>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof retryRedelivery>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getRetryRedeliveryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
