/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CatalogueDto, CreateVendorDto, UpdateVendorDto, VendorDeletionDto, VendorDto, VendorsPausedDto, VendorsResumedDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Your vendors (all vendors for admins), newest first
 */
export const getVendors = (signal?: AbortSignal) => {
  return fetcher<VendorDto[]>({
    url: `/api/vendors`, method: 'GET', signal
  });
};

export const getGetVendorsQueryKey = () => {
  return [
    `/api/vendors`
  ] as const;
};

export const getGetVendorsQueryOptions = <TData = Awaited<ReturnType<typeof getVendors>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendors>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetVendorsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getVendors>>> = ({ signal }) => getVendors(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getVendors>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetVendorsQueryResult = NonNullable<Awaited<ReturnType<typeof getVendors>>>;

export type GetVendorsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetVendors<TData = Awaited<ReturnType<typeof getVendors>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendors>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getVendors>>, TError, Awaited<ReturnType<typeof getVendors>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetVendors<TData = Awaited<ReturnType<typeof getVendors>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendors>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getVendors>>, TError, Awaited<ReturnType<typeof getVendors>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetVendors<TData = Awaited<ReturnType<typeof getVendors>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendors>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your vendors (all vendors for admins), newest first
 */
export function useGetVendors<TData = Awaited<ReturnType<typeof getVendors>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendors>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetVendorsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Create a vendor; the server issues its LSL key
 */
export const createVendor = (createVendorDto: BodyType<CreateVendorDto>, signal?: AbortSignal) => {
  return fetcher<VendorDto>({
    url: `/api/vendors`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createVendorDto, signal
  });
};

export const getCreateVendorMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createVendor>>, TError, {
    data: BodyType<CreateVendorDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createVendor>>, TError, {
  data: BodyType<CreateVendorDto>;
}, TContext> => {
  const mutationKey = ['createVendor'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createVendor>>, {
    data: BodyType<CreateVendorDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createVendor(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateVendorMutationResult = NonNullable<Awaited<ReturnType<typeof createVendor>>>;

export type CreateVendorMutationBody = BodyType<CreateVendorDto>;

export type CreateVendorMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Create a vendor; the server issues its LSL key
*/
export const useCreateVendor = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createVendor>>, TError, {
    data: BodyType<CreateVendorDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createVendor>>, TError, {
  data: BodyType<CreateVendorDto>;
}, TContext> => {
  const mutationOptions = getCreateVendorMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Pauses every vendor you own (an admin too: only their own) in one transaction and records it in the activity log. A paused vendor's sales are refused with 403 "This vendor is inactive."; its in-world script refunds payments and shows Paused from its next heartbeat. Pausing is kept apart from each vendor's own Active switch. Vendors already paused stay as they were.
* @summary Pause all your vendors at once: they refuse every sale until resumed
*/
export const pauseAllVendors = (signal?: AbortSignal) => {
  return fetcher<VendorsPausedDto>({
    url: `/api/vendors/pause-all`, method: 'POST', signal
  });
};

export const getPauseAllVendorsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof pauseAllVendors>>, TError, void, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof pauseAllVendors>>, TError, void, TContext> => {
  const mutationKey = ['pauseAllVendors'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof pauseAllVendors>>, void> = () => {
    return pauseAllVendors();
  };
  return { mutationFn, ...mutationOptions };
};

export type PauseAllVendorsMutationResult = NonNullable<Awaited<ReturnType<typeof pauseAllVendors>>>;

export type PauseAllVendorsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Pause all your vendors at once: they refuse every sale until resumed
*/
export const usePauseAllVendors = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof pauseAllVendors>>, TError, void, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof pauseAllVendors>>, TError, void, TContext> => {
  const mutationOptions = getPauseAllVendorsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Lifts the pause of every vendor you own, in one transaction, and records it in the activity log. A vendor you had switched off on its own stays off. In-world scripts sell again from their next heartbeat.
* @summary Resume all your paused vendors
*/
export const resumeAllVendors = (signal?: AbortSignal) => {
  return fetcher<VendorsResumedDto>({
    url: `/api/vendors/resume-all`, method: 'POST', signal
  });
};

export const getResumeAllVendorsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resumeAllVendors>>, TError, void, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof resumeAllVendors>>, TError, void, TContext> => {
  const mutationKey = ['resumeAllVendors'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof resumeAllVendors>>, void> = () => {
    return resumeAllVendors();
  };
  return { mutationFn, ...mutationOptions };
};

export type ResumeAllVendorsMutationResult = NonNullable<Awaited<ReturnType<typeof resumeAllVendors>>>;

export type ResumeAllVendorsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Resume all your paused vendors
*/
export const useResumeAllVendors = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resumeAllVendors>>, TError, void, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof resumeAllVendors>>, TError, void, TContext> => {
  const mutationOptions = getResumeAllVendorsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* A vendor with sales is deactivated instead of deleted, so its transactions keep their history; the response says which happened.
* @summary Delete a vendor with its products, or deactivate it when it has sales
*/
export const deleteVendor = (id: number) => {
  return fetcher<VendorDeletionDto>({
    url: `/api/vendors/${id}`, method: 'DELETE'
  });
};

export const getDeleteVendorMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteVendor>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteVendor>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['deleteVendor'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteVendor>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return deleteVendor(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeleteVendorMutationResult = NonNullable<Awaited<ReturnType<typeof deleteVendor>>>;

export type DeleteVendorMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Delete a vendor with its products, or deactivate it when it has sales
*/
export const useDeleteVendor = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteVendor>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deleteVendor>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getDeleteVendorMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary One vendor
*/
export const getVendor = (id: number, signal?: AbortSignal) => {
  return fetcher<VendorDto>({
    url: `/api/vendors/${id}`, method: 'GET', signal
  });
};

export const getGetVendorQueryKey = (id?: number) => {
  return [
    `/api/vendors/${id}`
  ] as const;
};

export const getGetVendorQueryOptions = <TData = Awaited<ReturnType<typeof getVendor>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendor>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetVendorQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getVendor>>> = ({ signal }) => getVendor(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getVendor>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetVendorQueryResult = NonNullable<Awaited<ReturnType<typeof getVendor>>>;

export type GetVendorQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetVendor<TData = Awaited<ReturnType<typeof getVendor>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendor>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getVendor>>, TError, Awaited<ReturnType<typeof getVendor>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetVendor<TData = Awaited<ReturnType<typeof getVendor>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendor>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getVendor>>, TError, Awaited<ReturnType<typeof getVendor>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetVendor<TData = Awaited<ReturnType<typeof getVendor>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendor>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary One vendor
 */
export function useGetVendor<TData = Awaited<ReturnType<typeof getVendor>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendor>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetVendorQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Change a vendor; only the fields sent change
 */
export const updateVendor = (id: number, updateVendorDto: BodyType<UpdateVendorDto>) => {
  return fetcher<VendorDto>({
    url: `/api/vendors/${id}`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateVendorDto
  });
};

export const getUpdateVendorMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateVendor>>, TError, {
    id: number;
    data: BodyType<UpdateVendorDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateVendor>>, TError, {
  id: number;
  data: BodyType<UpdateVendorDto>;
}, TContext> => {
  const mutationKey = ['updateVendor'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateVendor>>, {
    id: number;
    data: BodyType<UpdateVendorDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return updateVendor(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateVendorMutationResult = NonNullable<Awaited<ReturnType<typeof updateVendor>>>;

export type UpdateVendorMutationBody = BodyType<UpdateVendorDto>;

export type UpdateVendorMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Change a vendor; only the fields sent change
*/
export const useUpdateVendor = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateVendor>>, TError, {
    id: number;
    data: BodyType<UpdateVendorDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateVendor>>, TError, {
  id: number;
  data: BodyType<UpdateVendorDto>;
}, TContext> => {
  const mutationOptions = getUpdateVendorMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary The catalogue a vendor displays: what GET /api/lsl/catalogue serves it now, whole, in the merchant's order
*/
export const getVendorCatalogue = (id: number, signal?: AbortSignal) => {
  return fetcher<CatalogueDto>({
    url: `/api/vendors/${id}/catalogue`, method: 'GET', signal
  });
};

export const getGetVendorCatalogueQueryKey = (id?: number) => {
  return [
    `/api/vendors/${id}/catalogue`
  ] as const;
};

export const getGetVendorCatalogueQueryOptions = <TData = Awaited<ReturnType<typeof getVendorCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorCatalogue>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetVendorCatalogueQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getVendorCatalogue>>> = ({ signal }) => getVendorCatalogue(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getVendorCatalogue>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetVendorCatalogueQueryResult = NonNullable<Awaited<ReturnType<typeof getVendorCatalogue>>>;

export type GetVendorCatalogueQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetVendorCatalogue<TData = Awaited<ReturnType<typeof getVendorCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorCatalogue>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getVendorCatalogue>>, TError, Awaited<ReturnType<typeof getVendorCatalogue>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetVendorCatalogue<TData = Awaited<ReturnType<typeof getVendorCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorCatalogue>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getVendorCatalogue>>, TError, Awaited<ReturnType<typeof getVendorCatalogue>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetVendorCatalogue<TData = Awaited<ReturnType<typeof getVendorCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorCatalogue>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The catalogue a vendor displays: what GET /api/lsl/catalogue serves it now, whole, in the merchant's order
 */
export function useGetVendorCatalogue<TData = Awaited<ReturnType<typeof getVendorCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getVendorCatalogue>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetVendorCatalogueQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Issue a new LSL key for a vendor; the old key stops working
 */
export const rotateVendorKey = (id: number, signal?: AbortSignal) => {
  return fetcher<VendorDto>({
    url: `/api/vendors/${id}/rotate-key`, method: 'POST', signal
  });
};

export const getRotateVendorKeyMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateVendorKey>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof rotateVendorKey>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['rotateVendorKey'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof rotateVendorKey>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return rotateVendorKey(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type RotateVendorKeyMutationResult = NonNullable<Awaited<ReturnType<typeof rotateVendorKey>>>;

export type RotateVendorKeyMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Issue a new LSL key for a vendor; the old key stops working
*/
export const useRotateVendorKey = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateVendorKey>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof rotateVendorKey>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getRotateVendorKeyMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
