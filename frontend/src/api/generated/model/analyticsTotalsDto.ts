/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface AnalyticsTotalsDto {
  /** Commission on them, L$ with 2 decimals (exact). */
  commission: string;
  /**
   * Accounts opened in the range (platform analytics); null in a merchant's own.
   * @nullable
   */
  newMerchants: number | null;
  /** Completed sales, whole L$. */
  revenue: number;
  /** How many completed sales. */
  sales: number;
}
