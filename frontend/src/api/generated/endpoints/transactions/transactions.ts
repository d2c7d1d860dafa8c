/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, ExportTransactionsParams, GetTransactionsParams, RefundOrderDto, RefundTransactionDto, TransactionDetailsDto, TransactionDto, TransactionPageDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * Newest first unless sortBy/sortOrder say otherwise; ties are broken by id. page/pageSize find a page by offset; to move to the next page in the same sort, send the previous page's nextCursor as cursor: it costs the same at any depth.
 * @summary Sales of the caller's vendors (admins: all sales), paged, sorted and filtered
 */
export const getTransactions = (params?: GetTransactionsParams, signal?: AbortSignal) => {
  return fetcher<TransactionPageDto>({
    url: `/api/transactions`, method: 'GET',
    params, signal
  });
};

export const getGetTransactionsQueryKey = (params?: GetTransactionsParams) => {
  return [
    `/api/transactions`, ...(params ? [params] : [])
  ] as const;
};

export const getGetTransactionsQueryOptions = <TData = Awaited<ReturnType<typeof getTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransactions>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetTransactionsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getTransactions>>> = ({ signal }) => getTransactions(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getTransactions>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetTransactionsQueryResult = NonNullable<Awaited<ReturnType<typeof getTransactions>>>;

export type GetTransactionsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetTransactions<TData = Awaited<ReturnType<typeof getTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetTransactionsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransactions>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getTransactions>>, TError, Awaited<ReturnType<typeof getTransactions>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetTransactions<TData = Awaited<ReturnType<typeof getTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransactions>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getTransactions>>, TError, Awaited<ReturnType<typeof getTransactions>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetTransactions<TData = Awaited<ReturnType<typeof getTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransactions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Sales of the caller's vendors (admins: all sales), paged, sorted and filtered
 */
export function useGetTransactions<TData = Awaited<ReturnType<typeof getTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransactions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetTransactionsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary The same sales as the list, with the same filters and order, as a CSV download
 */
export const exportTransactions = (params?: ExportTransactionsParams, signal?: AbortSignal) => {
  return fetcher<Blob>({
    url: `/api/transactions/export.csv`, method: 'GET',
    params,
    responseType: 'blob', signal
  });
};

export const getExportTransactionsQueryKey = (params?: ExportTransactionsParams) => {
  return [
    `/api/transactions/export.csv`, ...(params ? [params] : [])
  ] as const;
};

export const getExportTransactionsQueryOptions = <TData = Awaited<ReturnType<typeof exportTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportTransactions>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getExportTransactionsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportTransactions>>> = ({ signal }) => exportTransactions(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof exportTransactions>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ExportTransactionsQueryResult = NonNullable<Awaited<ReturnType<typeof exportTransactions>>>;

export type ExportTransactionsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useExportTransactions<TData = Awaited<ReturnType<typeof exportTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | ExportTransactionsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportTransactions>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof exportTransactions>>, TError, Awaited<ReturnType<typeof exportTransactions>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useExportTransactions<TData = Awaited<ReturnType<typeof exportTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportTransactions>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof exportTransactions>>, TError, Awaited<ReturnType<typeof exportTransactions>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useExportTransactions<TData = Awaited<ReturnType<typeof exportTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportTransactions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The same sales as the list, with the same filters and order, as a CSV download
 */
export function useExportTransactions<TData = Awaited<ReturnType<typeof exportTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportTransactions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getExportTransactionsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary One sale, for the details view, with its partners' payouts
 */
export const getTransaction = (id: number, signal?: AbortSignal) => {
  return fetcher<TransactionDetailsDto>({
    url: `/api/transactions/${id}`, method: 'GET', signal
  });
};

export const getGetTransactionQueryKey = (id?: number) => {
  return [
    `/api/transactions/${id}`
  ] as const;
};

export const getGetTransactionQueryOptions = <TData = Awaited<ReturnType<typeof getTransaction>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransaction>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetTransactionQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getTransaction>>> = ({ signal }) => getTransaction(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getTransaction>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetTransactionQueryResult = NonNullable<Awaited<ReturnType<typeof getTransaction>>>;

export type GetTransactionQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetTransaction<TData = Awaited<ReturnType<typeof getTransaction>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransaction>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getTransaction>>, TError, Awaited<ReturnType<typeof getTransaction>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetTransaction<TData = Awaited<ReturnType<typeof getTransaction>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransaction>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getTransaction>>, TError, Awaited<ReturnType<typeof getTransaction>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetTransaction<TData = Awaited<ReturnType<typeof getTransaction>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransaction>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary One sale, for the details view, with its partners' payouts
 */
export function useGetTransaction<TData = Awaited<ReturnType<typeof getTransaction>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTransaction>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetTransactionQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Without amount, all of the sale not yet refunded is refunded and the sale becomes refunded. With amount (whole L$, a sale paid in L$ at a vendor only, with a requestKey), that part is refunded: the sale stays completed and counts its amount and commission less what was refunded, until its last L$ is refunded. Sent again with the same requestKey, it refunds nothing more.
 * @summary Refund a completed sale, whole or in part: a refunded part stops counting in every sales and commission figure
 */
export const refundTransaction = (id: number, refundTransactionDto: BodyType<RefundTransactionDto>, signal?: AbortSignal) => {
  return fetcher<TransactionDto>({
    url: `/api/transactions/${id}/refund`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: refundTransactionDto, signal
  });
};

export const getRefundTransactionMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof refundTransaction>>, TError, {
    id: number;
    data: BodyType<RefundTransactionDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof refundTransaction>>, TError, {
  id: number;
  data: BodyType<RefundTransactionDto>;
}, TContext> => {
  const mutationKey = ['refundTransaction'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof refundTransaction>>, {
    id: number;
    data: BodyType<RefundTransactionDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return refundTransaction(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type RefundTransactionMutationResult = NonNullable<Awaited<ReturnType<typeof refundTransaction>>>;

export type RefundTransactionMutationBody = BodyType<RefundTransactionDto>;

export type RefundTransactionMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Refund a completed sale, whole or in part: a refunded part stops counting in every sales and commission figure
*/
export const useRefundTransaction = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof refundTransaction>>, TError, {
    id: number;
    data: BodyType<RefundTransactionDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof refundTransaction>>, TError, {
  id: number;
  data: BodyType<RefundTransactionDto>;
}, TContext> => {
  const mutationOptions = getRefundTransactionMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Ask again for a refund Second Life refused in-world: the sale's vendor (or, while it is offline, another of yours) sends it; every failed part of a sale refunded in parts
*/
export const retryRefundOrder = (id: number, signal?: AbortSignal) => {
  return fetcher<RefundOrderDto>({
    url: `/api/transactions/${id}/refund-order/retry`, method: 'POST', signal
  });
};

export const getRetryRefundOrderMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof retryRefundOrder>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof retryRefundOrder>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['retryRefundOrder'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof retryRefundOrder>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return retryRefundOrder(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type RetryRefundOrderMutationResult = NonNullable<Awaited<ReturnType<typeof retryRefundOrder>>>;

export type RetryRefundOrderMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Ask again for a refund Second Life refused in-world: the sale's vendor (or, while it is offline, another of yours) sends it; every failed part of a sale refunded in parts
*/
export const useRetryRefundOrder = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof retryRefundOrder>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof retryRefundOrder>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getRetryRefundOrderMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
