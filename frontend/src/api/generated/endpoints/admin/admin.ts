/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ActivityDto, AdminBalancesDto, AdminUserDetailsDto, AdminUserPageDto, AnalyticsDto, ApiErrorDto, AuditLogPageDto, CommissionCollectionSettingsDto, CommissionConfigDto, CommissionConfigsDto, CommissionPreviewDto, EventDto, ExportAuditLogsParams, GetAdminActivitiesParams, GetAdminBillingBalancesParams, GetAdminUsersParams, GetAuditLogsParams, GetCommissionPreviewParams, GetPlatformAnalyticsParams, MarketplaceAdminSettingsDto, PlatformStatsDto, SaveCommissionConfigDto, StreamAdminActivitiesParams, UpdateUserRoleDto, UserDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary The latest platform activities, newest first
 */
export const getAdminActivities = (params?: GetAdminActivitiesParams, signal?: AbortSignal) => {
  return fetcher<ActivityDto[]>({
    url: `/api/admin/activities`, method: 'GET',
    params, signal
  });
};

export const getGetAdminActivitiesQueryKey = (params?: GetAdminActivitiesParams) => {
  return [
    `/api/admin/activities`, ...(params ? [params] : [])
  ] as const;
};

export const getGetAdminActivitiesQueryOptions = <TData = Awaited<ReturnType<typeof getAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminActivitiesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminActivities>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAdminActivitiesQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAdminActivities>>> = ({ signal }) => getAdminActivities(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAdminActivities>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAdminActivitiesQueryResult = NonNullable<Awaited<ReturnType<typeof getAdminActivities>>>;

export type GetAdminActivitiesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetAdminActivities<TData = Awaited<ReturnType<typeof getAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetAdminActivitiesParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminActivities>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminActivities>>, TError, Awaited<ReturnType<typeof getAdminActivities>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminActivities<TData = Awaited<ReturnType<typeof getAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminActivitiesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminActivities>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminActivities>>, TError, Awaited<ReturnType<typeof getAdminActivities>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminActivities<TData = Awaited<ReturnType<typeof getAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminActivitiesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminActivities>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The latest platform activities, newest first
 */
export function useGetAdminActivities<TData = Awaited<ReturnType<typeof getAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminActivitiesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminActivities>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAdminActivitiesQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary The activity monitor: platform activity and in-world calls as they happen (Server-Sent Events)
 */
export const streamAdminActivities = (params?: StreamAdminActivitiesParams, signal?: AbortSignal) => {
  return fetcher<string>({
    url: `/api/admin/activities/stream`, method: 'GET',
    params, signal
  });
};

export const getStreamAdminActivitiesQueryKey = (params?: StreamAdminActivitiesParams) => {
  return [
    `/api/admin/activities/stream`, ...(params ? [params] : [])
  ] as const;
};

export const getStreamAdminActivitiesQueryOptions = <TData = Awaited<ReturnType<typeof streamAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: StreamAdminActivitiesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamAdminActivities>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getStreamAdminActivitiesQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof streamAdminActivities>>> = ({ signal }) => streamAdminActivities(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof streamAdminActivities>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type StreamAdminActivitiesQueryResult = NonNullable<Awaited<ReturnType<typeof streamAdminActivities>>>;

export type StreamAdminActivitiesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useStreamAdminActivities<TData = Awaited<ReturnType<typeof streamAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | StreamAdminActivitiesParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamAdminActivities>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof streamAdminActivities>>, TError, Awaited<ReturnType<typeof streamAdminActivities>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useStreamAdminActivities<TData = Awaited<ReturnType<typeof streamAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: StreamAdminActivitiesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamAdminActivities>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof streamAdminActivities>>, TError, Awaited<ReturnType<typeof streamAdminActivities>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useStreamAdminActivities<TData = Awaited<ReturnType<typeof streamAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: StreamAdminActivitiesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamAdminActivities>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The activity monitor: platform activity and in-world calls as they happen (Server-Sent Events)
 */
export function useStreamAdminActivities<TData = Awaited<ReturnType<typeof streamAdminActivities>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: StreamAdminActivitiesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof streamAdminActivities>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getStreamAdminActivitiesQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Completed sales only. Days, weeks (Monday to Sunday) and months are SLT (America/Los_Angeles, daylight saving included). Without from and to: the last 30 SLT days.
 * @summary Platform revenue, commission, sales and new accounts per SLT day, week or month, with top merchants, vendors, products, events and regions
 */
export const getPlatformAnalytics = (params?: GetPlatformAnalyticsParams, signal?: AbortSignal) => {
  return fetcher<AnalyticsDto>({
    url: `/api/admin/analytics`, method: 'GET',
    params, signal
  });
};

export const getGetPlatformAnalyticsQueryKey = (params?: GetPlatformAnalyticsParams) => {
  return [
    `/api/admin/analytics`, ...(params ? [params] : [])
  ] as const;
};

export const getGetPlatformAnalyticsQueryOptions = <TData = Awaited<ReturnType<typeof getPlatformAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetPlatformAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformAnalytics>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetPlatformAnalyticsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getPlatformAnalytics>>> = ({ signal }) => getPlatformAnalytics(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getPlatformAnalytics>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetPlatformAnalyticsQueryResult = NonNullable<Awaited<ReturnType<typeof getPlatformAnalytics>>>;

export type GetPlatformAnalyticsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetPlatformAnalytics<TData = Awaited<ReturnType<typeof getPlatformAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetPlatformAnalyticsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformAnalytics>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getPlatformAnalytics>>, TError, Awaited<ReturnType<typeof getPlatformAnalytics>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPlatformAnalytics<TData = Awaited<ReturnType<typeof getPlatformAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetPlatformAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformAnalytics>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getPlatformAnalytics>>, TError, Awaited<ReturnType<typeof getPlatformAnalytics>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPlatformAnalytics<TData = Awaited<ReturnType<typeof getPlatformAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetPlatformAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformAnalytics>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Platform revenue, commission, sales and new accounts per SLT day, week or month, with top merchants, vendors, products, events and regions
 */
export function useGetPlatformAnalytics<TData = Awaited<ReturnType<typeof getPlatformAnalytics>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetPlatformAnalyticsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformAnalytics>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetPlatformAnalyticsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Filters: actor (user id), action, targetType and targetId, from and to (SLT days, both included). Entries cannot be changed or deleted.
 * @summary The audit log: privileged and money-changing actions, sign-ins and failed sign-ins, newest first
 */
export const getAuditLogs = (params?: GetAuditLogsParams, signal?: AbortSignal) => {
  return fetcher<AuditLogPageDto>({
    url: `/api/admin/audit-logs`, method: 'GET',
    params, signal
  });
};

export const getGetAuditLogsQueryKey = (params?: GetAuditLogsParams) => {
  return [
    `/api/admin/audit-logs`, ...(params ? [params] : [])
  ] as const;
};

export const getGetAuditLogsQueryOptions = <TData = Awaited<ReturnType<typeof getAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAuditLogsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuditLogs>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAuditLogsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAuditLogs>>> = ({ signal }) => getAuditLogs(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAuditLogs>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAuditLogsQueryResult = NonNullable<Awaited<ReturnType<typeof getAuditLogs>>>;

export type GetAuditLogsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetAuditLogs<TData = Awaited<ReturnType<typeof getAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetAuditLogsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuditLogs>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAuditLogs>>, TError, Awaited<ReturnType<typeof getAuditLogs>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAuditLogs<TData = Awaited<ReturnType<typeof getAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAuditLogsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuditLogs>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAuditLogs>>, TError, Awaited<ReturnType<typeof getAuditLogs>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAuditLogs<TData = Awaited<ReturnType<typeof getAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAuditLogsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuditLogs>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The audit log: privileged and money-changing actions, sign-ins and failed sign-ins, newest first
 */
export function useGetAuditLogs<TData = Awaited<ReturnType<typeof getAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAuditLogsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuditLogs>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAuditLogsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The export is itself recorded in the audit log (audit_log_exported), with its filters.
 * @summary The audit log's matching entries as CSV, newest first, at most 100000
 */
export const exportAuditLogs = (params?: ExportAuditLogsParams, signal?: AbortSignal) => {
  return fetcher<string>({
    url: `/api/admin/audit-logs/export.csv`, method: 'GET',
    params, signal
  });
};

export const getExportAuditLogsQueryKey = (params?: ExportAuditLogsParams) => {
  return [
    `/api/admin/audit-logs/export.csv`, ...(params ? [params] : [])
  ] as const;
};

export const getExportAuditLogsQueryOptions = <TData = Awaited<ReturnType<typeof exportAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportAuditLogsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAuditLogs>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getExportAuditLogsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportAuditLogs>>> = ({ signal }) => exportAuditLogs(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof exportAuditLogs>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ExportAuditLogsQueryResult = NonNullable<Awaited<ReturnType<typeof exportAuditLogs>>>;

export type ExportAuditLogsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useExportAuditLogs<TData = Awaited<ReturnType<typeof exportAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | ExportAuditLogsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAuditLogs>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof exportAuditLogs>>, TError, Awaited<ReturnType<typeof exportAuditLogs>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useExportAuditLogs<TData = Awaited<ReturnType<typeof exportAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportAuditLogsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAuditLogs>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof exportAuditLogs>>, TError, Awaited<ReturnType<typeof exportAuditLogs>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useExportAuditLogs<TData = Awaited<ReturnType<typeof exportAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportAuditLogsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAuditLogs>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The audit log's matching entries as CSV, newest first, at most 100000
 */
export function useExportAuditLogs<TData = Awaited<ReturnType<typeof exportAuditLogs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: ExportAuditLogsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportAuditLogs>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getExportAuditLogsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Every merchant's commission balance, who is overdue, and the commission collected per SLT day
 */
export const getAdminBillingBalances = (params?: GetAdminBillingBalancesParams, signal?: AbortSignal) => {
  return fetcher<AdminBalancesDto>({
    url: `/api/admin/billing/balances`, method: 'GET',
    params, signal
  });
};

export const getGetAdminBillingBalancesQueryKey = (params?: GetAdminBillingBalancesParams) => {
  return [
    `/api/admin/billing/balances`, ...(params ? [params] : [])
  ] as const;
};

export const getGetAdminBillingBalancesQueryOptions = <TData = Awaited<ReturnType<typeof getAdminBillingBalances>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminBillingBalancesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminBillingBalances>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAdminBillingBalancesQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAdminBillingBalances>>> = ({ signal }) => getAdminBillingBalances(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAdminBillingBalances>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAdminBillingBalancesQueryResult = NonNullable<Awaited<ReturnType<typeof getAdminBillingBalances>>>;

export type GetAdminBillingBalancesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetAdminBillingBalances<TData = Awaited<ReturnType<typeof getAdminBillingBalances>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetAdminBillingBalancesParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminBillingBalances>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminBillingBalances>>, TError, Awaited<ReturnType<typeof getAdminBillingBalances>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminBillingBalances<TData = Awaited<ReturnType<typeof getAdminBillingBalances>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminBillingBalancesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminBillingBalances>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminBillingBalances>>, TError, Awaited<ReturnType<typeof getAdminBillingBalances>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminBillingBalances<TData = Awaited<ReturnType<typeof getAdminBillingBalances>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminBillingBalancesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminBillingBalances>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Every merchant's commission balance, who is overdue, and the commission collected per SLT day
 */
export function useGetAdminBillingBalances<TData = Awaited<ReturnType<typeof getAdminBillingBalances>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminBillingBalancesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminBillingBalances>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAdminBillingBalancesQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary The global and the vendor-specific commission configurations, with their tiers
 */
export const getCommissionConfigs = (signal?: AbortSignal) => {
  return fetcher<CommissionConfigsDto>({
    url: `/api/admin/commission-configs`, method: 'GET', signal
  });
};

export const getGetCommissionConfigsQueryKey = () => {
  return [
    `/api/admin/commission-configs`
  ] as const;
};

export const getGetCommissionConfigsQueryOptions = <TData = Awaited<ReturnType<typeof getCommissionConfigs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionConfigs>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCommissionConfigsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCommissionConfigs>>> = ({ signal }) => getCommissionConfigs(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCommissionConfigs>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCommissionConfigsQueryResult = NonNullable<Awaited<ReturnType<typeof getCommissionConfigs>>>;

export type GetCommissionConfigsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCommissionConfigs<TData = Awaited<ReturnType<typeof getCommissionConfigs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionConfigs>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCommissionConfigs>>, TError, Awaited<ReturnType<typeof getCommissionConfigs>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCommissionConfigs<TData = Awaited<ReturnType<typeof getCommissionConfigs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionConfigs>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCommissionConfigs>>, TError, Awaited<ReturnType<typeof getCommissionConfigs>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCommissionConfigs<TData = Awaited<ReturnType<typeof getCommissionConfigs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionConfigs>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The global and the vendor-specific commission configurations, with their tiers
 */
export function useGetCommissionConfigs<TData = Awaited<ReturnType<typeof getCommissionConfigs>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionConfigs>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCommissionConfigsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Create or replace the commission configuration of a vendor or the global one, tiers included
 */
export const saveCommissionConfig = (saveCommissionConfigDto: BodyType<SaveCommissionConfigDto>, signal?: AbortSignal) => {
  return fetcher<CommissionConfigDto>({
    url: `/api/admin/commission-configs`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: saveCommissionConfigDto, signal
  });
};

export const getSaveCommissionConfigMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof saveCommissionConfig>>, TError, {
    data: BodyType<SaveCommissionConfigDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof saveCommissionConfig>>, TError, {
  data: BodyType<SaveCommissionConfigDto>;
}, TContext> => {
  const mutationKey = ['saveCommissionConfig'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof saveCommissionConfig>>, {
    data: BodyType<SaveCommissionConfigDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return saveCommissionConfig(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type SaveCommissionConfigMutationResult = NonNullable<Awaited<ReturnType<typeof saveCommissionConfig>>>;

export type SaveCommissionConfigMutationBody = BodyType<SaveCommissionConfigDto>;

export type SaveCommissionConfigMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Create or replace the commission configuration of a vendor or the global one, tiers included
*/
export const useSaveCommissionConfig = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof saveCommissionConfig>>, TError, {
    data: BodyType<SaveCommissionConfigDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof saveCommissionConfig>>, TError, {
  data: BodyType<SaveCommissionConfigDto>;
}, TContext> => {
  const mutationOptions = getSaveCommissionConfigMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Delete the commission configuration of a vendor or the global one
*/
export const deleteCommissionConfig = (target: string) => {
  return fetcher<void>({
    url: `/api/admin/commission-configs/${target}`, method: 'DELETE'
  });
};

export const getDeleteCommissionConfigMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteCommissionConfig>>, TError, {
    target: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteCommissionConfig>>, TError, {
  target: string;
}, TContext> => {
  const mutationKey = ['deleteCommissionConfig'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteCommissionConfig>>, {
    target: string;
  }> = (props) => {
    const { target } = props ?? {};
    return deleteCommissionConfig(target);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeleteCommissionConfigMutationResult = NonNullable<Awaited<ReturnType<typeof deleteCommissionConfig>>>;

export type DeleteCommissionConfigMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Delete the commission configuration of a vendor or the global one
*/
export const useDeleteCommissionConfig = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteCommissionConfig>>, TError, {
    target: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deleteCommissionConfig>>, TError, {
  target: string;
}, TContext> => {
  const mutationOptions = getDeleteCommissionConfigMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary The commission a test sale would pay now: base rate, volume tier, applied rate and amount
*/
export const getCommissionPreview = (target: string, params: GetCommissionPreviewParams, signal?: AbortSignal) => {
  return fetcher<CommissionPreviewDto>({
    url: `/api/admin/commission-configs/${target}/preview`, method: 'GET',
    params, signal
  });
};

export const getGetCommissionPreviewQueryKey = (target?: string, params?: GetCommissionPreviewParams) => {
  return [
    `/api/admin/commission-configs/${target}/preview`, ...(params ? [params] : [])
  ] as const;
};

export const getGetCommissionPreviewQueryOptions = <TData = Awaited<ReturnType<typeof getCommissionPreview>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(target: string, params: GetCommissionPreviewParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionPreview>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCommissionPreviewQueryKey(target, params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCommissionPreview>>> = ({ signal }) => getCommissionPreview(target, params, signal);
  return { queryKey, queryFn, enabled: !!(target), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCommissionPreview>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCommissionPreviewQueryResult = NonNullable<Awaited<ReturnType<typeof getCommissionPreview>>>;

export type GetCommissionPreviewQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCommissionPreview<TData = Awaited<ReturnType<typeof getCommissionPreview>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(target: string, params: GetCommissionPreviewParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionPreview>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCommissionPreview>>, TError, Awaited<ReturnType<typeof getCommissionPreview>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCommissionPreview<TData = Awaited<ReturnType<typeof getCommissionPreview>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(target: string, params: GetCommissionPreviewParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionPreview>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCommissionPreview>>, TError, Awaited<ReturnType<typeof getCommissionPreview>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCommissionPreview<TData = Awaited<ReturnType<typeof getCommissionPreview>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(target: string, params: GetCommissionPreviewParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionPreview>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The commission a test sale would pay now: base rate, volume tier, applied rate and amount
 */
export function useGetCommissionPreview<TData = Awaited<ReturnType<typeof getCommissionPreview>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(target: string, params: GetCommissionPreviewParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionPreview>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCommissionPreviewQueryOptions(target, params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * An event rate below the platform's applies only down to the rate an administrator approved; until then sales at the event are charged the platform's rate. Approving again approves the event's rate as it is now.
 * @summary Approve an event's current commission rate
 */
export const approveEventRate = (id: number, signal?: AbortSignal) => {
  return fetcher<EventDto>({
    url: `/api/admin/events/${id}/rate-approval`, method: 'POST', signal
  });
};

export const getApproveEventRateMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof approveEventRate>>, TError, {
    id: number;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof approveEventRate>>, TError, {
  id: number;
}, TContext> => {
  const mutationKey = ['approveEventRate'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof approveEventRate>>, {
    id: number;
  }> = (props) => {
    const { id } = props ?? {};
    return approveEventRate(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type ApproveEventRateMutationResult = NonNullable<Awaited<ReturnType<typeof approveEventRate>>>;

export type ApproveEventRateMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Approve an event's current commission rate
*/
export const useApproveEventRate = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof approveEventRate>>, TError, {
    id: number;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof approveEventRate>>, TError, {
  id: number;
}, TContext> => {
  const mutationOptions = getApproveEventRateMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Platform figures for the admin dashboard: 30-day revenue and commission, vendors, sales
*/
export const getPlatformStats = (signal?: AbortSignal) => {
  return fetcher<PlatformStatsDto>({
    url: `/api/admin/platform-stats`, method: 'GET', signal
  });
};

export const getGetPlatformStatsQueryKey = () => {
  return [
    `/api/admin/platform-stats`
  ] as const;
};

export const getGetPlatformStatsQueryOptions = <TData = Awaited<ReturnType<typeof getPlatformStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformStats>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetPlatformStatsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getPlatformStats>>> = ({ signal }) => getPlatformStats(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getPlatformStats>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetPlatformStatsQueryResult = NonNullable<Awaited<ReturnType<typeof getPlatformStats>>>;

export type GetPlatformStatsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetPlatformStats<TData = Awaited<ReturnType<typeof getPlatformStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformStats>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getPlatformStats>>, TError, Awaited<ReturnType<typeof getPlatformStats>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPlatformStats<TData = Awaited<ReturnType<typeof getPlatformStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformStats>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getPlatformStats>>, TError, Awaited<ReturnType<typeof getPlatformStats>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPlatformStats<TData = Awaited<ReturnType<typeof getPlatformStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformStats>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Platform figures for the admin dashboard: 30-day revenue and commission, vendors, sales
 */
export function useGetPlatformStats<TData = Awaited<ReturnType<typeof getPlatformStats>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPlatformStats>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetPlatformStatsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary The avatar merchants' vendors pay commission to, and the grace period before unpaid commission pauses them
 */
export const getCommissionCollectionSettings = (signal?: AbortSignal) => {
  return fetcher<CommissionCollectionSettingsDto>({
    url: `/api/admin/settings/commission-collection`, method: 'GET', signal
  });
};

export const getGetCommissionCollectionSettingsQueryKey = () => {
  return [
    `/api/admin/settings/commission-collection`
  ] as const;
};

export const getGetCommissionCollectionSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCommissionCollectionSettingsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCommissionCollectionSettings>>> = ({ signal }) => getCommissionCollectionSettings(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCommissionCollectionSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getCommissionCollectionSettings>>>;

export type GetCommissionCollectionSettingsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCommissionCollectionSettings<TData = Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError, Awaited<ReturnType<typeof getCommissionCollectionSettings>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCommissionCollectionSettings<TData = Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError, Awaited<ReturnType<typeof getCommissionCollectionSettings>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCommissionCollectionSettings<TData = Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The avatar merchants' vendors pay commission to, and the grace period before unpaid commission pauses them
 */
export function useGetCommissionCollectionSettings<TData = Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionCollectionSettings>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCommissionCollectionSettingsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Audited. Vendors pay the avatar from their next payment on.
 * @summary Set the collection avatar (key and name) and the grace period (null: vendors are never paused)
 */
export const updateCommissionCollectionSettings = (commissionCollectionSettingsDto: BodyType<CommissionCollectionSettingsDto>) => {
  return fetcher<CommissionCollectionSettingsDto>({
    url: `/api/admin/settings/commission-collection`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: commissionCollectionSettingsDto
  });
};

export const getUpdateCommissionCollectionSettingsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateCommissionCollectionSettings>>, TError, {
    data: BodyType<CommissionCollectionSettingsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateCommissionCollectionSettings>>, TError, {
  data: BodyType<CommissionCollectionSettingsDto>;
}, TContext> => {
  const mutationKey = ['updateCommissionCollectionSettings'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateCommissionCollectionSettings>>, {
    data: BodyType<CommissionCollectionSettingsDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return updateCommissionCollectionSettings(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateCommissionCollectionSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updateCommissionCollectionSettings>>>;

export type UpdateCommissionCollectionSettingsMutationBody = BodyType<CommissionCollectionSettingsDto>;

export type UpdateCommissionCollectionSettingsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Set the collection avatar (key and name) and the grace period (null: vendors are never paused)
*/
export const useUpdateCommissionCollectionSettings = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateCommissionCollectionSettings>>, TError, {
    data: BodyType<CommissionCollectionSettingsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateCommissionCollectionSettings>>, TError, {
  data: BodyType<CommissionCollectionSettingsDto>;
}, TContext> => {
  const mutationOptions = getUpdateCommissionCollectionSettingsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Whether SL Marketplace sales are exempt from commission
*/
export const getAdminMarketplaceSettings = (signal?: AbortSignal) => {
  return fetcher<MarketplaceAdminSettingsDto>({
    url: `/api/admin/settings/marketplace`, method: 'GET', signal
  });
};

export const getGetAdminMarketplaceSettingsQueryKey = () => {
  return [
    `/api/admin/settings/marketplace`
  ] as const;
};

export const getGetAdminMarketplaceSettingsQueryOptions = <TData = Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAdminMarketplaceSettingsQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>> = ({ signal }) => getAdminMarketplaceSettings(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAdminMarketplaceSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>>;

export type GetAdminMarketplaceSettingsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetAdminMarketplaceSettings<TData = Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError, Awaited<ReturnType<typeof getAdminMarketplaceSettings>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminMarketplaceSettings<TData = Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError, Awaited<ReturnType<typeof getAdminMarketplaceSettings>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminMarketplaceSettings<TData = Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Whether SL Marketplace sales are exempt from commission
 */
export function useGetAdminMarketplaceSettings<TData = Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminMarketplaceSettings>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAdminMarketplaceSettingsQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Applies to Marketplace sales recorded from now on; sales already recorded keep their commission.
 * @summary Exempt SL Marketplace sales from commission, or price them like in-world sales
 */
export const updateAdminMarketplaceSettings = (marketplaceAdminSettingsDto: BodyType<MarketplaceAdminSettingsDto>) => {
  return fetcher<MarketplaceAdminSettingsDto>({
    url: `/api/admin/settings/marketplace`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: marketplaceAdminSettingsDto
  });
};

export const getUpdateAdminMarketplaceSettingsMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateAdminMarketplaceSettings>>, TError, {
    data: BodyType<MarketplaceAdminSettingsDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateAdminMarketplaceSettings>>, TError, {
  data: BodyType<MarketplaceAdminSettingsDto>;
}, TContext> => {
  const mutationKey = ['updateAdminMarketplaceSettings'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateAdminMarketplaceSettings>>, {
    data: BodyType<MarketplaceAdminSettingsDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return updateAdminMarketplaceSettings(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateAdminMarketplaceSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof updateAdminMarketplaceSettings>>>;

export type UpdateAdminMarketplaceSettingsMutationBody = BodyType<MarketplaceAdminSettingsDto>;

export type UpdateAdminMarketplaceSettingsMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Exempt SL Marketplace sales from commission, or price them like in-world sales
*/
export const useUpdateAdminMarketplaceSettings = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateAdminMarketplaceSettings>>, TError, {
    data: BodyType<MarketplaceAdminSettingsDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateAdminMarketplaceSettings>>, TError, {
  data: BodyType<MarketplaceAdminSettingsDto>;
}, TContext> => {
  const mutationOptions = getUpdateAdminMarketplaceSettingsMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* search: text anywhere in the full name, e-mail or id, ignoring case. Deleted accounts are not listed.
* @summary Users, paged, searched and filtered in the database; newest first unless sorted otherwise
*/
export const getAdminUsers = (params?: GetAdminUsersParams, signal?: AbortSignal) => {
  return fetcher<AdminUserPageDto>({
    url: `/api/admin/users`, method: 'GET',
    params, signal
  });
};

export const getGetAdminUsersQueryKey = (params?: GetAdminUsersParams) => {
  return [
    `/api/admin/users`, ...(params ? [params] : [])
  ] as const;
};

export const getGetAdminUsersQueryOptions = <TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminUsersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAdminUsersQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAdminUsers>>> = ({ signal }) => getAdminUsers(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAdminUsersQueryResult = NonNullable<Awaited<ReturnType<typeof getAdminUsers>>>;

export type GetAdminUsersQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetAdminUsers<TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetAdminUsersParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, Awaited<ReturnType<typeof getAdminUsers>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminUsers<TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminUsersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, Awaited<ReturnType<typeof getAdminUsers>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminUsers<TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminUsersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Users, paged, searched and filtered in the database; newest first unless sorted otherwise
 */
export function useGetAdminUsers<TData = Awaited<ReturnType<typeof getAdminUsers>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetAdminUsersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUsers>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAdminUsersQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Deactivate a user: every later call of theirs is refused
 */
export const deactivateUser = (id: string) => {
  return fetcher<UserDto>({
    url: `/api/admin/users/${id}/deactivate`, method: 'PUT'
  });
};

export const getDeactivateUserMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deactivateUser>>, TError, {
    id: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof deactivateUser>>, TError, {
  id: string;
}, TContext> => {
  const mutationKey = ['deactivateUser'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deactivateUser>>, {
    id: string;
  }> = (props) => {
    const { id } = props ?? {};
    return deactivateUser(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type DeactivateUserMutationResult = NonNullable<Awaited<ReturnType<typeof deactivateUser>>>;

export type DeactivateUserMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>;

/**
* @summary Deactivate a user: every later call of theirs is refused
*/
export const useDeactivateUser = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deactivateUser>>, TError, {
    id: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof deactivateUser>>, TError, {
  id: string;
}, TContext> => {
  const mutationOptions = getDeactivateUserMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary One user's account, in-world vendors, sales totals (all time, last 30 SLT days) and recent activity
*/
export const getAdminUserDetails = (id: string, signal?: AbortSignal) => {
  return fetcher<AdminUserDetailsDto>({
    url: `/api/admin/users/${id}/details`, method: 'GET', signal
  });
};

export const getGetAdminUserDetailsQueryKey = (id?: string) => {
  return [
    `/api/admin/users/${id}/details`
  ] as const;
};

export const getGetAdminUserDetailsQueryOptions = <TData = Awaited<ReturnType<typeof getAdminUserDetails>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>>(id: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUserDetails>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetAdminUserDetailsQueryKey(id);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getAdminUserDetails>>> = ({ signal }) => getAdminUserDetails(id, signal);
  return { queryKey, queryFn, enabled: !!(id), ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getAdminUserDetails>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetAdminUserDetailsQueryResult = NonNullable<Awaited<ReturnType<typeof getAdminUserDetails>>>;

export type GetAdminUserDetailsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>;

export function useGetAdminUserDetails<TData = Awaited<ReturnType<typeof getAdminUserDetails>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>>(id: string, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUserDetails>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminUserDetails>>, TError, Awaited<ReturnType<typeof getAdminUserDetails>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminUserDetails<TData = Awaited<ReturnType<typeof getAdminUserDetails>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>>(id: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUserDetails>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getAdminUserDetails>>, TError, Awaited<ReturnType<typeof getAdminUserDetails>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetAdminUserDetails<TData = Awaited<ReturnType<typeof getAdminUserDetails>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>>(id: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUserDetails>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary One user's account, in-world vendors, sales totals (all time, last 30 SLT days) and recent activity
 */
export function useGetAdminUserDetails<TData = Awaited<ReturnType<typeof getAdminUserDetails>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>>(id: string, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getAdminUserDetails>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetAdminUserDetailsQueryOptions(id, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * @summary Reactivate a deactivated user: their sign-in, API keys and vendors work again
 */
export const reactivateUser = (id: string) => {
  return fetcher<UserDto>({
    url: `/api/admin/users/${id}/reactivate`, method: 'PUT'
  });
};

export const getReactivateUserMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reactivateUser>>, TError, {
    id: string;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reactivateUser>>, TError, {
  id: string;
}, TContext> => {
  const mutationKey = ['reactivateUser'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reactivateUser>>, {
    id: string;
  }> = (props) => {
    const { id } = props ?? {};
    return reactivateUser(id);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReactivateUserMutationResult = NonNullable<Awaited<ReturnType<typeof reactivateUser>>>;

export type ReactivateUserMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>;

/**
* @summary Reactivate a deactivated user: their sign-in, API keys and vendors work again
*/
export const useReactivateUser = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reactivateUser>>, TError, {
    id: string;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reactivateUser>>, TError, {
  id: string;
}, TContext> => {
  const mutationOptions = getReactivateUserMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* @summary Change a user's role
*/
export const updateUserRole = (id: string, updateUserRoleDto: BodyType<UpdateUserRoleDto>) => {
  return fetcher<UserDto>({
    url: `/api/admin/users/${id}/role`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: updateUserRoleDto
  });
};

export const getUpdateUserRoleMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateUserRole>>, TError, {
    id: string;
    data: BodyType<UpdateUserRoleDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof updateUserRole>>, TError, {
  id: string;
  data: BodyType<UpdateUserRoleDto>;
}, TContext> => {
  const mutationKey = ['updateUserRole'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateUserRole>>, {
    id: string;
    data: BodyType<UpdateUserRoleDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return updateUserRole(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type UpdateUserRoleMutationResult = NonNullable<Awaited<ReturnType<typeof updateUserRole>>>;

export type UpdateUserRoleMutationBody = BodyType<UpdateUserRoleDto>;

export type UpdateUserRoleMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>;

/**
* @summary Change a user's role
*/
export const useUpdateUserRole = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | void | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof updateUserRole>>, TError, {
    id: string;
    data: BodyType<UpdateUserRoleDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof updateUserRole>>, TError, {
  id: string;
  data: BodyType<UpdateUserRoleDto>;
}, TContext> => {
  const mutationOptions = getUpdateUserRoleMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
