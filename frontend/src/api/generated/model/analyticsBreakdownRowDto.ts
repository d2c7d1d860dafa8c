/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface AnalyticsBreakdownRowDto {
  /**
   * The merchant's user id, the vendor, product or event id, or the region's name; null for sales without a recorded region.
   * @nullable
   */
  id: string | null;
  /** What is shown: the merchant's name, the vendor, product, event or region. */
  name: string;
  /**
   * The owning merchant's name, for vendors and products in the platform analytics; null otherwise.
   * @nullable
   */
  ownerName: string | null;
  /** Completed sales in the range, whole L$. */
  revenue: number;
  /** How many completed sales in the range. */
  sales: number;
}
