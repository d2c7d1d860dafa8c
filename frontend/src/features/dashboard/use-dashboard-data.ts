import {
  useGetCurrentEvent,
  useGetDashboardSales,
  useGetDashboardStats,
  useGetRecentTransactions,
  useGetTopProducts,
} from '../../api/generated/endpoints/dashboard/dashboard';
import { useGetHealth } from '../../api/generated/endpoints/health/health';
import { useGetLslStatus } from '../../api/generated/endpoints/in-world-scripts/in-world-scripts';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { CurrentEventDto, RecentTransactionDto, SalesPointDto, TopProductDto } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { saleMarks } from '../transactions/sale-details';
import { currentEventOrSample, recentTransactionsOrSample, salesOrSample, topProductsOrSample } from './dashboard-fallback';
import type { CurrentEvent, RecentTransaction, SalesPoint, SalesRange, Shown, TopProduct } from './dashboard-models';
import type { DashboardStatsChanges, DashboardStatsValues } from './DashboardStats';
import type { ApiEndpointState, LslStatusFigures } from './LslStatusCard';
import { commissionPeriodText, currentEventText, newVendorsThisWeek, salesChangeFromYesterday } from './stat-changes';

/** docs/product.md, 6: the LSL status is polled every 5 seconds. */
export const LSL_STATUS_POLL_MS = 5000;
const CARD_ROWS = 4;

export interface DashboardData {
  stats: DashboardStatsValues | undefined;
  statsError?: string;
  changes: DashboardStatsChanges;
  sales: Shown<SalesPoint[]> | undefined;
  salesError?: string;
  topProducts: Shown<TopProduct[]> | undefined;
  topProductsError?: string;
  recentTransactions: Shown<RecentTransaction[]> | undefined;
  recentTransactionsError?: string;
  /** Undefined while loading or when it could not be loaded; null when there is none to show. */
  currentEvent: Shown<CurrentEvent> | null | undefined;
  manageEventPath: string;
  apiEndpoint: ApiEndpointState;
  lslStatus: LslStatusFigures | undefined;
}

const toSalesPoint = (point: SalesPointDto): SalesPoint => ({ label: point.label, total: point.total });

const toTopProduct = (product: TopProductDto): TopProduct => ({
  key: String(product.productId),
  name: product.name,
  sold: product.unitsSold,
  revenue: product.revenue,
});

const toRecentTransaction = (row: RecentTransactionDto): RecentTransaction => ({
  key: String(row.id),
  product: row.productName ?? 'Unknown product',
  buyer: row.buyerName ?? 'Unknown buyer',
  amount: row.amount,
  status: row.status,
  time: { iso: row.createdAt },
  marks: saleMarks(row),
});

const toCurrentEvent = (event: CurrentEventDto): CurrentEvent => ({
  id: event.id,
  name: event.name,
  daysRunning: event.daysRunning,
  vendorCount: event.participatingVendors,
  totalSales: event.totalSales,
  uniqueVisitors: event.uniqueVisitors,
});

/** Every dashboard call, each through its generated hook, shaped for the cards. */
export function useDashboardData(range: SalesRange): DashboardData {
  // An admin's own dashboard shows real figures only, never the sample data a new merchant sees.
  const { isAdmin } = useAuth();
  const samples = !isAdmin;
  const stats = useGetDashboardStats();
  const sales = useGetDashboardSales({ range });
  // The stat card compares today with yesterday whatever range the chart shows (same query as the default chart).
  const lastSevenDays = useGetDashboardSales({ range: '7days' });
  const topProducts = useGetTopProducts({ limit: CARD_ROWS });
  const recentTransactions = useGetRecentTransactions({ limit: CARD_ROWS });
  // null when no event of the merchant runs now.
  const currentEvent = useGetCurrentEvent();
  const vendors = useGetVendors();
  const health = useGetHealth();
  const lslStatus = useGetLslStatus({ query: { refetchInterval: LSL_STATUS_POLL_MS } });

  const event = currentEvent.data === undefined ? undefined : currentEvent.data === null ? null : toCurrentEvent(currentEvent.data);
  const weekPoints = lastSevenDays.data?.map(toSalesPoint);

  return {
    stats: stats.data ?? (stats.isError ? {} : undefined),
    statsError: stats.error?.message,
    changes: {
      sales: salesChangeFromYesterday(weekPoints),
      vendors: newVendorsThisWeek(vendors.data, new Date()),
      commission: commissionPeriodText(stats.data?.totalSalesToday),
      event: currentEventText(event),
    },
    sales: sales.data ? salesOrSample(sales.data.map(toSalesPoint), samples) : undefined,
    salesError: sales.error?.message,
    topProducts: topProducts.data ? topProductsOrSample(topProducts.data.map(toTopProduct), samples) : undefined,
    topProductsError: topProducts.error?.message,
    recentTransactions: recentTransactions.data ? recentTransactionsOrSample(recentTransactions.data.map(toRecentTransaction), samples) : undefined,
    recentTransactionsError: recentTransactions.error?.message,
    currentEvent: event === undefined ? undefined : currentEventOrSample(event, samples),
    manageEventPath: event ? `/events/${event.id}` : '/events',
    apiEndpoint: health.isPending ? 'checking' : health.isError || lslStatus.isError ? 'offline' : 'online',
    lslStatus: lslStatus.data
      ? {
          activeVendors: lslStatus.data.active_vendors,
          totalVendors: lslStatus.data.total_vendors,
          onlineObjects: lslStatus.data.online_objects,
          totalObjects: lslStatus.data.total_objects,
          lastRequest: lslStatus.data.last_request,
        }
      : undefined,
  };
}
