/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, ChangeEmailDto, ChangePasswordDto, ForgotPasswordDto, LocalAccountDto, LocalSignInDto, LocalSignUpDto, MessageDto, ResetPasswordDto, TokenDto, VerifyEmailDto, VerifyEmailResultDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary The signed-in account: its address, whether it is verified, and a new address waiting for its link
 */
export const getLocalAccount = (signal?: AbortSignal) => {
  return fetcher<LocalAccountDto>({
    url: `/api/auth/local/account`, method: 'GET', signal
  });
};

export const getGetLocalAccountQueryKey = () => {
  return [
    `/api/auth/local/account`
  ] as const;
};

export const getGetLocalAccountQueryOptions = <TData = Awaited<ReturnType<typeof getLocalAccount>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalAccount>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetLocalAccountQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLocalAccount>>> = ({ signal }) => getLocalAccount(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getLocalAccount>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetLocalAccountQueryResult = NonNullable<Awaited<ReturnType<typeof getLocalAccount>>>;

export type GetLocalAccountQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetLocalAccount<TData = Awaited<ReturnType<typeof getLocalAccount>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalAccount>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getLocalAccount>>, TError, Awaited<ReturnType<typeof getLocalAccount>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLocalAccount<TData = Awaited<ReturnType<typeof getLocalAccount>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalAccount>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getLocalAccount>>, TError, Awaited<ReturnType<typeof getLocalAccount>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLocalAccount<TData = Awaited<ReturnType<typeof getLocalAccount>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalAccount>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The signed-in account: its address, whether it is verified, and a new address waiting for its link
 */
export function useGetLocalAccount<TData = Awaited<ReturnType<typeof getLocalAccount>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocalAccount>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetLocalAccountQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Needs the current password. The account keeps its address until the link sent to the new one is opened.
 * @summary Change the e-mail address: sends a link to the new one
 */
export const changeLocalEmail = (changeEmailDto: BodyType<ChangeEmailDto>, signal?: AbortSignal) => {
  return fetcher<MessageDto>({
    url: `/api/auth/local/change-email`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: changeEmailDto, signal
  });
};

export const getChangeLocalEmailMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof changeLocalEmail>>, TError, {
    data: BodyType<ChangeEmailDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof changeLocalEmail>>, TError, {
  data: BodyType<ChangeEmailDto>;
}, TContext> => {
  const mutationKey = ['changeLocalEmail'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeLocalEmail>>, {
    data: BodyType<ChangeEmailDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return changeLocalEmail(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ChangeLocalEmailMutationResult = NonNullable<Awaited<ReturnType<typeof changeLocalEmail>>>;

export type ChangeLocalEmailMutationBody = BodyType<ChangeEmailDto>;

export type ChangeLocalEmailMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Change the e-mail address: sends a link to the new one
*/
export const useChangeLocalEmail = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof changeLocalEmail>>, TError, {
    data: BodyType<ChangeEmailDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof changeLocalEmail>>, TError, {
  data: BodyType<ChangeEmailDto>;
}, TContext> => {
  const mutationOptions = getChangeLocalEmailMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Needs the current password (a wrong one counts as a failed sign-in). Every other session is signed out; the answer is this session's new token.
* @summary Change the password
*/
export const changeLocalPassword = (changePasswordDto: BodyType<ChangePasswordDto>, signal?: AbortSignal) => {
  return fetcher<TokenDto>({
    url: `/api/auth/local/change-password`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: changePasswordDto, signal
  });
};

export const getChangeLocalPasswordMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof changeLocalPassword>>, TError, {
    data: BodyType<ChangePasswordDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof changeLocalPassword>>, TError, {
  data: BodyType<ChangePasswordDto>;
}, TContext> => {
  const mutationKey = ['changeLocalPassword'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeLocalPassword>>, {
    data: BodyType<ChangePasswordDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return changeLocalPassword(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ChangeLocalPasswordMutationResult = NonNullable<Awaited<ReturnType<typeof changeLocalPassword>>>;

export type ChangeLocalPasswordMutationBody = BodyType<ChangePasswordDto>;

export type ChangeLocalPasswordMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Change the password
*/
export const useChangeLocalPassword = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof changeLocalPassword>>, TError, {
    data: BodyType<ChangePasswordDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof changeLocalPassword>>, TError, {
  data: BodyType<ChangePasswordDto>;
}, TContext> => {
  const mutationOptions = getChangeLocalPasswordMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The same answer whether or not an account uses the address. The link works once, within 1 hour; at most one is sent a minute.
* @summary E-mail a password reset link
*/
export const forgotLocalPassword = (forgotPasswordDto: BodyType<ForgotPasswordDto>, signal?: AbortSignal) => {
  return fetcher<MessageDto>({
    url: `/api/auth/local/forgot-password`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: forgotPasswordDto, signal
  });
};

export const getForgotLocalPasswordMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof forgotLocalPassword>>, TError, {
    data: BodyType<ForgotPasswordDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof forgotLocalPassword>>, TError, {
  data: BodyType<ForgotPasswordDto>;
}, TContext> => {
  const mutationKey = ['forgotLocalPassword'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof forgotLocalPassword>>, {
    data: BodyType<ForgotPasswordDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return forgotLocalPassword(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ForgotLocalPasswordMutationResult = NonNullable<Awaited<ReturnType<typeof forgotLocalPassword>>>;

export type ForgotLocalPasswordMutationBody = BodyType<ForgotPasswordDto>;

export type ForgotLocalPasswordMutationError = ErrorType<ApiErrorDto | ApiErrorDto>;

/**
* @summary E-mail a password reset link
*/
export const useForgotLocalPassword = <TError = ErrorType<ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof forgotLocalPassword>>, TError, {
    data: BodyType<ForgotPasswordDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof forgotLocalPassword>>, TError, {
  data: BodyType<ForgotPasswordDto>;
}, TContext> => {
  const mutationOptions = getForgotLocalPasswordMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary The public keys that verify the built-in sign-in's tokens (JWKS)
*/
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

/**
 * @summary The public keys that verify the built-in sign-in's tokens (JWKS)
 */
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
 * @summary E-mail a new verification link
 */
export const resendLocalVerification = (signal?: AbortSignal) => {
  return fetcher<MessageDto>({
    url: `/api/auth/local/resend-verification`, method: 'POST', signal
  });
};

export const getResendLocalVerificationMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resendLocalVerification>>, TError, void, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof resendLocalVerification>>, TError, void, TContext> => {
  const mutationKey = ['resendLocalVerification'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof resendLocalVerification>>, void> = () => {
    return resendLocalVerification();
  };
  return { mutationFn, ...mutationOptions };
};

export type ResendLocalVerificationMutationResult = NonNullable<Awaited<ReturnType<typeof resendLocalVerification>>>;

export type ResendLocalVerificationMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary E-mail a new verification link
*/
export const useResendLocalVerification = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resendLocalVerification>>, TError, void, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof resendLocalVerification>>, TError, void, TContext> => {
  const mutationOptions = getResendLocalVerificationMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Spends the link (a second use is refused with 400), signs out every session and answers a token for a new one.
* @summary Set a new password with the e-mailed link, and sign in
*/
export const resetLocalPassword = (resetPasswordDto: BodyType<ResetPasswordDto>, signal?: AbortSignal) => {
  return fetcher<TokenDto>({
    url: `/api/auth/local/reset-password`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: resetPasswordDto, signal
  });
};

export const getResetLocalPasswordMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resetLocalPassword>>, TError, {
    data: BodyType<ResetPasswordDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof resetLocalPassword>>, TError, {
  data: BodyType<ResetPasswordDto>;
}, TContext> => {
  const mutationKey = ['resetLocalPassword'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof resetLocalPassword>>, {
    data: BodyType<ResetPasswordDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return resetLocalPassword(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ResetLocalPasswordMutationResult = NonNullable<Awaited<ReturnType<typeof resetLocalPassword>>>;

export type ResetLocalPasswordMutationBody = BodyType<ResetPasswordDto>;

export type ResetLocalPasswordMutationError = ErrorType<ApiErrorDto | ApiErrorDto>;

/**
* @summary Set a new password with the e-mailed link, and sign in
*/
export const useResetLocalPassword = <TError = ErrorType<ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resetLocalPassword>>, TError, {
    data: BodyType<ResetPasswordDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof resetLocalPassword>>, TError, {
  data: BodyType<ResetPasswordDto>;
}, TContext> => {
  const mutationOptions = getResetLocalPasswordMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

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

export const getLocalSignInMutationOptions = <TError = ErrorType<ApiErrorDto | void | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
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

export type LocalSignInMutationError = ErrorType<ApiErrorDto | void | ApiErrorDto | ApiErrorDto>;

/**
* @summary Sign in with a local account
*/
export const useLocalSignIn = <TError = ErrorType<ApiErrorDto | void | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
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
* Sends a verification link to the address. The account works at once; ADMIN_EMAILS grants admin only once the address is verified.
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

/**
* Verifies the address (and grants admin when it is in ADMIN_EMAILS), or moves the account to the new address and signs out its sessions. A caller signed in as the same account gets a new token.
* @summary Open an e-mailed verification or change-of-address link
*/
export const verifyLocalEmail = (verifyEmailDto: BodyType<VerifyEmailDto>, signal?: AbortSignal) => {
  return fetcher<VerifyEmailResultDto>({
    url: `/api/auth/local/verify-email`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: verifyEmailDto, signal
  });
};

export const getVerifyLocalEmailMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof verifyLocalEmail>>, TError, {
    data: BodyType<VerifyEmailDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof verifyLocalEmail>>, TError, {
  data: BodyType<VerifyEmailDto>;
}, TContext> => {
  const mutationKey = ['verifyLocalEmail'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof verifyLocalEmail>>, {
    data: BodyType<VerifyEmailDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return verifyLocalEmail(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type VerifyLocalEmailMutationResult = NonNullable<Awaited<ReturnType<typeof verifyLocalEmail>>>;

export type VerifyLocalEmailMutationBody = BodyType<VerifyEmailDto>;

export type VerifyLocalEmailMutationError = ErrorType<ApiErrorDto | ApiErrorDto>;

/**
* @summary Open an e-mailed verification or change-of-address link
*/
export const useVerifyLocalEmail = <TError = ErrorType<ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof verifyLocalEmail>>, TError, {
    data: BodyType<VerifyEmailDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof verifyLocalEmail>>, TError, {
  data: BodyType<VerifyEmailDto>;
}, TContext> => {
  const mutationOptions = getVerifyLocalEmailMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
