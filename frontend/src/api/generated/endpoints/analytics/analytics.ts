/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsDto, ApiErrorDto, CustomerAnalyticsDto, GetAnalyticsParams, GetCustomerAnalyticsParams } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType } from '../../../fetcher';

/**
 * Completed sales only. Days, weeks (Monday to Sunday) and months are SLT (America/Los_Angeles, daylight saving included). Without from and to: the last 30 SLT days.
 * @summary Your sales per SLT day, week or month over a range, with your top vendors, products, events and regions
 */
export const getAnalytics = (params?: GetAnalyticsParams, signal?: AbortSignal) => {
  return fetcher<AnalyticsDto>({
    url: `/api/analytics`, method: 'GET',
    params, signal
  });
};

export const getGetAnalyticsQueryKey = (params?: GetAnalyticsParams) => {
  return [
    `/api/analytics`, ...(params ? [params] : [])
  ] as const;
};

export const getGetAnalyticsQueryOptions = <TData = Awaited<ReturnType<typeof getAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAnalytics>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAnalyticsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAnalytics>>> = ({ signal }) => getAnalytics(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAnalytics>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAnalyticsQueryResult = NonNullable<Awaited<ReturnType<typeof getAnalytics>>>;

export type GetAnalyticsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetAnalytics<TData = Awaited<ReturnType<typeof getAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetAnalyticsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAnalytics>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAnalytics>>, TError, Awaited<ReturnType<typeof getAnalytics>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAnalytics<TData = Awaited<ReturnType<typeof getAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAnalytics>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAnalytics>>, TError, Awaited<ReturnType<typeof getAnalytics>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAnalytics<TData = Awaited<ReturnType<typeof getAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAnalytics>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your sales per SLT day, week or month over a range, with your top vendors, products, events and regions
 */
export function useGetAnalytics<TData = Awaited<ReturnType<typeof getAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAnalytics>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAnalyticsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Completed sales only; months are SLT (America/Los_Angeles). Shares are exact decimals with 4 places, rounded half up.
 * @summary The caller's repeat-buyer rate and monthly cohorts: of the buyers whose first completed purchase was in a month, how many bought again in each later month
 */
export const getCustomerAnalytics = (params?: GetCustomerAnalyticsParams, signal?: AbortSignal) => {
  return fetcher<CustomerAnalyticsDto>({
    url: `/api/analytics/customers`, method: 'GET',
    params, signal
  });
};

export const getGetCustomerAnalyticsQueryKey = (params?: GetCustomerAnalyticsParams) => {
  return [
    `/api/analytics/customers`, ...(params ? [params] : [])
  ] as const;
};

export const getGetCustomerAnalyticsQueryOptions = <TData = Awaited<ReturnType<typeof getCustomerAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetCustomerAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerAnalytics>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCustomerAnalyticsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCustomerAnalytics>>> = ({ signal }) => getCustomerAnalytics(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCustomerAnalytics>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCustomerAnalyticsQueryResult = NonNullable<Awaited<ReturnType<typeof getCustomerAnalytics>>>;

export type GetCustomerAnalyticsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCustomerAnalytics<TData = Awaited<ReturnType<typeof getCustomerAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetCustomerAnalyticsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerAnalytics>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCustomerAnalytics>>, TError, Awaited<ReturnType<typeof getCustomerAnalytics>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCustomerAnalytics<TData = Awaited<ReturnType<typeof getCustomerAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetCustomerAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerAnalytics>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCustomerAnalytics>>, TError, Awaited<ReturnType<typeof getCustomerAnalytics>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCustomerAnalytics<TData = Awaited<ReturnType<typeof getCustomerAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetCustomerAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerAnalytics>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The caller's repeat-buyer rate and monthly cohorts: of the buyers whose first completed purchase was in a month, how many bought again in each later month
 */
export function useGetCustomerAnalytics<TData = Awaited<ReturnType<typeof getCustomerAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetCustomerAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerAnalytics>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCustomerAnalyticsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}
