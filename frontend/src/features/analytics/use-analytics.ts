import { keepPreviousData } from '@tanstack/react-query';

import { useGetPlatformAnalytics } from '../../api/generated/endpoints/admin/admin';
import { useGetAnalytics } from '../../api/generated/endpoints/analytics/analytics';
import type { GetAnalyticsParams } from '../../api/generated/model';

/** Whose sales: the signed-in user's own (`/analytics`) or the whole platform's (`/admin/analytics`). */
export type AnalyticsScope = 'own' | 'platform';

/** The analytics of the scope; the previous range stays on screen while the next one loads. */
export function useAnalytics(scope: AnalyticsScope, params: GetAnalyticsParams) {
  const own = useGetAnalytics(params, { query: { enabled: scope === 'own', placeholderData: keepPreviousData } });
  const platform = useGetPlatformAnalytics(params, { query: { enabled: scope === 'platform', placeholderData: keepPreviousData } });
  return scope === 'own' ? own : platform;
}
