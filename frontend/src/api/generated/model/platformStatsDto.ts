/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PlatformStatsDto {
  activeVendors: number;
  /**
   * Average applied commission rate of completed sales over the last 30 days, percent with 2 decimals; null without sales.
   * @nullable
   */
  avgCommissionRate: string | null;
  /**
   * Percent change of totalRevenue against the 30 days before, 1 decimal; null when that period had no revenue.
   * @nullable
   */
  revenueGrowth: string | null;
  /** Commission of completed sales over the last 30 days, L$ with 2 decimals. */
  totalCommission: string;
  /** Sum of completed sale amounts over the last 30 days, whole L$. */
  totalRevenue: number;
  /** Completed sales, all time. */
  totalTransactions: number;
  totalVendors: number;
  /** Completed sales since midnight SLT (America/Los_Angeles). */
  transactionsToday: number;
}
