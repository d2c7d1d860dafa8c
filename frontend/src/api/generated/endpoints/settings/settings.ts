/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto, MarketplaceSettingsDto, RotateApiKeyDto, RotatedApiKeyDto, UpdateAlertSettingsDto, UpdateCommissionSettingsDto, UpdateDeliverySettingsDto, UpdateNotificationSettingsDto, UserDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Update how long an object may go without a heartbeat before you are told it is offline; returns your updated user
 */
export const updateAlertSettings = (updateAlertSettingsDto: BodyType<UpdateAlertSettingsDto>) => {
  return fetcher<UserDto>({
    url: `/api/settings/alerts`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateAlertSettingsDto
  });
};

export const getUpdateAlertSettingsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateAlertSettings>>, TError, {
    data: BodyType<UpdateAlertSettingsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateAlertSettings>>, TError, {
  data: BodyType<UpdateAlertSettingsDto>;
}, TContext> => {
  const mutationKey = ['updateAlertSettings'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateAlertSettings>>, {
    data: BodyType<UpdateAlertSettingsDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return updateAlertSettings(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateAlertSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updateAlertSettings>>>;

export type UpdateAlertSettingsMutationBody = BodyType<UpdateAlertSettingsDto>;

export type UpdateAlertSettingsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Update how long an object may go without a heartbeat before you are told it is offline; returns your updated user
*/
export const useUpdateAlertSettings = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateAlertSettings>>, TError, {
    data: BodyType<UpdateAlertSettingsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateAlertSettings>>, TError, {
  data: BodyType<UpdateAlertSettingsDto>;
}, TContext> => {
  const mutationOptions = getUpdateAlertSettingsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Your API keys that still work, newest first (prefix only, never the key)
*/
export const getApiKeys = (signal?: AbortSignal) => {
  return fetcher<ApiKeyDto[]>({
    url: `/api/settings/api-keys`, method: 'GET', signal
  });
};

export const getGetApiKeysQueryKey = () => {
  return [
    `/api/settings/api-keys`
  ] as const;
};

export const getGetApiKeysQueryOptions = <TData = Awaited<ReturnType<typeof getApiKeys>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKeys>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetApiKeysQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getApiKeys>>> = ({ signal }) => getApiKeys(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getApiKeys>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetApiKeysQueryResult = NonNullable<Awaited<ReturnType<typeof getApiKeys>>>;

export type GetApiKeysQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetApiKeys<TData = Awaited<ReturnType<typeof getApiKeys>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKeys>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getApiKeys>>, TError, Awaited<ReturnType<typeof getApiKeys>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetApiKeys<TData = Awaited<ReturnType<typeof getApiKeys>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKeys>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getApiKeys>>, TError, Awaited<ReturnType<typeof getApiKeys>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetApiKeys<TData = Awaited<ReturnType<typeof getApiKeys>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKeys>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your API keys that still work, newest first (prefix only, never the key)
 */
export function useGetApiKeys<TData = Awaited<ReturnType<typeof getApiKeys>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKeys>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetApiKeysQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The whole key is in this response only; the platform keeps its SHA-256 hash. Your other keys keep working: rotate or revoke one to replace it. Without a body: an in-world key named "Scripts" that never expires.
 * @summary Generate a new API key, for in-world scripts or for a program
 */
export const createApiKey = (createApiKeyDto: BodyType<CreateApiKeyDto>, signal?: AbortSignal) => {
  return fetcher<CreatedApiKeyDto>({
    url: `/api/settings/api-keys`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createApiKeyDto, signal
  });
};

export const getCreateApiKeyMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createApiKey>>, TError, {
    data: BodyType<CreateApiKeyDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createApiKey>>, TError, {
  data: BodyType<CreateApiKeyDto>;
}, TContext> => {
  const mutationKey = ['createApiKey'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createApiKey>>, {
    data: BodyType<CreateApiKeyDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createApiKey(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateApiKeyMutationResult = NonNullable<Awaited<ReturnType<typeof createApiKey>>>;

export type CreateApiKeyMutationBody = BodyType<CreateApiKeyDto>;

export type CreateApiKeyMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Generate a new API key, for in-world scripts or for a program
*/
export const useCreateApiKey = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createApiKey>>, TError, {
    data: BodyType<CreateApiKeyDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createApiKey>>, TError, {
  data: BodyType<CreateApiKeyDto>;
}, TContext> => {
  const mutationOptions = getCreateApiKeyMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Revoke an API key: scripts using it are refused from now on
*/
export const revokeApiKey = (id: string) => {
  return fetcher<void>({
    url: `/api/settings/api-keys/${id}`, method: 'DELETE'
  });
};

export const getRevokeApiKeyMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof revokeApiKey>>, TError, {
    id: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof revokeApiKey>>, TError, {
  id: string;
}, TContext> => {
  const mutationKey = ['revokeApiKey'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof revokeApiKey>>, {
    id: string;
  }> = (props) => {
    const { id } = props ?? {};
    return revokeApiKey(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type RevokeApiKeyMutationResult = NonNullable<Awaited<ReturnType<typeof revokeApiKey>>>;

export type RevokeApiKeyMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Revoke an API key: scripts using it are refused from now on
*/
export const useRevokeApiKey = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof revokeApiKey>>, TError, {
    id: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof revokeApiKey>>, TError, {
  id: string;
}, TContext> => {
  const mutationOptions = getRevokeApiKeyMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The new key is in this response only. The old key works for graceHours more (24 by default; 0 stops it now).
* @summary Rotate an API key: a new key for the same use, the old one working on for a grace period
*/
export const rotateApiKey = (id: string, rotateApiKeyDto: BodyType<RotateApiKeyDto>, signal?: AbortSignal) => {
  return fetcher<RotatedApiKeyDto>({
    url: `/api/settings/api-keys/${id}/rotate`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: rotateApiKeyDto, signal
  });
};

export const getRotateApiKeyMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateApiKey>>, TError, {
    id: string;
    data: BodyType<RotateApiKeyDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof rotateApiKey>>, TError, {
  id: string;
  data: BodyType<RotateApiKeyDto>;
}, TContext> => {
  const mutationKey = ['rotateApiKey'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof rotateApiKey>>, {
    id: string;
    data: BodyType<RotateApiKeyDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return rotateApiKey(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type RotateApiKeyMutationResult = NonNullable<Awaited<ReturnType<typeof rotateApiKey>>>;

export type RotateApiKeyMutationBody = BodyType<RotateApiKeyDto>;

export type RotateApiKeyMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Rotate an API key: a new key for the same use, the old one working on for a grace period
*/
export const useRotateApiKey = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateApiKey>>, TError, {
    id: string;
    data: BodyType<RotateApiKeyDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof rotateApiKey>>, TError, {
  id: string;
  data: BodyType<RotateApiKeyDto>;
}, TContext> => {
  const mutationOptions = getRotateApiKeyMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Update your default commission rate (percent); returns your updated user
*/
export const updateCommissionSettings = (updateCommissionSettingsDto: BodyType<UpdateCommissionSettingsDto>) => {
  return fetcher<UserDto>({
    url: `/api/settings/commission`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateCommissionSettingsDto
  });
};

export const getUpdateCommissionSettingsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateCommissionSettings>>, TError, {
    data: BodyType<UpdateCommissionSettingsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateCommissionSettings>>, TError, {
  data: BodyType<UpdateCommissionSettingsDto>;
}, TContext> => {
  const mutationKey = ['updateCommissionSettings'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateCommissionSettings>>, {
    data: BodyType<UpdateCommissionSettingsDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return updateCommissionSettings(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateCommissionSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updateCommissionSettings>>>;

export type UpdateCommissionSettingsMutationBody = BodyType<UpdateCommissionSettingsDto>;

export type UpdateCommissionSettingsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Update your default commission rate (percent); returns your updated user
*/
export const useUpdateCommissionSettings = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateCommissionSettings>>, TError, {
    data: BodyType<UpdateCommissionSettingsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateCommissionSettings>>, TError, {
  data: BodyType<UpdateCommissionSettingsDto>;
}, TContext> => {
  const mutationOptions = getUpdateCommissionSettingsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Update how long a sale's item may wait for a delivery box before you are alerted; returns your updated user
*/
export const updateDeliverySettings = (updateDeliverySettingsDto: BodyType<UpdateDeliverySettingsDto>) => {
  return fetcher<UserDto>({
    url: `/api/settings/deliveries`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateDeliverySettingsDto
  });
};

export const getUpdateDeliverySettingsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateDeliverySettings>>, TError, {
    data: BodyType<UpdateDeliverySettingsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateDeliverySettings>>, TError, {
  data: BodyType<UpdateDeliverySettingsDto>;
}, TContext> => {
  const mutationKey = ['updateDeliverySettings'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateDeliverySettings>>, {
    data: BodyType<UpdateDeliverySettingsDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return updateDeliverySettings(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateDeliverySettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updateDeliverySettings>>>;

export type UpdateDeliverySettingsMutationBody = BodyType<UpdateDeliverySettingsDto>;

export type UpdateDeliverySettingsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Update how long a sale's item may wait for a delivery box before you are alerted; returns your updated user
*/
export const useUpdateDeliverySettings = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateDeliverySettings>>, TError, {
    data: BodyType<UpdateDeliverySettingsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateDeliverySettings>>, TError, {
  data: BodyType<UpdateDeliverySettingsDto>;
}, TContext> => {
  const mutationOptions = getUpdateDeliverySettingsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* ansUrl is this server's public address (PUBLIC_URL, else the origin of this request) followed by your secret token.
* @summary Your SL Marketplace notification address and salt, to paste into the Marketplace (made on the first call)
*/
export const getMarketplaceSettings = (signal?: AbortSignal) => {
  return fetcher<MarketplaceSettingsDto>({
    url: `/api/settings/marketplace`, method: 'GET', signal
  });
};

export const getGetMarketplaceSettingsQueryKey = () => {
  return [
    `/api/settings/marketplace`
  ] as const;
};

export const getGetMarketplaceSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarketplaceSettings>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetMarketplaceSettingsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getMarketplaceSettings>>> = ({ signal }) => getMarketplaceSettings(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getMarketplaceSettings>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetMarketplaceSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getMarketplaceSettings>>>;

export type GetMarketplaceSettingsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetMarketplaceSettings<TData = Awaited<ReturnType<typeof getMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarketplaceSettings>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getMarketplaceSettings>>, TError, Awaited<ReturnType<typeof getMarketplaceSettings>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetMarketplaceSettings<TData = Awaited<ReturnType<typeof getMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarketplaceSettings>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getMarketplaceSettings>>, TError, Awaited<ReturnType<typeof getMarketplaceSettings>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetMarketplaceSettings<TData = Awaited<ReturnType<typeof getMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarketplaceSettings>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your SL Marketplace notification address and salt, to paste into the Marketplace (made on the first call)
 */
export function useGetMarketplaceSettings<TData = Awaited<ReturnType<typeof getMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarketplaceSettings>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetMarketplaceSettingsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Replace your SL Marketplace notification address and salt; the old address stops working at once
 */
export const rotateMarketplaceAddress = (signal?: AbortSignal) => {
  return fetcher<MarketplaceSettingsDto>({
    url: `/api/settings/marketplace/rotate`, method: 'POST', signal
  });
};

export const getRotateMarketplaceAddressMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateMarketplaceAddress>>, TError, void, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof rotateMarketplaceAddress>>, TError, void, TContext> => {
  const mutationKey = ['rotateMarketplaceAddress'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof rotateMarketplaceAddress>>, void> = () => {
    return rotateMarketplaceAddress();
  };
  return { mutationFn, ...mutationOptions };
};

export type RotateMarketplaceAddressMutationResult = NonNullable<Awaited<ReturnType<typeof rotateMarketplaceAddress>>>;

export type RotateMarketplaceAddressMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Replace your SL Marketplace notification address and salt; the old address stops working at once
*/
export const useRotateMarketplaceAddress = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof rotateMarketplaceAddress>>, TError, void, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof rotateMarketplaceAddress>>, TError, void, TContext> => {
  const mutationOptions = getRotateMarketplaceAddressMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Update your notification preferences; returns your updated user
*/
export const updateNotificationSettings = (updateNotificationSettingsDto: BodyType<UpdateNotificationSettingsDto>) => {
  return fetcher<UserDto>({
    url: `/api/settings/notifications`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateNotificationSettingsDto
  });
};

export const getUpdateNotificationSettingsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateNotificationSettings>>, TError, {
    data: BodyType<UpdateNotificationSettingsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateNotificationSettings>>, TError, {
  data: BodyType<UpdateNotificationSettingsDto>;
}, TContext> => {
  const mutationKey = ['updateNotificationSettings'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateNotificationSettings>>, {
    data: BodyType<UpdateNotificationSettingsDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return updateNotificationSettings(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateNotificationSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updateNotificationSettings>>>;

export type UpdateNotificationSettingsMutationBody = BodyType<UpdateNotificationSettingsDto>;

export type UpdateNotificationSettingsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Update your notification preferences; returns your updated user
*/
export const useUpdateNotificationSettings = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateNotificationSettings>>, TError, {
    data: BodyType<UpdateNotificationSettingsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateNotificationSettings>>, TError, {
  data: BodyType<UpdateNotificationSettingsDto>;
}, TContext> => {
  const mutationOptions = getUpdateNotificationSettingsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
