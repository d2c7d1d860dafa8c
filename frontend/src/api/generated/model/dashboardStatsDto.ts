/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface DashboardStatsDto {
  /** The caller's active vendors. */
  activeVendors: number;
  /** Commission on today's completed sales, L$ with 2 decimals. */
  commissionEarned: string;
  /** Distinct buyers of completed sales at the caller's current event; 0 without one. */
  eventVisitors: number;
  /** Completed sales of the last 7 days flagged as a price mismatch (paid neither the price nor the price due). */
  priceMismatches: number;
  /** Sum of today's completed sales, whole L$ (refunded sales do not count). */
  totalSalesToday: number;
}
