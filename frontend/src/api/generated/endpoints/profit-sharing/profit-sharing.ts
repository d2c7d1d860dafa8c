/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, GetPayoutsParams, PartnerPayoutsDto, PayoutDto, PayoutPageDto, SaveSplitsDto, SplitTargetDto, SplitsDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Your partners' payouts, newest first, paged; by partner (avatarKey) and status
 */
export const getPayouts = (params?: GetPayoutsParams, signal?: AbortSignal) => {
  return fetcher<PayoutPageDto>({
    url: `/api/payouts`, method: 'GET',
    params, signal
  });
};

export const getGetPayoutsQueryKey = (params?: GetPayoutsParams) => {
  return [
    `/api/payouts`, ...(params ? [params] : [])
  ] as const;
};

export const getGetPayoutsQueryOptions = <TData = Awaited<ReturnType<typeof getPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetPayoutsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPayouts>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetPayoutsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getPayouts>>> = ({ signal }) => getPayouts(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getPayouts>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetPayoutsQueryResult = NonNullable<Awaited<ReturnType<typeof getPayouts>>>;

export type GetPayoutsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetPayouts<TData = Awaited<ReturnType<typeof getPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetPayoutsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPayouts>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getPayouts>>, TError, Awaited<ReturnType<typeof getPayouts>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPayouts<TData = Awaited<ReturnType<typeof getPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetPayoutsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPayouts>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getPayouts>>, TError, Awaited<ReturnType<typeof getPayouts>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPayouts<TData = Awaited<ReturnType<typeof getPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetPayoutsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPayouts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your partners' payouts, newest first, paged; by partner (avatarKey) and status
 */
export function useGetPayouts<TData = Awaited<ReturnType<typeof getPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetPayoutsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPayouts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetPayoutsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Each partner you have payouts for: due, paid and failed, counted and added up
 */
export const getPartnerPayouts = (signal?: AbortSignal) => {
  return fetcher<PartnerPayoutsDto[]>({
    url: `/api/payouts/partners`, method: 'GET', signal
  });
};

export const getGetPartnerPayoutsQueryKey = () => {
  return [
    `/api/payouts/partners`
  ] as const;
};

export const getGetPartnerPayoutsQueryOptions = <TData = Awaited<ReturnType<typeof getPartnerPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnerPayouts>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetPartnerPayoutsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getPartnerPayouts>>> = ({ signal }) => getPartnerPayouts(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getPartnerPayouts>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetPartnerPayoutsQueryResult = NonNullable<Awaited<ReturnType<typeof getPartnerPayouts>>>;

export type GetPartnerPayoutsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetPartnerPayouts<TData = Awaited<ReturnType<typeof getPartnerPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnerPayouts>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getPartnerPayouts>>, TError, Awaited<ReturnType<typeof getPartnerPayouts>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPartnerPayouts<TData = Awaited<ReturnType<typeof getPartnerPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnerPayouts>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getPartnerPayouts>>, TError, Awaited<ReturnType<typeof getPartnerPayouts>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPartnerPayouts<TData = Awaited<ReturnType<typeof getPartnerPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnerPayouts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Each partner you have payouts for: due, paid and failed, counted and added up
 */
export function useGetPartnerPayouts<TData = Awaited<ReturnType<typeof getPartnerPayouts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnerPayouts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetPartnerPayoutsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Only a failed payout of a completed sale. One that failed because the splits and the commission passed 100 % is recomputed from the splits as they are now, and refused (409) while the sale's payouts and its commission would still pass 100 %.
 * @summary Send a failed payout back to its vendor, which pays it with its next heartbeat
 */
export const retryPayout = (id: number, signal?: AbortSignal) => {
  return fetcher<PayoutDto>({
    url: `/api/payouts/${id}/retry`, method: 'POST', signal
  });
};

export const getRetryPayoutMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof retryPayout>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof retryPayout>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['retryPayout'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof retryPayout>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return retryPayout(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type RetryPayoutMutationResult = NonNullable<Awaited<ReturnType<typeof retryPayout>>>;

export type RetryPayoutMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Send a failed payout back to its vendor, which pays it with its next heartbeat
*/
export const useRetryPayout = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof retryPayout>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof retryPayout>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getRetryPayoutMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary A product's own partners (they replace its vendor's), and its vendor's
*/
export const getProductSplits = (id: number, signal?: AbortSignal) => {
  return fetcher<SplitsDto>({
    url: `/api/products/${id}/splits`, method: 'GET', signal
  });
};

export const getGetProductSplitsQueryKey = (id?: number) => {
  return [
    `/api/products/${id}/splits`
  ] as const;
};

export const getGetProductSplitsQueryOptions = <TData = Awaited<ReturnType<typeof getProductSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductSplits>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetProductSplitsQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getProductSplits>>> = ({ signal }) => getProductSplits(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getProductSplits>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetProductSplitsQueryResult = NonNullable<Awaited<ReturnType<typeof getProductSplits>>>;

export type GetProductSplitsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetProductSplits<TData = Awaited<ReturnType<typeof getProductSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductSplits>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getProductSplits>>, TError, Awaited<ReturnType<typeof getProductSplits>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetProductSplits<TData = Awaited<ReturnType<typeof getProductSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductSplits>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getProductSplits>>, TError, Awaited<ReturnType<typeof getProductSplits>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetProductSplits<TData = Awaited<ReturnType<typeof getProductSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductSplits>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary A product's own partners (they replace its vendor's), and its vendor's
 */
export function useGetProductSplits<TData = Awaited<ReturnType<typeof getProductSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProductSplits>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetProductSplitsQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The list replaces the saved one ([] removes every split). Refused (400, naming the overflow) when the splits and the highest commission rate that can apply to the vendor add up to more than 100 %. Each sale then pays every partner their percent of the price paid, rounded down to whole L$; the rest stays with you.
 * @summary Set a product's own partners: its sales pay these instead of its vendor's
 */
export const saveProductSplits = (id: number, saveSplitsDto: BodyType<SaveSplitsDto>) => {
  return fetcher<SplitsDto>({
    url: `/api/products/${id}/splits`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: saveSplitsDto
  });
};

export const getSaveProductSplitsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof saveProductSplits>>, TError, {
    id: number;
    data: BodyType<SaveSplitsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof saveProductSplits>>, TError, {
  id: number;
  data: BodyType<SaveSplitsDto>;
}, TContext> => {
  const mutationKey = ['saveProductSplits'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof saveProductSplits>>, {
    id: number;
    data: BodyType<SaveSplitsDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return saveProductSplits(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type SaveProductSplitsMutationResult = NonNullable<Awaited<ReturnType<typeof saveProductSplits>>>;

export type SaveProductSplitsMutationBody = BodyType<SaveSplitsDto>;

export type SaveProductSplitsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Set a product's own partners: its sales pay these instead of its vendor's
*/
export const useSaveProductSplits = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof saveProductSplits>>, TError, {
    id: number;
    data: BodyType<SaveSplitsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof saveProductSplits>>, TError, {
  id: number;
  data: BodyType<SaveSplitsDto>;
}, TContext> => {
  const mutationOptions = getSaveProductSplitsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Your vendors and products that have splits of their own, with their partners
*/
export const getSplits = (signal?: AbortSignal) => {
  return fetcher<SplitTargetDto[]>({
    url: `/api/splits`, method: 'GET', signal
  });
};

export const getGetSplitsQueryKey = () => {
  return [
    `/api/splits`
  ] as const;
};

export const getGetSplitsQueryOptions = <TData = Awaited<ReturnType<typeof getSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getSplits>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetSplitsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getSplits>>> = ({ signal }) => getSplits(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getSplits>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetSplitsQueryResult = NonNullable<Awaited<ReturnType<typeof getSplits>>>;

export type GetSplitsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetSplits<TData = Awaited<ReturnType<typeof getSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getSplits>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getSplits>>, TError, Awaited<ReturnType<typeof getSplits>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetSplits<TData = Awaited<ReturnType<typeof getSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getSplits>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getSplits>>, TError, Awaited<ReturnType<typeof getSplits>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetSplits<TData = Awaited<ReturnType<typeof getSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getSplits>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your vendors and products that have splits of their own, with their partners
 */
export function useGetSplits<TData = Awaited<ReturnType<typeof getSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getSplits>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetSplitsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary A vendor's partners and their percent of each sale
 */
export const getVendorSplits = (id: number, signal?: AbortSignal) => {
  return fetcher<SplitsDto>({
    url: `/api/vendors/${id}/splits`, method: 'GET', signal
  });
};

export const getGetVendorSplitsQueryKey = (id?: number) => {
  return [
    `/api/vendors/${id}/splits`
  ] as const;
};

export const getGetVendorSplitsQueryOptions = <TData = Awaited<ReturnType<typeof getVendorSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorSplits>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetVendorSplitsQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getVendorSplits>>> = ({ signal }) => getVendorSplits(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getVendorSplits>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetVendorSplitsQueryResult = NonNullable<Awaited<ReturnType<typeof getVendorSplits>>>;

export type GetVendorSplitsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetVendorSplits<TData = Awaited<ReturnType<typeof getVendorSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorSplits>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getVendorSplits>>, TError, Awaited<ReturnType<typeof getVendorSplits>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetVendorSplits<TData = Awaited<ReturnType<typeof getVendorSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorSplits>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getVendorSplits>>, TError, Awaited<ReturnType<typeof getVendorSplits>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetVendorSplits<TData = Awaited<ReturnType<typeof getVendorSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorSplits>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary A vendor's partners and their percent of each sale
 */
export function useGetVendorSplits<TData = Awaited<ReturnType<typeof getVendorSplits>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorSplits>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetVendorSplitsQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The list replaces the saved one ([] removes every split). Refused (400, naming the overflow) when the splits and the highest commission rate that can apply to the vendor add up to more than 100 %. Each sale then pays every partner their percent of the price paid, rounded down to whole L$; the rest stays with you.
 * @summary Set a vendor's partners (the splits of its products' sales, unless a product has its own)
 */
export const saveVendorSplits = (id: number, saveSplitsDto: BodyType<SaveSplitsDto>) => {
  return fetcher<SplitsDto>({
    url: `/api/vendors/${id}/splits`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: saveSplitsDto
  });
};

export const getSaveVendorSplitsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof saveVendorSplits>>, TError, {
    id: number;
    data: BodyType<SaveSplitsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof saveVendorSplits>>, TError, {
  id: number;
  data: BodyType<SaveSplitsDto>;
}, TContext> => {
  const mutationKey = ['saveVendorSplits'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof saveVendorSplits>>, {
    id: number;
    data: BodyType<SaveSplitsDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return saveVendorSplits(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type SaveVendorSplitsMutationResult = NonNullable<Awaited<ReturnType<typeof saveVendorSplits>>>;

export type SaveVendorSplitsMutationBody = BodyType<SaveSplitsDto>;

export type SaveVendorSplitsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Set a vendor's partners (the splits of its products' sales, unless a product has its own)
*/
export const useSaveVendorSplits = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof saveVendorSplits>>, TError, {
    id: number;
    data: BodyType<SaveSplitsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof saveVendorSplits>>, TError, {
  id: number;
  data: BodyType<SaveSplitsDto>;
}, TContext> => {
  const mutationOptions = getSaveVendorSplitsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
