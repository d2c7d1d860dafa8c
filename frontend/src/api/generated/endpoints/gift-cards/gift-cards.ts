/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, GiftCardDto, GiftCardRedemptionDto, IssueGiftCardDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Your gift cards with their balances, newest first
 */
export const getGiftCards = (signal?: AbortSignal) => {
  return fetcher<GiftCardDto[]>({
    url: `/api/gift-cards`, method: 'GET', signal
  });
};

export const getGetGiftCardsQueryKey = () => {
  return [
    `/api/gift-cards`
  ] as const;
};

export const getGetGiftCardsQueryOptions = <TData = Awaited<ReturnType<typeof getGiftCards>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCards>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetGiftCardsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getGiftCards>>> = ({ signal }) => getGiftCards(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getGiftCards>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetGiftCardsQueryResult = NonNullable<Awaited<ReturnType<typeof getGiftCards>>>;

export type GetGiftCardsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetGiftCards<TData = Awaited<ReturnType<typeof getGiftCards>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCards>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getGiftCards>>, TError, Awaited<ReturnType<typeof getGiftCards>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetGiftCards<TData = Awaited<ReturnType<typeof getGiftCards>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCards>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getGiftCards>>, TError, Awaited<ReturnType<typeof getGiftCards>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetGiftCards<TData = Awaited<ReturnType<typeof getGiftCards>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCards>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your gift cards with their balances, newest first
 */
export function useGetGiftCards<TData = Awaited<ReturnType<typeof getGiftCards>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCards>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetGiftCardsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Issue a gift card by hand; the answer holds its code to give the holder
 */
export const issueGiftCard = (issueGiftCardDto: BodyType<IssueGiftCardDto>, signal?: AbortSignal) => {
  return fetcher<GiftCardDto>({
    url: `/api/gift-cards`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: issueGiftCardDto, signal
  });
};

export const getIssueGiftCardMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof issueGiftCard>>, TError, {
    data: BodyType<IssueGiftCardDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof issueGiftCard>>, TError, {
  data: BodyType<IssueGiftCardDto>;
}, TContext> => {
  const mutationKey = ['issueGiftCard'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof issueGiftCard>>, {
    data: BodyType<IssueGiftCardDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return issueGiftCard(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type IssueGiftCardMutationResult = NonNullable<Awaited<ReturnType<typeof issueGiftCard>>>;

export type IssueGiftCardMutationBody = BodyType<IssueGiftCardDto>;

export type IssueGiftCardMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Issue a gift card by hand; the answer holds its code to give the holder
*/
export const useIssueGiftCard = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof issueGiftCard>>, TError, {
    data: BodyType<IssueGiftCardDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof issueGiftCard>>, TError, {
  data: BodyType<IssueGiftCardDto>;
}, TContext> => {
  const mutationOptions = getIssueGiftCardMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary The sales paid with a gift card, newest first
*/
export const getGiftCardRedemptions = (id: number, signal?: AbortSignal) => {
  return fetcher<GiftCardRedemptionDto[]>({
    url: `/api/gift-cards/${id}/redemptions`, method: 'GET', signal
  });
};

export const getGetGiftCardRedemptionsQueryKey = (id?: number) => {
  return [
    `/api/gift-cards/${id}/redemptions`
  ] as const;
};

export const getGetGiftCardRedemptionsQueryOptions = <TData = Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetGiftCardRedemptionsQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getGiftCardRedemptions>>> = ({ signal }) => getGiftCardRedemptions(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetGiftCardRedemptionsQueryResult = NonNullable<Awaited<ReturnType<typeof getGiftCardRedemptions>>>;

export type GetGiftCardRedemptionsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetGiftCardRedemptions<TData = Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError, Awaited<ReturnType<typeof getGiftCardRedemptions>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetGiftCardRedemptions<TData = Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError, Awaited<ReturnType<typeof getGiftCardRedemptions>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetGiftCardRedemptions<TData = Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The sales paid with a gift card, newest first
 */
export function useGetGiftCardRedemptions<TData = Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardRedemptions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetGiftCardRedemptionsQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Void a gift card: it can no longer be spent (its sales stay)
 */
export const voidGiftCard = (id: number, signal?: AbortSignal) => {
  return fetcher<GiftCardDto>({
    url: `/api/gift-cards/${id}/void`, method: 'POST', signal
  });
};

export const getVoidGiftCardMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof voidGiftCard>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof voidGiftCard>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['voidGiftCard'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof voidGiftCard>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return voidGiftCard(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type VoidGiftCardMutationResult = NonNullable<Awaited<ReturnType<typeof voidGiftCard>>>;

export type VoidGiftCardMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Void a gift card: it can no longer be spent (its sales stay)
*/
export const useVoidGiftCard = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof voidGiftCard>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof voidGiftCard>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getVoidGiftCardMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
