/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface AnalyticsBucketDto {
  /** Commission on them, L$ with 2 decimals (exact). */
  commission: string;
  /** The first day of the range inside this period. */
  firstDay: string;
  /** The last day of the range inside this period. */
  lastDay: string;
  /**
   * Accounts opened in the range (platform analytics); null in a merchant's own.
   * @nullable
   */
  newMerchants: number | null;
  /** The first day of the day, week (a Monday) or month, even when the range starts later. */
  period: string;
  /** Completed sales, whole L$. */
  revenue: number;
  /** How many completed sales. */
  sales: number;
}
