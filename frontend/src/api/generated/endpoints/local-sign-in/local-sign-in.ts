/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, LocalSignInDto, LocalSignUpDto, TokenDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

export const getLocalJwks = (signal?: AbortSignal) => {
  return fetcher<void>({
    url: `/api/auth/local/jwks.json`, method: 'GET', signal
  });
};

export const getGetLocalJwksQueryKey = () => {
  return [
    `/api/auth/local/jwks.json`
  ] as const;
};

export const getGetLocalJwksQueryOptions = <TData = Awaited<ReturnType<typeof getLocalJwks>>, TError = ErrorType<unknown>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalJwks>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetLocalJwksQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLocalJwks>>> = ({ signal }) => getLocalJwks(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getLocalJwks>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetLocalJwksQueryResult = NonNullable<Awaited<ReturnType<typeof getLocalJwks>>>;

export type GetLocalJwksQueryError = ErrorType<unknown>;

export function useGetLocalJwks<TData = Awaited<ReturnType<typeof getLocalJwks>>, TError = ErrorType<unknown>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalJwks>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getLocalJwks>>, TError, Awaited<ReturnType<typeof getLocalJwks>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLocalJwks<TData = Awaited<ReturnType<typeof getLocalJwks>>, TError = ErrorType<unknown>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalJwks>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getLocalJwks>>, TError, Awaited<ReturnType<typeof getLocalJwks>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLocalJwks<TData = Awaited<ReturnType<typeof getLocalJwks>>, TError = ErrorType<unknown>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalJwks>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLocalJwks<TData = Awaited<ReturnType<typeof getLocalJwks>>, TError = ErrorType<unknown>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalJwks>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetLocalJwksQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Sign in with a local account
 */
export const localSignIn = (localSignInDto: BodyType<LocalSignInDto>, signal?: AbortSignal) => {
  return fetcher<TokenDto>({
    url: `/api/auth/local/sign-in`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: localSignInDto, signal
  });
};

export const getLocalSignInMutationOptions = <TError = ErrorType<ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof localSignIn>>, TError, {
    data: BodyType<LocalSignInDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof localSignIn>>, TError, {
  data: BodyType<LocalSignInDto>;
}, TContext> => {
  const mutationKey = ['localSignIn'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof localSignIn>>, {
    data: BodyType<LocalSignInDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return localSignIn(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type LocalSignInMutationResult = NonNullable<Awaited<ReturnType<typeof localSignIn>>>;

export type LocalSignInMutationBody = BodyType<LocalSignInDto>;

export type LocalSignInMutationError = ErrorType<ApiErrorDto | void | ApiErrorDto>;

/**
* @summary Sign in with a local account
*/
export const useLocalSignIn = <TError = ErrorType<ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof localSignIn>>, TError, {
    data: BodyType<LocalSignInDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof localSignIn>>, TError, {
  data: BodyType<LocalSignInDto>;
}, TContext> => {
  const mutationOptions = getLocalSignInMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Create a local account and sign in
*/
export const localSignUp = (localSignUpDto: BodyType<LocalSignUpDto>, signal?: AbortSignal) => {
  return fetcher<TokenDto>({
    url: `/api/auth/local/sign-up`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: localSignUpDto, signal
  });
};

export const getLocalSignUpMutationOptions = <TError = ErrorType<ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof localSignUp>>, TError, {
    data: BodyType<LocalSignUpDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof localSignUp>>, TError, {
  data: BodyType<LocalSignUpDto>;
}, TContext> => {
  const mutationKey = ['localSignUp'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof localSignUp>>, {
    data: BodyType<LocalSignUpDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return localSignUp(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type LocalSignUpMutationResult = NonNullable<Awaited<ReturnType<typeof localSignUp>>>;

export type LocalSignUpMutationBody = BodyType<LocalSignUpDto>;

export type LocalSignUpMutationError = ErrorType<ApiErrorDto | void | ApiErrorDto>;

/**
* @summary Create a local account and sign in
*/
export const useLocalSignUp = <TError = ErrorType<ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof localSignUp>>, TError, {
    data: BodyType<LocalSignUpDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof localSignUp>>, TError, {
  data: BodyType<LocalSignUpDto>;
}, TContext> => {
  const mutationOptions = getLocalSignUpMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
