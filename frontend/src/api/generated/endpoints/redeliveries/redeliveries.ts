/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation } from '@tanstack/react-query';
import type { MutationFunction, QueryClient, UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreateRedeliveryDto, RedeliveryRequestDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * The purchase must be from one of your vendors. With X-Api-Key, requested_by must be its buyer. If the purchase already has an open (pending or processing) request, that request is returned and no other is filed.
 * @summary Request a redelivery: the buyer through a terminal (X-Api-Key), or the merchant by hand (bearer token)
 */
export const createRedelivery = (createRedeliveryDto: BodyType<CreateRedeliveryDto>, signal?: AbortSignal) => {
  return fetcher<RedeliveryRequestDto>({
    url: `/api/redeliveries`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createRedeliveryDto, signal
  });
};

export const getCreateRedeliveryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createRedelivery>>, TError, {
    data: BodyType<CreateRedeliveryDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createRedelivery>>, TError, {
  data: BodyType<CreateRedeliveryDto>;
}, TContext> => {
  const mutationKey = ['createRedelivery'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createRedelivery>>, {
    data: BodyType<CreateRedeliveryDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createRedelivery(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateRedeliveryMutationResult = NonNullable<Awaited<ReturnType<typeof createRedelivery>>>;

export type CreateRedeliveryMutationBody = BodyType<CreateRedeliveryDto>;

export type CreateRedeliveryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Request a redelivery: the buyer through a terminal (X-Api-Key), or the merchant by hand (bearer token)
*/
export const useCreateRedelivery = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createRedelivery>>, TError, {
    data: BodyType<CreateRedeliveryDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createRedelivery>>, TError, {
  data: BodyType<CreateRedeliveryDto>;
}, TContext> => {
  const mutationOptions = getCreateRedeliveryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
