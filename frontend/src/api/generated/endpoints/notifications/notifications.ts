/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreateStreamTicketDto, GetNotificationsParams, NotificationDto, NotificationListDto, NotificationsReadDto, StreamNotificationsParams, StreamTicketDto, UnsubscribeFromEmailsParams } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Your latest notifications, newest first, and how many are unread
 */
export const getNotifications = (params?: GetNotificationsParams, signal?: AbortSignal) => {
  return fetcher<NotificationListDto>({
    url: `/api/notifications`, method: 'GET',
    params, signal
  });
};

export const getGetNotificationsQueryKey = (params?: GetNotificationsParams) => {
  return [
    `/api/notifications`, ...(params ? [params] : [])
  ] as const;
};

export const getGetNotificationsQueryOptions = <TData = Awaited<ReturnType<typeof getNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetNotificationsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetNotificationsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getNotifications>>> = ({ signal }) => getNotifications(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetNotificationsQueryResult = NonNullable<Awaited<ReturnType<typeof getNotifications>>>;

export type GetNotificationsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetNotifications<TData = Awaited<ReturnType<typeof getNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetNotificationsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getNotifications>>, TError, Awaited<ReturnType<typeof getNotifications>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetNotifications<TData = Awaited<ReturnType<typeof getNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetNotificationsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getNotifications>>, TError, Awaited<ReturnType<typeof getNotifications>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetNotifications<TData = Awaited<ReturnType<typeof getNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetNotificationsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your latest notifications, newest first, and how many are unread
 */
export function useGetNotifications<TData = Awaited<ReturnType<typeof getNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetNotificationsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotifications>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetNotificationsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Mark all your notifications read
 */
export const readAllNotifications = (signal?: AbortSignal) => {
  return fetcher<NotificationsReadDto>({
    url: `/api/notifications/read-all`, method: 'POST', signal
  });
};

export const getReadAllNotificationsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof readAllNotifications>>, TError, void, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof readAllNotifications>>, TError, void, TContext> => {
  const mutationKey = ['readAllNotifications'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof readAllNotifications>>, void> = () => {
    return readAllNotifications();
  };
  return { mutationFn, ...mutationOptions };
};

export type ReadAllNotificationsMutationResult = NonNullable<Awaited<ReturnType<typeof readAllNotifications>>>;

export type ReadAllNotificationsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Mark all your notifications read
*/
export const useReadAllNotifications = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof readAllNotifications>>, TError, void, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof readAllNotifications>>, TError, void, TContext> => {
  const mutationOptions = getReadAllNotificationsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Your notifications as they happen (Server-Sent Events)
*/
export const streamNotifications = (params?: StreamNotificationsParams, signal?: AbortSignal) => {
  return fetcher<string>({
    url: `/api/notifications/stream`, method: 'GET',
    params, signal
  });
};

export const getStreamNotificationsQueryKey = (params?: StreamNotificationsParams) => {
  return [
    `/api/notifications/stream`, ...(params ? [params] : [])
  ] as const;
};

export const getStreamNotificationsQueryOptions = <TData = Awaited<ReturnType<typeof streamNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: StreamNotificationsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getStreamNotificationsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof streamNotifications>>> = ({ signal }) => streamNotifications(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type StreamNotificationsQueryResult = NonNullable<Awaited<ReturnType<typeof streamNotifications>>>;

export type StreamNotificationsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useStreamNotifications<TData = Awaited<ReturnType<typeof streamNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | StreamNotificationsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, Awaited<ReturnType<typeof streamNotifications>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useStreamNotifications<TData = Awaited<ReturnType<typeof streamNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: StreamNotificationsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, Awaited<ReturnType<typeof streamNotifications>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useStreamNotifications<TData = Awaited<ReturnType<typeof streamNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: StreamNotificationsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Your notifications as they happen (Server-Sent Events)
 */
export function useStreamNotifications<TData = Awaited<ReturnType<typeof streamNotifications>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: StreamNotificationsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getStreamNotificationsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary A ticket that opens one of your live streams for a minute (EventSource cannot send the bearer token)
 */
export const createStreamTicket = (createStreamTicketDto: BodyType<CreateStreamTicketDto>, signal?: AbortSignal) => {
  return fetcher<StreamTicketDto>({
    url: `/api/notifications/stream-ticket`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createStreamTicketDto, signal
  });
};

export const getCreateStreamTicketMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createStreamTicket>>, TError, {
    data: BodyType<CreateStreamTicketDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createStreamTicket>>, TError, {
  data: BodyType<CreateStreamTicketDto>;
}, TContext> => {
  const mutationKey = ['createStreamTicket'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createStreamTicket>>, {
    data: BodyType<CreateStreamTicketDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createStreamTicket(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateStreamTicketMutationResult = NonNullable<Awaited<ReturnType<typeof createStreamTicket>>>;

export type CreateStreamTicketMutationBody = BodyType<CreateStreamTicketDto>;

export type CreateStreamTicketMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary A ticket that opens one of your live streams for a minute (EventSource cannot send the bearer token)
*/
export const useCreateStreamTicket = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createStreamTicket>>, TError, {
    data: BodyType<CreateStreamTicketDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createStreamTicket>>, TError, {
  data: BodyType<CreateStreamTicketDto>;
}, TContext> => {
  const mutationOptions = getCreateStreamTicketMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Switch off the kind of notification e-mail the link came in (the link in every notification e-mail)
*/
export const unsubscribeFromEmails = (params: UnsubscribeFromEmailsParams, signal?: AbortSignal) => {
  return fetcher<string>({
    url: `/api/notifications/unsubscribe`, method: 'GET',
    params, signal
  });
};

export const getUnsubscribeFromEmailsQueryKey = (params?: UnsubscribeFromEmailsParams) => {
  return [
    `/api/notifications/unsubscribe`, ...(params ? [params] : [])
  ] as const;
};

export const getUnsubscribeFromEmailsQueryOptions = <TData = Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError = ErrorType<string>>(params: UnsubscribeFromEmailsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getUnsubscribeFromEmailsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof unsubscribeFromEmails>>> = ({ signal }) => unsubscribeFromEmails(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type UnsubscribeFromEmailsQueryResult = NonNullable<Awaited<ReturnType<typeof unsubscribeFromEmails>>>;

export type UnsubscribeFromEmailsQueryError = ErrorType<string>;

export function useUnsubscribeFromEmails<TData = Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError = ErrorType<string>>(params: UnsubscribeFromEmailsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError, Awaited<ReturnType<typeof unsubscribeFromEmails>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useUnsubscribeFromEmails<TData = Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError = ErrorType<string>>(params: UnsubscribeFromEmailsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError, Awaited<ReturnType<typeof unsubscribeFromEmails>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useUnsubscribeFromEmails<TData = Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError = ErrorType<string>>(params: UnsubscribeFromEmailsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Switch off the kind of notification e-mail the link came in (the link in every notification e-mail)
 */
export function useUnsubscribeFromEmails<TData = Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError = ErrorType<string>>(params: UnsubscribeFromEmailsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof unsubscribeFromEmails>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getUnsubscribeFromEmailsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Mark one of your notifications read
 */
export const readNotification = (id: number, signal?: AbortSignal) => {
  return fetcher<NotificationDto>({
    url: `/api/notifications/${id}/read`, method: 'POST', signal
  });
};

export const getReadNotificationMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof readNotification>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof readNotification>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['readNotification'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof readNotification>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return readNotification(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReadNotificationMutationResult = NonNullable<Awaited<ReturnType<typeof readNotification>>>;

export type ReadNotificationMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Mark one of your notifications read
*/
export const useReadNotification = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof readNotification>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof readNotification>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getReadNotificationMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
