/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CurrentEventDto {
  /** SLT days since it started, the first day counting as 1. */
  daysRunning: number;
  id: number;
  name: string;
  /** Vendors taking part (all merchants). */
  participatingVendors: number;
  /** Completed sales at the event (all vendors), whole L$. */
  totalSales: number;
  /** Distinct buyers of completed sales at the event. */
  uniqueVisitors: number;
}
