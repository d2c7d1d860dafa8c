/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, BuyerPurchasesDto, RedeliveryRequestDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType } from '../../../fetcher';

/**
 * Only the avatar the link was made for, only completed purchases from the merchant whose terminal or vendor made it, newest first.
 * @summary A buyer's purchases from one merchant, through the link they got in-world (no sign-in)
 */
export const getLinkedPurchases = (token: string, signal?: AbortSignal) => {
  return fetcher<BuyerPurchasesDto>({
    url: `/api/buyer-redeliveries/${token}`, method: 'GET', signal
  });
};

export const getGetLinkedPurchasesQueryKey = (token?: string) => {
  return [
    `/api/buyer-redeliveries/${token}`
  ] as const;
};

export const getGetLinkedPurchasesQueryOptions = <TData = Awaited<ReturnType<typeof getLinkedPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLinkedPurchases>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetLinkedPurchasesQueryKey(token);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLinkedPurchases>>> = ({ signal }) => getLinkedPurchases(token, signal);
  return { queryKey, queryFn, enabled: !!(token), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getLinkedPurchases>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetLinkedPurchasesQueryResult = NonNullable<Awaited<ReturnType<typeof getLinkedPurchases>>>;

export type GetLinkedPurchasesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetLinkedPurchases<TData = Awaited<ReturnType<typeof getLinkedPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLinkedPurchases>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getLinkedPurchases>>, TError, Awaited<ReturnType<typeof getLinkedPurchases>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLinkedPurchases<TData = Awaited<ReturnType<typeof getLinkedPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLinkedPurchases>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getLinkedPurchases>>, TError, Awaited<ReturnType<typeof getLinkedPurchases>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLinkedPurchases<TData = Awaited<ReturnType<typeof getLinkedPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLinkedPurchases>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary A buyer's purchases from one merchant, through the link they got in-world (no sign-in)
 */
export function useGetLinkedPurchases<TData = Awaited<ReturnType<typeof getLinkedPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(token: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLinkedPurchases>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetLinkedPurchasesQueryOptions(token, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Files a redelivery request for the buyer and hands it to a delivery box; an open request for the purchase is returned instead.
 * @summary Redeliver one of the purchases the link lists, as the terminal would (no sign-in)
 */
export const redeliverLinkedPurchase = (token: string, transactionId: number, signal?: AbortSignal) => {
  return fetcher<RedeliveryRequestDto>({
    url: `/api/buyer-redeliveries/${token}/${transactionId}`, method: 'POST', signal
  });
};

export const getRedeliverLinkedPurchaseMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof redeliverLinkedPurchase>>, TError, {
    token: string;
    transactionId: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof redeliverLinkedPurchase>>, TError, {
  token: string;
  transactionId: number;
}, TContext> => {
  const mutationKey = ['redeliverLinkedPurchase'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof redeliverLinkedPurchase>>, {
    token: string;
    transactionId: number;
  }> = (props) => {
    const { token, transactionId } = props ?? {};
    return redeliverLinkedPurchase(token, transactionId);
  };
  return { mutationFn, ...mutationOptions };
};

export type RedeliverLinkedPurchaseMutationResult = NonNullable<Awaited<ReturnType<typeof redeliverLinkedPurchase>>>;

export type RedeliverLinkedPurchaseMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Redeliver one of the purchases the link lists, as the terminal would (no sign-in)
*/
export const useRedeliverLinkedPurchase = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof redeliverLinkedPurchase>>, TError, {
    token: string;
    transactionId: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof redeliverLinkedPurchase>>, TError, {
  token: string;
  transactionId: number;
}, TContext> => {
  const mutationOptions = getRedeliverLinkedPurchaseMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
