import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useGetHealth } from '../../api/generated/endpoints/health/health';
import { getGetLslActivityQueryKey, useGetLslActivity, useGetLslStatus } from '../../api/generated/endpoints/in-world-scripts/in-world-scripts';

/** docs/product.md, 6: the LSL status is polled every 5 seconds. */
export const LSL_STATUS_POLL_MS = 5000;

export type ApiStatus = 'checking' | 'online' | 'offline';

export interface LslFigures {
  apiStatus: ApiStatus;
  activeVendors: number;
  totalVendors: number;
  /** In-world objects heard from within 11 minutes, and ever. */
  onlineObjects: number;
  totalObjects: number;
  lastRequest: string | null;
  requestsToday: number;
  /** Percent with 1 decimal, or null when there was no call today. */
  errorRate: string | null;
  activityLoaded: boolean;
}

/** The figures of the LSL Integration tiles, from /api/health, the polled /api/lsl/status and /api/lsl/activity. */
export function useLslFigures(): LslFigures {
  const queryClient = useQueryClient();
  const health = useGetHealth();
  const status = useGetLslStatus({ query: { refetchInterval: LSL_STATUS_POLL_MS } });
  const activity = useGetLslActivity();

  // A new in-world call (seen by the status poll) changes today's counts: fetch them again, without a timer of their own.
  const lastRequest = status.data?.last_request ?? null;
  useEffect(() => {
    if (lastRequest) void queryClient.invalidateQueries({ queryKey: getGetLslActivityQueryKey() });
  }, [lastRequest, queryClient]);

  // The status poll also tells when the API stops answering after the health check passed.
  let apiStatus: ApiStatus = 'checking';
  if (health.isError || status.isError || (health.data && health.data.status !== 'ok')) apiStatus = 'offline';
  else if (health.data?.status === 'ok') apiStatus = 'online';

  return {
    apiStatus,
    activeVendors: status.data?.active_vendors ?? 0,
    totalVendors: status.data?.total_vendors ?? 0,
    onlineObjects: status.data?.online_objects ?? 0,
    totalObjects: status.data?.total_objects ?? 0,
    lastRequest,
    requestsToday: activity.data?.requestsToday ?? 0,
    errorRate: activity.data?.errorRate ?? null,
    activityLoaded: activity.isSuccess,
  };
}
