/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, BillingBalanceDto, ExportBillingStatementParams, GetBillingStatementParams, StatementDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType } from '../../../fetcher';

/**
 * @summary Your commission: owed, collected in-world, outstanding, the last payment and failed ones
 */
export const getBillingBalance = (signal?: AbortSignal) => {
  return fetcher<BillingBalanceDto>({
    url: `/api/billing/balance`, method: 'GET', signal
  });
};

export const getGetBillingBalanceQueryKey = () => {
  return [
    `/api/billing/balance`
  ] as const;
};

export const getGetBillingBalanceQueryOptions = <TData = Awaited<ReturnType<typeof getBillingBalance>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingBalance>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetBillingBalanceQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getBillingBalance>>> = ({ signal }) => getBillingBalance(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getBillingBalance>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetBillingBalanceQueryResult = NonNullable<Awaited<ReturnType<typeof getBillingBalance>>>;

export type GetBillingBalanceQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetBillingBalance<TData = Awaited<ReturnType<typeof getBillingBalance>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingBalance>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getBillingBalance>>, TError, Awaited<ReturnType<typeof getBillingBalance>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBillingBalance<TData = Awaited<ReturnType<typeof getBillingBalance>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingBalance>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getBillingBalance>>, TError, Awaited<ReturnType<typeof getBillingBalance>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBillingBalance<TData = Awaited<ReturnType<typeof getBillingBalance>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingBalance>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your commission: owed, collected in-world, outstanding, the last payment and failed ones
 */
export function useGetBillingBalance<TData = Awaited<ReturnType<typeof getBillingBalance>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingBalance>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetBillingBalanceQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Your statement for a range of SLT days (at most 366): every sale, refund, commission payment and partner payout, with totals
 */
export const getBillingStatement = (params: GetBillingStatementParams, signal?: AbortSignal) => {
  return fetcher<StatementDto>({
    url: `/api/billing/statement`, method: 'GET',
    params, signal
  });
};

export const getGetBillingStatementQueryKey = (params?: GetBillingStatementParams) => {
  return [
    `/api/billing/statement`, ...(params ? [params] : [])
  ] as const;
};

export const getGetBillingStatementQueryOptions = <TData = Awaited<ReturnType<typeof getBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBillingStatementParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingStatement>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetBillingStatementQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getBillingStatement>>> = ({ signal }) => getBillingStatement(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getBillingStatement>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetBillingStatementQueryResult = NonNullable<Awaited<ReturnType<typeof getBillingStatement>>>;

export type GetBillingStatementQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetBillingStatement<TData = Awaited<ReturnType<typeof getBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBillingStatementParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingStatement>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getBillingStatement>>, TError, Awaited<ReturnType<typeof getBillingStatement>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBillingStatement<TData = Awaited<ReturnType<typeof getBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBillingStatementParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingStatement>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getBillingStatement>>, TError, Awaited<ReturnType<typeof getBillingStatement>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBillingStatement<TData = Awaited<ReturnType<typeof getBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBillingStatementParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingStatement>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your statement for a range of SLT days (at most 366): every sale, refund, commission payment and partner payout, with totals
 */
export function useGetBillingStatement<TData = Awaited<ReturnType<typeof getBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBillingStatementParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingStatement>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetBillingStatementQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Your statement for a range of SLT days, as a CSV download
 */
export const exportBillingStatement = (params: ExportBillingStatementParams, signal?: AbortSignal) => {
  return fetcher<Blob>({
    url: `/api/billing/statement.csv`, method: 'GET',
    params,
    responseType: 'blob', signal
  });
};

export const getExportBillingStatementQueryKey = (params?: ExportBillingStatementParams) => {
  return [
    `/api/billing/statement.csv`, ...(params ? [params] : [])
  ] as const;
};

export const getExportBillingStatementQueryOptions = <TData = Awaited<ReturnType<typeof exportBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: ExportBillingStatementParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportBillingStatement>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getExportBillingStatementQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportBillingStatement>>> = ({ signal }) => exportBillingStatement(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof exportBillingStatement>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ExportBillingStatementQueryResult = NonNullable<Awaited<ReturnType<typeof exportBillingStatement>>>;

export type ExportBillingStatementQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useExportBillingStatement<TData = Awaited<ReturnType<typeof exportBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: ExportBillingStatementParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportBillingStatement>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof exportBillingStatement>>, TError, Awaited<ReturnType<typeof exportBillingStatement>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useExportBillingStatement<TData = Awaited<ReturnType<typeof exportBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: ExportBillingStatementParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportBillingStatement>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof exportBillingStatement>>, TError, Awaited<ReturnType<typeof exportBillingStatement>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useExportBillingStatement<TData = Awaited<ReturnType<typeof exportBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: ExportBillingStatementParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportBillingStatement>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your statement for a range of SLT days, as a CSV download
 */
export function useExportBillingStatement<TData = Awaited<ReturnType<typeof exportBillingStatement>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: ExportBillingStatementParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportBillingStatement>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getExportBillingStatementQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}
