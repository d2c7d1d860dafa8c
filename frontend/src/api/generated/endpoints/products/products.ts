/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreateProductDto, GetProductsParams, ImportProductsDto, ProductDeletionDto, ProductDto, ProductImportResultDto, UpdateProductDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Your vendors' products (all products for admins), newest first
 */
export const getProducts = (params?: GetProductsParams, signal?: AbortSignal) => {
  return fetcher<ProductDto[]>({
    url: `/api/products`, method: 'GET',
    params, signal
  });
};

export const getGetProductsQueryKey = (params?: GetProductsParams) => {
  return [
    `/api/products`, ...(params ? [params] : [])
  ] as const;
};

export const getGetProductsQueryOptions = <TData = Awaited<ReturnType<typeof getProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetProductsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProducts>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetProductsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getProducts>>> = ({ signal }) => getProducts(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getProducts>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetProductsQueryResult = NonNullable<Awaited<ReturnType<typeof getProducts>>>;

export type GetProductsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetProducts<TData = Awaited<ReturnType<typeof getProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetProductsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProducts>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getProducts>>, TError, Awaited<ReturnType<typeof getProducts>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetProducts<TData = Awaited<ReturnType<typeof getProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetProductsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProducts>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getProducts>>, TError, Awaited<ReturnType<typeof getProducts>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetProducts<TData = Awaited<ReturnType<typeof getProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetProductsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProducts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your vendors' products (all products for admins), newest first
 */
export function useGetProducts<TData = Awaited<ReturnType<typeof getProducts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetProductsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProducts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetProductsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Create a product on one of your vendors
 */
export const createProduct = (createProductDto: BodyType<CreateProductDto>, signal?: AbortSignal) => {
  return fetcher<ProductDto>({
    url: `/api/products`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createProductDto, signal
  });
};

export const getCreateProductMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createProduct>>, TError, {
    data: BodyType<CreateProductDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createProduct>>, TError, {
  data: BodyType<CreateProductDto>;
}, TContext> => {
  const mutationKey = ['createProduct'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createProduct>>, {
    data: BodyType<CreateProductDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createProduct(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateProductMutationResult = NonNullable<Awaited<ReturnType<typeof createProduct>>>;

export type CreateProductMutationBody = BodyType<CreateProductDto>;

export type CreateProductMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Create a product on one of your vendors
*/
export const useCreateProduct = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createProduct>>, TError, {
    data: BodyType<CreateProductDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createProduct>>, TError, {
  data: BodyType<CreateProductDto>;
}, TContext> => {
  const mutationOptions = getCreateProductMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Every line is checked by the rules of the product form. With dryRun, answers what would be imported and each line's errors, writing nothing. Without it, imports the whole file in one transaction, or answers 400 with each line's errors and writes nothing.
* @summary Create and change your products from a CSV file, all lines or none
*/
export const importProducts = (importProductsDto: BodyType<ImportProductsDto>, signal?: AbortSignal) => {
  return fetcher<ProductImportResultDto>({
    url: `/api/products/import`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: importProductsDto, signal
  });
};

export const getImportProductsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof importProducts>>, TError, {
    data: BodyType<ImportProductsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof importProducts>>, TError, {
  data: BodyType<ImportProductsDto>;
}, TContext> => {
  const mutationKey = ['importProducts'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof importProducts>>, {
    data: BodyType<ImportProductsDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return importProducts(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ImportProductsMutationResult = NonNullable<Awaited<ReturnType<typeof importProducts>>>;

export type ImportProductsMutationBody = BodyType<ImportProductsDto>;

export type ImportProductsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Create and change your products from a CSV file, all lines or none
*/
export const useImportProducts = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof importProducts>>, TError, {
    data: BodyType<ImportProductsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof importProducts>>, TError, {
  data: BodyType<ImportProductsDto>;
}, TContext> => {
  const mutationOptions = getImportProductsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* A product with sales is deactivated instead of deleted, so past transactions keep naming it; the response says which happened.
* @summary Delete a product, or deactivate it when it has sales
*/
export const deleteProduct = (id: number) => {
  return fetcher<ProductDeletionDto>({
    url: `/api/products/${id}`, method: 'DELETE'
  });
};

export const getDeleteProductMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteProduct>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteProduct>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['deleteProduct'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteProduct>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return deleteProduct(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeleteProductMutationResult = NonNullable<Awaited<ReturnType<typeof deleteProduct>>>;

export type DeleteProductMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Delete a product, or deactivate it when it has sales
*/
export const useDeleteProduct = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteProduct>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deleteProduct>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getDeleteProductMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary One product
*/
export const getProduct = (id: number, signal?: AbortSignal) => {
  return fetcher<ProductDto>({
    url: `/api/products/${id}`, method: 'GET', signal
  });
};

export const getGetProductQueryKey = (id?: number) => {
  return [
    `/api/products/${id}`
  ] as const;
};

export const getGetProductQueryOptions = <TData = Awaited<ReturnType<typeof getProduct>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProduct>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetProductQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getProduct>>> = ({ signal }) => getProduct(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getProduct>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetProductQueryResult = NonNullable<Awaited<ReturnType<typeof getProduct>>>;

export type GetProductQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetProduct<TData = Awaited<ReturnType<typeof getProduct>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProduct>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getProduct>>, TError, Awaited<ReturnType<typeof getProduct>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetProduct<TData = Awaited<ReturnType<typeof getProduct>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProduct>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getProduct>>, TError, Awaited<ReturnType<typeof getProduct>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetProduct<TData = Awaited<ReturnType<typeof getProduct>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProduct>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary One product
 */
export function useGetProduct<TData = Awaited<ReturnType<typeof getProduct>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getProduct>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetProductQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Change a product; only the fields sent change
 */
export const updateProduct = (id: number, updateProductDto: BodyType<UpdateProductDto>) => {
  return fetcher<ProductDto>({
    url: `/api/products/${id}`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateProductDto
  });
};

export const getUpdateProductMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateProduct>>, TError, {
    id: number;
    data: BodyType<UpdateProductDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateProduct>>, TError, {
  id: number;
  data: BodyType<UpdateProductDto>;
}, TContext> => {
  const mutationKey = ['updateProduct'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateProduct>>, {
    id: number;
    data: BodyType<UpdateProductDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return updateProduct(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateProductMutationResult = NonNullable<Awaited<ReturnType<typeof updateProduct>>>;

export type UpdateProductMutationBody = BodyType<UpdateProductDto>;

export type UpdateProductMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Change a product; only the fields sent change
*/
export const useUpdateProduct = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateProduct>>, TError, {
    id: number;
    data: BodyType<UpdateProductDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateProduct>>, TError, {
  id: number;
  data: BodyType<UpdateProductDto>;
}, TContext> => {
  const mutationOptions = getUpdateProductMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
