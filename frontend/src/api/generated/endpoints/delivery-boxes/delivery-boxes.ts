/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreateDeliveryBoxDto, DeliveryBoxDto, UpdateDeliveryBoxDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Your delivery boxes (all boxes for admins), newest first, with their in-world objects
 */
export const getDeliveryBoxes = (signal?: AbortSignal) => {
  return fetcher<DeliveryBoxDto[]>({
    url: `/api/delivery-boxes`, method: 'GET', signal
  });
};

export const getGetDeliveryBoxesQueryKey = () => {
  return [
    `/api/delivery-boxes`
  ] as const;
};

export const getGetDeliveryBoxesQueryOptions = <TData = Awaited<ReturnType<typeof getDeliveryBoxes>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBoxes>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetDeliveryBoxesQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getDeliveryBoxes>>> = ({ signal }) => getDeliveryBoxes(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBoxes>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetDeliveryBoxesQueryResult = NonNullable<Awaited<ReturnType<typeof getDeliveryBoxes>>>;

export type GetDeliveryBoxesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetDeliveryBoxes<TData = Awaited<ReturnType<typeof getDeliveryBoxes>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBoxes>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getDeliveryBoxes>>, TError, Awaited<ReturnType<typeof getDeliveryBoxes>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetDeliveryBoxes<TData = Awaited<ReturnType<typeof getDeliveryBoxes>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBoxes>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getDeliveryBoxes>>, TError, Awaited<ReturnType<typeof getDeliveryBoxes>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetDeliveryBoxes<TData = Awaited<ReturnType<typeof getDeliveryBoxes>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBoxes>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your delivery boxes (all boxes for admins), newest first, with their in-world objects
 */
export function useGetDeliveryBoxes<TData = Awaited<ReturnType<typeof getDeliveryBoxes>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBoxes>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetDeliveryBoxesQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Create a delivery box; the server issues its box key
 */
export const createDeliveryBox = (createDeliveryBoxDto: BodyType<CreateDeliveryBoxDto>, signal?: AbortSignal) => {
  return fetcher<DeliveryBoxDto>({
    url: `/api/delivery-boxes`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createDeliveryBoxDto, signal
  });
};

export const getCreateDeliveryBoxMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createDeliveryBox>>, TError, {
    data: BodyType<CreateDeliveryBoxDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createDeliveryBox>>, TError, {
  data: BodyType<CreateDeliveryBoxDto>;
}, TContext> => {
  const mutationKey = ['createDeliveryBox'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createDeliveryBox>>, {
    data: BodyType<CreateDeliveryBoxDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createDeliveryBox(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateDeliveryBoxMutationResult = NonNullable<Awaited<ReturnType<typeof createDeliveryBox>>>;

export type CreateDeliveryBoxMutationBody = BodyType<CreateDeliveryBoxDto>;

export type CreateDeliveryBoxMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Create a delivery box; the server issues its box key
*/
export const useCreateDeliveryBox = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createDeliveryBox>>, TError, {
    data: BodyType<CreateDeliveryBoxDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createDeliveryBox>>, TError, {
  data: BodyType<CreateDeliveryBoxDto>;
}, TContext> => {
  const mutationOptions = getCreateDeliveryBoxMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Delete a delivery box; the requests it held go to other boxes
*/
export const deleteDeliveryBox = (id: number) => {
  return fetcher<void>({
    url: `/api/delivery-boxes/${id}`, method: 'DELETE'
  });
};

export const getDeleteDeliveryBoxMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteDeliveryBox>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteDeliveryBox>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['deleteDeliveryBox'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteDeliveryBox>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return deleteDeliveryBox(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeleteDeliveryBoxMutationResult = NonNullable<Awaited<ReturnType<typeof deleteDeliveryBox>>>;

export type DeleteDeliveryBoxMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Delete a delivery box; the requests it held go to other boxes
*/
export const useDeleteDeliveryBox = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteDeliveryBox>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deleteDeliveryBox>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getDeleteDeliveryBoxMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary One delivery box
*/
export const getDeliveryBox = (id: number, signal?: AbortSignal) => {
  return fetcher<DeliveryBoxDto>({
    url: `/api/delivery-boxes/${id}`, method: 'GET', signal
  });
};

export const getGetDeliveryBoxQueryKey = (id?: number) => {
  return [
    `/api/delivery-boxes/${id}`
  ] as const;
};

export const getGetDeliveryBoxQueryOptions = <TData = Awaited<ReturnType<typeof getDeliveryBox>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBox>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetDeliveryBoxQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getDeliveryBox>>> = ({ signal }) => getDeliveryBox(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBox>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetDeliveryBoxQueryResult = NonNullable<Awaited<ReturnType<typeof getDeliveryBox>>>;

export type GetDeliveryBoxQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetDeliveryBox<TData = Awaited<ReturnType<typeof getDeliveryBox>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBox>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getDeliveryBox>>, TError, Awaited<ReturnType<typeof getDeliveryBox>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetDeliveryBox<TData = Awaited<ReturnType<typeof getDeliveryBox>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBox>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getDeliveryBox>>, TError, Awaited<ReturnType<typeof getDeliveryBox>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetDeliveryBox<TData = Awaited<ReturnType<typeof getDeliveryBox>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBox>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary One delivery box
 */
export function useGetDeliveryBox<TData = Awaited<ReturnType<typeof getDeliveryBox>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDeliveryBox>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetDeliveryBoxQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Switching a box off hands the requests it held to other online boxes.
 * @summary Rename a delivery box or switch it on or off; only the fields sent change
 */
export const updateDeliveryBox = (id: number, updateDeliveryBoxDto: BodyType<UpdateDeliveryBoxDto>) => {
  return fetcher<DeliveryBoxDto>({
    url: `/api/delivery-boxes/${id}`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateDeliveryBoxDto
  });
};

export const getUpdateDeliveryBoxMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateDeliveryBox>>, TError, {
    id: number;
    data: BodyType<UpdateDeliveryBoxDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateDeliveryBox>>, TError, {
  id: number;
  data: BodyType<UpdateDeliveryBoxDto>;
}, TContext> => {
  const mutationKey = ['updateDeliveryBox'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateDeliveryBox>>, {
    id: number;
    data: BodyType<UpdateDeliveryBoxDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return updateDeliveryBox(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateDeliveryBoxMutationResult = NonNullable<Awaited<ReturnType<typeof updateDeliveryBox>>>;

export type UpdateDeliveryBoxMutationBody = BodyType<UpdateDeliveryBoxDto>;

export type UpdateDeliveryBoxMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Rename a delivery box or switch it on or off; only the fields sent change
*/
export const useUpdateDeliveryBox = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateDeliveryBox>>, TError, {
    id: number;
    data: BodyType<UpdateDeliveryBoxDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateDeliveryBox>>, TError, {
  id: number;
  data: BodyType<UpdateDeliveryBoxDto>;
}, TContext> => {
  const mutationOptions = getUpdateDeliveryBoxMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Issue a new box key; the old key stops working
*/
export const rotateDeliveryBoxKey = (id: number, signal?: AbortSignal) => {
  return fetcher<DeliveryBoxDto>({
    url: `/api/delivery-boxes/${id}/rotate-key`, method: 'POST', signal
  });
};

export const getRotateDeliveryBoxKeyMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateDeliveryBoxKey>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof rotateDeliveryBoxKey>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['rotateDeliveryBoxKey'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof rotateDeliveryBoxKey>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return rotateDeliveryBoxKey(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type RotateDeliveryBoxKeyMutationResult = NonNullable<Awaited<ReturnType<typeof rotateDeliveryBoxKey>>>;

export type RotateDeliveryBoxKeyMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Issue a new box key; the old key stops working
*/
export const useRotateDeliveryBoxKey = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateDeliveryBoxKey>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof rotateDeliveryBoxKey>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getRotateDeliveryBoxKeyMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
