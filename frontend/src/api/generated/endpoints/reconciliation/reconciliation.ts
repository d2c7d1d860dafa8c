/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, HistoryLineDto, HistoryUploadResultDto, ReconciliationSummaryDto, ResolveLineDto, UnmatchedDto, UploadHistoryDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary What your kept transaction history matches: counts, the period covered, the saved column mapping, the latest uploads
 */
export const getReconciliation = (signal?: AbortSignal) => {
  return fetcher<ReconciliationSummaryDto>({
    url: `/api/reconciliation`, method: 'GET', signal
  });
};

export const getGetReconciliationQueryKey = () => {
  return [
    `/api/reconciliation`
  ] as const;
};

export const getGetReconciliationQueryOptions = <TData = Awaited<ReturnType<typeof getReconciliation>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getReconciliation>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetReconciliationQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getReconciliation>>> = ({ signal }) => getReconciliation(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getReconciliation>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetReconciliationQueryResult = NonNullable<Awaited<ReturnType<typeof getReconciliation>>>;

export type GetReconciliationQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetReconciliation<TData = Awaited<ReturnType<typeof getReconciliation>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getReconciliation>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getReconciliation>>, TError, Awaited<ReturnType<typeof getReconciliation>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetReconciliation<TData = Awaited<ReturnType<typeof getReconciliation>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getReconciliation>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getReconciliation>>, TError, Awaited<ReturnType<typeof getReconciliation>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetReconciliation<TData = Awaited<ReturnType<typeof getReconciliation>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getReconciliation>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary What your kept transaction history matches: counts, the period covered, the saved column mapping, the latest uploads
 */
export function useGetReconciliation<TData = Awaited<ReturnType<typeof getReconciliation>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getReconciliation>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetReconciliationQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Resolve an unmatched line: record the missed sale, mark it not a sale, or link it to a record by hand
 */
export const resolveLine = (id: number, resolveLineDto: BodyType<ResolveLineDto>, signal?: AbortSignal) => {
  return fetcher<HistoryLineDto>({
    url: `/api/reconciliation/lines/${id}/resolve`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: resolveLineDto, signal
  });
};

export const getResolveLineMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resolveLine>>, TError, {
    id: number;
    data: BodyType<ResolveLineDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof resolveLine>>, TError, {
  id: number;
  data: BodyType<ResolveLineDto>;
}, TContext> => {
  const mutationKey = ['resolveLine'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof resolveLine>>, {
    id: number;
    data: BodyType<ResolveLineDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return resolveLine(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ResolveLineMutationResult = NonNullable<Awaited<ReturnType<typeof resolveLine>>>;

export type ResolveLineMutationBody = BodyType<ResolveLineDto>;

export type ResolveLineMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Resolve an unmatched line: record the missed sale, mark it not a sale, or link it to a record by hand
*/
export const useResolveLine = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resolveLine>>, TError, {
    id: number;
    data: BodyType<ResolveLineDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof resolveLine>>, TError, {
  id: number;
  data: BodyType<ResolveLineDto>;
}, TContext> => {
  const mutationOptions = getResolveLineMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary The history lines neither matched nor resolved, and the recorded sales with no L$ in the history
*/
export const getUnmatched = (signal?: AbortSignal) => {
  return fetcher<UnmatchedDto>({
    url: `/api/reconciliation/unmatched`, method: 'GET', signal
  });
};

export const getGetUnmatchedQueryKey = () => {
  return [
    `/api/reconciliation/unmatched`
  ] as const;
};

export const getGetUnmatchedQueryOptions = <TData = Awaited<ReturnType<typeof getUnmatched>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUnmatched>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetUnmatchedQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getUnmatched>>> = ({ signal }) => getUnmatched(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getUnmatched>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetUnmatchedQueryResult = NonNullable<Awaited<ReturnType<typeof getUnmatched>>>;

export type GetUnmatchedQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetUnmatched<TData = Awaited<ReturnType<typeof getUnmatched>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUnmatched>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getUnmatched>>, TError, Awaited<ReturnType<typeof getUnmatched>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetUnmatched<TData = Awaited<ReturnType<typeof getUnmatched>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUnmatched>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getUnmatched>>, TError, Awaited<ReturnType<typeof getUnmatched>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetUnmatched<TData = Awaited<ReturnType<typeof getUnmatched>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUnmatched>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The history lines neither matched nor resolved, and the recorded sales with no L$ in the history
 */
export function useGetUnmatched<TData = Awaited<ReturnType<typeof getUnmatched>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUnmatched>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetUnmatchedQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Answers status 'needs_mapping' with the headers found when they are not recognised (nothing is imported): send it again with `mapping`.
 * @summary Upload a Second Life transaction history CSV: adds the lines not known yet and matches them
 */
export const uploadHistory = (uploadHistoryDto: BodyType<UploadHistoryDto>, signal?: AbortSignal) => {
  return fetcher<HistoryUploadResultDto>({
    url: `/api/reconciliation/uploads`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: uploadHistoryDto, signal
  });
};

export const getUploadHistoryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof uploadHistory>>, TError, {
    data: BodyType<UploadHistoryDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof uploadHistory>>, TError, {
  data: BodyType<UploadHistoryDto>;
}, TContext> => {
  const mutationKey = ['uploadHistory'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof uploadHistory>>, {
    data: BodyType<UploadHistoryDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return uploadHistory(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UploadHistoryMutationResult = NonNullable<Awaited<ReturnType<typeof uploadHistory>>>;

export type UploadHistoryMutationBody = BodyType<UploadHistoryDto>;

export type UploadHistoryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Upload a Second Life transaction history CSV: adds the lines not known yet and matches them
*/
export const useUploadHistory = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof uploadHistory>>, TError, {
    data: BodyType<UploadHistoryDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof uploadHistory>>, TError, {
  data: BodyType<UploadHistoryDto>;
}, TContext> => {
  const mutationOptions = getUploadHistoryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
