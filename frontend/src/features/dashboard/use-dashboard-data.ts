import {
  useGetCurrentEvent,
  useGetDashboardSales,
  useGetDashboardStats,
  useGetRecentTransactions,
  useGetTopProducts,
} from '../../api/generated/endpoints/dashboard/dashboard';
import { useGetHealth } from '../../api/generated/endpoints/health/health';
import { useGetLslScripts, useGetLslStatus } from '../../api/generated/endpoints/in-world-scripts/in-world-scripts';
import { useGetProducts } from '../../api/generated/endpoints/products/products';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { CurrentEventDto, RecentTransactionDto, SalesPointDto, TopProductDto } from '../../api/generated/model';
import { saleMarks } from '../transactions/sale-details';
import type { CurrentEvent, RecentTransaction, SalesPoint, SalesRange, TopProduct } from './dashboard-models';
import type { DashboardStatsChanges, DashboardStatsValues } from './DashboardStats';
import { type SetupStep, setupSteps } from './getting-started';
import type { ApiEndpointState, LslStatusFigures } from './LslStatusCard';
import { commissionPeriodText, currentEventText, newVendorsThisWeek, salesChangeFromYesterday } from './stat-changes';

/** docs/product.md, 6: the LSL status is polled every 5 seconds. */
export const LSL_STATUS_POLL_MS = 5000;
const CARD_ROWS = 4;

export interface DashboardData {
  stats: DashboardStatsValues | undefined;
  statsError?: string;
  /** Completed sales of the last 7 days flagged as a price mismatch; undefined while loading. */
  priceMismatches: number | undefined;
  changes: DashboardStatsChanges;
  sales: SalesPoint[] | undefined;
  salesError?: string;
  topProducts: TopProduct[] | undefined;
  topProductsError?: string;
  recentTransactions: RecentTransaction[] | undefined;
  recentTransactionsError?: string;
  /** Undefined while loading or when it could not be loaded; null when no event of the user runs now. */
  currentEvent: CurrentEvent | null | undefined;
  currentEventError?: string;
  /** The steps to a first sale, undefined until the vendors, products and in-world status are known. */
  setup: SetupStep[] | undefined;
  apiEndpoint: ApiEndpointState;
  lslStatus: LslStatusFigures | undefined;
  /** lsl/vendor-delivery.lsl as the LSL Integration page serves it (this server's address filled in); undefined while loading. */
  vendorScript: string | undefined;
  /** The address filled into the scripts (PUBLIC_URL, else this page's origin). */
  scriptBaseUrl: string | undefined;
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
  time: row.createdAt,
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
  const stats = useGetDashboardStats();
  const sales = useGetDashboardSales({ range });
  // The stat card compares today with yesterday whatever range the chart shows (same query as the default chart).
  const lastSevenDays = useGetDashboardSales({ range: '7days' });
  const topProducts = useGetTopProducts({ limit: CARD_ROWS });
  const recentTransactions = useGetRecentTransactions({ limit: CARD_ROWS });
  // null when no event of the merchant runs now.
  const currentEvent = useGetCurrentEvent();
  const vendors = useGetVendors();
  const products = useGetProducts();
  // The real vendor script for Copy Code: it gives the item and keeps each sale until it is recorded.
  const scripts = useGetLslScripts(undefined, { query: { staleTime: Infinity } });
  const health = useGetHealth();
  const lslStatus = useGetLslStatus({ query: { refetchInterval: LSL_STATUS_POLL_MS } });

  const event = currentEvent.data === undefined ? undefined : currentEvent.data === null ? null : toCurrentEvent(currentEvent.data);
  const weekPoints = lastSevenDays.data?.map(toSalesPoint);

  return {
    stats: stats.data ?? (stats.isError ? {} : undefined),
    statsError: stats.error?.message,
    priceMismatches: stats.data?.priceMismatches,
    changes: {
      sales: salesChangeFromYesterday(weekPoints),
      vendors: newVendorsThisWeek(vendors.data, new Date()),
      commission: commissionPeriodText(stats.data?.totalSalesToday),
      event: currentEventText(event),
    },
    sales: sales.data?.map(toSalesPoint),
    salesError: sales.error?.message,
    topProducts: topProducts.data?.map(toTopProduct),
    topProductsError: topProducts.error?.message,
    recentTransactions: recentTransactions.data?.map(toRecentTransaction),
    recentTransactionsError: recentTransactions.error?.message,
    currentEventError: currentEvent.error?.message,
    currentEvent: event,
    setup:
      vendors.data && products.data && lslStatus.data
        ? setupSteps({
            vendors: vendors.data.length,
            products: products.data.length,
            inWorldObjects: lslStatus.data.total_objects,
            anyInWorldRequest: lslStatus.data.last_request !== null,
          })
        : undefined,
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
    vendorScript: scripts.data?.scripts.find((script) => script.kind === 'vendor')?.source,
    scriptBaseUrl: scripts.data?.baseUrl,
  };
}
