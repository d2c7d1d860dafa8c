/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, DashboardStatsDto, GetCurrentEvent200, GetDashboardSalesParams, GetRecentTransactionsParams, GetTopProductsParams, RecentTransactionDto, SalesPointDto, TopProductDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType } from '../../../fetcher';

/**
 * @summary The caller's event running now (organised, or joined by one of their vendors), or null
 */
export const getCurrentEvent = (signal?: AbortSignal) => {
  return fetcher<GetCurrentEvent200>({
    url: `/api/dashboard/current-event`, method: 'GET', signal
  });
};

export const getGetCurrentEventQueryKey = () => {
  return [
    `/api/dashboard/current-event`
  ] as const;
};

export const getGetCurrentEventQueryOptions = <TData = Awaited<ReturnType<typeof getCurrentEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentEvent>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCurrentEventQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCurrentEvent>>> = ({ signal }) => getCurrentEvent(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCurrentEvent>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCurrentEventQueryResult = NonNullable<Awaited<ReturnType<typeof getCurrentEvent>>>;

export type GetCurrentEventQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCurrentEvent<TData = Awaited<ReturnType<typeof getCurrentEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentEvent>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCurrentEvent>>, TError, Awaited<ReturnType<typeof getCurrentEvent>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCurrentEvent<TData = Awaited<ReturnType<typeof getCurrentEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentEvent>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCurrentEvent>>, TError, Awaited<ReturnType<typeof getCurrentEvent>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCurrentEvent<TData = Awaited<ReturnType<typeof getCurrentEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentEvent>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The caller's event running now (organised, or joined by one of their vendors), or null
 */
export function useGetCurrentEvent<TData = Awaited<ReturnType<typeof getCurrentEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentEvent>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCurrentEventQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary The latest sales of any status, newest first
 */
export const getRecentTransactions = (params?: GetRecentTransactionsParams, signal?: AbortSignal) => {
  return fetcher<RecentTransactionDto[]>({
    url: `/api/dashboard/recent-transactions`, method: 'GET',
    params, signal
  });
};

export const getGetRecentTransactionsQueryKey = (params?: GetRecentTransactionsParams) => {
  return [
    `/api/dashboard/recent-transactions`, ...(params ? [params] : [])
  ] as const;
};

export const getGetRecentTransactionsQueryOptions = <TData = Awaited<ReturnType<typeof getRecentTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetRecentTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentTransactions>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetRecentTransactionsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getRecentTransactions>>> = ({ signal }) => getRecentTransactions(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getRecentTransactions>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetRecentTransactionsQueryResult = NonNullable<Awaited<ReturnType<typeof getRecentTransactions>>>;

export type GetRecentTransactionsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetRecentTransactions<TData = Awaited<ReturnType<typeof getRecentTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetRecentTransactionsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentTransactions>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getRecentTransactions>>, TError, Awaited<ReturnType<typeof getRecentTransactions>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetRecentTransactions<TData = Awaited<ReturnType<typeof getRecentTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetRecentTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentTransactions>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getRecentTransactions>>, TError, Awaited<ReturnType<typeof getRecentTransactions>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetRecentTransactions<TData = Awaited<ReturnType<typeof getRecentTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetRecentTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentTransactions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The latest sales of any status, newest first
 */
export function useGetRecentTransactions<TData = Awaited<ReturnType<typeof getRecentTransactions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetRecentTransactionsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentTransactions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetRecentTransactionsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Completed sales per SLT day over the chosen range, oldest first, days without sales as 0
 */
export const getDashboardSales = (params?: GetDashboardSalesParams, signal?: AbortSignal) => {
  return fetcher<SalesPointDto[]>({
    url: `/api/dashboard/sales`, method: 'GET',
    params, signal
  });
};

export const getGetDashboardSalesQueryKey = (params?: GetDashboardSalesParams) => {
  return [
    `/api/dashboard/sales`, ...(params ? [params] : [])
  ] as const;
};

export const getGetDashboardSalesQueryOptions = <TData = Awaited<ReturnType<typeof getDashboardSales>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetDashboardSalesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardSales>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetDashboardSalesQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getDashboardSales>>> = ({ signal }) => getDashboardSales(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getDashboardSales>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetDashboardSalesQueryResult = NonNullable<Awaited<ReturnType<typeof getDashboardSales>>>;

export type GetDashboardSalesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetDashboardSales<TData = Awaited<ReturnType<typeof getDashboardSales>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetDashboardSalesParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardSales>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getDashboardSales>>, TError, Awaited<ReturnType<typeof getDashboardSales>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetDashboardSales<TData = Awaited<ReturnType<typeof getDashboardSales>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetDashboardSalesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardSales>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getDashboardSales>>, TError, Awaited<ReturnType<typeof getDashboardSales>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetDashboardSales<TData = Awaited<ReturnType<typeof getDashboardSales>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetDashboardSalesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardSales>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Completed sales per SLT day over the chosen range, oldest first, days without sales as 0
 */
export function useGetDashboardSales<TData = Awaited<ReturnType<typeof getDashboardSales>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetDashboardSalesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardSales>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetDashboardSalesQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Today's sales and commission (SLT day), active vendors and visitors of the current event
 */
export const getDashboardStats = (signal?: AbortSignal) => {
  return fetcher<DashboardStatsDto>({
    url: `/api/dashboard/stats`, method: 'GET', signal
  });
};

export const getGetDashboardStatsQueryKey = () => {
  return [
    `/api/dashboard/stats`
  ] as const;
};

export const getGetDashboardStatsQueryOptions = <TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetDashboardStatsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getDashboardStats>>> = ({ signal }) => getDashboardStats(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetDashboardStatsQueryResult = NonNullable<Awaited<ReturnType<typeof getDashboardStats>>>;

export type GetDashboardStatsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetDashboardStats<TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, Awaited<ReturnType<typeof getDashboardStats>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetDashboardStats<TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, Awaited<ReturnType<typeof getDashboardStats>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetDashboardStats<TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Today's sales and commission (SLT day), active vendors and visitors of the current event
 */
export function useGetDashboardStats<TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetDashboardStatsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Best-selling products by revenue over the last 30 SLT days
 */
export const getTopProducts = (params?: GetTopProductsParams, signal?: AbortSignal) => {
  return fetcher<TopProductDto[]>({
    url: `/api/dashboard/top-products`, method: 'GET',
    params, signal
  });
};

export const getGetTopProductsQueryKey = (params?: GetTopProductsParams) => {
  return [
    `/api/dashboard/top-products`, ...(params ? [params] : [])
  ] as const;
};

export const getGetTopProductsQueryOptions = <TData = Awaited<ReturnType<typeof getTopProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetTopProductsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTopProducts>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetTopProductsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getTopProducts>>> = ({ signal }) => getTopProducts(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getTopProducts>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetTopProductsQueryResult = NonNullable<Awaited<ReturnType<typeof getTopProducts>>>;

export type GetTopProductsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetTopProducts<TData = Awaited<ReturnType<typeof getTopProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetTopProductsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTopProducts>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getTopProducts>>, TError, Awaited<ReturnType<typeof getTopProducts>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetTopProducts<TData = Awaited<ReturnType<typeof getTopProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetTopProductsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTopProducts>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getTopProducts>>, TError, Awaited<ReturnType<typeof getTopProducts>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetTopProducts<TData = Awaited<ReturnType<typeof getTopProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetTopProductsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTopProducts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Best-selling products by revenue over the last 30 SLT days
 */
export function useGetTopProducts<TData = Awaited<ReturnType<typeof getTopProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetTopProductsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTopProducts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetTopProductsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}
