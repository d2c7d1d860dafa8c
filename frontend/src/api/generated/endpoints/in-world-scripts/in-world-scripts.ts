/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, GetBuyerPurchasesParams, LslActivityDto, LslStatusDto, PendingRedeliveriesDto, PurchasesDto, RecordSaleDto, RedeliveryRequestDto, ReportRedeliveryFailedDto, SaleRecordedDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Today's in-world calls with your API keys and their error rate (Second Life time)
 */
export const getLslActivity = (signal?: AbortSignal) => {
  return fetcher<LslActivityDto>({
    url: `/api/lsl/activity`, method: 'GET', signal
  });
};

export const getGetLslActivityQueryKey = () => {
  return [
    `/api/lsl/activity`
  ] as const;
};

export const getGetLslActivityQueryOptions = <TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetLslActivityQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLslActivity>>> = ({ signal }) => getLslActivity(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetLslActivityQueryResult = NonNullable<Awaited<ReturnType<typeof getLslActivity>>>;

export type GetLslActivityQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetLslActivity<TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, Awaited<ReturnType<typeof getLslActivity>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslActivity<TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, Awaited<ReturnType<typeof getLslActivity>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslActivity<TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Today's in-world calls with your API keys and their error rate (Second Life time)
 */
export function useGetLslActivity<TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetLslActivityQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Completed purchases, newest first, at most 20, dated in Second Life time; never a body over 8192 bytes.
 * @summary A buyer's purchases from your vendors, for the redelivery terminal (lsl/redelivery-terminal.lsl)
 */
export const getBuyerPurchases = (params: GetBuyerPurchasesParams, signal?: AbortSignal) => {
  return fetcher<PurchasesDto>({
    url: `/api/lsl/purchases`, method: 'GET',
    params, signal
  });
};

export const getGetBuyerPurchasesQueryKey = (params?: GetBuyerPurchasesParams) => {
  return [
    `/api/lsl/purchases`, ...(params ? [params] : [])
  ] as const;
};

export const getGetBuyerPurchasesQueryOptions = <TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetBuyerPurchasesQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getBuyerPurchases>>> = ({ signal }) => getBuyerPurchases(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetBuyerPurchasesQueryResult = NonNullable<Awaited<ReturnType<typeof getBuyerPurchases>>>;

export type GetBuyerPurchasesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetBuyerPurchases<TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, Awaited<ReturnType<typeof getBuyerPurchases>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBuyerPurchases<TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, Awaited<ReturnType<typeof getBuyerPurchases>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBuyerPurchases<TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary A buyer's purchases from your vendors, for the redelivery terminal (lsl/redelivery-terminal.lsl)
 */
export function useGetBuyerPurchases<TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetBuyerPurchasesQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Oldest first, at most 10, and never a body over 2048 bytes.
 * @summary Pending redelivery requests for your delivery box (lsl/delivery-box.lsl)
 */
export const getPendingRedeliveries = (signal?: AbortSignal) => {
  return fetcher<PendingRedeliveriesDto>({
    url: `/api/lsl/redeliveries/pending`, method: 'GET', signal
  });
};

export const getGetPendingRedeliveriesQueryKey = () => {
  return [
    `/api/lsl/redeliveries/pending`
  ] as const;
};

export const getGetPendingRedeliveriesQueryOptions = <TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetPendingRedeliveriesQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getPendingRedeliveries>>> = ({ signal }) => getPendingRedeliveries(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetPendingRedeliveriesQueryResult = NonNullable<Awaited<ReturnType<typeof getPendingRedeliveries>>>;

export type GetPendingRedeliveriesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetPendingRedeliveries<TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, Awaited<ReturnType<typeof getPendingRedeliveries>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPendingRedeliveries<TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, Awaited<ReturnType<typeof getPendingRedeliveries>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPendingRedeliveries<TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Pending redelivery requests for your delivery box (lsl/delivery-box.lsl)
 */
export function useGetPendingRedeliveries<TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetPendingRedeliveriesQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The request becomes completed. Reporting it delivered again answers the same.
 * @summary Report a redelivery request as delivered (the delivery box gave the item)
 */
export const reportRedeliveryDelivered = (id: number, signal?: AbortSignal) => {
  return fetcher<RedeliveryRequestDto>({
    url: `/api/lsl/redeliveries/${id}/delivered`, method: 'POST', signal
  });
};

export const getReportRedeliveryDeliveredMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['reportRedeliveryDelivered'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return reportRedeliveryDelivered(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportRedeliveryDeliveredMutationResult = NonNullable<Awaited<ReturnType<typeof reportRedeliveryDelivered>>>;

export type ReportRedeliveryDeliveredMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report a redelivery request as delivered (the delivery box gave the item)
*/
export const useReportRedeliveryDelivered = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getReportRedeliveryDeliveredMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The request becomes failed. Reporting it failed again answers the same and keeps the first reason.
* @summary Report a redelivery request as failed, with the reason
*/
export const reportRedeliveryFailed = (id: number, reportRedeliveryFailedDto: BodyType<ReportRedeliveryFailedDto>, signal?: AbortSignal) => {
  return fetcher<RedeliveryRequestDto>({
    url: `/api/lsl/redeliveries/${id}/failed`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportRedeliveryFailedDto, signal
  });
};

export const getReportRedeliveryFailedMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryFailed>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryFailed>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryFailedDto>;
}, TContext> => {
  const mutationKey = ['reportRedeliveryFailed'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportRedeliveryFailed>>, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return reportRedeliveryFailed(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportRedeliveryFailedMutationResult = NonNullable<Awaited<ReturnType<typeof reportRedeliveryFailed>>>;

export type ReportRedeliveryFailedMutationBody = BodyType<ReportRedeliveryFailedDto>;

export type ReportRedeliveryFailedMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report a redelivery request as failed, with the reason
*/
export const useReportRedeliveryFailed = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryFailed>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportRedeliveryFailed>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryFailedDto>;
}, TContext> => {
  const mutationOptions = getReportRedeliveryFailedMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The vendor must be yours (otherwise 404 "Unknown vendor key.") and active (otherwise 403 "This vendor is inactive."). The commission is computed when the sale is recorded. The same sale_id again answers with the first transaction and records nothing.
* @summary Record a sale made by an in-world vendor (lsl/vendor.lsl)
*/
export const recordSale = (recordSaleDto: BodyType<RecordSaleDto>, signal?: AbortSignal) => {
  return fetcher<SaleRecordedDto>({
    url: `/api/lsl/sale`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: recordSaleDto, signal
  });
};

export const getRecordSaleMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof recordSale>>, TError, {
    data: BodyType<RecordSaleDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof recordSale>>, TError, {
  data: BodyType<RecordSaleDto>;
}, TContext> => {
  const mutationKey = ['recordSale'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof recordSale>>, {
    data: BodyType<RecordSaleDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return recordSale(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type RecordSaleMutationResult = NonNullable<Awaited<ReturnType<typeof recordSale>>>;

export type RecordSaleMutationBody = BodyType<RecordSaleDto>;

export type RecordSaleMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Record a sale made by an in-world vendor (lsl/vendor.lsl)
*/
export const useRecordSale = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof recordSale>>, TError, {
    data: BodyType<RecordSaleDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof recordSale>>, TError, {
  data: BodyType<RecordSaleDto>;
}, TContext> => {
  const mutationOptions = getRecordSaleMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* For the API key owner (X-Api-Key) or the signed-in user (bearer token); for the whole platform without either.
* @summary Vendor counts and the time of the last in-world call
*/
export const getLslStatus = (signal?: AbortSignal) => {
  return fetcher<LslStatusDto>({
    url: `/api/lsl/status`, method: 'GET', signal
  });
};

export const getGetLslStatusQueryKey = () => {
  return [
    `/api/lsl/status`
  ] as const;
};

export const getGetLslStatusQueryOptions = <TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetLslStatusQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLslStatus>>> = ({ signal }) => getLslStatus(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetLslStatusQueryResult = NonNullable<Awaited<ReturnType<typeof getLslStatus>>>;

export type GetLslStatusQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetLslStatus<TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, Awaited<ReturnType<typeof getLslStatus>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslStatus<TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, Awaited<ReturnType<typeof getLslStatus>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslStatus<TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Vendor counts and the time of the last in-world call
 */
export function useGetLslStatus<TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetLslStatusQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}
