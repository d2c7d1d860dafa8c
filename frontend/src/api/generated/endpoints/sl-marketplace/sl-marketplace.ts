/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, MarketplaceSaleRecordedDto, ReceiveMarketplaceSaleParams } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType } from '../../../fetcher';

/**
 * No sign-in: the address from Settings → Marketplace is the credential, and X-ANS-Verify-Hash proves the call: the lower-case hex SHA-1 of the query string exactly as sent (without the "?") followed by your salt. The sale is recorded once per TransactionID; a repeat answers recorded: false with the same transaction_id.
 * @summary The SL Marketplace's notification of a sale (Automatic Notification Service): records it once
 */
export const receiveMarketplaceSale = (token: string, params?: ReceiveMarketplaceSaleParams, signal?: AbortSignal) => {
  return fetcher<MarketplaceSaleRecordedDto>({
    url: `/api/marketplace/ans/${token}`, method: 'GET',
    params, signal
  });
};

export const getReceiveMarketplaceSaleQueryKey = (token?: string, params?: ReceiveMarketplaceSaleParams) => {
  return [
    `/api/marketplace/ans/${token}`, ...(params ? [params] : [])
  ] as const;
};

export const getReceiveMarketplaceSaleQueryOptions = <TData = Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, params?: ReceiveMarketplaceSaleParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getReceiveMarketplaceSaleQueryKey(token, params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof receiveMarketplaceSale>>> = ({ signal }) => receiveMarketplaceSale(token, params, signal);
  return { queryKey, queryFn, enabled: !!(token), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ReceiveMarketplaceSaleQueryResult = NonNullable<Awaited<ReturnType<typeof receiveMarketplaceSale>>>;

export type ReceiveMarketplaceSaleQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useReceiveMarketplaceSale<TData = Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, params: undefined | ReceiveMarketplaceSaleParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError, Awaited<ReturnType<typeof receiveMarketplaceSale>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useReceiveMarketplaceSale<TData = Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, params?: ReceiveMarketplaceSaleParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError, Awaited<ReturnType<typeof receiveMarketplaceSale>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useReceiveMarketplaceSale<TData = Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, params?: ReceiveMarketplaceSaleParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The SL Marketplace's notification of a sale (Automatic Notification Service): records it once
 */
export function useReceiveMarketplaceSale<TData = Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, params?: ReceiveMarketplaceSaleParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof receiveMarketplaceSale>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getReceiveMarketplaceSaleQueryOptions(token, params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}
