/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreatePromotionDto, PromotionDto, PromotionSettingsDto, UpdatePromotionDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Your promotions: sales, coupons, VIP lists and loyalty rewards, newest first
 */
export const getPromotions = (signal?: AbortSignal) => {
  return fetcher<PromotionDto[]>({
    url: `/api/promotions`, method: 'GET', signal
  });
};

export const getGetPromotionsQueryKey = () => {
  return [
    `/api/promotions`
  ] as const;
};

export const getGetPromotionsQueryOptions = <TData = Awaited<ReturnType<typeof getPromotions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotions>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetPromotionsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getPromotions>>> = ({ signal }) => getPromotions(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getPromotions>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetPromotionsQueryResult = NonNullable<Awaited<ReturnType<typeof getPromotions>>>;

export type GetPromotionsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetPromotions<TData = Awaited<ReturnType<typeof getPromotions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotions>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getPromotions>>, TError, Awaited<ReturnType<typeof getPromotions>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPromotions<TData = Awaited<ReturnType<typeof getPromotions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotions>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getPromotions>>, TError, Awaited<ReturnType<typeof getPromotions>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPromotions<TData = Awaited<ReturnType<typeof getPromotions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your promotions: sales, coupons, VIP lists and loyalty rewards, newest first
 */
export function useGetPromotions<TData = Awaited<ReturnType<typeof getPromotions>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotions>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetPromotionsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * sale: percentOff or amountOff, optionally one productId, starts and ends. coupon: the same plus code, maxUses, oncePerAvatar. vip: percentOff and avatarKeys. loyalty: percentOff and minSpent. The best single promotion applies to a sale unless stacking is on.
 * @summary Create a promotion
 */
export const createPromotion = (createPromotionDto: BodyType<CreatePromotionDto>, signal?: AbortSignal) => {
  return fetcher<PromotionDto>({
    url: `/api/promotions`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createPromotionDto, signal
  });
};

export const getCreatePromotionMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createPromotion>>, TError, {
    data: BodyType<CreatePromotionDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createPromotion>>, TError, {
  data: BodyType<CreatePromotionDto>;
}, TContext> => {
  const mutationKey = ['createPromotion'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createPromotion>>, {
    data: BodyType<CreatePromotionDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createPromotion(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreatePromotionMutationResult = NonNullable<Awaited<ReturnType<typeof createPromotion>>>;

export type CreatePromotionMutationBody = BodyType<CreatePromotionDto>;

export type CreatePromotionMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Create a promotion
*/
export const useCreatePromotion = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createPromotion>>, TError, {
    data: BodyType<CreatePromotionDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createPromotion>>, TError, {
  data: BodyType<CreatePromotionDto>;
}, TContext> => {
  const mutationOptions = getCreatePromotionMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Whether your promotions add up on a sale
*/
export const getPromotionSettings = (signal?: AbortSignal) => {
  return fetcher<PromotionSettingsDto>({
    url: `/api/promotions/settings`, method: 'GET', signal
  });
};

export const getGetPromotionSettingsQueryKey = () => {
  return [
    `/api/promotions/settings`
  ] as const;
};

export const getGetPromotionSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getPromotionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotionSettings>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetPromotionSettingsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getPromotionSettings>>> = ({ signal }) => getPromotionSettings(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getPromotionSettings>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetPromotionSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getPromotionSettings>>>;

export type GetPromotionSettingsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetPromotionSettings<TData = Awaited<ReturnType<typeof getPromotionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotionSettings>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getPromotionSettings>>, TError, Awaited<ReturnType<typeof getPromotionSettings>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPromotionSettings<TData = Awaited<ReturnType<typeof getPromotionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotionSettings>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getPromotionSettings>>, TError, Awaited<ReturnType<typeof getPromotionSettings>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPromotionSettings<TData = Awaited<ReturnType<typeof getPromotionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotionSettings>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Whether your promotions add up on a sale
 */
export function useGetPromotionSettings<TData = Awaited<ReturnType<typeof getPromotionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPromotionSettings>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetPromotionSettingsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Let your promotions add up on a sale, or apply only the best one
 */
export const updatePromotionSettings = (promotionSettingsDto: BodyType<PromotionSettingsDto>) => {
  return fetcher<PromotionSettingsDto>({
    url: `/api/promotions/settings`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: promotionSettingsDto
  });
};

export const getUpdatePromotionSettingsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updatePromotionSettings>>, TError, {
    data: BodyType<PromotionSettingsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updatePromotionSettings>>, TError, {
  data: BodyType<PromotionSettingsDto>;
}, TContext> => {
  const mutationKey = ['updatePromotionSettings'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updatePromotionSettings>>, {
    data: BodyType<PromotionSettingsDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return updatePromotionSettings(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdatePromotionSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updatePromotionSettings>>>;

export type UpdatePromotionSettingsMutationBody = BodyType<PromotionSettingsDto>;

export type UpdatePromotionSettingsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Let your promotions add up on a sale, or apply only the best one
*/
export const useUpdatePromotionSettings = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updatePromotionSettings>>, TError, {
    data: BodyType<PromotionSettingsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updatePromotionSettings>>, TError, {
  data: BodyType<PromotionSettingsDto>;
}, TContext> => {
  const mutationOptions = getUpdatePromotionSettingsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Delete a promotion (sales it discounted keep their discount)
*/
export const deletePromotion = (id: number) => {
  return fetcher<void>({
    url: `/api/promotions/${id}`, method: 'DELETE'
  });
};

export const getDeletePromotionMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deletePromotion>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deletePromotion>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['deletePromotion'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deletePromotion>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return deletePromotion(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeletePromotionMutationResult = NonNullable<Awaited<ReturnType<typeof deletePromotion>>>;

export type DeletePromotionMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Delete a promotion (sales it discounted keep their discount)
*/
export const useDeletePromotion = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deletePromotion>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deletePromotion>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getDeletePromotionMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Change a promotion; only the fields sent change, its kind stays
*/
export const updatePromotion = (id: number, updatePromotionDto: BodyType<UpdatePromotionDto>) => {
  return fetcher<PromotionDto>({
    url: `/api/promotions/${id}`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updatePromotionDto
  });
};

export const getUpdatePromotionMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updatePromotion>>, TError, {
    id: number;
    data: BodyType<UpdatePromotionDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updatePromotion>>, TError, {
  id: number;
  data: BodyType<UpdatePromotionDto>;
}, TContext> => {
  const mutationKey = ['updatePromotion'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updatePromotion>>, {
    id: number;
    data: BodyType<UpdatePromotionDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return updatePromotion(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdatePromotionMutationResult = NonNullable<Awaited<ReturnType<typeof updatePromotion>>>;

export type UpdatePromotionMutationBody = BodyType<UpdatePromotionDto>;

export type UpdatePromotionMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Change a promotion; only the fields sent change, its kind stays
*/
export const useUpdatePromotion = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updatePromotion>>, TError, {
    id: number;
    data: BodyType<UpdatePromotionDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updatePromotion>>, TError, {
  id: number;
  data: BodyType<UpdatePromotionDto>;
}, TContext> => {
  const mutationOptions = getUpdatePromotionMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
