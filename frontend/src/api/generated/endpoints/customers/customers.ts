/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CustomerDetailsDto, CustomerPageDto, ExportCustomersParams, GetCustomerParams, GetCustomersParams } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType } from '../../../fetcher';

/**
 * Always the caller’s own buyers (admins’ too). Purchases and spent count completed sales, spent less any part refunded; refunds counts sales refunded whole or in part.
 * @summary The avatars who bought from the caller, with their figures, paged, sorted and searchable
 */
export const getCustomers = (params?: GetCustomersParams, signal?: AbortSignal) => {
  return fetcher<CustomerPageDto>({
    url: `/api/customers`, method: 'GET',
    params, signal
  });
};

export const getGetCustomersQueryKey = (params?: GetCustomersParams) => {
  return [
    `/api/customers`, ...(params ? [params] : [])
  ] as const;
};

export const getGetCustomersQueryOptions = <TData = Awaited<ReturnType<typeof getCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetCustomersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomers>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCustomersQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCustomers>>> = ({ signal }) => getCustomers(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCustomers>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCustomersQueryResult = NonNullable<Awaited<ReturnType<typeof getCustomers>>>;

export type GetCustomersQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCustomers<TData = Awaited<ReturnType<typeof getCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetCustomersParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomers>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCustomers>>, TError, Awaited<ReturnType<typeof getCustomers>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCustomers<TData = Awaited<ReturnType<typeof getCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetCustomersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomers>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCustomers>>, TError, Awaited<ReturnType<typeof getCustomers>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCustomers<TData = Awaited<ReturnType<typeof getCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetCustomersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomers>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The avatars who bought from the caller, with their figures, paged, sorted and searchable
 */
export function useGetCustomers<TData = Awaited<ReturnType<typeof getCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetCustomersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomers>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCustomersQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary The same buyers as the list, with the same filters and order, as a CSV download
 */
export const exportCustomers = (params?: ExportCustomersParams, signal?: AbortSignal) => {
  return fetcher<Blob>({
    url: `/api/customers/export.csv`, method: 'GET',
    params,
    responseType: 'blob', signal
  });
};

export const getExportCustomersQueryKey = (params?: ExportCustomersParams) => {
  return [
    `/api/customers/export.csv`, ...(params ? [params] : [])
  ] as const;
};

export const getExportCustomersQueryOptions = <TData = Awaited<ReturnType<typeof exportCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportCustomersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomers>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getExportCustomersQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportCustomers>>> = ({ signal }) => exportCustomers(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof exportCustomers>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ExportCustomersQueryResult = NonNullable<Awaited<ReturnType<typeof exportCustomers>>>;

export type ExportCustomersQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useExportCustomers<TData = Awaited<ReturnType<typeof exportCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | ExportCustomersParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomers>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof exportCustomers>>, TError, Awaited<ReturnType<typeof exportCustomers>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useExportCustomers<TData = Awaited<ReturnType<typeof exportCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportCustomersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomers>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof exportCustomers>>, TError, Awaited<ReturnType<typeof exportCustomers>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useExportCustomers<TData = Awaited<ReturnType<typeof exportCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportCustomersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomers>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The same buyers as the list, with the same filters and order, as a CSV download
 */
export function useExportCustomers<TData = Awaited<ReturnType<typeof exportCustomers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportCustomersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomers>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getExportCustomersQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Always the caller’s own buyers (admins’ too). Purchases and spent count completed sales, spent less any part refunded; refunds counts sales refunded whole or in part.
 * @summary One buyer's figures and their purchases from the caller, newest first, paged
 */
export const getCustomer = (avatarKey: string, params?: GetCustomerParams, signal?: AbortSignal) => {
  return fetcher<CustomerDetailsDto>({
    url: `/api/customers/${avatarKey}`, method: 'GET',
    params, signal
  });
};

export const getGetCustomerQueryKey = (avatarKey?: string, params?: GetCustomerParams) => {
  return [
    `/api/customers/${avatarKey}`, ...(params ? [params] : [])
  ] as const;
};

export const getGetCustomerQueryOptions = <TData = Awaited<ReturnType<typeof getCustomer>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(avatarKey: string, params?: GetCustomerParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomer>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCustomerQueryKey(avatarKey, params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCustomer>>> = ({ signal }) => getCustomer(avatarKey, params, signal);
  return { queryKey, queryFn, enabled: !!(avatarKey), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCustomer>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCustomerQueryResult = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

export type GetCustomerQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCustomer<TData = Awaited<ReturnType<typeof getCustomer>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(avatarKey: string, params: undefined | GetCustomerParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomer>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCustomer>>, TError, Awaited<ReturnType<typeof getCustomer>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCustomer<TData = Awaited<ReturnType<typeof getCustomer>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(avatarKey: string, params?: GetCustomerParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomer>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCustomer>>, TError, Awaited<ReturnType<typeof getCustomer>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCustomer<TData = Awaited<ReturnType<typeof getCustomer>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(avatarKey: string, params?: GetCustomerParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomer>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary One buyer's figures and their purchases from the caller, newest first, paged
 */
export function useGetCustomer<TData = Awaited<ReturnType<typeof getCustomer>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(avatarKey: string, params?: GetCustomerParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomer>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCustomerQueryOptions(avatarKey, params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}
