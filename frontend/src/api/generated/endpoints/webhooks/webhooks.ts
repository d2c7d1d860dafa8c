/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreateWebhookEndpointDto, CreatedWebhookEndpointDto, UpdateWebhookEndpointDto, WebhookDeliveryDto, WebhookEndpointDto, WebhookSecretDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Send a delivery again now, with the same event id; answers it as it went
 */
export const resendWebhookDelivery = (id: number, signal?: AbortSignal) => {
  return fetcher<WebhookDeliveryDto>({
    url: `/api/webhooks/deliveries/${id}/resend`, method: 'POST', signal
  });
};

export const getResendWebhookDeliveryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resendWebhookDelivery>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof resendWebhookDelivery>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['resendWebhookDelivery'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof resendWebhookDelivery>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return resendWebhookDelivery(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type ResendWebhookDeliveryMutationResult = NonNullable<Awaited<ReturnType<typeof resendWebhookDelivery>>>;

export type ResendWebhookDeliveryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Send a delivery again now, with the same event id; answers it as it went
*/
export const useResendWebhookDelivery = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof resendWebhookDelivery>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof resendWebhookDelivery>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getResendWebhookDeliveryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Your webhook endpoints, oldest first (never their secrets)
*/
export const getWebhookEndpoints = (signal?: AbortSignal) => {
  return fetcher<WebhookEndpointDto[]>({
    url: `/api/webhooks/endpoints`, method: 'GET', signal
  });
};

export const getGetWebhookEndpointsQueryKey = () => {
  return [
    `/api/webhooks/endpoints`
  ] as const;
};

export const getGetWebhookEndpointsQueryOptions = <TData = Awaited<ReturnType<typeof getWebhookEndpoints>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookEndpoints>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetWebhookEndpointsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getWebhookEndpoints>>> = ({ signal }) => getWebhookEndpoints(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getWebhookEndpoints>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetWebhookEndpointsQueryResult = NonNullable<Awaited<ReturnType<typeof getWebhookEndpoints>>>;

export type GetWebhookEndpointsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetWebhookEndpoints<TData = Awaited<ReturnType<typeof getWebhookEndpoints>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookEndpoints>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getWebhookEndpoints>>, TError, Awaited<ReturnType<typeof getWebhookEndpoints>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetWebhookEndpoints<TData = Awaited<ReturnType<typeof getWebhookEndpoints>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookEndpoints>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getWebhookEndpoints>>, TError, Awaited<ReturnType<typeof getWebhookEndpoints>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetWebhookEndpoints<TData = Awaited<ReturnType<typeof getWebhookEndpoints>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookEndpoints>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your webhook endpoints, oldest first (never their secrets)
 */
export function useGetWebhookEndpoints<TData = Awaited<ReturnType<typeof getWebhookEndpoints>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookEndpoints>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetWebhookEndpointsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Events of the types listed are POSTed to url as JSON, signed with the secret in this response (shown once): see the x-webhooks section and docs/integrations.md. The address must be public https; it is checked again at every call.
 * @summary Add a webhook endpoint
 */
export const createWebhookEndpoint = (createWebhookEndpointDto: BodyType<CreateWebhookEndpointDto>, signal?: AbortSignal) => {
  return fetcher<CreatedWebhookEndpointDto>({
    url: `/api/webhooks/endpoints`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createWebhookEndpointDto, signal
  });
};

export const getCreateWebhookEndpointMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createWebhookEndpoint>>, TError, {
    data: BodyType<CreateWebhookEndpointDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createWebhookEndpoint>>, TError, {
  data: BodyType<CreateWebhookEndpointDto>;
}, TContext> => {
  const mutationKey = ['createWebhookEndpoint'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createWebhookEndpoint>>, {
    data: BodyType<CreateWebhookEndpointDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createWebhookEndpoint(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateWebhookEndpointMutationResult = NonNullable<Awaited<ReturnType<typeof createWebhookEndpoint>>>;

export type CreateWebhookEndpointMutationBody = BodyType<CreateWebhookEndpointDto>;

export type CreateWebhookEndpointMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Add a webhook endpoint
*/
export const useCreateWebhookEndpoint = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createWebhookEndpoint>>, TError, {
    data: BodyType<CreateWebhookEndpointDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createWebhookEndpoint>>, TError, {
  data: BodyType<CreateWebhookEndpointDto>;
}, TContext> => {
  const mutationOptions = getCreateWebhookEndpointMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Delete a webhook endpoint and its delivery log
*/
export const deleteWebhookEndpoint = (id: string) => {
  return fetcher<void>({
    url: `/api/webhooks/endpoints/${id}`, method: 'DELETE'
  });
};

export const getDeleteWebhookEndpointMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteWebhookEndpoint>>, TError, {
    id: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteWebhookEndpoint>>, TError, {
  id: string;
}, TContext> => {
  const mutationKey = ['deleteWebhookEndpoint'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteWebhookEndpoint>>, {
    id: string;
  }> = (props) => {
    const { id } = props ?? {};
    return deleteWebhookEndpoint(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeleteWebhookEndpointMutationResult = NonNullable<Awaited<ReturnType<typeof deleteWebhookEndpoint>>>;

export type DeleteWebhookEndpointMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Delete a webhook endpoint and its delivery log
*/
export const useDeleteWebhookEndpoint = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteWebhookEndpoint>>, TError, {
    id: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deleteWebhookEndpoint>>, TError, {
  id: string;
}, TContext> => {
  const mutationOptions = getDeleteWebhookEndpointMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Change a webhook endpoint, or switch it off or on
*/
export const updateWebhookEndpoint = (id: string, updateWebhookEndpointDto: BodyType<UpdateWebhookEndpointDto>) => {
  return fetcher<WebhookEndpointDto>({
    url: `/api/webhooks/endpoints/${id}`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateWebhookEndpointDto
  });
};

export const getUpdateWebhookEndpointMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateWebhookEndpoint>>, TError, {
    id: string;
    data: BodyType<UpdateWebhookEndpointDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateWebhookEndpoint>>, TError, {
  id: string;
  data: BodyType<UpdateWebhookEndpointDto>;
}, TContext> => {
  const mutationKey = ['updateWebhookEndpoint'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateWebhookEndpoint>>, {
    id: string;
    data: BodyType<UpdateWebhookEndpointDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return updateWebhookEndpoint(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateWebhookEndpointMutationResult = NonNullable<Awaited<ReturnType<typeof updateWebhookEndpoint>>>;

export type UpdateWebhookEndpointMutationBody = BodyType<UpdateWebhookEndpointDto>;

export type UpdateWebhookEndpointMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Change a webhook endpoint, or switch it off or on
*/
export const useUpdateWebhookEndpoint = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateWebhookEndpoint>>, TError, {
    id: string;
    data: BodyType<UpdateWebhookEndpointDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateWebhookEndpoint>>, TError, {
  id: string;
  data: BodyType<UpdateWebhookEndpointDto>;
}, TContext> => {
  const mutationOptions = getUpdateWebhookEndpointMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary An endpoint's last 100 deliveries, newest first
*/
export const getWebhookDeliveries = (id: string, signal?: AbortSignal) => {
  return fetcher<WebhookDeliveryDto[]>({
    url: `/api/webhooks/endpoints/${id}/deliveries`, method: 'GET', signal
  });
};

export const getGetWebhookDeliveriesQueryKey = (id?: string) => {
  return [
    `/api/webhooks/endpoints/${id}/deliveries`
  ] as const;
};

export const getGetWebhookDeliveriesQueryOptions = <TData = Awaited<ReturnType<typeof getWebhookDeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookDeliveries>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetWebhookDeliveriesQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getWebhookDeliveries>>> = ({ signal }) => getWebhookDeliveries(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getWebhookDeliveries>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetWebhookDeliveriesQueryResult = NonNullable<Awaited<ReturnType<typeof getWebhookDeliveries>>>;

export type GetWebhookDeliveriesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetWebhookDeliveries<TData = Awaited<ReturnType<typeof getWebhookDeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: string, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookDeliveries>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getWebhookDeliveries>>, TError, Awaited<ReturnType<typeof getWebhookDeliveries>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetWebhookDeliveries<TData = Awaited<ReturnType<typeof getWebhookDeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookDeliveries>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getWebhookDeliveries>>, TError, Awaited<ReturnType<typeof getWebhookDeliveries>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetWebhookDeliveries<TData = Awaited<ReturnType<typeof getWebhookDeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookDeliveries>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary An endpoint's last 100 deliveries, newest first
 */
export function useGetWebhookDeliveries<TData = Awaited<ReturnType<typeof getWebhookDeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebhookDeliveries>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetWebhookDeliveriesQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The new secret is in this response only; for 24 hours deliveries carry a second signature made with the previous one.
 * @summary Rotate an endpoint's signing secret
 */
export const rotateWebhookSecret = (id: string, signal?: AbortSignal) => {
  return fetcher<WebhookSecretDto>({
    url: `/api/webhooks/endpoints/${id}/rotate-secret`, method: 'POST', signal
  });
};

export const getRotateWebhookSecretMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateWebhookSecret>>, TError, {
    id: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof rotateWebhookSecret>>, TError, {
  id: string;
}, TContext> => {
  const mutationKey = ['rotateWebhookSecret'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof rotateWebhookSecret>>, {
    id: string;
  }> = (props) => {
    const { id } = props ?? {};
    return rotateWebhookSecret(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type RotateWebhookSecretMutationResult = NonNullable<Awaited<ReturnType<typeof rotateWebhookSecret>>>;

export type RotateWebhookSecretMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Rotate an endpoint's signing secret
*/
export const useRotateWebhookSecret = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateWebhookSecret>>, TError, {
    id: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof rotateWebhookSecret>>, TError, {
  id: string;
}, TContext> => {
  const mutationOptions = getRotateWebhookSecretMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Send a webhook.test event to the endpoint now; answers its delivery as it went
*/
export const sendWebhookTest = (id: string, signal?: AbortSignal) => {
  return fetcher<WebhookDeliveryDto>({
    url: `/api/webhooks/endpoints/${id}/test`, method: 'POST', signal
  });
};

export const getSendWebhookTestMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof sendWebhookTest>>, TError, {
    id: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof sendWebhookTest>>, TError, {
  id: string;
}, TContext> => {
  const mutationKey = ['sendWebhookTest'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendWebhookTest>>, {
    id: string;
  }> = (props) => {
    const { id } = props ?? {};
    return sendWebhookTest(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type SendWebhookTestMutationResult = NonNullable<Awaited<ReturnType<typeof sendWebhookTest>>>;

export type SendWebhookTestMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Send a webhook.test event to the endpoint now; answers its delivery as it went
*/
export const useSendWebhookTest = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof sendWebhookTest>>, TError, {
    id: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof sendWebhookTest>>, TError, {
  id: string;
}, TContext> => {
  const mutationOptions = getSendWebhookTestMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
