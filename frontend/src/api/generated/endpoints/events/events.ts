/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, CreateEventDto, EventDetailDto, EventDto, EventParticipantDto, UpdateEventDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Every event with its vendor count and sales, newest first
 */
export const getEvents = (signal?: AbortSignal) => {
  return fetcher<EventDto[]>({
    url: `/api/events`, method: 'GET', signal
  });
};

export const getGetEventsQueryKey = () => {
  return [
    `/api/events`
  ] as const;
};

export const getGetEventsQueryOptions = <TData = Awaited<ReturnType<typeof getEvents>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvents>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetEventsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getEvents>>> = ({ signal }) => getEvents(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getEvents>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetEventsQueryResult = NonNullable<Awaited<ReturnType<typeof getEvents>>>;

export type GetEventsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetEvents<TData = Awaited<ReturnType<typeof getEvents>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvents>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getEvents>>, TError, Awaited<ReturnType<typeof getEvents>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetEvents<TData = Awaited<ReturnType<typeof getEvents>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvents>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getEvents>>, TError, Awaited<ReturnType<typeof getEvents>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetEvents<TData = Awaited<ReturnType<typeof getEvents>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvents>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Every event with its vendor count and sales, newest first
 */
export function useGetEvents<TData = Awaited<ReturnType<typeof getEvents>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvents>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetEventsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Create an event; the caller becomes its organiser
 */
export const createEvent = (createEventDto: BodyType<CreateEventDto>, signal?: AbortSignal) => {
  return fetcher<EventDto>({
    url: `/api/events`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createEventDto, signal
  });
};

export const getCreateEventMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createEvent>>, TError, {
    data: BodyType<CreateEventDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createEvent>>, TError, {
  data: BodyType<CreateEventDto>;
}, TContext> => {
  const mutationKey = ['createEvent'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createEvent>>, {
    data: BodyType<CreateEventDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createEvent(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateEventMutationResult = NonNullable<Awaited<ReturnType<typeof createEvent>>>;

export type CreateEventMutationBody = BodyType<CreateEventDto>;

export type CreateEventMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Create an event; the caller becomes its organiser
*/
export const useCreateEvent = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createEvent>>, TError, {
    data: BodyType<CreateEventDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createEvent>>, TError, {
  data: BodyType<CreateEventDto>;
}, TContext> => {
  const mutationOptions = getCreateEventMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary One event with its participating vendors and daily sales (SLT days)
*/
export const getEvent = (id: number, signal?: AbortSignal) => {
  return fetcher<EventDetailDto>({
    url: `/api/events/${id}`, method: 'GET', signal
  });
};

export const getGetEventQueryKey = (id?: number) => {
  return [
    `/api/events/${id}`
  ] as const;
};

export const getGetEventQueryOptions = <TData = Awaited<ReturnType<typeof getEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvent>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetEventQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getEvent>>> = ({ signal }) => getEvent(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getEvent>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetEventQueryResult = NonNullable<Awaited<ReturnType<typeof getEvent>>>;

export type GetEventQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetEvent<TData = Awaited<ReturnType<typeof getEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvent>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getEvent>>, TError, Awaited<ReturnType<typeof getEvent>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetEvent<TData = Awaited<ReturnType<typeof getEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvent>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getEvent>>, TError, Awaited<ReturnType<typeof getEvent>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetEvent<TData = Awaited<ReturnType<typeof getEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvent>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary One event with its participating vendors and daily sales (SLT days)
 */
export function useGetEvent<TData = Awaited<ReturnType<typeof getEvent>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(id: number, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvent>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetEventQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Change an event (its organiser or an admin); only the fields sent change
 */
export const updateEvent = (id: number, updateEventDto: BodyType<UpdateEventDto>) => {
  return fetcher<EventDto>({
    url: `/api/events/${id}`, method: 'PATCH',
    headers: { 'Content-Type': 'application/json', },
    data: updateEventDto
  });
};

export const getUpdateEventMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateEvent>>, TError, {
    id: number;
    data: BodyType<UpdateEventDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateEvent>>, TError, {
  id: number;
  data: BodyType<UpdateEventDto>;
}, TContext> => {
  const mutationKey = ['updateEvent'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateEvent>>, {
    id: number;
    data: BodyType<UpdateEventDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return updateEvent(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateEventMutationResult = NonNullable<Awaited<ReturnType<typeof updateEvent>>>;

export type UpdateEventMutationBody = BodyType<UpdateEventDto>;

export type UpdateEventMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Change an event (its organiser or an admin); only the fields sent change
*/
export const useUpdateEvent = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateEvent>>, TError, {
    id: number;
    data: BodyType<UpdateEventDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateEvent>>, TError, {
  id: number;
  data: BodyType<UpdateEventDto>;
}, TContext> => {
  const mutationOptions = getUpdateEventMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Idempotent.
* @summary Take one of your vendors out of an event
*/
export const leaveEvent = (id: number, vendorId: number) => {
  return fetcher<void>({
    url: `/api/events/${id}/vendors/${vendorId}`, method: 'DELETE'
  });
};

export const getLeaveEventMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof leaveEvent>>, TError, {
    id: number;
    vendorId: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof leaveEvent>>, TError, {
  id: number;
  vendorId: number;
}, TContext> => {
  const mutationKey = ['leaveEvent'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof leaveEvent>>, {
    id: number;
    vendorId: number;
  }> = (props) => {
    const { id, vendorId } = props ?? {};
    return leaveEvent(id, vendorId);
  };
  return { mutationFn, ...mutationOptions };
};

export type LeaveEventMutationResult = NonNullable<Awaited<ReturnType<typeof leaveEvent>>>;

export type LeaveEventMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Take one of your vendors out of an event
*/
export const useLeaveEvent = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof leaveEvent>>, TError, {
    id: number;
    vendorId: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof leaveEvent>>, TError, {
  id: number;
  vendorId: number;
}, TContext> => {
  const mutationOptions = getLeaveEventMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Idempotent: joining again keeps the rate accepted the first time.
* @summary Join one of your vendors to an event, accepting the event's commission rate
*/
export const joinEvent = (id: number, vendorId: number) => {
  return fetcher<EventParticipantDto>({
    url: `/api/events/${id}/vendors/${vendorId}`, method: 'PUT'
  });
};

export const getJoinEventMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof joinEvent>>, TError, {
    id: number;
    vendorId: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof joinEvent>>, TError, {
  id: number;
  vendorId: number;
}, TContext> => {
  const mutationKey = ['joinEvent'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof joinEvent>>, {
    id: number;
    vendorId: number;
  }> = (props) => {
    const { id, vendorId } = props ?? {};
    return joinEvent(id, vendorId);
  };
  return { mutationFn, ...mutationOptions };
};

export type JoinEventMutationResult = NonNullable<Awaited<ReturnType<typeof joinEvent>>>;

export type JoinEventMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Join one of your vendors to an event, accepting the event's commission rate
*/
export const useJoinEvent = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof joinEvent>>, TError, {
    id: number;
    vendorId: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof joinEvent>>, TError, {
  id: number;
  vendorId: number;
}, TContext> => {
  const mutationOptions = getJoinEventMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
